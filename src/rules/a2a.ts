// A2A 1.0 layer (CONTRACT.md "A2A layer", D1, D4): the agent card, the JSON-RPC binding, the SSE
// stream that carries a turn, and the error codes the suites provoke.
import { clause, contract, rule } from './cite.ts';
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
  rule(
    'a2a.card-served',
    'MUST',
    'The agent card is served as JSON at /.well-known/agent-card.json',
    [contract(A2A, 'The agent card is served at `GET {base}/.well-known/agent-card.json`')],
    {
      clauses: [
        clause('served', 'GET {base}/.well-known/agent-card.json answers 200 with a JSON object'),
        clause('structure', 'the card has the AgentCard fields A2A requires, each of its type'),
      ],
    },
  ),
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
    {
      clauses: [
        clause('jsonrpc-listed', 'supportedInterfaces lists an interface whose protocolBinding is JSONRPC'),
        clause('url', 'the JSONRPC interface names a non-empty url'),
        clause('protocol-version', 'the JSONRPC interface says protocolVersion "1.0"'),
      ],
    },
  ),
  rule('a2a.card-streaming', 'MUST', 'The card declares capabilities.streaming true', [
    contract(A2A, '`capabilities.streaming` is true.'),
  ]),
  rule(
    'a2a.trailing-slash',
    'MUST',
    'The interface url is accepted with and without a trailing slash',
    [contract(A2A, "Clients POST to that interface's `url`; a server accepts it with and without a trailing slash.")],
    {
      clauses: [
        clause('without-slash', 'a POST to the interface url without a trailing slash is answered as JSON-RPC'),
        clause('with-slash', 'a POST to the interface url with a trailing slash is answered as JSON-RPC'),
      ],
    },
  ),
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
  rule(
    'a2a.task-not-found',
    'MUST',
    'GetTask or CancelTask on an unknown task id gets -32001',
    [contract(A2A, 'A2A: -32001 task not found'), CANCEL_CODES],
    {
      clauses: [
        clause('get-task', 'GetTask on an unknown id gets -32001'),
        clause('cancel-task', 'CancelTask on an unknown id gets -32001'),
      ],
    },
  ),
  rule(
    'a2a.cancel-finished',
    'MUST',
    'CancelTask on a finished task gets -32002 (a cancelled one may return the task)',
    [CANCEL_CODES],
    {
      clauses: [
        clause('finished', 'CancelTask on a task that finished otherwise than cancelled gets -32002'),
        clause('cancelled', 'CancelTask on a task already cancelled gets -32002 or the cancelled task'),
      ],
    },
  ),
  rule('a2a.message-to-finished', 'MUST', 'A message sent to a finished task gets -32004', [
    contract(A2A, '-32004 unsupported operation (e.g. a message to a finished task)'),
  ]),
  rule(
    'a2a.error-response',
    'MUST',
    'An error before the stream is a plain JSON-RPC error response with an integer code and a message',
    [contract(A2A, 'Errors before the stream are plain JSON-RPC error responses.')],
    {
      clauses: [
        clause('jsonrpc', 'the error answer carries "jsonrpc": "2.0"'),
        clause('code', 'error.code is an integer'),
        clause('message', 'error.message is a non-empty string'),
        clause('id', "the error's id is the request's (null when the request could not be read)"),
      ],
    },
  ),
  rule(
    'a2a.error-data',
    'MUST',
    'error.data, when present, is an array of @type objects',
    [
      contract(
        A2A,
        '`error.data`, when present, is an array of `@type` objects (`google.rpc.ErrorInfo`, `google.rpc.BadRequest`).',
      ),
    ],
    {
      clauses: [
        clause('array', 'error.data, when present, is an array'),
        clause('typed', 'each error.data entry is an object with a string @type'),
      ],
    },
  ),
  rule(
    'a2a.send-message-task',
    'MUST',
    'SendMessage answers once with the final task',
    [contract(A2A, '`SendMessage` (the same turn, answered once with the final task)')],
    {
      clauses: [
        clause('not-streamed', 'SendMessage is answered once, as a JSON body, not as a stream'),
        clause('task-result', 'the result holds the task (result.task)'),
        clause('final-state', 'the task comes back in a terminal state'),
      ],
    },
  ),
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
    {
      clauses: [
        clause('streamed', 'SubscribeToTask on a running task is answered with a stream'),
        clause(
          'framed',
          'the subscription stream is framed like any stream (SSE, JSON-RPC, one member, ids, closed after its terminal status)',
        ),
        clause('task-first', 'the subscription stream begins with the task'),
        clause(
          'same-events',
          "its vessel events are the turn's own from that point on, with the same data and states, none missing",
        ),
        clause('same-final-state', "it ends in the turn's terminal state"),
      ],
    },
  ),
  rule(
    'a2a.snake-case-accepted',
    'MUST',
    'A turn sent with snake_case field names runs like the camelCase one',
    [contract(A2A, 'JSON uses the protobuf JSON mapping: camelCase fields (servers also accept snake_case)')],
    {
      clauses: [
        clause('runs', 'a turn spelled in snake_case streams to turn.finished with status ok'),
        clause('context-id-read', "the message's context_id is read (the stream names that context)"),
        clause('output-modes-read', 'configuration.accepted_output_modes is read (the transcript asked for comes)'),
      ],
    },
  ),
  rule('a2a.list-tasks', 'INFO', 'What ListTasks answers (the method is optional)', [
    contract(A2A, '`ListTasks` optionally.'),
  ]),
  rule(
    'a2a.get-task-final',
    'MUST',
    "GetTask after the turn answers the task in the stream's terminal state",
    [contract(A2A, '`GetTask`, `CancelTask`, `SubscribeToTask`'), contract('D1', 'One turn is one task.')],
    {
      clauses: [
        clause('same-task', "GetTask returns the turn's task (the same id)"),
        clause('final-state', 'GetTask reports the state the stream ended in'),
      ],
    },
  ),

  // The stream of one turn.
  rule(
    'a2a.sse-framing',
    'MUST',
    'A turn streams as 200 text/event-stream, each event one data line of JSON',
    [contract(A2A, 'A stream is `200 text/event-stream`; each event is one `data: <JSON>` line and a blank line')],
    {
      clauses: [
        clause('status-200', 'the stream is answered with HTTP 200'),
        clause('event-stream', 'its Content-Type is text/event-stream'),
        clause('one-data-line', 'each event carries its JSON on exactly one data: line'),
        clause('json', "each event's data is JSON"),
        clause('blank-line', 'each event is ended by a blank line (none is left unterminated when the stream closes)'),
      ],
    },
  ),
  rule(
    'a2a.jsonrpc-envelope',
    'MUST',
    'Each stream event is a whole JSON-RPC 2.0 response',
    [contract(A2A, 'the JSON is a whole JSON-RPC response')],
    {
      clauses: [
        clause('object', 'each event is a JSON object'),
        clause('jsonrpc', 'each event carries "jsonrpc": "2.0"'),
        clause('id', 'each event carries an id'),
        clause('result-or-error', 'each event holds exactly one of result and error'),
      ],
    },
  ),
  rule('a2a.response-id', 'MUST', "Each stream event's id equals the request's id", [
    contract(A2A, "whose `id` equals the request's"),
  ]),
  rule(
    'a2a.result-one-member',
    'MUST',
    'Each stream result has exactly one of task, message, statusUpdate, artifactUpdate',
    [contract(A2A, 'whose `result` has exactly one of `task`, `message`, `statusUpdate`, `artifactUpdate`.')],
    {
      clauses: [
        clause('one-member', 'each result holds exactly one of task, message, statusUpdate, artifactUpdate'),
        clause('no-error', 'no event of a stream is a JSON-RPC error'),
      ],
    },
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
    {
      clauses: [
        clause('task', 'a task has its A2A fields with their types'),
        clause('status-update', 'a statusUpdate has its A2A fields with their types'),
        clause('artifact-update', 'an artifactUpdate has its A2A fields with their types, camelCase'),
        clause('enum-names', 'states and roles are written as enum names (TASK_STATE_…, ROLE_…)'),
      ],
    },
  ),
  rule(
    'a2a.part-one-content',
    'MUST',
    'A part holds exactly one of text, data, raw or url',
    [
      contract(
        A2A,
        'a part holds exactly one of `text`, `data`, `raw` (base64) or `url`, with optional `mediaType`, `filename`, `metadata`.',
      ),
    ],
    {
      clauses: [
        clause('not-two', 'no part holds two or more of text, data, raw, url'),
        clause('not-none', 'no part holds none of them'),
      ],
    },
  ),
  rule('a2a.message-id', 'MUST', 'Every message carries a messageId', [
    contract(A2A, 'Every message has a `messageId`.'),
    contract('D4', "the product document's example omits `messageId`, which A2A 1.0 requires."),
  ]),
  rule('a2a.task-first', 'MUST', "A turn's stream begins with a task event", [
    contract(A2A, "A turn's stream begins with a `task` event"),
    contract('D4', "The stream's first event is the A2A `task` snapshot (A2A 1.0)"),
  ]),
  rule(
    'a2a.ids-consistent',
    'MUST',
    'Every event of a turn names the same taskId and contextId',
    [contract('D1', 'the task id is the `turn_id`, the `contextId` is the `conversation_id`.')],
    {
      clauses: [
        clause('task-id', "every event names the stream's task id"),
        clause('context-id', "every event names the stream's contextId"),
      ],
    },
  ),
  rule('a2a.terminal-status', 'MUST', 'The stream reaches a status update in a terminal state', [
    contract(A2A, 'Terminal states: COMPLETED, FAILED, CANCELED, REJECTED.'),
    contract('D5', '`turn.finished` last, in the status update whose state is terminal.'),
  ]),
  rule('a2a.nothing-after-terminal', 'MUST', 'No event follows the terminal status update', [CLOSED_AFTER_TERMINAL]),
  rule('a2a.stream-closed', 'MUST', 'The server closes the stream after the terminal status', [CLOSED_AFTER_TERMINAL]),
] as const satisfies readonly Rule[];
