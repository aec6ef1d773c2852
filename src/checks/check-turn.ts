// Every turn check by the rule it judges, and `checkTurn`, which runs those that apply to a
// recorded turn given what the case arranged.
import type { RecordedExchange, RecordedTurn } from '../a2a/recording.ts';
import { applicableChecks } from './disturbance.ts';
import { checkPrefixUsable } from './prefix.ts';
import { isTerminalState, Methods } from '../a2a/wire.ts';
import { asksReturnImmediately, taskTurnOf, viewOf } from './view.ts';
import * as core from './a2a-core.ts';
import * as stream from './a2a-stream.ts';
import * as spec from './a2a-spec.ts';
import * as artifacts from './artifacts.ts';
import * as content from './content.ts';
import * as earlyEnd from './early-end.ts';
import * as events from './events.ts';
import * as merge from './merge.ts';
import * as model from './model.ts';
import * as order from './order.ts';
import * as rejection from './rejection.ts';
import * as statuses from './statuses.ts';
import * as views from './views.ts';
import * as values from './values.ts';
import type { RuleId } from '../rules/index.ts';
import { isObject } from '../transcript/read.ts';
import type { TurnCheck, TurnExpectations, Verdict } from './types.ts';
import { notTested } from './verdict.ts';

/** Checks by the rule each judges; a key that is not a rule id fails the type-check. */
export type TurnChecks = { readonly [R in RuleId]?: TurnCheck };

/** The A2A framing of a streamed turn. */
export const streamChecks = {
  'a2a.sse-framing': stream.checkSseFraming,
  'a2a.jsonrpc-envelope': stream.checkJsonRpcEnvelope,
  'a2a.response-id': stream.checkResponseId,
  'a2a.result-one-member': stream.checkResultOneMember,
  'a2a.object-shape': stream.checkObjectShape,
  'a2a.part-one-content': stream.checkPartOneContent,
  'a2a.message-id': stream.checkMessageId,
  'a2a.task-first': stream.checkTaskFirst,
  'a2a.ids-consistent': stream.checkIdsConsistent,
  'a2a.terminal-status': stream.checkTerminalStatus,
  'a2a.nothing-after-terminal': stream.checkNothingAfterTerminal,
  'a2a.stream-closed': stream.checkStreamClosed,
} satisfies TurnChecks;

/** What a turn that ran (was not refused) is judged on, beyond its framing. */
export const turnChecks = {
  'a2a.get-task-final': core.checkGetTaskFinal,
  'views.get-task': views.checkGetTaskViews,
  'views.cancel-task': views.checkCancelTaskViews,
  'a2a.cancel-returns-task': spec.checkCancelReturnsTask,
  'a2a.camel-case': spec.checkCamelCase,
  'a2a.timestamps': spec.checkTimestamps,
  'a2a.result-response': spec.checkResultResponse,
  'a2a.task-shape': (turn) =>
    turn.cancel
      ? spec.checkTaskShape({ 'cancel-task': turn.cancel })
      : [notTested('a2a.task-shape', 'the case sent no CancelTask')],
  'event.status-message': events.checkStatusMessage,
  'event.shape': events.checkEventShape,
  'event.working-state': events.checkWorkingState,
  'event.turn-started-first': events.checkTurnStartedFirst,
  'event.turn-started-ids': events.checkTurnStartedIds,
  'event.tool-finished-fields': events.checkToolFinishedFields,
  'order.sequence': order.checkOrderSequence,
  'order.steps-numbered': order.checkStepsNumbered,
  'order.tool-pairing': order.checkToolPairing,
  'order.tool-call-order': order.checkToolCallOrder,
  'turn.steps-count': order.checkStepsCount,
  'turn.tokens-sum': order.checkTokensSum,
  'merge.content-exact': merge.checkMergeContent,
  'merge.max-chars': merge.checkMergeMaxChars,
  'merge.merging-happens': merge.checkMergingHappens,
  'merge.pacing': merge.checkPacing,
  'merge.lateness': merge.checkLateness,
  'status.task-state': statuses.checkTaskState,
  'status.expected': statuses.checkExpectedStatus,
  'status.error-presence': statuses.checkErrorPresence,
  'status.error-generic': statuses.checkErrorGeneric,
  'status.tool-failure-continues': statuses.checkToolFailureContinues,
  'early-end.closing-message': earlyEnd.checkClosingMessage,
  'early-end.not-run': earlyEnd.checkNotRun,
  'early-end.stopped': earlyEnd.checkStopped,
  'artifact.answer-once': artifacts.checkAnswerOnce,
  'artifact.answer-markdown': artifacts.checkAnswerMarkdown,
  'artifact.answer-primitives': artifacts.checkAnswerPrimitives,
  'artifact.answer-equals-final': artifacts.checkAnswerEqualsFinal,
  'artifact.file': artifacts.checkFiles,
  'artifact.file-accepted': artifacts.checkFileAccepted,
  'artifact.transcript-requested': artifacts.checkTranscriptRequested,
  'artifact.transcript-chunks': artifacts.checkTranscriptChunks,
  'artifact.transcript-timely': artifacts.checkTranscriptTimely,
  'artifact.transcript-summary': artifacts.checkTranscriptSummary,
  'content.message-order': content.checkMessageOrder,
  'content.deltas-equal-transcript': content.checkDeltasEqualTranscript,
  'content.tool-calls-kept': content.checkToolCallsKept,
  'content.tool-events-equal-transcript': content.checkToolEventsEqualTranscript,
  'content.step-finished-model': content.checkStepFinishedModel,
  'content.summary-equals-finished': content.checkSummaryEqualsFinished,
  'content.get-task-agrees': content.checkGetTaskAgrees,
  'content.replay-valid': content.checkReplayValid,
  'content.prefix-usable': checkPrefixUsable,
  'model.briefing-first': model.checkBriefingFirst,
  'model.no-history-system': model.checkNoHistorySystem,
  'model.reasoning-sent-only-when-enabled': model.checkReasoningOnlyWhenEnabled,
  'model.images-only-when-accepted': model.checkImagesOnlyWhenAccepted,
  'model.tool-results-as-tool-role': model.checkToolResultsAsToolRole,
  'model.no-tools-on-last-step': model.checkNoToolsOnLastStep,
  'model.usage-reported': model.checkUsageReported,
  'model.no-url-fetch': model.checkNoUrlFetch,
  'values.tool-call-ids': values.checkToolCallIds,
  'values.tool-error-to-model': values.checkToolErrorToModel,
  'values.tool-failed-error': values.checkToolFailedError,
  'values.tool-output-to-model': values.checkToolOutputToModel,
  'values.summary-model': values.checkSummaryModel,
  'values.cut-step': values.checkCutStep,
  'values.model-name': values.checkModelName,
  'values.history-sent': values.checkHistorySent,
  'values.elapsed': values.checkElapsed,
} satisfies TurnChecks;

/**
 * What a task returned whole (SendMessage's result, GetTask's answer) is judged on: the same turn
 * rules as a stream, those that need no order or timing of events: its shape, the turn.finished
 * its final status carries, the answer, files, the transcript and its summary.
 */
export const taskChecks = {
  'a2a.object-shape': stream.checkObjectShape,
  'a2a.part-one-content': stream.checkPartOneContent,
  'a2a.message-id': stream.checkMessageId,
  'event.status-message': events.checkStatusMessage,
  'event.shape': events.checkEventShape,
  'status.task-state': statuses.checkTaskState,
  'status.expected': statuses.checkExpectedStatus,
  'status.error-presence': statuses.checkErrorPresence,
  'status.error-generic': statuses.checkErrorGeneric,
  'early-end.closing-message': earlyEnd.checkClosingMessage,
  'artifact.answer-once': artifacts.checkAnswerOnce,
  'artifact.answer-markdown': artifacts.checkAnswerMarkdown,
  'artifact.answer-equals-final': artifacts.checkAnswerEqualsFinal,
  'artifact.file': artifacts.checkFiles,
  'artifact.file-accepted': artifacts.checkFileAccepted,
  'artifact.transcript-requested': artifacts.checkTranscriptRequested,
  // How the task holds the transcript (one part per chunk, or assembled in one) is its own: the chunk rules are the stream's.
  'artifact.transcript-summary': artifacts.checkTranscriptSummary,
  'content.message-order': content.checkMessageOrder,
  'content.tool-calls-kept': content.checkToolCallsKept,
  'content.summary-equals-finished': content.checkSummaryEqualsFinished,
  'content.replay-valid': content.checkReplayValid,
  'values.summary-model': values.checkSummaryModel,
} satisfies TurnChecks;

/** What a turn whose history breaks a rule is judged on (D3). */
export const rejectionChecks = {
  'rejection.refused': rejection.checkRefused,
  'rejection.names-problem': rejection.checkNamesProblem,
  'rejection.bad-request-detail': rejection.checkBadRequestDetail,
  'rejection.no-model-call': rejection.checkNoModelCall,
  'model.no-url-fetch': model.checkNoUrlFetch,
} satisfies TurnChecks;

/** SendMessage answered once: the answer's own rules; its task is judged by taskChecks. */
const sendMessageChecks = {
  'a2a.send-message-task': (turn: RecordedTurn) => core.checkSendMessageTask(turn.send),
  'a2a.camel-case': spec.checkCamelCase,
  'a2a.timestamps': spec.checkTimestamps,
  'a2a.result-response': spec.checkResultResponse,
  // GetTask after the turn against SendMessage's task, the turn answered once.
  'a2a.get-task-final': core.checkGetTaskFinal,
  'views.get-task': views.checkGetTaskViews,
} satisfies TurnChecks;

/** The error answer of a turn, judged like any plain JSON-RPC error. */
const errorAnswerChecks = {
  'a2a.error-response': (turn: RecordedTurn) => core.checkErrorResponse(turn.send),
  'a2a.error-data': (turn: RecordedTurn) => core.checkErrorData(turn.send),
  'a2a.error-info': (turn: RecordedTurn) => core.checkErrorInfo(turn.send),
  'a2a.invalid-params-bad-request': (turn: RecordedTurn) => core.checkInvalidParamsBadRequest(turn.send),
} satisfies TurnChecks;

/** Every turn check by the rule it judges: rule id → check. */
export const checkIndex: TurnChecks = { ...streamChecks, ...turnChecks, ...rejectionChecks, ...errorAnswerChecks };

/** A check that throws is a bug in the kit, reported as an `error` verdict, never a crashed run. */
function run(rule: RuleId, check: TurnCheck, turn: RecordedTurn, expectations: TurnExpectations): Verdict[] {
  try {
    return check(turn, expectations);
  } catch (error) {
    return [
      {
        rule,
        status: 'error',
        message: `the check for ${rule} failed: ${error instanceof Error ? error.message : String(error)}`,
        evidence: { stack: error instanceof Error ? error.stack : undefined },
      },
    ];
  }
}

const method = (turn: RecordedTurn): unknown =>
  isObject(turn.send.requestBody) ? turn.send.requestBody.method : undefined;
const answeredWithError = (turn: RecordedTurn): boolean =>
  !turn.send.sse && isObject(turn.send.body?.json) && 'error' in turn.send.body.json;

/** What reached the model, judged for every turn however it ran. */
const modelChecks: TurnChecks = Object.fromEntries(
  Object.entries(turnChecks).filter(([rule]) => rule.startsWith('model.')),
);

/** Runs every check of a table over one turn. */
function runAll(checks: TurnChecks, turn: RecordedTurn, expectations: TurnExpectations): Verdict[] {
  return (Object.entries(checks) as [RuleId, TurnCheck][]).flatMap(([rule, check]) =>
    run(rule, check, turn, expectations),
  );
}

/**
 * The task an exchange returned, judged by the turn rules a task can be held to, each verdict
 * saying whose task it is. A GetTask that shows the task still running is not the turn's final
 * word (the turn may go on after the kit hung up): a2a.get-task-final judges that, not these.
 */
function taskVerdicts(
  turn: RecordedTurn,
  exchange: RecordedExchange | undefined,
  whose: string,
  expectations: TurnExpectations,
): Verdict[] {
  const taskTurn = taskTurnOf(turn, exchange);
  if (!taskTurn) return [];
  const state = viewOf(taskTurn).finalState;
  if (whose === 'GetTask' && !isTerminalState(state)) return [];
  return runAll(taskChecks, taskTurn, expectations).map((v) => ({ ...v, message: `${whose}'s task: ${v.message}` }));
}

/**
 * Every check that applies to this turn, given what the case arranged and what the kit disturbed
 * of it (src/checks/disturbance.ts): a check whose reading the kit bent is listed not tested.
 */
export function checkTurn(turn: RecordedTurn, expectations: TurnExpectations = {}): Verdict[] {
  const checks: { [R in RuleId]?: TurnCheck } = {};
  const sendMessage = method(turn) === Methods.SendMessage;
  const verdicts: Verdict[] = [];
  if (expectations.rejection) {
    // What reached the model is judged too: a vessel that lets a refused history through shows it there.
    Object.assign(checks, rejectionChecks, modelChecks);
    if (turn.send.sse) Object.assign(checks, streamChecks);
  } else if (sendMessage) {
    Object.assign(checks, sendMessageChecks, modelChecks);
    // The same turn answered once: its task is held to the rules its stream would be. A SendMessage
    // answered with a stream (a2a.send-message-task's failure) has no body, so no task to judge here;
    // one asked to return immediately answers the task still working: GetTask's task is the turn's.
    if (!asksReturnImmediately(turn.send)) verdicts.push(...taskVerdicts(turn, turn.send, 'SendMessage', expectations));
  } else {
    Object.assign(checks, streamChecks, turnChecks);
  }
  if (!expectations.rejection) verdicts.push(...taskVerdicts(turn, turn.getTask, 'GetTask', expectations));
  if (answeredWithError(turn)) Object.assign(checks, errorAnswerChecks);
  const applicable = applicableChecks(checks, turn.disturbed);
  return [...runAll(applicable.checks, turn, expectations), ...applicable.notTested, ...verdicts];
}
