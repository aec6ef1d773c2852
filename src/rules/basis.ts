// What a rule rests on, read off its sources: a rule some sentence of the A2A specification says
// holds for any A2A agent; a rule only the vessel's documents state holds for a vessel alone. The
// basis is derived, never stored, so a source added or dropped moves it with no second edit.
import type { Rule } from './types.ts';

/** `a2a`: an A2A specification sentence says it; `vessel`: only transcript-format.txt, events.txt or CONTRACT.md do. */
export type RuleBasis = 'a2a' | 'vessel';

/** A rule with at least one source in the A2A specification rests on A2A; any other on the vessel's documents. */
export function basisOf(rule: Pick<Rule, 'sources'>): RuleBasis {
  return rule.sources.some((s) => s.document === 'A2A') ? 'a2a' : 'vessel';
}
