// Parity with the official A2A TCK (a2aproject/a2a-tck, branch 1.0-dev, tck/requirements/*.py):
// each of its requirement ids, and the kit rules that judge it for a vessel over JSON-RPC, or
// why it does not apply to one. The kit does not run or import the TCK; this table is read from
// its source and checked by test/rules/a2a-tck.test.ts (every id once, every rule in the
// catalogue, every new A2A rule named). docs/rules.md prints it.
import type { RuleId } from './index.ts';

export type TckLevel = 'MUST' | 'SHOULD' | 'MAY';

export interface TckRequirement {
  id: string;
  /** The A2A specification section the TCK names. */
  section: string;
  level: TckLevel;
  title: string;
  /** The kit rules that judge it… */
  rules?: readonly RuleId[];
  /** …or why a vessel over JSON-RPC is not judged on it. */
  notApplicable?: string;
  /** Where the kit reads the specification otherwise than the TCK does. */
  note?: string;
}

const PUSH =
  'push notifications are not declared by a vessel (CONTRACT.md); a2a.push-not-supported judges the -32003 every push method then owes';
const AUTH =
  'a vessel declares no security scheme (CONTRACT.md); authentication and authorization are the deployment’s, outside the A2A layer the kit certifies';
const SIGN = 'a vessel’s card carries no signatures (optional in A2A 1.0); there is nothing to verify';
const ONE_BINDING = 'a vessel serves one binding, JSONRPC (CONTRACT.md); equivalence across bindings needs two';
const CLIENT = 'a client’s obligation: the kit is the client, and sends it on every request';

const r = (
  id: string,
  section: string,
  level: TckLevel,
  title: string,
  rules: readonly RuleId[],
  note?: string,
): TckRequirement => ({ id, section, level, title, rules, ...(note ? { note } : {}) });
const na = (id: string, section: string, level: TckLevel, title: string, why: string): TckRequirement => ({
  id,
  section,
  level,
  title,
  notApplicable: why,
});

export const tckRequirements: readonly TckRequirement[] = [
  r('CORE-SEND-001', '3.1.1', 'MUST', 'SendMessage returns Task or Message', ['a2a.send-message-task']),
  r('CORE-SEND-002', '3.1.1', 'MUST', 'SendMessage rejects messages to terminal tasks', ['a2a.message-to-finished']),
  r(
    'CORE-SEND-003',
    '3.1.1',
    'MUST',
    'SendMessage returns ContentTypeNotSupportedError for unsupported media',
    ['a2a.content-type-not-supported'],
    'the TCK counts the expected error as a failed operation; the specification names the error as the outcome, so the kit passes it',
  ),
  r('CORE-STREAM-001', '3.1.2', 'MUST', 'SendStreamingMessage establishes streaming connection', [
    'a2a.sse-framing',
    'a2a.streaming-declared',
  ]),
  na(
    'CORE-STREAM-002',
    '3.1.2',
    'MUST',
    'Message-only stream contains exactly one Message then closes',
    'a vessel answers every turn with a task (CONTRACT.md D1), never a message alone',
  ),
  r('CORE-STREAM-003', '3.1.2', 'MUST', 'Task lifecycle stream begins with Task and closes at terminal state', [
    'a2a.task-first',
    'a2a.terminal-status',
    'a2a.nothing-after-terminal',
    'a2a.stream-closed',
  ]),
  r('CORE-GET-001', '3.1.3', 'MUST', 'GetTask returns current task state', [
    'a2a.get-task-final',
    'content.get-task-agrees',
    'views.get-task',
  ]),
  r('CORE-GET-002', '3.1.3', 'MUST', 'GetTask returns TaskNotFoundError for invalid task ID', ['a2a.task-not-found']),
  r(
    'CORE-LIST-001',
    '3.1.4',
    'MUST',
    'ListTasks returns only authorized tasks',
    ['a2a.list-tasks-filters'],
    'a vessel has no accounts to scope by (CONTRACT.md declares no security scheme); the kit judges that a listing holds exactly the tasks asked for',
  ),
  r('CORE-LIST-002', '3.1.4', 'MUST', 'ListTasks uses cursor-based pagination', ['a2a.list-tasks-paging']),
  r('CORE-LIST-003', '3.1.4', 'MUST', 'ListTasks sorts by status timestamp descending', ['a2a.list-tasks-order']),
  r('CORE-LIST-004', '3.1.4', 'MUST', 'ListTasks nextPageToken empty string on final page', ['a2a.list-tasks-paging']),
  r('CORE-LIST-005', '3.1.4', 'MUST', 'ListTasks omits artifacts when includeArtifacts is false', [
    'a2a.list-tasks-artifacts',
    'views.list-tasks',
  ]),
  r('CORE-CANCEL-001', '3.1.5', 'MUST', 'CancelTask returns updated task with cancellation status', [
    'a2a.cancel-returns-task',
    'views.cancel-task',
  ]),
  r('CORE-CANCEL-002', '3.1.5', 'MUST', 'CancelTask returns TaskNotCancelableError for terminal tasks', [
    'a2a.cancel-finished',
  ]),
  r('CORE-CANCEL-003', '3.1.5', 'MUST', 'CancelTask returns TaskNotFoundError for invalid task ID', [
    'a2a.task-not-found',
  ]),
  r('CORE-EXECUTION-MODE-001', '3.2.2', 'MUST', 'Blocking mode waits for terminal or interrupted state', [
    'a2a.send-message-task',
  ]),
  r('CORE-EXECUTION-MODE-002', '3.2.2', 'MUST', 'Non-blocking mode returns immediately', ['a2a.return-immediately']),
  r(
    'CORE-ERR-001',
    '3.3.2',
    'MUST',
    'Server returns appropriate errors with actionable information',
    ['a2a.error-response', 'a2a.error-data', 'a2a.invalid-params-bad-request'],
    'a2a.invalid-params-bad-request (SHOULD) is A2A v1.0.1’s google.rpc.BadRequest for validation errors, which the TCK, following v1.0.0, does not check',
  ),
  r('CORE-ERR-002', '3.3.2', 'MUST', 'Server validates all input parameters before processing', ['a2a.invalid-params']),
  r(
    'CORE-CAP-001',
    '3.3.4',
    'MUST',
    'Push notification operations return error when not supported',
    ['a2a.push-not-supported', 'a2a.push-declared'],
    'the kit also holds a card that declares push notifications to it: no push method is then refused (a2a.push-declared)',
  ),
  r(
    'CORE-CAP-002',
    '3.3.4',
    'MUST',
    'Streaming operations return error when not supported',
    ['a2a.streaming-unsupported', 'a2a.streaming-declared'],
    'a vessel must declare streaming (a2a.card-streaming); a plain A2A agent that does not is held to the -32004 both streaming methods then owe, and one that declares it to serving them (a2a.streaming-declared)',
  ),
  r(
    'CORE-CAP-003',
    '3.3.4',
    'MUST',
    'Extended agent card operations return error when not supported',
    ['a2a.extended-card-unsupported', 'a2a.extended-card-declared'],
    'the kit also holds a card that declares the extended card to it: GetExtendedAgentCard is then not refused (a2a.extended-card-declared)',
  ),
  r('CORE-CAP-004', '3.3.4', 'MUST', 'Required extension missing returns ExtensionSupportRequiredError', [
    'a2a.extensions-required',
  ]),
  r('CORE-MULTI-001', '3.4.1', 'MAY', 'Agent may generate contextId when not provided', ['a2a.context-id-generated']),
  r('CORE-MULTI-001a', '3.4.1', 'MUST', 'Generated contextId must be included in response', [
    'a2a.context-id-generated',
  ]),
  r('CORE-MULTI-002', '3.4.1', 'MAY', 'Agent may accept client-provided contextId', ['a2a.ids-consistent']),
  na(
    'CORE-MULTI-002a',
    '3.4.1',
    'MUST',
    'Agent rejects unacceptable client-provided contextId',
    'a vessel accepts every contextId the caller sends (the conversation is the caller’s, CONTRACT.md); an over-long id is -32602, judged with the D2 input rules',
  ),
  r('CORE-MULTI-003', '3.4.2', 'MUST', 'Agent generates unique taskId for new tasks', ['a2a.task-id-unique']),
  r('CORE-MULTI-004', '3.4.2', 'MUST', 'Agent returns TaskNotFoundError for invalid taskId in message', [
    'a2a.message-unknown-task',
  ]),
  na(
    'CORE-MULTI-005',
    '3.4.3',
    'MUST',
    'Agent infers contextId from task when only taskId provided',
    'a vessel takes no further message for a task (CONTRACT.md D1; A2A §3.3.3 makes more messages a MAY): a message naming a finished task is a2a.message-to-finished',
  ),
  r('CORE-MULTI-006', '3.4.3', 'MUST', 'Agent rejects mismatching contextId and taskId', ['a2a.context-task-mismatch']),
  r('CORE-HIST-001', '3.2.4', 'SHOULD', 'historyLength=0 omits history from response', ['a2a.history-length-zero']),
  r('CORE-HIST-002', '3.2.4', 'MUST', 'History length does not exceed requested historyLength', ['a2a.history-length']),
  r('CORE-HIST-003', '3.2.4', 'SHOULD', 'historyLength=0 on SendMessage omits history from response', [
    'a2a.history-length-zero',
  ]),
  na(
    'CORE-HIST-004',
    '3.2.4',
    'MAY',
    'Agents may persist messages in task history',
    'a MAY: nothing to fail (the reference vessel keeps the user’s message and the final status message)',
  ),
  na(
    'CORE-HIST-005',
    '3.2.4',
    'SHOULD',
    'History messages are in chronological order',
    'no sentence of the specification says it (§3.2.4 only bounds the count)',
  ),
  na(
    'CORE-HIST-006',
    '3.2.4',
    'SHOULD',
    'History content matches exchanged messages',
    'no sentence of the specification says it (§3.2.4 only bounds the count)',
  ),
  r('CARD-DISC-001', '8.1', 'MUST', 'Agent Card must be available', ['a2a.card-served']),
  r('CARD-PROTO-001', '8.3', 'MUST', 'AgentCard must properly declare supported protocols', [
    'a2a.card-interface',
    'a2a.interfaces-declared',
  ]),
  r('CARD-PROTO-002', '8.3.1', 'MUST', 'Each interface must declare transport and URL', ['a2a.interfaces-declared']),
  r('CARD-STRUCT-001', '4.4.1', 'MUST', 'AgentCard contains required fields', ['a2a.card-served']),
  na(
    'CARD-EXT-001',
    '3.1.11',
    'MUST',
    'Extended Agent Card requires authentication',
    'a vessel declares no extended card; a2a.extended-card-unsupported judges the -32004 it then owes',
  ),
  r('CARD-EXT-002', '3.1.11', 'MUST', 'Extended card not configured returns specific error', [
    'a2a.extended-card-unsupported',
  ]),
  na('CARD-SIGN-001', '8.4.1', 'MUST', 'Agent Card canonicalized with JCS before signing', SIGN),
  na('CARD-SIGN-002', '8.4.1', 'MUST', 'Signatures field excluded from signed content', SIGN),
  na('CARD-SIGN-003', '8.4.2', 'MUST', 'Signature protected header includes required parameters', SIGN),
  na('CARD-SIGN-004', '8.4.3', 'MUST', 'Expired or revoked keys must not be used for verification', SIGN),
  r('CARD-CACHE-001', '8.6.1', 'SHOULD', 'Agent Card endpoint includes Cache-Control header', [
    'a2a.agent-card-caching',
  ]),
  r('CARD-CACHE-002', '8.6.1', 'SHOULD', 'Agent Card endpoint includes ETag header', ['a2a.agent-card-caching']),
  r('CARD-CACHE-003', '8.6.1', 'MAY', 'Agent Card endpoint may include Last-Modified header', [
    'a2a.agent-card-last-modified',
  ]),
  r('JSONRPC-FMT-001', '9.1', 'MUST', 'Requests use JSON-RPC 2.0 format', [
    'a2a.result-response',
    'a2a.jsonrpc-envelope',
    'a2a.parse-error',
    'a2a.invalid-request',
    'robust.malformed-codes',
  ]),
  r('JSONRPC-FMT-002', '9.1', 'MUST', 'Content-Type is application/json', ['a2a.result-response']),
  r('JSONRPC-SVC-001', '9.1', 'MUST', 'Method names use PascalCase matching gRPC conventions', [
    'a2a.method-not-found',
    'a2a.send-message-task',
    'a2a.get-task-final',
  ]),
  na('JSONRPC-SVC-002', '9.2', 'MUST', 'Service parameters transmitted as HTTP headers', CLIENT),
  r('JSONRPC-ERR-001', '9.5', 'MUST', 'Error responses use JSON-RPC 2.0 error object structure', [
    'a2a.error-response',
  ]),
  r('JSONRPC-ERR-002', '9.5', 'MUST', 'A2A-specific errors use codes -32001 to -32099', [
    'a2a.task-not-found',
    'a2a.cancel-finished',
    'a2a.message-to-finished',
    'a2a.version-unsupported',
    'a2a.push-not-supported',
    'a2a.content-type-not-supported',
    'a2a.extended-card-unsupported',
  ]),
  r(
    'JSONRPC-ERR-003',
    '9.5',
    'MUST',
    'A2A errors include ErrorInfo in data array',
    ['a2a.error-info', 'a2a.error-data'],
    'the TCK follows A2A v1.0.0, where the ErrorInfo is a MUST; the kit follows v1.0.1, where it is a SHOULD (a2a.error-info) and every object in error.data MUST carry @type (a2a.error-data)',
  ),
  r('JSONRPC-SSE-001', '9.4.2', 'MUST', 'Streaming uses Server-Sent Events with text/event-stream', [
    'a2a.sse-framing',
    'a2a.jsonrpc-envelope',
    'a2a.response-id',
    'a2a.result-one-member',
  ]),
  r('JSONRPC-SSE-002', '5.4', 'MUST', 'A2A error types mapped to correct JSON-RPC error codes', [
    'a2a.task-not-found',
    'a2a.cancel-finished',
    'a2a.message-to-finished',
    'a2a.subscribe-finished',
    'a2a.subscribe-unknown',
    'a2a.message-unknown-task',
    'a2a.version-unsupported',
    'a2a.error-info',
  ]),
  r('STREAM-ORDER-001', '3.5.2', 'MUST', 'Events delivered in generation order', [
    'order.sequence',
    'a2a.subscribe-to-task',
  ]),
  r('STREAM-ORDER-002', '3.5.2', 'MUST', 'Events broadcast to all active streams', ['a2a.streams-broadcast']),
  r('STREAM-ORDER-003', '3.5.2', 'MUST', 'Each stream receives same events in same order', ['a2a.streams-broadcast']),
  r('STREAM-ORDER-004', '3.5.2', 'MUST', 'Closing one stream does not affect others', ['a2a.streams-broadcast']),
  r('STREAM-SUB-001', '3.1.6', 'MUST', 'SubscribeToTask returns Task as first event', [
    'a2a.subscribe-to-task',
    'views.subscribe',
  ]),
  r('STREAM-SUB-002', '3.1.6', 'MUST', 'SubscribeToTask stream terminates at terminal state', [
    'a2a.subscribe-to-task',
  ]),
  r('STREAM-SUB-003', '3.1.6', 'MUST', 'SubscribeToTask rejects terminal tasks', ['a2a.subscribe-finished']),
  r('STREAM-SUB-004', '3.1.6', 'MUST', 'SubscribeToTask returns TaskNotFoundError for invalid task', [
    'a2a.subscribe-unknown',
  ]),
  r('DM-TASK-001', '4.1.1', 'MUST', 'Task object contains required fields', ['a2a.object-shape', 'a2a.task-shape']),
  r('DM-TASK-002', '4.1.3', 'MUST', 'TaskState uses valid enumeration values', ['a2a.object-shape', 'a2a.task-shape']),
  r('DM-MSG-001', '4.1.4', 'MUST', 'Message contains required fields', ['a2a.object-shape', 'a2a.message-id']),
  r('DM-MSG-002', '4.1.5', 'MUST', 'Role uses valid enumeration values', ['a2a.object-shape']),
  r('DM-PART-001', '4.1.6', 'MUST', 'Part uses oneof semantics', ['a2a.part-one-content']),
  r('DM-ART-001', '4.1.7', 'MUST', 'Artifact contains required fields', ['a2a.object-shape', 'a2a.task-shape']),
  r('DM-STATUS-001', '4.1.2', 'MUST', 'TaskStatus contains required state field', [
    'a2a.object-shape',
    'a2a.task-shape',
  ]),
  r(
    'DM-SERIAL-001',
    '5.5',
    'MUST',
    'JSON serialization uses camelCase field names',
    ['a2a.camel-case', 'a2a.object-shape'],
    'the TCK also counts the keys inside parts[].data as protocol fields; they are the agent’s own JSON (a vessel’s events are snake_case by events.txt), so the kit does not',
  ),
  r('DM-SERIAL-002', '5.5', 'MUST', 'Enum values use ProtoJSON string representation', [
    'a2a.object-shape',
    'a2a.task-shape',
  ]),
  r('DM-SERIAL-003', '5.6.1', 'MUST', 'Timestamps use ISO 8601 format in UTC', ['a2a.timestamps']),
  r('DM-SERIAL-004', '5.7', 'MUST', 'Required fields must be present in messages', [
    'a2a.object-shape',
    'a2a.task-shape',
  ]),
  r('DM-SERIAL-005', '5.7', 'SHOULD', 'Implementations should ignore unrecognized fields', [
    'a2a.unknown-fields-ignored',
  ]),
  na('VER-CLIENT-001', '3.6.1', 'MUST', 'Clients must send A2A-Version header with each request', CLIENT),
  r('VER-SERVER-001', '3.6.2', 'MUST', 'Agent processes requests using requested version semantics', [
    'a2a.version-negotiation',
  ]),
  r('VER-SERVER-002', '3.6.2', 'MUST', 'Agent returns VersionNotSupportedError for unsupported version', [
    'a2a.version-unsupported',
  ]),
  r('VER-SERVER-003', '3.6.2', 'MUST', 'Agent interprets empty version header as 0.3', ['a2a.version-negotiation']),
  r('VER-CLIENT-002', '3.6', 'MUST', 'Patch version numbers must not affect negotiation', ['a2a.version-negotiation']),
  na('BIND-EQUIV-001', '5.1', 'MUST', 'All supported protocols provide identical functionality', ONE_BINDING),
  na('BIND-EQUIV-002', '5.1', 'MUST', 'All bindings return semantically equivalent results', ONE_BINDING),
  na('BIND-EQUIV-003', '5.1', 'MUST', 'All bindings map errors consistently', ONE_BINDING),
  na('BIND-EQUIV-004', '5.1', 'MUST', 'All bindings support same authentication schemes', ONE_BINDING),
  r('BIND-FIELD-001', '5.2', 'MUST', 'Agents must declare all supported protocols in AgentCard', [
    'a2a.card-interface',
    'a2a.interfaces-declared',
  ]),
  na('PUSH-CREATE-001', '3.1.7', 'MUST', 'CreatePushNotificationConfig establishes webhook endpoint', PUSH),
  na('PUSH-CREATE-002', '3.1.7', 'MUST', 'Push config persists until task completion or deletion', PUSH),
  na('PUSH-GET-001', '3.1.8', 'MUST', 'GetPushNotificationConfig returns configuration details', PUSH),
  na('PUSH-GET-002', '3.1.8', 'MUST', 'GetPushNotificationConfig fails for nonexistent config', PUSH),
  na('PUSH-LIST-001', '3.1.9', 'MUST', 'ListPushNotificationConfigs returns all active configs', PUSH),
  na('PUSH-DEL-001', '3.1.10', 'MUST', 'DeletePushNotificationConfig permanently removes config', PUSH),
  na('PUSH-DEL-002', '3.1.10', 'MUST', 'DeletePushNotificationConfig is idempotent', PUSH),
  na('PUSH-DELIVER-001', '4.3.3', 'MUST', 'Agent includes authentication in webhook requests', PUSH),
  na('PUSH-DELIVER-002', '4.3.3', 'MUST', 'Agent attempts delivery at least once per webhook', PUSH),
  na('PUSH-DELIVER-003', '4.3.3', 'MUST', 'Webhook payload uses StreamResponse format', PUSH),
  na('AUTH-TLS-001', '7.1', 'MUST', 'Production deployments must use encrypted communication', AUTH),
  na('AUTH-TLS-002', '7.1', 'SHOULD', 'Modern TLS configurations recommended', AUTH),
  na('AUTH-SERVER-001', '7.2', 'SHOULD', 'Clients should verify server TLS certificates', CLIENT),
  r(
    'AUTH-SERVER-002',
    '7.4',
    'MUST',
    'Server must authenticate every incoming request',
    ['security.auth'],
    'judged when the card declares a security scheme; a vessel that declares none (the reference vessel) is not applicable, and security.auth says so',
  ),
  na('AUTH-INTASK-001', '7.6.1', 'MUST', 'Agent MUST use a Task to track operation requiring authorization', AUTH),
  na('AUTH-INTASK-002', '7.6.1', 'MUST', 'Agent MUST transition to auth_required state', AUTH),
  na('AUTH-INTASK-003', '7.6.1', 'MUST', 'Agent MUST include status message explaining authorization', AUTH),
  na('AUTH-INTASK-004', '7.6.1', 'MUST', 'Agent MUST arrange to receive credentials out-of-band', AUTH),
  na('AUTH-INTASK-005', '7.6.1', 'SHOULD', 'Agent SHOULD maintain active response streams during auth_required', AUTH),
  na('AUTH-INTASK-006', '7.6.1', 'SHOULD', 'Agent SHOULD support receiving messages during auth_required', AUTH),
  na('AUTH-SCOPE-001', '13.1', 'MUST', 'Authorization checks on every operation request', AUTH),
  na('AUTH-SCOPE-002', '13.1', 'MUST', 'Results scoped to caller’s authorization boundaries', AUTH),
  na('AUTH-SCOPE-003', '3.3.2', 'MUST', 'Server must not reveal existence of unauthorized resources', AUTH),
];
