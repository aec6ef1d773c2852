// What the engine hands a transport: an answer as timed frames and how it ends. Plain data, so
// the engine stays pure and both transports play the same thing.
import { errorJson, errorTypeOf } from './wire.ts';

export const DONE = '[DONE]';

export interface PlannedFrame {
  atMs: number;
  /** An SSE frame's data field (without `data: `), or the whole body of a non-streamed answer. */
  data: string;
}

/**
 * How the answer ends after its last frame: `close` ends the response normally, `cut` destroys the
 * socket, `hang` sends nothing more until the client leaves or the server closes.
 */
export interface Ending {
  kind: 'close' | 'cut' | 'hang';
  atMs: number;
}

/** The SSE bytes of an answer's leading frames, rendered once and shared by every play of them. */
export interface EncodedFrames {
  buffer: Buffer;
  /** Byte offset where each encoded frame starts, plus the end. */
  offsets: number[];
  /** How many leading frames of the answer these bytes stand for (a fault may replace later ones). */
  count: number;
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  /** `sse`: each frame is written as `data: …\n\n`; `body`: one frame holds the whole body. */
  framing: 'sse' | 'body';
  frames: PlannedFrame[];
  ending: Ending;
  /** Present when the leading frames are the cached ones, so the player writes their bytes as they are. */
  encoded?: EncodedFrames;
}

export const SSE_HEADERS = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' };
export const JSON_HEADERS = { 'content-type': 'application/json' };
/** Error answers tell the official SDKs not to retry, so a scripted failure is seen once, at once. */
export const NO_RETRY = { 'x-should-retry': 'false' };

export const sseFrame = (data: string) => `data: ${data}\n\n`;

export function encodeFrames(frames: PlannedFrame[]): EncodedFrames {
  const texts = frames.map((f) => sseFrame(f.data));
  const offsets = [0];
  for (const text of texts) offsets.push(offsets[offsets.length - 1]! + Buffer.byteLength(text));
  return { buffer: Buffer.from(texts.join('')), offsets, count: frames.length };
}

/** A 200 JSON body, sent at once. */
export function jsonAnswer(body: string): Answer {
  return {
    status: 200,
    headers: JSON_HEADERS,
    framing: 'body',
    frames: [{ atMs: 0, data: body }],
    ending: { kind: 'close', atMs: 0 },
  };
}

/** A 4xx/5xx answer in OpenAI's error shape, sent at once. */
export function errorAnswer(status: number, message: string, code: string): Answer {
  return {
    status,
    headers: { ...JSON_HEADERS, ...NO_RETRY },
    framing: 'body',
    frames: [{ atMs: 0, data: errorJson(message, errorTypeOf(status), code) }],
    ending: { kind: 'close', atMs: 0 },
  };
}
