// msw 2 handlers for a mock vessel, for applications whose tests use msw with fetch-based clients
// (the global fetch, or node:http clients msw intercepts). They serve the same scripted turns as
// the server, in this process: each intercepted request is handed to the mock vessel's own
// loopback server through the npm `undici` package, which msw does not intercept, and the
// answer (an SSE stream included) comes back as the handler's response. The vessel's model
// calls never leave the process at all (the in-process model transport), so msw's
// `onUnhandledRequest: 'error'` sees only the application's own requests. Clients built on the
// npm `undici` package are not intercepted by msw either: point them at the server instead.
import { Readable } from 'node:stream';
import type { RequestHandler } from 'msw';
import { Agent, request as undiciRequest } from 'undici';
import { ORIGIN_HEADER } from './agent-urls.ts';
import { http } from './msw-peer.ts';
import { onClose, type MockVessel } from './start.ts';

export interface VesselHandlersOptions {
  /**
   * The origin the application's requests go to (e.g. `https://vessel.test`); default the mock
   * vessel's own, so `vessel.url` and `vessel.agents` work in both modes. Agents are at `/` and
   * `/agents/<name>/` of it, and agent cards name URLs on it, with its scheme.
   */
  origin?: string;
}

/** Headers that describe one hop of HTTP, never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
  'content-length',
]);

/** Handlers serving `vessel` at `options.origin` (default its own origin). */
export function vesselHandlers(vessel: MockVessel, options: VesselHandlersOptions = {}): RequestHandler[] {
  const target = new URL(vessel.url).origin;
  const origin = new URL(options.origin ?? target).origin;
  const dispatcher = new Agent({ keepAliveTimeout: 5_000 });
  onClose(vessel, () => dispatcher.close());
  return [
    http.all(`${origin}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => {
        if (!HOP_BY_HOP.has(name)) headers[name] = value;
      });
      // The vessel builds card URLs from Host, and the mock vessel takes their scheme from
      // ORIGIN_HEADER: a card names the origin the application used (https stays https).
      headers.host = url.host;
      headers[ORIGIN_HEADER] = origin;
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
      const answer = await undiciRequest(`${target}${url.pathname}${url.search}`, {
        method: request.method as 'GET',
        headers,
        ...(body !== undefined ? { body: Buffer.from(body) } : {}),
        signal: request.signal,
        dispatcher,
      });
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (HOP_BY_HOP.has(name) || value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(name, v);
      }
      const stream = answer.statusCode === 204 || answer.statusCode === 304 ? null : Readable.toWeb(answer.body);
      return new Response(stream as ReadableStream<Uint8Array> | null, {
        status: answer.statusCode,
        headers: responseHeaders,
      });
    }),
  ];
}
