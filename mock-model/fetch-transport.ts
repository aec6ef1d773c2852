// The fetch-shaped transport: a WHATWG Request in, a Response out, over the same core as the
// node:http server. Two adapters sit on it: the msw handlers (msw-handlers.ts) and the in-process
// `model.fetch`, which a vessel in the same process uses as its model transport, so its model
// calls never open a socket or pass through msw. What Node 20 needs is built in: the body is a
// lazy-close pull stream (bytes are handed over only as the reader pulls, and the stream closes
// when a read finds the answer over), and the request's abort signal ends the playback (a stream
// stalled forever still ends when the client gives up).
import type { IncomingCall, ModelCore } from './core.ts';
import type { Sink } from './player.ts';

/** Above this many queued chunks the player waits for the reader (backpressure). */
const QUEUE_HIGH_WATER = 64;

/** A ReadableStream fed by pushes and drained by the reader's pulls. */
class PullStream {
  readonly readable: ReadableStream<Uint8Array>;
  readonly #queue: Uint8Array[] = [];
  readonly #encoder = new TextEncoder();
  #closed = false;
  #error: Error | undefined;
  #wake: (() => void) | undefined;
  #drain: (() => void) | undefined;
  #cancelled = false;
  onCancel: (() => void) | undefined;

  constructor() {
    this.readable = new ReadableStream<Uint8Array>(
      {
        pull: (controller) =>
          new Promise<void>((resolve) => {
            const serve = () => {
              this.#wake = undefined;
              const chunk = this.#queue.shift();
              if (chunk) {
                controller.enqueue(chunk);
                if (this.#queue.length === 0) this.#fireDrain();
              } else if (this.#error) controller.error(this.#error);
              else if (this.#closed) controller.close();
              else {
                this.#wake = serve;
                return;
              }
              resolve();
            };
            serve();
          }),
        cancel: () => {
          this.#cancelled = true;
          this.#queue.length = 0;
          this.onCancel?.();
        },
      },
      { highWaterMark: 0 },
    );
  }

  #fireDrain() {
    const drain = this.#drain;
    this.#drain = undefined;
    drain?.();
  }

  push(chunk: string | Uint8Array): boolean {
    if (this.#cancelled || this.#closed || this.#error) return true;
    // Copied: the player's bytes may be a view of a buffer shared by every play of the step.
    this.#queue.push(typeof chunk === 'string' ? this.#encoder.encode(chunk) : new Uint8Array(chunk));
    this.#wake?.();
    return this.#queue.length < QUEUE_HIGH_WATER;
  }

  onDrain(callback: () => void) {
    if (this.#queue.length === 0 || this.#cancelled) callback();
    else this.#drain = callback;
  }

  close() {
    this.#closed = true;
    this.#wake?.();
  }

  fail(error: Error) {
    if (this.#closed) return;
    this.#error = error;
    this.#wake?.();
  }
}

async function readCapped(request: Request, limit: number): Promise<string | { tooLargeBytes: number }> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return { tooLargeBytes: declared };
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return { tooLargeBytes: size };
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function headersOf(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => (headers[name] = value));
  return headers;
}

const CUT = 'the mock model closed the connection (scripted fault)';

/** What a fetch-shaped adapter answers: a response, or a network error (no response at all). */
export type FetchAnswer = Response | 'network-error';

/** The call as the core takes it: `path` is the route the core knows (`/v1/...`, `/_mock/...`). */
export async function incomingOf(core: ModelCore, request: Request, path: string): Promise<IncomingCall> {
  const receivedAt = core.now();
  return {
    method: request.method,
    path,
    search: new URL(request.url).searchParams,
    headers: headersOf(request),
    receivedAt,
    body: await readCapped(request, core.maxBodyBytes),
  };
}

/** A control endpoint's reply as a Response. */
export function controlResponse(core: ModelCore, incoming: IncomingCall): Response {
  const reply = core.control(incoming);
  return new Response(reply.body, { status: reply.status, headers: { 'content-type': 'application/json' } });
}

/** Plays a model-API call onto a Response; resolves when the answer's head is ready (or the call failed as a network error). */
export function answerFetch(core: ModelCore, incoming: IncomingCall, signal: AbortSignal): Promise<FetchAnswer> {
  return new Promise<FetchAnswer>((resolve) => {
    const stream = new PullStream();
    let responded = false;
    const respond = (response: FetchAnswer) => {
      if (responded) return;
      responded = true;
      resolve(response);
    };
    const sink: Sink = {
      head: (status, headers) => respond(new Response(stream.readable, { status, headers })),
      write: (chunk) => stream.push(chunk),
      onDrain: (callback) => stream.onDrain(callback),
      end: (chunk) => {
        if (chunk !== undefined) stream.push(chunk);
        stream.close();
      },
      destroy: () => {
        if (responded) stream.fail(new TypeError(CUT));
        else respond('network-error');
      },
    };
    const playback = core.call(incoming, sink);
    const onAbort = () => {
      playback.clientGone();
      stream.fail(new DOMException('The client aborted the request', 'AbortError'));
      respond('network-error');
    };
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    stream.onCancel = () => playback.clientGone();
    void playback.done.then(() => signal.removeEventListener('abort', onAbort));
  });
}
