// What one script step says, resolved against the request: its content pieces (cached per step),
// its tool calls, its usage and finish reason, and the completion id naming it.
import type { ChatRequest } from './request.ts';
import type { Dialect, FinishReason, Piece, ScriptStep } from './script-schema.ts';
import { DEFAULT_MODEL_ID, usage as wireUsage, type ChunkIdentity, type WireToolCall, type WireUsage } from './wire.ts';

export const DEFAULT_CHUNK_CHARS = 4;

export interface StepContext {
  request: ChatRequest;
  scriptId: string;
  /** The call number (assistant messages after the directive): names default call ids. */
  stepNumber: number;
  /** Unix seconds for `created` (the caller's wall clock; the engine reads no clock). */
  createdSeconds: number;
  dialect: Dialect;
}

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

export function identity(ctx: StepContext): ChunkIdentity {
  return {
    id: completionId(ctx.scriptId, ctx.stepNumber),
    created: ctx.createdSeconds,
    model: ctx.request.model ?? DEFAULT_MODEL_ID,
  };
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

export interface StepPieces {
  pieces: RenderedPiece[];
  /** Code points of all pieces, for computed usage. */
  chars: number;
}

/**
 * A step's content pieces in send order, with their times and rendered deltas. Cached per step
 * object and dialect: a repeating or re-played step is split and rendered once, not per request.
 */
const piecesCache = new WeakMap<ScriptStep, Partial<Record<Dialect, StepPieces>>>();

export function contentPieces(step: ScriptStep, dialect: Dialect): StepPieces {
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
  const rendered = pieces.map((p) => ({
    ...p,
    delta: JSON.stringify(p.kind === 'text' ? { content: p.text } : { [dialect]: p.text }),
  }));
  const result = { pieces: rendered, chars: pieces.reduce((n, p) => n + Array.from(p.text).length, 0) };
  piecesCache.set(step, { ...piecesCache.get(step), [dialect]: result });
  return result;
}

/** When the step's last content piece goes out, by its timing alone: ms after the call came. */
export function stepSendingMs(step: ScriptStep): number {
  return contentPieces(step, 'reasoning_content').pieces.at(-1)?.at_ms ?? step.timing?.ttft_ms ?? 0;
}

export function joined(pieces: Piece[], kind: Piece['kind']): string | undefined {
  const of = pieces.filter((p) => p.kind === kind);
  return of.length === 0 ? undefined : of.map((p) => p.text).join('');
}

const approxTokens = (chars: number) => Math.ceil(chars / 4);

export function stepUsage(
  step: ScriptStep,
  request: ChatRequest,
  content: StepPieces,
  calls: WireToolCall[],
): WireUsage {
  if (step.usage) return wireUsage(step.usage.input, step.usage.output);
  const outChars = content.chars + calls.reduce((n, c) => n + c.function.arguments.length + c.function.name.length, 0);
  return wireUsage(approxTokens(JSON.stringify(request.messages).length), approxTokens(outChars));
}

export function finishOf(step: ScriptStep, calls: WireToolCall[]): FinishReason {
  return step.finish_reason ?? (calls.length > 0 ? 'tool_calls' : 'stop');
}
