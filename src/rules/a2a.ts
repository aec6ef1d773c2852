// A2A 1.0 layer (CONTRACT.md "A2A layer", D1, D4): the agent card, the JSON-RPC binding, the SSE
// stream that carries a turn, and the error codes the suites provoke.
import { contract, rule } from './cite.ts';
import type { Rule } from './types.ts';

const A2A = 'A2A layer';
const CANCEL_CODES = contract(
  A2A,
  '`CancelTask` on a finished task answers -32002 (an already cancelled one may return the task); on an unknown id -32001.',
);
const CLOSED_AFTER_TERMINAL = contract(
  A2A,
  'the server closes it after the terminal status (there is no `final` flag in 1.0)',
);

export const rules = [
  // The agent card and the endpoint.
  rule('a2a.card-served', 'MUST', 'The agent card is served as JSON at /.well-known/agent-card.json', [
    contract(A2A, 'The agent card is served at `GET {base}/.well-known/agent-card.json`'),
  ]),
  rule(
    'a2a.card-interface',
    'MUST',
    'The card lists a JSONRPC interface with url, protocolBinding and protocolVersion 1.0',
    [
      contract(
        A2A,
        'its `supportedInterfaces` lists a `JSONRPC` interface (`url`, `protocolBinding`, `protocolVersion: "1.0"`)',
      ),
    ],
  ),
  rule('a2a.card-streaming', 'MUST', 'The card declares capabilities.streaming true', [
    contract(A2A, '`capabilities.streaming` is true.'),
  ]),
  rule('a2a.trailing-slash', 'MUST', 'The interface url is accepted with and without a trailing slash', [
    contract(A2A, "Clients POST to that interface's `url`; a server accepts it with and without a trailing slash."),
  ]),
  rule('a2a.version-unsupported', 'MUST', 'A request with an unsupported A2A-Version gets -32009', [
    contract(
      A2A,
      'Requests carry `A2A-Version: 1.0` and `Content-Type: application/json`; an unsupported version gets -32009.',
    ),
  ]),
  rule('a2a.method-not-found', 'MUST', 'An unknown method gets -32601', [contract(A2A, '-32601 method not found')]),
  rule('a2a.parse-error', 'MUST', 'A body that is not JSON gets -32700', [contract(A2A, 'Errors: -32700 parse error')]),
  rule('a2a.invalid-request', 'MUST', 'A body that is not a JSON-RPC request gets -32600', [
    contract(A2A, '-32600 invalid request'),
  ]),
  rule('a2a.task-not-found', 'MUST', 'GetTask or CancelTask on an unknown task id gets -32001', [
    contract(A2A, 'A2A: -32001 task not found'),
    CANCEL_CODES,
  ]),
  rule(
    'a2a.cancel-finished',
    'MUST',
    'CancelTask on a finished task gets -32002 (a cancelled one may return the task)',
    [CANCEL_CODES],
  ),
  rule('a2a.message-to-finished', 'MUST', 'A message sent to a finished task gets -32004', [
    contract(A2A, '-32004 unsupported operation (e.g. a message to a finished task)'),
  ]),
  rule(
    'a2a.error-response',
    'MUST',
    'An error before the stream is a plain JSON-RPC error response with an integer code and a message',
    [contract(A2A, 'Errors before the stream are plain JSON-RPC error responses.')],
  ),
  rule('a2a.error-data', 'MUST', 'error.data, when present, is an array of @type objects', [
    contract(
      A2A,
      '`error.data`, when present, is an array of `@type` objects (`google.rpc.ErrorInfo`, `google.rpc.BadRequest`).',
    ),
  ]),
  rule('a2a.send-message-task', 'MUST', 'SendMessage answers once with the final task', [
    contract(A2A, '`SendMessage` (the same turn, answered once with the final task)'),
  ]),
  rule(
    'a2a.subscribe-to-task',
    'MUST',
    "SubscribeToTask on a running task streams like any stream: the task first, then the same events as the turn's own stream from then on, to the same terminal state, then closes",
    [
      contract(
        A2A,
        'Methods (PascalCase): `SendStreamingMessage` (the turn, streamed as SSE), `SendMessage` (the same turn, answered once with the final task), `GetTask`, `CancelTask`, `SubscribeToTask`; `ListTasks` optionally.',
      ),
      contract(
        A2A,
        "the JSON is a whole JSON-RPC response whose `id` equals the request's and whose `result` has exactly one of `task`, `message`, `statusUpdate`, `artifactUpdate`.",
      ),
      contract(
        A2A,
        "A turn's stream begins with a `task` event, and the server closes it after the terminal status (there is no `final` flag in 1.0).",
      ),
    ],
  ),
  rule('a2a.snake-case-accepted', 'MUST', 'A turn sent with snake_case field names runs like the camelCase one', [
    contract(A2A, 'JSON uses the protobuf JSON mapping: camelCase fields (servers also accept snake_case)'),
  ]),
  rule('a2a.list-tasks', 'INFO', 'What ListTasks answers (the method is optional)', [
    contract(A2A, '`ListTasks` optionally.'),
  ]),
  rule('a2a.get-task-final', 'MUST', "GetTask after the turn answers the task in the stream's terminal state", [
    contract(A2A, '`GetTask`, `CancelTask`, `SubscribeToTask`'),
    contract('D1', 'One turn is one task.'),
  ]),

  // The stream of one turn.
  rule('a2a.sse-framing', 'MUST', 'A turn streams as 200 text/event-stream, each event one data line of JSON', [
    contract(A2A, 'A stream is `200 text/event-stream`; each event is one `data: <JSON>` line and a blank line'),
  ]),
  rule('a2a.jsonrpc-envelope', 'MUST', 'Each stream event is a whole JSON-RPC 2.0 response', [
    contract(A2A, 'the JSON is a whole JSON-RPC response'),
  ]),
  rule('a2a.response-id', 'MUST', "Each stream event's id equals the request's id", [
    contract(A2A, "whose `id` equals the request's"),
  ]),
  rule(
    'a2a.result-one-member',
    'MUST',
    'Each stream result has exactly one of task, message, statusUpdate, artifactUpdate',
    [contract(A2A, 'whose `result` has exactly one of `task`, `message`, `statusUpdate`, `artifactUpdate`.')],
  ),
  rule(
    'a2a.object-shape',
    'MUST',
    'Stream results follow the A2A 1.0 JSON mapping (camelCase fields, enums as names)',
    [
      contract(
        A2A,
        'JSON uses the protobuf JSON mapping: camelCase fields (servers also accept snake_case), enums as names (`TASK_STATE_WORKING`, `ROLE_AGENT`)',
      ),
    ],
  ),
  rule('a2a.part-one-content', 'MUST', 'A part holds exactly one of text, data, raw or url', [
    contract(
      A2A,
      'a part holds exactly one of `text`, `data`, `raw` (base64) or `url`, with optional `mediaType`, `filename`, `metadata`.',
    ),
  ]),
  rule('a2a.message-id', 'MUST', 'Every message carries a messageId', [
    contract(A2A, 'Every message has a `messageId`.'),
    contract('D4', "the product document's example omits `messageId`, which A2A 1.0 requires."),
  ]),
  rule('a2a.task-first', 'MUST', "A turn's stream begins with a task event", [
    contract(A2A, "A turn's stream begins with a `task` event"),
    contract('D4', "The stream's first event is the A2A `task` snapshot (A2A 1.0)"),
  ]),
  rule('a2a.ids-consistent', 'MUST', 'Every event of a turn names the same taskId and contextId', [
    contract('D1', 'the task id is the `turn_id`, the `contextId` is the `conversation_id`.'),
  ]),
  rule('a2a.terminal-status', 'MUST', 'The stream reaches a status update in a terminal state', [
    contract(A2A, 'Terminal states: COMPLETED, FAILED, CANCELED, REJECTED.'),
    contract('D5', '`turn.finished` last, in the status update whose state is terminal.'),
  ]),
  rule('a2a.nothing-after-terminal', 'MUST', 'No event follows the terminal status update', [CLOSED_AFTER_TERMINAL]),
  rule('a2a.stream-closed', 'MUST', 'The server closes the stream after the terminal status', [CLOSED_AFTER_TERMINAL]),
] as const satisfies readonly Rule[];
