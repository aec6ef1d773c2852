// The A2A specification's checks (src/checks/a2a-spec.ts) beyond one pass and one failure each
// (a2a-spec-cases.ts): each clause failing alone, in its own words, what is not judged and why,
// and the readings the specification allows (ListTasks not served, a card declaring 0.3).
import { describe, expect, it } from 'vitest';
import type { RecordedExchange, RecordedTurn } from '../../src/a2a/recording.ts';
import {
  cardOf,
  checkCardCaching,
  checkCardInterfacesDeclared,
  checkCardLastModified,
  checkContextIdGenerated,
  checkContextTaskMismatch,
  checkErrorInfo,
  checkExtendedCardUnsupported,
  checkHistoryLength,
  checkHistoryLengthZero,
  checkInvalidParams,
  checkInvalidParamsBadRequest,
  checkListTasksArtifacts,
  checkListTasksFilters,
  checkListTasksOrder,
  checkListTasksPaging,
  checkPushNotSupported,
  checkResultResponses,
  checkReturnImmediately,
  checkStreamsBroadcast,
  checkTaskIdUnique,
  checkTaskShape,
  checkUnknownFieldsIgnored,
  checkVersionNegotiation,
} from '../../src/checks/index.ts';
import {
  checkCamelCase,
  checkCancelReturnsTask,
  checkExchangeTimestamps,
  checkResultResponse,
  checkTimestamps,
} from '../../src/checks/a2a-spec.ts';
import type { Verdict } from '../../src/checks/types.ts';
import { brokenClauses } from '../../src/checks/verdict.ts';
import { eventData, jsonBody, resync, statusOf, validTurn } from './builders.ts';
import { aTask, BAD_REQUEST, errorInfo, listedTasks, result, streamedTasks } from './a2a-spec-cases.ts';
import { answer, card, error } from './exchange-builders.ts';
import { asPlainAgent, laterSubscriptions, subscriptionTo, turnStream } from './subscription-builders.ts';
import { cancelledTurn } from './turn-cases.ts';
import { exercised, only, unexercised } from './verdict-readers.ts';

/** Tasks as the agent returned them, one with an artifact: ListTasks' #included can be judged. */
const MADE = [{ id: 'a', artifacts: [{ artifactId: 'x', parts: [{ text: 'x' }] }] }];

type Json = Record<string, any>;
const failed = (verdicts: Verdict[]) => {
  const v = only(verdicts);
  expect(v.status, v.message).toBe('fail');
  return { message: v.message, clauses: brokenClauses(v) };
};
const status = (verdicts: Verdict[]) => only(verdicts).status;
/** The agent card served with these headers besides its content type. */
const cardServed = (headers: Record<string, string>) => ({
  ...card(),
  responseHeaders: { 'content-type': 'application/json', ...headers },
});
const sent = (task: Json, over: Partial<RecordedExchange> = {}) => result({ task }, over);
const page = (tasks: Json[], nextPageToken: unknown = '') => result({ tasks, nextPageToken });
/** A third subscription the kit closed at its first update, while the task still ran. */
const closedEarly = (turn: RecordedExchange): RecordedExchange => {
  const sub = subscriptionTo(turn);
  return { ...sub, sse: sub.sse!.slice(0, 2), end: { at: 5, how: 'aborted' } };
};
const listed = (id: string, minute: number, over: Json = {}) =>
  aTask('TASK_STATE_COMPLETED', {
    id,
    status: { state: 'TASK_STATE_COMPLETED', timestamp: `2026-01-01T00:0${minute}:00.000Z` },
    ...over,
  });
const notServed = () => error(-32601, 'method not found');
const cardBody = (over: Json = {}) => card(over).body!.json as Json;
const iface = (over: Json) => ({
  url: 'http://127.0.0.1:9/a',
  protocolBinding: 'JSONRPC',
  protocolVersion: '1.0',
  ...over,
});

describe('the card', () => {
  it('cardOf reads a 200 JSON object only', () => {
    expect(cardOf(card())?.name).toBe('agent');
    expect(cardOf({ ...card(), status: 404 })).toBeUndefined();
    expect(cardOf(undefined)).toBeUndefined();
  });

  it('a2a.interfaces-declared: each of binding, url and version fails on its own clause', () => {
    const judge = (over: Json) => checkCardInterfacesDeclared(card({ supportedInterfaces: [iface(over)] }));
    expect(failed(judge({ protocolBinding: '' }))).toEqual({
      message: 'supportedInterfaces[0] names no protocolBinding',
      clauses: ['binding'],
    });
    expect(failed(judge({ url: '/a2a' }))).toEqual({
      message: 'supportedInterfaces[0]: url "/a2a" is not an absolute http(s) URL',
      clauses: ['url'],
    });
    expect(failed(judge({ url: 'ftp://host/a' })).clauses).toEqual(['url']);
    expect(failed(judge({ url: 7 })).clauses).toEqual(['url']);
    expect(failed(judge({ protocolVersion: 1 }))).toEqual({
      message: 'supportedInterfaces[0]: protocolVersion 1 is not Major.Minor',
      clauses: ['version'],
    });
    expect(status(judge({ url: 'https://host/a', protocolBinding: 'GRPC', protocolVersion: '0.3' }))).toBe('pass');
    expect(failed(checkCardInterfacesDeclared(card({ supportedInterfaces: ['x', iface({})] }))).message).toMatch(
      /^supportedInterfaces\[0\] names no protocolBinding \(and 2 more\)$/,
    );
  });

  it('a2a.interfaces-declared: not judged without a card or without interfaces', () => {
    expect(only(checkCardInterfacesDeclared({ ...card(), status: 404 }))).toMatchObject({
      status: 'not-tested',
      message: 'no agent card (HTTP 404)',
    });
    expect(only(checkCardInterfacesDeclared(card({ supportedInterfaces: [] })))).toMatchObject({
      status: 'not-tested',
      message: 'the card lists no interface (a2a.card-interface judges that)',
    });
  });

  it('a2a.agent-card-caching: each header and the 304 fail on their own clause', () => {
    const etag = { 'cache-control': 'max-age=60', etag: '"v1"' };
    expect(status(checkCardCaching(cardServed(etag), answer('', { status: 304 })))).toBe('pass');
    expect(status(checkCardCaching(cardServed({ 'Cache-Control': 'public,max-age=0', ETag: '"x"' }), undefined))).toBe(
      'pass',
    );
    expect(failed(checkCardCaching(cardServed({ etag: '"v1"' }), undefined))).toEqual({
      message: 'the card is served with no Cache-Control',
      clauses: ['cache-control'],
    });
    expect(failed(checkCardCaching(cardServed({ 'cache-control': 'no-cache', etag: '"v1"' }), undefined))).toEqual({
      message: 'Cache-Control is "no-cache", with no max-age',
      clauses: ['cache-control'],
    });
    expect(failed(checkCardCaching(cardServed({ 'cache-control': 'max-age=60' }), undefined))).toEqual({
      message: 'the card is served with no ETag',
      clauses: ['etag'],
    });
    expect(failed(checkCardCaching(cardServed(etag), card()))).toEqual({
      message: 'a GET with If-None-Match: "v1" was answered HTTP 200, not 304',
      clauses: ['not-modified'],
    });
    expect(only(checkCardCaching({ ...card(), status: 500 }, undefined)).status).toBe('not-tested');
  });

  it('a2a.agent-card-last-modified is shown when present, not-tested when absent', () => {
    const shown = only(
      checkCardLastModified({ ...card(), responseHeaders: { 'last-modified': 'Wed, 01 Jan 2026 00:00:00 GMT' } }),
    );
    expect(shown).toMatchObject({ status: 'pass', message: 'Last-Modified: Wed, 01 Jan 2026 00:00:00 GMT' });
    expect(status(checkCardLastModified(card()))).toBe('not-tested');
    expect(status(checkCardLastModified({ ...card(), status: 404, responseHeaders: { 'last-modified': 'x' } }))).toBe(
      'not-tested',
    );
  });
});

describe('capabilities the card does not declare', () => {
  it('a2a.extended-card-unsupported is judged only when the card does not declare the extended card', () => {
    expect(only(checkExtendedCardUnsupported(undefined, error(-32004))).status).toBe('not-tested');
    const declared = cardBody({ capabilities: { streaming: true, extendedAgentCard: true } });
    expect(only(checkExtendedCardUnsupported(declared, result({})))).toMatchObject({
      status: 'skip',
      message: expect.stringMatching(
        /^not applicable: the card declares capabilities\.extendedAgentCard, and a2a\.extended-card-declared/,
      ),
    });
    expect(failed(checkExtendedCardUnsupported(cardBody(), error(-32601))).message).toMatch(/expected -32004/);
  });

  it('a2a.push-not-supported: every method failing is reported on its own clause', () => {
    const verdicts = checkPushNotSupported(cardBody(), {
      create: error(-32601),
      get: error(-32003),
      list: error(-32004),
      delete: error(-32003),
    });
    expect(verdicts.map((v) => [v.status, brokenClauses(v)])).toEqual([
      ['fail', ['create']],
      ['fail', ['list']],
    ]);
    expect(only(checkPushNotSupported(cardBody(), { get: error(-32003) })).message).toBe(
      '1 push notification methods answer -32003',
    );
    expect(only(checkPushNotSupported(undefined, {})).status).toBe('not-tested');
    const declared = cardBody({ capabilities: { streaming: true, pushNotifications: true } });
    expect(only(checkPushNotSupported(declared, { create: error(-32601) })).status).toBe('skip');
  });
});

describe('sending messages', () => {
  it('a2a.return-immediately: each clause fails on its own', () => {
    const working = sent(aTask('TASK_STATE_WORKING'), { firstByteAt: 5 });
    const done = [result(aTask('TASK_STATE_COMPLETED'))];
    expect(failed(checkReturnImmediately(sent(aTask('TASK_STATE_COMPLETED'), { firstByteAt: 5 }), 100, done))).toEqual({
      message: 'the task came back in TASK_STATE_COMPLETED, a terminal state',
      clauses: ['in-progress'],
    });
    expect(failed(checkReturnImmediately(sent(aTask('TASK_STATE_WORKING'), { firstByteAt: 150 }), 100, done))).toEqual({
      message: 'the answer came 50 ms after the model answered: it waited for the turn',
      clauses: ['before-the-end'],
    });
    // The same instant is not after it.
    expect(status(checkReturnImmediately(sent(aTask('TASK_STATE_WORKING'), { firstByteAt: 100 }), 100, done))).toBe(
      'pass',
    );
    // No frame of the model's by the time the kit read its journal, after the answer: it had not answered yet.
    expect(status(checkReturnImmediately(working, undefined, done))).toBe('pass');
    // A Message instead of a task (A2A §3.1.1): no task was made, so nothing of the rule applies.
    expect(
      only(checkReturnImmediately(result({ message: { messageId: 'm', role: 'ROLE_AGENT', parts: [] } }), 100, [])),
    ).toMatchObject({
      status: 'not-tested',
      message: expect.stringMatching(/^not applicable: SendMessage answered with a Message/),
    });
    expect(failed(checkReturnImmediately(working, 100, []))).toEqual({
      message: 'after 0 GetTask calls the task is still (absent)',
      clauses: ['goes-on'],
    });
    expect(failed(checkReturnImmediately(error(-32602, 'bad'), 100, done))).toMatchObject({ clauses: ['in-progress'] });
    expect(only(checkReturnImmediately(working, 100, done)).message).toBe(
      'answered at once in "TASK_STATE_WORKING"; the task went on to "TASK_STATE_COMPLETED"',
    );
  });

  it('a2a.context-id-generated is not judged without a task', () => {
    expect(only(checkContextIdGenerated(error(-32602)))).toMatchObject({
      status: 'not-tested',
      message: 'SendMessage answered HTTP 200 without a task',
    });
    expect(failed(checkContextIdGenerated(sent(aTask('TASK_STATE_COMPLETED', { contextId: 3 })))).message).toMatch(
      /names no contextId \(3\)/,
    );
  });

  it('a2a.task-id-unique: a task without an id fails, neither returning a task is not judged', () => {
    expect(status(checkTaskIdUnique(error(-32603), error(-32603)))).toBe('not-tested');
    expect(failed(checkTaskIdUnique(sent(aTask('TASK_STATE_COMPLETED')), error(-32603))).message).toBe(
      'a new task has no id ((absent))',
    );
    expect(
      failed(checkTaskIdUnique(sent(aTask('TASK_STATE_COMPLETED', { id: '' })), sent(aTask('TASK_STATE_COMPLETED'))))
        .message,
    ).toBe('a new task has no id ("")');
    expect(only(checkTaskIdUnique(sent(aTask('TASK_STATE_COMPLETED')), sent(aTask('X', { id: 't-2' })))).message).toBe(
      'two new tasks, t-1 and t-2',
    );
  });

  it('a Message instead of a task (A2A §3.1.1) is an answer: served, naming its context, no task to count', () => {
    const message = (over: Json = {}) =>
      result({ message: { messageId: 'm', role: 'ROLE_AGENT', parts: [], ...over } });
    expect(only(checkUnknownFieldsIgnored(message()))).toMatchObject({
      status: 'pass',
      message: 'served with a Message (A2A §3.1.1), the unknown fields ignored',
    });
    expect(only(checkContextIdGenerated(message({ contextId: 'c-9' })))).toMatchObject({
      status: 'pass',
      message: 'the Message answered names the generated context c-9',
    });
    expect(only(checkContextIdGenerated(message())).status).toBe('not-tested');
    expect(only(checkTaskIdUnique(message(), message()))).toMatchObject({
      status: 'not-tested',
      message: 'not applicable: both SendMessage calls were answered with a Message and made no task (A2A §3.1.1)',
    });
  });

  it('a2a.context-task-mismatch: never sent says why', () => {
    expect(only(checkContextTaskMismatch(undefined))).toMatchObject({
      status: 'not-tested',
      message: "cannot test: the turn's stream named no running task to send a message to (no task or update event)",
    });
  });

  it('a2a.context-task-mismatch: a stream is no refusal', () => {
    expect(only(checkContextTaskMismatch(error(-32602))).message).toBe('refused: JSON-RPC error -32602');
    expect(failed(checkContextTaskMismatch(turnStream())).message).toMatch(/was answered with a stream, not an error/);
  });

  it('a2a.invalid-params: nothing sent is nothing judged, each failure on its clause', () => {
    expect(only(checkInvalidParams({})).message).toBe('0 invalid calls answered -32602');
    const verdicts = checkInvalidParams({ 'get-task': error(-32001), 'send-message': error(-32603) });
    expect(verdicts.map(brokenClauses)).toEqual([['get-task'], ['send-message']]);
  });

  it('a2a.unknown-fields-ignored: a task still running is no proof it was served', () => {
    expect(failed(checkUnknownFieldsIgnored(sent(aTask('TASK_STATE_WORKING')))).message).toMatch(
      /was answered \{"jsonrpc":"2\.0"/,
    );
    expect(
      failed(
        checkUnknownFieldsIgnored(
          answer('', {
            status: undefined,
            body: undefined,
            end: { at: 1, how: 'network-error', detail: 'ECONNRESET' },
          }),
        ),
      ).message,
    ).toBe('a SendMessage with fields A2A does not define was answered no response (ECONNRESET)');
  });
});

describe('history', () => {
  it('a2a.history-length: a history that is not a list fails; no task is not judged', () => {
    const notAList = checkHistoryLength({ 'send-message': sent(aTask('X', { history: 'all' })) });
    expect(failed(exercised(notAList))).toEqual({
      message: 'SendMessage with historyLength 1 returned "all"',
      clauses: ['send-message'],
    });
    // The GetTask it rests on was never sent: that clause is said not exercised, never passed.
    expect(unexercised(notAList)).toEqual({
      'get-task': '#get-task not exercised: GetTask was not sent: there was no task to get',
      stream: '#stream not exercised: SendStreamingMessage was not sent',
      'list-tasks': '#list-tasks not exercised: ListTasks was not sent',
    });
    expect(only(checkHistoryLength({ 'get-task': error(-32001) })).status).toBe('not-tested');
    const getOnly = checkHistoryLength({
      'get-task': result(aTask('X', { history: [{}] })),
      'send-message': error(-32602),
    });
    expect(only(exercised(getOnly)).message).toBe(
      '1 task from 1 call with historyLength 1 held at most one history message',
    );
    // A ListTasks page counts each task it lists, not one.
    const page = checkHistoryLength({
      'list-tasks': listedTasks(
        aTask('TASK_STATE_COMPLETED'),
        aTask('TASK_STATE_COMPLETED'),
        aTask('TASK_STATE_FAILED'),
      ),
    });
    expect(only(exercised(page)).message).toBe(
      '3 tasks from 1 call with historyLength 1 held at most one history message',
    );
    expect(Object.keys(unexercised(getOnly))).toEqual(['send-message', 'stream', 'list-tasks']);
  });

  it('a2a.history-length: a stream is held to it in every task it carries, a ListTasks page in each task', () => {
    const two = [{ messageId: 'm-1' }, { messageId: 'm-2' }];
    const streamed = checkHistoryLength({ stream: streamedTasks(aTask('TASK_STATE_SUBMITTED', { history: two })) });
    expect(failed(exercised(streamed))).toEqual({
      message: 'SendStreamingMessage with historyLength 1 returned 2 history messages',
      clauses: ['stream'],
    });
    const listed = checkHistoryLength({
      'list-tasks': listedTasks(aTask('X', { id: 't-1' }), aTask('X', { id: 't-2', history: two })),
    });
    expect(failed(exercised(listed))).toEqual({
      message: 'ListTasks with historyLength 1 returned task "t-2" with 2 history messages',
      clauses: ['list-tasks'],
    });
    // ListTasks not served, or a page with no task: that clause is not exercised.
    expect(
      unexercised(checkHistoryLength({ 'list-tasks': listedTasks(), 'get-task': result(aTask('X')) })),
    ).toMatchObject({
      'list-tasks': expect.stringMatching(/^#list-tasks not exercised: ListTasks answered .*, not a task$/),
    });
    expect(
      failed(exercised(checkHistoryLengthZero({ 'list-tasks': listedTasks(aTask('X', { history: [] })) }))).clauses,
    ).toEqual(['list-tasks']);
  });

  it('a2a.history-length-zero: any history field fails, on the method it came from', () => {
    expect(failed(exercised(checkHistoryLengthZero({ 'get-task': result(aTask('X', { history: null })) })))).toEqual({
      message: 'GetTask with historyLength 0 returned a history field (null)',
      clauses: ['get-task'],
    });
    expect(only(checkHistoryLengthZero({ 'send-message': error(-32602) })).status).toBe('not-tested');
  });
});

describe('cancel', () => {
  const withCancel = (answerOf: (task: Json) => unknown) => {
    const turn = cancelledTurn();
    const task = structuredClone((turn.getTask!.body!.json as Json).result);
    turn.cancel = { ...turn.getTask!, body: jsonBody({ jsonrpc: '2.0', id: 9, result: answerOf(task) }) };
    return turn;
  };

  it('a2a.cancel-returns-task: not judged without a cancel, or when the turn ended otherwise', () => {
    expect(only(checkCancelReturnsTask(validTurn()))).toMatchObject({
      status: 'not-tested',
      message: 'the case sent no CancelTask',
    });
    const ok = validTurn();
    ok.cancel = { ...ok.getTask! };
    expect(only(checkCancelReturnsTask(ok))).toMatchObject({
      status: 'not-tested',
      message: 'the turn ended "ok", not cancelled',
    });
  });

  it('a2a.cancel-returns-task: another task or no task fails #task', () => {
    expect(failed(checkCancelReturnsTask(withCancel((t) => ({ ...t, id: 'other' }))))).toMatchObject({
      clauses: ['task'],
    });
    expect(failed(checkCancelReturnsTask(withCancel(() => 'done'))).message).toMatch(
      /^CancelTask answered .*"done".*, not the task "task-1"$/,
    );
    expect(only(checkCancelReturnsTask(withCancel((t) => t))).message).toBe(
      'CancelTask answered the task, TASK_STATE_CANCELED',
    );
  });

  it('a2a.task-shape: judges CancelTask and ListTasks tasks, not-tested with none', () => {
    expect(only(checkTaskShape({ 'cancel-task': error(-32002) })).status).toBe('not-tested');
    expect(failed(checkTaskShape({ 'cancel-task': result({ id: 't', status: { state: 'CANCELED' } }) }))).toMatchObject(
      {
        clauses: ['cancel-task'],
      },
    );
    expect(only(checkTaskShape({ 'list-tasks': page([listed('a', 1), listed('b', 2)]) })).message).toBe(
      '2 tasks with their A2A 1.0 shape',
    );
  });
});

describe('several streams on one task', () => {
  it('not judged unless both subscriptions streamed, nor when none was sent', () => {
    const { turn, a } = laterSubscriptions();
    expect(only(checkStreamsBroadcast(turn, undefined, undefined, undefined)).message).toBe(
      "cannot test: the turn's stream named no task to subscribe to (no task or update event)",
    );
    expect(only(checkStreamsBroadcast(turn, a, undefined, undefined)).status).toBe('not-tested');
    expect(only(checkStreamsBroadcast(turn, a, error(-32004), undefined)).status).toBe('not-tested');
  });

  /** The indices of b's vessel events (status updates carrying one), in order. */
  const vesselEvents = (e: RecordedExchange) =>
    e.sse!.flatMap((x, i) => ((x.json as Json)?.result?.statusUpdate?.status?.message ? [i] : []));

  it('an event one got before the other had joined is not owed to the other', () => {
    const { turn, a, b } = laterSubscriptions();
    const first = vesselEvents(a)[0]!;
    // a had its first vessel event 300 ms in; b joined (its snapshot) at 500 ms, so never saw it.
    a.sse![0] = { ...a.sse![0]!, receivedAt: 0 };
    a.sse![first] = { ...a.sse![first]!, receivedAt: 300 };
    b.sse![0] = { ...b.sse![0]!, receivedAt: 500 };
    b.sse = b.sse!.filter((_, i) => i !== first).map((e, index) => ({ ...e, index }));
    expect(status(exercised(checkStreamsBroadcast(turn, a, b, undefined)))).toBe('pass');
    // Had it come after both had joined, it was owed.
    a.sse![first] = { ...a.sse![first]!, receivedAt: 800 };
    expect(failed(checkStreamsBroadcast(turn, a, b, undefined)).clauses).toEqual(['same-events']);
  });

  it('#same-order: the same events in another order', () => {
    const { turn, a, b } = laterSubscriptions();
    const [i, j] = vesselEvents(b);
    const [x, y] = [b.sse![i!]!, b.sse![j!]!];
    b.sse![i!] = { ...y, index: i! };
    b.sse![j!] = { ...x, index: j! };
    expect(failed(checkStreamsBroadcast(turn, a, b, undefined))).toEqual({
      message: 'the two subscriptions received the same events in another order',
      clauses: ['same-order'],
    });
  });

  it('#close-one: after one was closed, a stream that never reached the end fails, named', () => {
    const { turn, a, b } = laterSubscriptions();
    const cut = { ...b, sse: b.sse!.slice(0, 3), end: { at: 9, how: 'network-error' as const } };
    const closed = closedEarly(turn);
    expect(failed(checkStreamsBroadcast(turn, a, cut, closed)).clauses).toContain('close-one');
    const evidence = only(checkStreamsBroadcast(turn, a, cut, closed)).evidence as { findings: { message: string }[] };
    expect(evidence.findings.map((f) => f.message)).toContain(
      'after a third subscription was closed, the second subscription never reached a terminal state (it ended by network-error)',
    );
    // Without a closed third, the end is a2a.subscribe-to-task's to judge, and #close-one is said not exercised.
    expect(status(exercised(checkStreamsBroadcast(turn, a, b, undefined)))).toBe('pass');
    expect(only(checkStreamsBroadcast(turn, a, b, closed)).message).toMatch(/; closing a third stopped neither$/);
  });

  it('#close-one is not exercised by a third the kit never closed, or closed once the task had finished', () => {
    const { turn, a, b } = laterSubscriptions();
    const never = checkStreamsBroadcast(turn, a, b, undefined);
    expect(only(exercised(never)).message).toBe(
      `two subscriptions received the same ${a.sse!.length - 1} events in order`,
    );
    expect(unexercised(never)).toEqual({ 'close-one': '#close-one not exercised: no third subscription was opened' });
    const ranOut = { ...subscriptionTo(turn), end: { at: 5, how: 'complete' as const } };
    expect(unexercised(checkStreamsBroadcast(turn, a, b, ranOut))).toEqual({
      'close-one': '#close-one not exercised: the third subscription ended by complete before the kit closed it',
    });
    const late = { ...subscriptionTo(turn), end: { at: 5, how: 'aborted' as const } };
    expect(unexercised(checkStreamsBroadcast(turn, a, b, late))).toEqual({
      'close-one': '#close-one not exercised: the task had finished before the kit closed the third subscription',
    });
  });

  it('judges the updates of a plain A2A agent, which sends no vessel event', () => {
    const later = laterSubscriptions();
    const [turn, a, b] = [later.turn, later.a, later.b].map(asPlainAgent) as [
      RecordedExchange,
      RecordedExchange,
      RecordedExchange,
    ];
    expect(only(exercised(checkStreamsBroadcast(turn, a, b, undefined))).status).toBe('pass');
    b.sse = b.sse!.filter((_, i) => i !== 3).map((x, index) => ({ ...x, index }));
    expect(failed(checkStreamsBroadcast(turn, a, b, undefined)).clauses).toEqual(['same-events']);
  });
});

describe('ListTasks', () => {
  it('passes every ListTasks rule when the method is not served (optional in CONTRACT.md)', () => {
    const none = notServed();
    for (const verdicts of [
      checkListTasksFilters(none, ['a'], { exchange: none, state: 'TASK_STATE_COMPLETED' }),
      checkListTasksPaging([none], 2, 3),
      checkListTasksOrder(none, ['a']),
      checkListTasksArtifacts(none, none, MADE),
    ])
      expect(only(verdicts)).toMatchObject({ status: 'pass', message: expect.stringMatching(/not served \(-32601\)/) });
  });

  it('a2a.list-tasks-filters: a missing task, a task in another state, an answer that is not a list', () => {
    const byStatus = { exchange: page([listed('a', 1)]), state: 'TASK_STATE_COMPLETED' };
    expect(failed(checkListTasksFilters(page([listed('a', 1)]), ['a', 'b'], byStatus)).clauses).toEqual(['context-id']);
    expect(
      failed(
        checkListTasksFilters(page([listed('a', 1)]), ['a'], {
          exchange: page([listed('a', 1), aTask('TASK_STATE_WORKING', { id: 'b' })]),
          state: 'TASK_STATE_COMPLETED',
        }),
      ),
    ).toEqual({
      message:
        'filtered by status TASK_STATE_COMPLETED, ListTasks listed 1 task(s) in another state ("TASK_STATE_WORKING")',
      clauses: ['status'],
    });
    expect(failed(checkListTasksFilters(result({}), ['a'], byStatus))).toEqual({
      message: 'ListTasks answered {"jsonrpc":"2.0","id":1,"result":{}}, not a list of tasks',
      clauses: ['context-id'],
    });
    expect(
      failed(checkListTasksFilters(page([listed('a', 1)]), ['a'], { ...byStatus, exchange: turnStream() })),
    ).toEqual({
      message: 'ListTasks answered with a stream, not a list of tasks',
      clauses: ['status'],
    });
    expect(only(checkListTasksFilters(page([listed('a', 1)]), ['a'], byStatus)).message).toBe(
      "the context's 1 tasks, and only tasks in TASK_STATE_COMPLETED, were listed",
    );
  });

  it('a2a.list-tasks-paging: each clause fails on its own', () => {
    const [t3, t2, t1] = [listed('t-3', 3), listed('t-2', 2), listed('t-1', 1)];
    expect(only(checkListTasksPaging([], 2, 3)).status).toBe('not-tested');
    expect(failed(checkListTasksPaging([page([t3, t2, t1])], 2, 3))).toEqual({
      message: 'page 1 holds 3 tasks; pageSize was 2',
      clauses: ['page-size'],
    });
    expect(failed(checkListTasksPaging([page([t3, t2], 'p2'), page([t2, t1])], 2, 3))).toEqual({
      message: 'page 2 repeats task "t-2"',
      clauses: ['next-page'],
    });
    expect(failed(checkListTasksPaging([page([t3, t2], ''), page([t1])], 2, 3))).toEqual({
      message: 'page 1 has an empty nextPageToken though tasks remained',
      clauses: ['next-page'],
    });
    expect(failed(checkListTasksPaging([page([t3, t2], 'p2')], 2, 3))).toEqual({
      message: 'the last page (1) has nextPageToken "p2", not "" (and 1 more)',
      clauses: ['next-page', 'last-page'],
    });
    expect(failed(checkListTasksPaging([result({ tasks: [t3, t2, t1] })], 3, 3))).toEqual({
      message: 'page 1 has nextPageToken (absent), not a string',
      clauses: ['last-page'],
    });
    expect(failed(checkListTasksPaging([page([t3, t2], 'p2'), error(-32602)], 2, 3)).clauses).toEqual([
      'page-size',
      'next-page',
    ]);
    expect(only(checkListTasksPaging([page([t3, t2], 'p2'), page([t1])], 2, 3)).message).toBe(
      '2 pages of at most 2, every task once, the last token ""',
    );
  });

  it('a2a.list-tasks-order: by status timestamp, then by the order the case created them', () => {
    expect(failed(checkListTasksOrder(result({}), ['a'])).message).toMatch(/not a list of tasks/);
    // Equal timestamps: the creation order decides.
    const same = (id: string) => listed(id, 1);
    expect(failed(checkListTasksOrder(page([same('a'), same('b')]), ['a', 'b'])).message).toBe(
      'the tasks were listed ["a","b"]; most recently updated first is ["b","a"]',
    );
    expect(status(checkListTasksOrder(page([same('b'), same('a')]), ['a', 'b']))).toBe('pass');
    // Tasks the case did not create are left out of the comparison.
    expect(status(checkListTasksOrder(page([listed('x', 3), listed('b', 2), listed('a', 1)]), ['a', 'b']))).toBe(
      'pass',
    );
    const unstamped = aTask('TASK_STATE_COMPLETED', { id: 'b', status: { state: 'TASK_STATE_COMPLETED' } });
    expect(failed(checkListTasksOrder(page([listed('a', 1), unstamped]), ['a', 'b'])).message).toMatch(
      /^task 1 \("b"\) was updated after task 0/,
    );
  });

  it('a2a.list-tasks-artifacts: #included is not exercised when no task the agent returned has an artifact', () => {
    const verdicts = checkListTasksArtifacts(page([listed('a', 1)]), page([listed('a', 1)]), [
      { id: 'a' },
      { id: 'b', artifacts: [] },
    ]);
    expect(verdicts.map((v) => `${v.status}: ${v.message}`)).toEqual([
      'pass: artifacts left out by default',
      'not-tested: #included not exercised: none of the 2 tasks the agent returned for this case has an artifact, so there is none to include',
    ]);
    // #omitted is still judged.
    const broken = checkListTasksArtifacts(page([listed('a', 1, { artifacts: [] })]), page([listed('a', 1)]), []);
    expect(broken.map((v) => v.status)).toEqual(['fail', 'not-tested']);
    expect(broken[0]!.message).toMatch(/^without includeArtifacts, 1 listed task\(s\) carry an artifacts field/);
  });

  it('a2a.list-tasks-artifacts: #included fails when no task carries its artifacts', () => {
    expect(
      failed(checkListTasksArtifacts(page([listed('a', 1)]), page([listed('a', 1, { artifacts: [] })]), MADE)),
    ).toEqual({
      message: 'with includeArtifacts true, no listed task carries its artifacts',
      clauses: ['included'],
    });
    expect(failed(checkListTasksArtifacts(result({}), page([listed('a', 1)]), MADE)).clauses).toEqual([
      'omitted',
      'included',
    ]);
  });
});

describe('serialization of a turn', () => {
  it('a2a.camel-case: data and metadata are the agent’s own; snake_case elsewhere fails, with where', () => {
    // The valid turn's events carry snake_case keys inside parts[].data (events.txt): never protocol fields.
    expect(only(checkCamelCase(validTurn())).status).toBe('pass');
    const turn = validTurn();
    const first = turn.send.sse![1]!;
    const json = structuredClone(first.json) as Json;
    json.result.statusUpdate.status.message.metadata = { some_key: 1 };
    json.result.statusUpdate.task_id = 'x';
    turn.send.sse![1] = { ...first, json, data: JSON.stringify(json) };
    expect(failed(checkCamelCase(turn)).message).toBe(
      'event #1: 1 snake_case field name(s) (result.statusUpdate.task_id)',
    );
    const nothing = validTurn();
    nothing.send = { ...nothing.send, sse: [] };
    delete nothing.getTask;
    expect(only(checkCamelCase(nothing)).status).toBe('not-tested');
  });

  it('a2a.timestamps: every timestamp, of the stream and the answers, is ISO 8601 in UTC', () => {
    expect(only(checkTimestamps(validTurn())).status).toBe('not-tested');
    const turn = validTurn();
    const first = turn.send.sse![0]!;
    const json = structuredClone(first.json) as Json;
    json.result.task.status.timestamp = '2026-01-01 00:00:00Z';
    turn.send.sse![0] = { ...first, json, data: JSON.stringify(json) };
    expect(failed(checkTimestamps(turn)).message).toBe(
      'event #0: result.task.status.timestamp is "2026-01-01 00:00:00Z", not an ISO 8601 time in UTC with Z',
    );
    json.result.task.status.timestamp = '2026-13-45T00:00:00Z';
    turn.send.sse![0] = { ...first, json, data: JSON.stringify(json) };
    expect(failed(checkTimestamps(turn)).message).toMatch(/2026-13-45T00:00:00Z/);
    json.result.task.status.timestamp = 1767225600;
    turn.send.sse![0] = { ...first, json, data: JSON.stringify(json) };
    expect(failed(checkTimestamps(turn)).message).toMatch(/is 1767225600, not an ISO 8601/);
    json.result.task.status.timestamp = '2026-01-01T00:00:00Z';
    json.result.task.metadata = { timestamp: 'whenever' };
    turn.send.sse![0] = { ...first, json, data: JSON.stringify(json) };
    expect(only(checkTimestamps(turn)).message).toBe('1 timestamps, each ISO 8601 in UTC');
  });

  it('a2a.result-response: each part of the envelope fails on #envelope', () => {
    const withGetTask = (body: unknown, headers = { 'content-type': 'application/json' }) => {
      const turn = validTurn();
      turn.getTask = { ...turn.getTask!, responseHeaders: headers, body: jsonBody(body) };
      return turn;
    };
    const task = aTask('TASK_STATE_COMPLETED');
    expect(failed(checkResultResponse(withGetTask({ jsonrpc: '1.0', id: 8, result: task }))).message).toBe(
      'GetTask: jsonrpc is "1.0"',
    );
    expect(failed(checkResultResponse(withGetTask({ jsonrpc: '2.0', id: 8 }))).message).toBe(
      'GetTask: the answer holds neither of result and error',
    );
    expect(failed(checkResultResponse(withGetTask({ jsonrpc: '2.0', id: 8, result: task, error: {} }))).message).toBe(
      'GetTask: the answer holds both of result and error',
    );
    expect(failed(checkResultResponse(withGetTask({ jsonrpc: '2.0', id: 3, result: task }))).message).toBe(
      "GetTask: the answer's id 3 is not the request's 8",
    );
    expect(failed(checkResultResponse(withGetTask('ok'))).message).toBe('GetTask was answered HTTP 200, not JSON-RPC');
    expect(
      status(
        checkResultResponse(
          withGetTask({ jsonrpc: '2.0', id: 8, result: task }, { 'content-type': 'application/a2a+json' }),
        ),
      ),
    ).toBe('pass');
    const streamOnly = validTurn();
    delete streamOnly.getTask;
    expect(only(checkResultResponse(streamOnly)).status).toBe('not-tested');
  });

  it('a2a.result-response: an answer whose bytes were not UTF-8 fails on #utf-8, naming the byte', () => {
    const turn = validTurn();
    turn.getTask = { ...turn.getTask!, notUtf8: { byte: 1844 } };
    const v = failed(checkResultResponse(turn));
    expect(v.clauses).toEqual(['utf-8']);
    expect(v.message).toBe(
      'GetTask was answered with bytes that are not UTF-8 from byte 1844 on: JSON is UTF-8 (RFC 8259 §8.1), and a client reads U+FFFD in their place',
    );
  });

  it('a2a.result-response over a case’s exchanges: each named by its method', () => {
    const call = answer(
      { jsonrpc: '2.0', id: 2, result: {} },
      { requestBody: { jsonrpc: '2.0', id: 1, method: 'ListTasks' } },
    );
    expect(failed(checkResultResponses([call])).message).toBe("ListTasks: the answer's id 2 is not the request's 1");
    expect(only(checkResultResponses([turnStream()])).status).toBe('not-tested');
  });
});

describe('errors and versions', () => {
  it('a2a.error-info: each of present, domain and reason; codes outside A2A’s are not judged', () => {
    expect(failed(checkErrorInfo(error(-32001)))).toEqual({
      message: 'error -32001 carries no error.data, so no google.rpc.ErrorInfo',
      clauses: ['present'],
    });
    expect(failed(checkErrorInfo(error(-32001, 'x', { data: [{ '@type': 'other' }] }))).clauses).toEqual(['present']);
    expect(
      failed(checkErrorInfo(error(-32002, 'x', { data: [errorInfo('TASK_NOT_CANCELABLE', 'example.com')] }))),
    ).toEqual({
      message: 'error -32002: ErrorInfo.domain is "example.com", not "a2a-protocol.org"',
      clauses: ['domain'],
    });
    // A code A2A leaves open needs a reason in UPPER_SNAKE_CASE.
    expect(status(checkErrorInfo(error(-32050, 'x', { data: [errorInfo('RATE_LIMITED')] })))).toBe('pass');
    expect(failed(checkErrorInfo(error(-32050, 'x', { data: [errorInfo('rateLimited')] }))).message).toBe(
      'error -32050: ErrorInfo.reason "rateLimited" is not UPPER_SNAKE_CASE',
    );
    for (const code of [-32000, -32100, -32602, '-32001'])
      expect(status(checkErrorInfo(error(code, 'x', { data: [errorInfo('X')] }))), String(code)).toBe('not-tested');
    expect(status(checkErrorInfo(error(-32099, 'x', { data: [errorInfo('LAST')] })))).toBe('pass');
    for (const [code, reason] of [
      [-32001, 'TASK_NOT_FOUND'],
      [-32002, 'TASK_NOT_CANCELABLE'],
      [-32003, 'PUSH_NOTIFICATION_NOT_SUPPORTED'],
      [-32004, 'UNSUPPORTED_OPERATION'],
      [-32005, 'CONTENT_TYPE_NOT_SUPPORTED'],
      [-32006, 'INVALID_AGENT_RESPONSE'],
      [-32007, 'EXTENDED_AGENT_CARD_NOT_CONFIGURED'],
      [-32008, 'EXTENSION_SUPPORT_REQUIRED'],
      [-32009, 'VERSION_NOT_SUPPORTED'],
    ] as const) {
      expect(status(checkErrorInfo(error(code, 'x', { data: [errorInfo(reason)] }))), reason).toBe('pass');
      expect(status(checkErrorInfo(error(code, 'x', { data: [errorInfo('UNKNOWN')] }))), reason).toBe('fail');
    }
  });

  it('a2a.invalid-params-bad-request: a -32602 answer carries a BadRequest saying what failed and why', () => {
    const badRequest = (fieldViolations: unknown) => ({ '@type': BAD_REQUEST, fieldViolations });
    const invalid = (data?: unknown) => error(-32602, 'params: id is required', data === undefined ? {} : { data });
    expect(failed(checkInvalidParamsBadRequest(invalid()))).toEqual({
      message: 'error -32602 carries no error.data, so no google.rpc.BadRequest',
      clauses: ['present'],
    });
    expect(failed(checkInvalidParamsBadRequest(invalid([errorInfo('INVALID_PARAMS')]))).clauses).toEqual(['present']);
    for (const violations of [
      [],
      undefined,
      'id',
      [{ field: 'id' }],
      [{ field: 'id', description: '' }],
      [{ description: 'x' }],
    ])
      expect(
        failed(checkInvalidParamsBadRequest(invalid([badRequest(violations)]))),
        JSON.stringify(violations),
      ).toEqual({
        message: `error -32602's BadRequest says no field that failed and why (fieldViolations ${JSON.stringify(violations) ?? 'undefined'})`,
        clauses: ['violations'],
      });
    // Any field string: §9.5's example names message.parts, D3 a JSON pointer ('' the whole transcript).
    for (const field of ['message.parts', '/messages/3', ''])
      expect(
        only(checkInvalidParamsBadRequest(invalid([errorInfo('X'), badRequest([{ field, description: 'bad' }])]))),
      ).toMatchObject({ status: 'pass', message: 'error -32602 carries a BadRequest with 1 field violation(s)' });
    // Only -32602 is a validation error; A2A's codes and JSON-RPC's others owe none.
    for (const code of [-32600, -32603, -32001, '-32602'])
      expect(status(checkInvalidParamsBadRequest(error(code, 'x'))), String(code)).toBe('not-tested');
    expect(status(checkInvalidParamsBadRequest(result(aTask('TASK_STATE_COMPLETED'))))).toBe('not-tested');
  });

  it('a2a.version-negotiation: an empty version is 0.3, due -32009 unless the card lists 0.3', () => {
    const served = result(aTask('TASK_STATE_COMPLETED'));
    expect(failed(checkVersionNegotiation(served, served, cardBody()))).toEqual({
      message: expect.stringMatching(
        /^an empty A2A-Version \(0\.3\) was answered .*; the card lists no 0\.3 interface, so -32009 was due$/,
      ),
      clauses: ['empty-is-0.3'],
    });
    const speaks03 = cardBody({ supportedInterfaces: [iface({}), iface({ protocolVersion: '0.3' })] });
    // An agent that speaks 0.3 serves an empty version: the clause is said not exercised, and the pass claims only the patch.
    const skipped = checkVersionNegotiation(served, served, speaks03);
    expect(only(exercised(skipped))).toMatchObject({ status: 'pass', message: 'a patch number is ignored' });
    expect(unexercised(skipped)).toEqual({
      'empty-is-0.3':
        '#empty-is-0.3 not exercised: the card lists a 0.3 interface, so an empty A2A-Version (0.3) is one it serves, and no answer shows it was read as 0.3',
    });
    expect(failed(checkVersionNegotiation(answer('busy', { status: 503 }), error(-32009), cardBody()))).toEqual({
      message: 'A2A-Version 1.0.7 was answered HTTP 503',
      clauses: ['patch-ignored'],
    });
    // Any other error to the patch version is the method's own answer, not a refusal of the version.
    expect(status(checkVersionNegotiation(error(-32001), error(-32009), cardBody()))).toBe('pass');
    expect(status(checkVersionNegotiation(served, error(-32009), undefined))).toBe('pass');
  });
});

// What mutation testing showed unpinned: each pass message and not-tested reason in its words,
// the evidence each finding carries, and the branches a one-failure-per-rule table never takes.
/** An answer that is not JSON: a 503 with a text body. */
const busy = () => answer('', { status: 503, body: { text: 'busy' } });
const findingsOf = (verdicts: Verdict[]) =>
  (only(verdicts).evidence as { findings: { clause: string; message: string; evidence?: unknown }[] }).findings;

describe('the card, word for word', () => {
  const judge = (over: Json) => checkCardInterfacesDeclared(card({ supportedInterfaces: [iface(over)] }));

  it('a2a.interfaces-declared: the pass message counts the interfaces; each finding holds its interface', () => {
    const two = checkCardInterfacesDeclared(
      card({ supportedInterfaces: [iface({}), iface({ protocolVersion: '0.3' })] }),
    );
    expect(only(two)).toMatchObject({
      status: 'pass',
      message: '2 interfaces, each with its binding, version and URL',
    });
    const entry = { url: '/a', protocolBinding: '', protocolVersion: 'v1' };
    const findings = findingsOf(checkCardInterfacesDeclared(card({ supportedInterfaces: [entry] })));
    expect(findings.map((f) => [f.clause, f.evidence])).toEqual([
      ['binding', { interface: entry }],
      ['url', { interface: entry }],
      ['version', { interface: entry }],
    ]);
  });

  it('a2a.interfaces-declared: a url that is not a string fails even when it would read as one', () => {
    expect(failed(judge({ url: ['http://127.0.0.1:9/a'] }))).toEqual({
      message: 'supportedInterfaces[0]: url ["http://127.0.0.1:9/a"] is not an absolute http(s) URL',
      clauses: ['url'],
    });
  });

  it('a2a.interfaces-declared: Major.Minor as a string, of any number of digits', () => {
    expect(status(judge({ protocolVersion: '10.0' }))).toBe('pass');
    expect(status(judge({ protocolVersion: '1.10' }))).toBe('pass');
    expect(failed(judge({ protocolVersion: 1.5 }))).toEqual({
      message: 'supportedInterfaces[0]: protocolVersion 1.5 is not Major.Minor',
      clauses: ['version'],
    });
    expect(failed(judge({ protocolVersion: '1' })).clauses).toEqual(['version']);
  });

  it('a2a.interfaces-declared: interfaces that are not a list are no interfaces', () => {
    expect(only(checkCardInterfacesDeclared(card({ supportedInterfaces: 'JSONRPC' })))).toMatchObject({
      status: 'not-tested',
      message: 'the card lists no interface (a2a.card-interface judges that)',
    });
  });

  it('a2a.agent-card-caching: the pass message names both headers; findings hold what was served', () => {
    expect(only(checkCardCaching(cardServed({ 'cache-control': 'max-age=60', etag: '"v1"' }), undefined)).message).toBe(
      'Cache-Control max-age=60, ETag "v1", 304 when unchanged',
    );
    expect(
      findingsOf(checkCardCaching(cardServed({ 'cache-control': 'no-cache', etag: '"v1"' }), undefined))[0]!.evidence,
    ).toEqual({ cacheControl: 'no-cache' });
    expect(findingsOf(checkCardCaching(cardServed({ etag: '"v1"' }), undefined))[0]!.evidence).toEqual({
      cacheControl: undefined,
    });
    const notModified = findingsOf(
      checkCardCaching(cardServed({ 'cache-control': 'max-age=60', etag: '"v1"' }), card()),
    );
    expect(notModified[0]!.evidence).toEqual({ status: 200 });
    expect(only(checkCardCaching({ ...card(), status: 500 }, undefined)).message).toBe('no agent card (HTTP 500)');
  });

  it('a2a.agent-card-last-modified: the rule, the reason, the header as evidence', () => {
    const shown = only(checkCardLastModified({ ...card(), responseHeaders: { 'Last-Modified': 'yesterday' } }));
    expect(shown).toEqual({
      rule: 'a2a.agent-card-last-modified',
      status: 'pass',
      message: 'Last-Modified: yesterday',
      evidence: { lastModified: 'yesterday' },
    });
    expect(only(checkCardLastModified(card()))).toMatchObject({
      rule: 'a2a.agent-card-last-modified',
      message: 'the card is served without Last-Modified (A2A makes it a MAY)',
    });
  });

  it('capabilities: each reason in its words', () => {
    expect(only(checkExtendedCardUnsupported(undefined, error(-32004))).message).toBe(
      'no agent card to read capabilities from',
    );
    expect(only(checkPushNotSupported(undefined, {})).message).toBe('no agent card to read capabilities from');
    const declared = cardBody({ capabilities: { pushNotifications: true } });
    expect(only(checkPushNotSupported(declared, {}))).toMatchObject({
      status: 'skip',
      message:
        'not applicable: the card declares capabilities.pushNotifications, and a2a.push-declared holds it to serving the push notification methods',
    });
  });
});

describe('sending messages, word for word', () => {
  it('a2a.return-immediately: no task is said with what came; the goes-on finding holds the state', () => {
    expect(failed(checkReturnImmediately(busy(), 100, []))).toEqual({
      message: 'SendMessage answered "busy", not a task',
      clauses: ['in-progress'],
    });
    expect(failed(checkReturnImmediately(answer('', { status: 503, body: undefined }), 100, [])).message).toBe(
      'SendMessage answered HTTP 503, not a task',
    );
    const working = sent(aTask('TASK_STATE_WORKING'), { firstByteAt: 5 });
    expect(
      findingsOf(checkReturnImmediately(working, 100, [result(aTask('TASK_STATE_WORKING'))]))[0]!.evidence,
    ).toEqual({
      state: 'TASK_STATE_WORKING',
    });
  });

  it('a2a.context-id-generated: the pass names the context', () => {
    expect(only(checkContextIdGenerated(sent(aTask('TASK_STATE_COMPLETED'))))).toMatchObject({
      status: 'pass',
      message: 'the task names the generated context c-1',
    });
  });

  it('a2a.task-id-unique: either one without a task fails; two without ids are not also the same id', () => {
    expect(failed(checkTaskIdUnique(error(-32603), sent(aTask('TASK_STATE_COMPLETED')))).message).toBe(
      'a new task has no id ((absent))',
    );
    expect(only(checkTaskIdUnique(error(-32603), error(-32603))).message).toBe('neither SendMessage returned a task');
    const blank = sent(aTask('TASK_STATE_COMPLETED', { id: '' }));
    expect(failed(checkTaskIdUnique(blank, blank)).message).toBe('a new task has no id ("") (and 1 more)');
  });

  it('a2a.context-task-mismatch: an answer that is not JSON is said as its text', () => {
    expect(failed(checkContextTaskMismatch(answer('oops', { body: { text: 'oops' } }))).message).toBe(
      'a message naming a task but another contextId was answered "oops", not an error',
    );
  });

  it('a2a.unknown-fields-ignored: the pass in its words', () => {
    expect(only(checkUnknownFieldsIgnored(sent(aTask('TASK_STATE_COMPLETED'))))).toMatchObject({
      status: 'pass',
      message: 'served, the unknown fields ignored',
    });
  });
});

describe('history, word for word', () => {
  it('a2a.history-length: the finding holds the count (or the value); the reason in its words', () => {
    const two = result(aTask('X', { history: [{}, {}] }));
    expect(findingsOf(exercised(checkHistoryLength({ 'get-task': two })))[0]!.evidence).toEqual({ history: 2 });
    expect(
      findingsOf(exercised(checkHistoryLength({ 'get-task': result(aTask('X', { history: 'all' })) })))[0]!.evidence,
    ).toEqual({ history: 'all' });
    expect(only(checkHistoryLength({ 'get-task': error(-32001) })).message).toMatch(
      /^no task came back to look at its history \(SendMessage was not sent; GetTask answered \{"jsonrpc"/,
    );
    const message = result({ message: { messageId: 'm', role: 'ROLE_AGENT', parts: [] } });
    expect(only(checkHistoryLength({ 'send-message': message })).message).toBe(
      'not applicable: SendMessage answered with a Message and made no task (A2A §3.1.1), so there is no history to bound',
    );
  });

  it('a2a.history-length-zero: the pass counts the tasks; the reason in its words', () => {
    expect(
      only(
        exercised(
          checkHistoryLengthZero({
            'get-task': result(aTask('TASK_STATE_COMPLETED')),
            'send-message': sent(aTask('TASK_STATE_COMPLETED')),
          }),
        ),
      ).message,
    ).toBe('2 tasks from 2 calls with historyLength 0 carried no history field');
    expect(only(exercised(checkHistoryLengthZero({ 'get-task': result(aTask('X')) }))).message).toBe(
      '1 task from 1 call with historyLength 0 carried no history field',
    );
    expect(only(checkHistoryLengthZero({ 'send-message': error(-32602) })).message).toMatch(
      /^no task came back to look at its history \(SendMessage answered /,
    );
  });
});

describe('cancel, each reading of the turn’s end', () => {
  const withCancel = (turn: RecordedTurn, answerOf: (task: Json) => unknown = (t) => t) => {
    const task = structuredClone((turn.getTask!.body!.json as Json).result);
    task.status.state = 'TASK_STATE_CANCELED';
    turn.cancel = { ...turn.getTask!, body: jsonBody({ jsonrpc: '2.0', id: 9, result: answerOf(task) }) };
    return turn;
  };
  const finalStatus = (turn: RecordedTurn) => statusOf(turn, 'turn.finished').status;

  it('a turn.finished saying cancelled owes the task, whatever its final state', () => {
    const turn = cancelledTurn();
    finalStatus(turn).state = 'TASK_STATE_COMPLETED';
    expect(only(checkCancelReturnsTask(withCancel(resync(turn)))).status).toBe('pass');
  });

  it('a final state CANCELED owes the task, whatever turn.finished says, or without one', () => {
    const said = cancelledTurn();
    eventData(said, 'turn.finished').status = 'ok';
    expect(only(checkCancelReturnsTask(withCancel(resync(said)))).status).toBe('pass');
    const none = cancelledTurn();
    eventData(none, 'turn.finished').type = 'turn.over';
    expect(only(checkCancelReturnsTask(withCancel(resync(none)))).status).toBe('pass');
  });

  it('not judged when neither says cancelled, naming the final state without a turn.finished', () => {
    const turn = validTurn();
    eventData(turn, 'turn.finished').type = 'turn.over';
    turn.cancel = { ...turn.getTask! };
    expect(only(checkCancelReturnsTask(resync(turn)))).toMatchObject({
      status: 'not-tested',
      message: 'the turn ended "TASK_STATE_COMPLETED", not cancelled',
    });
  });

  it('#canceled: a task in another state, the state as evidence', () => {
    const turn = withCancel(cancelledTurn(), (t) => ({ ...t, status: { state: 'TASK_STATE_WORKING' } }));
    expect(failed(checkCancelReturnsTask(turn))).toEqual({
      message: 'CancelTask answered the task in "TASK_STATE_WORKING", not TASK_STATE_CANCELED',
      clauses: ['canceled'],
    });
    expect(findingsOf(checkCancelReturnsTask(turn))[0]!.evidence).toEqual({ state: 'TASK_STATE_WORKING' });
  });

  it('a2a.task-shape: each task named where it came from; answers without tasks are not judged', () => {
    expect(failed(checkTaskShape({ 'cancel-task': result({ id: 't', contextId: 'c' }) })).message).toMatch(
      /^CancelTask's task \(task\): /,
    );
    expect(failed(checkTaskShape({ 'list-tasks': page([listed('a', 1), { id: 'b' }]) })).message).toMatch(
      /^ListTasks' tasks\[1\] \(task\): /,
    );
    const none = checkTaskShape({ 'cancel-task': busy(), 'list-tasks': error(-32601) });
    expect(only(none)).toMatchObject({
      status: 'not-tested',
      message: 'no CancelTask or ListTasks answer held a task',
    });
  });
});

describe('several streams, each boundary', () => {
  const vesselEvents = (e: RecordedExchange) =>
    e.sse!.flatMap((x, i) => ((x.json as Json)?.result?.statusUpdate?.status?.message ? [i] : []));
  const renumber = (e: RecordedExchange) => (e.sse = e.sse!.map((x, index) => ({ ...x, index })));

  it('passes, counting the updates both received', () => {
    const { turn, a, b } = laterSubscriptions();
    expect(only(checkStreamsBroadcast(turn, a, b, closedEarly(turn)))).toMatchObject({
      status: 'pass',
      message: `two subscriptions received the same ${a.sse!.length - 1} events in order; closing a third stopped neither`,
    });
  });

  it('not judged without a first subscription, in its words', () => {
    const { turn, b } = laterSubscriptions();
    expect(only(checkStreamsBroadcast(turn, undefined, b, undefined)).message).toBe(
      'two subscriptions did not both stream (a2a.subscribe-to-task judges a refused one)',
    );
  });

  it('an event is owed to both once both had joined 200 ms before, not at 200 ms', () => {
    const { turn, a, b } = laterSubscriptions();
    const first = vesselEvents(a)[0]!;
    a.sse![0] = { ...a.sse![0]!, receivedAt: 0 };
    b.sse![0] = { ...b.sse![0]!, receivedAt: 500 };
    b.sse = b.sse!.filter((_, i) => i !== first);
    renumber(b);
    for (const [at, verdict] of [
      [400, 'pass'],
      [700, 'pass'],
      [701, 'fail'],
    ] as const) {
      a.sse![first] = { ...a.sse![first]!, receivedAt: at };
      expect(status(exercised(checkStreamsBroadcast(turn, a, b, undefined))), String(at)).toBe(verdict);
    }
  });

  it('an event the second received that the first did not is missing too', () => {
    const { turn, a, b } = laterSubscriptions();
    a.sse = a.sse!.filter((_, i) => i !== vesselEvents(a)[1]);
    renumber(a);
    expect(failed(checkStreamsBroadcast(turn, a, b, undefined)).message).toMatch(
      /^the two subscriptions did not receive the same events: 1 sent after both had joined reached one only /,
    );
  });

  it('one that joined earlier got more events: the order is compared on the events both got', () => {
    const { turn, a, b } = laterSubscriptions();
    const early = { ...turn.sse![1]!, receivedAt: b.sse![0]!.receivedAt };
    b.sse!.splice(1, 0, early);
    renumber(b);
    expect(status(exercised(checkStreamsBroadcast(turn, a, b, undefined)))).toBe('pass');
  });

  it('a subscription that streamed nothing has no first event to join by', () => {
    const { turn, a, b } = laterSubscriptions();
    const closed = closedEarly(turn);
    const empty = { ...a, sse: [] };
    expect(failed(checkStreamsBroadcast(turn, empty, b, closed)).message).toBe(
      'after a third subscription was closed, the first subscription never reached a terminal state (it ended by complete)',
    );
  });

  it('without a closed third, a stream that never ended is not this rule’s', () => {
    const { turn, a, b } = laterSubscriptions();
    const cut = { ...turn, sse: turn.sse!.slice(0, 3) };
    expect(status(exercised(checkStreamsBroadcast(cut, a, b, undefined)))).toBe('pass');
  });
});

describe('ListTasks, each branch', () => {
  it('only -32601 is not served: another error, or no JSON, is no list', () => {
    expect(failed(checkListTasksOrder(error(-32602, 'bad'), ['a']))).toEqual({
      message:
        'ListTasks answered {"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"bad"}}, not a list of tasks',
      clauses: ['whole'],
    });
    expect(failed(checkListTasksOrder(busy(), ['a'])).message).toBe('ListTasks answered "busy", not a list of tasks');
  });

  it('a listed value that is not a task object is left out', () => {
    const byStatus = { exchange: page([listed('a', 1)]), state: 'TASK_STATE_COMPLETED' };
    expect(status(checkListTasksFilters(page([null, listed('a', 1), 'b'] as Json[]), ['a'], byStatus))).toBe('pass');
  });

  it('a2a.list-tasks-filters: the context finding holds what was listed and expected', () => {
    const byStatus = { exchange: page([listed('a', 1)]), state: 'TASK_STATE_COMPLETED' };
    expect(
      findingsOf(checkListTasksFilters(page([listed('a', 1), listed('x', 2)]), ['a'], byStatus))[0]!.evidence,
    ).toEqual({
      listed: ['a', 'x'],
      expected: ['a'],
    });
  });

  it('a2a.list-tasks-paging: the reason without pages; a page that is a result but no list; too few listed', () => {
    const [t3, t2, t1] = [listed('t-3', 3), listed('t-2', 2), listed('t-1', 1)];
    expect(only(checkListTasksPaging([], 2, 3)).message).toBe('no ListTasks page was asked for');
    expect(failed(checkListTasksPaging([page([t3, t2], 'p2'), result({ next: 1 })], 2, 2))).toEqual({
      message: 'page 2: ListTasks answered {"jsonrpc":"2.0","id":1,"result":{"next":1}}, not a list of tasks',
      clauses: ['page-size'],
    });
    expect(failed(checkListTasksPaging([page([t3, t2], 'p2'), busy()], 2, 2)).message).toBe(
      'page 2: ListTasks answered "busy", not a list of tasks',
    );
    const short = checkListTasksPaging([page([t3, t2])], 2, 3);
    expect(failed(short)).toEqual({
      message: 'following nextPageToken listed 2 of the 3 tasks',
      clauses: ['next-page'],
    });
    expect(findingsOf(short)[0]!.evidence).toEqual({ listed: 2, total: 3 });
    expect(status(checkListTasksPaging([page([t3, t2], 'p2'), page([t1])], 2, 3))).toBe('pass');
  });

  it('a2a.list-tasks-order: the pass counts the tasks; a status that is not an object or a timestamp not a string is unstamped', () => {
    expect(only(checkListTasksOrder(page([listed('b', 2), listed('a', 1)]), ['a', 'b'])).message).toBe(
      '2 tasks, most recently updated first',
    );
    const nullStatus = aTask('TASK_STATE_COMPLETED', { id: 'b', status: null });
    expect(failed(checkListTasksOrder(page([listed('a', 1), nullStatus]), ['a', 'b'])).message).toMatch(
      /^task 1 \("b"\) was updated after task 0/,
    );
    const numbered = aTask('TASK_STATE_COMPLETED', {
      id: 'b',
      status: { state: 'TASK_STATE_COMPLETED', timestamp: 2026 },
    });
    expect(failed(checkListTasksOrder(page([listed('c', 1), numbered]), ['b', 'c'])).message).toMatch(
      /^task 1 \("b"\) was updated after task 0/,
    );
  });

  it('a2a.list-tasks-order: tasks of the case not listed are left out; a timestamp failure is not also an order failure', () => {
    expect(status(checkListTasksOrder(page([listed('b', 2), listed('a', 1)]), ['a', 'b', 'c']))).toBe('pass');
    expect(failed(checkListTasksOrder(page([listed('a', 1), listed('b', 2)]), ['a', 'b'])).message).toBe(
      'task 1 ("b") was updated after task 0, yet is listed after it',
    );
  });

  it('a2a.list-tasks-artifacts: one task carrying its artifacts is enough; the pass and a non-list in their words', () => {
    const carried = listed('a', 1, { artifacts: [{ artifactId: 'x', parts: [{ text: 'x' }] }] });
    expect(only(checkListTasksArtifacts(page([listed('a', 1)]), page([carried, listed('b', 2)]), MADE))).toMatchObject({
      status: 'pass',
      message: 'artifacts left out by default, included when asked for',
    });
    expect(failed(checkListTasksArtifacts(page([listed('a', 1)]), result({}), MADE))).toEqual({
      message: 'ListTasks answered {"jsonrpc":"2.0","id":1,"result":{}}, not a list of tasks',
      clauses: ['included'],
    });
  });
});

describe('serialization, each place a field can be', () => {
  const withGetTaskResult = (change: (r: Json) => void) => {
    const turn = validTurn();
    const body = structuredClone(turn.getTask!.body!.json) as Json;
    change(body.result);
    turn.getTask = { ...turn.getTask!, body: jsonBody(body) };
    return turn;
  };

  it('a2a.camel-case: the pass counts the answers; fields in lists are found, at most three named, ten kept', () => {
    const turn = validTurn();
    expect(only(checkCamelCase(turn)).message).toBe(
      `${turn.send.sse!.length + 1} answers, every protocol field name camelCase`,
    );
    const listedKey = withGetTaskResult((r) => (r.artifacts[0].artifact_kind = 'x'));
    expect(failed(checkCamelCase(listedKey)).message).toBe(
      'GetTask: 1 snake_case field name(s) (result.artifacts[0].artifact_kind)',
    );
    const many = withGetTaskResult((r) => {
      for (let i = 0; i < 11; i++) r[`field_${i}`] = i;
    });
    expect(failed(checkCamelCase(many)).message).toBe(
      'GetTask: 11 snake_case field name(s) (result.field_0, result.field_1, result.field_2)',
    );
    const evidence = findingsOf(checkCamelCase(many))[0]!.evidence as { fields: string[] };
    expect(evidence.fields).toHaveLength(10);
    expect(evidence.fields[9]).toBe('result.field_9');
  });

  it('a2a.camel-case: a stream event that is not JSON is skipped; with nothing at all, the reason', () => {
    const turn = validTurn();
    turn.send.sse![1] = { ...turn.send.sse![1]!, json: undefined, data: 'not json' };
    expect(only(checkCamelCase(turn)).status).toBe('pass');
    const nothing = validTurn();
    nothing.send = { ...nothing.send, sse: [] };
    delete nothing.getTask;
    expect(only(checkCamelCase(nothing)).message).toBe('nothing came back to read field names from');
  });

  it('a2a.timestamps: the reason without any; timestamps in lists; a timestamp that is not a string', () => {
    expect(only(checkTimestamps(validTurn())).message).toBe('no answer carried a timestamp');
    const inList = withGetTaskResult((r) => (r.history = [{ timestamp: 'noon' }]));
    expect(failed(checkTimestamps(inList)).message).toBe(
      'GetTask: result.history[0].timestamp is "noon", not an ISO 8601 time in UTC with Z',
    );
    const listOfOne = withGetTaskResult((r) => (r.status.timestamp = ['2026-01-01T00:00:00Z']));
    expect(failed(checkTimestamps(listOfOne)).message).toBe(
      'GetTask: result.status.timestamp is ["2026-01-01T00:00:00Z"], not an ISO 8601 time in UTC with Z',
    );
  });

  it('a2a.timestamps: a ListTasks page and a subscription stream, beside the turn, are read too', () => {
    const listed = (timestamp: unknown): RecordedExchange =>
      ({
        ...validTurn().getTask!,
        body: jsonBody({ jsonrpc: '2.0', id: 3, result: { tasks: [{ id: 'task-1', status: { timestamp } }] } }),
      }) as RecordedExchange;
    expect(
      only(checkExchangeTimestamps([{ what: 'ListTasks', exchange: listed('2026-01-01T00:00:00Z') }])),
    ).toMatchObject({
      status: 'pass',
    });
    expect(
      failed(checkExchangeTimestamps([{ what: 'ListTasks', exchange: listed('2026-01-01T01:00:00+01:00') }])).message,
    ).toBe(
      'ListTasks: result.tasks[0].status.timestamp is "2026-01-01T01:00:00+01:00", not an ISO 8601 time in UTC with Z',
    );
    const subscription = validTurn().send;
    const first = subscription.sse![0]!;
    const json = structuredClone(first.json) as Json;
    json.result.task.status.timestamp = 'noon';
    subscription.sse![0] = { ...first, json, data: JSON.stringify(json) };
    expect(failed(checkExchangeTimestamps([{ what: 'the subscription', exchange: subscription }])).message).toBe(
      'the subscription\'s event #0: result.task.status.timestamp is "noon", not an ISO 8601 time in UTC with Z',
    );
    expect(only(checkExchangeTimestamps([])).status).toBe('not-tested');
  });

  it('a2a.result-response: counts what was answered at once; the reason when nothing was', () => {
    const turn = validTurn();
    expect(only(checkResultResponse(turn)).message).toBe('1 answers are JSON-RPC 2.0 as application/json');
    const unanswered = validTurn();
    unanswered.getTask = { ...unanswered.getTask!, status: undefined, body: undefined };
    expect(only(checkResultResponse(unanswered))).toMatchObject({
      status: 'not-tested',
      message: 'no method of this turn was answered at once',
    });
    const both = validTurn();
    both.cancel = { ...both.getTask! };
    both.getTask = { ...both.getTask!, sse: [] };
    expect(only(checkResultResponse(both)).message).toBe('1 answers are JSON-RPC 2.0 as application/json');
  });

  it('a2a.result-response: the content type must start application/json; an absent one is said so', () => {
    const withType = (headers: Record<string, string>) => {
      const turn = validTurn();
      turn.getTask = { ...turn.getTask!, responseHeaders: headers };
      return checkResultResponse(turn);
    };
    expect(failed(withType({ 'content-type': 'text/plain; for=application/json' }))).toEqual({
      message: 'GetTask was answered with Content-Type "text/plain; for=application/json"',
      clauses: ['content-type'],
    });
    expect(failed(withType({})).message).toBe('GetTask was answered with Content-Type ""');
  });

  it('a2a.result-response: an id is compared only for a result to a request that had one', () => {
    const call = (requestBody: unknown, body: unknown) =>
      answer(body, { requestBody: requestBody as RecordedExchange['requestBody'] });
    expect(
      status(
        checkResultResponses([call({ jsonrpc: '2.0', method: 'GetTask' }, { jsonrpc: '2.0', id: 4, result: {} })]),
      ),
    ).toBe('pass');
    expect(
      status(
        checkResultResponses([
          call({ jsonrpc: '2.0', id: 1, method: 'GetTask' }, { jsonrpc: '2.0', id: null, error: { code: -32700 } }),
        ]),
      ),
    ).toBe('pass');
  });

  it('a2a.result-response over exchanges: the pass counts them; a stream, no answer or no request object is not judged', () => {
    const ok = answer({ jsonrpc: '2.0', id: 1, result: {} });
    expect(only(checkResultResponses([ok, ok])).message).toBe('2 answers are JSON-RPC 2.0 as application/json');
    const unjudged = [
      turnStream(),
      answer({}, { status: undefined }),
      answer({ jsonrpc: '2.0', id: 1, result: {} }, { requestBody: 'raw' as never }),
    ];
    expect(only(checkResultResponses(unjudged))).toMatchObject({
      status: 'not-tested',
      message: 'no call was answered at once',
    });
  });
});

describe('versions, word for word', () => {
  it('a2a.version-negotiation: the pass in its words; what the empty version got, whichever it was', () => {
    const served = result(aTask('TASK_STATE_COMPLETED'));
    expect(only(checkVersionNegotiation(served, error(-32009), cardBody())).message).toBe(
      'a patch number is ignored, and an empty version is read as 0.3',
    );
    const emptyGot = (empty: RecordedExchange) =>
      failed(checkVersionNegotiation(served, empty, cardBody())).message.match(
        /^an empty A2A-Version \(0\.3\) was answered (.*); the card/,
      )![1];
    expect(emptyGot(result('fine'))).toBe('"fine"');
    expect(emptyGot(error(-32601, 'nope'))).toBe('{"code":-32601,"message":"nope"}');
    expect(emptyGot(answer('busy', { status: 503 }))).toBe('"HTTP 503"');
  });

  it('a2a.version-negotiation: interfaces that are not objects are skipped', () => {
    const served = result(aTask('TASK_STATE_COMPLETED'));
    const speaks03 = cardBody({ supportedInterfaces: [null, iface({ protocolVersion: '0.3' })] });
    expect(status(exercised(checkVersionNegotiation(served, served, speaks03)))).toBe('pass');
  });
});

describe('several streams, a second subscription that streamed nothing', () => {
  it('has no first event to join by either', () => {
    const turn = turnStream();
    const a = subscriptionTo(turn);
    const closed = closedEarly(turn);
    expect(failed(checkStreamsBroadcast(turn, a, { ...a, sse: [] }, closed)).message).toBe(
      'after a third subscription was closed, the second subscription never reached a terminal state (it ended by complete)',
    );
  });
});
