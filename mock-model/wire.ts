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

function chunkEnvelope(who: ChunkIdentity, choices: unknown[], extra: Record<string, unknown>): string {
  return JSON.stringify({
    id: who.id,
    object: 'chat.completion.chunk',
    created: who.created,
    model: who.model,
    system_fingerprint: null,
    choices,
    ...extra,
  });
}

/** One `chat.completion.chunk` with a single choice. `usage: null` rides along when the client asked for a usage chunk, as OpenAI does. */
export function chunkJson(
  who: ChunkIdentity,
  delta: Record<string, unknown>,
  finishReason: FinishReason | null,
  extra: { usage?: WireUsage | null } = {},
): string {
  return chunkEnvelope(who, [{ index: 0, delta, logprobs: null, finish_reason: finishReason }], extra);
}

/** The separate last chunk sent when `stream_options.include_usage` is set: no choices, only usage. */
export function usageChunkJson(who: ChunkIdentity, u: WireUsage): string {
  return chunkEnvelope(who, [], { usage: u });
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

/** OpenAI's error shape: `{"error": {"message", "type", "param", "code"}}`. */
export function errorJson(message: string, type: ErrorType, code: string): string {
  return JSON.stringify({ error: { message, type, param: null, code } });
}

export function modelsJson(): string {
  return JSON.stringify({ object: 'list', data: [{ id: DEFAULT_MODEL_ID, object: 'model', created: 0, owned_by: 'vessel-kit' }] });
}
