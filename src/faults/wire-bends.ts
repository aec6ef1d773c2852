// Bending what the vessel writes on the wire, below the JSON-RPC layer: the HTTP status and
// content type of a stream, and the SSE framing of its events (how each `data:` line is laid out,
// whether a blank line ends it), through the HTTP middleware seam.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpMiddleware } from '../vessel/seams.ts';
import type { Bend } from './bend.ts';

/** How a stream's response is bent: its status, its content type, and each event's frame as written. */
export interface SseWireChange {
  status?: number;
  contentType?: string;
  /** The i-th event's frame (`data: …\n\n`) as it goes out; several frames may be returned as one string. */
  frame?: (frame: string, index: number) => string;
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

/** Frames end with one newline, the blank line going out at the start of the next: the last event is never ended. */
export function blankLineDeferred(frame: string, index: number): string {
  return `${index > 0 ? '\n' : ''}${frame.replace(/\n\n$/, '\n')}`;
}
