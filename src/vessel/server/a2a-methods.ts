// The A2A methods one agent answers (CONTRACT.md "A2A layer", D1–D3): each takes the request's
// params and either returns the JSON-RPC result or opens a stream. Transport-free: the HTTP layer
// supplies `openStream` and turns thrown RpcErrors into error responses.
import { randomUUID } from 'node:crypto';
import {
  Methods,
  TaskStates,
  type Message,
  type StreamResponse,
  type Part,
  type Task,
  type TaskState,
} from '../../a2a/wire.ts';
import type { AgentConfig } from '../config/schema.ts';
import { RpcError, rpcErrors } from './jsonrpc-wire.ts';
import { MAX_ID_CHARS, MAX_METADATA_BYTES } from './limits.ts';
import type { StoredTask, TaskListener, TaskStore } from './task-store.ts';
import { parseTurnInput, type TranscriptValidator } from './turn-input.ts';
import { runTask, type RunnerContext } from './turn-runner.ts';

export interface MethodContext extends RunnerContext {
  store: TaskStore;
  validate: TranscriptValidator;
  /** How long CancelTask waits for the turn to wind down before answering with the task as it is. */
  cancelWaitMs: number;
}

/** An open SSE response, as the methods see it. */
export interface StreamWriter {
  write(response: StreamResponse): void;
  end(): void;
  /** Called once when the response closes, by either side. */
  onClose(listener: () => void): void;
}

export interface CallIO {
  /** Starts the `200 text/event-stream` response; only call once nothing can fail any more. */
  openStream(): StreamWriter;
}

/** Returned by a method that answered with a stream instead of a result. */
export const STREAMED = Symbol('streamed');

type Params = Record<string, unknown>;
type Handler = (params: Params, agent: AgentConfig, ctx: MethodContext, io: CallIO) => Promise<unknown>;

// ---------------------------------------------------------------------------------------------
// Reading params (every problem is -32602 naming the field)

function field(path: string, problem: string): RpcError {
  return rpcErrors.invalidParams(`${path}: ${problem}`, [
    { field: `/${path.replace(/\./g, '/')}`, description: problem, reason: 'a2a.params' },
  ]);
}
/** D17: identifiers are at most MAX_ID_CHARS long. */
function identifier(value: string, path: string): string {
  if (value.length > MAX_ID_CHARS)
    throw field(path, `is ${value.length} characters; at most ${MAX_ID_CHARS} are taken`);
  return value;
}
function requiredId(params: Params, name: string, path = name, detail = ''): string {
  const value = params[name];
  if (typeof value !== 'string' || value === '') throw field(path, `a non-empty string is required${detail}`);
  return identifier(value, path);
}
function optionalId(params: Params, name: string, path = name): string | undefined {
  const value = params[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw field(path, 'must be a string');
  return identifier(value, path);
}
function optionalIdList(params: Params, name: string, path = name): void {
  const value = params[name];
  if (value === undefined || value === null) return;
  if (!Array.isArray(value)) throw field(path, 'must be a list of strings');
  value.forEach((item, i) => {
    if (typeof item !== 'string') throw field(`${path}[${i}]`, 'must be a string');
    identifier(item, `${path}[${i}]`);
  });
}
function optionalString(params: Params, name: string, path = name): string | undefined {
  const value = params[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw field(path, 'must be a string');
  return value;
}
/** D17: a metadata object is at most MAX_METADATA_BYTES of JSON. */
function optionalMetadata(params: Params, path: string): void {
  const value = optionalObject(params, 'metadata', path);
  if (value === undefined) return;
  const bytes = Buffer.byteLength(JSON.stringify(value));
  if (bytes > MAX_METADATA_BYTES)
    throw field(path, `is ${bytes} bytes of JSON; at most ${MAX_METADATA_BYTES} are taken`);
}
function optionalObject(params: Params, name: string, path = name): Params | undefined {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw field(path, 'must be an object');
  return value as Params;
}
function optionalInteger(params: Params, name: string, min: number, max: number, path = name): number | undefined {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw field(path, `must be an integer from ${min} to ${max}`);
  return value;
}
function optionalBoolean(params: Params, name: string, path = name): boolean | undefined {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw field(path, 'must be true or false');
  return value;
}

/** The task, or the error A2A names for an unknown id (-32001). */
function findTask(params: Params, agent: AgentConfig, ctx: MethodContext): StoredTask {
  const id = requiredId(params, 'id');
  const task = ctx.store.get(agent.name, id);
  if (task) return task;
  throw rpcErrors.taskNotFound(id);
}

/** The task as an answer shows it; an empty artifact list is left out (protobuf JSON omits empty lists). */
function snapshot(task: StoredTask, options: { artifacts?: boolean; historyLength?: number } = {}): Task {
  const view = task.snapshot(options);
  if (view.artifacts?.length === 0) delete view.artifacts;
  return view;
}

// ---------------------------------------------------------------------------------------------
// Starting a turn (SendMessage and SendStreamingMessage share it)

interface PreparedTurn {
  task: StoredTask;
  start(): Promise<void>;
  returnImmediately: boolean;
  /** configuration.historyLength (A2A §3.2.4), for the task SendMessage answers. */
  historyLength?: number;
}

/** Validates the request (D2, D3) and creates the task; nothing reaches the model before `start`. */
async function prepareTurn(params: Params, agent: AgentConfig, ctx: MethodContext): Promise<PreparedTurn> {
  const message = optionalObject(params, 'message');
  if (!message) throw field('message', 'the message is required');
  const role = message.role;
  if (role !== 'ROLE_USER' && role !== 1) throw field('message.role', "must be 'ROLE_USER'");
  requiredId(message, 'messageId', 'message.messageId', ' (A2A 1.0)');
  if (!Array.isArray(message.parts) || message.parts.length === 0)
    throw field('message.parts', 'a non-empty list of parts is required');
  optionalIdList(message, 'referenceTaskIds', 'message.referenceTaskIds');
  optionalIdList(message, 'extensions', 'message.extensions');
  optionalMetadata(message, 'message.metadata');
  optionalMetadata(params, 'metadata');
  const configuration = optionalObject(params, 'configuration') ?? {};
  const modes = configuration.acceptedOutputModes;
  if (modes !== undefined && modes !== null && (!Array.isArray(modes) || !modes.every((m) => typeof m === 'string'))) {
    throw field('configuration.acceptedOutputModes', 'must be a list of media types');
  }
  const returnImmediately =
    optionalBoolean(configuration, 'returnImmediately', 'configuration.returnImmediately') ?? false;
  const historyLength = optionalInteger(
    configuration,
    'historyLength',
    0,
    Number.MAX_SAFE_INTEGER,
    'configuration.historyLength',
  );

  // D1: one turn is one task. A message naming a task continues nothing.
  const taskId = optionalId(message, 'taskId', 'message.taskId');
  if (taskId !== undefined) {
    const existing = ctx.store.get(agent.name, taskId);
    if (!existing) throw rpcErrors.taskNotFound(taskId);
    throw rpcErrors.unsupportedOperation(
      existing.finished
        ? `task '${taskId}' is finished (${existing.state}) and takes no more messages; each turn is a new task: send the next turn without taskId`
        : `task '${taskId}' is still running and takes no more messages; each turn is a new task`,
    );
  }
  const contextId = optionalId(message, 'contextId', 'message.contextId') ?? randomUUID();

  const parsed = parseTurnInput(message.parts as Part[], {
    acceptsImages: agent.model.accepts_images,
    validate: ctx.validate,
  });
  const task = ctx.store.create(randomUUID(), contextId, agent.name, 'TASK_STATE_WORKING');
  // The user's message opens the task's history (A2A Task.history), as it came, naming its task.
  task.history.push({ ...(message as unknown as Message), taskId: task.id, contextId });
  const input = {
    taskId: task.id,
    contextId,
    history: parsed.history,
    userMessage: parsed.userMessage,
    ...(Array.isArray(modes) ? { acceptedOutputModes: modes as string[] } : {}),
  };
  return {
    task,
    returnImmediately,
    ...(historyLength !== undefined ? { historyLength } : {}),
    start: () => runTask(task, agent, input, ctx),
  };
}

/** Attaches a stream to a task: the task snapshot first (its history left out: the client sent it), then its live events. */
function follow(task: StoredTask, io: CallIO): typeof STREAMED {
  const stream = io.openStream();
  stream.write({ task: snapshot(task, { historyLength: 0 }) });
  const listener: TaskListener = { event: (r) => stream.write(r), end: () => stream.end() };
  task.listeners.add(listener);
  // A client that hangs up stops listening; the turn goes on (kept for GetTask and SubscribeToTask).
  stream.onClose(() => task.listeners.delete(listener));
  return STREAMED;
}

// ---------------------------------------------------------------------------------------------
// The methods

const sendStreamingMessage: Handler = async (params, agent, ctx, io) => {
  const turn = await prepareTurn(params, agent, ctx);
  const streamed = follow(turn.task, io);
  void turn.start();
  return streamed;
};

const sendMessage: Handler = async (params, agent, ctx) => {
  const turn = await prepareTurn(params, agent, ctx);
  const finished = turn.start();
  if (!turn.returnImmediately) await finished;
  return { task: snapshot(turn.task, { historyLength: turn.historyLength }) };
};

const getTask: Handler = async (params, agent, ctx) => {
  const historyLength = optionalInteger(params, 'historyLength', 0, Number.MAX_SAFE_INTEGER);
  return snapshot(findTask(params, agent, ctx), { historyLength });
};

const cancelTask: Handler = async (params, agent, ctx) => {
  const task = findTask(params, agent, ctx);
  if (task.finished) {
    // Cancelling is idempotent (A2A 1.0 §3.3.1): an already cancelled task answers with itself.
    if (task.state === 'TASK_STATE_CANCELED') return snapshot(task);
    throw rpcErrors.taskNotCancelable(task.id, task.state);
  }
  task.cancel.abort();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([task.done, new Promise((resolve) => (timer = setTimeout(resolve, ctx.cancelWaitMs)))]);
  clearTimeout(timer);
  // The turn may have finished on its own before the cancel reached it.
  if (task.finished && task.state !== 'TASK_STATE_CANCELED') throw rpcErrors.taskNotCancelable(task.id, task.state);
  return snapshot(task);
};

const subscribeToTask: Handler = async (params, agent, ctx, io) => {
  const task = findTask(params, agent, ctx);
  // A2A 1.0 §3.1.6: subscribing to a task in a terminal state is an UnsupportedOperationError.
  if (task.finished)
    throw rpcErrors.unsupportedOperation(
      `task '${task.id}' is finished (${task.state}); SubscribeToTask follows running tasks only: use GetTask`,
    );
  return follow(task, io);
};

const listTasks: Handler = async (params, agent, ctx) => {
  const pageSize = optionalInteger(params, 'pageSize', 1, 100) ?? 50;
  const historyLength = optionalInteger(params, 'historyLength', 0, Number.MAX_SAFE_INTEGER);
  const status = params.status;
  if (status !== undefined && status !== null && !(TaskStates as readonly unknown[]).includes(status)) {
    throw field('status', `must be one of ${TaskStates.join(', ')}`);
  }
  const after = optionalString(params, 'statusTimestampAfter');
  const statusAfter = after === undefined ? undefined : Date.parse(after);
  if (statusAfter !== undefined && Number.isNaN(statusAfter))
    throw field('statusTimestampAfter', 'must be an RFC 3339 timestamp');
  const pageToken = optionalId(params, 'pageToken');
  if (pageToken !== undefined && !ctx.store.isPageToken(pageToken)) {
    throw field('pageToken', 'is not a page token this server gave out (send the nextPageToken of a previous page)');
  }
  const includeArtifacts = optionalBoolean(params, 'includeArtifacts') ?? false;
  const page = ctx.store.list({
    agent: agent.name,
    contextId: optionalId(params, 'contextId'),
    status: (status ?? undefined) as TaskState | undefined,
    statusAfter,
    pageSize,
    pageToken,
  });
  return {
    // A2A 1.0 §3.1.4: without includeArtifacts the field is left out entirely.
    tasks: page.tasks.map((t) => {
      const task = snapshot(t, { artifacts: includeArtifacts, historyLength });
      if (includeArtifacts && !task.artifacts) task.artifacts = [];
      return task;
    }),
    nextPageToken: page.nextPageToken,
    pageSize,
    totalSize: page.totalSize,
  };
};

const pushNotifications: Handler = async () => {
  throw rpcErrors.pushNotificationNotSupported();
};

export const methods: Readonly<Record<string, Handler>> = {
  [Methods.SendStreamingMessage]: sendStreamingMessage,
  [Methods.SendMessage]: sendMessage,
  [Methods.GetTask]: getTask,
  [Methods.CancelTask]: cancelTask,
  [Methods.SubscribeToTask]: subscribeToTask,
  [Methods.ListTasks]: listTasks,
  // The card declares neither push notifications nor an extended card; A2A 1.0 §3.3.4 names the errors.
  CreateTaskPushNotificationConfig: pushNotifications,
  GetTaskPushNotificationConfig: pushNotifications,
  ListTaskPushNotificationConfigs: pushNotifications,
  DeleteTaskPushNotificationConfig: pushNotifications,
  GetExtendedAgentCard: async () => {
    throw rpcErrors.unsupportedOperation('this agent has no extended card (capabilities.extendedAgentCard: false)');
  },
};

export const methodNames: readonly string[] = Object.values(Methods);
