// Faults that each break one clause of the security rules (src/rules/security.ts): image URLs
// taken or fetched, the model endpoint or its credential told to clients, a card that declares a
// security scheme and ignores it or refuses even the right credentials. Each bends the reference
// vessel at its seams (src/vessel/seams.ts) and nowhere else.
import { ErrorCodes, Methods } from '../a2a/wire.ts';
import type { Bend, TurnBend } from './bend.ts';
import { beforeCall, bendCard, fetchImageUrls, requestOf, rewriteError } from './bends/server.ts';
import { agentOutputs, turn } from './bends/turn.ts';
import { withoutRule } from './bends/validate.ts';
import { fault, type FaultsOf } from './fault.ts';

/** The key the credential fault makes the vessel send its model (and tell its clients). */
export const LEAKED_KEY = 'vk-leak-0123456789abcdef';

/** Sends the model `Authorization: Bearer <LEAKED_KEY>` on every call. */
const sendsKey: TurnBend = (inner) => (agent, input, sink, options) => {
  const send = options.fetch ?? fetch;
  const keyed: typeof fetch = (url, init) => {
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${LEAKED_KEY}`);
    return send(url, { ...init, headers });
  };
  return inner(agent, input, sink, { ...options, fetch: keyed });
};

/** A failed turn's error names the model endpoint it called (the agent's base_url). */
const tellsEndpoint = agentOutputs((agent) => ({
  summary: (summary) =>
    summary.status === 'model_error' ? { ...summary, error: `the model at ${agent.model.base_url} failed` } : summary,
}));

/** A card declaring an API key in the X-Vessel-Key header, required of every call. */
const declaresApiKey: Bend = bendCard((card) => ({
  ...card,
  securitySchemes: { vesselKey: { apiKeySecurityScheme: { location: 'header', name: 'X-Vessel-Key' } } },
  security: [{ schemes: { vesselKey: { list: [] } } }],
}));

/** Protocol-relative URLs (`//host/x`) read as http, as a careless resolver does. */
const withScheme = (params: Record<string, unknown>): Record<string, unknown> =>
  JSON.parse(JSON.stringify(params).replaceAll('"url":"//', '"url":"http://')) as Record<string, unknown>;

export const faults = [
  fault(
    'security.no-url-fetch#refused',
    'takes-image-urls',
    'takes image URLs that are not data: URLs (passes them on to the model unfetched)',
    withoutRule('image.data-url'),
    { alsoBreaks: ['image.data-url', 'rejection.refused', 'rejection.no-model-call'] },
  ),
  fault(
    'security.no-url-fetch#never-fetched',
    'fetches-every-image-url',
    'GETs each http(s) and protocol-relative image URL it is given (numeric hosts resolve as the URL parser reads them), then refuses the history',
    beforeCall(async (call, view) => {
      await fetchImageUrls(withScheme(view.params));
      return call;
    }),
    { alsoBreaks: ['model.no-url-fetch'] },
  ),
  fault(
    'security.no-leaks#model-origin',
    'tells-model-endpoint',
    "says the model endpoint's URL in a failed turn's error",
    tellsEndpoint,
    { alsoBreaks: ['status.error-generic'] },
  ),
  fault(
    'security.no-leaks#credential',
    'tells-model-key',
    'sends its model an API key, and quotes that key in every error message',
    {
      ...turn(sendsKey),
      ...rewriteError((error) => ({ ...error, message: `${error.message} (model key ${LEAKED_KEY})` })),
    },
  ),
  fault(
    'security.auth#refused-without',
    'declares-auth-ignores-it',
    'declares an API key (X-Vessel-Key) on its card and serves every call without one',
    declaresApiKey,
  ),
  fault(
    'security.auth#served-with',
    'declares-auth-refuses-get-task',
    "declares an API key on its card and answers every GetTask HTTP 401, with the profile's credentials too",
    {
      middleware: {
        ...declaresApiKey.middleware,
        rpc: [
          async (call, next) => {
            const request = requestOf(call);
            if (request.method !== Methods.GetTask) return next(call);
            return {
              kind: 'json',
              status: 401,
              body: {
                jsonrpc: '2.0',
                id: request.id ?? null,
                error: { code: ErrorCodes.InvalidRequest, message: 'unauthorized: X-Vessel-Key is required' },
              },
            };
          },
        ],
      },
    },
  ),
] satisfies FaultsOf<'security'>;
