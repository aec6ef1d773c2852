// Security (CONTRACT.md D7, D12; A2A 1.0 §3.3.2): a vessel fetches no URL it is handed, tells its
// clients nothing of its model endpoint, its credential or its code, and, when its card asks for
// credentials, refuses requests that come without them.
import { a2aSpec, clause, contract, rule } from './cite.ts';
import type { Rule } from './types.ts';

export const rules = [
  rule(
    'security.no-url-fetch',
    'MUST',
    'Image URLs that are not data: URLs (http, https, file, protocol-relative, numeric hosts) are refused and never fetched',
    [
      contract(
        'D12',
        'Inline `data:` URLs only (a vessel never fetches a URL: the kit watches a canary address for it).',
      ),
    ],
    {
      clauses: [
        clause('refused', 'a turn whose history or new message holds such an image URL is refused'),
        clause('never-fetched', 'the canary address those URLs point at receives no connection'),
      ],
      note: "model.no-url-fetch watches one http URL in a history; this rule sends every form a URL parser may resolve to the canary (https, protocol-relative //host/x, the numeric host http://2130706433/) and file://, in histories and as the new message's url part.",
    },
  ),
  rule(
    'security.no-leaks',
    'SHOULD',
    "Nothing a client receives, in any answer of the run, shows the model endpoint's address, the credential the vessel sends it, or a stack frame",
    [contract('D7', 'no stack trace, no model endpoint address, no credential, no internal file path.')],
    {
      clauses: [
        clause('model-origin', "no answer holds the model endpoint's origin with its /v1 path"),
        clause('credential', 'no answer holds the credential the vessel sent the model (or the profile names)'),
        clause('stack-trace', 'no answer holds a stack frame (at … (file:line:col))'),
      ],
      note: "D7 says it of a failed turn's error (status.error-generic); the kit holds every answer of the run to it. Text the script made the model say, tool output and the card's own URL are not leaks.",
    },
  ),
  rule(
    'security.auth',
    'MUST',
    'When the card declares a security scheme, a request without the credentials is refused and one with them is served',
    [
      a2aSpec(
        '3.3.2 Error Handling',
        'Servers MUST reject requests with invalid or missing authentication credentials',
      ),
      a2aSpec(
        '3.1.11 Get Extended Agent Card',
        'The client MUST authenticate the request using one of the schemes declared in the public AgentCard.securitySchemes and AgentCard.security fields.',
      ),
    ],
    {
      clauses: [
        clause('refused-without', 'a call without the credentials gets HTTP 401 or 403, or a JSON-RPC error'),
        clause('served-with', "a call with the profile's credentials (profile.auth) is served"),
      ],
      note: "Not applicable when the card declares no securitySchemes: no call then needs credentials, and the verdict (a pass) says so, so a vessel without authentication (the reference vessel) can certify. The kit sends GetTask of an unknown id without the credentials (the profile's auth header with a wrong value, when it names one) and with them.",
    },
  ),
] as const satisfies readonly Rule[];
