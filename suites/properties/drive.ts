// Drives one property through the target with fast-check: each run is real turns, a failure is
// shrunk through the target (each shrink step a real turn, bounded in count and time) and comes
// back with its seed and path (the runner renders the command that replays it alone).
import fc from 'fast-check';
import type { CaseOutcome } from '../../src/case/index.ts';
import type { RecordedTurn } from '../../src/a2a/recording.ts';
import { falsifies, propertyVerdicts, type PropertyFailure, type Verdict } from '../../src/checks/index.ts';

export interface PropertyRunOptions {
  /** Generated runs (default 8; `--thorough` runs many more). */
  runs: number;
  seed: number;
  /** Replays exactly this counterexample (fast-check's path), one run. */
  path?: string;
  /** How many shrink steps (each a real turn) a failure may take at most. */
  shrinks: number;
  /** Wall time for the runs and the shrinking together. */
  timeLimitMs: number;
}

/** One generated run: the verdicts it earned and the turns it recorded. */
export interface Judged {
  verdicts: Verdict[];
  turns: RecordedTurn[];
}

export async function checkProperty<T>(
  caseId: string,
  arbitrary: fc.Arbitrary<T>,
  run: (value: T) => Promise<Judged>,
  options: PropertyRunOptions,
): Promise<CaseOutcome> {
  const judged = new Map<T, Judged>();
  const runs: Verdict[][] = [];
  let calls = 0;
  let lastFailure: Judged | undefined;
  const property = fc.asyncProperty(arbitrary, async (value) => {
    calls++;
    // Past the shrink budget every candidate "holds", so fast-check keeps the smallest failure found so far.
    if (calls > options.runs + options.shrinks) return true;
    const result = await run(value);
    judged.set(value, result);
    if (!falsifies(result.verdicts)) {
      if (calls <= options.runs) runs.push(result.verdicts);
      return true;
    }
    lastFailure = result;
    return false;
  });
  const details = await fc.check(property, {
    seed: options.seed,
    numRuns: options.path === undefined ? options.runs : 1,
    ...(options.path !== undefined ? { path: options.path, endOnFailure: true } : {}),
    interruptAfterTimeLimit: options.timeLimitMs,
    markInterruptAsFailure: false,
  });
  const first = runs.length > 0 ? undefined : [...judged.values()][0];
  if (!details.failed || !details.counterexample) {
    const turns = first?.turns ?? [];
    return { verdicts: propertyVerdicts(caseId, runs), turns: turns.slice(0, 2) };
  }
  const [value] = details.counterexample;
  const shrunk = judged.get(value) ?? lastFailure;
  // No run was judged false: one threw (the context's NotApplicable, or the kit's own error), and the case ends with it.
  if (shrunk === undefined)
    throw details.errorInstance ?? new Error(`${caseId}: a generated run failed without verdicts`);
  const path = details.counterexamplePath ?? '';
  const failure: PropertyFailure = {
    verdicts: shrunk.verdicts,
    counterexample: value,
    seed: details.seed,
    path,
    runs: details.numRuns,
    shrinks: details.numShrinks,
  };
  return { verdicts: propertyVerdicts(caseId, [], failure), turns: shrunk.turns };
}
