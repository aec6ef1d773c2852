// OpenAI chat-completions shapes as the mock model sends them: stream chunks, the non-streamed
// completion, errors and the model list. Builders only; what to send and when is plan.ts's job.
import type { Dialect, FinishReason } from './script-schema.ts';

/** What every chunk of one response repeats unchanged. */
export interface ChunkIdentity {
  id: string;
  created: number;
  model: string;
}

export interface WireUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export interface WireToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export const DEFAULT_MODEL_ID = 'vessel-kit-mock';

export function usage(input: number, output: number): WireUsage {
  return { prompt_tokens: input, completion_tokens: output, total_tokens: input + output };
}

/**
 * Renders the `chat.completion.chunk`s of one response. Every chunk repeats the same identity, so
 * the envelope is rendered once and each content chunk is only `head + delta + tail`: a stream of
 * hundreds of chunks costs string joins, not hundreds of JSON.stringify calls. The bytes equal
 * JSON.stringify of the same object (same keys, same order).
 */
export class ChunkRenderer {
  readonly #head: string;
  readonly #tail: string;

  /** `usageNull`: the client asked for a usage chunk, so every other chunk carries `usage: null`, as OpenAI does. */
  constructor(
    readonly who: ChunkIdentity,
    readonly usageNull: boolean,
  ) {
    this.#head = `${this.#prefix()},"choices":[{"index":0,"delta":`;
    this.#tail = `,"logprobs":null,"finish_reason":null}]${usageNull ? ',"usage":null' : ''}}`;
  }

  #prefix(): string {
    const { id, created, model } = this.who;
    return `{"id":${JSON.stringify(id)},"object":"chat.completion.chunk","created":${JSON.stringify(created)},"model":${JSON.stringify(model)},"system_fingerprint":null`;
  }

  /** A chunk whose delta is already JSON text. */
  delta(deltaText: string): string {
    return this.#head + deltaText + this.#tail;
  }

  /** The chunk carrying `finish_reason`, and the usage when it is not sent as its own chunk. */
  finish(reason: FinishReason, u: WireUsage | undefined): string {
    const usageField = this.usageNull ? ',"usage":null' : u ? `,"usage":${JSON.stringify(u)}` : '';
    return `${this.#head}{},"logprobs":null,"finish_reason":${JSON.stringify(reason)}}]${usageField}}`;
  }

  /** The separate last chunk sent when `stream_options.include_usage` is set: no choices, only usage. */
  usageChunk(u: WireUsage): string {
    return `${this.#prefix()},"choices":[],"usage":${JSON.stringify(u)}}`;
  }
}

export function completionJson(
  who: ChunkIdentity,
  message: { content: string | null; reasoning?: string; toolCalls: WireToolCall[] },
  dialect: Dialect,
  finishReason: FinishReason | null,
  u: WireUsage,
): string {
  const wireMessage: Record<string, unknown> = { role: 'assistant', content: message.content, refusal: null };
  if (message.reasoning !== undefined) wireMessage[dialect] = message.reasoning;
  if (message.toolCalls.length > 0) wireMessage['tool_calls'] = message.toolCalls;
  return JSON.stringify({
    id: who.id,
    object: 'chat.completion',
    created: who.created,
    model: who.model,
    system_fingerprint: null,
    choices: [{ index: 0, message: wireMessage, logprobs: null, finish_reason: finishReason }],
    usage: u,
  });
}

export type ErrorType = 'invalid_request_error' | 'server_error' | 'not_found_error';

/** The error type OpenAI gives an answer's HTTP status. */
export function errorTypeOf(status: number): ErrorType {
  return status === 404 ? 'not_found_error' : status >= 500 ? 'server_error' : 'invalid_request_error';
}

/** OpenAI's error shape: `{"error": {"message", "type", "param", "code"}}`. */
export function errorBody(message: string, type: ErrorType, code: string) {
  return { error: { message, type, param: null, code } };
}

export function errorJson(message: string, type: ErrorType, code: string): string {
  return JSON.stringify(errorBody(message, type, code));
}

export function modelsJson(): string {
  return JSON.stringify({
    object: 'list',
    data: [{ id: DEFAULT_MODEL_ID, object: 'model', created: 0, owned_by: 'vessel-kit' }],
  });
}
