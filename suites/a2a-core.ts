// CONTRACT.md › "A2A layer" (A2A 1.0, JSON-RPC binding): the agent card, the methods, the error
// codes, cancel and get semantics, the version header and the trailing slash. These cases are
// plain calls rather than turns; their judgments are small pure functions over the recorded
// exchange, kept beside the case that makes the call.
import type { RecordedExchange } from '../src/a2a/recording.ts';
import { ErrorCodes, Methods, isTerminalState } from '../src/a2a/wire.ts';
import type { Verdict } from '../src/checks/types.ts';
import { brief, fail, isObject, pass } from '../src/checks/verdict.ts';
import type { CaseContext, ConformanceCase } from '../src/runner/case.ts';
import { judgeTurn } from './judge.ts';

const SECTION = 'CONTRACT.md › A2A layer';

function where(exchange: RecordedExchange): string {
  const status = exchange.status === undefined ? `no response (${exchange.end.detail ?? exchange.end.how})` : `HTTP ${exchange.status}`;
  return `${exchange.method} ${exchange.url} → ${status}`;
}

/** The JSON-RPC error object of a plain (non-stream) answer, or why there is none. */
export function errorOf(exchange: RecordedExchange): { error: Record<string, unknown> } | { problem: string } {
  if (exchange.body === undefined) return { problem: `${where(exchange)}: expected a JSON body, got ${exchange.sse ? 'an event stream' : 'nothing'}` };
  const json = exchange.body.json;
  if (!isObject(json)) return { problem: `${where(exchange)}: the body is not a JSON object: ${brief(exchange.body.text)}` };
  if (!isObject(json.error)) return { problem: `${where(exchange)}: expected a JSON-RPC error, got ${brief(json)}` };
  return { error: json.error };
}

/** One verdict for `rule`: the answer is a JSON-RPC error with this code. */
export function expectErrorCode(rule: string, exchange: RecordedExchange, code: number, what: string): Verdict {
  const found = errorOf(exchange);
  if ('problem' in found) return fail(rule, `${what}: ${found.problem}`, { exchange: where(exchange) });
  if (found.error.code !== code) return fail(rule, `${what}: expected error code ${code}, got ${brief(found.error.code)} (${brief(found.error.message)})`, { error: found.error });
  return pass(rule, `${what}: ${code}`);
}

/** a2a.error-response and a2a.error-data over every error answer a case received. */
export function errorShapeVerdicts(exchanges: readonly RecordedExchange[]): Verdict[] {
  const shape: string[] = [];
  const data: string[] = [];
  for (const exchange of exchanges) {
    const found = errorOf(exchange);
    if ('problem' in found) continue;
    const { code, message } = found.error;
    if (typeof code !== 'number' || !Number.isInteger(code) || typeof message !== 'string') {
      shape.push(`${where(exchange)}: error needs an integer code and a string message, got ${brief(found.error)}`);
    }
    const d = found.error.data;
    if (d !== undefined && !(Array.isArray(d) && d.every((x) => isObject(x) && typeof x['@type'] === 'string'))) {
      data.push(`${where(exchange)}: error.data must be an array of @type objects, got ${brief(d)}`);
    }
  }
  return [
    shape.length > 0 ? fail('a2a.error-response', shape[0]!) : pass('a2a.error-response', 'every error answer is a JSON-RPC error with a code and message'),
    data.length > 0 ? fail('a2a.error-data', data[0]!) : pass('a2a.error-data', 'error.data, where present, is an array of @type objects'),
  ];
}

function withErrorShape(verdicts: Verdict[], exchanges: RecordedExchange[]) {
  return { verdicts: [...verdicts, ...errorShapeVerdicts(exchanges)], exchanges };
}

/** A task id no vessel has issued. */
const unknownTaskId = (ctx: CaseContext) => `vessel-kit-unknown-${Math.floor(ctx.random() * 1e12).toString(36)}`;

const card: ConformanceCase = {
  id: 'a2a.card',
  title: 'The agent card is served, lists a JSONRPC 1.0 interface and declares streaming',
  section: SECTION,
  rules: ['a2a.card-served', 'a2a.card-interface', 'a2a.card-streaming'],
  needs: [],
  async run(ctx) {
    const exchange = await ctx.client.getCard();
    const json = exchange.body?.json;
    const verdicts: Verdict[] = [];
    const served = exchange.status === 200 && isObject(json);
    verdicts.push(served ? pass('a2a.card-served', `${where(exchange)} with a JSON object`) : fail('a2a.card-served', `${where(exchange)}: expected 200 with a JSON object, got ${brief(exchange.body?.text ?? '')}`));
    const interfaces = isObject(json) && Array.isArray(json.supportedInterfaces) ? json.supportedInterfaces : [];
    const rpc = interfaces.find((i) => isObject(i) && i.protocolBinding === 'JSONRPC');
    verdicts.push(
      isObject(rpc) && typeof rpc.url === 'string' && rpc.url !== '' && rpc.protocolVersion === '1.0'
        ? pass('a2a.card-interface', `JSONRPC interface at ${rpc.url}`)
        : fail('a2a.card-interface', `no JSONRPC interface with a url and protocolVersion "1.0" in supportedInterfaces: ${brief(interfaces)}`),
    );
    const streaming = isObject(json) && isObject(json.capabilities) ? json.capabilities.streaming : undefined;
    verdicts.push(streaming === true ? pass('a2a.card-streaming', 'capabilities.streaming is true') : fail('a2a.card-streaming', `capabilities.streaming is ${brief(streaming)}, not true`));
    return { verdicts, exchanges: [exchange] };
  },
};

const trailingSlash: ConformanceCase = {
  id: 'a2a.trailing-slash',
  title: 'The JSON-RPC url answers with and without a trailing slash',
  section: SECTION,
  rules: ['a2a.trailing-slash', 'a2a.task-not-found'],
  needs: [],
  async run(ctx) {
    const id = unknownTaskId(ctx);
    const bare = ctx.client.rpcUrl.replace(/\/+$/, '');
    const exchanges = await Promise.all([bare, `${bare}/`].map((url) => ctx.client.call(Methods.GetTask, { id }, { url })));
    const verdicts = exchanges.map((exchange) => {
      const found = errorOf(exchange);
      return 'error' in found ? pass('a2a.trailing-slash', `${exchange.url} answered JSON-RPC`) : fail('a2a.trailing-slash', `${exchange.url}: ${found.problem}`);
    });
    verdicts.push(...exchanges.map((e) => expectErrorCode('a2a.task-not-found', e, ErrorCodes.TaskNotFound, `GetTask of an unknown id at ${e.url}`)));
    return withErrorShape(verdicts, exchanges);
  },
};

const versionUnsupported: ConformanceCase = {
  id: 'a2a.version-unsupported',
  title: 'A request with A2A-Version 99.0 gets -32009',
  section: SECTION,
  rules: ['a2a.version-unsupported'],
  needs: [],
  async run(ctx) {
    const exchange = await ctx.client.getTask(unknownTaskId(ctx), { headers: { 'A2A-Version': '99.0' } });
    return withErrorShape([expectErrorCode('a2a.version-unsupported', exchange, ErrorCodes.VersionNotSupported, 'A2A-Version: 99.0')], [exchange]);
  },
};

const methodNotFound: ConformanceCase = {
  id: 'a2a.method-not-found',
  title: 'An unknown method gets -32601',
  section: SECTION,
  rules: ['a2a.method-not-found'],
  needs: [],
  async run(ctx) {
    const exchange = await ctx.client.call('NoSuchMethod', {});
    return withErrorShape([expectErrorCode('a2a.method-not-found', exchange, ErrorCodes.MethodNotFound, 'method NoSuchMethod')], [exchange]);
  },
};

const parseError: ConformanceCase = {
  id: 'a2a.parse-error',
  title: 'A body that is not JSON gets -32700',
  section: SECTION,
  rules: ['a2a.parse-error'],
  needs: [],
  async run(ctx) {
    const exchange = await ctx.client.post('{"jsonrpc": "2.0", "method": ');
    return withErrorShape([expectErrorCode('a2a.parse-error', exchange, ErrorCodes.ParseError, 'a body cut mid-JSON')], [exchange]);
  },
};

const invalidRequest: ConformanceCase = {
  id: 'a2a.invalid-request',
  title: 'A JSON body that is not a JSON-RPC request gets -32600',
  section: SECTION,
  rules: ['a2a.invalid-request'],
  needs: [],
  async run(ctx) {
    const exchange = await ctx.client.post({ id: 'not-a-request', params: {} });
    return withErrorShape([expectErrorCode('a2a.invalid-request', exchange, ErrorCodes.InvalidRequest, 'a body without jsonrpc and method')], [exchange]);
  },
};

const taskNotFound: ConformanceCase = {
  id: 'a2a.task-not-found',
  title: 'GetTask and CancelTask on an unknown id get -32001',
  section: SECTION,
  rules: ['a2a.task-not-found'],
  needs: [],
  async run(ctx) {
    const id = unknownTaskId(ctx);
    const exchanges = await Promise.all([ctx.client.getTask(id), ctx.client.cancelTask(id)]);
    const verdicts = exchanges.map((e, i) => expectErrorCode('a2a.task-not-found', e, ErrorCodes.TaskNotFound, `${i === 0 ? 'GetTask' : 'CancelTask'} of an unknown id`));
    return withErrorShape(verdicts, exchanges);
  },
};

/** The final task id of a finished turn, or a verdict saying why there is none. */
function finishedTaskId(turn: { getTask?: RecordedExchange; turn: RecordedExchange }): string | undefined {
  const result = isObject(turn.getTask?.body?.json) ? (turn.getTask!.body!.json as Record<string, unknown>).result : undefined;
  if (isObject(result) && typeof result.id === 'string' && isObject(result.status) && isTerminalState(result.status.state)) return result.id;
  return undefined;
}

const afterFinished: ConformanceCase = {
  id: 'a2a.finished-task',
  title: 'After a turn: GetTask returns the final task; CancelTask gets -32002; a new message to the task gets -32004',
  section: SECTION,
  rules: ['a2a.get-task-final', 'a2a.cancel-finished', 'a2a.message-to-finished'],
  needs: [],
  async run(ctx) {
    const turn = await ctx.runTurn({ text: 'A short turn to finish.', steps: [{ text: 'Finished.' }] });
    const verdicts = judgeTurn(turn, { status: 'ok' });
    const id = finishedTaskId(turn);
    if (id === undefined) {
      verdicts.push(fail('a2a.cancel-finished', 'cannot test: GetTask after the turn did not return a task in a terminal state'));
      return { verdicts, turns: [turn] };
    }
    const cancel = await ctx.client.cancelTask(id);
    const message = await ctx.client.sendMessage({
      message: { messageId: `m-${id}`, taskId: id, role: 'ROLE_USER', parts: [{ text: 'One more thing.' }] },
    });
    verdicts.push(expectErrorCode('a2a.cancel-finished', cancel, ErrorCodes.TaskNotCancelable, 'CancelTask of a completed task'));
    verdicts.push(expectErrorCode('a2a.message-to-finished', message, ErrorCodes.UnsupportedOperation, 'SendMessage to a completed task'));
    return { ...withErrorShape(verdicts, [cancel, message]), turns: [turn] };
  },
};

export function a2aCoreCases(): ConformanceCase[] {
  return [card, trailingSlash, versionUnsupported, methodNotFound, parseError, invalidRequest, taskNotFound, afterFinished];
}
