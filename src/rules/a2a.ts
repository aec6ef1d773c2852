// A2A 1.0 layer (CONTRACT.md "A2A layer", D1, D4): the agent card, the JSON-RPC binding, the SSE
// stream that carries a turn, and the error codes the suites provoke. Each rule CONTRACT.md
// restates from A2A cites the A2A sentence too (after CONTRACT.md's, whose order the suites quote
// by); one no A2A sentence says is a vessel rule, and its note says why.
import { a2aSpec, clause, contract, rule } from './cite.ts';
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
/** §3.2.4: historyLength means the same wherever a method takes it (GetTask, SendMessage, SendStreamingMessage, ListTasks). */
const ALL_OPERATIONS = a2aSpec(
  '3.2.4 History Length Semantics',
  'This parameter follows consistent semantics across all operations',
);
const CLOSE_AT_TERMINAL = a2aSpec(
  '3.1.2 Send Streaming Message',
  'The stream MUST close when the task reaches a terminal state (`TASK_STATE_COMPLETED`, `TASK_STATE_FAILED`, `TASK_STATE_CANCELED`, `TASK_STATE_REJECTED`).',
);
const MESSAGE_ONLY_STREAM = a2aSpec(
  '3.1.2 Send Streaming Message',
  'the stream MUST contain exactly one `Message` object and then close immediately',
);

export const rules = [
  // The agent card and the endpoint.
  rule(
    'a2a.card-served',
    'MUST',
    'The agent card is served as JSON at /.well-known/agent-card.json',
    [
      contract(A2A, 'The agent card is served at `GET {base}/.well-known/agent-card.json`'),
      a2aSpec('8.1 Purpose', 'A2A Servers MUST make an Agent Card available.'),
      a2aSpec(
        '8.2 Discovery Mechanisms',
        'Well-Known URI: Accessing `https://{server_domain}/.well-known/agent-card.json`',
      ),
      a2aSpec(
        '14.3 Well-Known URI Registration',
        'The resource at this URI MUST return an AgentCard object as defined in Section 4.4.1 of the A2A specification.',
      ),
      a2aSpec(
        '5.7 Field Presence and Optionality',
        'indicate that the field MUST be present and set in valid messages.',
      ),
    ],
    {
      clauses: [
        clause('served', 'GET {base}/.well-known/agent-card.json answers 200 with a JSON object'),
        clause('structure', 'the card has the AgentCard fields A2A requires, each of its type'),
      ],
      note: "A2A names the well-known URI at the server's domain (§8.2); CONTRACT.md puts it under the agent's base URL, the URL the kit is given, which is the domain's root when the agent is served there.",
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
      a2aSpec(
        'a2a.proto',
        'repeated AgentInterface supported_interfaces = 3 [(google.api.field_behavior) = REQUIRED];',
      ),
      a2aSpec(
        '8.3.1 Supported Interfaces Declaration',
        'Each interface MUST accurately declare its transport protocol and URL',
      ),
      a2aSpec('a2a.proto', 'string url = 1 [(google.api.field_behavior) = REQUIRED];'),
      a2aSpec('a2a.proto', 'string protocol_binding = 2 [(google.api.field_behavior) = REQUIRED];'),
      a2aSpec('a2a.proto', 'string protocol_version = 4 [(google.api.field_behavior) = REQUIRED];'),
    ],
    {
      clauses: [
        clause('jsonrpc-listed', 'supportedInterfaces lists an interface whose protocolBinding is JSONRPC'),
        clause('url', 'the JSONRPC interface names a non-empty url'),
        clause('protocol-version', 'the JSONRPC interface says protocolVersion "1.0"'),
      ],
      note: 'A2A asks every interface for its url, binding and version (§8.3.1, AgentInterface), not for a JSONRPC one: the kit judges A2A 1.0 over JSON-RPC (CONTRACT.md), so it needs that interface to talk to.',
    },
  ),
  rule(
    'a2a.card-streaming',
    'MUST',
    'The card declares capabilities.streaming true',
    [contract(A2A, '`capabilities.streaming` is true.')],
    {
      note: 'A vessel rule: A2A makes streaming an optional capability (AgentCapabilities.streaming is optional; §3.3.4 says what an agent that does not declare it answers). CONTRACT.md requires it of a vessel, whose turn is a stream.',
    },
  ),
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
      note: "A vessel rule: A2A has clients use the interface's URL as declared (§8.3.2: 'Use the correct URL for the selected transport') and asks nothing of a server at another URL; accepting both spellings is CONTRACT.md's.",
    },
  ),
  rule('a2a.version-unsupported', 'MUST', 'A request with an unsupported A2A-Version gets -32009', [
    contract(
      A2A,
      'Requests carry `A2A-Version: 1.0` and `Content-Type: application/json`; an unsupported version gets -32009.',
    ),
    a2aSpec(
      '3.6.2 Server Responsibilities',
      'If the version is not supported by the interface, agents MUST return a … VersionNotSupportedError',
    ),
    a2aSpec('5.4 Error Code Mappings', 'VersionNotSupportedError -32009'),
  ]),
  rule('a2a.method-not-found', 'MUST', 'An unknown method gets -32601', [
    contract(A2A, '-32601 method not found'),
    a2aSpec(
      '9.5 Error Handling',
      '-32601 MethodNotFoundError "Method not found" The requested method does not exist or is not available',
    ),
  ]),
  rule('a2a.parse-error', 'MUST', 'A body that is not JSON gets -32700', [
    contract(A2A, 'Errors: -32700 parse error'),
    a2aSpec('9.5 Error Handling', '-32700 JSONParseError "Invalid JSON payload" The server received invalid JSON'),
  ]),
  rule('a2a.invalid-request', 'MUST', 'A body that is not a JSON-RPC request gets -32600', [
    contract(A2A, '-32600 invalid request'),
    a2aSpec(
      '9.5 Error Handling',
      '-32600 InvalidRequestError "Request payload validation error" The JSON sent is not a valid Request object',
    ),
    a2aSpec('9.3 Base Request Structure', 'All JSON-RPC requests MUST follow the standard JSON-RPC 2.0 format:'),
  ]),
  rule(
    'a2a.task-not-found',
    'MUST',
    'GetTask or CancelTask on an unknown task id gets -32001',
    [
      contract(A2A, 'A2A: -32001 task not found'),
      CANCEL_CODES,
      a2aSpec('3.1.3 Get Task', 'The task ID does not exist or is not accessible.'),
      a2aSpec('3.1.5 Cancel Task', 'The task ID does not exist or is not accessible.'),
      a2aSpec('5.4 Error Code Mappings', 'TaskNotFoundError -32001'),
    ],
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
    [
      CANCEL_CODES,
      a2aSpec(
        '3.1.5 Cancel Task',
        'The task is not in a cancelable state (e.g., already completed, failed, or canceled).',
      ),
      a2aSpec('5.4 Error Code Mappings', 'TaskNotCancelableError -32002'),
      a2aSpec(
        '3.3.1 Idempotency',
        'Cancel Task operations are idempotent - multiple cancellation requests have the same effect.',
      ),
    ],
    {
      clauses: [
        clause('finished', 'CancelTask on a task that finished otherwise than cancelled gets -32002'),
        clause('cancelled', 'CancelTask on a task already cancelled gets -32002 or the cancelled task'),
      ],
      note: 'For a task already cancelled A2A names TaskNotCancelableError (§3.1.5) and makes cancelling idempotent (§3.3.1); CONTRACT.md reads the two as allowing either answer.',
    },
  ),
  rule('a2a.message-to-finished', 'MUST', 'A message sent to a finished task gets -32004', [
    contract(A2A, '-32004 unsupported operation (e.g. a message to a finished task)'),
    a2aSpec(
      '3.1.1 Send Message',
      'Messages sent to Tasks that are in a terminal state (`TASK_STATE_COMPLETED`, `TASK_STATE_FAILED`, `TASK_STATE_CANCELED`, `TASK_STATE_REJECTED`) cannot accept further messages.',
    ),
    a2aSpec('5.4 Error Code Mappings', 'UnsupportedOperationError -32004'),
  ]),
  rule(
    'a2a.error-response',
    'MUST',
    'An error before the stream is a plain JSON-RPC error response with an integer code and a message',
    [
      contract(A2A, 'Errors before the stream are plain JSON-RPC error responses.'),
      a2aSpec(
        '3.3.2 Error Handling',
        'All error responses in the A2A protocol, regardless of binding, MUST convey the following information:',
      ),
      a2aSpec('9.5 Error Handling', 'Error Code: Mapped to `error.code` (numeric JSON-RPC error code)'),
      a2aSpec('9.5 Error Handling', 'Error Message: Mapped to `error.message` (human-readable string)'),
      a2aSpec('9.1 Protocol Requirements', 'Protocol: JSON-RPC 2.0 over HTTP(S)'),
    ],
    {
      clauses: [
        clause('jsonrpc', 'the error answer carries "jsonrpc": "2.0"'),
        clause('code', 'error.code is an integer'),
        clause('message', 'error.message is a non-empty string'),
        clause('id', "the error's id is the request's (null when the request could not be read)"),
      ],
      note: "The jsonrpc member and the id (null when the request's could not be read) are JSON-RPC 2.0's, the protocol of A2A's binding (§9.1); that an error before a stream is a plain response, not an event, is CONTRACT.md's.",
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
      a2aSpec(
        '9.5 Error Handling',
        'Error Details: Mapped to error.data (array of objects, each containing a @type key, using ProtoJSON Any representation)',
      ),
      a2aSpec(
        '9.5 Error Handling',
        "Each object in the data array MUST include a @type key that identifies the object's type.",
      ),
    ],
    {
      clauses: [
        clause('array', 'error.data, when present, is an array'),
        clause('typed', 'each error.data entry is an object with a non-empty string @type'),
      ],
      note: 'A2A v1.0.1 (§3.3.2, §9.5) says in words that every object in error.data MUST carry @type; v1.0.0 said only that error.data holds google.protobuf.Any messages in ProtoJSON, whose form has one. The kit judged it already, from CONTRACT.md; an empty @type identifies no type and fails too.',
    },
  ),
  rule(
    'a2a.send-message-task',
    'MUST',
    'SendMessage answers once with the final task',
    [
      contract(A2A, '`SendMessage` (the same turn, answered once with the final task)'),
      a2aSpec(
        '3.2.2 SendMessageConfiguration',
        'The operation MUST wait until the task reaches a terminal state (`TASK_STATE_COMPLETED`, `TASK_STATE_FAILED`, `TASK_STATE_CANCELED`, `TASK_STATE_REJECTED`) or an interrupted state (`TASK_STATE_INPUT_REQUIRED`, `TASK_STATE_AUTH_REQUIRED`) before returning.',
      ),
      a2aSpec(
        '3.2.2 SendMessageConfiguration',
        'The response MUST include the latest task state with all artifacts and status information.',
      ),
      a2aSpec('9.1 Protocol Requirements', 'Content-Type: `application/json` for requests and responses'),
    ],
    {
      clauses: [
        clause('not-streamed', 'SendMessage is answered once, as a JSON body, not as a stream'),
        clause('task-result', 'the result holds the task (result.task)'),
        clause('final-state', 'the task comes back in a terminal state'),
      ],
      note: "A2A lets SendMessage answer a Message instead of a task (§3.1.1) and a blocking one stop at an interrupted state (§3.2.2); that a turn answers its task in a terminal state is CONTRACT.md's, for a vessel never waits for input.",
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
      a2aSpec('9.4.6 SubscribeToTask', 'Response: SSE stream (same format as `SendStreamingMessage`)'),
      a2aSpec(
        '3.1.6 Subscribe to Task',
        'The operation MUST return a `Task` object as the first event in the stream, representing the current state of the task at the time of subscription.',
      ),
      a2aSpec(
        '3.1.6 Subscribe to Task',
        'The stream MUST terminate when the task reaches a terminal state (`TASK_STATE_COMPLETED`, `TASK_STATE_FAILED`, `TASK_STATE_CANCELED`, `TASK_STATE_REJECTED`).',
      ),
      a2aSpec('3.5.2 Streaming Event Delivery', 'Each stream MUST receive the same events in the same order'),
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
          "its status and artifact updates (a vessel's events among them) are the turn's own from that point on, the same, none missing",
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
      note: "A vessel rule: A2A asks camelCase of every JSON serialization (§5.5) and nothing of a server given snake_case names (ProtoJSON parsers accept both, but that is protobuf's specification, not A2A's); accepting them is CONTRACT.md's.",
    },
  ),
  rule(
    'a2a.list-tasks',
    'INFO',
    'What ListTasks answers (the method is optional)',
    [contract(A2A, '`ListTasks` optionally.')],
    {
      note: "A vessel rule: no A2A sentence makes ListTasks optional (A2A counts it among the core operations 'that all A2A implementations must support', §3.1); CONTRACT.md does, so the kit only shows what it answers here, and the list-tasks-* rules pass a vessel that answers -32601.",
    },
  ),
  rule(
    'a2a.get-task-final',
    'MUST',
    "GetTask after the turn answers the task in the stream's terminal state",
    [
      contract(A2A, '`GetTask`, `CancelTask`, `SubscribeToTask`'),
      contract('D1', 'One turn is one task.'),
      a2aSpec(
        '3.1.3 Get Task',
        'Retrieves the current state (including status, artifacts, and optionally history) of a previously initiated task.',
      ),
      a2aSpec(
        '3.1.3 Get Task',
        'or for fetching the final state of a task after being notified via a push notification or after a stream has ended.',
      ),
    ],
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
    [
      contract(A2A, 'A stream is `200 text/event-stream`; each event is one `data: <JSON>` line and a blank line'),
      a2aSpec('9.4.2 SendStreamingMessage', 'Response: HTTP 200 with `Content-Type: text/event-stream`'),
      a2aSpec('9.1 Protocol Requirements', 'Streaming: Server-Sent Events (`text/event-stream`)'),
      a2aSpec(
        '9.4.2 SendStreamingMessage',
        'data: {"jsonrpc": "2.0", "id": 1, "result": { /* StreamResponse object */ }}',
      ),
    ],
    {
      clauses: [
        clause('status-200', 'the stream is answered with HTTP 200'),
        clause('event-stream', 'its Content-Type is text/event-stream'),
        clause('one-data-line', 'each event carries its JSON on exactly one data: line'),
        clause('json', "each event's data is JSON"),
        clause('utf-8', "the stream's bytes are UTF-8, as text/event-stream and JSON must be"),
        clause('blank-line', 'each event is ended by a blank line (none is left unterminated when the stream closes)'),
      ],
      note: "A2A's example gives each event one data line (§9.4.2); that it must (SSE would let its JSON span several) is CONTRACT.md's.",
    },
  ),
  rule(
    'a2a.jsonrpc-envelope',
    'MUST',
    'Each stream event is a whole JSON-RPC 2.0 response',
    [
      contract(A2A, 'the JSON is a whole JSON-RPC response'),
      a2aSpec(
        '9.4.2 SendStreamingMessage',
        'data: {"jsonrpc": "2.0", "id": 1, "result": { /* StreamResponse object */ }}',
      ),
      a2aSpec('9.1 Protocol Requirements', 'Protocol: JSON-RPC 2.0 over HTTP(S)'),
    ],
    {
      clauses: [
        clause('object', 'each event is a JSON object'),
        clause('jsonrpc', 'each event carries "jsonrpc": "2.0"'),
        clause('id', 'each event carries an id'),
        clause('result-or-error', 'each event holds exactly one of result and error'),
      ],
    },
  ),
  rule(
    'a2a.response-id',
    'MUST',
    "Each stream event's id equals the request's id",
    [
      contract(A2A, "whose `id` equals the request's"),
      a2aSpec(
        '9.4.2 SendStreamingMessage',
        'data: {"jsonrpc": "2.0", "id": 1, "result": { /* StreamResponse object */ }}',
      ),
      a2aSpec('9.1 Protocol Requirements', 'Protocol: JSON-RPC 2.0 over HTTP(S)'),
    ],
    {
      note: "A response's id is the request's by JSON-RPC 2.0, the protocol of A2A's binding (§9.1); §9.4.2's example shows every event of a stream answering request 1.",
    },
  ),
  rule(
    'a2a.result-one-member',
    'MUST',
    'Each stream result has exactly one of task, message, statusUpdate, artifactUpdate',
    [
      contract(A2A, 'whose `result` has exactly one of `task`, `message`, `statusUpdate`, `artifactUpdate`.'),
      a2aSpec(
        '9.4.2 SendStreamingMessage',
        'data: {"jsonrpc": "2.0", "id": 1, "result": { /* StreamResponse object */ }}',
      ),
      a2aSpec(
        '3.2.3 Stream Response',
        'This wrapper allows streaming endpoints to return different types of updates through a single response stream while maintaining type safety.',
      ),
      a2aSpec(
        'a2a.proto',
        'message StreamResponse { … oneof payload { … Task task = 1; … Message message = 2; … TaskStatusUpdateEvent status_update = 3; … TaskArtifactUpdateEvent artifact_update = 4;',
      ),
    ],
    {
      clauses: [
        clause('one-member', 'each result holds exactly one of task, message, statusUpdate, artifactUpdate'),
        clause('no-error', 'no event of a stream is a JSON-RPC error'),
      ],
      note: "A2A's stream events are results holding a StreamResponse, a oneof (§9.4.2, a2a.proto); that an error never comes inside a stream is CONTRACT.md's reading, whose every event has a result.",
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
      a2aSpec(
        '5.5 JSON Field Naming Convention',
        'All JSON serializations of the A2A protocol data model MUST use camelCase naming for field names, not the snake_case convention used in Protocol Buffer definitions.',
      ),
      a2aSpec(
        '5.5 JSON Field Naming Convention',
        'Enum values MUST be represented according to the … ProtoJSON specification … which serializes enums as their string names as defined in the Protocol Buffer definition (typically SCREAMING_SNAKE_CASE).',
      ),
      a2aSpec(
        '5.7 Field Presence and Optionality',
        'indicate that the field MUST be present and set in valid messages.',
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
      a2aSpec(
        'a2a.proto',
        'message Part { oneof content { … string text = 1; … bytes raw = 2; … string url = 3; … google.protobuf.Value data = 4;',
      ),
    ],
    {
      clauses: [
        clause('not-two', 'no part holds two or more of text, data, raw, url'),
        clause('not-none', 'no part holds none of them'),
      ],
      note: "A2A's Part holds its content in a oneof of the four (a2a.proto), so never two; that it holds one, never none, is CONTRACT.md's (a protobuf oneof may be unset, but a part without content carries nothing).",
    },
  ),
  rule('a2a.message-id', 'MUST', 'Every message carries a messageId', [
    contract(A2A, 'Every message has a `messageId`.'),
    contract('D4', "the product document's example omits `messageId`, which A2A 1.0 requires."),
    a2aSpec('a2a.proto', 'string message_id = 1 [(google.api.field_behavior) = REQUIRED];'),
    a2aSpec('5.7 Field Presence and Optionality', 'indicate that the field MUST be present and set in valid messages.'),
  ]),
  rule(
    'a2a.task-first',
    'MUST',
    "A turn's stream begins with a task event",
    [
      contract(A2A, "A turn's stream begins with a `task` event"),
      contract('D4', "The stream's first event is the A2A `task` snapshot (A2A 1.0)"),
      a2aSpec('3.1.2 Send Streaming Message', 'the stream MUST begin with the Task object'),
      a2aSpec('3.1.2 Send Streaming Message', 'The stream MUST follow one of these patterns:'),
    ],
    {
      note: "A2A's stream begins with the Task when the agent returns one; an agent may instead answer a message-only stream (§3.1.2), which passes: it begins with its one Message (a2a.nothing-after-terminal and a2a.stream-closed judge that it is alone and closed). A vessel's turn is never one (D4), and the vessel rules fail a turn that is (event.turn-started-first, order.sequence). A SubscribeToTask stream begins with the Task whatever the agent (§3.1.6).",
    },
  ),
  rule(
    'a2a.ids-consistent',
    'MUST',
    'Every event of a turn names the same taskId and contextId',
    [
      contract('D1', 'the task id is the `turn_id`, the `contextId` is the `conversation_id`.'),
      a2aSpec(
        '3.1.2 Send Streaming Message',
        'the stream MUST begin with the Task object, followed by zero or more … The stream MUST close when the task reaches a terminal state',
      ),
      a2aSpec('a2a.proto', 'The ID of the task that has changed.'),
      a2aSpec('a2a.proto', 'The ID of the context that the task belongs to.'),
    ],
    {
      clauses: [
        clause('task-id', "every event names the stream's task id"),
        clause('context-id', "every event names the stream's contextId"),
      ],
      note: "A2A's task stream is the stream of one task, its updates following its Task (§3.1.2), and each update names the task it updates and that task's context (TaskStatusUpdateEvent, TaskArtifactUpdateEvent): the kit reads an event naming another task or context in that stream as breaking them. What the ids are (the turn and the conversation) is D1's.",
    },
  ),
  rule(
    'a2a.terminal-status',
    'MUST',
    'The stream reaches a status update in a terminal state',
    [
      contract(A2A, 'Terminal states: COMPLETED, FAILED, CANCELED, REJECTED.'),
      contract('D5', '`turn.finished` last, in the status update whose state is terminal.'),
    ],
    {
      note: "A vessel rule: A2A closes a task's stream when the task reaches a terminal state (§3.1.2) but does not require it to reach one: a task may stop at an interrupted state (TASK_STATE_INPUT_REQUIRED, TASK_STATE_AUTH_REQUIRED; §3.2.2), and §11.7 has a stream close there too. That every turn's stream ends terminal is D5's, for a vessel never waits for input.",
    },
  ),
  rule(
    'a2a.nothing-after-terminal',
    'MUST',
    "No event follows the terminal status update (or a message-only stream's Message)",
    [CLOSED_AFTER_TERMINAL, CLOSE_AT_TERMINAL, MESSAGE_ONLY_STREAM],
    {
      note: "§11.7 lets an HTTP+JSON stream resend a final Task snapshot before closing; the JSON-RPC binding says no such thing (§9.4.2), and the kit reads §3.1.2's close at the terminal state as nothing after it. A message-only stream (§3.1.2) holds its one Message and nothing else.",
    },
  ),
  rule(
    'a2a.stream-closed',
    'MUST',
    "The server closes the stream after the terminal status (or a message-only stream's Message)",
    [CLOSED_AFTER_TERMINAL, CLOSE_AT_TERMINAL, MESSAGE_ONLY_STREAM],
  ),

  // ------------------------------------------------------------------------------------------
  // The A2A 1.0 specification itself, for a vessel over JSON-RPC: every requirement of the A2A
  // TCK (a2aproject/a2a-tck, 1.0-dev) that applies to one, at the level the specification gives it.

  // The agent card (A2A §8).
  rule(
    'a2a.interfaces-declared',
    'MUST',
    'Every interface the card lists declares its protocol binding, protocol version and URL',
    [
      a2aSpec(
        '8.3.1 Supported Interfaces Declaration',
        'Each interface MUST accurately declare its transport protocol and URL',
      ),
    ],
    {
      clauses: [
        clause('binding', 'each entry of supportedInterfaces names its protocolBinding'),
        clause('url', 'each entry names an absolute http(s) url'),
        clause('version', 'each entry names its protocolVersion as Major.Minor, without a patch number'),
      ],
      note: "TCK CARD-PROTO-001/002. A2A §3.6: 'Patch version numbers SHOULD NOT be used in … Agent Cards'; the kit reads an interface's version as Major.Minor.",
    },
  ),
  rule(
    'a2a.agent-card-caching',
    'SHOULD',
    'The card is served with Cache-Control max-age and an ETag, and a matching If-None-Match gets 304',
    [
      a2aSpec(
        '8.6.1 Server Requirements',
        "Agent Card HTTP endpoints SHOULD include a Cache-Control response header with a max-age directive appropriate for the agent's expected update frequency",
      ),
      a2aSpec(
        '8.6.1 Server Requirements',
        "Agent Card HTTP endpoints SHOULD include an ETag response header derived from the Agent Card's version field or a hash of the card content",
      ),
      contract(
        'D17',
        'The agent card is served with `Cache-Control` (with `max-age`) and an `ETag`, and `If-None-Match` with the current tag gets 304 (A2A §8.6.1).',
      ),
    ],
    {
      clauses: [
        clause('cache-control', 'the card response carries Cache-Control with a max-age'),
        clause('etag', 'the card response carries an ETag'),
        clause('not-modified', 'a GET with If-None-Match naming the current ETag gets 304'),
      ],
      note: 'TCK CARD-CACHE-001/002.',
    },
  ),
  rule('a2a.agent-card-last-modified', 'INFO', 'Whether the card is served with Last-Modified (A2A makes it a MAY)', [
    a2aSpec('8.6.1 Server Requirements', 'Agent Card HTTP endpoints MAY include a Last-Modified response header'),
  ]),
  rule(
    'a2a.extended-card-unsupported',
    'MUST',
    'GetExtendedAgentCard gets -32004 when the card does not declare capabilities.extendedAgentCard',
    [
      a2aSpec(
        '3.3.4 Capability Validation',
        'Extended Agent Card: If AgentCard.capabilities.extendedAgentCard is false or not present, attempts to call the Get Extended Agent Card operation MUST return',
      ),
    ],
    {
      note: 'TCK CORE-CAP-003. A card that declares the extended card is not judged here (CARD-EXT-001/002 need the authentication the card declares).',
    },
  ),
  rule(
    'a2a.push-not-supported',
    'MUST',
    'Each push notification method gets -32003 when the card does not declare capabilities.pushNotifications',
    [
      a2aSpec(
        '3.3.4 Capability Validation',
        'Push Notifications: If AgentCard.capabilities.pushNotifications is false or not present, operations related to push notification configuration (Create, Get, List, Delete) MUST return',
      ),
      a2aSpec('5.4 Error Code Mappings', 'PushNotificationNotSupportedError -32003'),
    ],
    {
      clauses: [
        clause('create', 'CreateTaskPushNotificationConfig gets -32003'),
        clause('get', 'GetTaskPushNotificationConfig gets -32003'),
        clause('list', 'ListTaskPushNotificationConfigs gets -32003'),
        clause('delete', 'DeleteTaskPushNotificationConfig gets -32003'),
      ],
      note: 'TCK CORE-CAP-001. Each method is called with its A2A 1.0 request (a2a.proto, §3.1.7–3.1.10): CreateTaskPushNotificationConfig takes a TaskPushNotificationConfig itself ({taskId, url}), Get and Delete {taskId, id}, List {taskId}. The PUSH-* requirements apply only to an agent that declares push notifications, which a vessel does not.',
    },
  ),
  rule(
    'a2a.streaming-unsupported',
    'MUST',
    'SendStreamingMessage and SubscribeToTask get -32004 when the card does not declare capabilities.streaming',
    [
      a2aSpec(
        '3.3.4 Capability Validation',
        'Streaming: If AgentCard.capabilities.streaming is false or not present, attempts to use SendStreamingMessage or SubscribeToTask operations MUST return',
      ),
      a2aSpec('5.4 Error Code Mappings', 'UnsupportedOperationError -32004'),
    ],
    {
      clauses: [
        clause('send-streaming-message', 'SendStreamingMessage gets -32004, not a stream'),
        clause('subscribe-to-task', "SubscribeToTask on the agent's own task gets -32004, not a stream"),
      ],
      note: 'TCK CORE-CAP-002. A vessel declares streaming (a2a.card-streaming), so this is judged on a plain A2A agent that does not stream, and on a vessel whose card forgot to declare it. SubscribeToTask is sent to the task a SendMessage made, so that TaskNotFoundError cannot stand in for the refusal; a task that finished owes -32004 as well (§3.1.6).',
    },
  ),
  // Capabilities the card declares (A2A AgentCapabilities): a declaration is a claim, held to the
  // section that defines the methods it makes available; what a card does not declare is not held
  // to it (the refusals it then owes are the rules above).
  rule(
    'a2a.streaming-declared',
    'MUST',
    'A card that declares capabilities.streaming serves SendStreamingMessage and SubscribeToTask: neither is refused with -32003, -32004 or -32601',
    [
      a2aSpec('a2a.proto', '// Indicates if the agent supports streaming responses.'),
      a2aSpec(
        '3.1.2 Send Streaming Message',
        'The operation MUST establish a streaming connection for real-time updates.',
      ),
      a2aSpec(
        '3.1.6 Subscribe to Task',
        'The operation enables real-time monitoring of task progress and can be used with any task that is not in a terminal state.',
      ),
      a2aSpec(
        '3.1.6 Subscribe to Task',
        'The operation MUST return a `Task` object as the first event in the stream, representing the current state of the task at the time of subscription.',
      ),
    ],
    {
      clauses: [
        clause('send-streaming-message', 'SendStreamingMessage is not refused with -32003, -32004 or -32601'),
        clause('subscribe-to-task', 'SubscribeToTask on a running task is not refused with -32003, -32004 or -32601'),
      ],
      note: "Judged on the turn and the subscription of a2a.subscribe-to-task's case, which judges the streams themselves. A -32004 to a SubscribeToTask that may have met the task finished is §3.1.6's answer to a terminal task, not a refusal of streaming, and is not judged. Not applicable to a card that does not declare streaming (§3.3.4 then owes -32004).",
    },
  ),
  rule(
    'a2a.push-declared',
    'MUST',
    'A card that declares capabilities.pushNotifications serves each push notification config method: none is refused with -32003, -32004 or -32601',
    [
      a2aSpec(
        'a2a.proto',
        '// Indicates if the agent supports sending push notifications for asynchronous task updates.',
      ),
      a2aSpec(
        '3.1.7 Create Push Notification Config',
        'The operation MUST establish a webhook endpoint for task update notifications.',
      ),
      a2aSpec(
        '3.1.7 Create Push Notification Config',
        'This operation is only available if the agent supports push notifications capability.',
      ),
      a2aSpec(
        '3.1.8 Get Push Notification Config',
        'The operation MUST return configuration details including webhook URL and notification settings.',
      ),
      a2aSpec(
        '3.1.9 List Push Notification Configs',
        'The operation MUST return all active push notification configurations for the specified task',
      ),
      a2aSpec(
        '3.1.10 Delete Push Notification Config',
        'The operation MUST permanently remove the specified push notification configuration.',
      ),
    ],
    {
      clauses: [
        clause('create', 'CreateTaskPushNotificationConfig is not refused with -32003, -32004 or -32601'),
        clause('get', 'GetTaskPushNotificationConfig is not refused with -32003, -32004 or -32601'),
        clause('list', 'ListTaskPushNotificationConfigs is not refused with -32003, -32004 or -32601'),
        clause('delete', 'DeleteTaskPushNotificationConfig is not refused with -32003, -32004 or -32601'),
      ],
      note: "Judged on the calls a2a.push-not-supported's case makes, on a task id no agent issued: any answer but a refusal passes (TaskNotFoundError among them, §3.1.7–3.1.10). What the agent does with a config (the webhook, its persistence, PUSH-*) is not exercised. Not applicable to a card that does not declare push notifications.",
    },
  ),
  rule(
    'a2a.extended-card-declared',
    'MUST',
    'A card that declares capabilities.extendedAgentCard serves GetExtendedAgentCard: it is not refused with -32003, -32004 or -32601',
    [
      a2aSpec('a2a.proto', '// Indicates if the agent supports providing an extended agent card when authenticated.'),
      a2aSpec(
        '3.1.11 Get Extended Agent Card',
        'This endpoint is available only if `AgentCard.capabilities.extendedAgentCard` is `true`.',
      ),
      a2aSpec(
        '3.3.4 Capability Validation',
        'If the agent declares support but has not configured an extended card, it MUST return',
      ),
    ],
    {
      note: "Judged on the call a2a.extended-card-unsupported's case makes, without credentials: the card, ExtendedAgentCardNotConfiguredError or an authentication error passes; only a refusal of the method fails. Not applicable to a card that does not declare the extended card.",
    },
  ),
  rule(
    'a2a.extensions-required',
    'MUST',
    'A card that declares an extension required: true answers a message that declares no extension with ExtensionSupportRequiredError (-32008)',
    [
      a2aSpec(
        '3.3.4 Capability Validation',
        'Extensions: When a server requests use of an extension marked as `required: true` in the Agent Card but the client does not declare support for it, the agent MUST return',
      ),
      a2aSpec('5.4 Error Code Mappings', 'ExtensionSupportRequiredError -32008'),
    ],
    {
      note: 'TCK CORE-CAP-004. The kit declares no extension (no A2A-Extensions header, no message extensions), so a SendMessage it sends to an agent whose card marks an extension required must get -32008. Not applicable to a card that marks none required (capabilities.extensions absent, or each required: false).',
    },
  ),

  // Sending a message (A2A §3.1.1, §3.2.2, §3.4).
  rule(
    'a2a.content-type-not-supported',
    'MUST',
    'A message part of a media type the agent does not take gets -32005',
    [
      a2aSpec(
        '3.1.1 Send Message',
        "A Media Type provided in the request's message parts is not supported by the agent.",
      ),
      a2aSpec('5.4 Error Code Mappings', 'ContentTypeNotSupportedError -32005'),
      contract(
        A2A,
        'A2A: -32001 task not found, -32002 task not cancelable, -32004 unsupported operation (e.g. a message to a finished task), -32005 content type not supported',
      ),
    ],
    {
      note: 'TCK CORE-SEND-003. The TCK counts the error as a failed SendMessage; the specification names ContentTypeNotSupportedError as the outcome, so the kit requires exactly that error and passes it.',
    },
  ),
  rule(
    'a2a.return-immediately',
    'MUST',
    'SendMessage with returnImmediately answers at once with the task in progress, and the task goes on to its end',
    [
      a2aSpec(
        '3.2.2 SendMessageConfiguration',
        'The operation MUST return immediately after creating the task, even if processing is still in progress. The returned task will have an in-progress state',
      ),
    ],
    {
      clauses: [
        clause('in-progress', 'the task returned is in a state that is not terminal'),
        clause('before-the-end', 'the answer comes before the turn ends (before its slow model answered)'),
        clause('goes-on', 'GetTask afterwards shows the task reaching its terminal state'),
      ],
      note: 'TCK CORE-EXECUTION-MODE-002 (the blocking default, CORE-EXECUTION-MODE-001, is a2a.send-message-task#final-state).',
    },
  ),
  rule(
    'a2a.context-id-generated',
    'MUST',
    'A message sent without contextId gets a task that names the contextId the agent generated',
    [
      a2aSpec(
        '3.4.1 Context Identifier Semantics',
        'If an agent generates a new contextId, it MUST be included in the response',
      ),
    ],
    { note: 'TCK CORE-MULTI-001a.' },
  ),
  rule(
    'a2a.task-id-unique',
    'MUST',
    'Every new task gets a taskId of its own, named in the Task returned',
    [
      a2aSpec('3.4.2 Task Identifier Semantics', 'Agents MUST generate a unique taskId for each new task they create'),
      a2aSpec('3.4.2 Task Identifier Semantics', 'The generated taskId MUST be included in the'),
    ],
    { note: 'TCK CORE-MULTI-003.' },
  ),
  rule(
    'a2a.message-unknown-task',
    'MUST',
    'A message naming a taskId that does not exist gets -32001',
    [
      a2aSpec('3.4.2 Task Identifier Semantics', 'if the provided taskId does not correspond to an existing task'),
      a2aSpec('5.4 Error Code Mappings', 'TaskNotFoundError -32001'),
    ],
    { note: 'TCK CORE-MULTI-004.' },
  ),
  rule(
    'a2a.context-task-mismatch',
    'MUST',
    'A message whose contextId differs from the context of the task it names is refused with an error',
    [
      a2aSpec(
        '3.4.3 Multi-Turn Conversation Patterns',
        'Agents MUST reject messages containing mismatching contextId and taskId (i.e., the provided contextId is different from that of the referenced',
      ),
    ],
    {
      note: 'TCK CORE-MULTI-006. CORE-MULTI-005 (infer the contextId from a task named alone) does not apply: a vessel takes no further message for a task (CONTRACT.md D1), which A2A allows (§3.3.3: agents MAY accept additional messages).',
    },
  ),
  rule(
    'a2a.invalid-params',
    'MUST',
    'Parameters that are not what a method takes get -32602 before any processing',
    [
      a2aSpec('3.3.2 Error Handling', 'Servers MUST validate all input parameters before processing'),
      contract(A2A, '-32602 invalid params'),
    ],
    {
      clauses: [
        clause('get-task', 'GetTask without a string id gets -32602'),
        clause('send-message', 'SendMessage without a message gets -32602'),
        clause('history-length', 'GetTask with a negative historyLength gets -32602'),
      ],
      note: 'TCK CORE-ERR-002.',
    },
  ),
  rule(
    'a2a.invalid-params-bad-request',
    'SHOULD',
    "A -32602 error's data holds a google.rpc.BadRequest whose fieldViolations say what failed validation and why",
    [
      a2aSpec(
        '9.5 Error Handling',
        'Implementations SHOULD use well-known types such as google.rpc.ErrorInfo to refine error reporting, or google.rpc.BadRequest to attach structured data to validation errors.',
      ),
      a2aSpec('3.3.2 Error Handling', 'Servers SHOULD specify which parameter(s) failed validation and why'),
      a2aSpec('3.3.2 Error Handling', 'JSON-RPC -32602 Invalid params'),
    ],
    {
      clauses: [
        clause('present', 'an error of code -32602 carries a google.rpc.BadRequest in error.data'),
        clause('violations', 'its fieldViolations list at least one {field, description}, the description not empty'),
      ],
      note: "New in A2A v1.0.1 (§9.5); the TCK, which follows v1.0.0, has no such requirement. Judged on every -32602 answer, a refused history's too (whose BadRequest D3 shapes further: rejection.bad-request-detail). A field may be any string: §9.5's example names message.parts, D3 a JSON pointer, the empty one being the whole transcript.",
    },
  ),
  rule(
    'a2a.unknown-fields-ignored',
    'SHOULD',
    'A request carrying fields A2A 1.0 does not define is served as if they were absent',
    [
      a2aSpec(
        '5.7 Field Presence and Optionality',
        'Implementations SHOULD ignore unrecognized fields in messages, allowing for forward compatibility as the protocol evolves.',
      ),
    ],
    { note: 'TCK DM-SERIAL-005.' },
  ),

  // Task history (A2A §3.2.4).
  rule(
    'a2a.history-length',
    'MUST',
    'A task returned with historyLength n holds at most n history messages',
    [
      a2aSpec(
        '3.2.4 History Length Semantics',
        "> 0: Return at most this many recent messages from the task's history",
      ),
      ALL_OPERATIONS,
    ],
    {
      clauses: [
        clause('get-task', 'GetTask with historyLength 1 returns at most one history message, the most recent'),
        clause('send-message', 'SendMessage with configuration.historyLength 1 returns at most one'),
        clause('stream', 'SendStreamingMessage with configuration.historyLength 1 streams its task with at most one'),
        clause('list-tasks', 'ListTasks with historyLength 1 lists each task with at most one'),
      ],
      note: 'TCK CORE-HIST-002. CORE-HIST-005/006 (chronological order, content as exchanged) are not sentences of the specification, so the kit does not judge them; CORE-HIST-004 (persisting messages) is a MAY.',
    },
  ),
  rule(
    'a2a.history-length-zero',
    'SHOULD',
    'A task returned with historyLength 0 leaves history out',
    [
      a2aSpec(
        '3.2.4 History Length Semantics',
        '0: No history should be returned; the history field SHOULD be omitted',
      ),
      ALL_OPERATIONS,
    ],
    {
      clauses: [
        clause('get-task', 'GetTask with historyLength 0 returns no history field'),
        clause('send-message', 'SendMessage with configuration.historyLength 0 returns no history field'),
        clause(
          'stream',
          'SendStreamingMessage with configuration.historyLength 0 streams its task with no history field',
        ),
        clause('list-tasks', 'ListTasks with historyLength 0 lists each task with no history field'),
      ],
      note: 'TCK CORE-HIST-001/003.',
    },
  ),

  // Cancel, subscribe, several streams (A2A §3.1.5, §3.1.6, §3.5.2).
  rule(
    'a2a.cancel-returns-task',
    'MUST',
    'CancelTask on a running task answers the task in its updated state, TASK_STATE_CANCELED',
    [
      a2aSpec(
        '3.1.5 Cancel Task',
        'The operation attempts to cancel the specified task and returns its updated state.',
      ),
    ],
    {
      clauses: [
        clause('task', 'the answer is the task (its id), not an error'),
        clause('canceled', 'the task comes back in TASK_STATE_CANCELED'),
      ],
      note: 'TCK CORE-CANCEL-001 (CORE-CANCEL-002/003 are a2a.cancel-finished and a2a.task-not-found).',
    },
  ),
  rule(
    'a2a.subscribe-finished',
    'MUST',
    'SubscribeToTask on a task in a terminal state gets -32004',
    [
      a2aSpec('3.1.6 Subscribe to Task', 'The operation is attempted on a task that is in a terminal state'),
      a2aSpec('5.4 Error Code Mappings', 'UnsupportedOperationError -32004'),
    ],
    { note: 'TCK STREAM-SUB-003.' },
  ),
  rule(
    'a2a.subscribe-unknown',
    'MUST',
    'SubscribeToTask on a task id that does not exist gets -32001',
    [
      a2aSpec('3.1.6 Subscribe to Task', 'The task ID does not exist or is not accessible.'),
      a2aSpec('5.4 Error Code Mappings', 'TaskNotFoundError -32001'),
    ],
    { note: 'TCK STREAM-SUB-004 (STREAM-SUB-001/002 are a2a.subscribe-to-task).' },
  ),
  rule(
    'a2a.streams-broadcast',
    'MUST',
    'Several streams of one task all receive the same events in the same order, and closing one leaves the others going',
    [
      a2aSpec('3.5.2 Streaming Event Delivery', 'Events MUST be broadcast to all active streams for that task'),
      a2aSpec('3.5.2 Streaming Event Delivery', 'Each stream MUST receive the same events in the same order'),
      a2aSpec(
        '3.5.2 Streaming Event Delivery',
        'Closing one stream MUST NOT affect other active streams for the same task',
      ),
    ],
    {
      clauses: [
        clause(
          'same-events',
          'two subscriptions opened together receive the same status and artifact updates, none missing',
        ),
        clause('same-order', 'they receive them in the same order'),
        clause(
          'close-one',
          'a third subscription closed early leaves the others (and the turn) going to the terminal state',
        ),
      ],
      note: 'TCK STREAM-ORDER-002/003/004 (STREAM-ORDER-001, order of generation, is the vessel order rules).',
    },
  ),

  // ListTasks (A2A §3.1.4), judged when the vessel serves it: CONTRACT.md makes it optional.
  rule(
    'a2a.list-tasks-filters',
    'MUST',
    'ListTasks with contextId or status lists exactly the tasks that match',
    [
      a2aSpec('a2a.proto', 'Filter tasks by context ID to get tasks from a specific conversation or session.'),
      a2aSpec('a2a.proto', 'Filter tasks by their current status state.'),
      contract(A2A, '`ListTasks` optionally.'),
    ],
    {
      clauses: [
        clause('context-id', 'filtered by contextId, it lists every task of that context and no other'),
        clause('status', 'filtered by status, every task listed is in that state'),
      ],
      note: 'TCK CORE-LIST-001 (beyond the authorization scoping a vessel without accounts has none of). ListTasks is optional in CONTRACT.md: a vessel that answers -32601 passes these rules, said so.',
    },
  ),
  rule(
    'a2a.list-tasks-paging',
    'MUST',
    'ListTasks pages by cursor: nextPageToken is always present, leads to the next page, and is empty on the last',
    [
      a2aSpec('3.1.4 List Tasks', 'MUST use cursor-based pagination for performance and consistency'),
      a2aSpec(
        '3.1.4 List Tasks',
        'The nextPageToken field MUST always be present in the response. When there are no more results to retrieve (i.e., this is the final page), the field MUST be set to an empty string ("").',
      ),
    ],
    {
      clauses: [
        clause('page-size', 'a page holds at most pageSize tasks'),
        clause('next-page', 'nextPageToken of a full page leads to the following tasks, none repeated'),
        clause('last-page', 'nextPageToken is present, and the empty string on the last page'),
      ],
      note: 'TCK CORE-LIST-002/004.',
    },
  ),
  rule(
    'a2a.list-tasks-order',
    'MUST',
    'ListTasks lists tasks most recently updated first',
    [
      a2aSpec(
        '3.1.4 List Tasks',
        'Implementations MUST return tasks sorted by their status timestamp time in descending order (most recently updated tasks first).',
      ),
    ],
    { note: 'TCK CORE-LIST-003.' },
  ),
  rule(
    'a2a.list-tasks-artifacts',
    'MUST',
    'ListTasks leaves artifacts out unless includeArtifacts is true, and then includes them',
    [
      a2aSpec(
        '3.1.4 List Tasks',
        'When includeArtifacts is false (the default), the artifacts field MUST be omitted entirely from each Task object in the response.',
      ),
    ],
    {
      clauses: [
        clause('omitted', 'without includeArtifacts, no listed task carries an artifacts field'),
        clause('included', "with includeArtifacts true, a finished turn's task carries its artifacts"),
      ],
      note: 'TCK CORE-LIST-005.',
    },
  ),

  // Serialization (A2A §5.5, §5.6.1) and the JSON-RPC binding (A2A §9).
  rule(
    'a2a.camel-case',
    'MUST',
    "Protocol objects use camelCase field names (the content of a data part and of metadata is the agent's own)",
    [
      a2aSpec(
        '5.5 JSON Field Naming Convention',
        'All JSON serializations of the A2A protocol data model MUST use camelCase naming for field names, not the snake_case convention used in Protocol Buffer definitions.',
      ),
    ],
    {
      note: "TCK DM-SERIAL-001. The TCK also counts the keys inside parts[].data as protocol fields; they are not (a data part carries the agent's JSON: a vessel's events are snake_case by events.txt), so the kit skips data and metadata.",
    },
  ),
  rule(
    'a2a.timestamps',
    'MUST',
    'Every timestamp is an ISO 8601 string in UTC, with the Z suffix',
    [
      a2aSpec(
        '5.6.1 Timestamps',
        'these timestamps MUST be represented as ISO 8601 formatted strings in UTC timezone.',
      ),
      a2aSpec('5.6.1 Timestamps', "Timestamps MUST NOT include timezone offsets other than 'Z' (all times are UTC)"),
    ],
    { note: 'TCK DM-SERIAL-003.' },
  ),
  rule(
    'a2a.result-response',
    'MUST',
    "Every call gets an answer; one answered at once is a JSON-RPC 2.0 response with the request's id, sent as application/json",
    [
      a2aSpec('9.1 Protocol Requirements', 'Content-Type: application/json for requests and responses'),
      a2aSpec('9.1 Protocol Requirements', 'Protocol: JSON-RPC 2.0 over HTTP(S)'),
      a2aSpec(
        '3.1.1 Send Message',
        'The operation MUST return immediately with either task information or response message.',
      ),
    ],
    {
      clauses: [
        clause('content-type', 'the answer is sent with Content-Type application/json'),
        clause(
          'envelope',
          'an answer comes, whole, and carries jsonrpc "2.0", the request\'s id, and exactly one of result and error',
        ),
        clause('utf-8', "the answer's bytes are UTF-8, as JSON must be"),
      ],
      note: "TCK JSONRPC-FMT-001/002 (stream events are a2a.jsonrpc-envelope and a2a.response-id). A call the kit stopped waiting for before any answer came, or whose answer (not a stream) never ended, breaks #envelope: JSON-RPC 2.0, A2A's protocol (§9.1), answers every call that has an id, and SendMessage 'MUST return' (§3.1.1). A stream that does not close is a2a.stream-closed's.",
    },
  ),
  rule(
    'a2a.error-info',
    'SHOULD',
    "An A2A error's data holds a google.rpc.ErrorInfo with domain a2a-protocol.org and the error's reason",
    [
      a2aSpec(
        '9.5 Error Handling',
        'Implementations SHOULD use well-known types such as google.rpc.ErrorInfo to refine error reporting',
      ),
      a2aSpec('9.5 Error Handling', '"reason": "TASK_NOT_FOUND", "domain": "a2a-protocol.org",'),
      a2aSpec(
        '11.6 Error Handling',
        'reason: The A2A error type in UPPER_SNAKE_CASE without the "Error" suffix (e.g., TASK_NOT_FOUND, TASK_NOT_CANCELABLE)',
      ),
      a2aSpec('11.6 Error Handling', 'domain: Set to "a2a-protocol.org"'),
    ],
    {
      clauses: [
        clause('present', 'an error of code -32001 to -32099 carries a google.rpc.ErrorInfo in error.data'),
        clause('domain', 'its domain is a2a-protocol.org'),
        clause('reason', "its reason is the error's type (TASK_NOT_FOUND for -32001, …)"),
      ],
      note: "TCK JSONRPC-ERR-003 (JSONRPC-ERR-001/002 and JSONRPC-SSE-002 are a2a.error-response, a2a.error-data and the error-code rules). A2A v1.0.1 makes the ErrorInfo of a JSON-RPC error a SHOULD (§9.5); v1.0.0, which the TCK follows, made it a MUST. For JSON-RPC the domain and reason are given by §9.5's example; §11.6 requires them of HTTP+JSON, whose status codes do not tell A2A's errors apart. The kit judges all three at this rule's SHOULD.",
    },
  ),
  rule(
    'a2a.version-negotiation',
    'MUST',
    'A2A-Version is matched on Major.Minor: a patch number is ignored, an empty value is 0.3',
    [
      a2aSpec('3.6 Versioning', 'MUST not be considered when clients and servers negotiate protocol versions'),
      a2aSpec('3.6.2 Server Responsibilities', 'Agents MUST interpret empty value as 0.3 version.'),
      contract(A2A, 'an unsupported version gets -32009.'),
    ],
    {
      clauses: [
        clause('patch-ignored', 'A2A-Version 1.0.7 is served as 1.0'),
        clause('empty-is-0.3', 'an empty A2A-Version is 0.3: -32009 from an agent whose card lists no 0.3 interface'),
      ],
      note: 'TCK VER-SERVER-001/003, VER-CLIENT-002 (VER-SERVER-002, an unsupported version, is a2a.version-unsupported).',
    },
  ),
  rule(
    'a2a.task-shape',
    'MUST',
    'The tasks CancelTask and ListTasks answer have the A2A 1.0 shape (id, status with a TaskState, artifacts and messages whole)',
    [
      a2aSpec(
        '5.7 Field Presence and Optionality',
        'indicate that the field MUST be present and set in valid messages.',
      ),
      a2aSpec('a2a.proto', 'string id = 1 [(google.api.field_behavior) = REQUIRED];'),
    ],
    {
      clauses: [
        clause('cancel-task', "CancelTask's task has its A2A fields with their types"),
        clause('list-tasks', 'each task ListTasks lists has its A2A fields with their types'),
      ],
      note: "TCK DM-TASK-001/002, DM-STATUS-001, DM-MSG-001/002, DM-ART-001, DM-PART-001, DM-SERIAL-002/004 (the streams' and SendMessage's and GetTask's tasks are a2a.object-shape).",
    },
  ),
] as const satisfies readonly Rule[];
