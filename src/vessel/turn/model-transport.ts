// How a model call's POST reaches the endpoint and its answer comes back as bytes. The default is
// node:http (or https) over keep-alive connections, with the request written whole at once and
// the body read as Buffers: the fewest allocations and writes per call. A `fetch` passed in the
// turn's options (the seam: an in-process model, a proxy, the fault layer) is used instead, as it
// is. Neither follows a redirect (D17): node:http never does; fetch is asked not to.
import http from 'node:http';
import https from 'node:https';

/**
 * What the reader wants after a chunk: more of the body; no more, the answer being complete (what
 * is left, normally only the body's end, is drained so the connection can serve the next call);
 * or no more, the connection dropped (a broken or hostile answer).
 */
export type Wanted = 'more' | 'complete' | 'drop';

/** A model endpoint's answer: its status, then its body read chunk by chunk. */
export interface ModelAnswer {
  status: number;
  /** A redirect that was not followed (a 3xx, or fetch's opaque redirect). */
  redirect: boolean;
  /**
   * Passes each chunk of the body to `onChunk` until the body ends or `onChunk` wants no more;
   * rejects when the body is cut or the signal aborts.
   */
  read(onChunk: (bytes: Uint8Array) => Wanted): Promise<void>;
  /** Lets the body go unread. */
  discard(): void;
}

/** How long the rest of a complete answer may take to end before its connection is dropped. */
const DRAIN_MS = 1_000;

export type ModelPost = (
  url: string,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
) => Promise<ModelAnswer>;

/**
 * How long a kept-alive socket may sit idle before the client closes it, as undici does. Node's
 * agent shortens it to a second under the server's own `Keep-Alive: timeout=N` hint only when a
 * timeout is set here: without one it keeps idle sockets until the server closes them, and a call
 * handed one the server has just closed fails. The timeout also arms on a socket in use, where it
 * only emits 'timeout' (the agent destroys free sockets alone): a model silent past it is not cut,
 * and nothing here may listen for that event.
 */
const IDLE_SOCKET_MS = 4_000;

const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
  'https:': new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
};

/**
 * A call written to a kept-alive socket the server had already closed: the kernel answers it with a
 * reset (read ECONNRESET) or refuses the write (EPIPE). A server that read the call and then closed
 * the connection ends it instead ('socket hang up'), which is never taken for this.
 */
function closedBeforeTheCall(error: NodeJS.ErrnoException, reused: boolean): boolean {
  return reused && ((error.code === 'ECONNRESET' && error.syscall === 'read') || error.code === 'EPIPE');
}

/** The default transport: node:http or https, keep-alive. Rejects when the endpoint cannot be reached. */
export const postOverHttp: ModelPost = (url, headers, body, signal) => {
  const target = new URL(url);
  const protocol = target.protocol;
  if (protocol !== 'http:' && protocol !== 'https:') return Promise.reject(new Error('not an http(s) URL'));
  const send = (agent: http.Agent | false, again: boolean): Promise<ModelAnswer> =>
    new Promise((resolve, reject) => {
      // `http.request` looked up at call time, so an interceptor that patches node:http (msw) sees the call.
      const request = (protocol === 'https:' ? https : http).request(target, {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        agent,
        signal,
      });
      request.on('response', (response) => resolve(answerOf(response, signal)));
      request.on('error', (error: NodeJS.ErrnoException) =>
        // Node closes idle sockets before the server's Keep-Alive timeout, but a loaded event loop
        // can hand out one the server has just closed: that call is sent once more, on a connection
        // of its own. Nothing else is re-sent: a model call sent twice is a step the model saw twice.
        again && closedBeforeTheCall(error, request.reusedSocket) && !signal.aborted
          ? resolve(send(false, false))
          : reject(error),
      );
      request.end(body);
    });
  return send(agents[protocol], true);
};

function answerOf(response: http.IncomingMessage, signal: AbortSignal): ModelAnswer {
  const status = response.statusCode ?? 0;
  let letGo = false;
  /** Stops reading: the connection is kept for the next call once the body has ended, unless dropped. */
  const letItGo = (wanted: Wanted) => {
    letGo = true;
    if (response.complete) response.resume();
    else if (wanted === 'drop') response.destroy();
    else {
      const late = setTimeout(() => response.destroy(), DRAIN_MS);
      response.once('end', () => clearTimeout(late)).resume();
    }
  };
  return {
    status,
    redirect: status >= 300 && status < 400,
    discard: () => letItGo('drop'),
    read: (onChunk) =>
      new Promise((resolve, reject) => {
        const onAbort = () => response.destroy(signal.reason as Error);
        signal.addEventListener('abort', onAbort, { once: true });
        const settle = (error?: Error) => {
          signal.removeEventListener('abort', onAbort);
          if (error) reject(error);
          else resolve();
        };
        response.on('data', (chunk: Buffer) => {
          if (letGo) return;
          const wanted = onChunk(chunk);
          if (wanted === 'more') return;
          settle(); // first: cutting the body emits 'aborted', which must not read as a cut
          letItGo(wanted);
        });
        response.on('end', () => settle());
        // A body cut short emits 'aborted' then an error; either ends the read.
        response.on('error', (error) => settle(error));
        response.on('aborted', () => settle(new Error('the response was cut')));
        if (signal.aborted) onAbort();
      }),
  };
}

/** A transport over a `fetch` function (the turn's `fetch` seam). */
export function postOverFetch(fetch: typeof globalThis.fetch): ModelPost {
  return async (url, headers, body, signal) => {
    const response = await fetch(url, { method: 'POST', headers, body, signal, redirect: 'manual' });
    const stream = response.body;
    return {
      status: response.status,
      redirect: response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400),
      discard: () => void stream?.cancel().catch(() => undefined),
      async read(onChunk) {
        if (!stream) return;
        const reader = stream.getReader();
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done || onChunk(value) !== 'more') return;
          }
        } finally {
          reader.cancel().catch(() => undefined);
        }
      },
    };
  };
}
