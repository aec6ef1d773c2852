// How a model call's POST reaches the endpoint and its answer comes back as bytes. The default is
// node:http (or https) over keep-alive connections, with the request written whole at once and
// the body read as Buffers: the fewest allocations and writes per call. A `fetch` passed in the
// turn's options (the seam: an in-process model, a proxy, the fault layer) is used instead, as it
// is. Neither follows a redirect (D17): node:http never does; fetch is asked not to.
import http from 'node:http';
import https from 'node:https';

/** A model endpoint's answer: its status, then its body read chunk by chunk. */
export interface ModelAnswer {
  status: number;
  /** A redirect that was not followed (a 3xx, or fetch's opaque redirect). */
  redirect: boolean;
  /**
   * Passes each chunk of the body to `onChunk` until the body ends or `onChunk` returns false
   * (the rest is then let go); rejects when the body is cut or the signal aborts.
   */
  read(onChunk: (bytes: Uint8Array) => boolean): Promise<void>;
  /** Lets the body go unread. */
  discard(): void;
}

export type ModelPost = (
  url: string,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
) => Promise<ModelAnswer>;

const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/** The default transport: node:http or https, keep-alive. Rejects when the endpoint cannot be reached. */
export const postOverHttp: ModelPost = (url, headers, body, signal) => {
  const target = new URL(url);
  const protocol = target.protocol;
  if (protocol !== 'http:' && protocol !== 'https:') return Promise.reject(new Error('not an http(s) URL'));
  const send = (retry: boolean): Promise<ModelAnswer> =>
    new Promise((resolve, reject) => {
      // `http.request` looked up at call time, so an interceptor that patches node:http (msw) sees the call.
      const request = (protocol === 'https:' ? https : http).request(target, {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        agent: agents[protocol],
        signal,
      });
      request.on('response', (response) => resolve(answerOf(response, signal)));
      request.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the server closed as it was reused: the request never arrived (Node's own advice).
        if (retry && request.reusedSocket && error.code === 'ECONNRESET' && !signal.aborted) resolve(send(false));
        else reject(error);
      });
      request.end(body);
    });
  return send(true);
};

function answerOf(response: http.IncomingMessage, signal: AbortSignal): ModelAnswer {
  const status = response.statusCode ?? 0;
  let letGo = false;
  /** Stops reading: a body read to its end keeps its connection for the next call, any other is cut. */
  const letItGo = () => {
    letGo = true;
    if (response.complete) response.resume();
    else response.destroy();
  };
  return {
    status,
    redirect: status >= 300 && status < 400,
    discard: letItGo,
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
          if (letGo || onChunk(chunk)) return;
          settle(); // first: cutting the body emits 'aborted', which must not read as a cut
          letItGo();
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
            if (done || !onChunk(value)) return;
          }
        } finally {
          reader.cancel().catch(() => undefined);
        }
      },
    };
  };
}
