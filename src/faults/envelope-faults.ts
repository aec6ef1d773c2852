// A fault for each clause of each envelope rule: the vessel's history validation lets that
// clause's problems through (src/rules/clauses.ts says which problems are whose), so the
// history that breaks only that clause is accepted and run, and its case's rule fails.
import type { ClauseRef } from '../rules/index.ts';
import { rules as envelopeRules } from '../rules/transcript.ts';
import type { VesselFault } from './bend.ts';
import { withoutClause } from './bends/validate.ts';

/** Envelope clauses a fault of the first catalogue already aims at. */
export function envelopeFaults(covered: ReadonlySet<string>): VesselFault[] {
  return envelopeRules.flatMap((rule) =>
    rule.clauses
      .map((c) => `${rule.id}#${c.id}` as ClauseRef)
      .filter((ref) => !covered.has(ref))
      .map((ref): VesselFault => {
        const [id, clause] = ref.split('#') as [string, string];
        const text = rule.clauses.find((c) => c.id === clause)!.text;
        return {
          name: `accepts-${id.replace('.', '-')}${clause === 'whole' ? '' : `-${clause}`}`,
          breaks: [rule.id, 'rejection.refused'],
          clauses: [ref],
          description: `lets through a history that breaks only ${ref}: ${text}`,
          bend: withoutClause(ref),
        };
      }),
  );
}
