// Reachability, before any case: every agent's card fetched, a client per agent pointed at the
// JSONRPC url its card names, and which agents answered nothing or name a host the kit may not
// talk to. An agent that answers nothing makes every verdict meaningless.
import { type RecorderCaps } from '../a2a/caps.ts';
import { A2AClient } from '../a2a/client.ts';
import { isUnreachable, recordExchange } from '../a2a/recorder.ts';
import type { RecordedExchange } from '../a2a/recording.ts';
import type { Profile } from '../profile/schema.ts';
import { offHostReasons } from './preflight.ts';

/**
 * Fetches every agent's card: a client per agent, pointed at the JSONRPC url its card names, each
 * card's JSON as served (by agent name, for what the card says of the agent), the agents that
 * answered nothing at all (refused, reset, or silent past the first-byte cap), and why a card's
 * JSONRPC url is on a host the kit may not talk to (nothing is sent there).
 */
export async function reachAgents(
  profile: Profile,
  caps: RecorderCaps,
  timeoutScale: number,
  allowHosts: readonly string[],
): Promise<{ clients: Map<string, A2AClient>; cards: Map<string, unknown>; unreachable: string[]; offHost: string[] }> {
  const clients = new Map<string, A2AClient>();
  const cards = new Map<string, unknown>();
  const unreachable: string[] = [];
  const offHost: string[] = [];
  const headers = profile.auth ? { [profile.auth.header]: profile.auth.value } : undefined;
  await Promise.all(
    profile.agents.map(async (agent) => {
      const client = new A2AClient({
        baseUrl: agent.url,
        headers,
        caps,
        secretHeaders: profile.auth ? [profile.auth.header] : [],
      });
      const card = await client.getCard({
        caps: { firstByteMs: Math.min(caps.firstByteMs, CARD_FIRST_BYTE_MS * timeoutScale) },
      });
      if (answeredNothing(card)) {
        unreachable.push(`agent '${agent.name}' at ${agent.url}: ${card.end.detail ?? card.end.how}`);
      } else {
        client.useCard(card.body?.json);
        // Only a card served as one says anything of the agent (a 404's JSON body is no card).
        if (card.status === 200) cards.set(agent.name, card.body?.json);
        const off = offHostReasons([{ agent, rpcUrl: client.rpcUrl }], allowHosts);
        if (off.length > 0) offHost.push(...off);
        else {
          const rpc = await rpcUnreachable(client, agent.url, headers, caps, timeoutScale);
          if (rpc !== undefined) unreachable.push(`agent '${agent.name}' at ${agent.url}: ${rpc}`);
        }
      }
      clients.set(agent.name, client);
    }),
  );
  return { clients, cards, unreachable, offHost };
}

/** How long the reachability check waits for a card before calling the agent unreachable. */
const CARD_FIRST_BYTE_MS = 5_000;

/** Refused, reset, or silent past the first-byte cap: no response at all. */
function answeredNothing(exchange: RecordedExchange): boolean {
  return isUnreachable(exchange) || (exchange.end.how === 'cap' && exchange.status === undefined);
}

/**
 * When the card sends calls to another origin than the one that served it, that endpoint must
 * answer something (any HTTP status will do: a GET changes nothing) or no case could be judged;
 * the reason, naming the card's URL, otherwise. The same origin answered the card, so needs no check.
 */
async function rpcUnreachable(
  client: A2AClient,
  baseUrl: string,
  headers: Record<string, string> | undefined,
  caps: RecorderCaps,
  timeoutScale: number,
): Promise<string | undefined> {
  let origin: string;
  try {
    origin = new URL(client.rpcUrl).origin;
  } catch {
    return `its card names the JSONRPC url '${client.rpcUrl}', which is not a URL`;
  }
  if (origin === new URL(baseUrl).origin) return undefined;
  const probe = await recordExchange({
    url: client.rpcUrl,
    method: 'GET',
    headers: { ...headers },
    caps: { ...caps, firstByteMs: Math.min(caps.firstByteMs, CARD_FIRST_BYTE_MS * timeoutScale) },
    redactHeaders: Object.keys(headers ?? {}),
  });
  return answeredNothing(probe)
    ? `the JSONRPC url its card names, ${client.rpcUrl}, answers nothing (${probe.end.detail ?? probe.end.how})`
    : undefined;
}
