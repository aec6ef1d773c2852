// The server's extension points: code that wraps the vessel (a mock-vessel layer, logging, a test
// double) sees and reshapes each exchange here instead of reaching into the server. Every
// middleware list is applied in order, the first one outermost.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AgentCard, JsonRpcId, JsonRpcSuccess, StreamResponse } from '../../a2a/wire.ts';
import type { AgentConfig } from '../config/schema.ts';

/** One JSON-RPC exchange as received: the body read whole (within the cap), and the request's headers. */
export interface RpcCall {
  text: string;
  headers: IncomingHttpHeaders;
  /**
   * False when the body's bytes were not UTF-8: `text` then holds U+FFFD where they were, and the
   * server answers -32700 naming that (RFC 8259 §8.1). A call built without it counts as UTF-8.
   */
  utf8?: boolean;
}

/** The answer: a JSON body to send, or a stream the method has already opened and writes itself. */
export type RpcReply = { kind: 'json'; status: number; body: unknown } | { kind: 'streamed' };

export type RpcMiddleware = (call: RpcCall, next: (call: RpcCall) => Promise<RpcReply>) => Promise<RpcReply>;

/** A stream's events as whole JSON-RPC responses, before they are framed as SSE. */
export interface EventWriter {
  write(response: JsonRpcSuccess<StreamResponse>): void;
  end(): void;
}

export type StreamMiddleware = (writer: EventWriter, call: { method: string; id: JsonRpcId }) => EventWriter;

export type CardMiddleware = (card: AgentCard, agent: AgentConfig) => AgentCard;

/** Runs before routing; calls `next` to let the server answer, or answers `res` itself. */
export type HttpMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
) => Promise<void>;

export interface ServerMiddleware {
  http?: readonly HttpMiddleware[];
  rpc?: readonly RpcMiddleware[];
  stream?: readonly StreamMiddleware[];
  card?: readonly CardMiddleware[];
}

/** The chain of `middleware` around `last`, the first middleware outermost. */
export function chain<Args extends unknown[], R>(
  middleware: readonly ((...args: [...Args, (...args: Args) => R]) => R)[],
  last: (...args: Args) => R,
): (...args: Args) => R {
  return middleware.reduceRight<(...args: Args) => R>(
    (next, outer) =>
      (...args) =>
        outer(...args, next),
    last,
  );
}
