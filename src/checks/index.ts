// The checks' public surface, and where every rule of the catalogue is judged: `checkTurn` for a
// recorded turn, the exchange checks the A2A core suites call one exchange at a time, the
// envelope rules' verdicts for histories sent, and the cap check the runner applies to every case.
import type { RuleId, TranscriptRuleId } from '../rules/index.ts';
import { rules as envelopeRules } from '../rules/transcript.ts';
import * as core from './a2a-core.ts';
import * as a2aMethods from './a2a-methods.ts';
import * as spec from './a2a-spec.ts';
import * as stream from './a2a-stream.ts';
import * as artifacts from './artifacts.ts';
import * as capabilities from './capabilities.ts';
import { rejectionChecks, streamChecks, turnChecks } from './check-turn.ts';
import * as content from './content.ts';
import * as earlyEnd from './early-end.ts';
import * as envelope from './envelope.ts';
import * as events from './events.ts';
import * as merge from './merge.ts';
import * as model from './model.ts';
import * as order from './order.ts';
import * as prefix from './prefix.ts';
import * as property from './property.ts';
import * as replay from './replay.ts';
import * as sameOutcome from './same-outcome.ts';
import * as rejection from './rejection.ts';
import * as statuses from './statuses.ts';
import * as robust from './robust.ts';
import * as security from './security.ts';
import * as stress from './stress.ts';
import * as views from './views.ts';
import * as values from './values.ts';
import type { Verdict } from './types.ts';

export type { TurnCheck, TurnExpectations, Verdict, VerdictStatus } from './types.ts';
export { checkIndex, checkTurn, type TurnChecks } from './check-turn.ts';
export { aboutAgent, notExercised } from './verdict.ts';
export { finishedTaskId, finishedTaskOf } from './view.ts';
export { allAnsweredWithMessage, answeredWithMessage, notApplicable, nothingToJudge } from './no-task.ts';
export { checkSameOutcome } from './same-outcome.ts';
export { checkReplayAccepted } from './replay.ts';
export { falsifies, propertyVerdicts, TIMING_RULES, type PropertyFailure } from './property.ts';
export { checkAcceptedHistory, checkRefusedHistory, type ReportOnly } from './envelope.ts';
export { checkCapsHit } from './a2a-stream.ts';
export {
  checkMalformedCodes,
  checkHostileAnswers,
  checkStillServes,
  checkIdLength,
  checkEchoBounded,
  checkMetadataSize,
  checkDepthLimit,
  PROMPT_ANSWER_MS,
  type HostileAnswer,
} from './robust.ts';
export {
  checkUrlsRefused,
  checkNoLeaks,
  checkAuth,
  declaredSchemes,
  judgeLeaks,
  leakDigest,
  receivedOf,
  secretsOf,
  spokenOf,
  type LeakDigest,
  type Received,
  type Secrets,
  type UrlTurn,
} from './security.ts';
export {
  checkOversizedBody,
  checkHugeFields,
  checkSlowReader,
  checkClientDisconnect,
  checkDribblingClient,
  checkLoad,
  type OversizedSend,
  type HugeFieldAnswer,
  type TaskEnd,
  type LoadTurn,
} from './stress.ts';
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
  checkCancelCancelled,
  checkErrorResponse,
  checkErrorData,
  checkErrorShapes,
  checkSendMessageTask,
  checkErrorInfo,
  checkInvalidParamsBadRequest,
} from './a2a-core.ts';
export { checkSubscribeToTask, checkSnakeCaseAccepted, checkListTasks } from './a2a-methods.ts';
export { authoritiesOf, authorityOfTask, checkListTasksViews, checkSubscribeViews } from './views.ts';
export {
  cardOf,
  checkCardInterfacesDeclared,
  checkCardCaching,
  checkCardLastModified,
  checkExtendedCardUnsupported,
  checkPushNotSupported,
  checkContentTypeNotSupported,
  checkReturnImmediately,
  checkContextIdGenerated,
  checkTaskIdUnique,
  checkMessageUnknownTask,
  checkContextTaskMismatch,
  checkInvalidParams,
  checkUnknownFieldsIgnored,
  checkHistoryLength,
  checkHistoryLengthZero,
  checkSubscribeFinished,
  checkSubscribeUnknown,
  checkStreamsBroadcast,
  checkListTasksFilters,
  checkListTasksPaging,
  checkListTasksOrder,
  checkListTasksArtifacts,
  checkResultResponses,
  checkVersionNegotiation,
  checkTaskShape,
  checkExchangeTimestamps,
  PUSH_METHODS,
} from './a2a-spec.ts';
export {
  checkStreamingDeclared,
  checkStreamingUnsupported,
  declares,
  checkPushDeclared,
  checkExtendedCardDeclared,
  checkExtensionsRequired,
  requiredExtensions,
} from './capabilities.ts';

/** A check: whatever it takes (a turn, exchanges, verdicts to carry), it returns the verdicts it made. */
type Check = (...args: never[]) => Verdict | Verdict[];

/** Exchange checks (one HTTP exchange, or two for the trailing slash) by the rules they judge. */
export const exchangeCheckIndex = {
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
  'a2a.interfaces-declared': spec.checkCardInterfacesDeclared,
  'a2a.agent-card-caching': spec.checkCardCaching,
  'a2a.extended-card-unsupported': spec.checkExtendedCardUnsupported,
  'a2a.push-not-supported': spec.checkPushNotSupported,
  'a2a.streaming-declared': capabilities.checkStreamingDeclared,
  'a2a.streaming-unsupported': capabilities.checkStreamingUnsupported,
  'a2a.push-declared': capabilities.checkPushDeclared,
  'a2a.extended-card-declared': capabilities.checkExtendedCardDeclared,
  'a2a.extensions-required': capabilities.checkExtensionsRequired,
  'a2a.content-type-not-supported': spec.checkContentTypeNotSupported,
  'a2a.return-immediately': spec.checkReturnImmediately,
  'a2a.context-id-generated': spec.checkContextIdGenerated,
  'a2a.task-id-unique': spec.checkTaskIdUnique,
  'a2a.message-unknown-task': spec.checkMessageUnknownTask,
  'a2a.context-task-mismatch': spec.checkContextTaskMismatch,
  'a2a.invalid-params': spec.checkInvalidParams,
  'a2a.unknown-fields-ignored': spec.checkUnknownFieldsIgnored,
  'a2a.history-length': spec.checkHistoryLength,
  'a2a.history-length-zero': spec.checkHistoryLengthZero,
  'a2a.subscribe-finished': spec.checkSubscribeFinished,
  'a2a.subscribe-unknown': spec.checkSubscribeUnknown,
  'a2a.streams-broadcast': spec.checkStreamsBroadcast,
  'a2a.list-tasks-filters': spec.checkListTasksFilters,
  'a2a.list-tasks-paging': spec.checkListTasksPaging,
  'a2a.list-tasks-order': spec.checkListTasksOrder,
  'a2a.list-tasks-artifacts': spec.checkListTasksArtifacts,
  'a2a.error-info': core.checkErrorInfo,
  'a2a.invalid-params-bad-request': core.checkInvalidParamsBadRequest,
  'a2a.version-negotiation': spec.checkVersionNegotiation,
  'a2a.task-shape': spec.checkTaskShape,
  'views.list-tasks': views.checkListTasksViews,
  'views.subscribe': views.checkSubscribeViews,
  // a2a.list-tasks (INFO, a2a-methods.ts) is shown, never judged: it has no failing case to keep.
} satisfies { readonly [R in RuleId]?: Check };

/** The verdict on an envelope rule is carried by the refusal (or the accepted turn) of the history that breaks (or bounds) it. */
const envelopeChecks = Object.fromEntries(envelopeRules.map((r) => [r.id, envelope.carriedVerdict as Check])) as Record<
  TranscriptRuleId,
  Check
>;

/**
 * The check that makes each rule's verdicts, for every rule of the catalogue (a rule without one
 * fails the type-check): one hop from a rule to the code that judges it (docs/rules.md).
 */
export const checkOf: Readonly<Record<RuleId, Check>> = {
  ...envelopeChecks,
  ...streamChecks,
  ...turnChecks,
  ...rejectionChecks,
  ...exchangeCheckIndex,
  'a2a.list-tasks': a2aMethods.checkListTasks,
  // Shown, never judged: whether the card carries Last-Modified (a MAY).
  'a2a.agent-card-last-modified': spec.checkCardLastModified,
  // Shown for the history on D12's exact boundary, from what its refusal or acceptance carried.
  'rejection.image-size-boundary': envelope.carriedVerdict,
  // Two turns of the same input, compared (suites/properties).
  'turn.same-outcome': sameOutcome.checkSameOutcome,
  // Hostile requests and their answers (suites/robust.ts).
  'robust.malformed-codes': robust.checkMalformedCodes,
  'robust.no-server-error': robust.checkHostileAnswers,
  'robust.no-stack-trace': robust.checkHostileAnswers,
  'robust.prompt-answer': robust.checkHostileAnswers,
  'robust.still-serves': robust.checkStillServes,
  'robust.id-length': robust.checkIdLength,
  'robust.echo-bounded': robust.checkEchoBounded,
  'robust.metadata-size': robust.checkMetadataSize,
  'robust.depth-limit': robust.checkDepthLimit,
  // Image URLs, leaks over the whole run, and declared auth (suites/security.ts).
  'security.no-url-fetch': security.checkUrlsRefused,
  'security.no-leaks': security.checkNoLeaks,
  'security.auth': security.checkAuth,
  // What the robustness cases measured (suites/stress/).
  'stress.oversized-body': stress.checkOversizedBody,
  'stress.huge-fields': stress.checkHugeFields,
  'stress.slow-reader': stress.checkSlowReader,
  'stress.client-disconnect': stress.checkClientDisconnect,
  'stress.dribbling-client': stress.checkDribblingClient,
  'stress.load': stress.checkLoad,
} satisfies Record<RuleId, Check>;

/** The modules of src/checks by file name, to find the file a check is written in. */
const MODULES: Record<string, object> = {
  'a2a-core.ts': core,
  'a2a-methods.ts': a2aMethods,
  'a2a-stream.ts': stream,
  'artifacts.ts': artifacts,
  'capabilities.ts': capabilities,
  'content.ts': content,
  'early-end.ts': earlyEnd,
  'envelope.ts': envelope,
  'events.ts': events,
  'merge.ts': merge,
  'model.ts': model,
  'order.ts': order,
  'prefix.ts': prefix,
  'property.ts': property,
  'replay.ts': replay,
  'same-outcome.ts': sameOutcome,
  'rejection.ts': rejection,
  'statuses.ts': statuses,
  'robust.ts': robust,
  'security.ts': security,
  'stress.ts': stress,
  'a2a-spec.ts': spec,
  'views.ts': views,
  'values.ts': values,
};

/** The file under src/checks whose exports hold the check of `rule` (test/checks/coverage.test.ts proves each). */
export function checkFileOf(rule: RuleId): string {
  const check = checkOf[rule];
  const file = Object.keys(MODULES).find((name) => Object.values(MODULES[name]!).includes(check));
  if (!file) throw new Error(`no module of src/checks exports the check of ${rule}`);
  return `src/checks/${file}`;
}
