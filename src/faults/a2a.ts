// Faults of the A2A layer's rules (src/rules/a2a.ts): the agent card and the endpoint, error codes
// and error answers, SendMessage, GetTask and SubscribeToTask, the stream that carries a turn and
// its SSE framing; then the A2A 1.0 specification's own (the card and its caching, capabilities
// not declared, sending messages, history, cancel and several streams, ListTasks, serialization,
// JSON-RPC answers, ErrorInfo and version negotiation). In the order of src/rules/a2a.ts, but for
// the table of wrong error codes, which holds one fault for each rule on an error code.
import { TaskViews } from './task-fields.ts';
import { taskFieldFault } from './bends/task-field.ts';
import type { IncomingMessage } from 'node:http';
import { ArtifactNames } from '../a2a/vessel-events.ts';
import {
  A2A_PROTOCOL_VERSION,
  A2A_VERSION_HEADER,
  AGENT_CARD_PATH,
  ErrorCodes,
  Methods,
  PushMethods,
  type AgentCard,
  type Task,
  type TaskArtifactUpdateEvent,
  type TaskStatusUpdateEvent,
} from '../a2a/wire.ts';
import type { RuleId } from '../rules/index.ts';
import { isObject } from '../transcript/read.ts';
import type { RpcCall, RpcMiddleware } from '../vessel/seams.ts';
import type { Bend } from './bend.ts';
import { capabilityFaults } from './capabilities.ts';
import {
  answerError,
  beforeCall,
  bendCard,
  bendInterfaces,
  everyResponse,
  frontDoor,
  isTerminalUpdate,
  mapStatusUpdates,
  mapStream,
  pathOf,
  rewriteCall,
  rewriteError,
  rewriteParams,
  rewriteReply,
  rewriteResult,
  statusMessages,
  viewOf,
  withRpc,
  withoutKey,
  wrongCode,
  type CallView,
  type JsonError,
  type StreamEvent,
} from './bends/server.ts';
import { artifactsNamed } from './bends/turn.ts';
import {
  blankLineDeferred,
  commentNotUtf8,
  dropRequestHeader,
  jsonAnswerBytes,
  responseHeaders,
  splitDataLine,
  sseWire,
  subscriptionsCutTogether,
  withoutHeader,
} from './bends/wire.ts';
import { fault, type ClauseIn, type FaultsOf } from './fault.ts';

type Body = Record<string, unknown>;
type AgentInterface = AgentCard['supportedInterfaces'][number];

const TURN_METHODS: readonly string[] = [Methods.SendMessage, Methods.SendStreamingMessage];
const TURN_STREAMS = [Methods.SendStreamingMessage];
const SUBSCRIPTIONS = { methods: [Methods.SubscribeToTask] } as const;

const isCard = (req: IncomingMessage) => req.method === 'GET' && pathOf(req).endsWith(AGENT_CARD_PATH);
const isRpc = (req: IncomingMessage) => req.method === 'POST';

const asObject = (value: unknown): Body => (isObject(value) ? value : {});
const configurationOf = (params: Body): Body => (isObject(params.configuration) ? params.configuration : {});
const messageOf = (params: Body): Body => (isObject(params.message) ? params.message : {});

// ---------------------------------------------------------------------------------------------
// The card

/** For clauses of a2a.card-interface, what a careless card says of each of its interfaces. */
const INTERFACES_BENT: readonly {
  clause: ClauseIn<'a2a'>;
  name: string;
  description: string;
  change: Partial<AgentInterface>;
}[] = [
  {
    clause: 'a2a.card-interface#jsonrpc-listed',
    name: 'card-without-jsonrpc',
    description: 'the agent card lists an HTTP+JSON interface instead of JSONRPC',
    change: { protocolBinding: 'HTTP+JSON' },
  },
  {
    clause: 'a2a.card-interface#url',
    name: 'card-interface-without-url',
    description: "the card's JSONRPC interface names an empty url",
    change: { url: '' },
  },
  {
    clause: 'a2a.card-interface#protocol-version',
    name: 'card-interface-version-0.3',
    description: "the card's JSONRPC interface says protocolVersion 0.3",
    change: { protocolVersion: '0.3' },
  },
];

/** For each clause of a2a.interfaces-declared, the malformed second interface a careless card lists. */
const SECOND_INTERFACES: readonly {
  clause: ClauseIn<'a2a'>;
  name: string;
  description: string;
  second: (first: AgentInterface) => AgentInterface;
}[] = [
  {
    clause: 'a2a.interfaces-declared#binding',
    name: 'card-interface-unnamed-binding',
    description: 'the card lists a second interface with an empty protocolBinding',
    second: (first) => ({ ...first, protocolBinding: '' }),
  },
  {
    clause: 'a2a.interfaces-declared#url',
    name: 'card-interface-relative-url',
    description: 'the card lists a second interface (HTTP+JSON) at the relative url /rest',
    second: () => ({ url: '/rest', protocolBinding: 'HTTP+JSON', protocolVersion: '1.0' }),
  },
  {
    clause: 'a2a.interfaces-declared#version',
    name: 'card-interface-patch-version',
    description: 'the card lists a second interface (GRPC) whose protocolVersion carries a patch number, 1.0.0',
    second: (first) => ({ url: first.url, protocolBinding: 'GRPC', protocolVersion: '1.0.0' }),
  },
];

// ---------------------------------------------------------------------------------------------
// Error codes

/** The message of a new error, for the wrong codes that answer one. */
const noSuchTask = (_error: JsonError, call: CallView) => `no task '${String(call.params.id)}'`;
const sameMessage = (error: JsonError) => error.message;

/**
 * For each rule on one error code, the code a careless vessel answers instead: `what` is sent and
 * gets `to` instead of `from`, on `methods` only (any when none) and errors `when` picks; given
 * `message`, the error is a new one (its data lost).
 */
const WRONG_CODES: readonly {
  clause: ClauseIn<'a2a'>;
  name: string;
  what: string;
  from: number;
  to: number;
  methods?: readonly string[];
  when?: (error: JsonError) => boolean;
  message?: (error: JsonError, call: CallView) => string;
  alsoBreaks?: RuleId[];
}[] = [
  {
    clause: 'a2a.method-not-found#whole',
    name: 'method-not-found-wrong-code',
    what: 'an unknown method',
    from: ErrorCodes.MethodNotFound,
    to: ErrorCodes.InvalidRequest,
  },
  {
    clause: 'a2a.parse-error#whole',
    name: 'parse-error-wrong-code',
    what: 'a body that is not JSON',
    from: ErrorCodes.ParseError,
    to: ErrorCodes.InvalidRequest,
  },
  {
    clause: 'a2a.invalid-request#whole',
    name: 'invalid-request-wrong-code',
    what: 'a JSON body that is not a JSON-RPC request',
    from: ErrorCodes.InvalidRequest,
    to: ErrorCodes.InvalidParams,
  },
  {
    clause: 'a2a.task-not-found#get-task',
    name: 'unknown-task-wrong-code',
    what: 'GetTask on an unknown task id',
    from: ErrorCodes.TaskNotFound,
    to: ErrorCodes.InvalidParams,
    methods: [Methods.GetTask],
    message: noSuchTask,
  },
  {
    clause: 'a2a.task-not-found#cancel-task',
    name: 'cancel-unknown-wrong-code',
    what: 'CancelTask on an unknown task id',
    from: ErrorCodes.TaskNotFound,
    to: ErrorCodes.InvalidParams,
    methods: [Methods.CancelTask],
    message: noSuchTask,
  },
  {
    clause: 'a2a.message-to-finished#whole',
    name: 'message-to-finished-wrong-code',
    what: 'a message naming a finished task',
    from: ErrorCodes.UnsupportedOperation,
    to: ErrorCodes.InvalidParams,
    methods: TURN_METHODS,
    when: (e) => / is finished /.test(e.message),
    message: (e) => `message.taskId: ${e.message}`,
  },
  {
    clause: 'a2a.message-unknown-task#whole',
    name: 'message-unknown-task-wrong-code',
    what: 'a message naming an unknown taskId',
    from: ErrorCodes.TaskNotFound,
    to: ErrorCodes.InvalidParams,
    methods: TURN_METHODS,
    message: sameMessage,
  },
  {
    clause: 'a2a.subscribe-finished#whole',
    name: 'subscribe-finished-wrong-code',
    what: 'SubscribeToTask on a finished task',
    from: ErrorCodes.UnsupportedOperation,
    to: ErrorCodes.TaskNotFound,
    methods: [Methods.SubscribeToTask],
    message: sameMessage,
    alsoBreaks: ['a2a.error-info'],
  },
  {
    clause: 'a2a.subscribe-unknown#whole',
    name: 'subscribe-unknown-wrong-code',
    what: 'SubscribeToTask on an unknown task',
    from: ErrorCodes.TaskNotFound,
    to: ErrorCodes.UnsupportedOperation,
    methods: [Methods.SubscribeToTask],
    message: sameMessage,
    alsoBreaks: ['a2a.error-info'],
  },
];

/** The entries of one @type in an error's data, changed (the other details kept). */
const errorDetails = (type: string, change: (detail: Body) => Body | undefined): Bend =>
  rewriteError((e) =>
    Array.isArray(e.data) && e.data.some((d) => isObject(d) && d['@type'] === type)
      ? { ...e, data: e.data.flatMap((d) => (isObject(d) && d['@type'] === type ? (change(d) ?? []) : [d])) }
      : undefined,
  );
const errorInfos = (change: (info: Body) => Body | undefined): Bend =>
  errorDetails('type.googleapis.com/google.rpc.ErrorInfo', change);
const badRequests = (change: (detail: Body) => Body | undefined): Bend =>
  errorDetails('type.googleapis.com/google.rpc.BadRequest', change);

// ---------------------------------------------------------------------------------------------
// Tasks and streams

/** CancelTask on a finished task answers the task (what GetTask says) instead of -32002. */
const cancelAnswersTask: RpcMiddleware = async (call, next) => {
  const reply = await next(call);
  const view = viewOf(call);
  if (view.method !== Methods.CancelTask || reply.kind !== 'json' || !isObject(reply.body)) return reply;
  const error = reply.body.error;
  if (!isObject(error) || error.code !== ErrorCodes.TaskNotCancelable) return reply;
  return next({ ...call, text: JSON.stringify({ ...view.request, method: Methods.GetTask }) });
};

/** A CancelTask answered by GetTask first: a task already cancelled gets `answer` instead. */
const cancelOfCancelled =
  (answer: Body): RpcMiddleware =>
  async (call, next) => {
    const request = JSON.parse(call.text) as Body;
    if (request.method !== Methods.CancelTask) return next(call);
    const probe = await next({ ...call, text: JSON.stringify({ ...request, method: Methods.GetTask }) });
    const task = probe.kind === 'json' && isObject(probe.body) && isObject(probe.body.result) ? probe.body.result : {};
    const state = isObject(task.status) ? task.status.state : undefined;
    if (state !== 'TASK_STATE_CANCELED') return next(call);
    return { kind: 'json', status: 200, body: { jsonrpc: '2.0', id: request.id ?? null, error: answer } };
  };

const SNAKE_KEY = /_[a-z0-9]/;

/** A turn whose message fields are spelled in snake_case is refused as if they were missing. */
function refuseSnakeCase(call: RpcCall, view: CallView): RpcCall | Record<string, unknown> {
  const message = view.params.message;
  if (!TURN_METHODS.includes(view.method ?? '') || !isObject(message)) return call;
  if (typeof message.messageId === 'string' || !Object.keys(message).some((k) => SNAKE_KEY.test(k))) return call;
  const id = typeof view.id === 'string' || typeof view.id === 'number' ? view.id : null;
  return {
    jsonrpc: '2.0',
    id,
    error: { code: ErrorCodes.InvalidParams, message: 'message.messageId: a non-empty string is required (A2A 1.0)' },
  };
}

/** A snake_case field of a streamed turn's message or configuration dropped before the vessel reads it. */
const snakeFieldDropped = (within: 'message' | 'configuration', field: string): Bend =>
  rewriteCall(Methods.SendStreamingMessage, (r) => {
    const params = isObject(r.params) ? r.params : {};
    const holder = isObject(params[within]) ? params[within] : undefined;
    if (!holder || !(field in holder)) return r;
    return { ...r, params: { ...params, [within]: withoutKey(holder, field) } };
  });

/** A stream without its first event when that is the task snapshot. */
function withoutFirstTask(): (response: StreamEvent) => unknown[] {
  let first = true;
  return (response) => {
    const skip = first && response.result.task !== undefined;
    first = false;
    return skip ? [] : [response];
  };
}

/** The task a terminal status update reports, as a task snapshot event carries it. */
function taskOfUpdate(response: StreamEvent): Task {
  const update = response.result.statusUpdate!;
  return { id: update.taskId, contextId: update.contextId, status: update.status };
}

function taskUpdate(task: Task): TaskStatusUpdateEvent {
  return { taskId: task.id, contextId: task.contextId, status: task.status };
}

/** An artifact update spelled in snake_case, against the JSON mapping. */
function snakeCaseUpdate(update: TaskArtifactUpdateEvent): never {
  const { taskId, contextId, lastChunk, ...rest } = update;
  return { ...rest, task_id: taskId, context_id: contextId, last_chunk: lastChunk } as never;
}

/** The n-th and (n+1)-th vessel events of every second SubscribeToTask stream of a task swapped, or dropped. */
function secondSubscriber(bend: 'drop' | 'swap'): Bend {
  const seen = new Map<string, number>();
  return mapStream(() => {
    let task: string | undefined;
    let second = false;
    let held: unknown;
    let events = 0;
    return (r) => {
      if (task === undefined && r.result.task) {
        task = r.result.task.id;
        const n = (seen.get(task) ?? 0) + 1;
        seen.set(task, n);
        second = n % 2 === 0;
        return [r];
      }
      const update = r.result.statusUpdate;
      if (!second || !update?.status.message || update.status.state !== 'TASK_STATE_WORKING') {
        const out = held !== undefined ? [held, r] : [r];
        held = undefined;
        return out;
      }
      events++;
      if (bend === 'drop') return events === 1 ? [] : [r];
      if (events === 1) {
        held = r;
        return [];
      }
      const out = held !== undefined ? [r, held] : [r];
      held = undefined;
      return out;
    };
  }, SUBSCRIPTIONS);
}

/** A history length (GetTask's, or SendMessage's configuration's) `ignored` picks read as absent. */
const historyIgnored = (
  method: typeof Methods.GetTask | typeof Methods.SendMessage,
  ignored: (n: unknown) => boolean,
) =>
  method === Methods.GetTask
    ? rewriteParams(Methods.GetTask, (params) => (ignored(params.historyLength) ? { id: params.id } : params))
    : rewriteParams(Methods.SendMessage, (params) => {
        const { historyLength, ...configuration } = configurationOf(params);
        return ignored(historyLength) ? { ...params, configuration } : params;
      });
const isPositive = (n: unknown) => typeof n === 'number' && n > 0;

// ---------------------------------------------------------------------------------------------
// ListTasks

/** For clauses of the ListTasks rules, the param a careless vessel reads as absent. */
const LIST_PARAMS_IGNORED: readonly { clause: ClauseIn<'a2a'>; name: string; description: string; param: string }[] = [
  {
    clause: 'a2a.list-tasks-filters#context-id',
    name: 'list-tasks-context-ignored',
    description: "ignores ListTasks' contextId filter",
    param: 'contextId',
  },
  {
    clause: 'a2a.list-tasks-paging#page-size',
    name: 'list-tasks-page-size-ignored',
    description: "ignores ListTasks' pageSize (every task on one page)",
    param: 'pageSize',
  },
  {
    clause: 'a2a.list-tasks-paging#next-page',
    name: 'list-tasks-token-ignored',
    description: "ignores ListTasks' pageToken (the first page again)",
    param: 'pageToken',
  },
  {
    clause: 'a2a.list-tasks-artifacts#included',
    name: 'list-tasks-artifacts-never',
    description: 'lists tasks without artifacts even with includeArtifacts true',
    param: 'includeArtifacts',
  },
];

/** Each task a ListTasks answer lists, changed; or the whole result. */
const listResult = (change: (result: Body) => Body): Bend =>
  rewriteResult(Methods.ListTasks, (r) => change(structuredClone(r)));

// ---------------------------------------------------------------------------------------------
// Serialization

/** The metadata key whose one-character value answer-not-utf8 turns into the byte 0xFF. */
const NOT_UTF8_KEY = 'vessel-kit-fault';
const NOT_UTF8_MARK = Buffer.from(`"${NOT_UTF8_KEY}":"~"`);
/** The answer's bytes with the marked '~' as 0xFF: the same length, no longer UTF-8. */
function byteNotUtf8(bytes: Buffer): Buffer {
  const at = bytes.indexOf(NOT_UTF8_MARK);
  if (at >= 0) bytes[at + NOT_UTF8_MARK.length - 2] = 0xff;
  return bytes;
}

export const faults = [
  // ---------------------------------------------------------------- the agent card and the endpoint
  fault(
    'a2a.card-served#served',
    'card-not-served',
    'answers 404 to GET {base}/.well-known/agent-card.json',
    frontDoor((req) =>
      pathOf(req).endsWith(AGENT_CARD_PATH) ? { status: 404, body: { error: 'no agent card here' } } : undefined,
    ),
  ),
  fault(
    'a2a.card-served#structure',
    'card-without-skills',
    'the agent card leaves out skills, a field A2A requires',
    bendCard(({ skills: _skills, ...card }) => card as never),
  ),
  ...INTERFACES_BENT.map(({ clause, name, description, change }) =>
    fault(
      clause,
      name,
      description,
      bendInterfaces((interfaces) => interfaces.map((i) => ({ ...i, ...change }))),
    ),
  ),
  fault(
    'a2a.card-streaming#whole',
    'card-no-streaming',
    'the agent card says capabilities.streaming: false',
    bendCard((card) => ({ ...card, capabilities: { ...card.capabilities, streaming: false } })),
  ),
  fault(
    'a2a.trailing-slash#without-slash',
    'only-trailing-slash',
    "a named agent's card names its url with a trailing slash, and the url without one answers 404",
    {
      ...bendInterfaces((interfaces) =>
        interfaces.map((i) => ({ ...i, url: /\/agents\/[^/]+$/.test(i.url) ? `${i.url}/` : i.url })),
      ),
      ...frontDoor((req) =>
        req.method === 'POST' && /^\/agents\/[^/]+$/.test(pathOf(req))
          ? { status: 404, body: { error: `no agent at ${pathOf(req)}` } }
          : undefined,
      ),
    },
  ),
  fault(
    'a2a.trailing-slash#with-slash',
    'no-trailing-slash',
    "answers 404 to a named agent's JSON-RPC URL with a trailing slash",
    frontDoor((req) =>
      req.method === 'POST' && /^\/agents\/[^/]+\/$/.test(pathOf(req))
        ? { status: 404, body: { error: `no agent at ${pathOf(req)}` } }
        : undefined,
    ),
  ),
  fault(
    'a2a.version-unsupported#whole',
    'version-ignored',
    'serves a request whatever its A2A-Version header says (99.0 too)',
    beforeCall((call) => ({
      ...call,
      headers: { ...call.headers, [A2A_VERSION_HEADER.toLowerCase()]: A2A_PROTOCOL_VERSION },
    })),
  ),
  ...WRONG_CODES.map(({ clause, name, what, from, to, methods, when, message, alsoBreaks }) =>
    fault(clause, name, `${what} gets ${to} instead of ${from}`, wrongCode(from, to, { methods, when, message }), {
      alsoBreaks,
    }),
  ),
  fault(
    'a2a.cancel-finished#finished',
    'cancel-finished-ok',
    'CancelTask on a finished task answers the task instead of -32002',
    withRpc(cancelAnswersTask),
  ),
  fault(
    'a2a.cancel-finished#cancelled',
    'cancel-cancelled-internal-error',
    'CancelTask on a task already cancelled gets -32603 instead of the task or -32002',
    withRpc(cancelOfCancelled({ code: ErrorCodes.InternalError, message: 'internal error' })),
  ),
  fault(
    'a2a.error-response#jsonrpc',
    'error-without-jsonrpc-version',
    'error answers lack "jsonrpc": "2.0"',
    rewriteReply(({ jsonrpc: _version, ...body }) => (body.error ? body : undefined)),
  ),
  fault(
    'a2a.error-response#code',
    'error-code-as-string',
    'error answers give their code as a string ("-32601")',
    rewriteError((e) => ({ ...e, code: String(e.code) as never })),
  ),
  fault(
    'a2a.error-response#message',
    'error-without-message',
    'error answers carry an empty message',
    rewriteError((e) => ({ ...e, message: '' })),
  ),
  fault(
    'a2a.error-response#id',
    'error-wrong-id',
    "error answers to a request with an id carry another id than the request's",
    rewriteReply((body) =>
      isObject(body.error) && body.id !== null && body.id !== undefined
        ? { ...body, id: `${String(body.id)}-other` }
        : undefined,
    ),
  ),
  fault(
    'a2a.error-data#array',
    'error-data-not-array',
    'error.data is its first detail object, not a list of them',
    rewriteError((e) => (Array.isArray(e.data) ? { ...e, data: e.data[0] } : undefined)),
  ),
  fault(
    'a2a.error-data#typed',
    'error-data-untyped',
    'error.data entries carry no @type',
    rewriteError((e) =>
      Array.isArray(e.data)
        ? {
            ...e,
            data: e.data.map((d) => withoutKey(d, '@type')),
          }
        : undefined,
    ),
  ),
  fault(
    'a2a.send-message-task#not-streamed',
    'send-message-streamed',
    'answers SendMessage with a stream, as if it were SendStreamingMessage',
    rewriteCall(Methods.SendMessage, (r) => ({ ...r, method: Methods.SendStreamingMessage })),
  ),
  fault(
    'a2a.send-message-task#task-result',
    'send-message-returns-message',
    'SendMessage answers the last status message instead of the final task',
    rewriteResult(Methods.SendMessage, (result) =>
      isObject(result.task) && isObject(result.task.status) && result.task.status.message
        ? { message: result.task.status.message }
        : undefined,
    ),
  ),
  fault(
    'a2a.send-message-task#final-state',
    'send-message-returns-working',
    'answers SendMessage at once with the task still working (as returnImmediately would)',
    rewriteCall(Methods.SendMessage, (r) => {
      const params = isObject(r.params) ? r.params : {};
      const configuration = isObject(params.configuration) ? params.configuration : {};
      return { ...r, params: { ...params, configuration: { ...configuration, returnImmediately: true } } };
    }),
  ),
  fault(
    'a2a.subscribe-to-task#streamed',
    'subscribe-refused',
    'SubscribeToTask on a running task gets -32004 instead of a stream',
    answerError(Methods.SubscribeToTask, {
      code: ErrorCodes.UnsupportedOperation,
      message: 'subscriptions are not supported',
    }),
    // The card declares streaming: the refusal is also a broken claim.
    { alsoBreaks: ['a2a.streaming-declared'] },
  ),
  fault(
    'a2a.subscribe-to-task#framed',
    'subscribe-without-jsonrpc-version',
    'SubscribeToTask stream events lack "jsonrpc": "2.0"',
    mapStream(
      () =>
        ({ jsonrpc: _version, ...r }) => [r],
      SUBSCRIPTIONS,
    ),
  ),
  fault(
    'a2a.subscribe-to-task#task-first',
    'subscribe-without-task-first',
    'a SubscribeToTask stream starts with the live events, without the task snapshot',
    mapStream(withoutFirstTask, SUBSCRIPTIONS),
  ),
  fault(
    'a2a.subscribe-to-task#same-events',
    'subscribe-skips-an-event',
    "a SubscribeToTask stream leaves out the turn's first step.finished",
    mapStream(() => {
      let dropped = false;
      return (r) => {
        const message = r.result.statusUpdate?.status.message;
        const type = message?.metadata?.['vessel.event'];
        if (!dropped && type === 'step.finished') {
          dropped = true;
          return [];
        }
        return [r];
      };
    }, SUBSCRIPTIONS),
  ),
  fault(
    'a2a.subscribe-to-task#same-final-state',
    'subscribe-other-final-state',
    "a SubscribeToTask stream ends in TASK_STATE_FAILED whatever the turn's own stream ends in",
    mapStream(
      () => (r) =>
        isTerminalUpdate(r)
          ? [
              {
                ...r,
                result: {
                  statusUpdate: {
                    ...r.result.statusUpdate!,
                    status: { ...r.result.statusUpdate!.status, state: 'TASK_STATE_FAILED' },
                  },
                },
              },
            ]
          : [r],
      SUBSCRIPTIONS,
    ),
  ),
  fault(
    'a2a.snake-case-accepted#runs',
    'snake-case-refused',
    'reads request fields by their camelCase names only, so a snake_case turn is refused (-32602, no messageId)',
    beforeCall(refuseSnakeCase),
    { alsoBreaks: ['a2a.sse-framing'] },
  ),
  fault(
    'a2a.snake-case-accepted#context-id-read',
    'snake-context-id-ignored',
    "reads a snake_case message's context_id as absent (a new context is made up)",
    snakeFieldDropped('message', 'context_id'),
  ),
  fault(
    'a2a.snake-case-accepted#output-modes-read',
    'snake-output-modes-ignored',
    'reads a snake_case configuration.accepted_output_modes as absent',
    snakeFieldDropped('configuration', 'accepted_output_modes'),
  ),
  fault(
    'a2a.get-task-final#same-task',
    'get-task-other-id',
    'GetTask answers the task under another id',
    rewriteResult(Methods.GetTask, (task) => ({ ...task, id: `${String(task.id)}-other` })),
  ),
  fault(
    'a2a.get-task-final#final-state',
    'get-task-stale-state',
    'GetTask reports TASK_STATE_WORKING after the turn ended',
    rewriteResult(Methods.GetTask, (task) =>
      isObject(task.status) ? { ...task, status: { ...task.status, state: 'TASK_STATE_WORKING' } } : undefined,
    ),
    { alsoBreaks: ['a2a.cancel-finished'] },
  ),

  // ---------------------------------------------------------------- the stream of one turn
  fault(
    'a2a.sse-framing#status-200',
    'stream-status-201',
    'answers a stream with HTTP 201 instead of 200',
    sseWire({ status: 201 }),
  ),
  fault(
    'a2a.sse-framing#event-stream',
    'stream-content-type-ndjson',
    'answers a stream with Content-Type application/x-ndjson instead of text/event-stream',
    sseWire({ contentType: 'application/x-ndjson' }),
  ),
  fault(
    'a2a.sse-framing#one-data-line',
    'data-split-over-lines',
    "writes each event's JSON on two data: lines (cut after its first comma; the joined data still parses)",
    sseWire({ frame: splitDataLine }),
  ),
  fault(
    'a2a.sse-framing#json',
    'data-not-json',
    'sends an event whose data is the text keep-alive after the task snapshot',
    sseWire({ frame: (frame, i) => (i === 0 ? `${frame}data: keep-alive\n\n` : frame) }),
  ),
  fault(
    'a2a.sse-framing#utf-8',
    'stream-not-utf8',
    'starts each stream with an SSE comment holding the byte 0xFF, which is not UTF-8',
    sseWire({ frame: commentNotUtf8 }),
  ),
  fault(
    'a2a.sse-framing#blank-line',
    'last-event-unterminated',
    'ends each event with the next one, so the last event has no blank line and never ends',
    sseWire({ frame: blankLineDeferred }),
    { alsoBreaks: ['a2a.terminal-status'] },
  ),
  fault(
    'a2a.jsonrpc-envelope#object',
    'event-not-an-object',
    'sends the number 42 as an event after the task snapshot',
    everyResponse((r, i) => (i === 0 ? [r, 42] : [r]), TURN_STREAMS),
  ),
  fault(
    'a2a.jsonrpc-envelope#jsonrpc',
    'event-without-jsonrpc-version',
    'stream events lack "jsonrpc": "2.0"',
    mapStream(() => ({ jsonrpc: _version, ...r }) => [r]),
  ),
  fault(
    'a2a.jsonrpc-envelope#id',
    'event-without-id',
    'stream events carry no id',
    everyResponse(({ id: _id, ...r }) => [r], TURN_STREAMS),
  ),
  fault(
    'a2a.jsonrpc-envelope#result-or-error',
    'event-result-and-error',
    'the task snapshot event carries an error beside its result',
    everyResponse(
      (r, i) => (i === 0 ? [{ ...r, error: { code: ErrorCodes.InternalError, message: 'not an error' } }] : [r]),
      TURN_STREAMS,
    ),
  ),
  fault(
    'a2a.response-id#whole',
    'wrong-jsonrpc-id',
    "stream events carry another JSON-RPC id than the request's",
    mapStream(() => (r) => [{ ...r, id: `${String(r.id)}-other` }]),
  ),
  fault(
    'a2a.result-one-member#one-member',
    'two-result-members',
    'an extra stream event after the task snapshot carries both task and statusUpdate',
    mapStream(() => {
      let first = true;
      return (r) => {
        const extra =
          first && r.result.task
            ? [{ ...r, result: { task: r.result.task, statusUpdate: taskUpdate(r.result.task) } }]
            : [];
        first = false;
        return [r, ...extra];
      };
    }),
  ),
  fault(
    'a2a.result-one-member#no-error',
    'error-inside-stream',
    'sends a JSON-RPC error event after the task snapshot, and goes on with the turn',
    everyResponse(
      (r, i) =>
        i === 0
          ? [r, { jsonrpc: '2.0', id: r.id, error: { code: ErrorCodes.InternalError, message: 'spurious' } }]
          : [r],
      TURN_STREAMS,
    ),
  ),
  fault(
    'a2a.object-shape#task',
    'task-timestamp-number',
    "the task snapshot's status.timestamp is a number, not a string",
    everyResponse(
      (r) =>
        r.result.task
          ? [{ ...r, result: { task: { ...r.result.task, status: { ...r.result.task.status, timestamp: 1 } } } }]
          : [r],
      TURN_STREAMS,
    ),
  ),
  fault(
    'a2a.object-shape#status-update',
    'update-timestamp-number',
    'status updates carry status.timestamp as a number, not a string',
    mapStatusUpdates((u) => ({ ...u, status: { ...(u.status as Body), timestamp: 1 } })),
  ),
  fault(
    'a2a.object-shape#artifact-update',
    'snake-case-output',
    'writes artifact updates in snake_case (task_id, context_id, last_chunk) instead of the camelCase JSON mapping',
    mapStream(() => (r) => [
      r.result.artifactUpdate ? { ...r, result: { artifactUpdate: snakeCaseUpdate(r.result.artifactUpdate) } } : r,
    ]),
  ),
  fault(
    'a2a.object-shape#enum-names',
    'state-short-name',
    "the task snapshot's state is written 'working', not the enum name TASK_STATE_WORKING",
    everyResponse(
      (r) =>
        r.result.task
          ? [
              {
                ...r,
                result: { task: { ...r.result.task, status: { ...r.result.task.status, state: 'working' as never } } },
              },
            ]
          : [r],
      TURN_STREAMS,
    ),
  ),
  fault(
    'a2a.part-one-content#not-two',
    'part-two-contents',
    "each event's part carries the event type as text beside its data",
    statusMessages((m) => {
      const part = m.parts?.[0];
      if (part && isObject(part.data)) part.text = String(part.data.type);
    }),
  ),
  fault(
    'a2a.part-one-content#not-none',
    'answer-empty-part',
    'the answer artifact carries an extra part holding none of text, data, raw, url',
    artifactsNamed(ArtifactNames.answer, (a) => ({ ...a, parts: [...a.parts, { mediaType: 'text/plain' }] })),
    { alsoBreaks: ['artifact.answer-markdown'] },
  ),
  fault(
    'a2a.message-id#whole',
    'event-without-message-id',
    'event status messages carry no messageId',
    statusMessages((m) => {
      delete m.messageId;
    }),
    { alsoBreaks: ['a2a.object-shape'] },
  ),
  fault(
    'a2a.task-first#whole',
    'no-task-first',
    'the stream starts with a statusUpdate, without the task snapshot',
    mapStream(withoutFirstTask),
    { alsoBreaks: ['a2a.get-task-final'] },
  ),
  fault(
    'a2a.ids-consistent#task-id',
    'wrong-task-id',
    "artifact updates name another taskId than the stream's task",
    everyResponse(
      (r) =>
        r.result.artifactUpdate
          ? [
              {
                ...r,
                result: {
                  artifactUpdate: { ...r.result.artifactUpdate, taskId: `${r.result.artifactUpdate.taskId}-other` },
                },
              },
            ]
          : [r],
      TURN_STREAMS,
    ),
  ),
  fault(
    'a2a.ids-consistent#context-id',
    'wrong-context-id',
    "status updates name another contextId than the task's",
    mapStatusUpdates((u) => ({ ...u, contextId: `${String(u.contextId)}-other` })),
  ),
  fault(
    'a2a.terminal-status#whole',
    'no-terminal-status',
    'every status update says TASK_STATE_WORKING, the last one too',
    mapStatusUpdates((u) => {
      (u.status as { state: string }).state = 'TASK_STATE_WORKING';
      return u;
    }),
    { alsoBreaks: ['order.sequence', 'status.task-state'] },
  ),
  fault(
    'a2a.nothing-after-terminal#whole',
    'events-after-terminal',
    'sends the terminal status update a second time',
    mapStream(() => (r) => (isTerminalUpdate(r) ? [r, { ...r, result: { task: taskOfUpdate(r) } }] : [r])),
  ),
  fault(
    'a2a.stream-closed#whole',
    'stream-left-open',
    'never closes a stream after its terminal status',
    mapStream(() => (r) => [r], { keepOpen: true }),
  ),

  // ---------------------------------------------------------------- the agent card (A2A §8)
  ...SECOND_INTERFACES.map(({ clause, name, description, second }) =>
    fault(
      clause,
      name,
      description,
      bendInterfaces((interfaces) => [...interfaces, second(interfaces[0]!)]),
    ),
  ),
  fault(
    'a2a.agent-card-caching#cache-control',
    'card-without-cache-control',
    'serves the card without Cache-Control',
    responseHeaders(isCard, withoutHeader('cache-control')),
  ),
  fault(
    'a2a.agent-card-caching#etag',
    'card-without-etag',
    'serves the card without an ETag',
    responseHeaders(isCard, withoutHeader('etag')),
  ),
  fault(
    'a2a.agent-card-caching#not-modified',
    'card-if-none-match-ignored',
    'answers the card whole (200) to a GET whose If-None-Match names the current ETag',
    dropRequestHeader(isCard, 'if-none-match'),
  ),
  fault(
    'a2a.extended-card-unsupported#whole',
    'extended-card-served',
    'answers GetExtendedAgentCard with a card, though the card declares no extended card',
    beforeCall((call, view) =>
      view.method === 'GetExtendedAgentCard'
        ? { jsonrpc: '2.0', id: (view.id as string | number | undefined) ?? null, result: { name: 'extended' } }
        : call,
    ),
  ),
  ...(Object.keys(PushMethods) as (keyof typeof PushMethods)[]).map((clause) =>
    fault(
      `a2a.push-not-supported#${clause}`,
      `push-${clause}-wrong-code`,
      `answers ${PushMethods[clause]} with -32004 instead of -32003`,
      answerError(PushMethods[clause], { code: ErrorCodes.UnsupportedOperation, message: 'not supported' }),
    ),
  ),

  // ---------------------------------------------------------------- sending a message (A2A §3.1.1, §3.2.2, §3.4)
  fault(
    'a2a.content-type-not-supported#whole',
    'unknown-media-type-dropped',
    'drops raw parts of media types it does not take and runs the turn, instead of -32005',
    rewriteParams(Methods.SendMessage, (params) => {
      const message = messageOf(params);
      const parts = Array.isArray(message.parts) ? message.parts : [];
      const kept = parts.filter(
        (p) => !(isObject(p) && typeof p.raw === 'string' && !String(p.mediaType).startsWith('image/')),
      );
      return { ...params, message: { ...message, parts: kept } };
    }),
  ),
  fault(
    ['a2a.return-immediately#in-progress', 'a2a.return-immediately#before-the-end'],
    'return-immediately-ignored',
    'ignores configuration.returnImmediately: SendMessage waits for the end of the turn',
    rewriteParams(Methods.SendMessage, (params) => {
      const { returnImmediately: _r, ...configuration } = configurationOf(params);
      return { ...params, configuration };
    }),
  ),
  fault(
    'a2a.return-immediately#goes-on',
    'return-immediately-stalls',
    'a task sent with returnImmediately never shows its end: GetTask keeps answering it working',
    (() => {
      const early = new Set<string>();
      return rewriteReply((body, call) => {
        const result = isObject(body.result) ? body.result : undefined;
        const task = result && isObject(result.task) ? result.task : result;
        if (call.method === Methods.SendMessage && configurationOf(call.params).returnImmediately === true) {
          if (task && typeof task.id === 'string') early.add(task.id);
          return undefined;
        }
        if (call.method !== Methods.GetTask || !task || !early.has(String(task.id))) return undefined;
        return { ...body, result: { ...task, status: { state: 'TASK_STATE_WORKING' } } };
      });
    })(),
  ),
  fault(
    'a2a.context-id-generated#whole',
    'context-id-not-returned',
    "leaves contextId out of SendMessage's task when the message named none",
    rewriteReply((body, call) => {
      if (call.method !== Methods.SendMessage || 'contextId' in messageOf(call.params)) return undefined;
      const result = isObject(body.result) ? body.result : undefined;
      if (!result || !isObject(result.task)) return undefined;
      const { contextId: _c, ...task } = result.task;
      return { ...body, result: { task } };
    }),
  ),
  fault(
    'a2a.task-id-unique#whole',
    'task-id-reused',
    "answers every SendMessage with the task id 'the-task'",
    rewriteResult(Methods.SendMessage, (result) =>
      isObject(result.task) ? { task: { ...result.task, id: 'the-task' } } : undefined,
    ),
  ),
  fault(
    'a2a.context-task-mismatch#whole',
    'context-mismatch-run',
    'runs a message that names a task and another contextId as a new task, instead of refusing it',
    rewriteParams(Methods.SendMessage, (params) => {
      const message = messageOf(params);
      if (typeof message.taskId !== 'string' || typeof message.contextId !== 'string') return params;
      const { taskId: _t, contextId: _c, ...rest } = message;
      return { ...params, message: rest };
    }),
  ),
  fault(
    'a2a.invalid-params#get-task',
    'get-task-without-id-not-found',
    'GetTask without an id gets -32001 instead of -32602',
    answerError(
      Methods.GetTask,
      { code: ErrorCodes.TaskNotFound, message: 'no such task' },
      (view) => typeof view.params.id !== 'string',
    ),
    { alsoBreaks: ['a2a.error-info'] },
  ),
  fault(
    'a2a.invalid-params#send-message',
    'send-message-without-message-internal',
    'SendMessage without a message gets -32603 instead of -32602',
    answerError(
      Methods.SendMessage,
      { code: ErrorCodes.InternalError, message: 'internal error' },
      (view) => !isObject(view.params.message),
    ),
  ),
  fault(
    'a2a.invalid-params#history-length',
    'negative-history-length-ignored',
    'reads a negative historyLength of GetTask as absent instead of refusing it',
    rewriteParams(Methods.GetTask, (params) =>
      typeof params.historyLength === 'number' && params.historyLength < 0
        ? (withoutKey(params, 'historyLength') as typeof params)
        : params,
    ),
  ),
  fault(
    'a2a.unknown-fields-ignored#whole',
    'unknown-fields-refused',
    'refuses a SendMessage whose params carry a field A2A 1.0 does not define (-32602)',
    answerError(Methods.SendMessage, { code: ErrorCodes.InvalidParams, message: 'unknown field in params' }, (view) =>
      Object.keys(view.params).some((k) => !['message', 'configuration', 'metadata', 'tenant'].includes(k)),
    ),
  ),

  // ---------------------------------------------------------------- task history (A2A §3.2.4)
  fault(
    'a2a.history-length#get-task',
    'get-task-history-length-ignored',
    "ignores GetTask's historyLength when it is 1 or more (the whole history comes back)",
    historyIgnored(Methods.GetTask, isPositive),
  ),
  fault(
    'a2a.history-length#send-message',
    'send-message-history-length-ignored',
    "ignores SendMessage's configuration.historyLength when it is 1 or more",
    historyIgnored(Methods.SendMessage, isPositive),
  ),
  fault(
    'a2a.history-length-zero#get-task',
    'get-task-history-zero-ignored',
    "ignores GetTask's historyLength 0 (the whole history comes back)",
    historyIgnored(Methods.GetTask, (n) => n === 0),
  ),
  fault(
    'a2a.history-length-zero#send-message',
    'send-message-history-zero-ignored',
    "ignores SendMessage's configuration.historyLength 0",
    historyIgnored(Methods.SendMessage, (n) => n === 0),
  ),

  // ---------------------------------------------------------------- cancel, subscribe, several streams (A2A §3.1.5, §3.1.6, §3.5.2)
  fault(
    'a2a.cancel-returns-task#task',
    'cancel-answers-error',
    'cancels a running task but answers CancelTask with -32603 instead of the task',
    withRpc(async (call, next) => {
      const reply = await next(call);
      const request = JSON.parse(call.text) as Body;
      if (
        request.method !== Methods.CancelTask ||
        reply.kind !== 'json' ||
        !isObject(reply.body) ||
        !isObject(reply.body.result)
      )
        return reply;
      return {
        ...reply,
        body: {
          jsonrpc: '2.0',
          id: request.id ?? null,
          error: { code: ErrorCodes.InternalError, message: 'internal error' },
        },
      };
    }),
  ),
  fault(
    'a2a.cancel-returns-task#canceled',
    'cancel-answers-working',
    'answers CancelTask with the task in TASK_STATE_WORKING, as it was before the cancel',
    rewriteResult(Methods.CancelTask, (task) =>
      isObject(task.status) ? { ...task, status: { ...task.status, state: 'TASK_STATE_WORKING' } } : undefined,
    ),
  ),
  fault(
    'a2a.streams-broadcast#same-events',
    'second-subscriber-misses-an-event',
    'the second SubscribeToTask stream of a task never gets the first vessel event after it joined',
    secondSubscriber('drop'),
    { alsoBreaks: ['a2a.subscribe-to-task'] },
  ),
  fault(
    'a2a.streams-broadcast#same-order',
    'second-subscriber-reordered',
    'the second SubscribeToTask stream of a task gets its first two vessel events the other way round',
    secondSubscriber('swap'),
    { alsoBreaks: ['a2a.subscribe-to-task'] },
  ),
  fault(
    'a2a.streams-broadcast#close-one',
    'subscriptions-cut-together',
    "when a client hangs up one stream of a task, cuts the task's other streams",
    subscriptionsCutTogether(),
    { alsoBreaks: ['a2a.terminal-status'] },
  ),

  // ---------------------------------------------------------------- ListTasks (A2A §3.1.4)
  ...LIST_PARAMS_IGNORED.map(({ clause, name, description, param }) =>
    fault(
      clause,
      name,
      description,
      rewriteParams(Methods.ListTasks, (params) => withoutKey(params, param) as Body),
    ),
  ),
  fault(
    'a2a.list-tasks-filters#status',
    'list-tasks-status-ignored',
    "ignores ListTasks' status filter, and lists one task in another state",
    rewriteReply((body, call) => {
      if (call.method !== Methods.ListTasks || typeof call.params.status !== 'string' || !isObject(body.result))
        return undefined;
      const tasks = Array.isArray(body.result.tasks) ? body.result.tasks : [];
      const bent = tasks.map((t, i) =>
        i === 0 && isObject(t) && isObject(t.status)
          ? { ...t, status: { ...t.status, state: 'TASK_STATE_FAILED' } }
          : t,
      );
      return { ...body, result: { ...body.result, tasks: bent } };
    }),
  ),
  fault(
    'a2a.list-tasks-paging#last-page',
    'list-tasks-last-token-absent',
    'leaves nextPageToken out of the last page instead of ""',
    listResult((result) => {
      if (result.nextPageToken !== '') return result;
      const { nextPageToken: _n, ...rest } = result;
      return rest;
    }),
  ),
  fault(
    'a2a.list-tasks-order#whole',
    'list-tasks-oldest-first',
    'lists tasks least recently updated first',
    listResult((result) => (Array.isArray(result.tasks) ? { ...result, tasks: [...result.tasks].reverse() } : result)),
  ),
  fault(
    'a2a.list-tasks-artifacts#omitted',
    'list-tasks-artifacts-always',
    'lists every task with its artifacts, includeArtifacts or not',
    rewriteParams(Methods.ListTasks, (params) => ({ ...params, includeArtifacts: true })),
  ),

  // ---------------------------------------------------------------- serialization (A2A §5.5, §5.6.1) and the JSON-RPC binding (A2A §9)
  fault(
    'a2a.camel-case#whole',
    'task-snake-case-field',
    "the stream's task snapshot also spells its context as context_id",
    mapStream(
      () => (r) =>
        r.result.task ? [{ ...r, result: { task: { ...r.result.task, context_id: r.result.task.contextId } } }] : [r],
    ),
  ),
  fault(
    'a2a.timestamps#whole',
    'timestamp-with-offset',
    "writes status update timestamps with the offset +00:00 instead of 'Z'",
    mapStatusUpdates((u) => {
      const status = u.status as Body;
      return typeof status.timestamp === 'string'
        ? { ...u, status: { ...status, timestamp: status.timestamp.replace(/Z$/, '+00:00') } }
        : u;
    }),
  ),
  fault(
    'a2a.result-response#content-type',
    'answers-text-plain',
    'sends JSON-RPC answers with Content-Type text/plain',
    responseHeaders(isRpc, (headers) =>
      Object.fromEntries(
        Object.entries(headers).map(([k, v]) =>
          k.toLowerCase() === 'content-type' && String(v).startsWith('application/json') ? [k, 'text/plain'] : [k, v],
        ),
      ),
    ),
  ),
  fault(
    'a2a.result-response#utf-8',
    'answer-not-utf8',
    'answers GetTask with a task whose metadata holds a string with the byte 0xFF, which is not UTF-8',
    {
      middleware: {
        ...rewriteResult(Methods.GetTask, (task) => ({
          ...task,
          metadata: { ...asObject(task.metadata), [NOT_UTF8_KEY]: '~' },
        })).middleware,
        ...jsonAnswerBytes(byteNotUtf8).middleware,
      },
    },
  ),
  fault(
    'a2a.result-response#envelope',
    'result-wrong-id',
    "answers results with another id than the request's",
    rewriteReply((body) =>
      isObject(body.result) && body.id !== null ? { ...body, id: `${String(body.id)}-other` } : undefined,
    ),
  ),
  fault(
    'a2a.error-info#present',
    'error-info-left-out',
    "leaves the google.rpc.ErrorInfo out of A2A errors' data",
    errorInfos(() => undefined),
  ),
  fault(
    'a2a.error-info#domain',
    'error-info-other-domain',
    "gives A2A errors' ErrorInfo the domain vessel.example instead of a2a-protocol.org",
    errorInfos((info) => ({ ...info, domain: 'vessel.example' })),
  ),
  fault(
    'a2a.error-info#reason',
    'error-info-generic-reason',
    "gives every A2A error's ErrorInfo the reason ERROR",
    errorInfos((info) => ({ ...info, reason: 'ERROR' })),
  ),
  fault(
    'a2a.invalid-params-bad-request#present',
    'bad-request-left-out',
    "leaves the google.rpc.BadRequest out of -32602 errors' data",
    badRequests(() => undefined),
  ),
  fault(
    'a2a.invalid-params-bad-request#violations',
    'bad-request-without-violations',
    "gives -32602 errors' google.rpc.BadRequest no fieldViolations",
    badRequests((detail) => ({ ...detail, fieldViolations: [] })),
  ),
  fault(
    'a2a.version-negotiation#patch-ignored',
    'version-patch-refused',
    'refuses A2A-Version 1.0.7 with -32009 (the patch number counted)',
    beforeCall((call, view) => {
      const version = call.headers[A2A_VERSION_HEADER.toLowerCase()];
      return typeof version === 'string' && /^\d+\.\d+\.\d+$/.test(version.trim())
        ? {
            jsonrpc: '2.0',
            id: (view.id as string | number | undefined) ?? null,
            error: { code: ErrorCodes.VersionNotSupported, message: `version ${version} not supported` },
          }
        : call;
    }),
    { alsoBreaks: ['a2a.error-info'] },
  ),
  fault(
    'a2a.version-negotiation#empty-is-0.3',
    'version-empty-as-1.0',
    'reads an empty A2A-Version as 1.0 instead of 0.3',
    beforeCall((call) => {
      const version = call.headers[A2A_VERSION_HEADER.toLowerCase()];
      return version === undefined || (typeof version === 'string' && version.trim() === '')
        ? { ...call, headers: { ...call.headers, [A2A_VERSION_HEADER.toLowerCase()]: '1.0' } }
        : call;
    }),
  ),
  fault(
    'a2a.task-shape#cancel-task',
    'cancel-answer-without-status',
    "leaves status out of CancelTask's task",
    rewriteResult(Methods.CancelTask, ({ status: _s, ...task }) => task),
    { alsoBreaks: ['a2a.cancel-returns-task'] },
  ),
  fault(
    'a2a.task-shape#list-tasks',
    'list-tasks-artifact-without-id',
    "lists tasks' artifacts without their artifactId",
    listResult((result) => ({
      ...result,
      tasks: (Array.isArray(result.tasks) ? result.tasks : []).map((t) =>
        isObject(t) && Array.isArray(t.artifacts)
          ? {
              ...t,
              artifacts: t.artifacts.map((a) => withoutKey(a, 'artifactId')),
            }
          : t,
      ),
    })),
  ),
  // What the card declares (./capabilities.ts).
  ...capabilityFaults,
  // One field of the task bent in one view (src/faults/task-fields.ts).
  taskFieldFault('a2a.ids-consistent#task-id', 'id', 'stream'),
  taskFieldFault('a2a.get-task-final#same-task', 'id', 'send-message'),
  taskFieldFault('a2a.get-task-final#same-task', 'id', 'get-task', {
    alsoBreaks: ['a2a.cancel-finished', 'a2a.message-to-finished'],
  }),
  taskFieldFault('a2a.cancel-returns-task#task', 'id', 'cancel-task'),
  taskFieldFault('a2a.list-tasks-filters#context-id', 'id', 'list-tasks'),
  taskFieldFault('a2a.subscribe-to-task#framed', 'id', 'subscribe'),
  taskFieldFault('a2a.ids-consistent#context-id', 'contextId', 'stream'),
  taskFieldFault('a2a.get-task-final#final-state', 'status.state', 'stream', { alsoBreaks: ['status.task-state'] }),
  taskFieldFault('a2a.get-task-final#final-state', 'status.state', 'get-task'),
  taskFieldFault('a2a.cancel-returns-task#canceled', 'status.state', 'cancel-task', {
    alsoBreaks: ['status.expected'],
  }),
  taskFieldFault('a2a.subscribe-to-task#same-final-state', 'status.state', 'subscribe'),
  taskFieldFault('a2a.subscribe-to-task#same-events', 'status.message', 'subscribe'),
  ...TaskViews.map((view) =>
    taskFieldFault('a2a.timestamps#whole', 'status.timestamp', view, {
      alsoBreaks: view === 'subscribe' ? ['a2a.subscribe-to-task'] : [],
    }),
  ),
  taskFieldFault(
    ['a2a.get-task-final#final-state', 'status.task-state#state-of-status'],
    'status.state',
    'send-message',
  ),
  ...(['send-message', 'get-task', 'stream', 'list-tasks'] as const).map((view) =>
    taskFieldFault([`a2a.history-length#${view}`, `a2a.history-length-zero#${view}`], 'history', view),
  ),
] satisfies FaultsOf<'a2a'>;
