// From what a case's run returned to its status: the case's own verdicts plus the recorder's caps
// (every case), the kit's own failures said as such. One function for a live run (run.ts) and for
// a run judged again from its evidence bundle (src/evidence/rejudge.ts), so both judge alike.
import type { RecorderCaps } from '../a2a/caps.ts';
import type { RecordedExchange } from '../a2a/recording.ts';
import type { CaseOutcome, ConformanceCase } from '../case/index.ts';
import { checkCapsHit } from '../checks/index.ts';
import { counterexampleOf } from '../checks/property.ts';
import type { Verdict, VerdictStatus } from '../checks/types.ts';
import type { Level } from '../rules/types.ts';
import type { Profile } from '../profile/schema.ts';
import { caseLevel, caseStatus, highestLevel, type LevelOf } from '../results/roll-up.ts';
import type { CaseResult } from '../results/schema.ts';
import { NOT_APPLICABLE, VESSEL_RULES } from '../results/classification.ts';

/** Every exchange a case recorded: each turn's own (the turn, a cancel, GetTask), then the others. */
export function exchangesOf(outcome: CaseOutcome): RecordedExchange[] {
  return [
    ...(outcome.turns ?? []).flatMap((t) =>
      [t.send, t.cancel, t.getTask].filter((e): e is RecordedExchange => e !== undefined),
    ),
    ...(outcome.exchanges ?? []),
  ];
}

export interface Judged {
  status: VerdictStatus;
  message: string;
  verdicts: Verdict[];
  /** src/results/roll-up.ts caseLevel: a failing case's is its worst failing verdict's. */
  level: Level;
}

export function judgeCase(
  outcome: CaseOutcome,
  error: string | undefined,
  options: {
    levelOf: LevelOf;
    caps: RecorderCaps;
    stopped: boolean;
    declared: Level;
    /** The command that replays a property's counterexample (its seed and path) against the run's target. */
    replay?: (seed: number, path: string) => string;
    /** The target is judged as a plain A2A agent: its vessel rules are not applicable (see `applicable`). */
    plainA2A?: boolean;
  },
): Judged {
  const verdicts = applicable(
    [...outcome.verdicts, ...checkCapsHit(exchangesOf(outcome), options.caps)].map((v) =>
      withReplay(v, options.replay),
    ),
    options.plainA2A === true,
  );
  // A case cut short by a stop judges the kit's hang-up, not the target: it is not-tested, and
  // what its checks said of the cut recording reaches no rule (its rules are not-tested, saying why).
  if (options.stopped)
    return {
      status: 'not-tested',
      message: 'not judged: the run was stopped while it ran',
      verdicts: [],
      level: options.declared,
    };
  const judged =
    error !== undefined
      ? { status: 'error' as const, message: `kit error: ${error}` }
      : caseStatus(verdicts, options.levelOf);
  return { ...judged, verdicts, level: caseLevel(options.declared, { ...judged, verdicts }, options.levelOf) };
}

/**
 * The verdicts that apply to the target: on a plain A2A agent, each vessel rule's verdicts (whatever
 * they found) become one skip saying the rule is not applicable, so only the A2A rules are judged.
 */
export function applicable(verdicts: readonly Verdict[], plainA2A: boolean): Verdict[] {
  if (!plainA2A) return [...verdicts];
  const seen = new Set<string>();
  return verdicts.flatMap((v): Verdict[] => {
    if (!VESSEL_RULES.has(v.rule)) return [v];
    if (seen.has(v.rule)) return [];
    seen.add(v.rule);
    return [{ rule: v.rule, status: 'skip', message: NOT_APPLICABLE }];
  });
}

/** A property's failing verdict with the command that replays its counterexample, in its message and evidence. */
function withReplay(verdict: Verdict, replay: ((seed: number, path: string) => string) | undefined): Verdict {
  const found = replay && counterexampleOf(verdict);
  if (!found) return verdict;
  const command = replay(found.seed, found.path);
  return {
    ...verdict,
    message: `${verdict.message} (replay: ${command})`,
    evidence: { ...(verdict.evidence as object), replay: command },
  };
}

/**
 * The run-wide checks of a run's cases (src/case `acrossRun`): each case's recording digested as
 * it ends (`see`), then each declaring case's result given the verdicts over all the digests
 * (`judged`), its status judged again. A case that did not run (skipped, not tested, an error)
 * gets none: it judged nothing to add them to.
 */
export class RunWide {
  private readonly digests = new Map<string, unknown[]>();
  constructor(private readonly cases: readonly ConformanceCase[]) {
    for (const c of cases) if (c.acrossRun) this.digests.set(c.id, []);
  }
  see(caseId: string, outcome: CaseOutcome): void {
    for (const c of this.cases)
      if (c.acrossRun) this.digests.get(c.id)!.push(c.acrossRun.digest({ caseId, ...outcome }));
  }
  judged(results: ReadonlyMap<string, CaseResult>, levelOf: LevelOf, profile: Profile, plainA2A = false): CaseResult[] {
    return this.cases.flatMap((c) => {
      const result = results.get(c.id);
      if (!c.acrossRun || !result || (result.status !== 'pass' && result.status !== 'fail')) return [];
      const verdicts = applicable(
        [...(result.evidence.verdicts as Verdict[]), ...c.acrossRun.judge(this.digests.get(c.id)!, profile)],
        plainA2A,
      );
      const judged = { ...caseStatus(verdicts, levelOf), verdicts };
      const level = caseLevel(highestLevel(c.rules.map(levelOf)), judged, levelOf);
      return [
        {
          ...result,
          status: judged.status,
          message: judged.message,
          level,
          evidence: { ...result.evidence, verdicts },
        },
      ];
    });
  }
}
