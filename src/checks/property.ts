// One property's verdicts from its generated runs: the shrunk counterexample's failures when a run
// failed, else each rule's standing over every run. Timing-sensitive rules (pacing, lateness) never
// falsify a property: they are reported as pass^k with the runs that missed, so a slow machine is
// told apart from a broken vessel.
import type { RuleId } from '../rules/index.ts';
import type { Verdict } from './types.ts';

export const TIMING_RULES: ReadonlySet<RuleId> = new Set<RuleId>(['merge.pacing', 'merge.lateness']);

/** Whether a run's verdicts falsify the property. */
export const falsifies = (verdicts: readonly Verdict[]): boolean =>
  verdicts.some((v) => v.status === 'fail' && !TIMING_RULES.has(v.rule));

export interface PropertyFailure {
  /** The counterexample's verdicts (after shrinking). */
  verdicts: Verdict[];
  /** What reproduces it: the generated value, fast-check's seed and path. */
  counterexample: unknown;
  seed: number;
  path: string;
  runs: number;
  shrinks: number;
}

/**
 * The seed and path a failing verdict's counterexample replays from, when it is a property's
 * failure: what the command that replays it is rendered from (src/results/commands.ts), outside
 * the case that found it.
 */
export function counterexampleOf(verdict: Verdict): { seed: number; path: string } | undefined {
  const evidence = verdict.evidence as { counterexample?: unknown; seed?: unknown; path?: unknown } | undefined;
  if (verdict.status !== 'fail' || evidence === undefined || !('counterexample' in evidence)) return undefined;
  return typeof evidence.seed === 'number' && typeof evidence.path === 'string'
    ? { seed: evidence.seed, path: evidence.path }
    : undefined;
}

export function propertyVerdicts(
  name: string,
  runs: readonly (readonly Verdict[])[],
  failure?: PropertyFailure,
): Verdict[] {
  if (failure) {
    const evidence = { counterexample: failure.counterexample, seed: failure.seed, path: failure.path };
    const where = `${name}: counterexample after ${failure.runs} run(s) and ${failure.shrinks} shrink step(s), seed ${failure.seed}, path ${failure.path}`;
    return failure.verdicts.map((v) =>
      v.status === 'fail'
        ? { ...v, message: `${v.message} [${where}]`, evidence: { ...(v.evidence as object), ...evidence } }
        : v,
    );
  }
  const byRule = new Map<RuleId, Verdict[]>();
  for (const run of runs) for (const v of run) byRule.set(v.rule, [...(byRule.get(v.rule) ?? []), v]);
  return [...byRule].map(([rule, verdicts]) => {
    const judged = verdicts.filter((v) => v.status === 'pass' || v.status === 'fail');
    const failed = judged.filter((v) => v.status === 'fail');
    if (judged.length === 0) return { ...verdicts[0]!, message: `${name}: ${verdicts[0]!.message} (in every run)` };
    if (failed.length > 0)
      return {
        rule,
        status: 'fail' as const,
        message: `${name}: held in ${judged.length - failed.length} of ${judged.length} runs (pass^k), timing-sensitive; first miss: ${failed[0]!.message}`,
        evidence: failed[0]!.evidence,
      };
    return { rule, status: 'pass' as const, message: `${name}: held in all ${judged.length} generated run(s)` };
  });
}
