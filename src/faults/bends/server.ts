// Bending the vessel's server from outside: replies to JSON-RPC calls, the events of its streams,
// its card and its front door, through the middleware seams (src/vessel/seams.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isTerminalState, type JsonRpcSuccess, type StreamResponse } from '../../a2a/wire.ts';
import { isObject } from '../../transcript/read.ts';
import type {
  CardMiddleware,
  EventWriter,
  HttpMiddleware,
  RpcCall,
  RpcMiddleware,
  StreamMiddleware,
} from '../../vessel/seams.ts';
import type { Bend } from '../bend.ts';

/** What the fault layer reads of a call: its method and params as sent (before the vessel reads them). */
export interface CallView {
  method?: string;
  params: Record<string, unknown>;
  id?: unknown;
  request?: Record<string, unknown>;
}

export function viewOf(call: RpcCall): CallView {
  try {
    const request: unknown = JSON.parse(call.text);
    if (!isObject(request)) return { params: {} };
    return {
      ...(typeof request.method === 'string' ? { method: request.method } : {}),
      params: isObject(request.params) ? request.params : {},
      id: request.id,
      request,
    };
  } catch {
    return { params: {} };
  }
}

type Body = Record<string, unknown>;
export type JsonError = { code: number; message: string; data?: unknown };

/** Rewrites every JSON reply (results and errors) the server gives; `undefined` keeps it. */
export function rewriteReply(change: (body: Body, call: CallView) => Body | undefined): Bend {
  const rpc: RpcMiddleware = async (call, next) => {
    const reply = await next(call);
    if (reply.kind !== 'json' || !isObject(reply.body)) return reply;
    return { ...reply, body: change(reply.body, viewOf(call)) ?? reply.body };
  };
  return { middleware: { rpc: [rpc] } };
}

/** Rewrites error replies only. */
export function rewriteError(change: (error: JsonError, call: CallView) => JsonError | undefined): Bend {
  return rewriteReply((body, call) => {
    if (!isObject(body.error)) return undefined;
    const error = change(body.error as JsonError, call);
    return error ? { ...body, error } : undefined;
  });
}

/**
 * An error code answered as another one, on calls of `methods` (any call when none) whose error
 * `when` picks: the error as it was but for its code, or, given `message`, a new error of that code
 * and message (the vessel's data, its ErrorInfo say, lost).
 */
export function wrongCode(
  from: number,
  to: number,
  options: {
    methods?: readonly string[];
    when?: (error: JsonError) => boolean;
    message?: (error: JsonError, call: CallView) => string;
  } = {},
): Bend {
  const { methods, when = () => true, message } = options;
  return rewriteError((error, call) => {
    if (error.code !== from || (methods && !methods.includes(call.method ?? '')) || !when(error)) return undefined;
    return message ? { code: to, message: message(error, call) } : { ...error, code: to };
  });
}

/** Rewrites the result of replies to one method. */
export function rewriteResult(method: string, change: (result: Body) => Body | undefined): Bend {
  return rewriteReply((body, call) => {
    if (call.method !== method || !isObject(body.result)) return undefined;
    const result = change(body.result);
    return result ? { ...body, result } : undefined;
  });
}

/** Sees each call before the vessel does: may rewrite it, answer it, or do something on the side. */
export function beforeCall(act: (call: RpcCall, view: CallView) => Promise<RpcCall | Body> | RpcCall | Body): Bend {
  const rpc: RpcMiddleware = async (call, next) => {
    const outcome = await act(call, viewOf(call));
    return 'text' in outcome && typeof outcome.text === 'string'
      ? next(outcome as RpcCall)
      : { kind: 'json', status: 200, body: outcome };
  };
  return { middleware: { rpc: [rpc] } };
}

export function withRpc(rpc: RpcMiddleware): Bend {
  return { middleware: { rpc: [rpc] } };
}

/** The call's body as JSON (any value, arrays too), or undefined when it is not JSON. */
export function jsonOf(call: RpcCall): unknown {
  try {
    return JSON.parse(call.text) as unknown;
  } catch {
    return undefined;
  }
}

/** The call's body when it is a JSON object; `{}` otherwise. */
export const requestOf = (call: RpcCall): Body => {
  const json = jsonOf(call);
  return isObject(json) ? json : {};
};

/** Rewrites a call of one method before the vessel reads it (its request, as sent). */
export const rewriteCall = (method: string, change: (request: Body, view: CallView) => Body): Bend =>
  beforeCall((call, view) =>
    view.method === method && view.request
      ? { ...call, text: JSON.stringify(change(structuredClone(view.request), view)) }
      : call,
  );

/** A call's params changed before the vessel reads them, for one method. */
export const rewriteParams = (method: string, change: (params: Body, view: CallView) => Body): Bend =>
  rewriteCall(method, (request, view) => ({
    ...request,
    params: change(isObject(request.params) ? request.params : {}, view),
  }));

/** A call of `method` answered with `error` instead (before the vessel sees it), when `when` holds. */
export const answerError = (method: string, error: Body, when: (view: CallView) => boolean = () => true): Bend =>
  beforeCall((call, view) =>
    view.method === method && when(view)
      ? { jsonrpc: '2.0', id: (view.id as string | number | undefined) ?? null, error }
      : call,
  );

/** An event of a stream, as the whole JSON-RPC response it goes out in. */
export type StreamEvent = JsonRpcSuccess<StreamResponse>;
type Response = StreamEvent;

/**
 * A per-stream map over the events, as whole JSON-RPC responses: each event becomes the events
 * returned; `end` may be kept from the stream (`keepOpen`).
 */
export function mapStream(
  make: (method: string) => (response: Response) => unknown[],
  options: { keepOpen?: boolean; methods?: readonly string[] } = {},
): Bend {
  const stream: StreamMiddleware = (writer, call) => {
    if (options.methods && !options.methods.includes(call.method)) return writer;
    const map = make(call.method);
    const bent: EventWriter = {
      write: (response) => {
        for (const out of map(response)) writer.write(out as Response);
      },
      end: () => {
        if (!options.keepOpen) writer.end();
      },
    };
    return bent;
  };
  return { middleware: { stream: [stream] } };
}

/** Each event of the streams of `methods`, mapped with its index in its stream. */
export const everyResponse = (change: (r: Response, index: number) => unknown[], methods: readonly string[]): Bend =>
  mapStream(
    () => {
      let index = 0;
      return (r) => change(r, index++);
    },
    { methods },
  );

/** Maps each statusUpdate's status message (copied, never mutated: the task store holds the original). */
export function mapStatusUpdates(change: (update: Body) => Body): Bend {
  return mapStream(() => (response) => {
    const update = response.result.statusUpdate;
    if (!update) return [response];
    return [{ ...response, result: { statusUpdate: change(structuredClone(update) as unknown as Body) } }];
  });
}

/** A status message as the fault layer reads it: the fields faults bend. */
export interface StatusMessage {
  role?: string;
  messageId?: string;
  metadata?: Body;
  parts?: Body[];
}

/** Each event's status message changed in place (a copy: mapStatusUpdates), when it has one. */
export const statusMessages = (change: (message: StatusMessage) => void): Bend =>
  mapStatusUpdates((u) => {
    const message = (u.status as { message?: StatusMessage }).message;
    if (message) change(message);
    return u;
  });

export function bendCard(change: CardMiddleware): Bend {
  return { middleware: { card: [change] } };
}

type Interfaces = Parameters<CardMiddleware>[0]['supportedInterfaces'];

/** The card's supportedInterfaces, changed (the rest of the card kept). */
export const bendInterfaces = (change: (interfaces: Interfaces) => Interfaces): Bend =>
  bendCard((card) => ({ ...card, supportedInterfaces: change(card.supportedInterfaces) }));

/** Answers some HTTP requests itself before the vessel routes them. */
export function frontDoor(answers: (req: IncomingMessage) => { status: number; body: unknown } | undefined): Bend {
  const http: HttpMiddleware = async (req, res, next) => {
    const answer = answers(req);
    if (!answer) return next(req, res);
    sendJson(res, answer.status, answer.body);
  };
  return { middleware: { http: [http] } };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

// ---------------------------------------------------------------------------------------------
// Pieces more than one area's faults use

export function isTerminalUpdate(response: Response): boolean {
  const state = response.result.statusUpdate?.status.state;
  return state !== undefined && isTerminalState(state);
}

export function pathOf(req: IncomingMessage): string {
  return (req.url ?? '/').split('?', 1)[0] ?? '/';
}

/** GETs each http(s) image URL a turn names (url parts and the transcript's image parts), 2 s at most each. */
export async function fetchImageUrls(params: Record<string, unknown>): Promise<void> {
  const parts = isObject(params.message) && Array.isArray(params.message.parts) ? params.message.parts : [];
  const urls = parts
    .flatMap((part: unknown) => {
      if (!isObject(part)) return [];
      if (typeof part.url === 'string') return [part.url];
      const messages = isObject(part.data) && Array.isArray(part.data.messages) ? part.data.messages : [];
      const content = messages.flatMap((m: unknown) => (isObject(m) && Array.isArray(m.content) ? m.content : []));
      return content.map((c: unknown) => (isObject(c) && isObject(c.image_url) ? c.image_url.url : undefined));
    })
    .filter((url: unknown): url is string => typeof url === 'string' && /^https?:\/\//i.test(url));
  await Promise.allSettled(
    urls.map(async (url) => (await fetch(url, { signal: AbortSignal.timeout(2_000) })).body?.cancel()),
  );
}

/** `value` without its field `key` when it is an object; anything else as it is (what a fault drops from a reply). */
export function withoutKey(value: unknown, key: string): unknown {
  return isObject(value) ? Object.fromEntries(Object.entries(value).filter(([k]) => k !== key)) : value;
}
