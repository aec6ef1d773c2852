// A plain A2A 1.0 agent that never makes a task: every message is answered with a Message (A2A
// §3.1.1 "a direct response message"), and a streamed one with a message-only stream (§3.1.2:
// "exactly one Message object and then close immediately"). No vessel events. It validates every
// call's params against the A2A 1.0 messages before anything else, as a server generated from the
// proto does, so a request of another shape gets -32602 however the card reads; then it answers
// what A2A says an agent without tasks, push notifications or an extended card answers.
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { isObject } from '../../../src/transcript/read.ts';
import { startForeign, type ForeignTarget } from './servers.ts';

const REASONS: Record<number, string> = {
  [-32001]: 'TASK_NOT_FOUND',
  [-32003]: 'PUSH_NOTIFICATION_NOT_SUPPORTED',
  [-32004]: 'UNSUPPORTED_OPERATION',
  [-32005]: 'CONTENT_TYPE_NOT_SUPPORTED',
  [-32009]: 'VERSION_NOT_SUPPORTED',
};

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
  /** The JSON-RPC error, with A2A §9.5's ErrorInfo (A2A errors) or BadRequest (validation). */
  toJSON() {
    const reason = REASONS[this.code];
    const data = reason
      ? [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason, domain: 'a2a-protocol.org' }]
      : this.field !== undefined
        ? [
            {
              '@type': 'type.googleapis.com/google.rpc.BadRequest',
              fieldViolations: [{ field: this.field, description: this.message }],
            },
          ]
        : undefined;
    return { code: this.code, message: this.message, ...(data ? { data } : {}) };
  }
}

type Params = Record<string, unknown>;
const invalid = (field: string, what: string) => new RpcError(-32602, `${field} ${what}`, field);

/** The fields of `params` a message of the proto requires as strings, and those it types when present. */
function requireStrings(params: Params, required: readonly string[], optional: readonly string[] = []): void {
  for (const field of required)
    if (typeof params[field] !== 'string' || params[field] === '') throw invalid(field, 'is required (a string)');
  for (const field of optional)
    if (params[field] !== undefined && typeof params[field] !== 'string') throw invalid(field, 'must be a string');
}

/** SendMessageRequest: a message with its messageId, role and parts. */
function readMessage(params: Params): Params {
  const message = params.message;
  if (!isObject(message)) throw invalid('message', 'is required');
  requireStrings(message, ['messageId', 'role'], ['contextId', 'taskId']);
  if (!Array.isArray(message.parts) || message.parts.length === 0) throw invalid('message.parts', 'is required');
  // Its card takes text/plain (a data part is JSON it reads); a file of another type it cannot take (§3.1.1).
  const file = message.parts.find((p) => isObject(p) && (p.raw !== undefined || p.url !== undefined));
  if (isObject(file) && file.mediaType !== 'text/plain')
    throw new RpcError(-32005, `media type ${String(file.mediaType)} is not supported`);
  // No task was ever made here, so a message naming one names a task that does not exist.
  if (message.taskId !== undefined) throw new RpcError(-32001, `task ${String(message.taskId)} not found`);
  return message;
}

const reply = (message: Params): Params => ({
  messageId: randomUUID(),
  contextId: typeof message.contextId === 'string' ? message.contextId : randomUUID(),
  role: 'ROLE_AGENT',
  parts: [{ text: 'hello', mediaType: 'text/plain' }],
});

const noTask = (params: Params) => {
  requireStrings(params, ['id']);
  if (typeof params.historyLength === 'number' && params.historyLength < 0)
    throw invalid('historyLength', 'must not be negative');
  throw new RpcError(-32001, `task ${String(params.id)} not found`);
};
const noPush =
  (required: readonly string[], optional: readonly string[] = []) =>
  (params: Params) => {
    requireStrings(params, required, optional);
    throw new RpcError(-32003, 'push notifications are not supported');
  };

/** Each method: its A2A 1.0 request message validated, then its answer (a result, or an RpcError thrown). */
const METHODS: Record<string, (params: Params) => unknown> = {
  SendMessage: (params) => ({ message: reply(readMessage(params)) }),
  GetTask: noTask,
  CancelTask: noTask,
  SubscribeToTask: noTask,
  ListTasks: (params) => ({
    tasks: [],
    nextPageToken: '',
    pageSize: typeof params.pageSize === 'number' ? params.pageSize : 50,
    totalSize: 0,
  }),
  // TaskPushNotificationConfig (a2a.proto): url is REQUIRED; taskId, id and token are strings.
  CreateTaskPushNotificationConfig: noPush(['taskId', 'url'], ['id', 'token']),
  GetTaskPushNotificationConfig: noPush(['taskId', 'id']),
  ListTaskPushNotificationConfigs: noPush(['taskId'], ['pageToken']),
  DeleteTaskPushNotificationConfig: noPush(['taskId', 'id']),
  GetExtendedAgentCard: () => {
    throw new RpcError(-32004, 'no extended agent card');
  },
};

/** A2A §3.6.2: Major.Minor is matched, an empty or absent value is 0.3, which this agent does not speak. */
function checkVersion(req: http.IncomingMessage): void {
  const version = String(req.headers['a2a-version'] ?? '').trim();
  if (!/^1\.0(?:\.\d+)?$/.test(version))
    throw new RpcError(-32009, `A2A-Version ${version === '' ? '(empty: 0.3)' : version} is not supported`);
}

/** Answers one JSON-RPC call as the message-only agent does (a handler for `startForeign`). */
export function answerMessageOnly(req: http.IncomingMessage, body: string, res: http.ServerResponse): void {
  const json = (id: unknown, member: Params) =>
    void res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ jsonrpc: '2.0', id, ...member }));
  let request: unknown;
  try {
    request = JSON.parse(body);
  } catch {
    return json(null, { error: { code: -32700, message: 'parse error' } });
  }
  const idOk = (id: unknown) => id === undefined || id === null || ['string', 'number'].includes(typeof id);
  if (!isObject(request) || request.jsonrpc !== '2.0' || typeof request.method !== 'string' || !idOk(request.id))
    return json(null, { error: { code: -32600, message: 'not a JSON-RPC 2.0 request' } });
  const id = request.id ?? null;
  const { method } = request;
  try {
    checkVersion(req);
    if (request.params !== undefined && !isObject(request.params)) throw invalid('params', 'must be an object');
    const params = (request.params ?? {}) as Params;
    if (method === 'SendStreamingMessage') {
      const event = { jsonrpc: '2.0', id, result: { message: reply(readMessage(params)) } };
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      return void res.end(`data: ${JSON.stringify(event)}\n\n`);
    }
    const handle = Object.hasOwn(METHODS, method) ? METHODS[method] : undefined;
    if (!handle) throw new RpcError(-32601, `method ${method} not found`);
    return json(id, { result: handle(params) });
  } catch (error) {
    if (error instanceof RpcError) return json(id, { error: error.toJSON() });
    throw error;
  }
}

/** The message-only agent, listening on an ephemeral loopback port. */
export function startMessageOnlyAgent(): Promise<ForeignTarget> {
  return startForeign('message-only', answerMessageOnly);
}
