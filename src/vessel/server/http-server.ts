// The vessel's HTTP front: node:http, one base path per agent ('/' for 'default', '/agents/<name>'
// for the others), each serving its card and its JSON-RPC endpoint (with or without a trailing
// slash). Bodies are read up to a cap and no further; errors before a stream are plain JSON-RPC
// error responses; idle and stalled connections time out.
import { isUtf8 } from 'node:buffer';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AGENT_CARD_PATH, A2A_VERSION_HEADER, type JsonRpcId, type StreamResponse } from '../../a2a/wire.ts';
import type { AgentConfig } from '../config/schema.ts';
import type { RunTurn } from '../turn/seam.ts';
import { agentCard } from './agent-card.ts';
import { methodNames, methods, STREAMED, type CallIO, type MethodContext, type StreamWriter } from './a2a-methods.ts';
import {
  failure,
  isJsonContentType,
  parseRequest,
  RpcError,
  rpcErrors,
  SSE_HEADERS,
  sseEvent,
  success,
  versionError,
} from './jsonrpc-wire.ts';
import { cardCaching, etagMatches } from './card-caching.ts';
import { chain, type EventWriter, type RpcCall, type RpcReply, type ServerMiddleware } from './middleware.ts';
import { DEFAULT_KEEP_SECONDS, DEFAULT_MAX_TASKS, TaskStore } from './task-store.ts';
import type { TranscriptValidator } from './turn-input.ts';

/**
 * The default body cap. A turn may carry 32 images of 5 MiB (D12): 160 MiB decoded, 213.3 MiB as
 * base64; 240 MiB leaves ~26 MiB for the JSON around them and up to 2,000 messages of text.
 */
export const DEFAULT_MAX_BODY_BYTES = 240 * 1024 * 1024;

/**
 * D17 leaves the send-buffer cap to the vessel: 4 MiB, so a client that stops reading costs at most
 * that, one large event (an artifact may exceed the cap alone) and what the sockets hold.
 */
export const DEFAULT_STREAM_BUFFER_BYTES = 4 * 1024 * 1024;

export interface VesselServerOptions {
  agents: readonly AgentConfig[];
  runTurn: RunTurn;
  validate: TranscriptValidator;
  middleware?: ServerMiddleware;
  maxBodyBytes?: number;
  taskStore?: { max_tasks?: number; keep_seconds?: number };
  /** A body that stalls this long between chunks is refused (408). */
  bodyIdleMs?: number;
  cancelWaitMs?: number;
  /**
   * D17: a stream whose client stops reading is dropped (the turn goes on) once this many bytes
   * wait unsent beyond the event just written, or once it has waited `streamStallMs` to drain.
   */
  streamBufferBytes?: number;
  streamStallMs?: number;
  /** Wall clock for task timestamps and the store's keep time (ms since the epoch). */
  now?: () => number;
  log?: (message: string) => void;
}

export interface VesselServer {
  server: http.Server;
  /** Listens and returns each agent's base URL by name. */
  listen(port?: number, host?: string): Promise<Record<string, string>>;
  /** Cancels live turns, ends open streams and closes every connection. */
  close(): Promise<void>;
}

/** An agent's base path: '/' for 'default', '/agents/<name>' otherwise. */
export function agentBasePath(name: string): string {
  return name === 'default' ? '/' : `/agents/${name}`;
}

interface Route {
  agent: AgentConfig;
  basePath: string;
  kind: 'card' | 'rpc';
}

/** A path segment decoded, or undefined when its %-escapes are malformed. */
function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** How long an answer given without reading the body waits before it closes the connection. */
const LINGER_MS = 2_000;

class BodyTooLarge extends Error {}
class BodyStalled extends Error {}

export function createVesselServer(options: VesselServerOptions): VesselServer {
  const middleware = options.middleware ?? {};
  const startedAt = new Date(options.now?.() ?? Date.now());
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const bodyIdleMs = options.bodyIdleMs ?? 30_000;
  const streamBufferBytes = options.streamBufferBytes ?? DEFAULT_STREAM_BUFFER_BYTES;
  const streamStallMs = options.streamStallMs ?? 30_000;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((m: string) => process.stderr.write(`vessel: ${m}\n`));
  const store = new TaskStore(
    {
      maxTasks: options.taskStore?.max_tasks ?? DEFAULT_MAX_TASKS,
      keepMs: (options.taskStore?.keep_seconds ?? DEFAULT_KEEP_SECONDS) * 1000,
    },
    now,
  );
  const ctx: MethodContext = {
    runTurn: options.runTurn,
    validate: options.validate,
    store,
    now,
    log,
    cancelWaitMs: options.cancelWaitMs ?? 10_000,
  };
  const agentsByName = new Map(options.agents.map((a) => [a.name, a]));
  const openStreams = new Set<http.ServerResponse>();

  function route(pathname: string): Route | undefined {
    // Repeated slashes collapse, so `{base}/` + `/.well-known/...` joins still find the card.
    const path = pathname.replace(/\/{2,}/g, '/');
    const cardSuffix = AGENT_CARD_PATH; // '/.well-known/agent-card.json'
    const kind: Route['kind'] = path.endsWith(cardSuffix) ? 'card' : 'rpc';
    let base = kind === 'card' ? path.slice(0, -cardSuffix.length) : path;
    if (kind === 'rpc' && base.length > 1 && base.endsWith('/')) base = base.slice(0, -1);
    if (base === '' || base === '/') {
      const agent = agentsByName.get('default');
      return agent ? { agent, basePath: '/', kind } : undefined;
    }
    const match = /^\/agents\/([^/]+)$/.exec(base);
    const name = match?.[1] === undefined ? undefined : safeDecode(match[1]);
    const agent = name === undefined || name === 'default' ? undefined : agentsByName.get(name);
    return agent ? { agent, basePath: base, kind } : undefined;
  }

  function baseUrl(req: http.IncomingMessage, basePath: string): string {
    return `http://${req.headers.host ?? listeningHost()}${basePath}`;
  }

  function listeningHost(): string {
    const address = server.address() as AddressInfo | null;
    return address ? `${address.address}:${address.port}` : 'localhost';
  }

  function sendJson(
    res: http.ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    if (res.headersSent) return;
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(text),
      ...headers,
    });
    if (headers.Connection !== 'close') return void res.end(text);
    // A lingering close (D17): the client may still be sending the body this answer leaves unread.
    // Ending now would close the socket under those bytes, and the reset that follows can destroy
    // the answer before the client has read it. So the answer goes out whole now, and the
    // connection ends a moment later (or when the client goes first).
    res.write(text);
    const linger = setTimeout(() => res.end(), LINGER_MS).unref();
    res.on('close', () => clearTimeout(linger));
  }

  function sendRpcError(
    res: http.ServerResponse,
    id: JsonRpcId,
    error: RpcError,
    status = 200,
    headers: Record<string, string> = {},
  ): void {
    sendJson(res, status, failure(id, error), headers);
  }

  function errorReply(id: JsonRpcId, error: RpcError): RpcReply {
    return { kind: 'json', status: 200, body: failure(id, error) };
  }

  /** Reads the body up to the cap; stops reading (and says so) the moment it is exceeded. */
  function readBody(req: http.IncomingMessage): Promise<{ text: string; utf8: boolean }> {
    return new Promise((resolve, reject) => {
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBodyBytes) return reject(new BodyTooLarge());
      const chunks: Buffer[] = [];
      let size = 0;
      const timer = setTimeout(() => stop(new BodyStalled()), bodyIdleMs);
      const stop = (error?: Error) => {
        clearTimeout(timer);
        req.off('data', onData);
        req.off('end', onEnd);
        req.off('error', onError);
        if (error) {
          req.pause();
          reject(error);
        } else {
          const body = Buffer.concat(chunks, size);
          resolve({ text: body.toString('utf8'), utf8: isUtf8(body) });
        }
      };
      const onData = (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBodyBytes) return stop(new BodyTooLarge());
        chunks.push(chunk);
        timer.refresh();
      };
      const onEnd = () => stop();
      const onError = (error: Error) => stop(error);
      req.on('data', onData);
      req.on('end', onEnd);
      req.on('error', onError);
    });
  }

  function openStream(res: http.ServerResponse, id: JsonRpcId, method: string): StreamWriter {
    // The head goes out with the first event, which the caller writes at once (one write, not two).
    res.writeHead(200, SSE_HEADERS);
    openStreams.add(res);
    const closeListeners: (() => void)[] = [];
    res.on('close', () => {
      openStreams.delete(res);
      for (const listener of closeListeners.splice(0)) listener();
    });
    let stall: NodeJS.Timeout | undefined;
    const drop = (why: string) => {
      log(`dropped a stream whose client stopped reading (${why}); its turn goes on`);
      res.destroy();
    };
    res.on('drain', () => {
      clearTimeout(stall);
      stall = undefined;
    });
    res.on('close', () => clearTimeout(stall));
    const sse: EventWriter = {
      write(response) {
        if (res.writableEnded || res.destroyed) return;
        const frame = sseEvent(response);
        // The events one tick produces leave in one write: the response stays corked until the tick ends.
        if (!res.writableCorked) {
          res.cork();
          process.nextTick(() => res.uncork());
        }
        if (res.write(frame)) return;
        // One large event (a transcript chunk holding images) may exceed the cap on its own.
        if (res.writableLength - Buffer.byteLength(frame) > streamBufferBytes)
          return drop(`${res.writableLength} bytes unsent`);
        stall ??= setTimeout(() => drop(`no progress for ${streamStallMs} ms`), streamStallMs);
      },
      end() {
        if (!res.writableEnded) res.end();
      },
    };
    const writer = (middleware.stream ?? []).reduceRight((inner, wrap) => wrap(inner, { method, id }), sse);
    return {
      write: (result: StreamResponse) => writer.write(success(id, result)),
      end: () => writer.end(),
      onClose(listener) {
        if (res.destroyed || res.writableFinished) listener();
        else closeListeners.push(listener);
      },
    };
  }

  /**
   * For answers given without reading the request (or all of it): a request that carries a body gets
   * `Connection: close` and its socket is dropped after the answer, so no body is ever drained.
   */
  function leaveBodyUnread(req: http.IncomingMessage, res: http.ServerResponse): Record<string, string> {
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (!hasBody) return {};
    res.on('finish', () => req.destroy());
    return { Connection: 'close' };
  }

  async function handleRpc(req: http.IncomingMessage, res: http.ServerResponse, target: Route): Promise<void> {
    if (!isJsonContentType(req.headers['content-type'])) {
      // D17: A2A's ContentTypeNotSupportedError, with the HTTP status that goes with it (§5.4).
      const problem = rpcErrors.contentTypeNotSupported(req.headers['content-type'] ?? 'none', 'the request body');
      return sendRpcError(res, null, problem, 415, leaveBodyUnread(req, res));
    }
    let body: { text: string; utf8: boolean };
    try {
      body = await readBody(req);
    } catch (error) {
      // The rest of the body is never read: answer, then drop the connection.
      const detail =
        error instanceof BodyTooLarge
          ? rpcErrors.invalidRequest(`the request body exceeds ${maxBodyBytes} bytes`)
          : error instanceof BodyStalled
            ? rpcErrors.invalidRequest(`the request body stalled for ${bodyIdleMs} ms`)
            : undefined;
      if (!detail) return void req.destroy();
      return sendRpcError(res, null, detail, error instanceof BodyTooLarge ? 413 : 408, leaveBodyUnread(req, res));
    }
    const answer = chain(middleware.rpc ?? [], (call: RpcCall) => answerRpc(call, res, target));
    const reply = await answer({ ...body, headers: req.headers });
    if (reply.kind === 'json') sendJson(res, reply.status, reply.body);
  }

  /** One JSON-RPC call answered: an error, a result, or a stream opened on `res`. */
  async function answerRpc(call: RpcCall, res: http.ServerResponse, target: Route): Promise<RpcReply> {
    if (call.utf8 === false) return errorReply(null, rpcErrors.notUtf8());
    const parsed = parseRequest(call.text);
    if (!parsed.ok) return errorReply(parsed.id, parsed.error);
    const { id, method, params } = parsed.request;
    const header = call.headers[A2A_VERSION_HEADER.toLowerCase()];
    const versionProblem = versionError(Array.isArray(header) ? header[0] : header);
    if (versionProblem) return errorReply(id, versionProblem);
    // Own properties only: `toString` or `constructor` are not methods of this server.
    const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
    if (!handler) return errorReply(id, rpcErrors.methodNotFound(method, methodNames));
    const io: CallIO = { openStream: () => openStream(res, id, method) };
    try {
      const result = await handler(params, target.agent, ctx, io);
      return result === STREAMED ? { kind: 'streamed' } : { kind: 'json', status: 200, body: success(id, result) };
    } catch (error) {
      if (error instanceof RpcError && !res.headersSent) return errorReply(id, error);
      log(`${method} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) return errorReply(id, rpcErrors.internal());
      res.end();
      return { kind: 'streamed' };
    }
  }

  function servedCard(req: http.IncomingMessage, target: Route): unknown {
    const card = agentCard(target.agent, baseUrl(req, target.basePath));
    return (middleware.card ?? []).reduce((shown, bend) => bend(shown, target.agent), card);
  }

  /**
   * The card's bytes and caching headers. Without card middleware a card depends only on its
   * agent and the Host it is asked under, so each is made once (a few Host spellings at most are
   * kept, so a client inventing Hosts cannot grow memory); a card middleware may change it on any
   * request, so then it is made every time.
   */
  const cards = new Map<string, { text: string; caching: ReturnType<typeof cardCaching> }>();
  const CARDS_KEPT = 64;
  function cardFor(req: http.IncomingMessage, target: Route) {
    const make = () => {
      const text = JSON.stringify(servedCard(req, target));
      return { text, caching: cardCaching(text, startedAt) };
    };
    if ((middleware.card ?? []).length > 0) return make();
    const key = `${target.basePath} ${req.headers.host ?? ''}`;
    let card = cards.get(key);
    if (!card) {
      if (cards.size >= CARDS_KEPT) cards.clear();
      card = make();
      cards.set(key, card);
    }
    return card;
  }

  /** D17, A2A §8.6.1: the card with caching headers, or 304 when the client holds the current one. */
  function sendCard(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    target: Route,
    unread: Record<string, string>,
  ) {
    const { text, caching } = cardFor(req, target);
    const headers = { ...caching, ...unread };
    if (etagMatches(req.headers['if-none-match'], headers.ETag)) {
      res.writeHead(304, headers);
      return void res.end();
    }
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), ...headers });
    res.end(req.method === 'HEAD' ? undefined : text);
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const pathname = (req.url ?? '/').split('?', 1)[0] ?? '/';
    const target = route(pathname);
    if (!target) {
      const known = [...agentsByName.keys()].map(agentBasePath).join(', ');
      return sendJson(
        res,
        404,
        { error: `no agent at ${pathname}; agents are served at ${known}` },
        leaveBodyUnread(req, res),
      );
    }
    if (target.kind === 'card') {
      const unread = leaveBodyUnread(req, res);
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return sendJson(res, 405, { error: 'use GET' }, { Allow: 'GET, HEAD', ...unread });
      return sendCard(req, res, target, unread);
    }
    if (req.method !== 'POST') {
      return sendJson(res, 405, failure(null, rpcErrors.invalidRequest('JSON-RPC requests are POSTed')), {
        Allow: 'POST',
        ...leaveBodyUnread(req, res),
      });
    }
    return handleRpc(req, res, target);
  }

  const serve = chain(middleware.http ?? [], handle);
  const server = http.createServer((req, res) => {
    serve(req, res).catch((error: unknown) => {
      log(`request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) sendRpcError(res, null, rpcErrors.internal(), 500);
      else res.destroy();
    });
  });
  // A client must send its headers within 30 s; a whole request (up to 240 MiB of images) within
  // 5 minutes; an idle keep-alive connection is closed after 10 s. SSE responses are not limited
  // by these (turns end by their own deadline).
  server.headersTimeout = 30_000;
  server.requestTimeout = 300_000;
  server.keepAliveTimeout = 10_000;

  return {
    server,
    listen(port = 0, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          const hostPart = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          const urls: Record<string, string> = {};
          for (const agent of options.agents)
            urls[agent.name] = `http://${hostPart}:${address.port}${agentBasePath(agent.name)}`;
          resolve(urls);
        });
      });
    },
    async close() {
      for (const task of store.live()) task.cancel.abort();
      await Promise.race([
        Promise.all(store.live().map((t) => t.done)),
        new Promise((r) => setTimeout(r, 2_000).unref()),
      ]);
      for (const res of openStreams) res.end();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
