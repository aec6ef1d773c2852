// Verdicts: what a check says about one rule. Plain data, written into results.json as-is.

export type VerdictStatus = 'pass' | 'fail' | 'skip' | 'error' | 'not-tested';

export interface Verdict {
  /** A rule id from the catalogue (src/rules). */
  rule: string;
  status: VerdictStatus;
  /** Points at the place: `event #7 (tool.finished call_2) has no earlier tool.started`. */
  message: string;
  /** Plain JSON the report can show: the events, frames or fields the verdict rests on. */
  evidence?: unknown;
}
