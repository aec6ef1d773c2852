// What the model streamed in one call, read from the chat-completion chunk frames the mock model
// journalled (never from its script): the pieces of text and reasoning with their send times, the
// tool calls assembled from their fragments, finish_reason and usage.
import type { ModelCall, RecordedTurn } from '../a2a/recording.ts';
import type { Tokens } from '../a2a/vessel-events.ts';
import { isObject } from '../transcript/read.ts';

export type DeltaKind = 'text' | 'reasoning';
export const DELTA_KINDS: readonly DeltaKind[] = ['text', 'reasoning'];
export const deltaEventType = (kind: DeltaKind): string => (kind === 'text' ? 'text.delta' : 'reasoning.delta');

export interface ModelPiece {
  kind: DeltaKind;
  text: string;
  sentAt: number;
}

export interface ModelToolCall {
  id: string;
  name: string;
  /** The argument text as the model sent it, fragments joined. */
  arguments: string;
}

export interface ModelStream {
  call: ModelCall;
  /** 1-based: the n-th model call of the turn is step n. */
  step: number;
  pieces: ModelPiece[];
  toolCalls: ModelToolCall[];
  finishReason: string | null;
  usage?: Tokens;
  /** The model names the chunks gave (`model`), in order, each once. */
  models: string[];
  /** The call answered 200 and finish_reason arrived: the model's message is whole (D16). */
  complete: boolean;
}

export const streamedOf = (stream: ModelStream, kind: DeltaKind): string =>
  stream.pieces
    .filter((p) => p.kind === kind)
    .map((p) => p.text)
    .join('');

/** A frame's chunk; undefined for a frame that is not a JSON object (`[DONE]` is not JSON). */
function readFrame(data: string): Record<string, unknown> | undefined {
  try {
    const json: unknown = JSON.parse(data);
    if (isObject(json)) return json;
  } catch {
    // not a chunk
  }
  return undefined;
}

export function readModelCall(call: ModelCall, step: number): ModelStream {
  const pieces: ModelPiece[] = [];
  const calls = new Map<number, ModelToolCall>();
  let finishReason: string | null = null;
  let usage: Tokens | undefined;
  const models = new Set<string>();
  for (const frame of call.frames) {
    const chunk = readFrame(frame.data);
    if (!chunk) continue;
    if (typeof chunk.model === 'string') models.add(chunk.model);
    if (isObject(chunk.usage)) {
      const { prompt_tokens: input, completion_tokens: output } = chunk.usage;
      if (typeof input === 'number' && typeof output === 'number') usage = { input, output };
    }
    const choice = Array.isArray(chunk.choices) ? chunk.choices[0] : undefined;
    if (!isObject(choice)) continue;
    if (typeof choice.finish_reason === 'string') finishReason = choice.finish_reason;
    const delta = isObject(choice.delta) ? choice.delta : {};
    const reasoning = typeof delta.reasoning_content === 'string' ? delta.reasoning_content : delta.reasoning;
    if (typeof reasoning === 'string' && reasoning !== '')
      pieces.push({ kind: 'reasoning', text: reasoning, sentAt: frame.sentAt });
    if (typeof delta.content === 'string' && delta.content !== '')
      pieces.push({ kind: 'text', text: delta.content, sentAt: frame.sentAt });
    for (const fragment of Array.isArray(delta.tool_calls) ? delta.tool_calls : []) {
      if (!isObject(fragment)) continue;
      const index = typeof fragment.index === 'number' ? fragment.index : calls.size;
      const entry = calls.get(index) ?? { id: '', name: '', arguments: '' };
      if (typeof fragment.id === 'string') entry.id = fragment.id;
      const fn = isObject(fragment.function) ? fragment.function : {};
      if (typeof fn.name === 'string') entry.name += fn.name;
      if (typeof fn.arguments === 'string') entry.arguments += fn.arguments;
      calls.set(index, entry);
    }
  }
  const toolCalls = [...calls.entries()].sort(([a], [b]) => a - b).map(([, c]) => c);
  return {
    call,
    step,
    pieces,
    toolCalls,
    finishReason,
    usage,
    models: [...models],
    complete: call.status === 200 && finishReason !== null,
  };
}

const cache = new WeakMap<RecordedTurn, ModelStream[]>();

/** Every model call of the turn, read; call n (arrival order) is step n. */
export function modelStreams(turn: RecordedTurn): ModelStream[] {
  let streams = cache.get(turn);
  if (!streams) {
    streams = turn.modelCalls.map((call, i) => readModelCall(call, i + 1));
    cache.set(turn, streams);
  }
  return streams;
}

/** The request body's messages, or [] when the body holds none. */
export function requestMessages(call: ModelCall): Record<string, unknown>[] {
  const messages = isObject(call.request) ? call.request.messages : undefined;
  return Array.isArray(messages) ? messages.filter(isObject) : [];
}
