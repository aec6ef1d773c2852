// The checks' public surface: every turn check by rule id, `checkTurn` running those that apply to
// a recorded turn, and the exchange checks the A2A core suites call one exchange at a time.
import type { RecordedTurn } from '../a2a/recording.ts';
import { Methods } from '../a2a/wire.ts';
import * as core from './a2a-core.ts';
import * as a2aMethods from './a2a-methods.ts';
import * as stream from './a2a-stream.ts';
import * as artifacts from './artifacts.ts';
import * as content from './content.ts';
import * as earlyEnd from './early-end.ts';
import * as events from './events.ts';
import * as merge from './merge.ts';
import * as model from './model.ts';
import * as order from './order.ts';
import * as rejection from './rejection.ts';
import * as statuses from './statuses.ts';
import type { TurnCheck, TurnExpectations, Verdict } from './types.ts';
import { isObject } from './verdict.ts';

export type { TurnCheck, TurnExpectations, Verdict, VerdictStatus } from './types.ts';
export { PACING_TOLERANCE_MS } from './merge.ts';
export { refusalOf } from './rejection.ts';
export {
  checkAgentCard,
  checkTrailingSlash,
  checkErrorCode,
  checkVersionUnsupported,
  checkMethodNotFound,
  checkParseError,
  checkInvalidRequest,
  checkTaskNotFound,
  checkMessageToFinished,
  checkCancelFinished,
  checkErrorResponse,
  checkErrorData,
  checkSendMessageTask,
} from './a2a-core.ts';
export { checkSubscribeToTask, checkSnakeCaseAccepted, checkListTasks } from './a2a-methods.ts';

/** The A2A framing of a streamed turn. */
export const streamChecks: Record<string, TurnCheck> = {
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
};

/** What a turn that ran (was not refused) is judged on, beyond its framing. */
export const turnChecks: Record<string, TurnCheck> = {
  'a2a.get-task-final': core.checkGetTaskFinal,
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
  'model.briefing-first': model.checkBriefingFirst,
  'model.no-history-system': model.checkNoHistorySystem,
  'model.reasoning-sent-only-when-enabled': model.checkReasoningOnlyWhenEnabled,
  'model.images-only-when-accepted': model.checkImagesOnlyWhenAccepted,
  'model.tool-results-as-tool-role': model.checkToolResultsAsToolRole,
  'model.no-tools-on-last-step': model.checkNoToolsOnLastStep,
  'model.usage-reported': model.checkUsageReported,
  'model.no-url-fetch': model.checkNoUrlFetch,
};

/** What a turn whose history breaks a rule is judged on (D3). */
export const rejectionChecks: Record<string, TurnCheck> = {
  'rejection.refused': rejection.checkRefused,
  'rejection.names-problem': rejection.checkNamesProblem,
  'rejection.bad-request-detail': rejection.checkBadRequestDetail,
  'rejection.no-model-call': rejection.checkNoModelCall,
  'model.no-url-fetch': model.checkNoUrlFetch,
};

/** The error answer of a turn, judged like any plain JSON-RPC error. */
const errorAnswerChecks: Record<string, TurnCheck> = {
  'a2a.error-response': (turn) => core.checkErrorResponse(turn.turn),
  'a2a.error-data': (turn) => core.checkErrorData(turn.turn),
};

/** Every turn check by the rule it judges: rule id → check. */
export const checkIndex: Readonly<Record<string, TurnCheck>> = { ...streamChecks, ...turnChecks, ...rejectionChecks, ...errorAnswerChecks };

/** Exchange checks (one HTTP exchange, or two for the trailing slash) by the rules they judge. */
export const exchangeCheckIndex: Readonly<Record<string, (...exchanges: never[]) => Verdict[]>> = {
  'a2a.card-served': core.checkAgentCard,
  'a2a.card-interface': core.checkAgentCard,
  'a2a.card-streaming': core.checkAgentCard,
  'a2a.trailing-slash': core.checkTrailingSlash,
  'a2a.version-unsupported': core.checkVersionUnsupported,
  'a2a.method-not-found': core.checkMethodNotFound,
  'a2a.parse-error': core.checkParseError,
  'a2a.invalid-request': core.checkInvalidRequest,
  'a2a.task-not-found': core.checkTaskNotFound,
  'a2a.cancel-finished': core.checkCancelFinished,
  'a2a.message-to-finished': core.checkMessageToFinished,
  'a2a.error-response': core.checkErrorResponse,
  'a2a.error-data': core.checkErrorData,
  'a2a.send-message-task': core.checkSendMessageTask,
  'a2a.subscribe-to-task': a2aMethods.checkSubscribeToTask,
  'a2a.snake-case-accepted': a2aMethods.checkSnakeCaseAccepted,
  // a2a.list-tasks (INFO, a2a-methods.ts) is shown, never judged: it has no failing case to keep.
};

/** A check that throws is a bug in the kit, reported as an `error` verdict, never a crashed run. */
function run(rule: string, check: TurnCheck, turn: RecordedTurn, expectations: TurnExpectations): Verdict[] {
  try {
    return check(turn, expectations);
  } catch (error) {
    return [{ rule, status: 'error', message: `the check for ${rule} failed: ${error instanceof Error ? error.message : String(error)}`, evidence: { stack: error instanceof Error ? error.stack : undefined } }];
  }
}

const method = (turn: RecordedTurn): unknown => (isObject(turn.turn.requestBody) ? turn.turn.requestBody.method : undefined);
const answeredWithError = (turn: RecordedTurn): boolean => !turn.turn.sse && isObject(turn.turn.body?.json) && 'error' in turn.turn.body.json;

/** What reached the model, judged for every turn however it ran. */
const modelChecks: Record<string, TurnCheck> = Object.fromEntries(Object.entries(turnChecks).filter(([rule]) => rule.startsWith('model.')));

/** Every check that applies to this turn, given what the case arranged. */
export function checkTurn(turn: RecordedTurn, expectations: TurnExpectations = {}): Verdict[] {
  const checks: Record<string, TurnCheck> = {};
  const sendMessage = method(turn) === Methods.SendMessage;
  if (expectations.rejection) {
    // What reached the model is judged too: a vessel that lets a refused history through shows it there.
    Object.assign(checks, rejectionChecks, modelChecks);
    if (turn.turn.sse) Object.assign(checks, streamChecks);
  } else if (sendMessage) {
    checks['a2a.send-message-task'] = (t) => core.checkSendMessageTask(t.turn);
    Object.assign(checks, modelChecks);
  } else {
    Object.assign(checks, streamChecks, turnChecks);
  }
  if (answeredWithError(turn)) Object.assign(checks, errorAnswerChecks);
  return Object.entries(checks).flatMap(([rule, check]) => run(rule, check, turn, expectations));
}
