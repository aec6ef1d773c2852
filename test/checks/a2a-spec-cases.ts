// For every check of the A2A specification's own requirements (src/checks/a2a-spec.ts, the
// A2A TCK's for JSON-RPC): recorded answers it passes and answers broken in one place it fails,
// with the failure's message.
import type { RecordedExchange, RecordedSseEvent } from '../../src/a2a/recording.ts';
import {
  checkCardCaching,
  checkCardInterfacesDeclared,
  checkContentTypeNotSupported,
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
  checkMessageUnknownTask,
  checkPushNotSupported,
  checkReturnImmediately,
  checkStreamsBroadcast,
  checkSubscribeFinished,
  checkSubscribeUnknown,
  checkTaskIdUnique,
  checkTaskShape,
  checkUnknownFieldsIgnored,
  checkVersionNegotiation,
} from '../../src/checks/index.ts';
import { answer, card, error, type ExchangeCase } from './exchange-builders.ts';
import { subscriptionTo, turnStream } from './subscription-builders.ts';

/** Tasks as the agent returned them, one with an artifact: #included can be judged. */
const MADE_WITH_ARTIFACTS = [{ id: 't-1', artifacts: [{ artifactId: 'a', parts: [{ text: 'x' }] }] }];

type Json = Record<string, any>;

export const ERROR_INFO = 'type.googleapis.com/google.rpc.ErrorInfo';
export const BAD_REQUEST = 'type.googleapis.com/google.rpc.BadRequest';
export const errorInfo = (reason: string, domain = 'a2a-protocol.org') => ({ '@type': ERROR_INFO, reason, domain });

export const aTask = (state: string, over: Json = {}): Json => ({
  id: 't-1',
  contextId: 'c-1',
  status: { state, timestamp: '2026-01-01T00:00:00.000Z' },
  ...over,
});
/** An answer whose result is `result`. */
export const result = (value: unknown, over: Partial<RecordedExchange> = {}) =>
  answer({ jsonrpc: '2.0', id: 1, result: value }, over);
const sent = (task: Json, over: Partial<RecordedExchange> = {}) => result({ task }, over);
/** A stream whose events are each task's snapshot (SendStreamingMessage's answer). */
export const streamedTasks = (...tasks: Json[]): RecordedExchange => {
  const sse = tasks.map((task, index) => {
    const json = { jsonrpc: '2.0', id: 1, result: { task } };
    const data = JSON.stringify(json);
    return { index, receivedAt: index, data, bytes: data.length, json };
  });
  return { ...answer({}), body: undefined, sse } as RecordedExchange;
};
/** A ListTasks page of `tasks`. */
export const listedTasks = (...tasks: Json[]) =>
  result({ tasks, nextPageToken: '', pageSize: 5, totalSize: tasks.length });
const cardBody = (over: Json = {}): Json => card(over).body!.json as Json;

const cached = (headers: Record<string, string>): RecordedExchange => ({
  ...card(),
  responseHeaders: { 'content-type': 'application/json', ...headers },
});
const CACHING = { 'cache-control': 'public, max-age=300', etag: '"v1"' };

/** A page of ListTasks: the tasks, and the token to the next page ("" on the last). */
const page = (tasks: Json[], nextPageToken = '') => result({ tasks, nextPageToken, pageSize: tasks.length });
const listed = (id: string, minute: number, over: Json = {}) =>
  aTask('TASK_STATE_COMPLETED', {
    id,
    status: { state: 'TASK_STATE_COMPLETED', timestamp: `2026-01-01T00:0${minute}:00.000Z` },
    ...over,
  });

/**
 * Two subscriptions that joined the conformant turn at its first text delta (`a`, `b`), their
 * events after the snapshot arriving a second later; a third cut off after its first event.
 */
function subscriptions(change: (b: RecordedSseEvent[]) => RecordedSseEvent[] = (b) => b) {
  const turn = turnStream();
  const later = (exchange: RecordedExchange): RecordedExchange => ({
    ...exchange,
    sse: exchange.sse!.map((e, i) => (i === 0 ? e : { ...e, receivedAt: e.receivedAt + 1000 })),
  });
  const a = later(subscriptionTo(turn));
  const b = later(subscriptionTo(turn));
  b.sse = change(b.sse!).map((e, index) => ({ ...e, index }));
  const closed = { ...subscriptionTo(turn), end: { at: 5, how: 'aborted' as const } };
  closed.sse = closed.sse!.slice(0, 2);
  return { turn, a, b, closed };
}

export const a2aSpecCases: Record<string, ExchangeCase> = {
  'a2a.interfaces-declared': {
    pass: () => checkCardInterfacesDeclared(card()),
    fail: () =>
      checkCardInterfacesDeclared(
        card({
          supportedInterfaces: [{ url: 'http://127.0.0.1:9/a', protocolBinding: 'JSONRPC', protocolVersion: '1.0.2' }],
        }),
      ),
    message: /supportedInterfaces\[0\]: protocolVersion "1\.0\.2" is not Major\.Minor/,
  },
  'a2a.agent-card-caching': {
    pass: () => checkCardCaching(cached(CACHING), answer('', { status: 304 })),
    fail: () => checkCardCaching(cached({ 'cache-control': 'no-store' }), undefined),
    message: /Cache-Control is "no-store", with no max-age \(and 1 more\)/,
  },
  'a2a.extended-card-unsupported': {
    pass: () => checkExtendedCardUnsupported(cardBody(), error(-32004, 'unsupported')),
    fail: () => checkExtendedCardUnsupported(cardBody(), result({ name: 'extended' })),
    message: /expected JSON-RPC error -32004: answered .*"name":"extended".*, not a JSON-RPC error/,
  },
  'a2a.push-not-supported': {
    pass: () =>
      checkPushNotSupported(cardBody(), {
        create: error(-32003),
        get: error(-32003),
        list: error(-32003),
        delete: error(-32003),
      }),
    fail: () => checkPushNotSupported(cardBody(), { create: error(-32003), get: error(-32601, 'no such method') }),
    message: /JSON-RPC error -32601 \("no such method"\), expected -32003/,
  },
  'a2a.content-type-not-supported': {
    pass: () => checkContentTypeNotSupported(error(-32005)),
    fail: () => checkContentTypeNotSupported(sent(aTask('TASK_STATE_COMPLETED'))),
    message: /expected JSON-RPC error -32005/,
  },
  'a2a.return-immediately': {
    pass: () =>
      checkReturnImmediately(sent(aTask('TASK_STATE_WORKING'), { firstByteAt: 5 }), 100, [
        result(aTask('TASK_STATE_WORKING')),
        result(aTask('TASK_STATE_COMPLETED')),
      ]),
    fail: () =>
      checkReturnImmediately(sent(aTask('TASK_STATE_WORKING'), { firstByteAt: 5 }), 100, [
        result(aTask('TASK_STATE_WORKING')),
      ]),
    message: /after 1 GetTask calls the task is still "TASK_STATE_WORKING"/,
  },
  'a2a.context-id-generated': {
    pass: () => checkContextIdGenerated(sent(aTask('TASK_STATE_COMPLETED'))),
    fail: () => checkContextIdGenerated(sent(aTask('TASK_STATE_COMPLETED', { contextId: '' }))),
    message: /the task names no contextId \(""\) though the message had none/,
  },
  'a2a.task-id-unique': {
    pass: () =>
      checkTaskIdUnique(sent(aTask('TASK_STATE_COMPLETED')), sent(aTask('TASK_STATE_COMPLETED', { id: 't-2' }))),
    fail: () => checkTaskIdUnique(sent(aTask('TASK_STATE_COMPLETED')), sent(aTask('TASK_STATE_COMPLETED'))),
    message: /two new tasks got the same id t-1/,
  },
  'a2a.message-unknown-task': {
    pass: () => checkMessageUnknownTask(error(-32001)),
    fail: () => checkMessageUnknownTask(error(-32602)),
    message: /JSON-RPC error -32602 \("problem"\), expected -32001/,
  },
  'a2a.context-task-mismatch': {
    pass: () => checkContextTaskMismatch(error(-32602)),
    fail: () => checkContextTaskMismatch(sent(aTask('TASK_STATE_COMPLETED'))),
    message: /a message naming a task but another contextId was answered .*, not an error/,
  },
  'a2a.invalid-params': {
    pass: () =>
      checkInvalidParams({ 'get-task': error(-32602), 'send-message': error(-32602), 'history-length': error(-32602) }),
    fail: () => checkInvalidParams({ 'get-task': error(-32602), 'history-length': error(-32001) }),
    message: /JSON-RPC error -32001 \("problem"\), expected -32602/,
  },
  'a2a.unknown-fields-ignored': {
    pass: () => checkUnknownFieldsIgnored(sent(aTask('TASK_STATE_COMPLETED'))),
    fail: () => checkUnknownFieldsIgnored(error(-32602, 'unknown field "vesselKitProbe"')),
    message: /fields A2A does not define was answered .*-32602.*unknown field/,
  },
  'a2a.history-length': {
    pass: () =>
      checkHistoryLength({
        'get-task': result(aTask('TASK_STATE_COMPLETED', { history: [{ messageId: 'm-2' }] })),
        'send-message': sent(aTask('TASK_STATE_COMPLETED')),
        stream: streamedTasks(aTask('TASK_STATE_SUBMITTED', { history: [{ messageId: 'm-1' }] })),
        'list-tasks': listedTasks(aTask('TASK_STATE_COMPLETED'), aTask('TASK_STATE_COMPLETED', { history: [{}] })),
      }),
    fail: () =>
      checkHistoryLength({
        'get-task': result(aTask('TASK_STATE_COMPLETED', { history: [{ messageId: 'm-1' }, { messageId: 'm-2' }] })),
        'send-message': sent(aTask('TASK_STATE_COMPLETED')),
        stream: streamedTasks(aTask('TASK_STATE_SUBMITTED')),
        'list-tasks': listedTasks(aTask('TASK_STATE_COMPLETED')),
      }),
    message: /GetTask with historyLength 1 returned 2 history messages/,
  },
  'a2a.history-length-zero': {
    pass: () =>
      checkHistoryLengthZero({
        'get-task': result(aTask('TASK_STATE_COMPLETED')),
        'send-message': sent(aTask('TASK_STATE_COMPLETED')),
        stream: streamedTasks(aTask('TASK_STATE_SUBMITTED')),
        'list-tasks': listedTasks(aTask('TASK_STATE_COMPLETED')),
      }),
    fail: () =>
      checkHistoryLengthZero({
        'send-message': sent(aTask('TASK_STATE_COMPLETED', { history: [] })),
        'get-task': result(aTask('TASK_STATE_COMPLETED')),
        stream: streamedTasks(aTask('TASK_STATE_SUBMITTED')),
        'list-tasks': listedTasks(aTask('TASK_STATE_COMPLETED')),
      }),
    message: /SendMessage with historyLength 0 returned a history field \(0 messages\)/,
  },
  'a2a.subscribe-finished': {
    pass: () => checkSubscribeFinished(error(-32004)),
    fail: () => checkSubscribeFinished(error(-32001)),
    message: /JSON-RPC error -32001 \("problem"\), expected -32004/,
  },
  'a2a.subscribe-unknown': {
    pass: () => checkSubscribeUnknown(error(-32001)),
    fail: () => checkSubscribeUnknown(error(-32004)),
    message: /JSON-RPC error -32004 \("problem"\), expected -32001/,
  },
  'a2a.streams-broadcast': {
    pass: () => {
      const { turn, a, b, closed } = subscriptions();
      return checkStreamsBroadcast(turn, a, b, closed);
    },
    fail: () => {
      const { turn, a, b, closed } = subscriptions((events) => events.filter((_, i) => i !== 2));
      return checkStreamsBroadcast(turn, a, b, closed);
    },
    message: /the two subscriptions did not receive the same events: 1 sent after both had joined reached one only/,
  },
  'a2a.list-tasks-filters': {
    pass: () =>
      checkListTasksFilters(page([listed('t-1', 1), listed('t-2', 2)]), ['t-1', 't-2'], {
        exchange: page([listed('t-2', 2)]),
        state: 'TASK_STATE_COMPLETED',
      }),
    fail: () =>
      checkListTasksFilters(page([listed('t-1', 1), listed('t-2', 2), listed('t-9', 3)]), ['t-1', 't-2'], {
        exchange: page([listed('t-2', 2)]),
        state: 'TASK_STATE_COMPLETED',
      }),
    message:
      /filtered by the case's context, ListTasks listed \["t-1","t-2","t-9"\]; the context's tasks are \["t-1","t-2"\]/,
  },
  'a2a.list-tasks-paging': {
    pass: () =>
      checkListTasksPaging([page([listed('t-3', 3), listed('t-2', 2)], 'p2'), page([listed('t-1', 1)])], 2, 3),
    fail: () =>
      checkListTasksPaging([page([listed('t-3', 3), listed('t-2', 2)], 'p2'), page([listed('t-1', 1)], 'p3')], 2, 3),
    message: /the last page \(2\) has nextPageToken "p3", not ""/,
  },
  'a2a.list-tasks-order': {
    pass: () =>
      checkListTasksOrder(page([listed('t-3', 3), listed('t-2', 2), listed('t-1', 1)]), ['t-1', 't-2', 't-3']),
    fail: () =>
      checkListTasksOrder(page([listed('t-1', 1), listed('t-2', 2), listed('t-3', 3)]), ['t-1', 't-2', 't-3']),
    message: /task 1 \("t-2"\) was updated after task 0, yet is listed after it/,
  },
  'a2a.list-tasks-artifacts': {
    pass: () =>
      checkListTasksArtifacts(
        page([listed('t-1', 1)]),
        page([listed('t-1', 1, { artifacts: [{ artifactId: 'a', parts: [{ text: 'x' }] }] })]),
        MADE_WITH_ARTIFACTS,
      ),
    fail: () =>
      checkListTasksArtifacts(
        page([listed('t-1', 1, { artifacts: [] })]),
        page([listed('t-1', 1, { artifacts: [{ artifactId: 'a', parts: [{ text: 'x' }] }] })]),
        MADE_WITH_ARTIFACTS,
      ),
    message: /without includeArtifacts, 1 listed task\(s\) carry an artifacts field/,
  },
  'a2a.error-info': {
    pass: () => checkErrorInfo(error(-32001, 'task not found', { data: [errorInfo('TASK_NOT_FOUND')] })),
    fail: () => checkErrorInfo(error(-32001, 'task not found', { data: [errorInfo('NOT_FOUND')] })),
    message: /error -32001: ErrorInfo\.reason is "NOT_FOUND", not TASK_NOT_FOUND/,
  },
  'a2a.invalid-params-bad-request': {
    pass: () =>
      checkInvalidParamsBadRequest(
        error(-32602, 'params: id is required', {
          data: [{ '@type': BAD_REQUEST, fieldViolations: [{ field: 'id', description: 'is required' }] }],
        }),
      ),
    fail: () =>
      checkInvalidParamsBadRequest(error(-32602, 'params: id is required', { data: [errorInfo('INVALID_PARAMS')] })),
    message: /error -32602 carries no google\.rpc\.BadRequest in error\.data/,
  },
  'a2a.version-negotiation': {
    pass: () => checkVersionNegotiation(result(aTask('TASK_STATE_COMPLETED')), error(-32009), cardBody()),
    fail: () => checkVersionNegotiation(error(-32009), error(-32009), cardBody()),
    message: /A2A-Version 1\.0\.7 was refused \(-32009\): a patch number must not count/,
  },
  'a2a.task-shape': {
    pass: () =>
      checkTaskShape({ 'cancel-task': result(aTask('TASK_STATE_CANCELED')), 'list-tasks': page([listed('t-1', 1)]) }),
    fail: () => checkTaskShape({ 'list-tasks': page([{ id: 't-1', contextId: 'c-1' }]) }),
    message: /ListTasks' tasks\[0\] \(task\): must have required property 'status'/,
  },
};
