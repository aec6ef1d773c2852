// From what a case's run returned to its status: the case's own verdicts plus the recorder's caps
// (every case), the kit's own failures said as such. One function for a live run (run.ts) and for
// a run judged again from its evidence bundle (rejudge.ts), so both judge alike.
import type { RecorderCaps } from '../a2a/caps.ts';
import type { RecordedExchange } from '../a2a/recording.ts';
import type { CaseOutcome } from '../case/index.ts';
import { checkCapsHit } from '../checks/index.ts';
import type { Verdict, VerdictStatus } from '../checks/types.ts';
import { caseStatus, type LevelOf } from './results.ts';

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
}

export function judgeCase(
  outcome: CaseOutcome,
  error: string | undefined,
  options: { levelOf: LevelOf; caps: RecorderCaps; stopped: boolean },
): Judged {
  const verdicts = [...outcome.verdicts, ...checkCapsHit(exchangesOf(outcome), options.caps)];
  // A case cut short by a stop judges the kit's hang-up, not the target: it is not-tested.
  const judged = options.stopped
    ? { status: 'not-tested' as const, message: 'not judged: the run was stopped while it ran' }
    : error !== undefined
      ? { status: 'error' as const, message: `kit error: ${error}` }
      : caseStatus(verdicts, options.levelOf);
  return { ...judged, verdicts };
}
