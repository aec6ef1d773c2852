// The replay property (CONTRACT.md D8), end to end: the turn's messages appended to the history
// are accepted as the next turn's history, and that turn works.
import type { RecordedTurn } from '../a2a/recording.ts';
import { checkTurn } from './check-turn.ts';
import type { Verdict } from './types.ts';
import { failOn, pass } from './verdict.ts';

/** Judges the turn sent with the earlier turn's messages appended to its history. */
export function checkReplayAccepted(next: RecordedTurn, appended: number): Verdict[] {
  const rule = 'content.replay-valid';
  const verdicts = checkTurn(next, { status: 'ok' });
  const refused = verdicts.find((v) => v.rule === 'status.expected' && v.status !== 'pass');
  if (refused)
    return [
      ...verdicts,
      ...failOn(
        rule,
        'whole',
        `the next turn, sent with the ${appended} messages appended to its history, did not run: ${refused.message}`,
      ),
    ];
  return [...verdicts, pass(rule, `the next turn ran on the history with the ${appended} messages appended`)];
}
