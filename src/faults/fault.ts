// One fault in one call. The clause a fault aims at names the rule it breaks, so `breaks` is
// derived: only the rules the same bend was also seen to fail are written, as `alsoBreaks`. Faults
// are filed by the area of their first clause (a rule id's first segment, which names its file in
// src/rules), one file per area here, each typed `FaultsOf<area>` so a stray one fails the type-check.
import { splitClauseRef, type ClauseRef, type RuleId } from '../rules/index.ts';
import type { Bend, FieldBent, VesselFault } from './bend.ts';

type AreaOf<R> = R extends `${infer A}.${string}` ? A : never;
/** A rule area: the first segment of a rule id (`merge` for `merge.max-chars`), one file in src/rules and one here. */
export type Area = AreaOf<RuleId>;
/** The clauses of the rules of one area. */
export type ClauseIn<A extends Area> = Extract<ClauseRef, `${A}.${string}`>;

/** A fault aimed first at the clause `C`. */
export interface Fault<C extends ClauseRef = ClauseRef> extends VesselFault {
  clauses: [C, ...ClauseRef[]];
}

/** The faults of one area's file: each aims first at a clause of that area. */
export type FaultsOf<A extends Area> = readonly Fault<ClauseIn<A>>[];

export interface FaultExtras {
  /** Rules beyond those of its clauses that certifying under the fault was seen to fail. */
  alsoBreaks?: readonly RuleId[];
  /** The task-field cells it bends, and nothing else (VesselFault.bends). */
  bends?: readonly FieldBent[];
}

/**
 * A fault aimed at `clause` (or at several, the one it was made for first). It breaks the rules of
 * its clauses, in their order, then `alsoBreaks`: the intended rule is its first clause's.
 */
export function fault<const C extends ClauseRef>(
  clause: C | readonly [C, ...ClauseRef[]],
  name: string,
  description: string,
  bend: Bend,
  { alsoBreaks = [], bends }: FaultExtras = {},
): Fault<C> {
  const clauses: [C, ...ClauseRef[]] = typeof clause === 'string' ? [clause] : [...clause];
  const breaks = [...new Set([...clauses.map((c) => splitClauseRef(c).rule), ...alsoBreaks])];
  return { name, breaks, clauses, description, bend, ...(bends ? { bends: [...bends] } : {}) };
}
