// The msw 2 transport: request handlers over the fetch-shaped transport (fetch-transport.ts), for
// in-process tests. Error answers carry `x-should-retry: false` so SDKs do not retry into them.
// msw patches the global fetch (and node:http clients); it cannot see the npm `undici` package's
// own fetch/request, so such clients must use the HTTP server instead (docs/mock-model.md).
//
// msw is an optional peer of the package: it is loaded on the first call for handlers, never at
// import, so the mock model (and everything that imports it) runs where msw is not installed.
// `require` finds msw's `module-sync` export on Node >= 20.19: the very ES module instance an
// application's `import 'msw'` gets, not a second copy.
import { createRequire } from 'node:module';
import type { RequestHandler } from 'msw';
import type { ModelCore } from './core.ts';
import { answerFetch, controlResponse, incomingOf } from './fetch-transport.ts';

type Msw = typeof import('msw');
let msw: Msw | undefined;

/** msw, loaded on first use; a clear error when it is not installed. */
function loadMsw(): Msw {
  if (msw) return msw;
  try {
    msw = createRequire(import.meta.url)('msw') as Msw;
  } catch (error) {
    throw new Error(
      `msw handlers need the msw package (npm install --save-dev msw@2), which could not be loaded: ${(error as Error).message}`,
    );
  }
  return msw;
}

/**
 * Handlers for `baseUrl` (ending in `/v1`) and the control endpoints at its origin, made with
 * `http` when the caller already holds the application's msw (the `vessel-kit/msw` entry does,
 * so both entries' handlers come from one msw instance under every loader), else msw loaded here.
 */
export function mswHandlers(core: ModelCore, baseUrl: string, http: Msw['http'] = loadMsw().http): RequestHandler[] {
  const base = new URL(baseUrl.replace(/\/+$/, ''));
  const prefix = base.pathname === '/' ? '' : base.pathname;
  return [
    http.all(`${base.origin}/_mock/*`, async ({ request }) =>
      controlResponse(core, await incomingOf(core, request, new URL(request.url).pathname)),
    ),
    http.all(`${base.origin}${prefix}/*`, async ({ request }) => {
      // The core routes `/v1/...`; a base URL with another prefix maps onto it.
      const rest = new URL(request.url).pathname.slice(prefix.length);
      const answer = await answerFetch(core, await incomingOf(core, request, `/v1${rest}`), request.signal);
      return answer === 'network-error' ? Response.error() : answer;
    }),
  ];
}
