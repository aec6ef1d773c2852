// A2A lets an agent answer a message with a Message and make no task at all (§3.1.1: "a direct
// response message"; §3.1.2: a message-only stream). A case about a task method (GetTask,
// CancelTask, SubscribeToTask, ListTasks) then has no task to call it on: its rules are not
// applicable there, and say so, never failed for what A2A allows.
import type { RecordedExchange, RecordedTurn } from '../a2a/recording.ts';
import type { RuleId } from '../rules/index.ts';
import type { Verdict } from './types.ts';
import { notTested } from './verdict.ts';
import { messageOf, viewOf } from './view.ts';

/** The turn was answered with a Message and no task: a message-only stream, or SendMessage's message result. */
export function answeredWithMessage(turn: RecordedTurn): boolean {
  return turn.send.sse ? viewOf(turn).messageOnly : messageOf(turn.send) !== undefined;
}

/** Every SendMessage of `exchanges` was answered with a Message, none with a task (there is at least one). */
export const allAnsweredWithMessage = (exchanges: readonly RecordedExchange[]): boolean =>
  exchanges.length > 0 && exchanges.every((e) => messageOf(e) !== undefined);

/** The rules of a case about a task, not applicable: the agent made no task `forWhat` (e.g. "to cancel"). */
export function notApplicable(rules: readonly RuleId[], forWhat: string): Verdict[] {
  return rules.map((rule) =>
    notTested(
      rule,
      `not applicable: the agent answered with a Message and made no task (A2A §3.1.1, §3.1.2's message-only stream), so there is no task ${forWhat}`,
    ),
  );
}

/** The rules of a case whose calls left nothing to judge them on (`why`): not tested, saying why. */
export const nothingToJudge = (rules: readonly RuleId[], why: string): Verdict[] =>
  rules.map((rule) => notTested(rule, why));
