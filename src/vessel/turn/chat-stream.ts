// Folding an OpenAI chat-completions stream into one model message: pure functions over the
// parsed chunks, so the transport (model-client.ts) stays a thin loop and the folding is
// testable on hand-written chunks. Tool calls arrive as fragments keyed by `index`.
import type { Tokens } from '../../a2a/vessel-events.ts';
import { isObject } from '../../transcript/read.ts';

export interface ToolCallDraft {
  index: number;
  id: string;
  name: string;
  arguments: string;
}

/** What the model streamed so far in one call; read after success and after a cut alike. */
export class ChatStreamState {
  content = '';
  reasoning = '';
  readonly toolCalls = new Map<number, ToolCallDraft>();
  finishReason: string | null = null;
  usage: Tokens | null = null;

  /** True once any model output arrived (D16: such a call gets its step.finished even when cut). */
  get sawOutput(): boolean {
    return this.content !== '' || this.reasoning !== '' || this.toolCalls.size > 0 || this.finishReason !== null;
  }

  orderedToolCalls(): ToolCallDraft[] {
    return [...this.toolCalls.values()].sort((a, b) => a.index - b.index);
  }
}

/** The model endpoint failed; the message is generic and safe to show (no URL, key, or stack). */
export class ModelError extends Error {
  override name = 'ModelError';
}

export interface PieceHandlers {
  onContent(piece: string): void;
  onReasoning(piece: string): void;
}

const malformed = () => new ModelError('the model stream was malformed');

function optionalString(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw malformed();
  return value;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;
}

function applyToolCallFragment(state: ChatStreamState, fragment: unknown, position: number): void {
  if (!isObject(fragment)) throw malformed();
  const id = optionalString(fragment.id);
  let index: number;
  if (typeof fragment.index === 'number' && Number.isInteger(fragment.index) && fragment.index >= 0)
    index = fragment.index;
  // Some servers omit `index`: a new id starts a new call, otherwise the fragment continues the last.
  else if (id !== undefined && ![...state.toolCalls.values()].some((d) => d.id === id))
    index = state.toolCalls.size + position;
  else index = Math.max(0, state.toolCalls.size - 1);
  const fn = fragment.function === undefined || fragment.function === null ? {} : fragment.function;
  if (!isObject(fn)) throw malformed();
  const name = optionalString(fn.name);
  const args = optionalString(fn.arguments);
  let draft = state.toolCalls.get(index);
  if (!draft) {
    draft = { index, id: '', name: '', arguments: '' };
    state.toolCalls.set(index, draft);
  }
  if (id && !draft.id) draft.id = id;
  if (name && !draft.name) draft.name = name;
  if (args) draft.arguments += args;
}

/** Applies one parsed `data:` JSON chunk to the state, passing text pieces to the handlers. */
export function applyChunk(state: ChatStreamState, chunk: unknown, handlers: PieceHandlers): void {
  if (!isObject(chunk)) throw malformed();
  if (chunk.error !== undefined && chunk.error !== null) throw new ModelError('the model stream reported an error');
  if (isObject(chunk.usage)) {
    state.usage = { input: count(chunk.usage.prompt_tokens), output: count(chunk.usage.completion_tokens) };
  }
  if (chunk.choices === undefined || chunk.choices === null) return;
  if (!Array.isArray(chunk.choices)) throw malformed();
  for (const choice of chunk.choices) {
    if (!isObject(choice)) throw malformed();
    // Only the first choice is the vessel's message (n is never set above 1).
    if (choice.index !== undefined && choice.index !== 0) continue;
    const delta = choice.delta === undefined || choice.delta === null ? {} : choice.delta;
    if (!isObject(delta)) throw malformed();
    // DeepSeek-style servers send `reasoning_content`, OpenRouter-style ones `reasoning`.
    const reasoning = optionalString(delta.reasoning_content) ?? optionalString(delta.reasoning);
    if (reasoning) {
      state.reasoning += reasoning;
      handlers.onReasoning(reasoning);
    }
    const content = optionalString(delta.content);
    if (content) {
      state.content += content;
      handlers.onContent(content);
    }
    if (delta.tool_calls !== undefined && delta.tool_calls !== null) {
      if (!Array.isArray(delta.tool_calls)) throw malformed();
      delta.tool_calls.forEach((fragment, position) => applyToolCallFragment(state, fragment, position));
    }
    const finish = optionalString(choice.finish_reason);
    if (finish) state.finishReason = finish;
  }
}
