// The msw 2 transport: request handlers over the same core, for in-process tests. What msw on
// Node 20 needs is built in: the body is a lazy-close pull stream (bytes are handed over only as
// the client reads, and the stream closes when a read finds the answer over), error answers carry
// `x-should-retry: false` so SDKs do not retry into them, and the request's abort signal ends the
// playback (a stream stalled forever still ends when the client gives up).
// msw patches the global fetch (and node:http clients); it cannot see the npm `undici` package's
// own fetch/request, so such clients must use the HTTP server instead (docs/mock-model.md).
import { http, HttpResponse, type RequestHandler } from 'msw';
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

/** Plays the call onto a Response; resolves when the answer's head is ready (or the call failed as a network error). */
function answer(core: ModelCore, incoming: IncomingCall, signal: AbortSignal): Promise<Response> {
  return new Promise<Response>((resolve) => {
    const stream = new PullStream();
    let responded = false;
    const respond = (response: Response) => {
      if (responded) return;
      responded = true;
      resolve(response);
    };
    const sink: Sink = {
      head: (status, headers) => respond(new HttpResponse(stream.readable, { status, headers })),
      write: (chunk) => stream.push(chunk),
      onDrain: (callback) => stream.onDrain(callback),
      end: (chunk) => {
        if (chunk !== undefined) stream.push(chunk);
        stream.close();
      },
      destroy: () => {
        if (responded) stream.fail(new TypeError(CUT));
        else respond(HttpResponse.error());
      },
    };
    const playback = core.call(incoming, sink);
    const onAbort = () => {
      playback.clientGone();
      stream.fail(new DOMException('The client aborted the request', 'AbortError'));
      respond(HttpResponse.error());
    };
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    stream.onCancel = () => playback.clientGone();
    void playback.done.then(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Handlers for `baseUrl` (ending in `/v1`) and the control endpoints at its origin. */
export function mswHandlers(core: ModelCore, baseUrl: string): RequestHandler[] {
  const base = new URL(baseUrl.replace(/\/+$/, ''));
  const prefix = base.pathname === '/' ? '' : base.pathname;
  const incomingOf = async (request: Request, path: string): Promise<IncomingCall> => {
    const receivedAt = core.now();
    const url = new URL(request.url);
    return {
      method: request.method,
      path,
      search: url.searchParams,
      headers: headersOf(request),
      receivedAt,
      body: await readCapped(request, core.maxBodyBytes),
    };
  };
  return [
    http.all(`${base.origin}/_mock/*`, async ({ request }) => {
      const reply = core.control(await incomingOf(request, new URL(request.url).pathname));
      return new HttpResponse(reply.body, { status: reply.status, headers: { 'content-type': 'application/json' } });
    }),
    http.all(`${base.origin}${prefix}/*`, async ({ request }) => {
      // The core routes `/v1/...`; a base URL with another prefix maps onto it.
      const rest = new URL(request.url).pathname.slice(prefix.length);
      return answer(core, await incomingOf(request, `/v1${rest}`), request.signal);
    }),
  ];
}
