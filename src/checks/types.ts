// Verdicts: what a check says about one rule. Plain data, written into results.json as-is.
import type { RecordedTurn } from '../a2a/recording.ts';
import type { TurnStatus } from '../a2a/vessel-events.ts';
import type { RuleId } from '../rules/index.ts';

export type VerdictStatus = 'pass' | 'fail' | 'skip' | 'error' | 'not-tested';

export interface Verdict {
  rule: RuleId;
  status: VerdictStatus;
  /** Points at the place: `event #7 (tool.finished call_2) has no earlier tool.started`. */
  message: string;
  /** Plain JSON the report can show: the events, frames or fields the verdict rests on. */
  evidence?: unknown;
}

/** What a case arranged, so checks can judge what the turn alone cannot tell (the case's intent). */
export interface TurnExpectations {
  /** The turn.finished.status the case's script leads to. */
  status?: TurnStatus;
  /** The case sent CancelTask during the turn. */
  cancelled?: boolean;
  /** The case's history breaks this catalogue rule: the turn must be refused naming it (D3). */
  rejection?: {
    rule: RuleId;
    /** The offending message's index in the history, where there is one. */
    index?: number;
  };
  /** A tool was still running when the turn ended (a slow tool, then cancel or deadline). */
  toolStopped?: boolean;
  /** Every tool the case's script calls is the profile's failing tool: each tool.finished is a failure (D16). */
  toolsFail?: boolean;
  /** Requests the image-URL canary received during the turn (D12); undefined when not watched. */
  canaryRequests?: number;
  /** Pacing (D6 d) tolerance in ms; default PACING_TOLERANCE_MS in src/checks/merge.ts. */
  pacingToleranceMs?: number;
}

/** A turn check: a pure function from a recorded turn (and what the case expected) to verdicts on one rule. */
export type TurnCheck = (turn: RecordedTurn, expectations?: TurnExpectations) => Verdict[];
