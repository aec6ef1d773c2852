// Readers of a verdict for the checks' unit tests: the one verdict a check returned, the clauses it
// failed on, and what its findings kept as evidence.
import { expect } from 'vitest';
import type { Verdict } from '../../src/checks/types.ts';
import { brokenClauses, unexercisedClauses } from '../../src/checks/verdict.ts';

/** The one verdict a check returned (the test fails if it returned another number). */
export function only(verdicts: Verdict[]): Verdict {
  expect(verdicts).toHaveLength(1);
  return verdicts[0]!;
}

/** The clauses the one verdict a check returned broke (the test fails unless it failed). */
export function failedOn(verdicts: Verdict[]): string[] {
  const v = only(verdicts);
  expect(v.status).toBe('fail');
  return brokenClauses(v);
}

/** The clauses a failed verdict names. */
export const clausesOf = (v: Verdict): unknown => (v.evidence as { clauses?: string[] } | undefined)?.clauses;

/** The findings a failed verdict keeps as evidence. */
export const findingsOf = (v: Verdict): { clause: string; message: string; evidence?: unknown }[] =>
  (v.evidence as { findings: { clause: string; message: string; evidence?: unknown }[] }).findings;

/** The evidence of the n-th finding of a failed verdict. */
export const findingEvidence = (v: Verdict, n = 0): any =>
  (v.evidence as { findings?: { evidence?: unknown }[] } | undefined)?.findings?.[n]?.evidence;

/** A check's verdicts without those on clauses it could not exercise (each said on its own, not-tested). */
export const exercised = (verdicts: Verdict[]): Verdict[] => verdicts.filter((v) => unexercisedClauses(v).length === 0);

/** Clause → why, for each clause a check's verdicts say it could not exercise. */
export const unexercised = (verdicts: Verdict[]): Record<string, string> =>
  Object.fromEntries(verdicts.flatMap((v) => unexercisedClauses(v).map((clause) => [clause, v.message] as const)));
