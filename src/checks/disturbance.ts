// Which checks apply to a turn the kit itself disturbed (issue 21, principle 6). A check does not
// apply where the kit disturbed what it reads: a stream the kit hung up on or held unread is not
// the vessel's whole stream, and a turn the kit loaded (concurrent turns, a dribbled request, a
// stream held unread beside it) is not timed as one alone. What the vessel still owes is judged:
// the answers it gave at once (GetTask, CancelTask, SendMessage's task, an error), the terminal
// state they show, and what it sent the model. The other rules are listed as not tested, saying why.
import type { Disturbance } from '../a2a/recording.ts';
import type { RuleId } from '../rules/index.ts';
import { TIMING_RULES } from './property.ts';
import type { Verdict } from './types.ts';
import { notTested } from './verdict.ts';

/**
 * What a turn check reads: `stream`, the turn's own stream of events, to its end; `timing`, when
 * those events arrived, against the model's send times; `answer`, what the vessel answered at once
 * (GetTask, CancelTask, SendMessage, an error) and the terminal state it shows; `journal`, the
 * requests the vessel sent the model.
 */
export type Reading = 'stream' | 'timing' | 'answer' | 'journal';

/** The rules judged on an answer the vessel gave at once: what it owes however the kit read the stream. */
const ANSWER_RULES: ReadonlySet<RuleId> = new Set<RuleId>([
  'a2a.get-task-final',
  'a2a.cancel-returns-task',
  'a2a.task-shape',
  'a2a.result-response',
  'a2a.send-message-task',
  'a2a.error-response',
  'a2a.error-data',
  'a2a.error-info',
  'a2a.invalid-params-bad-request',
]);

/** What the check of `rule` reads of a turn; a rule not named otherwise reads the stream. */
export function readingOf(rule: RuleId): Reading {
  if (TIMING_RULES.has(rule)) return 'timing';
  if (rule.startsWith('model.')) return 'journal';
  if (ANSWER_RULES.has(rule) || rule.startsWith('rejection.')) return 'answer';
  return 'stream';
}

/** What each disturbance bends of a turn's recording, and how a rule it leaves unjudged says so. */
export const DISTURBED: Readonly<Record<Disturbance, { reads: readonly Reading[]; why: string }>> = {
  'hung-up': { reads: ['stream', 'timing'], why: 'the kit hung up mid-stream in this case' },
  unread: { reads: ['stream', 'timing'], why: 'the kit left the stream unread in this case' },
  dribbled: { reads: ['timing'], why: 'the kit dribbled a request beside this turn in this case' },
  load: { reads: ['timing'], why: 'the kit imposed load beside this turn in this case' },
};

/** Why `rule` is not judged on a turn `disturbed` so (the first disturbance that bends what it reads), or undefined when it applies. */
export function notApplicableBecause(rule: RuleId, disturbed: readonly Disturbance[] = []): string | undefined {
  const reading = readingOf(rule);
  const by = disturbed.find((d) => DISTURBED[d].reads.includes(reading));
  return by === undefined ? undefined : `not tested: ${DISTURBED[by].why}`;
}

/** Of a table of checks by rule, those that apply to a turn `disturbed` so, and a not-tested verdict for each of the others. */
export function applicableChecks<C>(
  checks: { readonly [R in RuleId]?: C },
  disturbed: readonly Disturbance[] = [],
): { checks: { [R in RuleId]?: C }; notTested: Verdict[] } {
  const applicable: { [R in RuleId]?: C } = {};
  const unjudged: Verdict[] = [];
  for (const [rule, check] of Object.entries(checks) as [RuleId, C][]) {
    const why = notApplicableBecause(rule, disturbed);
    if (why === undefined) applicable[rule] = check;
    else unjudged.push(notTested(rule, why));
  }
  return { checks: applicable, notTested: unjudged };
}
