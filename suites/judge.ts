// The one place suites call the checks: every recorded turn is judged by the whole turn-check
// catalogue (src/checks), given what the case arranged. Suites never judge a turn themselves.
import type { RecordedTurn } from '../src/a2a/recording.ts';
import type { TurnExpectations, Verdict } from '../src/checks/types.ts';
import { checkTurn } from '../src/checks/index.ts';

export function judgeTurn(turn: RecordedTurn, expectations: TurnExpectations): Verdict[] {
  return checkTurn(turn, expectations);
}
