// Faults that each break one clause of the robustness rules (src/rules/robust.ts): a malformed
// request answered with the wrong code, a 5xx, a stack trace, a slow answer, a vessel that stops
// serving after hostile input, and limits (D17) not kept. Each bends the reference vessel at its
// seams (src/vessel/seams.ts) and nowhere else.
import { A2A_VERSION_HEADER, ErrorCodes, Methods } from '../a2a/wire.ts';
import { splitClauseRef, type RuleId } from '../rules/index.ts';
import { isObject } from '../transcript/read.ts';
import type { RpcCall, RpcMiddleware } from '../vessel/seams.ts';
import type { Bend } from './bend.ts';
import { beforeCall, frontDoor, jsonOf, requestOf, rewriteError, withRpc, type CallView } from './bends/server.ts';
import { fault, type ClauseIn, type FaultsOf } from './fault.ts';

type Body = Record<string, unknown>;

/** A JSON-RPC error answered in the vessel's place when `when` holds of the call. */
const internalErrorWhen = (when: (call: RpcCall) => boolean): Bend =>
  beforeCall((call) =>
    when(call)
      ? { jsonrpc: '2.0', id: null, error: { code: ErrorCodes.InternalError, message: 'internal error' } }
      : call,
  );

const INHERITED = new Set(['__proto__', 'toString', 'constructor', 'hasOwnProperty', 'valueOf']);

/** For each clause of robust.malformed-codes, the malformed request a careless vessel answers -32603. */
const WRONG_CODES: readonly { clause: ClauseIn<'robust'>; name: string; what: string; bend: Bend }[] = [
  {
    clause: 'robust.malformed-codes#not-json',
    name: 'plain-text-internal-error',
    what: 'a body of plain text',
    bend: internalErrorWhen((c) => !/^\s*[[{]/.test(c.text)),
  },
  {
    clause: 'robust.malformed-codes#invalid-utf8',
    name: 'bad-utf8-internal-error',
    what: 'a body with bytes that are not UTF-8',
    bend: internalErrorWhen((c) => c.utf8 === false),
  },
  {
    clause: 'robust.malformed-codes#wrong-jsonrpc',
    name: 'jsonrpc-1-internal-error',
    what: 'a request saying jsonrpc 1.0',
    bend: internalErrorWhen((c) => {
      const v = requestOf(c).jsonrpc;
      return typeof v === 'string' && v !== '2.0';
    }),
  },
  {
    clause: 'robust.malformed-codes#id-type',
    name: 'object-id-internal-error',
    what: 'a request whose id is an object',
    bend: internalErrorWhen((c) => isObject(requestOf(c).id)),
  },
  {
    clause: 'robust.malformed-codes#method-type',
    name: 'number-method-internal-error',
    what: 'a request whose method is a number',
    bend: internalErrorWhen((c) => typeof requestOf(c).method === 'number'),
  },
  {
    clause: 'robust.malformed-codes#no-id',
    name: 'notification-internal-error',
    what: 'a request without an id',
    bend: internalErrorWhen((c) => {
      const request = requestOf(c);
      return typeof request.method === 'string' && !('id' in request);
    }),
  },
  {
    clause: 'robust.malformed-codes#params-type',
    name: 'string-params-internal-error',
    what: 'a request whose params is a string',
    bend: internalErrorWhen((c) => typeof requestOf(c).params === 'string'),
  },
  {
    clause: 'robust.malformed-codes#empty-batch',
    name: 'empty-batch-internal-error',
    what: 'an empty JSON array',
    bend: internalErrorWhen((c) => {
      const json = jsonOf(c);
      return Array.isArray(json) && json.length === 0;
    }),
  },
  {
    clause: 'robust.malformed-codes#batch',
    name: 'batch-internal-error',
    what: 'a batch of requests',
    bend: internalErrorWhen((c) => {
      const json = jsonOf(c);
      return Array.isArray(json) && json.length > 0;
    }),
  },
  {
    clause: 'robust.malformed-codes#inherited-method',
    name: 'proto-method-internal-error',
    what: 'a request for __proto__ (as if the method table were looked up without hasOwn)',
    bend: internalErrorWhen((c) => INHERITED.has(String(requestOf(c).method))),
  },
  {
    clause: 'robust.malformed-codes#content-type',
    name: 'text-plain-invalid-request',
    what: 'a request sent as text/plain',
    bend: frontDoor((req) =>
      req.method === 'POST' && /^text\/plain/i.test(req.headers['content-type'] ?? '')
        ? {
            status: 400,
            body: { jsonrpc: '2.0', id: null, error: { code: ErrorCodes.InvalidRequest, message: 'invalid request' } },
          }
        : undefined,
    ),
  },
  {
    clause: 'robust.malformed-codes#no-version',
    name: 'no-version-is-1.0',
    what: 'a request without A2A-Version (read as 1.0 instead of 0.3)',
    bend: beforeCall((call) =>
      call.headers[A2A_VERSION_HEADER.toLowerCase()] === undefined
        ? { ...call, headers: { ...call.headers, [A2A_VERSION_HEADER.toLowerCase()]: '1.0' } }
        : call,
    ),
  },
  {
    clause: 'robust.malformed-codes#missing-params',
    name: 'no-params-internal-error',
    what: 'SendMessage without params',
    bend: internalErrorWhen((c) => {
      const request = requestOf(c);
      return request.method === Methods.SendMessage && !('params' in request);
    }),
  },
];

/** The reply to a call, changed when it is a parse error (-32700). */
const onParseError = (change: (reply: { kind: 'json'; status: number; body: Body }) => Promise<unknown> | unknown) => {
  const rpc: RpcMiddleware = async (call, next) => {
    const reply = await next(call);
    if (reply.kind !== 'json' || !isObject(reply.body) || !isObject(reply.body.error)) return reply;
    if (reply.body.error.code !== ErrorCodes.ParseError) return reply;
    await change(reply as { kind: 'json'; status: number; body: Body });
    return reply;
  };
  return withRpc(rpc);
};

/** Until when turns are refused, once a hostile request was seen (poisoned-by-hostile-input). */
let poisonedUntil = 0;
const POISON_MS = 5_000;

/** Two frames of the kit's own stack: what a vessel that prints error.stack into its answers shows. */
const STACK = () => (new Error('vessel-kit').stack ?? '').split('\n').slice(1, 3).join('\n');

const answerFaults = [
  fault(
    'robust.no-server-error#whole',
    'parse-error-as-500',
    'answers a body that is not JSON with its -32700 error but HTTP 500',
    onParseError((reply) => void (reply.status = 500)),
  ),
  fault(
    ['robust.no-stack-trace#whole', 'security.no-leaks#stack-trace'],
    'stack-in-errors',
    'appends the stack of where it noticed the problem to every error message',
    rewriteError((error) => ({ ...error, message: `${error.message}\n${STACK()}` })),
  ),
  fault(
    'robust.prompt-answer#whole',
    'slow-parse-errors',
    'answers a body that is not JSON after 2.5 s',
    onParseError(() => new Promise((resolve) => setTimeout(resolve, 2_500))),
  ),
  fault(
    'robust.still-serves#whole',
    'poisoned-by-hostile-input',
    'for 5 s after a body that is not JSON, refuses every streamed turn with -32603',
    withRpc(async (call, next) => {
      const method = requestOf(call).method;
      if (method === Methods.SendStreamingMessage && Date.now() < poisonedUntil)
        return {
          kind: 'json',
          status: 200,
          body: { jsonrpc: '2.0', id: null, error: { code: ErrorCodes.InternalError, message: 'internal error' } },
        };
      const reply = await next(call);
      if (reply.kind === 'json' && isObject(reply.body) && isObject(reply.body.error))
        if (reply.body.error.code === ErrorCodes.ParseError) poisonedUntil = Date.now() + POISON_MS;
      return reply;
    }),
  ),
];

// ---------------------------------------------------------------------------------------------
// Limits (D17)

/** The message of a SendMessage call, changed before the vessel reads it when `change` says it changed it. */
const messageChanged = (change: (message: Body) => boolean): Bend =>
  beforeCall((call, view) => {
    if (view.method !== Methods.SendMessage || !view.request || !isObject(view.params.message)) return call;
    // Parsed again rather than cloned, and written again only when changed: a request may nest
    // 5,000 levels deep, which JSON.parse reads but JSON.stringify and structuredClone recurse into.
    const request = JSON.parse(call.text) as Body & { params: { message: Body } };
    return change(request.params.message) ? { ...call, text: JSON.stringify(request) } : call;
  });

const cut = (value: unknown) => (typeof value === 'string' ? value.slice(0, 1_024) : value);

const LONG_IDS: readonly { clause: ClauseIn<'robust'>; field: string; alsoBreaks?: RuleId[] }[] = [
  { clause: 'robust.id-length#message-id', field: 'messageId' },
  { clause: 'robust.id-length#context-id', field: 'contextId', alsoBreaks: ['robust.echo-bounded'] },
  { clause: 'robust.id-length#task-id', field: 'taskId' },
  { clause: 'robust.id-length#reference-task-ids', field: 'referenceTaskIds' },
  { clause: 'robust.id-length#extension-uri', field: 'extensions' },
];

/** A message's field cut to 1,024 characters (each entry of a list), if it is there. */
const cutField = (field: string) =>
  messageChanged((message) => {
    const value = message[field];
    if (value === undefined) return false;
    message[field] = Array.isArray(value) ? value.map(cut) : cut(value);
    return true;
  });

/** A value in a request, for the echo faults: the method, GetTask's id, the message's contextId. */
const ECHOED: readonly { clause: ClauseIn<'robust'>; what: string; value: (view: CallView) => unknown }[] = [
  { clause: 'robust.echo-bounded#method', what: 'the method name', value: (v) => v.method },
  {
    clause: 'robust.echo-bounded#task-id',
    what: "GetTask's id",
    value: (v) => (v.method === Methods.GetTask ? v.params.id : undefined),
  },
  {
    clause: 'robust.echo-bounded#context-id',
    what: "the message's contextId",
    value: (v) => (isObject(v.params.message) ? v.params.message.contextId : undefined),
  },
];

/** Error messages that quote a value of the request whole. */
const echoing = (value: (view: CallView) => unknown) =>
  rewriteError((error, view) => {
    const echoed = value(view);
    return typeof echoed === 'string' ? { ...error, message: `${error.message} (${echoed})` } : undefined;
  });

/** How deep a value nests, without recursion. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    deepest = Math.max(deepest, depth + 1);
    for (const item of Object.values(node)) stack.push([item, depth + 1]);
  }
  return deepest;
}

/** Over this, a nesting is one of the 5,000-level probes; under it, the one just past the limit. */
const VERY_DEEP = 1_000;

const DEEP: readonly { clause: ClauseIn<'robust'>; field: string; empty: unknown; deep: boolean }[] = [
  { clause: 'robust.depth-limit#past-limit', field: 'metadata', empty: {}, deep: false },
  { clause: 'robust.depth-limit#extensions', field: 'extensions', empty: [], deep: true },
  { clause: 'robust.depth-limit#reference-task-ids', field: 'referenceTaskIds', empty: [], deep: true },
  { clause: 'robust.depth-limit#metadata', field: 'metadata', empty: {}, deep: true },
];

/** A message's field nested past the limit (over VERY_DEEP levels, or not) replaced with `empty`. */
const flattened = (field: string, empty: unknown, deep: boolean) =>
  messageChanged((message) => {
    const depth = depthOf(message[field]);
    if (depth <= 60 || depth > VERY_DEEP !== deep) return false;
    message[field] = empty;
    return true;
  });

const metadataFault = fault(
  'robust.metadata-size#whole',
  'drops-big-metadata',
  "drops a message's metadata over 64 KiB and goes on, instead of refusing it",
  messageChanged((message) => {
    if (depthOf(message.metadata) > 60 || Buffer.byteLength(JSON.stringify(message.metadata ?? null)) <= 64 * 1024)
      return false;
    delete message.metadata;
    return true;
  }),
);

export const faults = [
  ...WRONG_CODES.map(({ clause, name, what, bend }) =>
    fault(clause, name, `answers ${what} with -32603 (or -32600) instead of its JSON-RPC code`, bend),
  ),
  ...answerFaults,
  ...LONG_IDS.map(({ clause, field, alsoBreaks }) =>
    fault(
      clause,
      `cuts-long-${field}`,
      `cuts a message's ${field} to 1,024 characters and goes on, instead of refusing it`,
      cutField(field),
      { alsoBreaks },
    ),
  ),
  ...ECHOED.map(({ clause, what, value }) =>
    fault(
      clause,
      `echoes-whole-${splitClauseRef(clause).clause}`,
      `quotes ${what} whole in its error messages`,
      echoing(value),
    ),
  ),
  metadataFault,
  ...DEEP.map(({ clause, field, empty, deep }) =>
    fault(
      clause,
      `flattens-${deep ? 'very-deep' : 'deep'}-${field}`,
      `replaces a message's ${field} nested ${deep ? `over ${VERY_DEEP}` : `65 to ${VERY_DEEP}`} levels with ${JSON.stringify(empty)} and goes on, instead of refusing it`,
      flattened(field, empty, deep),
    ),
  ),
] satisfies FaultsOf<'robust'>;
