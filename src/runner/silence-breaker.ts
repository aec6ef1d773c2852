// Stops giving cases to an agent that has gone silent or away: after a few cases in a row in which
// it answered nothing, or went silent mid-answer, each further case would cost its full cap or fail
// on a connection that no longer exists.
import { describeCap, type RecorderCaps } from '../a2a/caps.ts';
import { isUnreachable } from '../a2a/recorder.ts';
import type { CapName, RecordedExchange } from '../a2a/recording.ts';
import type { CaseOutcome } from '../case/index.ts';

/** After this many cases in a row in which an agent answered nothing, or went silent mid-answer, it gets no more cases. */
export const SILENT_CASES_LIMIT = 3;

/** The time caps: the kit stopped waiting because nothing more came, not because too much did. */
const SILENCE_CAPS: readonly CapName[] = ['first-byte', 'idle', 'turn-time'];

/**
 * Counts, per agent, the cases in a row in which every request got no response (refused, reset,
 * or nothing before the first-byte cap) or a response that went silent and never reached its end
 * (idle, whole exchange). A target that has gone silent or away would otherwise cost every
 * remaining case its full cap, or fail each of them on a connection that no longer exists.
 */
export class SilenceBreaker {
  private readonly inARow = new Map<string, { count: number; why: string }>();
  /** Why the agent gets no more cases, once it has been silent too often in a row. */
  tripped(agent: string, caps: RecorderCaps): string | undefined {
    const state = this.inARow.get(agent);
    if (!state || state.count < SILENT_CASES_LIMIT) return undefined;
    if (state.why === 'first-byte')
      return `answered nothing in ${SILENT_CASES_LIMIT} cases in a row (${describeCap('first-byte', caps)})`;
    if (state.why.startsWith('gone: '))
      return `answered nothing in ${SILENT_CASES_LIMIT} cases in a row (${state.why.slice('gone: '.length)})`;
    return `went silent mid-answer in ${SILENT_CASES_LIMIT} cases in a row (${state.why})`;
  }
  record(agent: string, outcome: CaseOutcome): void {
    const exchanges = (outcome.turns ?? []).map((t) => t.send).concat(outcome.exchanges ?? []);
    const timedOut = (e: RecordedExchange) =>
      e.end.how === 'cap' && e.end.cap !== undefined && SILENCE_CAPS.includes(e.end.cap);
    // Refused or reset before any response: a target that went away mid-run (crashed, stopped).
    const silent = exchanges.length > 0 && exchanges.every((e) => timedOut(e) || isUnreachable(e));
    if (!silent) return void this.inARow.set(agent, { count: 0, why: '' });
    const gone = exchanges.find((e) => isUnreachable(e));
    const stalled = exchanges.find((e) => e.end.cap !== undefined && e.end.cap !== 'first-byte');
    const why = gone
      ? `gone: ${gone.end.detail ?? 'no response'}`
      : stalled
        ? (stalled.end.detail ?? String(stalled.end.cap))
        : 'first-byte';
    this.inARow.set(agent, { count: (this.inARow.get(agent)?.count ?? 0) + 1, why });
  }
}
