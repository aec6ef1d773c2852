// The transport to an OpenAI-compatible chat-completions endpoint: one streaming POST, its SSE
// body parsed with eventsource-parser and folded by chat-stream.ts. It uses the global fetch
// (undici inside Node), which msw can intercept, so the vessel also runs against the mock
// model's msw handlers in-process. Every failure becomes a ModelError with a generic message:
// no endpoint address, no key, no provider text (D7).
import { createParser } from 'eventsource-parser';
import { applyChunk, ChatStreamState, ModelError, type PieceHandlers } from './chat-stream.ts';

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
  /** Characters of one SSE event (what eventsource-parser may buffer). */
  maxEventChars: number;
}

const DEFAULT_STREAM_LIMITS: StreamLimits = { maxStreamBytes: 64 * 1024 * 1024, maxEventChars: 8 * 1024 * 1024 };

export interface CallOptions extends PieceHandlers {
  signal: AbortSignal;
  limits?: StreamLimits;
  /** Default the global fetch. */
  fetch?: typeof globalThis.fetch;
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

  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(chatCompletionsUrl(endpoint.baseUrl), {
      method: 'POST',
      headers,
      body,
      signal,
      // D17 (MUST): a redirect is never followed; the conversation goes to the configured address only.
      redirect: 'manual',
    });
  } catch {
    signal.throwIfAborted();
    throw new ModelError('the model endpoint could not be reached');
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    const redirect = response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);
    throw new ModelError(
      redirect
        ? `the model endpoint answered a redirect (HTTP ${response.status}), which is never followed`
        : `the model endpoint answered HTTP ${response.status}`,
    );
  }
  if (!response.body) throw new ModelError('the model endpoint sent no body');

  let done = false;
  let failure: ModelError | undefined;
  const parser = createParser({
    maxBufferSize: limits.maxEventChars,
    onEvent(event) {
      if (done || failure) return;
      if (event.data === '[DONE]') {
        done = true;
        return;
      }
      let chunk: unknown;
      try {
        chunk = JSON.parse(event.data);
      } catch {
        failure = new ModelError('the model stream was malformed');
        return;
      }
      try {
        applyChunk(state, chunk, options);
      } catch (error) {
        failure = error instanceof ModelError ? error : new ModelError('the model stream was malformed');
      }
    },
    onError(error) {
      if (error.type === 'max-buffer-size-exceeded')
        failure ??= new ModelError('the model stream sent an oversized event');
    },
  });

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let bytes = 0;
  try {
    while (!done && !failure) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      bytes += value.byteLength;
      if (bytes > limits.maxStreamBytes) failure = new ModelError('the model stream was too large');
      else parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch {
    signal.throwIfAborted();
    // D16: a stream cut after finish_reason arrived is complete.
    if (state.finishReason === null) throw new ModelError('the model stream was cut off');
  } finally {
    reader.cancel().catch(() => undefined);
  }
  signal.throwIfAborted();
  if (failure) throw failure;
  if (state.finishReason === null) throw new ModelError('the model stream ended without a finish_reason');
}
