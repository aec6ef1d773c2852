// The result of a case the run did not run, or could not judge: one constructor, so every such
// result has the same shape and says why in the same words ("not run: …", "not judged: …").
import type { CaseResult } from './schema.ts';

/** What a case result says of the case itself, before anything ran. */
export type CaseHead = Omit<CaseResult, 'status' | 'duration_ms' | 'message' | 'evidence'>;

const noEvidence = (): CaseResult['evidence'] => ({ verdicts: [], turns: [], exchanges: [] });

/** A case that did not run: not-tested, with why (the reason reads after "not run: "). */
export function notRun(head: CaseHead, reason: string): CaseResult {
  return { ...head, status: 'not-tested', duration_ms: 0, message: `not run: ${reason}`, evidence: noEvidence() };
}

/** A case a rejudge has nothing to judge with: not-tested, with why (after "not judged: "). */
export function notJudged(head: CaseHead & Pick<CaseResult, 'duration_ms'>, reason: string): CaseResult {
  return { ...head, status: 'not-tested', message: `not judged: ${reason}`, evidence: noEvidence() };
}

/** A case the profile cannot run (it lacks what the case needs): skip, with what to declare. */
export function skipped(head: CaseHead, declare: string): CaseResult {
  return { ...head, status: 'skip', duration_ms: 0, message: declare, evidence: noEvidence() };
}
