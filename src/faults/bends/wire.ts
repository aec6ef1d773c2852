// Bending what the vessel writes on the wire, below the JSON-RPC layer: the HTTP status and
// content type of a stream, and the SSE framing of its events (how each `data:` line is laid out,
// whether a blank line ends it), through the HTTP middleware seam.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpMiddleware } from '../../vessel/seams.ts';
import type { Bend } from '../bend.ts';

/** How a stream's response is bent: its status, its content type, and each event's frame as written. */
export interface SseWireChange {
  status?: number;
  contentType?: string;
  /** The i-th event's frame (`data: …\n\n`) as it goes out; several frames may be returned as one, as text or bytes. */
  frame?: (frame: string, index: number) => string | Buffer;
}

type Headers = Record<string, string | number | readonly string[]>;

function isEventStream(headers: unknown): headers is Headers {
  if (typeof headers !== 'object' || headers === null) return false;
  return Object.entries(headers).some(
    ([name, value]) => name.toLowerCase() === 'content-type' && String(value).startsWith('text/event-stream'),
  );
}

/** Wraps one response's writeHead and write so a stream goes out bent; other responses pass untouched. */
function bendResponse(res: ServerResponse, change: SseWireChange): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  let stream = false;
  let index = 0;
  (res as { writeHead: unknown }).writeHead = (status: number, ...rest: unknown[]) => {
    const headers = rest.find((r) => typeof r === 'object' && r !== null);
    if (!isEventStream(headers)) return writeHead(status, ...rest);
    stream = true;
    const bent: Headers = { ...headers };
    if (change.contentType !== undefined)
      for (const name of Object.keys(bent)) if (name.toLowerCase() === 'content-type') bent[name] = change.contentType;
    return writeHead(change.status ?? status, bent);
  };
  (res as { write: unknown }).write = (chunk: unknown, ...rest: unknown[]) => {
    if (!stream || !change.frame || typeof chunk !== 'string') return write(chunk, ...rest);
    return write(change.frame(chunk, index++), ...rest);
  };
}

/** Bends every SSE response the vessel writes. */
export function sseWire(change: SseWireChange): Bend {
  const http: HttpMiddleware = async (req: IncomingMessage, res: ServerResponse, next) => {
    if (req.method === 'POST') bendResponse(res, change);
    return next(req, res);
  };
  return { middleware: { http: [http] } };
}

/** One event's JSON on two `data:` lines, cut after its first top-level comma (SSE joins them with a newline: still JSON). */
export function splitDataLine(frame: string): string {
  const match = /^data: (\{"[^"]*":(?:"[^"]*"|[^,{}[\]]*),)(.*)\n\n$/s.exec(frame);
  return match ? `data: ${match[1]}\ndata: ${match[2]}\n\n` : frame;
}

/** The first frame written after an SSE comment holding the byte 0xFF, which is not UTF-8 (a parser ignores the comment). */
export function commentNotUtf8(frame: string, index: number): string | Buffer {
  return index === 0
    ? Buffer.concat([Buffer.from(': keep-alive '), Buffer.from([0xff]), Buffer.from(`\n${frame}`)])
    : frame;
}

/** Frames end with one newline, the blank line going out at the start of the next: the last event is never ended. */
export function blankLineDeferred(frame: string, index: number): string {
  return `${index > 0 ? '\n' : ''}${frame.replace(/\n\n$/, '\n')}`;
}

/**
 * Each JSON-RPC answer's bytes bent as they go out (its Content-Length is already written, so
 * `change` keeps their length). Streams and other responses pass untouched.
 */
export function jsonAnswerBytes(change: (bytes: Buffer) => Buffer): Bend {
  const http: HttpMiddleware = async (req, res, next) => {
    if (req.method === 'POST') {
      const end = res.end.bind(res) as (chunk: unknown, ...rest: unknown[]) => ServerResponse;
      (res as { end: unknown }).end = (chunk: unknown, ...rest: unknown[]) =>
        typeof chunk === 'string' && chunk.startsWith('{"jsonrpc":"2.0"')
          ? end(change(Buffer.from(chunk)), ...rest)
          : end(chunk, ...rest);
    }
    return next(req, res);
  };
  return { middleware: { http: [http] } };
}

/** A response's headers as the vessel writes them, for one kind of request. */
export function responseHeaders(
  applies: (req: IncomingMessage) => boolean,
  change: (headers: Headers) => Headers,
): Bend {
  const http: HttpMiddleware = async (req, res, next) => {
    if (applies(req)) {
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
      (res as { writeHead: unknown }).writeHead = (status: number, ...rest: unknown[]) => {
        const headers = rest.find((r) => typeof r === 'object' && r !== null) as Headers | undefined;
        return writeHead(status, change({ ...(headers ?? {}) }));
      };
    }
    return next(req, res);
  };
  return { middleware: { http: [http] } };
}

/** Headers without the named one (any case). */
export const withoutHeader =
  (name: string) =>
  (headers: Headers): Headers =>
    Object.fromEntries(Object.entries(headers).filter(([k]) => k.toLowerCase() !== name.toLowerCase()));

/** A request's header removed before the vessel reads it. */
export function dropRequestHeader(applies: (req: IncomingMessage) => boolean, name: string): Bend {
  const http: HttpMiddleware = async (req, res, next) => {
    if (applies(req)) delete req.headers[name.toLowerCase()];
    return next(req, res);
  };
  return { middleware: { http: [http] } };
}

/**
 * SubscribeToTask streams that end together: when a client hangs up one stream of a task, the
 * vessel cuts every other SubscribeToTask stream of that task (they never see its terminal state).
 */
export function subscriptionsCutTogether(): Bend {
  const streams = new Map<string, Set<ServerResponse>>();
  const http: HttpMiddleware = async (req, res, next) => {
    if (req.method !== 'POST') return next(req, res);
    let task: string | undefined;
    const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
    (res as { write: unknown }).write = (chunk: unknown, ...rest: unknown[]) => {
      if (task === undefined && typeof chunk === 'string') {
        const match = /^data: (.*)\n\n$/s.exec(chunk);
        try {
          const json = match ? (JSON.parse(match[1]!) as { result?: { task?: { id?: string } } }) : undefined;
          task = json?.result?.task?.id;
        } catch {
          task = undefined;
        }
        if (task !== undefined) {
          const set = streams.get(task) ?? new Set();
          set.add(res);
          streams.set(task, set);
        }
      }
      return write(chunk, ...rest);
    };
    res.on('close', () => {
      if (task === undefined) return;
      const set = streams.get(task);
      set?.delete(res);
      if (!res.writableFinished) for (const other of set ?? []) other.destroy();
      if (set?.size === 0) streams.delete(task);
    });
    return next(req, res);
  };
  return { middleware: { http: [http] } };
}
