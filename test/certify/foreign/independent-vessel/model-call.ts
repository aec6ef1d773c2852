// One streamed chat-completions call through the official `openai` client: its pieces are handed
// on as they arrive (for the merge windows), and the call ends as a whole reply or a ModelFailure
// whose reason is generic (D7: "no stack trace, no model endpoint address, no credential, no
// internal file path"). A stream that ends without finish_reason failed; one cut after
// finish_reason arrived is complete (D16).
import OpenAI, { APIError, APIUserAbortError } from 'openai';
import type {
  ChatCompletionChunk,
  ChatCompletionCreateParamsStreaming,
  ChatCompletionMessageParam,
  ChatCompletionFunctionTool,
} from 'openai/resources/chat/completions';

export interface Usage {
  input: number;
  output: number;
}

export interface ModelToolCall {
  id: string;
  name: string;
  /** The arguments exactly as the model streamed them (they may not be JSON). */
  arguments: string;
}

export interface ModelReply {
  text: string;
  reasoning: string;
  toolCalls: ModelToolCall[];
  finishReason: string;
  usage: Usage | null;
}

/** A call that did not complete. `streamed`: some output had arrived before it ended. */
export class ModelFailure extends Error {
  constructor(
    readonly reason: string,
    readonly streamed: boolean,
    readonly usage: Usage | null,
  ) {
    super(reason);
  }
}

export type PieceKind = 'text' | 'reasoning';

export interface ModelRequest {
  model: string;
  messages: ChatCompletionMessageParam[];
  tools: ChatCompletionFunctionTool[];
}

/** A client for the agent's model endpoint: no retries (a scripted fault is not retried into), no redirects followed (D17). */
export function modelClient(baseURL: string, apiKey: string): OpenAI {
  return new OpenAI({ baseURL, apiKey, maxRetries: 0, fetchOptions: { redirect: 'manual' } });
}

/** The generic reason for what went wrong, named by kind only. */
function reasonOf(error: unknown): string {
  if (error instanceof APIError && typeof error.status === 'number')
    return `the model endpoint answered HTTP ${error.status}`;
  if (error instanceof APIError && error.constructor === APIError)
    return 'the model endpoint reported an error in its stream';
  const cause = error instanceof Error ? error.cause : undefined;
  if (error instanceof SyntaxError || cause instanceof SyntaxError) return 'the model endpoint sent a malformed stream';
  return 'the model endpoint could not be reached or dropped the stream';
}

interface Draft {
  text: string;
  reasoning: string;
  calls: ModelToolCall[];
  finishReason: string | null;
  usage: Usage | null;
  streamed: boolean;
}

/** Folds one chunk into the draft, handing each text or reasoning piece to `onPiece`. */
function absorb(draft: Draft, chunk: ChatCompletionChunk, onPiece: (kind: PieceKind, piece: string) => void): void {
  if (chunk.usage) draft.usage = { input: chunk.usage.prompt_tokens, output: chunk.usage.completion_tokens };
  const choice = chunk.choices[0];
  if (!choice) return;
  // Reasoning is not in the OpenAI types: servers send it as reasoning_content, or reasoning.
  const delta = choice.delta as typeof choice.delta & { reasoning_content?: string | null; reasoning?: string | null };
  const reasoning = delta.reasoning_content ?? delta.reasoning;
  if (typeof reasoning === 'string' && reasoning !== '') {
    draft.streamed = true;
    draft.reasoning += reasoning;
    onPiece('reasoning', reasoning);
  }
  if (typeof delta.content === 'string' && delta.content !== '') {
    draft.streamed = true;
    draft.text += delta.content;
    onPiece('text', delta.content);
  }
  for (const fragment of delta.tool_calls ?? []) {
    draft.streamed = true;
    const call = (draft.calls[fragment.index] ??= { id: '', name: '', arguments: '' });
    if (fragment.id) call.id = fragment.id;
    if (fragment.function?.name) call.name += fragment.function.name;
    if (fragment.function?.arguments) call.arguments += fragment.function.arguments;
  }
  if (choice.finish_reason) draft.finishReason = choice.finish_reason;
}

export async function callModel(
  client: OpenAI,
  request: ModelRequest,
  signal: AbortSignal,
  onPiece: (kind: PieceKind, piece: string) => void,
): Promise<ModelReply> {
  const draft: Draft = { text: '', reasoning: '', calls: [], finishReason: null, usage: null, streamed: false };
  const params: ChatCompletionCreateParamsStreaming = {
    model: request.model,
    messages: request.messages,
    stream: true,
    stream_options: { include_usage: true },
    ...(request.tools.length > 0 ? { tools: request.tools } : {}),
  };
  try {
    const stream = await client.chat.completions.create(params, { signal });
    for await (const chunk of stream) absorb(draft, chunk, onPiece);
  } catch (error) {
    if (signal.aborted || error instanceof APIUserAbortError)
      throw new ModelFailure('the turn ended during the model call', draft.streamed, draft.usage);
    if (draft.finishReason === null) throw new ModelFailure(reasonOf(error), draft.streamed, draft.usage);
  }
  if (draft.finishReason === null)
    throw new ModelFailure('the model stream ended without a finish_reason', draft.streamed, draft.usage);
  const toolCalls = draft.calls
    .filter((call) => call !== undefined)
    .map((call, i) => ({ ...call, id: call.id || `call_${i + 1}` }));
  return {
    text: draft.text,
    reasoning: draft.reasoning,
    toolCalls,
    finishReason: draft.finishReason,
    usage: draft.usage,
  };
}
