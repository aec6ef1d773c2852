// A2A 1.0 over JSON-RPC, as JSON on the wire (protobuf JSON mapping: camelCase, enums as names).
// Shared by the recorder, the checks and the reference vessel: these are the wire's shapes only,
// never any behaviour. Schemas are TypeBox, so each type is derived from the one schema that
// the checks can also compile with ajv.
import { Type, type Static, type TSchema } from '@sinclair/typebox';

export const A2A_PROTOCOL_VERSION = '1.0';
export const A2A_VERSION_HEADER = 'A2A-Version';
export const AGENT_CARD_PATH = '/.well-known/agent-card.json';

export const Methods = {
  SendStreamingMessage: 'SendStreamingMessage',
  SendMessage: 'SendMessage',
  GetTask: 'GetTask',
  CancelTask: 'CancelTask',
  SubscribeToTask: 'SubscribeToTask',
  ListTasks: 'ListTasks',
} as const;
export type MethodName = (typeof Methods)[keyof typeof Methods];

/** The push notification config methods (A2A §3.1.7–3.1.10), by the verb each is. */
export const PushMethods = {
  create: 'CreateTaskPushNotificationConfig',
  get: 'GetTaskPushNotificationConfig',
  list: 'ListTaskPushNotificationConfigs',
  delete: 'DeleteTaskPushNotificationConfig',
} as const;

/** JSON-RPC and A2A error codes (CONTRACT.md, A2A layer), and the A2A §5.4 codes the capability rules read. */
export const ErrorCodes = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
  TaskNotFound: -32001,
  TaskNotCancelable: -32002,
  PushNotificationNotSupported: -32003,
  UnsupportedOperation: -32004,
  ContentTypeNotSupported: -32005,
  ExtensionSupportRequired: -32008,
  VersionNotSupported: -32009,
} as const;

export const TaskStates = [
  'TASK_STATE_SUBMITTED',
  'TASK_STATE_WORKING',
  'TASK_STATE_COMPLETED',
  'TASK_STATE_FAILED',
  'TASK_STATE_CANCELED',
  'TASK_STATE_INPUT_REQUIRED',
  'TASK_STATE_REJECTED',
  'TASK_STATE_AUTH_REQUIRED',
] as const;
export type TaskState = (typeof TaskStates)[number];
const TerminalTaskStates: readonly TaskState[] = [
  'TASK_STATE_COMPLETED',
  'TASK_STATE_FAILED',
  'TASK_STATE_CANCELED',
  'TASK_STATE_REJECTED',
];
export function isTerminalState(state: unknown): state is TaskState {
  return typeof state === 'string' && (TerminalTaskStates as readonly string[]).includes(state);
}

const Metadata = Type.Record(Type.String(), Type.Unknown());
const literalUnion = <T extends readonly string[]>(values: T) => Type.Union(values.map((v) => Type.Literal(v)));

/** A part holds exactly one of text, data, raw (base64) or url; the schema cannot say "exactly one", checks do. */
export const PartSchema = Type.Object({
  text: Type.Optional(Type.String()),
  data: Type.Optional(Type.Unknown()),
  raw: Type.Optional(Type.String()),
  url: Type.Optional(Type.String()),
  mediaType: Type.Optional(Type.String()),
  filename: Type.Optional(Type.String()),
  metadata: Type.Optional(Metadata),
});
export type Part = Static<typeof PartSchema>;

export const RoleSchema = literalUnion(['ROLE_USER', 'ROLE_AGENT'] as const);
export type Role = Static<typeof RoleSchema>;

export const MessageSchema = Type.Object({
  messageId: Type.String(),
  contextId: Type.Optional(Type.String()),
  taskId: Type.Optional(Type.String()),
  role: RoleSchema,
  parts: Type.Array(PartSchema),
  metadata: Type.Optional(Metadata),
  extensions: Type.Optional(Type.Array(Type.String())),
  referenceTaskIds: Type.Optional(Type.Array(Type.String())),
});
export type Message = Static<typeof MessageSchema>;

export const TaskStateSchema = literalUnion(TaskStates);

export const TaskStatusSchema = Type.Object({
  state: TaskStateSchema,
  message: Type.Optional(MessageSchema),
  timestamp: Type.Optional(Type.String()),
});
export type TaskStatus = Static<typeof TaskStatusSchema>;

export const ArtifactSchema = Type.Object({
  artifactId: Type.String(),
  name: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  parts: Type.Array(PartSchema),
  metadata: Type.Optional(Metadata),
  extensions: Type.Optional(Type.Array(Type.String())),
});
export type Artifact = Static<typeof ArtifactSchema>;

export const TaskSchema = Type.Object({
  id: Type.String(),
  contextId: Type.String(),
  status: TaskStatusSchema,
  artifacts: Type.Optional(Type.Array(ArtifactSchema)),
  history: Type.Optional(Type.Array(MessageSchema)),
  metadata: Type.Optional(Metadata),
});
export type Task = Static<typeof TaskSchema>;

export const TaskStatusUpdateEventSchema = Type.Object({
  taskId: Type.String(),
  contextId: Type.String(),
  status: TaskStatusSchema,
  metadata: Type.Optional(Metadata),
});
export type TaskStatusUpdateEvent = Static<typeof TaskStatusUpdateEventSchema>;

export const TaskArtifactUpdateEventSchema = Type.Object({
  taskId: Type.String(),
  contextId: Type.String(),
  artifact: ArtifactSchema,
  append: Type.Optional(Type.Boolean()),
  lastChunk: Type.Optional(Type.Boolean()),
  metadata: Type.Optional(Metadata),
});
export type TaskArtifactUpdateEvent = Static<typeof TaskArtifactUpdateEventSchema>;

/** The result of one stream event: exactly one member (checked separately). */
export const StreamResponseSchema = Type.Object({
  task: Type.Optional(TaskSchema),
  message: Type.Optional(MessageSchema),
  statusUpdate: Type.Optional(TaskStatusUpdateEventSchema),
  artifactUpdate: Type.Optional(TaskArtifactUpdateEventSchema),
});
export type StreamResponse = Static<typeof StreamResponseSchema>;

/** SendMessage's result: the task, or a Message instead (A2A §3.1.1). */
export const SendMessageResponseSchema = Type.Object({
  task: Type.Optional(TaskSchema),
  message: Type.Optional(MessageSchema),
});

/** ListTasks' result (a2a.proto ListTasksResponse): a page of tasks. */
export const ListTasksResponseSchema = Type.Object({
  tasks: Type.Array(TaskSchema),
  nextPageToken: Type.String(),
  pageSize: Type.Integer(),
  totalSize: Type.Integer(),
});

export const SendMessageConfigurationSchema = Type.Object({
  acceptedOutputModes: Type.Optional(Type.Array(Type.String())),
  historyLength: Type.Optional(Type.Integer()),
  returnImmediately: Type.Optional(Type.Boolean()),
});
export const SendMessageParamsSchema = Type.Object({
  message: MessageSchema,
  configuration: Type.Optional(SendMessageConfigurationSchema),
  metadata: Type.Optional(Metadata),
});
export type SendMessageParams = Static<typeof SendMessageParamsSchema>;

export const AgentInterfaceSchema = Type.Object({
  url: Type.String(),
  protocolBinding: Type.String(),
  protocolVersion: Type.String(),
  tenant: Type.Optional(Type.String()),
});
export const AgentCardSchema = Type.Object({
  name: Type.String(),
  description: Type.String(),
  version: Type.String(),
  supportedInterfaces: Type.Array(AgentInterfaceSchema),
  capabilities: Type.Object({
    streaming: Type.Optional(Type.Boolean()),
    pushNotifications: Type.Optional(Type.Boolean()),
    extendedAgentCard: Type.Optional(Type.Boolean()),
  }),
  defaultInputModes: Type.Array(Type.String()),
  defaultOutputModes: Type.Array(Type.String()),
  skills: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      description: Type.String(),
      tags: Type.Array(Type.String()),
    }),
  ),
});
export type AgentCard = Static<typeof AgentCardSchema>;

// JSON-RPC 2.0 envelopes.
export const JsonRpcIdSchema = Type.Union([Type.String(), Type.Number(), Type.Null()]);
export type JsonRpcId = Static<typeof JsonRpcIdSchema>;

export interface JsonRpcRequest<P = unknown> {
  jsonrpc: '2.0';
  id: JsonRpcId;
  method: string;
  params?: P;
}

export const JsonRpcErrorSchema = Type.Object({
  code: Type.Integer(),
  message: Type.String(),
  data: Type.Optional(Type.Unknown()),
});
export type JsonRpcError = Static<typeof JsonRpcErrorSchema>;

export interface JsonRpcSuccess<R = unknown> {
  jsonrpc: '2.0';
  id: JsonRpcId;
  result: R;
}
export interface JsonRpcFailure {
  jsonrpc: '2.0';
  id: JsonRpcId;
  error: JsonRpcError;
}

/** `google.rpc.BadRequest` as carried in `error.data` (D3). */
export interface FieldViolation {
  field: string;
  description: string;
  reason?: string;
}
export interface BadRequestDetail {
  '@type': 'type.googleapis.com/google.rpc.BadRequest';
  fieldViolations: FieldViolation[];
}
export interface ErrorInfoDetail {
  '@type': 'type.googleapis.com/google.rpc.ErrorInfo';
  reason: string;
  domain: string;
  metadata?: Record<string, string>;
}

export type Schema = TSchema;
