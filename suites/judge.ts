// The one place suites call the turn checks: every recorded turn is judged by every turn check
// of src/checks, given what the case arranged. Suites never judge a turn themselves.
// Interim: src/checks/index.ts (checkTurn) is not published yet, so the area modules' exported
// turn checks are gathered here; once checkTurn lands this becomes a one-line call to it.
import type { RecordedTurn } from '../src/a2a/recording.ts';
import type { TurnExpectations, Verdict } from '../src/checks/types.ts';
import * as a2aStream from '../src/checks/a2a-stream.ts';
import * as artifacts from '../src/checks/artifacts.ts';
import * as content from '../src/checks/content.ts';
import * as earlyEnd from '../src/checks/early-end.ts';
import * as events from '../src/checks/events.ts';
import * as merge from '../src/checks/merge.ts';
import * as model from '../src/checks/model.ts';
import * as order from '../src/checks/order.ts';
import * as rejection from '../src/checks/rejection.ts';
import * as statuses from '../src/checks/statuses.ts';

type TurnCheck = (turn: RecordedTurn, expectations?: TurnExpectations) => Verdict[];

const turnChecks: TurnCheck[] = [a2aStream, artifacts, content, earlyEnd, events, merge, model, order, rejection, statuses].flatMap((area) =>
  Object.entries(area)
    .filter(([name, value]) => name.startsWith('check') && typeof value === 'function')
    .map(([, value]) => value as TurnCheck),
);

export function judgeTurn(turn: RecordedTurn, expectations: TurnExpectations): Verdict[] {
  return turnChecks.flatMap((check) => check(turn, expectations));
}
