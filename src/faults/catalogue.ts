// Deliberate faults of the reference vessel: each makes it break one rule of the documents, so
// the kit's certification can be shown to catch it (a check nobody has seen fail is not trusted).
// The rule ids in `breaks` come from the rule catalogue (src/rules/*.ts). A conformant vessel
// runs with no fault; the turn engine and the server each bend at the one place a fault names.

export interface VesselFault {
  name: string;
  /** Rule ids the fault is expected to make fail. */
  breaks: string[];
  description: string;
}

export const faultCatalogue: VesselFault[] = [
  // Turn engine (src/vessel/turn). `breaks` lists what certifying the embedded vessel with the
  // fault was seen to fail, the intended rule first; a bend the kit sees through several
  // cases (a missing event also throws the status check off) fails more than one rule.
  // image-sent-to-text-model also makes the server let images through for an agent whose model
  // takes none, since it refuses them before any model call otherwise.
  { name: 'no-turn-started', breaks: ['event.turn-started-first', 'order.sequence', 'status.expected'], description: 'never sends turn.started' },
  { name: 'tool-finished-before-started', breaks: ['order.tool-pairing', 'order.sequence', 'status.expected', 'early-end.stopped'], description: 'sends each tool.started after its tool.finished' },
  { name: 'delta-per-piece', breaks: ['merge.merging-happens', 'merge.pacing'], description: 'sends one delta per model piece, without merge windows' },
  { name: 'oversized-deltas', breaks: ['merge.max-chars', 'status.expected'], description: 'buffers a whole model message into one delta, however long' },
  { name: 'lost-character', breaks: ['merge.content-exact', 'content.deltas-equal-transcript', 'merge.pacing'], description: 'drops the last character of the first text delta' },
  { name: 'wrong-cancel-status', breaks: ['status.expected'], description: 'reports a cancelled turn as deadline' },
  { name: 'working-final-state', breaks: ['status.task-state', 'order.sequence'], description: 'sends turn.finished in TASK_STATE_WORKING' },
  { name: 'answer-after-turn-finished', breaks: ['artifact.answer-once', 'order.sequence'], description: 'sends the answer artifact after turn.finished' },
  { name: 'extra-transcript-field', breaks: ['content.replay-valid'], description: 'adds a field the envelope does not allow to assistant messages in the transcript' },
  { name: 'no-turn-summary', breaks: ['artifact.transcript-chunks', 'artifact.transcript-summary'], description: 'closes the transcript without the turn summary' },
  { name: 'stack-in-error', breaks: ['status.error-generic'], description: 'puts a stack trace with file paths in turn.finished.error' },
  { name: 'reasoning-sent-back', breaks: ['model.reasoning-sent-only-when-enabled'], description: 'sends reasoning_content to the model even when send_reasoning is false' },
  { name: 'tools-on-last-step', breaks: ['model.no-tools-on-last-step'], description: 'offers tools on the call that reaches max_steps' },
  { name: 'no-not-run-result', breaks: ['early-end.not-run', 'content.replay-valid'], description: 'leaves tool calls that never ran unanswered' },
  { name: 'step-gap', breaks: ['order.steps-numbered', 'merge.content-exact', 'content.deltas-equal-transcript', 'content.step-finished-model'], description: 'numbers steps 1, 3, 5, …' },
  { name: 'unpaired-tool-finished', breaks: ['order.tool-pairing', 'status.expected', 'early-end.stopped'], description: 'never sends the tool.finished of the first tool call' },
  { name: 'tokens-not-summed', breaks: ['turn.tokens-sum'], description: 'reports turn.finished.tokens one input token above the steps\' sum' },
  { name: 'answer-mismatch', breaks: ['artifact.answer-equals-final'], description: 'the answer artifact differs from the final message' },
  { name: 'transcript-missing-tool-result', breaks: ['content.tool-events-equal-transcript', 'content.replay-valid', 'early-end.not-run', 'early-end.stopped'], description: 'leaves tool results out of the transcript' },
  { name: 'duplicate-transcript-message', breaks: ['artifact.transcript-timely', 'content.message-order'], description: 'sends the user message twice in the transcript' },
  { name: 'no-early-end-message', breaks: ['early-end.closing-message', 'content.message-order', 'artifact.answer-equals-final'], description: 'ends early without the closing assistant message' },
  { name: 'wrong-status-deadline', breaks: ['status.expected', 'early-end.closing-message', 'early-end.stopped'], description: 'reports a turn past its deadline as ok' },
  { name: 'untruncated-tool-output', breaks: ['content.tool-events-equal-transcript'], description: 'sends tool.finished.output uncut beyond 4,000 characters' },
  { name: 'missing-step-finished', breaks: ['turn.steps-count', 'order.sequence', 'order.steps-numbered', 'turn.tokens-sum', 'content.step-finished-model'], description: 'never sends the first step.finished' },
  { name: 'no-file-artifact', breaks: ['artifact.file'], description: 'lists files in turn.finished but sends no file artifact' },
  { name: 'image-sent-to-text-model', breaks: ['model.images-only-when-accepted'], description: 'sends image parts to a model that does not accept images' },
  { name: 'system-history-forwarded', breaks: ['model.no-history-system'], description: 'sends the first history message to the model as a system message' },
  { name: 'step-as-string', breaks: ['event.shape', 'content.step-finished-model'], description: 'sends step.finished.step as a string ("1")' },
  { name: 'delta-not-working', breaks: ['event.working-state'], description: 'sends text deltas in TASK_STATE_SUBMITTED, not TASK_STATE_WORKING' },
  { name: 'turn-started-wrong-ids', breaks: ['event.turn-started-ids'], description: 'sends a turn_id in turn.started that is not the task id' },
  { name: 'failed-tool-empty-error', breaks: ['event.tool-finished-fields'], description: 'sends tool.finished.error as an empty string when the tool failed' },
  { name: 'tool-started-reverse-order', breaks: ['order.tool-call-order'], description: 'sends the tool.started events of a step in reverse call order' },
  { name: 'error-on-ok', breaks: ['status.error-presence'], description: 'puts an error in turn.finished on a turn that ended ok' },
  { name: 'tool-failure-ends-turn', breaks: ['status.tool-failure-continues', 'status.expected'], description: 'ends the turn as model_error when a tool failed, without calling the model again' },
  { name: 'answer-plain-text', breaks: ['artifact.answer-markdown', 'artifact.answer-equals-final'], description: 'sends the answer part as text/plain instead of text/markdown' },
  { name: 'file-ignores-accepted-modes', breaks: ['artifact.file-accepted'], description: 'sends file artifacts of types acceptedOutputModes does not accept' },
  { name: 'transcript-unrequested', breaks: ['artifact.transcript-requested'], description: 'sends the transcript artifact when acceptedOutputModes does not ask for it' },
  { name: 'tool-arguments-reformatted', breaks: ['content.tool-calls-kept'], description: "stores the tool calls' JSON arguments laid out again instead of as the model sent them" },
  { name: 'summary-tokens-differ', breaks: ['content.summary-equals-finished'], description: "the transcript's turn summary reports one output token more than turn.finished" },
  { name: 'briefing-last', breaks: ['model.briefing-first'], description: 'sends the briefing to the model after the history and the turn, not first' },
  { name: 'tool-result-as-user', breaks: ['model.tool-results-as-tool-role'], description: 'sends tool results to the model as user messages' },
  { name: 'usage-ignored', breaks: ['model.usage-reported'], description: "reports zero tokens in step.finished whatever usage the model returned" },

  // A2A server (src/vessel/server; names in src/vessel/server/server-faults.ts). Where `breaks`
  // has a second id, the kit judges it from the same evidence (the task id of the first event, a
  // GetTask after a cancel, the message shape), so one bend fails both.
  // The engine itself will not send a system message on (its turn fails before any model call).
  { name: 'accept-system-message', breaks: ['message.system-refused', 'rejection.refused'], description: 'lets a system message in the history through instead of refusing the turn' },
  { name: 'accept-invalid-history', breaks: ['rejection.refused', 'rejection.no-model-call'], description: 'skips history validation entirely' },
  { name: 'rejection-without-keywords', breaks: ['rejection.names-problem'], description: "refuses a bad history with a bare 'invalid params' message (the BadRequest detail stays)" },
  { name: 'wrong-jsonrpc-id', breaks: ['a2a.response-id'], description: "stream events carry another JSON-RPC id than the request's" },
  { name: 'no-task-first', breaks: ['a2a.task-first', 'a2a.get-task-final'], description: 'the stream starts with a statusUpdate, without the task snapshot' },
  { name: 'events-after-terminal', breaks: ['a2a.nothing-after-terminal'], description: 'sends the terminal status update a second time' },
  { name: 'stream-left-open', breaks: ['a2a.stream-closed'], description: 'never closes a stream after its terminal status' },
  { name: 'no-trailing-slash', breaks: ['a2a.trailing-slash'], description: "answers 404 to a named agent's JSON-RPC URL with a trailing slash" },
  { name: 'card-without-jsonrpc', breaks: ['a2a.card-interface'], description: 'the agent card lists an HTTP+JSON interface instead of JSONRPC' },
  { name: 'cancel-finished-ok', breaks: ['a2a.cancel-finished'], description: 'CancelTask on a finished task answers the task instead of -32002' },
  { name: 'unknown-task-wrong-code', breaks: ['a2a.task-not-found'], description: 'an unknown task id gets -32602 instead of -32001' },
  { name: 'get-task-stale-state', breaks: ['a2a.get-task-final', 'a2a.cancel-finished'], description: 'GetTask reports TASK_STATE_WORKING after the turn ended' },
  { name: 'event-without-message-id', breaks: ['a2a.message-id', 'a2a.object-shape'], description: "event status messages carry no messageId" },
  { name: 'two-result-members', breaks: ['a2a.result-one-member'], description: 'an extra stream event after the task snapshot carries both task and statusUpdate' },
  { name: 'subscribe-without-task-first', breaks: ['a2a.subscribe-to-task'], description: 'a SubscribeToTask stream starts with the live events, without the task snapshot' },
  { name: 'snake-case-refused', breaks: ['a2a.snake-case-accepted', 'a2a.sse-framing'], description: 'reads request fields by their camelCase names only, so a snake_case turn is refused (-32602, no messageId)' },
  { name: 'card-not-served', breaks: ['a2a.card-served'], description: 'answers 404 to GET {base}/.well-known/agent-card.json' },
  { name: 'card-no-streaming', breaks: ['a2a.card-streaming'], description: 'the agent card says capabilities.streaming: false' },
  { name: 'version-ignored', breaks: ['a2a.version-unsupported'], description: 'serves a request whatever its A2A-Version header says (99.0 too)' },
  { name: 'method-not-found-wrong-code', breaks: ['a2a.method-not-found'], description: 'an unknown method gets -32600 instead of -32601' },
  { name: 'parse-error-wrong-code', breaks: ['a2a.parse-error'], description: 'a body that is not JSON gets -32600 instead of -32700' },
  { name: 'invalid-request-wrong-code', breaks: ['a2a.invalid-request'], description: 'a JSON body that is not a JSON-RPC request gets -32602 instead of -32600' },
  { name: 'message-to-finished-wrong-code', breaks: ['a2a.message-to-finished'], description: 'a message naming a finished task gets -32602 instead of -32004' },
  { name: 'error-without-jsonrpc-version', breaks: ['a2a.error-response'], description: 'error answers lack "jsonrpc": "2.0"' },
  { name: 'error-data-not-array', breaks: ['a2a.error-data'], description: 'error.data is its first detail object, not a list of them' },
  { name: 'send-message-returns-message', breaks: ['a2a.send-message-task'], description: "SendMessage answers the last status message instead of the final task" },
  { name: 'event-without-jsonrpc-version', breaks: ['a2a.jsonrpc-envelope'], description: 'stream events lack "jsonrpc": "2.0"' },
  { name: 'part-two-contents', breaks: ['a2a.part-one-content'], description: "each event's part carries the event type as text beside its data" },
  { name: 'wrong-context-id', breaks: ['a2a.ids-consistent'], description: "status updates name another contextId than the task's" },
  { name: 'no-terminal-status', breaks: ['a2a.terminal-status', 'order.sequence', 'status.task-state'], description: 'every status update says TASK_STATE_WORKING, the last one too' },
  { name: 'status-message-wrong-role', breaks: ['event.status-message'], description: 'event status messages have role ROLE_USER' },
  { name: 'no-bad-request-detail', breaks: ['rejection.bad-request-detail'], description: 'refuses a bad history with -32602 but no google.rpc.BadRequest detail' },
  { name: 'get-task-disagrees', breaks: ['content.get-task-agrees'], description: "GetTask's answer artifact holds other text than the streamed answer" },
  { name: 'fetches-image-urls', breaks: ['model.no-url-fetch'], description: 'GETs each http(s) image URL it is given (2 s at most) before judging the history' },
  { name: 'snake-case-output', breaks: ['a2a.object-shape'], description: 'writes artifact updates in snake_case (task_id, context_id, last_chunk) instead of the camelCase JSON mapping' },
];

export const faultNames: readonly string[] = faultCatalogue.map((f) => f.name);
