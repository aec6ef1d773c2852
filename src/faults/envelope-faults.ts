// The faults of the envelope rules, one family over five areas (transcript, message, content,
// tool, image): for each clause of an area's envelope rules, the vessel's history validation lets
// that clause's problems through (src/rules/clauses.ts says which problems are whose), so the
// history that breaks only that clause is accepted and run, and its case's rule fails.
import { splitClauseRef } from '../rules/index.ts';
import { rules as envelopeRules } from '../rules/transcript.ts';
import type { VesselFault } from './bend.ts';
import { withoutClause } from './bends/validate.ts';
import { fault, type Area, type ClauseIn, type Fault } from './fault.ts';

/** A fault for each clause of the area's envelope rules that none of `besides` already aims at. */
export function acceptingEach<A extends Area>(area: A, besides: readonly VesselFault[] = []): Fault<ClauseIn<A>>[] {
  const covered = new Set(besides.flatMap((f) => f.clauses));
  return envelopeRules
    .filter((rule) => rule.id.startsWith(`${area}.`))
    .flatMap((rule) => rule.clauses.map((c) => ({ ref: `${rule.id}#${c.id}` as ClauseIn<A>, text: c.text })))
    .filter(({ ref }) => !covered.has(ref))
    .map(({ ref, text }) => {
      const { rule, clause } = splitClauseRef(ref);
      return fault(
        ref,
        `accepts-${rule.replace('.', '-')}${clause === 'whole' ? '' : `-${clause}`}`,
        `lets through a history that breaks only ${ref}: ${text}`,
        withoutClause(ref),
        { alsoBreaks: ['rejection.refused'] },
      );
    });
}
