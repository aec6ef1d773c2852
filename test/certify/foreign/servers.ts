// Targets that are not the reference vessel, for the foreign-target certification tests: a real
// A2A 1.0 agent built on @a2a-js/sdk's own server classes, and small node:http servers that
// misbehave in one way each (malformed JSON, a stream that never ends or is cut, one enormous
// event, an endpoint that never answers). Each listens on an ephemeral loopback port.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import {
  AgentEvent,
  DefaultRequestHandler,
  InMemoryPushNotificationStore,
  InMemoryTaskStore,
  JsonRpcTransportHandler,
  ServerCallContext,
  validateVersion,
  type AgentExecutor,
} from '@a2a-js/sdk/server';
import { Role, TaskState } from '@a2a-js/sdk';
import { AGENT_CARD_PATH } from '../../../src/a2a/wire.ts';

export interface ForeignTarget {
  /** The agent's base URL (its card is at `{url}/.well-known/agent-card.json`). */
  url: string;
  /** How many JSON-RPC requests reached it (a target the kit stopped talking to stays low). */
  posts(): number;
  close(): Promise<void>;
}

type PostHandler = (req: http.IncomingMessage, body: string, res: http.ServerResponse) => unknown;

/** A card naming `url` as the JSONRPC interface, as an A2A 1.0 agent serves it. */
export function cardFor(url: string, name: string): Record<string, unknown> {
  return {
    name,
    description: `${name}: not a vessel`,
    version: '1.0.0',
    supportedInterfaces: [{ url, protocolBinding: 'JSONRPC', protocolVersion: '1.0' }],
    capabilities: { streaming: true, pushNotifications: false },
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [{ id: 'hello', name: 'hello', description: 'says hello', tags: ['hello'] }],
  };
}

/**
 * Serves a fine card at the well-known path and hands every other request (the JSON-RPC calls)
 * to `onPost` once its body has arrived.
 */
export async function startForeign(
  name: string,
  onPost: PostHandler,
  options: { host?: string; rpcUrl?: string; capabilities?: Record<string, unknown> } = {},
): Promise<ForeignTarget> {
  let posts = 0;
  let card = '';
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url?.replace(/^\/+/, '/') === AGENT_CARD_PATH) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(card);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      posts++;
      void Promise.resolve(onPost(req, Buffer.concat(chunks).toString('utf8'), res)).catch(() => res.destroy());
    });
  });
  const target = await listening(server, () => posts, options.host);
  const served = cardFor(options.rpcUrl ?? target.url, name);
  card = JSON.stringify({ ...served, capabilities: { ...(served.capabilities as object), ...options.capabilities } });
  return target;
}

/** An SDK executor's task event: the task `context` names, working. */
export const workingTask = (context: { taskId: string; contextId: string }) =>
  AgentEvent.task({
    id: context.taskId,
    contextId: context.contextId,
    status: { state: TaskState.TASK_STATE_WORKING, message: undefined, timestamp: new Date().toISOString() },
    artifacts: [],
    history: [],
    metadata: undefined,
  });

/** An SDK executor's status update of a task, in `state`, its message saying `text` when given. */
export function statusUpdateEvent(ids: { taskId: string; contextId: string }, state: TaskState, text?: string) {
  const message =
    text === undefined
      ? undefined
      : {
          messageId: randomUUID(),
          ...ids,
          role: Role.ROLE_AGENT,
          parts: [
            {
              content: { $case: 'text' as const, value: text },
              mediaType: 'text/plain',
              filename: '',
              metadata: undefined,
            },
          ],
          metadata: undefined,
          extensions: [],
          referenceTaskIds: [],
        };
  return AgentEvent.statusUpdate({
    ...ids,
    status: { state, message, timestamp: new Date().toISOString() },
    metadata: undefined,
  });
}

/** A trivial executor: a task, a working status with "hello" and the completed status. No vessel events. */
const helloExecutor: AgentExecutor = {
  async execute(context, bus) {
    bus.publish(workingTask(context));
    bus.publish(
      statusUpdateEvent(
        { taskId: context.taskId, contextId: context.contextId },
        TaskState.TASK_STATE_COMPLETED,
        'hello',
      ),
    );
    bus.finished();
  },
  async cancelTask() {},
};

/** What an SDK agent's card declares beyond streaming, and whether the SDK is given what serves it. */
export interface SdkDeclared {
  capabilities?: { streaming?: boolean; pushNotifications?: boolean; extendedAgentCard?: boolean };
  /** The SDK's InMemoryPushNotificationStore, which serves the push notification config methods. */
  pushStore?: boolean;
  /** An extended card for the SDK to serve to GetExtendedAgentCard. */
  extendedCard?: boolean;
}

/**
 * A real A2A 1.0 agent that is not a vessel: @a2a-js/sdk's DefaultRequestHandler and
 * JsonRpcTransportHandler wired to node:http the way the SDK's express adapter wires them
 * (SSE `data:` lines for a stream, the JSON-RPC response as JSON otherwise), running `executor`.
 */
export async function startSdkAgent(
  executor: AgentExecutor = helloExecutor,
  name = 'sdk-hello',
  declared: SdkDeclared = {},
): Promise<ForeignTarget> {
  let handler: JsonRpcTransportHandler | undefined;
  let card: Record<string, unknown> = {};
  const declaredCapabilities = { capabilities: declared.capabilities ?? {} };
  const target = await startForeign(
    name,
    async (req, body, res) => {
      const json = (payload: unknown) =>
        void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      let request: { id?: unknown };
      try {
        request = JSON.parse(body) as { id?: unknown };
      } catch {
        // What the adapter's express.json() + jsonErrorHandler answer for a body that is not JSON.
        return json({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Invalid JSON payload.' } });
      }
      const requestedVersion = String(req.headers['a2a-version'] ?? '');
      try {
        validateVersion(requestedVersion, card as never, 'JSONRPC');
      } catch (error) {
        return json({
          jsonrpc: '2.0',
          id: request?.id ?? null,
          error: JsonRpcTransportHandler.mapToJSONRPCError(error),
        });
      }
      const result = await handler!.handle(request, new ServerCallContext({ requestedVersion } as never));
      if (result && typeof (result as AsyncGenerator)[Symbol.asyncIterator] === 'function') {
        // As the SDK's express adapter does: an error before the first event (an unknown or finished
        // task to subscribe to) is answered as a JSON-RPC error, not as a stream.
        const events = (result as AsyncGenerator)[Symbol.asyncIterator]();
        let first: IteratorResult<unknown>;
        try {
          first = await events.next();
        } catch (error) {
          return json({
            jsonrpc: '2.0',
            id: request?.id ?? null,
            error: JsonRpcTransportHandler.mapToJSONRPCError(error),
          });
        }
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        for (let next = first; !next.done; next = await events.next())
          res.write(`data: ${JSON.stringify(next.value)}\n\n`);
        res.end();
      } else json(result);
    },
    declaredCapabilities,
  );
  const base = cardFor(target.url, name);
  card = { ...base, capabilities: { ...(base.capabilities as object), ...declared.capabilities } };
  handler = new JsonRpcTransportHandler(
    new DefaultRequestHandler(
      card as never,
      new InMemoryTaskStore(),
      executor,
      undefined,
      declared.pushStore ? new InMemoryPushNotificationStore() : undefined,
      undefined,
      declared.extendedCard ? ({ ...card, name: `${name} (extended)` } as never) : undefined,
    ),
  );
  return target;
}

/** The JSON-RPC id of a request body, when it has one (so a stream's events answer the right call). */
function requestId(body: string): unknown {
  try {
    return (JSON.parse(body) as { id?: unknown }).id ?? null;
  } catch {
    return null;
  }
}

/** A working task as the first event of a stream. */
export function taskEvent(body: string): string {
  const task = { id: randomUUID(), contextId: randomUUID(), status: { state: 'TASK_STATE_WORKING' } };
  return `data: ${JSON.stringify({ jsonrpc: '2.0', id: requestId(body), result: { task } })}\n\n`;
}

/** Every POST answered with an HTML 500 page, or with a JSON body cut short. */
export function startBrokenJson(kind: 'html-500' | 'truncated-json'): Promise<ForeignTarget> {
  return startForeign(`broken-${kind}`, (_req, _body, res) => {
    if (kind === 'html-500')
      res
        .writeHead(500, { 'content-type': 'text/html' })
        .end('<html><body><h1>500 Internal Server Error</h1></body></html>');
    else
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"jsonrpc":"2.0","id":1,"result":{"task":{"id":');
  });
}

/** Streams answer with SSE headers and a task event, then never another byte (the socket stays open). */
export function startSilentStream(): Promise<ForeignTarget> {
  return startForeign('silent-stream', (_req, body, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(taskEvent(body));
  });
}

/** Streams answer with a task event and a few status updates, then the socket is destroyed mid-stream. */
export function startCutStream(): Promise<ForeignTarget> {
  return startForeign('cut-stream', (_req, body, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(taskEvent(body));
    res.write(
      'data: {"jsonrpc":"2.0","id":1,"result":{"statusUpdate":{"taskId":"x","contextId":"y","status":{"state":"TASK_STATE_WORK',
    );
    setTimeout(() => res.socket?.destroy(), 20);
  });
}

/** Streams answer with one event larger than `bytes` (no blank line until it is all sent). */
export function startHugeEvent(bytes: number): Promise<ForeignTarget> {
  return startForeign('huge-event', (_req, body, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(taskEvent(body));
    const chunk = 'x'.repeat(64 * 1024);
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!res.write(`data: ${chunk}\n`)) return void res.once('drain', pump);
      }
      res.end('\n');
    };
    res.on('error', () => {});
    pump();
  });
}

/** Streams answer with small, complete events forever (until the kit hangs up). */
export function startEndlessStream(): Promise<ForeignTarget> {
  return startForeign('endless-stream', (_req, body, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(taskEvent(body));
    const line = `: ${'y'.repeat(16 * 1024)}\n\n`;
    const pump = () => {
      while (!res.destroyed) if (!res.write(line)) return void res.once('drain', pump);
    };
    res.on('error', () => {});
    res.on('close', () => res.removeAllListeners('drain'));
    pump();
  });
}

/** The card is served, but no JSON-RPC call is ever answered (the request is read and left hanging). */
export function startSilentRpc(): Promise<ForeignTarget> {
  return startForeign('silent-rpc', () => {});
}

/** A web server that is no A2A agent at all: every request, the card too, gets an HTML 404. */
export async function startNotAnAgent(): Promise<ForeignTarget> {
  let posts = 0;
  const server = http.createServer((req, res) => {
    if (req.method === 'POST') posts++;
    req.resume();
    res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>Not Found</body></html>');
  });
  return listening(server, () => posts);
}

/** Accepts connections and never answers anything, not even the card. */
export async function startBlackHole(): Promise<ForeignTarget> {
  const server = http.createServer(() => {});
  return listening(server, () => 0);
}

/** Listens on an ephemeral port of `host`: the target's URL (with its slash) and how to stop it. */
export async function listening(server: http.Server, posts: () => number, host = '127.0.0.1'): Promise<ForeignTarget> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}/`,
    posts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Serves a card whose JSONRPC interface names `rpcUrl` (e.g. a port nothing listens on). */
export async function startCardOnly(rpcUrl: string): Promise<ForeignTarget> {
  const server = http.createServer((req, res) => {
    req.resume();
    if (req.method === 'GET' && req.url === AGENT_CARD_PATH)
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(cardFor(rpcUrl, 'card-only')));
    else res.writeHead(404).end();
  });
  return listening(server, () => 0);
}

/** Streams whose events are not JSON (plain text in `data:`), then a clean close. */
export function startTextEvents(): Promise<ForeignTarget> {
  return startForeign('text-events', (_req, _body, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.end('data: hello\n\ndata: {"jsonrpc": "2.0", "result": \n\n');
  });
}

/** Every call answered with one JSON body larger than `bytes` (a plain response, not a stream). */
export function startHugeJson(bytes: number): Promise<ForeignTarget> {
  return startForeign('huge-json', (_req, _body, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"jsonrpc":"2.0","id":1,"result":{"padding":"');
    const chunk = 'z'.repeat(64 * 1024);
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      res.end('"}}');
    };
    res.on('error', () => {});
    pump();
  });
}

/** Answers its first `calls` JSON-RPC calls with an HTML 500, then goes away (refusing connections). */
export async function startDyingAgent(calls: number): Promise<ForeignTarget> {
  let target: ForeignTarget | undefined;
  target = await startForeign('dying', (_req, _body, res) => {
    if (target!.posts() > calls) return void target!.close();
    res.writeHead(500, { 'content-type': 'text/html' }).end('<html>500</html>');
  });
  return target;
}

/** A JSON-RPC server that answers every call with -32603 internal error (id null when the body is not JSON). */
export function startInternalErrors(): Promise<ForeignTarget> {
  return startForeign('internal-errors', (_req, body, res) => {
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ jsonrpc: '2.0', id: requestId(body), error: { code: -32603, message: 'internal error' } }));
  });
}

/** Streams a task and its completed status, then leaves the stream open; other methods get -32601. */
export function startOpenAfterTerminal(): Promise<ForeignTarget> {
  return startForeign('open-after-terminal', (_req, body, res) => {
    const id = requestId(body);
    if (!body.includes('"SendStreamingMessage"')) {
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32601, message: 'only SendStreamingMessage' } }));
    }
    const task = { id: randomUUID(), contextId: randomUUID(), status: { state: 'TASK_STATE_WORKING' } };
    const done = { taskId: task.id, contextId: task.contextId, status: { state: 'TASK_STATE_COMPLETED' } };
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(`data: ${JSON.stringify({ jsonrpc: '2.0', id, result: { task } })}\n\n`);
    res.write(`data: ${JSON.stringify({ jsonrpc: '2.0', id, result: { statusUpdate: done } })}\n\n`);
  });
}

/** Another loopback address than the targets' 127.0.0.1: "another host" to the kit, on this machine. */
export const OTHER_HOST = '127.0.0.2';

/** A status-update event of a working task (valid A2A), as a stream's event. */
function workingEvent(id: unknown, taskId: string, contextId: string, n: number): string {
  const statusUpdate = {
    taskId,
    contextId,
    status: { state: 'TASK_STATE_WORKING', timestamp: new Date(1_700_000_000_000 + n).toISOString() },
  };
  return `data: ${JSON.stringify({ jsonrpc: '2.0', id, result: { statusUpdate } })}\n\n`;
}

/**
 * Streams a task, then valid status-update events of it (working, never terminal) for as long as
 * the kit listens: as fast as the socket takes them, or one every `everyMs`. Every JSON-RPC call
 * gets such a stream (GetTask and CancelTask too), so a case never ends on its own.
 */
export function startValidEventsForever(everyMs?: number): Promise<ForeignTarget> {
  return startForeign(everyMs === undefined ? 'endless-valid-events' : 'slow-valid-events', (_req, body, res) => {
    const id = requestId(body);
    const task = { id: randomUUID(), contextId: randomUUID(), status: { state: 'TASK_STATE_WORKING' } };
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(`data: ${JSON.stringify({ jsonrpc: '2.0', id, result: { task } })}\n\n`);
    res.on('error', () => {});
    let n = 0;
    if (everyMs !== undefined) {
      const timer = setInterval(() => res.write(workingEvent(id, task.id, task.contextId, n++)), everyMs);
      res.on('close', () => clearInterval(timer));
      return;
    }
    // The same events 64 KiB at a time: the server costs little, the kit still reads each one.
    const batch = Array.from({ length: 300 }, () => workingEvent(id, task.id, task.contextId, n++)).join('');
    const pump = () => {
      while (!res.destroyed) if (!res.write(batch)) return void res.once('drain', pump);
    };
    res.on('close', () => res.removeAllListeners('drain'));
    pump();
  });
}

/** Streams answer with SSE headers and then never a byte (the socket stays open). */
export function startMuteStream(): Promise<ForeignTarget> {
  return startForeign('mute-stream', (_req, _body, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.flushHeaders();
  });
}

/** Streams a valid task event one byte a second, forever. */
export function startTrickle(): Promise<ForeignTarget> {
  return startForeign('trickle', (_req, body, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.flushHeaders();
    const text = Buffer.from(taskEvent(body).repeat(1_000));
    let at = 0;
    const timer = setInterval(() => res.write(text.subarray(at, ++at)), 1_000);
    res.on('close', () => clearInterval(timer));
    res.on('error', () => {});
  });
}

/** Streams whose events carry bytes that are not UTF-8 (0xFF, a lone continuation byte) inside and around their JSON. */
export function startInvalidUtf8(): Promise<ForeignTarget> {
  return startForeign('invalid-utf8', (_req, body, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(taskEvent(body));
    res.end(
      Buffer.concat([Buffer.from('data: '), Buffer.from([0xff, 0x80, 0xfe]), Buffer.from('{"jsonrpc":"2.0"}\n\n')]),
    );
  });
}

/** Every JSON-RPC call answered 200 with a body that is no JSON at all. */
export function startNonJson200(): Promise<ForeignTarget> {
  return startForeign('non-json-200', (_req, _body, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
  });
}

/** A fine card, and every JSON-RPC call answered 307 to the same path on `location`'s host. */
export function startRedirectingRpc(location: string): Promise<ForeignTarget> {
  return startForeign('redirecting-rpc', (_req, _body, res) => {
    res.writeHead(307, { location, 'content-type': 'text/plain' }).end('moved');
  });
}

/** Every request, the card too, answered 302 to `location`. */
export async function startRedirectingCard(location: string): Promise<ForeignTarget> {
  let posts = 0;
  const server = http.createServer((req, res) => {
    if (req.method === 'POST') posts++;
    req.resume();
    res.writeHead(302, { location: new URL(req.url ?? '/', location).href }).end();
  });
  return listening(server, () => posts);
}

/** A server on OTHER_HOST that counts every request reaching it (GET or POST) and answers -32603: a witness of where the kit went. */
export async function startWitness(): Promise<ForeignTarget> {
  let requests = 0;
  const server = http.createServer((req, res) => {
    requests++;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = requestId(Buffer.concat(chunks).toString('utf8'));
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32603, message: 'witness' } }));
    });
  });
  return listening(server, () => requests, OTHER_HOST);
}
