// The A2A specification's checks (src/checks/a2a-spec.ts) beyond one pass and one failure each
// (a2a-spec-cases.ts): each clause failing alone, in its own words, what is not judged and why,
// and the readings the specification allows (ListTasks not served, a card declaring 0.3).
import { describe, expect, it } from 'vitest';
import type { RecordedExchange } from '../../src/a2a/recording.ts';
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
  checkResultResponse,
  checkTimestamps,
} from '../../src/checks/a2a-spec.ts';
import type { Verdict } from '../../src/checks/types.ts';
import { brokenClauses } from '../../src/checks/verdict.ts';
import { jsonBody, validTurn } from './builders.ts';
import { aTask, errorInfo, result } from './a2a-spec-cases.ts';
import { answer, card, error } from './exchange-builders.ts';
import { subscriptionTo, turnStream } from './subscription-builders.ts';
import { cancelledTurn } from './turn-cases.ts';

type Json = Record<string, any>;
const only = (verdicts: Verdict[]): Verdict => {
  expect(verdicts).toHaveLength(1);
  return verdicts[0]!;
};
const failed = (verdicts: Verdict[]) => {
  const v = only(verdicts);
  expect(v.status, v.message).toBe('fail');
  return { message: v.message, clauses: brokenClauses(v) };
};
const status = (verdicts: Verdict[]) => only(verdicts).status;
const sent = (task: Json, over: Partial<RecordedExchange> = {}) => result({ task }, over);
const page = (tasks: Json[], nextPageToken: unknown = '') => result({ tasks, nextPageToken });
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
    const served = (headers: Record<string, string>) => ({
      ...card(),
      responseHeaders: { 'content-type': 'application/json', ...headers },
    });
    const etag = { 'cache-control': 'max-age=60', etag: '"v1"' };
    expect(status(checkCardCaching(served(etag), answer('', { status: 304 })))).toBe('pass');
    expect(status(checkCardCaching(served({ 'Cache-Control': 'public,max-age=0', ETag: '"x"' }), undefined))).toBe(
      'pass',
    );
    expect(failed(checkCardCaching(served({ etag: '"v1"' }), undefined))).toEqual({
      message: 'the card is served with no Cache-Control',
      clauses: ['cache-control'],
    });
    expect(failed(checkCardCaching(served({ 'cache-control': 'no-cache', etag: '"v1"' }), undefined))).toEqual({
      message: 'Cache-Control is "no-cache", with no max-age',
      clauses: ['cache-control'],
    });
    expect(failed(checkCardCaching(served({ 'cache-control': 'max-age=60' }), undefined))).toEqual({
      message: 'the card is served with no ETag',
      clauses: ['etag'],
    });
    expect(failed(checkCardCaching(served(etag), card()))).toEqual({
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
    expect(only(checkExtendedCardUnsupported(declared, result({}))).message).toMatch(
      /declares capabilities\.extendedAgentCard/,
    );
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
    expect(only(checkPushNotSupported(declared, { create: error(-32601) })).status).toBe('not-tested');
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
    // Without the model's answer time, only the state and the end are judged.
    expect(status(checkReturnImmediately(working, undefined, done))).toBe('pass');
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
    expect(failed(checkHistoryLength({ 'send-message': sent(aTask('X', { history: 'all' })) }))).toEqual({
      message: 'SendMessage with historyLength 1 returned "all"',
      clauses: ['send-message'],
    });
    expect(only(checkHistoryLength({ 'get-task': error(-32001) })).status).toBe('not-tested');
    expect(only(checkHistoryLength({ 'get-task': result(aTask('X', { history: [{}] })) })).message).toBe(
      '1 tasks with historyLength 1 held at most one history message',
    );
  });

  it('a2a.history-length-zero: any history field fails, on the method it came from', () => {
    expect(failed(checkHistoryLengthZero({ 'get-task': result(aTask('X', { history: null })) }))).toEqual({
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
  const streams = () => {
    const turn = turnStream();
    const later = (e: RecordedExchange): RecordedExchange => ({
      ...e,
      sse: e.sse!.map((x, i) => (i === 0 ? x : { ...x, receivedAt: x.receivedAt + 1000 })),
    });
    return { turn, a: later(subscriptionTo(turn)), b: later(subscriptionTo(turn)) };
  };

  it('not judged unless both subscriptions streamed', () => {
    const { turn, a } = streams();
    expect(only(checkStreamsBroadcast(turn, a, undefined, undefined)).status).toBe('not-tested');
    expect(only(checkStreamsBroadcast(turn, a, error(-32004), undefined)).status).toBe('not-tested');
  });

  /** The indices of b's vessel events (status updates carrying one), in order. */
  const vesselEvents = (e: RecordedExchange) =>
    e.sse!.flatMap((x, i) => ((x.json as Json)?.result?.statusUpdate?.status?.message ? [i] : []));

  it('an event one got before the other had joined is not owed to the other', () => {
    const { turn, a, b } = streams();
    const first = vesselEvents(a)[0]!;
    // a had its first vessel event 300 ms in; b joined (its snapshot) at 500 ms, so never saw it.
    a.sse![0] = { ...a.sse![0]!, receivedAt: 0 };
    a.sse![first] = { ...a.sse![first]!, receivedAt: 300 };
    b.sse![0] = { ...b.sse![0]!, receivedAt: 500 };
    b.sse = b.sse!.filter((_, i) => i !== first).map((e, index) => ({ ...e, index }));
    expect(status(checkStreamsBroadcast(turn, a, b, undefined))).toBe('pass');
    // Had it come after both had joined, it was owed.
    a.sse![first] = { ...a.sse![first]!, receivedAt: 800 };
    expect(failed(checkStreamsBroadcast(turn, a, b, undefined)).clauses).toEqual(['same-events']);
  });

  it('#same-order: the same events in another order', () => {
    const { turn, a, b } = streams();
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
    const { turn, a, b } = streams();
    const cut = { ...b, sse: b.sse!.slice(0, 3), end: { at: 9, how: 'network-error' as const } };
    const closed = { ...subscriptionTo(turn), end: { at: 5, how: 'aborted' as const } };
    expect(failed(checkStreamsBroadcast(turn, a, cut, closed)).clauses).toContain('close-one');
    const evidence = only(checkStreamsBroadcast(turn, a, cut, closed)).evidence as { findings: { message: string }[] };
    expect(evidence.findings.map((f) => f.message)).toContain(
      'after a third subscription was closed, the second subscription never reached a terminal state (it ended by network-error)',
    );
    // Without a closed third, the end is a2a.subscribe-to-task's to judge.
    expect(status(checkStreamsBroadcast(turn, a, b, undefined))).toBe('pass');
    expect(status(checkStreamsBroadcast(turn, a, b, closed))).toBe('pass');
  });
});

describe('ListTasks', () => {
  it('passes every ListTasks rule when the method is not served (optional in CONTRACT.md)', () => {
    const none = notServed();
    for (const verdicts of [
      checkListTasksFilters(none, ['a'], { exchange: none, state: 'TASK_STATE_COMPLETED' }),
      checkListTasksPaging([none], 2, 3),
      checkListTasksOrder(none, ['a']),
      checkListTasksArtifacts(none, none),
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

  it('a2a.list-tasks-artifacts: #included fails when no task carries its artifacts', () => {
    expect(failed(checkListTasksArtifacts(page([listed('a', 1)]), page([listed('a', 1, { artifacts: [] })])))).toEqual({
      message: 'with includeArtifacts true, no listed task carries its artifacts',
      clauses: ['included'],
    });
    expect(failed(checkListTasksArtifacts(result({}), page([listed('a', 1)]))).clauses).toEqual([
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

  it('a2a.version-negotiation: an empty version is 0.3, due -32009 unless the card lists 0.3', () => {
    const served = result(aTask('TASK_STATE_COMPLETED'));
    expect(failed(checkVersionNegotiation(served, served, cardBody()))).toEqual({
      message: expect.stringMatching(
        /^an empty A2A-Version \(0\.3\) was answered .*; the card lists no 0\.3 interface, so -32009 was due$/,
      ),
      clauses: ['empty-is-0.3'],
    });
    const speaks03 = cardBody({ supportedInterfaces: [iface({}), iface({ protocolVersion: '0.3' })] });
    expect(status(checkVersionNegotiation(served, served, speaks03))).toBe('pass');
    expect(failed(checkVersionNegotiation(answer('busy', { status: 503 }), error(-32009), cardBody()))).toEqual({
      message: 'A2A-Version 1.0.7 was answered HTTP 503',
      clauses: ['patch-ignored'],
    });
    // Any other error to the patch version is the method's own answer, not a refusal of the version.
    expect(status(checkVersionNegotiation(error(-32001), error(-32009), cardBody()))).toBe('pass');
    expect(status(checkVersionNegotiation(served, error(-32009), undefined))).toBe('pass');
  });
});
