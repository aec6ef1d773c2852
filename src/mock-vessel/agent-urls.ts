// The URLs the mock vessel names for its agents. Each ends with a slash, because clients resolve
// the card's relative path against it (`new URL('.well-known/agent-card.json', base)`): without
// the slash `/agents/coder` resolves to `/agents/.well-known/…`. A card served through the msw
// handlers names the origin the application used, scheme included, which the loopback server
// cannot see for itself, so the handlers pass it along in ORIGIN_HEADER.
import { AGENT_CARD_PATH, type AgentCard } from '../a2a/wire.ts';

/** Set by the msw handlers on each request they forward: the origin the application asked (`https://vessel.test`). Never recorded. */
export const ORIGIN_HEADER = 'x-vessel-kit-origin';

/** `url` with its path ending in a slash. */
export function withTrailingSlash(url: string): string {
  const parsed = new URL(url);
  if (!parsed.pathname.endsWith('/')) parsed.pathname += '/';
  return parsed.href;
}

/** The card URL of an agent whose base URL is `agentUrl`. */
export function cardUrlOf(agentUrl: string): string {
  return withTrailingSlash(agentUrl) + AGENT_CARD_PATH.slice(1);
}

/** The card as served: every interface URL ends with a slash and, when the request came through msw, has the scheme of the origin the application used. */
export function servedCard(card: AgentCard, origin: string | undefined): AgentCard {
  const scheme = origin === undefined ? undefined : URL.canParse(origin) ? new URL(origin).protocol : undefined;
  return {
    ...card,
    supportedInterfaces: card.supportedInterfaces.map((entry) => {
      const url = new URL(withTrailingSlash(entry.url));
      if (scheme === 'http:' || scheme === 'https:') url.protocol = scheme;
      return { ...entry, url: url.href };
    }),
  };
}
