// The A2A core checks clause by clause (CONTRACT.md "A2A layer"): the agent card, the trailing
// slash, the error codes and the shape of an error, SendMessage and GetTask. exchange-cases.ts has
// one failing answer per rule; mutation testing showed the other clauses, the messages, the
// not-tested reasons and the evidence unpinned.
import { describe, expect, it } from 'vitest';
import type { RecordedExchange } from '../../src/a2a/recording.ts';
import {
  checkAgentCard,
  checkCancelCancelled,
  checkCancelFinished,
  checkErrorCode,
  checkErrorData,
  checkErrorInfo,
  checkErrorResponse,
  checkGetTaskFinal,
  checkMessageToFinished,
  checkMethodNotFound,
  checkSendMessageTask,
  checkTaskNotFound,
  checkTrailingSlash,
} from '../../src/checks/a2a-core.ts';
import type { Verdict } from '../../src/checks/types.ts';
import { unexercisedClauses } from '../../src/checks/verdict.ts';
import { jsonBody, validTurn } from './builders.ts';
import { answer, card, error } from './exchange-builders.ts';
import { clausesOf, findingEvidence, only } from './a2a-builders.ts';

const URL = 'http://127.0.0.1:9/a';
const LONG = 'x'.repeat(700);
const byRule = (verdicts: Verdict[], rule: string): Verdict => {
  const found = verdicts.filter((v) => v.rule === rule);
  expect(found).toHaveLength(1);
  return found[0]!;
};
/** An answer that is not JSON: this HTTP status and body text. */
const notJson = (status: number | undefined, text?: string, over: Partial<RecordedExchange> = {}) =>
  answer(undefined, { status, body: text === undefined ? undefined : { text }, ...over });
const streamed = (status = 200): RecordedExchange => ({ ...answer(null), status, body: undefined, sse: [] });
const refused: Partial<RecordedExchange> = {
  status: undefined,
  body: undefined,
  end: { at: 3, how: 'network-error', detail: 'ECONNREFUSED' },
};
const task = (state: string, id = 't') => ({ id, contextId: 'c', status: { state } });
const result = (value: unknown) => answer({ jsonrpc: '2.0', id: 1, result: value });
const cardJson = (over: Record<string, unknown> = {}) => card(over).body!.json as Record<string, unknown>;
const jsonrpcInterface = (over: Record<string, unknown> = {}) => ({
  supportedInterfaces: [{ url: URL, protocolBinding: 'JSONRPC', protocolVersion: '1.0', ...over }],
});

describe('a2a.card-served, a2a.card-interface, a2a.card-streaming', () => {
  it('passes a card served whole, naming the agent and the JSONRPC interface', () => {
    const verdicts = checkAgentCard(card());
    expect(verdicts.map((v) => [v.rule, v.status, v.message])).toEqual([
      ['a2a.card-served', 'pass', 'the card of agent is served'],
      ['a2a.card-interface', 'pass', `JSONRPC interface at ${URL}, protocolVersion 1.0`],
      ['a2a.card-streaming', 'pass', 'capabilities.streaming is true'],
    ]);
  });

  it('fails a card answered with another status (clause served), whatever the body, and judges nothing else', () => {
    const exchange = answer(cardJson(), { status: 404 });
    exchange.body!.text = LONG;
    const verdicts = checkAgentCard(exchange);
    expect(verdicts.map((v) => [v.rule, v.status, v.message])).toEqual([
      ['a2a.card-served', 'fail', `GET ${URL} answered HTTP 404`],
      ['a2a.card-interface', 'not-tested', 'no agent card'],
      ['a2a.card-streaming', 'not-tested', 'no agent card'],
    ]);
    expect(clausesOf(verdicts[0]!)).toEqual(['served']);
    expect(findingEvidence(verdicts[0]!)).toEqual({ status: 404, body: LONG.slice(0, 500) });
  });

  it('fails a card that got no response, saying why', () => {
    const v = byRule(checkAgentCard(answer(undefined, refused)), 'a2a.card-served');
    expect(v.message).toBe(`GET ${URL} answered no response (ECONNREFUSED)`);
    expect(findingEvidence(v)).toEqual({ status: undefined, body: undefined });
  });

  it('fails a 200 whose body is not a JSON object, with the parser error or the body', () => {
    const unparsed = notJson(200, '<html>', { body: { text: '<html>', parseError: 'Unexpected token <' } });
    expect(byRule(checkAgentCard(unparsed), 'a2a.card-served').message).toBe(
      `GET ${URL} the body is not a JSON object (Unexpected token <)`,
    );
    const list = answer([1]);
    const v = byRule(checkAgentCard(list), 'a2a.card-served');
    expect(clausesOf(v)).toEqual(['served']);
    expect(v.message).toBe(`GET ${URL} the body is not a JSON object ("[1]")`);
    expect(byRule(checkAgentCard(notJson(200)), 'a2a.card-served').message).toBe(
      `GET ${URL} the body is not a JSON object (undefined)`,
    );
  });

  it('fails a card of the wrong structure (clause structure), naming the first error and keeping 5', () => {
    const v = byRule(checkAgentCard(card({ name: 5 })), 'a2a.card-served');
    expect(clausesOf(v)).toEqual(['structure']);
    expect(v.message).toBe('the agent card/name: must be string');

    const empty = checkAgentCard(answer({}));
    const served = byRule(empty, 'a2a.card-served');
    expect(served.message).toBe("the agent card: must have required property 'name'");
    expect((findingEvidence(served) as { errors: unknown[] }).errors).toHaveLength(5);
    expect(byRule(empty, 'a2a.card-interface').message).toBe('supportedInterfaces [] lists no JSONRPC interface');
    expect(byRule(empty, 'a2a.card-streaming').message).toBe('capabilities.streaming is undefined, not true');
  });

  it('fails a card listing no JSONRPC interface (clause jsonrpc-listed), skipping entries that are not objects', () => {
    const listed = [null, { url: URL, protocolBinding: 'GRPC', protocolVersion: '1.0' }];
    const v = byRule(checkAgentCard(card({ supportedInterfaces: listed })), 'a2a.card-interface');
    expect(clausesOf(v)).toEqual(['jsonrpc-listed']);
    expect(v.message).toBe(
      `supportedInterfaces [{"url":"${URL}","protocolBinding":"GRPC","protocolVersion":"1.0"}] lists no JSONRPC interface`,
    );
    expect(findingEvidence(v)).toEqual({ supportedInterfaces: listed });
    expect(byRule(checkAgentCard(card({ supportedInterfaces: 'JSONRPC' })), 'a2a.card-interface').message).toBe(
      'supportedInterfaces [] lists no JSONRPC interface',
    );
  });

  it('finds the JSONRPC interface among others', () => {
    const interfaces = [
      { url: 'grpc://x', protocolBinding: 'GRPC', protocolVersion: '1.0' },
      { url: URL, protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
    ];
    expect(byRule(checkAgentCard(card({ supportedInterfaces: interfaces })), 'a2a.card-interface').status).toBe('pass');
  });

  it('fails a JSONRPC interface with no url, or an empty one (clause url)', () => {
    for (const url of [undefined, '', 5]) {
      const v = byRule(checkAgentCard(card(jsonrpcInterface({ url }))), 'a2a.card-interface');
      expect(clausesOf(v)).toEqual(['url']);
      const listed = { url, protocolBinding: 'JSONRPC', protocolVersion: '1.0' };
      expect(v.message).toBe(`the JSONRPC interface ${JSON.stringify(listed)} names no url`);
      expect(findingEvidence(v)).toEqual({ interface: listed });
    }
  });

  it('fails a JSONRPC interface of another protocolVersion (clause protocol-version)', () => {
    const v = byRule(checkAgentCard(card(jsonrpcInterface({ protocolVersion: '0.3' }))), 'a2a.card-interface');
    expect(clausesOf(v)).toEqual(['protocol-version']);
    expect(v.message).toBe('the JSONRPC interface says protocolVersion "0.3", not "1.0"');
    expect(findingEvidence(v)).toEqual({
      interface: { url: URL, protocolBinding: 'JSONRPC', protocolVersion: '0.3' },
    });
    const both = byRule(checkAgentCard(card(jsonrpcInterface({ url: '', protocolVersion: 1 }))), 'a2a.card-interface');
    expect(clausesOf(both)).toEqual(['url', 'protocol-version']);
  });

  it('fails capabilities.streaming that is not true, or capabilities that are not an object', () => {
    const v = byRule(checkAgentCard(card({ capabilities: { streaming: false } })), 'a2a.card-streaming');
    expect(clausesOf(v)).toEqual(['whole']);
    expect(v.message).toBe('capabilities.streaming is false, not true');
    expect(byRule(checkAgentCard(card({ capabilities: 'streaming' })), 'a2a.card-streaming').message).toBe(
      'capabilities.streaming is undefined, not true',
    );
  });
});

describe('a2a.trailing-slash', () => {
  const at = (url: string, e: RecordedExchange): RecordedExchange => ({ ...e, url });
  const slash = (e: RecordedExchange) => at(`${URL}/`, e);

  it('passes a JSON-RPC answer at both, a result, an error or a stream, naming both urls', () => {
    const v = only(checkTrailingSlash(slash(result({})), streamed()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe(`the endpoint answers at ${URL} and ${URL}/`);
    expect(only(checkTrailingSlash(slash(error(-32001)), result(null))).status).toBe('pass');
  });

  it('fails a refusal with the slash (clause with-slash), showing the body cut to 300', () => {
    const v = only(checkTrailingSlash(slash(notJson(404, LONG)), error(-32001)));
    expect(clausesOf(v)).toEqual(['with-slash']);
    expect(v.message).toBe(`POST ${URL}/ answered HTTP 404 without a JSON-RPC response`);
    expect(findingEvidence(v)).toEqual({ url: `${URL}/`, status: 404, body: LONG.slice(0, 300) });
  });

  it('fails no response without the slash (clause without-slash), saying why', () => {
    const v = only(checkTrailingSlash(slash(error(-32001)), notJson(undefined, undefined, refused)));
    expect(clausesOf(v)).toEqual(['without-slash']);
    expect(v.message).toBe(`POST ${URL} got no response (ECONNREFUSED) without a JSON-RPC response`);
    expect(findingEvidence(v)).toEqual({ url: URL, status: undefined, body: undefined });
  });

  it('does not count as JSON-RPC a 200 page, a stream refused, another jsonrpc, or neither result nor error', () => {
    for (const refusal of [
      notJson(200, '<html>'),
      streamed(404),
      answer({ jsonrpc: '1.0', id: 1, result: {} }),
      answer({ jsonrpc: '2.0', id: 1 }),
    ]) {
      const v = only(checkTrailingSlash(slash(refusal), error(-32001)));
      expect(clausesOf(v)).toEqual(['with-slash']);
    }
  });

  it('names both clauses when both fail', () => {
    const v = only(checkTrailingSlash(slash(notJson(404, 'no')), notJson(405, 'no')));
    expect(clausesOf(v)).toEqual(['without-slash', 'with-slash']);
    expect(v.message).toBe(`POST ${URL}/ answered HTTP 404 without a JSON-RPC response (and 1 more)`);
  });
});

describe('the error codes (checkErrorCode and the rules made of it)', () => {
  it('passes the expected code, quoting its message', () => {
    const v = only(checkMethodNotFound(error(-32601, 'Method not found')));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('JSON-RPC error -32601: "Method not found"');
  });

  it('fails another code on the given clause, with the error as evidence', () => {
    const v = only(checkErrorCode('a2a.task-not-found', error(-32602, 'bad'), -32001, 'cancel-task'));
    expect(clausesOf(v)).toEqual(['cancel-task']);
    expect(v.message).toBe('JSON-RPC error -32602 ("bad"), expected -32001');
    expect(findingEvidence(v)).toEqual({ error: { code: -32602, message: 'bad' } });
  });

  it('fails what is not a JSON-RPC error, saying what came, with the body cut to 500', () => {
    const page = notJson(500, LONG);
    const v = only(checkMethodNotFound(page));
    expect(clausesOf(v)).toEqual(['whole']);
    expect(v.message).toBe(
      `expected JSON-RPC error -32601: HTTP 500 with a body that is not JSON (${JSON.stringify(LONG).slice(0, 79)}…)`,
    );
    expect(findingEvidence(v)).toEqual({ status: 500, body: LONG.slice(0, 500) });
    expect(only(checkMethodNotFound(notJson(502))).message).toBe(
      'expected JSON-RPC error -32601: HTTP 502 with a body that is not JSON (undefined)',
    );
    expect(only(checkMethodNotFound(streamed())).message).toBe(
      'expected JSON-RPC error -32601: answered with a stream (HTTP 200), not a JSON-RPC error',
    );
    expect(only(checkMethodNotFound(notJson(undefined, undefined, refused))).message).toBe(
      'expected JSON-RPC error -32601: no response (ECONNREFUSED)',
    );
    expect(only(checkMethodNotFound(result({}))).message).toBe(
      'expected JSON-RPC error -32601: answered {"jsonrpc":"2.0","id":1,"result":{}}, not a JSON-RPC error',
    );
  });

  it('a2a.task-not-found: the request says which clause, GetTask unless it was CancelTask', () => {
    const cancel = { ...error(-32602), requestBody: { jsonrpc: '2.0', id: 1, method: 'CancelTask', params: {} } };
    expect(clausesOf(only(checkTaskNotFound(cancel)))).toEqual(['cancel-task']);
    expect(clausesOf(only(checkTaskNotFound(error(-32602))))).toEqual(['get-task']);
    expect(clausesOf(only(checkTaskNotFound({ ...error(-32602), requestBody: undefined })))).toEqual(['get-task']);
    expect(clausesOf(only(checkTaskNotFound({ ...error(-32602), requestBody: 'CancelTask' })))).toEqual(['get-task']);
  });

  it('a2a.message-to-finished: not-tested without a finished task, else -32004', () => {
    expect(only(checkMessageToFinished(undefined))).toMatchObject({
      status: 'not-tested',
      message: 'not judged: GetTask after the turn did not return a task in a terminal state',
    });
    expect(only(checkMessageToFinished(error(-32004))).status).toBe('pass');
  });
});

describe('a2a.cancel-finished', () => {
  it('passes a cancelled task that came back as it was', () => {
    const v = only(checkCancelFinished(result(task('TASK_STATE_CANCELED')), { wasCancelled: true }));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('the cancelled task came back as it was');
  });

  it('fails a cancelled task that came back in another state (clause cancelled)', () => {
    const v = only(checkCancelFinished(result(task('TASK_STATE_COMPLETED')), { wasCancelled: true }));
    expect(clausesOf(v)).toEqual(['cancelled']);
    expect(v.message).toMatch(
      /^expected JSON-RPC error -32002: answered .*TASK_STATE_COMPLETED.*, not a JSON-RPC error$/,
    );
    expect(clausesOf(only(checkCancelFinished(error(-32603), { wasCancelled: true })))).toEqual(['cancelled']);
  });

  it('fails a finished task cancelled again without -32002 (clause finished)', () => {
    const v = only(checkCancelFinished(error(-32001), { wasCancelled: false }));
    expect(clausesOf(v)).toEqual(['finished']);
    expect(v.message).toBe('JSON-RPC error -32001 ("problem"), expected -32002');
  });
});

describe('a2a.cancel-finished#cancelled on a turn the case cancelled', () => {
  /** A turn the case cancelled as it started, GetTask afterwards showing the task in `state`. */
  const turnEndingIn = (state: string, cancel?: RecordedExchange) => ({
    ...validTurn(),
    getTask: result(task(state)),
    ...(cancel ? { cancel } : {}),
  });

  it('judges CancelTask sent again only to a task that finished cancelled', () => {
    const cancelled = turnEndingIn('TASK_STATE_CANCELED', result(task('TASK_STATE_CANCELED')));
    expect(only(checkCancelCancelled(cancelled, error(-32002))).status).toBe('pass');
    expect(clausesOf(only(checkCancelCancelled(cancelled, error(-32603))))).toEqual(['cancelled']);
  });

  it('a cancel that never took effect leaves #cancelled not exercised, saying what CancelTask got, never a pass', () => {
    const lost = checkCancelCancelled(turnEndingIn('TASK_STATE_COMPLETED', error(-32002)), undefined);
    expect(only(lost)).toMatchObject({
      status: 'not-tested',
      message:
        '#cancelled not exercised: the task was never cancelled: CancelTask was answered JSON-RPC error -32002, and it finished TASK_STATE_COMPLETED',
    });
    expect(unexercisedClauses(only(lost))).toEqual(['cancelled']);
    const ignored = turnEndingIn('TASK_STATE_COMPLETED', result(task('TASK_STATE_WORKING')));
    expect(only(checkCancelCancelled(ignored, undefined)).message).toMatch(
      /CancelTask was answered the task in "TASK_STATE_WORKING", and it finished TASK_STATE_COMPLETED$/,
    );
    expect(only(checkCancelCancelled(turnEndingIn('TASK_STATE_FAILED'), undefined)).message).toBe(
      '#cancelled not exercised: the task was never cancelled: the case sent no CancelTask (the stream named no task to cancel), and it finished TASK_STATE_FAILED',
    );
    // Even a call sent again to a task that did not finish cancelled judges nothing of #cancelled.
    expect(only(checkCancelCancelled(turnEndingIn('TASK_STATE_COMPLETED'), error(-32002))).status).toBe('not-tested');
  });

  it('is not judged without a finished task', () => {
    expect(only(checkCancelCancelled(turnEndingIn('TASK_STATE_WORKING'), undefined))).toMatchObject({
      status: 'not-tested',
      message: 'not judged: GetTask after the cancelled turn did not return a task in a terminal state',
    });
  });
});

describe('a2a.error-response', () => {
  const err = (body: Record<string, unknown>, over: Partial<RecordedExchange> = {}) =>
    answer({ jsonrpc: '2.0', id: 1, ...body }, over);

  it('passes a plain JSON-RPC error, naming its code', () => {
    const v = only(checkErrorResponse(error(-32001)));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('a plain JSON-RPC error -32001');
  });

  it('is not-tested on an answer that is not an error', () => {
    for (const e of [result({}), err({ error: null }), notJson(500, '<html>')]) {
      expect(only(checkErrorResponse(e))).toMatchObject({
        status: 'not-tested',
        message: 'the answer is not a JSON-RPC error',
      });
    }
  });

  it('fails an error member that is not an object (clause code), with it as evidence', () => {
    const v = only(checkErrorResponse(err({ error: 'boom' })));
    expect(clausesOf(v)).toEqual(['code']);
    expect(v.message).toBe('error is "boom", not an object with an integer code and a message');
    expect(findingEvidence(v)).toEqual({ error: 'boom' });
  });

  it('fails jsonrpc other than "2.0" (clause jsonrpc)', () => {
    const v = only(checkErrorResponse(err({ jsonrpc: '1.0', error: { code: -32001, message: 'x' } })));
    expect(clausesOf(v)).toEqual(['jsonrpc']);
    expect(v.message).toBe('jsonrpc is "1.0", not "2.0"');
  });

  it('fails a code that is not an integer (clause code)', () => {
    const v = only(checkErrorResponse(err({ error: { code: -32001.5, message: 'x' } })));
    expect(clausesOf(v)).toEqual(['code']);
    expect(v.message).toBe('error.code -32001.5 is not an integer');
  });

  it('fails a message that is missing, empty or not a string (clause message)', () => {
    for (const message of [undefined, '', 5]) {
      const v = only(checkErrorResponse(err({ error: { code: -32001, message } })));
      expect(clausesOf(v)).toEqual(['message']);
      expect(v.message).toBe(
        `error.message ${message === undefined ? 'undefined' : JSON.stringify(message)} is not a non-empty string`,
      );
    }
  });

  it("accepts a null id when the request's id could not be read, or on a parse error or invalid request", () => {
    const nullId = (code: number, requestBody: unknown = { jsonrpc: '2.0', id: 1, method: 'GetTask' }) =>
      checkErrorResponse(err({ id: null, error: { code, message: 'x' } }, { requestBody }));
    expect(only(nullId(-32601, '{oops')).status).toBe('pass');
    expect(only(nullId(-32700)).status).toBe('pass');
    expect(only(nullId(-32600)).status).toBe('pass');
    const v = only(nullId(-32601));
    expect(clausesOf(v)).toEqual(['id']);
    expect(v.message).toBe("the error's id null is not the request's id 1");
  });

  it('fails another id even on a parse error (clause id)', () => {
    const v = only(checkErrorResponse(err({ id: 2, error: { code: -32700, message: 'x' } })));
    expect(clausesOf(v)).toEqual(['id']);
    expect(v.message).toBe("the error's id 2 is not the request's id 1");
  });
});

describe('a2a.error-info', () => {
  const INFO = 'type.googleapis.com/google.rpc.ErrorInfo';
  const withInfo = (code: number, info: Record<string, unknown>) =>
    error(code, 'x', { data: [{ '@type': 'other' }, { '@type': INFO, domain: 'a2a-protocol.org', ...info }] });

  it('passes the ErrorInfo of an A2A error, naming its reason', () => {
    const v = only(checkErrorInfo(withInfo(-32001, { reason: 'TASK_NOT_FOUND' })));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('error -32001 carries ErrorInfo TASK_NOT_FOUND (a2a-protocol.org)');
  });

  it('is not-tested outside -32001 to -32099, and on an answer that is no error', () => {
    for (const e of [
      error(-32000),
      error(-32100),
      error('-32001'),
      result({}),
      notJson(500, 'x'),
      answer({ error: 5 }),
    ])
      expect(only(checkErrorInfo(e))).toMatchObject({
        status: 'not-tested',
        message: 'the answer is not an A2A error (-32001 to -32099)',
      });
    expect(only(checkErrorInfo(withInfo(-32099, { reason: 'SOME_REASON' }))).status).toBe('pass');
  });

  it('fails an A2A error with no ErrorInfo (clause present), saying whether there was any error.data', () => {
    const none = only(checkErrorInfo(error(-32001)));
    expect(clausesOf(none)).toEqual(['present']);
    expect(none.message).toBe('error -32001 carries no error.data, so no google.rpc.ErrorInfo');
    const other = only(checkErrorInfo(error(-32001, 'x', { data: [{ '@type': 'other' }] })));
    expect(clausesOf(other)).toEqual(['present']);
    expect(other.message).toBe('error -32001 carries no google.rpc.ErrorInfo in error.data ([{"@type":"other"}])');
    expect(only(checkErrorInfo(error(-32001, 'x', { data: 'oops' }))).message).toBe(
      'error -32001 carries no google.rpc.ErrorInfo in error.data ("oops")',
    );
  });

  it('fails another domain (clause domain)', () => {
    const v = only(checkErrorInfo(withInfo(-32001, { reason: 'TASK_NOT_FOUND', domain: 'example.com' })));
    expect(clausesOf(v)).toEqual(['domain']);
    expect(v.message).toBe('error -32001: ErrorInfo.domain is "example.com", not "a2a-protocol.org"');
  });

  it("fails another reason than the code's (clause reason), once", () => {
    const v = only(checkErrorInfo(withInfo(-32001, { reason: 'lower' })));
    expect(clausesOf(v)).toEqual(['reason']);
    expect(v.message).toBe('error -32001: ErrorInfo.reason is "lower", not TASK_NOT_FOUND');
  });

  it('fails a reason of a code A2A names none for that is not UPPER_SNAKE_CASE (clause reason)', () => {
    for (const reason of ['lower', 'aB', 'B-c', '_X', 5, ['ABC']]) {
      const v = only(checkErrorInfo(withInfo(-32050, { reason })));
      expect(clausesOf(v)).toEqual(['reason']);
      expect(v.message).toBe(`error -32050: ErrorInfo.reason ${JSON.stringify(reason)} is not UPPER_SNAKE_CASE`);
    }
    expect(only(checkErrorInfo(withInfo(-32050, { reason: 'A_2' }))).status).toBe('pass');
  });
});

describe('a2a.error-data', () => {
  it('passes error.data of @type objects, counting them', () => {
    const v = only(checkErrorData(error(-32602, 'x', { data: [{ '@type': 'a' }, { '@type': 'b' }] })));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('error.data holds 2 @type objects');
  });

  it('is not-tested without error.data', () => {
    for (const e of [error(-32602), notJson(500, 'x'), answer({ jsonrpc: '2.0', id: 1, error: null }), result({})])
      expect(only(checkErrorData(e))).toMatchObject({
        status: 'not-tested',
        message: 'the answer carries no error.data',
      });
  });

  it('fails error.data that is not an array (clause array)', () => {
    const v = only(checkErrorData(error(-32602, 'x', { data: { '@type': 'a' } })));
    expect(clausesOf(v)).toEqual(['array']);
    expect(v.message).toBe('error.data is {"@type":"a"}, not an array of @type objects');
    expect(findingEvidence(v)).toEqual({ data: { '@type': 'a' } });
  });

  it('fails each detail without a string @type (clause typed)', () => {
    const v = only(checkErrorData(error(-32602, 'x', { data: [{ '@type': 'a' }, 'b', { '@type': 5 }] })));
    expect(clausesOf(v)).toEqual(['typed']);
    expect(v.message).toBe('error.data[1] "b" has no @type (and 1 more)');
    expect(findingEvidence(v)).toEqual({ detail: 'b' });
    expect(findingEvidence(v, 1)).toEqual({ detail: { '@type': 5 } });
  });

  it('fails a detail whose @type is empty: it identifies no type (clause typed)', () => {
    const v = only(checkErrorData(error(-32602, 'x', { data: [{ '@type': '', reason: 'r' }] })));
    expect(clausesOf(v)).toEqual(['typed']);
    expect(v.message).toBe('error.data[0] {"@type":"","reason":"r"} has an empty @type');
  });
});

describe('a2a.send-message-task', () => {
  it('passes the task answered once in its final state', () => {
    const v = only(checkSendMessageTask(result({ task: task('TASK_STATE_FAILED') })));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('SendMessage answered the task in TASK_STATE_FAILED');
  });

  it('asked to return immediately, the task still working is not judged here (a2a.return-immediately judges it)', () => {
    const atOnce = {
      ...result({ task: task('TASK_STATE_WORKING') }),
      requestBody: {
        jsonrpc: '2.0',
        id: 1,
        method: 'SendMessage',
        params: { configuration: { returnImmediately: true } },
      },
    };
    const v = only(checkSendMessageTask(atOnce));
    expect(v.status).toBe('not-tested');
    expect(v.message).toMatch(/asked SendMessage to return immediately \(A2A §3\.2\.2\)/);
    // Without the ask the same answer fails its clause.
    expect(clausesOf(only(checkSendMessageTask({ ...atOnce, requestBody: undefined })))).toEqual(['final-state']);
  });

  it('fails a stream (clause not-streamed)', () => {
    const v = only(checkSendMessageTask(streamed()));
    expect(clausesOf(v)).toEqual(['not-streamed']);
    expect(v.message).toBe('SendMessage was answered with a stream, not once with the task');
  });

  it('fails an answer not holding the task (clause task-result), saying what came', () => {
    const bare = only(checkSendMessageTask(result(task('TASK_STATE_COMPLETED'))));
    expect(clausesOf(bare)).toEqual(['task-result']);
    expect(bare.message).toBe(
      'SendMessage answered {"jsonrpc":"2.0","id":1,"result":{"id":"t","contextId":"c","status":{"state":"TASK_STATE_COMPLETED"}}}, not a result holding the task',
    );
    const failed = only(checkSendMessageTask(error(-32603, 'boom')));
    expect(clausesOf(failed)).toEqual(['task-result']);
    expect(failed.message).toBe(
      'SendMessage answered {"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"boom"}}, not a result holding the task',
    );
    const page = only(checkSendMessageTask(notJson(500, LONG)));
    expect(page.message).toMatch(/^SendMessage answered HTTP 500 with a body that is not JSON \("x+…\), not a result/);
    expect(findingEvidence(page)).toEqual({ body: LONG.slice(0, 500) });
    expect(only(checkSendMessageTask(notJson(502))).message).toBe(
      'SendMessage answered HTTP 502 with a body that is not JSON (undefined), not a result holding the task',
    );
    const silent = only(checkSendMessageTask(notJson(undefined, undefined, refused)));
    expect(silent.message).toBe('SendMessage answered no response (ECONNREFUSED), not a result holding the task');
    expect(findingEvidence(silent)).toEqual({ body: undefined });
  });

  it('fails a task not in its final state (clause final-state)', () => {
    const v = only(checkSendMessageTask(result({ task: task('TASK_STATE_WORKING') })));
    expect(clausesOf(v)).toEqual(['final-state']);
    expect(findingEvidence(v)).toEqual({ state: 'TASK_STATE_WORKING' });
  });
});

describe('a2a.get-task-final', () => {
  const getTaskBody = (turn: ReturnType<typeof validTurn>) => turn.getTask!.body!.json as Record<string, any>;

  it('passes the same task in the state the stream ended in', () => {
    const v = only(checkGetTaskFinal(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('GetTask answers task task-1 in TASK_STATE_COMPLETED');
  });

  it('is not-tested without a GetTask, or without a terminal state to compare with', () => {
    const none = validTurn();
    none.getTask = undefined;
    expect(only(checkGetTaskFinal(none))).toMatchObject({ status: 'not-tested', message: 'the case sent no GetTask' });
    const open = validTurn();
    open.send.sse = open.send.sse!.slice(0, 5);
    expect(only(checkGetTaskFinal(open))).toMatchObject({
      status: 'not-tested',
      message: 'the stream reached no terminal state to compare with',
    });
  });

  it('fails a GetTask that answered no task (clause same-task), showing the answer', () => {
    const turn = validTurn();
    turn.getTask = error(-32001, 'gone');
    const v = only(checkGetTaskFinal(turn));
    expect(clausesOf(v)).toEqual(['same-task']);
    expect(v.message).toBe(
      'GetTask answered {"jsonrpc":"2.0","id":1,"error":{"code":-32001,"message":"gone"}}, not the task',
    );
    const page = validTurn();
    page.getTask = notJson(500, '<html>');
    expect(only(checkGetTaskFinal(page)).message).toBe('GetTask answered "<html>", not the task');
    const silent = validTurn();
    silent.getTask = notJson(undefined, undefined, refused);
    expect(only(checkGetTaskFinal(silent)).message).toBe('GetTask answered undefined, not the task');
  });

  it('fails another task (clause same-task)', () => {
    const turn = validTurn();
    getTaskBody(turn).result.id = 'other';
    const v = only(checkGetTaskFinal(turn));
    expect(clausesOf(v)).toEqual(['same-task']);
    expect(v.message).toBe('GetTask returned task "other", the turn\'s task is "task-1"');
  });

  it('fails another state (clause final-state), with both states as evidence', () => {
    const turn = validTurn();
    getTaskBody(turn).result.status.state = 'TASK_STATE_FAILED';
    const v = only(checkGetTaskFinal(turn));
    expect(clausesOf(v)).toEqual(['final-state']);
    expect(findingEvidence(v)).toEqual({ getTask: 'TASK_STATE_FAILED', turn: 'TASK_STATE_COMPLETED' });
  });

  it('reads a task answered as SendMessage answers it too', () => {
    const turn = validTurn();
    turn.getTask = {
      ...turn.getTask!,
      body: jsonBody({ jsonrpc: '2.0', id: 8, result: { task: getTaskBody(turn).result } }),
    };
    expect(only(checkGetTaskFinal(turn)).status).toBe('pass');
  });
});
