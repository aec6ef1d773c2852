// The client of an OpenAI-compatible chat-completions endpoint: one streaming POST (sent by
// model-transport.ts: node:http by default, or the turn's `fetch`), its SSE body read by
// sse-data.ts and folded by chat-stream.ts. Every failure becomes a ModelError with a generic
// message: no endpoint address, no key, no provider text (D7).
import { applyChunk, ChatStreamState, ModelError, type PieceHandlers } from './chat-stream.ts';
import { postOverFetch, postOverHttp, type ModelAnswer } from './model-transport.ts';
import { SseDataReader } from './sse-data.ts';

export interface ModelEndpoint {
  baseUrl: string;
  /** Sent as a Bearer token; never logged, never put in an error. */
  apiKey?: string;
}

/** The chat-completions request body, without the streaming flags this client adds. */
export interface ChatRequest {
  model: string;
  messages: unknown[];
  tools?: unknown[];
}

/** Caps that keep a hostile or broken endpoint from exhausting memory. */
export interface StreamLimits {
  /** Bytes of the whole response body. */
  maxStreamBytes: number;
  /** Bytes of one SSE event (what the reader may buffer before the event ends). */
  maxEventBytes: number;
}

const DEFAULT_STREAM_LIMITS: StreamLimits = { maxStreamBytes: 64 * 1024 * 1024, maxEventBytes: 8 * 1024 * 1024 };

export interface CallOptions extends PieceHandlers {
  signal: AbortSignal;
  limits?: StreamLimits;
  /** How the endpoint is reached; default node:http (model-transport.ts). */
  fetch?: typeof globalThis.fetch;
}

/** The system error's code (` (ECONNRESET)`), which says why without naming the endpoint (D7). */
function errnoOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code) ? ` (${code})` : '';
}

function chatCompletionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
}

/**
 * Streams one model call into `state`. Resolves when the stream is complete (finish_reason seen);
 * rejects with ModelError on any endpoint failure, or with the abort reason when `signal` aborts.
 * The caller reads `state` either way: a cut call keeps what streamed before the cut.
 */
export async function streamChat(
  endpoint: ModelEndpoint,
  request: ChatRequest,
  state: ChatStreamState,
  options: CallOptions,
): Promise<void> {
  const { signal } = options;
  const limits = options.limits ?? DEFAULT_STREAM_LIMITS;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
  if (endpoint.apiKey) headers.authorization = `Bearer ${endpoint.apiKey}`;
  const body = JSON.stringify({ ...request, stream: true, stream_options: { include_usage: true } });
  const post = options.fetch ? postOverFetch(options.fetch) : postOverHttp;

  let answer: ModelAnswer;
  try {
    answer = await post(chatCompletionsUrl(endpoint.baseUrl), headers, body, signal);
  } catch (error) {
    signal.throwIfAborted();
    throw new ModelError(`the model endpoint could not be reached${errnoOf(error)}`);
  }
  if (answer.status < 200 || answer.status > 299) {
    answer.discard();
    throw new ModelError(
      answer.redirect
        ? `the model endpoint answered a redirect (HTTP ${answer.status}), which is never followed`
        : `the model endpoint answered HTTP ${answer.status}`,
    );
  }

  let done = false;
  let failure: ModelError | undefined;
  const onData = (data: string) => {
    if (done || failure) return;
    if (data === '[DONE]') {
      done = true;
      return;
    }
    let chunk: unknown;
    try {
      chunk = JSON.parse(data);
    } catch {
      failure = new ModelError('the model stream was malformed');
      return;
    }
    try {
      applyChunk(state, chunk, options);
    } catch (error) {
      failure = error instanceof ModelError ? error : new ModelError('the model stream was malformed');
    }
  };
  const events = new SseDataReader(onData, limits.maxEventBytes);
  let bytes = 0;
  try {
    await answer.read((chunk) => {
      bytes += chunk.byteLength;
      if (bytes > limits.maxStreamBytes) failure = new ModelError('the model stream was too large');
      else {
        try {
          events.feed(chunk);
        } catch {
          failure ??= new ModelError('the model stream sent an oversized event');
        }
      }
      return failure ? 'drop' : done ? 'complete' : 'more';
    });
  } catch {
    signal.throwIfAborted();
    // D16: a stream cut after finish_reason arrived is complete.
    if (state.finishReason === null) throw new ModelError('the model stream was cut off');
  }
  signal.throwIfAborted();
  if (failure) throw failure;
  if (state.finishReason === null) throw new ModelError('the model stream ended without a finish_reason');
}
