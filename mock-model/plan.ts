// The pure engine's core: one script step → the timed frames of the answer. No I/O and no clock:
// times are milliseconds after the request arrived, and the player turns them into writes.
import type { ChatRequest } from './request.ts';
import type { Dialect, Fault, FinishReason, Piece, ScriptStep } from './script-schema.ts';
import {
  ChunkRenderer,
  completionJson,
  errorJson,
  usage as wireUsage,
  type ChunkIdentity,
  type WireToolCall,
  type WireUsage,
  DEFAULT_MODEL_ID,
} from './wire.ts';

export const DEFAULT_CHUNK_CHARS = 4;
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

export interface StepContext {
  request: ChatRequest;
  scriptId: string;
  /** The call number (assistant messages after the directive): names default call ids. */
  stepNumber: number;
  /** Unix seconds for `created` (the caller's wall clock; the engine reads no clock). */
  createdSeconds: number;
  dialect: Dialect;
}

const SSE_HEADERS = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' };
const JSON_HEADERS = { 'content-type': 'application/json' };
/** Error answers tell the official SDKs not to retry, so a scripted failure is seen once, at once. */
export const NO_RETRY = { 'x-should-retry': 'false' };

/** Short, stable FNV-1a hash, so a completion id names its script without repeating a long id. */
function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/**
 * The completion id names the script step played (`chatcmpl-mock-<script hash>-<call number>`),
 * the same on every chunk of a response and on every play of that step: what a response streams
 * can then be rendered once and replayed as bytes.
 */
export function completionId(scriptId: string, stepNumber: number): string {
  return `chatcmpl-mock-${shortHash(scriptId)}-${stepNumber}`;
}

/** Splits on code points, never inside a surrogate pair. */
export function splitPieces(text: string, size: number): string[] {
  const points = Array.from(text);
  const pieces: string[] = [];
  for (let i = 0; i < points.length; i += size) pieces.push(points.slice(i, i + size).join(''));
  return pieces;
}

/** `$any` becomes the first offered tool; with none offered, the tool the history last called. */
function resolveName(name: string, request: ChatRequest): string {
  if (name !== '$any') return name;
  const offered = request.toolNames[0];
  if (offered !== undefined) return offered;
  for (let i = request.messages.length - 1; i >= 0; i--) {
    const calls = request.messages[i]?.tool_calls;
    if (Array.isArray(calls)) {
      const last = calls[calls.length - 1] as { function?: { name?: unknown } } | undefined;
      if (typeof last?.function?.name === 'string') return last.function.name;
    }
  }
  return 'any_tool';
}

export function resolveToolCalls(step: ScriptStep, ctx: StepContext): WireToolCall[] {
  return (step.tool_calls ?? []).map((call, i) => ({
    id: call.id ?? `call_${ctx.stepNumber}_${i}`,
    type: 'function',
    function: {
      name: resolveName(call.name, ctx.request),
      arguments: call.arguments_raw ?? JSON.stringify(call.arguments ?? {}),
    },
  }));
}

/** A content piece with its delta already rendered as JSON text. */
interface RenderedPiece extends Piece {
  delta: string;
}

interface StepPieces {
  pieces: RenderedPiece[];
  /** Code points of all pieces, for computed usage. */
  chars: number;
}

/**
 * A step's content pieces in send order, with their times and rendered deltas. Cached per step
 * object and dialect: a repeating or re-played step is split and rendered once, not per request.
 */
const piecesCache = new WeakMap<ScriptStep, Partial<Record<Dialect, StepPieces>>>();

function contentPieces(step: ScriptStep, dialect: Dialect): StepPieces {
  const cached = piecesCache.get(step)?.[dialect];
  if (cached) return cached;
  const timing = step.timing ?? {};
  let pieces: Piece[];
  if (timing.pieces) pieces = [...timing.pieces].sort((a, b) => a.at_ms - b.at_ms);
  else {
    const size = timing.chunk_chars ?? DEFAULT_CHUNK_CHARS;
    const ttft = timing.ttft_ms ?? 0;
    const interval = timing.interval_ms ?? 0;
    const texts = [
      ...splitPieces(step.reasoning ?? '', size).map((text) => ({ kind: 'reasoning' as const, text })),
      ...splitPieces(step.text ?? '', size).map((text) => ({ kind: 'text' as const, text })),
    ];
    pieces = texts.map((p, k) => ({ ...p, at_ms: ttft + k * interval }));
  }
  const rendered = pieces.map((p) => ({ ...p, delta: JSON.stringify(p.kind === 'text' ? { content: p.text } : { [dialect]: p.text }) }));
  const result = { pieces: rendered, chars: pieces.reduce((n, p) => n + Array.from(p.text).length, 0) };
  piecesCache.set(step, { ...piecesCache.get(step), [dialect]: result });
  return result;
}

function joined(pieces: Piece[], kind: Piece['kind']): string | undefined {
  const of = pieces.filter((p) => p.kind === kind);
  return of.length === 0 ? undefined : of.map((p) => p.text).join('');
}

const approxTokens = (chars: number) => Math.ceil(chars / 4);

function stepUsage(step: ScriptStep, request: ChatRequest, content: StepPieces, calls: WireToolCall[]): WireUsage {
  if (step.usage) return wireUsage(step.usage.input, step.usage.output);
  const outChars = content.chars + calls.reduce((n, c) => n + c.function.arguments.length + c.function.name.length, 0);
  return wireUsage(approxTokens(JSON.stringify(request.messages).length), approxTokens(outChars));
}

function finishOf(step: ScriptStep, calls: WireToolCall[]): FinishReason {
  return step.finish_reason ?? (calls.length > 0 ? 'tool_calls' : 'stop');
}

const faultMessage = 'The mock model failed this call on purpose (scripted fault).';

/** The answer to a step with an `http_status` fault: an error before any stream byte. */
function httpFaultAnswer(fault: Fault & { http_status: number }): Answer {
  const body = fault.body === undefined
    ? errorJson(faultMessage, fault.http_status >= 500 ? 'server_error' : 'invalid_request_error', `mock_http_${fault.http_status}`)
    : typeof fault.body === 'string' ? fault.body : JSON.stringify(fault.body);
  const headers = { ...(typeof fault.body === 'string' ? { 'content-type': 'text/plain; charset=utf-8' } : JSON_HEADERS), ...NO_RETRY, ...fault.headers };
  return { status: fault.http_status, headers, framing: 'body', frames: [{ atMs: 0, data: body }], ending: { kind: 'close', atMs: 0 } };
}

/** Everything the step would stream with no fault, ending in `[DONE]`. */
interface StreamFrames {
  frames: PlannedFrame[];
  /** Index of the first closing frame (finish_reason, usage, [DONE]). */
  closingFrom: number;
  finishAt: number;
  encoded: EncodedFrames;
}

const ROLE_DELTA = JSON.stringify({ role: 'assistant', content: '', refusal: null });

/** The frames before the closing ones (role, content pieces, tool calls): they depend on no request-specific count. */
interface StreamTemplate {
  frames: PlannedFrame[];
  lastAt: number;
  calls: WireToolCall[];
  content: StepPieces;
  encoded: EncodedFrames;
}

/**
 * Rendered templates per step, keyed by everything they depend on. Bounded per step, so a long
 * run (a new `created` second, new call numbers of a repeating step) cannot grow it without end.
 */
const templates = new WeakMap<ScriptStep, Map<string, StreamTemplate>>();
const TEMPLATES_PER_STEP = 32;

export const sseFrame = (data: string) => `data: ${data}\n\n`;

export function encodeFrames(frames: PlannedFrame[]): EncodedFrames {
  const texts = frames.map((f) => sseFrame(f.data));
  const offsets = [0];
  for (const text of texts) offsets.push(offsets[offsets.length - 1]! + Buffer.byteLength(text));
  return { buffer: Buffer.from(texts.join('')), offsets, count: frames.length };
}

function identity(ctx: StepContext): ChunkIdentity {
  return { id: completionId(ctx.scriptId, ctx.stepNumber), created: ctx.createdSeconds, model: ctx.request.model ?? DEFAULT_MODEL_ID };
}

function streamTemplate(step: ScriptStep, ctx: StepContext): StreamTemplate {
  const calls = resolveToolCalls(step, ctx);
  const who = identity(ctx);
  const key = [ctx.dialect, ctx.request.includeUsage, who.id, who.created, who.model, ...calls.map((c) => c.function.name)].join('\u0000');
  const cache = templates.get(step) ?? new Map<string, StreamTemplate>();
  templates.set(step, cache);
  const cached = cache.get(key);
  if (cached) return cached;

  const content = contentPieces(step, ctx.dialect);
  const { pieces } = content;
  const render = new ChunkRenderer(who, ctx.request.includeUsage);
  const interval = step.timing?.interval_ms ?? 0;
  const first = pieces[0]?.at_ms ?? step.timing?.ttft_ms ?? 0;
  const frames: PlannedFrame[] = [{ atMs: first, data: render.delta(ROLE_DELTA) }];
  for (const piece of pieces) frames.push({ atMs: piece.at_ms, data: render.delta(piece.delta) });
  let at = pieces.length > 0 ? (pieces[pieces.length - 1]?.at_ms ?? first) : first;
  const size = step.timing?.chunk_chars ?? DEFAULT_CHUNK_CHARS;
  calls.forEach((call, index) => {
    at += frames.length > 1 ? interval : 0;
    const head = { index, id: call.id, type: 'function', function: { name: call.function.name, arguments: '' } };
    frames.push({ atMs: at, data: render.delta(JSON.stringify({ tool_calls: [head] })) });
    for (const slice of splitPieces(call.function.arguments, size)) {
      at += interval;
      frames.push({ atMs: at, data: render.delta(JSON.stringify({ tool_calls: [{ index, function: { arguments: slice } }] })) });
    }
  });
  const template = { frames, lastAt: at, calls, content, encoded: encodeFrames(frames) };
  if (cache.size >= TEMPLATES_PER_STEP) cache.delete(cache.keys().next().value as string);
  cache.set(key, template);
  return template;
}

function streamFrames(step: ScriptStep, ctx: StepContext): StreamFrames {
  const { request } = ctx;
  const template = streamTemplate(step, ctx);
  const { calls, content, lastAt: at } = template;
  const render = new ChunkRenderer(identity(ctx), request.includeUsage);
  const u = stepUsage(step, request, content, calls);
  const finish = finishOf(step, calls);
  const closing = request.includeUsage
    ? [render.finish(finish, undefined), render.usageChunk(u), DONE]
    : [render.finish(finish, u), DONE];
  const frames = template.frames.concat(closing.map((data) => ({ atMs: at, data })));
  return { frames, closingFrom: template.frames.length, finishAt: at, encoded: template.encoded };
}

/** A frame that is valid SSE but not JSON: a chunk cut in the middle. */
export const MALFORMED_FRAME = '{"id":"chatcmpl-malformed","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"x"';

/** Applies a stream fault to the frames the step would otherwise send. */
function faultedStream({ frames, closingFrom }: StreamFrames, fault: Fault | undefined): { frames: PlannedFrame[]; ending: Ending } {
  const lastAt = frames[frames.length - 1]?.atMs ?? 0;
  const clampN = (n: number) => Math.min(n, frames.length);
  const dueAt = (n: number) => frames[n]?.atMs ?? lastAt;
  if (fault?.cut_after !== undefined) {
    const n = clampN(fault.cut_after);
    return { frames: frames.slice(0, n), ending: { kind: 'cut', atMs: dueAt(n) } };
  }
  if (fault?.error_frame_after !== undefined) {
    const n = clampN(fault.error_frame_after);
    const error = { atMs: dueAt(n), data: errorJson(faultMessage, 'server_error', 'mock_error_frame') };
    return { frames: [...frames.slice(0, n), error], ending: { kind: 'close', atMs: error.atMs } };
  }
  if (fault?.malformed_after !== undefined) {
    const n = clampN(fault.malformed_after);
    const bad = { atMs: dueAt(n), data: MALFORMED_FRAME };
    return { frames: [...frames.slice(0, n), bad], ending: { kind: 'close', atMs: bad.atMs } };
  }
  if (fault?.eof_without_finish) {
    return { frames: frames.slice(0, closingFrom), ending: { kind: 'close', atMs: lastAt } };
  }
  if (fault?.stall_after !== undefined) {
    const n = clampN(fault.stall_after);
    if (fault.ms === undefined) return { frames: frames.slice(0, n), ending: { kind: 'hang', atMs: dueAt(n) } };
    const pause = fault.ms;
    const shifted = frames.map((f, i) => (i < n ? f : { ...f, atMs: f.atMs + pause }));
    return { frames: shifted, ending: { kind: 'close', atMs: lastAt + pause } };
  }
  return { frames, ending: { kind: 'close', atMs: lastAt } };
}

/** The non-streamed answer; faults map onto the one body (see docs/mock-model.md). */
function completionAnswer(step: ScriptStep, ctx: StepContext): Answer {
  const { finishAt } = streamFrames(step, ctx);
  const content = contentPieces(step, ctx.dialect);
  const { pieces } = content;
  const calls = resolveToolCalls(step, ctx);
  const fault = step.fault;
  const text = joined(pieces, 'text');
  const finish = fault?.eof_without_finish ? null : finishOf(step, calls);
  const body = completionJson(
    identity(ctx),
    { content: text ?? (calls.length > 0 ? null : ''), reasoning: joined(pieces, 'reasoning'), toolCalls: calls },
    ctx.dialect,
    finish,
    stepUsage(step, ctx.request, content, calls),
  );
  const answer = (data: string, ending: Ending['kind'], atMs = finishAt): Answer => ({
    status: 200,
    headers: JSON_HEADERS,
    framing: 'body',
    frames: ending === 'close' ? [{ atMs, data }] : [],
    ending: { kind: ending, atMs },
  });
  if (fault?.cut_after !== undefined) return answer('', 'cut');
  if (fault?.error_frame_after !== undefined) return answer(errorJson(faultMessage, 'server_error', 'mock_error_frame'), 'close');
  if (fault?.malformed_after !== undefined) return answer(body.slice(0, Math.floor(body.length / 2)), 'close');
  if (fault?.stall_after !== undefined) return fault.ms === undefined ? answer('', 'hang') : answer(body, 'close', finishAt + fault.ms);
  return answer(body, 'close');
}

/** The whole answer to one step: the engine's pure result for a request that selected it. */
export function answerStep(step: ScriptStep, ctx: StepContext): Answer {
  const fault = step.fault;
  if (fault?.http_status !== undefined) return httpFaultAnswer({ ...fault, http_status: fault.http_status });
  if (!ctx.request.stream) return completionAnswer(step, ctx);
  const streamed = streamFrames(step, ctx);
  const { frames, ending } = faultedStream(streamed, fault);
  // The cached bytes stand for the leading frames the fault kept as they were.
  let kept = 0;
  while (kept < streamed.encoded.count && frames[kept]?.data === streamed.frames[kept]?.data) kept++;
  return { status: 200, headers: SSE_HEADERS, framing: 'sse', frames, ending, encoded: { ...streamed.encoded, count: kept } };
}

/** A 4xx/5xx answer in OpenAI's error shape, sent at once. */
export function errorAnswer(status: number, message: string, code: string): Answer {
  const type = status === 404 ? 'not_found_error' : status >= 500 ? 'server_error' : 'invalid_request_error';
  return {
    status,
    headers: { ...JSON_HEADERS, ...NO_RETRY },
    framing: 'body',
    frames: [{ atMs: 0, data: errorJson(message, type, code) }],
    ending: { kind: 'close', atMs: 0 },
  };
}
