// For every exchange check (A2A core behaviour provoked one request at a time): an answer it
// passes and one it fails, with the failure's message.
import type { RecordedExchange, RecordedTurn } from '../../src/a2a/recording.ts';
import type { Verdict } from '../../src/checks/types.ts';
import {
  checkAgentCard,
  checkCancelFinished,
  checkErrorData,
  checkErrorResponse,
  checkInvalidRequest,
  checkMessageToFinished,
  checkMethodNotFound,
  checkParseError,
  checkSendMessageTask,
  checkSnakeCaseAccepted,
  checkSubscribeToTask,
  checkTaskNotFound,
  checkTrailingSlash,
  checkVersionUnsupported,
  authoritiesOf,
  checkListTasksViews,
  checkSubscribeViews,
} from '../../src/checks/index.ts';
import { jsonBody, validTurn } from './builders.ts';
import { a2aSpecCases } from './a2a-spec-cases.ts';
import { capabilityCases } from './capabilities-cases.ts';
import { answer, card, error } from './exchange-builders.ts';

export { answer, card, error } from './exchange-builders.ts';
import { snakeCaseTurn, subscriptionTo, turnStream } from './subscription-builders.ts';

const pick =
  (rule: string) =>
  (verdicts: Verdict[]): Verdict[] =>
    verdicts.filter((v) => v.rule === rule);
const task = (state: string) => ({ id: 't', contextId: 'c', status: { state } });

export type { ExchangeCase } from './exchange-builders.ts';
import type { ExchangeCase } from './exchange-builders.ts';

export const exchangeCases: Record<string, ExchangeCase> = {
  'a2a.card-served': {
    pass: () => pick('a2a.card-served')(checkAgentCard(card())),
    fail: () => pick('a2a.card-served')(checkAgentCard(answer('not found', { status: 404 }))),
    message: /GET http:\/\/127\.0\.0\.1:9\/a answered HTTP 404/,
  },
  'a2a.card-interface': {
    pass: () => pick('a2a.card-interface')(checkAgentCard(card())),
    fail: () =>
      pick('a2a.card-interface')(
        checkAgentCard(card({ supportedInterfaces: [{ url: 'u', protocolBinding: 'GRPC', protocolVersion: '1.0' }] })),
      ),
    message: /lists no JSONRPC interface/,
  },
  'a2a.card-streaming': {
    pass: () => pick('a2a.card-streaming')(checkAgentCard(card())),
    fail: () => pick('a2a.card-streaming')(checkAgentCard(card({ capabilities: {} }))),
    message: /capabilities\.streaming is undefined, not true/,
  },
  'a2a.trailing-slash': {
    pass: () => checkTrailingSlash(error(-32001, 'task not found', {}), error(-32001)),
    fail: () =>
      checkTrailingSlash(
        answer('Not Found', { url: 'http://127.0.0.1:9/a/', status: 404, body: { text: 'Not Found' } }),
        error(-32001),
      ),
    message: /POST http:\/\/127\.0\.0\.1:9\/a\/ answered HTTP 404 without a JSON-RPC response/,
  },
  'a2a.version-unsupported': {
    pass: () => checkVersionUnsupported(error(-32009)),
    fail: () => checkVersionUnsupported(answer({ jsonrpc: '2.0', id: 1, result: task('TASK_STATE_COMPLETED') })),
    message: /expected JSON-RPC error -32009: answered .*not a JSON-RPC error/,
  },
  'a2a.method-not-found': {
    pass: () => checkMethodNotFound(error(-32601)),
    fail: () => checkMethodNotFound(error(-32600, 'bad')),
    message: /JSON-RPC error -32600 \("bad"\), expected -32601/,
  },
  'a2a.parse-error': {
    pass: () => checkParseError(error(-32700)),
    fail: () => checkParseError(answer(undefined, { status: 500, body: { text: '<html>oops' } })),
    message: /expected JSON-RPC error -32700: HTTP 500 with a body that is not JSON/,
  },
  'a2a.invalid-request': {
    pass: () => checkInvalidRequest(error(-32600)),
    fail: () => checkInvalidRequest(error(-32603)),
    message: /JSON-RPC error -32603 .*expected -32600/,
  },
  'a2a.task-not-found': {
    pass: () => checkTaskNotFound(error(-32001)),
    fail: () => checkTaskNotFound(error(-32602)),
    message: /expected -32001/,
  },
  'a2a.cancel-finished': {
    pass: () => [
      ...checkCancelFinished(error(-32002), { wasCancelled: false }),
      ...checkCancelFinished(answer({ jsonrpc: '2.0', id: 1, result: task('TASK_STATE_CANCELED') }), {
        wasCancelled: true,
      }),
    ],
    fail: () =>
      checkCancelFinished(answer({ jsonrpc: '2.0', id: 1, result: task('TASK_STATE_CANCELED') }), {
        wasCancelled: false,
      }),
    message: /expected JSON-RPC error -32002/,
  },
  'a2a.message-to-finished': {
    pass: () => checkMessageToFinished(error(-32004)),
    fail: () => checkMessageToFinished({ ...answer(null), sse: [], body: undefined }),
    message: /answered with a stream \(HTTP 200\), not a JSON-RPC error/,
  },
  'a2a.error-response': {
    pass: () => checkErrorResponse(error(-32001)),
    fail: () => checkErrorResponse(answer({ jsonrpc: '2.0', id: 2, error: { code: -32001, message: '' } })),
    message: /error\.message "" is not a non-empty string/,
  },
  'a2a.error-data': {
    pass: () =>
      checkErrorData(
        error(-32602, 'x', {
          data: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'r', domain: 'd' }],
        }),
      ),
    fail: () => checkErrorData(error(-32602, 'x', { data: [{ reason: 'r' }] })),
    message: /error\.data\[0\] \{"reason":"r"\} has no @type/,
  },
  'a2a.subscribe-to-task': {
    pass: () => {
      const turn = turnStream();
      return checkSubscribeToTask(turn, subscriptionTo(turn));
    },
    fail: () => {
      const turn = turnStream();
      return checkSubscribeToTask(turn, subscriptionTo(turn, { taskFirst: false }));
    },
    message: /the subscription stream \(a2a\.task-first\): event #0 is statusUpdate, not the task snapshot/,
  },
  'a2a.snake-case-accepted': {
    pass: () => checkSnakeCaseAccepted(snakeCaseTurn()),
    fail: () =>
      checkSnakeCaseAccepted({
        ...snakeCaseTurn(),
        sse: undefined,
        responseHeaders: { 'content-type': 'application/json' },
        body: jsonBody({
          jsonrpc: '2.0',
          id: 7,
          error: { code: -32602, message: 'message.messageId: a non-empty string is required' },
        }),
      }),
    message:
      /the turn spelled in snake_case \(message_id, context_id, .*\) was answered JSON-RPC error -32602 \("message\.messageId: a non-empty string is required"\), not streamed/,
  },
  'a2a.send-message-task': {
    pass: () => checkSendMessageTask(answer({ jsonrpc: '2.0', id: 1, result: { task: task('TASK_STATE_COMPLETED') } })),
    fail: () => checkSendMessageTask(answer({ jsonrpc: '2.0', id: 1, result: { task: task('TASK_STATE_WORKING') } })),
    message: /the task came back in "TASK_STATE_WORKING", not its final state/,
  },
  // Views of the task (src/checks/views.ts; every clause in views.test.ts).
  'views.list-tasks': {
    pass: () => {
      const turn = validTurn();
      return checkListTasksViews(listingOf(turn), authoritiesOf(turn));
    },
    fail: () => {
      const turn = validTurn();
      const list = listingOf(turn);
      (list.body!.json as { result: { tasks: { contextId: string }[] } }).result.tasks[0]!.contextId = 'conv-2';
      return checkListTasksViews(list, authoritiesOf(turn));
    },
    message: /ListTasks' task "task-1" has contextId "conv-2", the stream "conv-1"/,
  },
  'views.subscribe': {
    pass: () => {
      const turn = validTurn();
      return checkSubscribeViews(turn, subscriptionTo(turn.send, { from: 'turn.started' }));
    },
    fail: () => {
      const turn = validTurn();
      const sub = subscriptionTo(turn.send, { from: 'turn.started' });
      sub.sse = sub.sse!.filter((e) => !JSON.stringify(e.json).includes('"artifactUpdate"'));
      return checkSubscribeViews(turn, sub);
    },
    message:
      /the subscription lacks artifact "transcript-1" \("transcript"\), which the stream delivered \(and 1 more\)/,
  },
  ...a2aSpecCases,
  ...capabilityCases,
};

/** ListTasks after the turn, with includeArtifacts, listing its task as GetTask showed it. */
function listingOf(turn: RecordedTurn): RecordedExchange {
  const task = structuredClone((turn.getTask!.body!.json as { result: unknown }).result);
  return {
    ...turn.getTask!,
    requestBody: { jsonrpc: '2.0', id: 9, method: 'ListTasks', params: { includeArtifacts: true } },
    body: jsonBody({ jsonrpc: '2.0', id: 9, result: { tasks: [task], nextPageToken: '', pageSize: 50, totalSize: 1 } }),
  };
}
