// --wait-for-target: a vessel started in the background (`./start-vessel.sh &`) is still booting
// when certify starts, and an unreachable target exits 2 at once. So, with the mock model already
// listening (a vessel may check its model endpoint as it boots), every agent's card is fetched
// again and again until each answers 200, saying what came back every few seconds, for at most
// the seconds given.
import { DEFAULT_CAPS } from '../a2a/caps.ts';
import { A2AClient } from '../a2a/client.ts';
import type { RecordedExchange } from '../a2a/recording.ts';
import type { Profile } from '../profile/schema.ts';

/** Between two fetches of a card that did not answer 200. */
const POLL_MS = 250;
/** Between two lines saying what came back. */
const SAY_EVERY_MS = 2_000;
/** The longest one fetch waits for a status line (a target that accepts and says nothing). */
const FETCH_MS = 2_000;
/** The shortest (the last fetch before the time is up may end that much past it). */
const MIN_FETCH_MS = 250;

export type Waited =
  | { ready: true }
  /** `last`: each agent not ready, and what its card's last fetch got. */
  | { ready: false; stopped: boolean; last: string[] };

/** What one fetch of a card got: its status, or why there was none. */
function answerOf(exchange: RecordedExchange): string {
  if (exchange.status !== undefined) return `HTTP ${exchange.status}`;
  return exchange.end.detail ?? exchange.end.how;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Fetches every agent's card until each answers 200 or `waitMs` pass; `say` gets a line every few seconds. */
export async function waitForTarget(
  profile: Profile,
  options: { waitMs: number; say?: (line: string) => void; signal?: AbortSignal },
): Promise<Waited> {
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  const headers = profile.auth ? { [profile.auth.header]: profile.auth.value } : undefined;
  const waiting = new Map(
    profile.agents.map((agent) => [
      agent.name,
      { agent, client: new A2AClient({ baseUrl: agent.url, headers, caps: DEFAULT_CAPS }), answer: 'not asked yet' },
    ]),
  );
  const last = () => [...waiting.values()].map((w) => `agent '${w.agent.name}' at ${w.agent.url}: ${w.answer}`);
  let saidAt = -Infinity;
  for (;;) {
    // Never a fetch too short to answer: its end would hide what the last real one got.
    const fetchMs = Math.min(FETCH_MS, Math.max(MIN_FETCH_MS, options.waitMs - elapsed()));
    await Promise.all(
      [...waiting.values()].map(async (w) => {
        const exchange = await w.client.getCard({
          caps: { firstByteMs: fetchMs, totalMs: fetchMs },
          ...(options.signal ? { signal: options.signal } : {}),
        });
        if (exchange.status === 200) waiting.delete(w.agent.name);
        else w.answer = answerOf(exchange);
      }),
    );
    if (waiting.size === 0) {
      options.say?.(`the target answered after ${seconds(elapsed())}`);
      return { ready: true };
    }
    if (options.signal?.aborted) return { ready: false, stopped: true, last: last() };
    if (elapsed() >= options.waitMs) return { ready: false, stopped: false, last: last() };
    if (elapsed() - saidAt >= SAY_EVERY_MS) {
      saidAt = elapsed();
      options.say?.(
        `waiting for the target (${seconds(elapsed())} of ${seconds(options.waitMs)}): ${last().join('; ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, Math.max(0, options.waitMs - elapsed()))));
  }
}
