// A streamed answer: the step's frames (rendered once per step and request shape, and kept as SSE
// bytes too), the closing frames of this request, and the faults applied to them.
import { DONE, encodeFrames, type EncodedFrames, type Ending, type PlannedFrame } from './answer.ts';
import type { Fault, ScriptStep } from './script-schema.ts';
import {
  contentPieces,
  DEFAULT_CHUNK_CHARS,
  finishOf,
  identity,
  resolveToolCalls,
  splitPieces,
  stepUsage,
  type StepContext,
  type StepPieces,
} from './step.ts';
import { ChunkRenderer, errorJson, type WireToolCall } from './wire.ts';

export const FAULT_MESSAGE = 'The mock model failed this call on purpose (scripted fault).';

/** Everything the step would stream with no fault, ending in `[DONE]`. */
export interface StreamFrames {
  frames: PlannedFrame[];
  /** Index of the first closing frame (finish_reason, usage, [DONE]). */
  closingFrom: number;
  finishAt: number;
  encoded: EncodedFrames;
}

const ROLE_DELTA = JSON.stringify({ role: 'assistant', content: '', refusal: null });

/** The frames before the closing ones (role, content pieces, tool calls): they depend on no request-specific count. */
export interface StreamTemplate {
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

/** Also what a non-streamed answer reads its finish time, calls and content from: the same, cached. */
export function streamTemplate(step: ScriptStep, ctx: StepContext): StreamTemplate {
  const calls = resolveToolCalls(step, ctx);
  const who = identity(ctx);
  const key = [
    ctx.dialect,
    ctx.request.includeUsage,
    who.id,
    who.created,
    who.model,
    ...calls.map((c) => c.function.name),
  ].join('\u0000');
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
      frames.push({
        atMs: at,
        data: render.delta(JSON.stringify({ tool_calls: [{ index, function: { arguments: slice } }] })),
      });
    }
  });
  const template = { frames, lastAt: at, calls, content, encoded: encodeFrames(frames) };
  if (cache.size >= TEMPLATES_PER_STEP) cache.delete(cache.keys().next().value as string);
  cache.set(key, template);
  return template;
}

export function streamFrames(step: ScriptStep, ctx: StepContext): StreamFrames {
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
const MALFORMED_FRAME =
  '{"id":"chatcmpl-malformed","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"x"';

/**
 * Applies a stream fault to the frames the step would otherwise send. `unchanged` counts the
 * leading frames whose bytes are as rendered (a stall only moves times), so the cached bytes
 * still stand for them.
 */
export function faultedStream(
  { frames, closingFrom }: StreamFrames,
  fault: Fault | undefined,
): { frames: PlannedFrame[]; ending: Ending; unchanged: number } {
  const lastAt = frames[frames.length - 1]?.atMs ?? 0;
  const clampN = (n: number) => Math.min(n, frames.length);
  const dueAt = (n: number) => frames[n]?.atMs ?? lastAt;
  if (fault?.cut_after !== undefined) {
    const n = clampN(fault.cut_after);
    return { frames: frames.slice(0, n), ending: { kind: 'cut', atMs: dueAt(n) }, unchanged: n };
  }
  if (fault?.error_frame_after !== undefined) {
    const n = clampN(fault.error_frame_after);
    const error = { atMs: dueAt(n), data: errorJson(FAULT_MESSAGE, 'server_error', 'mock_error_frame') };
    return { frames: [...frames.slice(0, n), error], ending: { kind: 'close', atMs: error.atMs }, unchanged: n };
  }
  if (fault?.malformed_after !== undefined) {
    const n = clampN(fault.malformed_after);
    const bad = { atMs: dueAt(n), data: MALFORMED_FRAME };
    return { frames: [...frames.slice(0, n), bad], ending: { kind: 'close', atMs: bad.atMs }, unchanged: n };
  }
  if (fault?.eof_without_finish) {
    return { frames: frames.slice(0, closingFrom), ending: { kind: 'close', atMs: lastAt }, unchanged: closingFrom };
  }
  if (fault?.stall_after !== undefined) {
    const n = clampN(fault.stall_after);
    if (fault.ms === undefined)
      return { frames: frames.slice(0, n), ending: { kind: 'hang', atMs: dueAt(n) }, unchanged: n };
    const pause = fault.ms;
    const shifted = frames.map((f, i) => (i < n ? f : { ...f, atMs: f.atMs + pause }));
    return { frames: shifted, ending: { kind: 'close', atMs: lastAt + pause }, unchanged: frames.length };
  }
  return { frames, ending: { kind: 'close', atMs: lastAt }, unchanged: frames.length };
}
