// Every field the documents define in a vessel's events, its artifacts and its model requests, with
// what the documents say its value is and the clauses that judge that value (issue 21, principle
// 3: values, not only types). A field no sentence gives a value is shown by an INFO rule and asks
// CONTRACT.md a question; nothing fails on it. docs/fields.md is rendered from this table
// (scripts/fields-doc.ts), and test/rules/fields.test.ts holds it to the catalogue. The A2A views
// (Task, ListTasks pages, SubscribeToTask) are not listed here: their fields are A2A's.
//
// Every field's type is judged besides, by the schema of its event or summary (event.shape#fields,
// artifact.transcript-summary#fields); `judged` lists only what holds its value.
import { contract, events, transcriptFormat } from './cite.ts';
import { ruleById, type ClauseRef, type RuleId } from './index.ts';
import type { Level, RuleSource } from './types.ts';

/** Where a field is: an event, an artifact, the transcript's summary, a model request. */
export type FieldView = 'event' | 'artifact' | 'summary' | 'model';

export interface Field {
  /** `<view>:<wire path>`, e.g. `event:step.finished.data.tokens.input`, `model:messages[role=tool].content`. */
  readonly path: string;
  /** What the documents make its value: a value, or a relation to another field or view. */
  readonly value: string;
  /** The sentence (or D-decision) that gives the value; absent where none does. */
  readonly source?: RuleSource;
  /** The clauses that judge the value; [] where no sentence gives one. */
  readonly judged: readonly ClauseRef[];
  /** INFO rules that show the figure where no sentence gives its value. */
  readonly shown?: readonly RuleId[];
  /** Where no sentence gives the value: what CONTRACT.md would have to settle. */
  readonly question?: string;
}

const TYPES = 'Event types';
const STEP_NUMBERS = contract('D5', 'Steps are numbered from 1 with no gaps.');
const STEP_FINISHED_ROW = events(TYPES, 'step, tool_calls (count), tokens (input, output), finish_reason');
const TOOL_STARTED_ROW = events(
  TYPES,
  'call_id, name, arguments (the parsed object, or the first 2,000 characters of invalid input)',
);
const TOOL_FINISHED_ROW = events(TYPES, 'call_id, name, output (first 4,000 characters), error, truncated, elapsed_ms');
const USAGE = contract('D11', '`step.finished.tokens` report the usage the model returned for that call.');
const SUMS = contract('D5', 'its `tokens` are their sums (SHOULD).');
const SUMMARY = events(
  'Artifacts',
  "The transcript's closing turn summary has the same fields as turn.finished plus model, the model name.",
);
const MERGED = contract(
  'D6',
  "MUST (a) the concatenation of a step's deltas of one kind equals, character for character, what the model streamed of that kind in that step",
);
const D10_DELTAS = contract(
  'D10',
  "The deltas of step k equal that step's assistant `content` and `reasoning_content`.",
);
const TOOL_ERROR = contract(
  'D16',
  "`tool.finished.error` is a non-empty string when the tool failed, else null (absent is read as null); a failing tool's output is its error text, which is also the result the model sees.",
);
const WHOLE_OUTPUT = contract(
  'D16',
  "The transcript holds a tool's whole output; only the event's `output` is cut at 4,000 characters (`truncated: true`).",
);
const PAIRS = contract(
  'D5',
  'then for each tool call of that step `tool.started` … `tool.finished` (the same `call_id`, the same `name`)',
);
const ELAPSED_QUESTION =
  'What does elapsed_ms measure: from the request arriving, from turn.started, from the first model call? A bound would let the kit hold it to the time it observed.';

export const fields: readonly Field[] = [
  // Every event.
  {
    path: 'event:*.data.type',
    value: "the event's type, one events.txt lists, also named in the status message's metadata",
    source: contract(
      'D4',
      'Each event is a `statusUpdate` whose status message has `role: ROLE_AGENT`, `metadata: {"vessel.event": "<type>"}` and exactly one part `{"mediaType": "application/json", "data": {"type": "<type>", ...fields}}`.',
    ),
    judged: ['event.status-message#metadata-type', 'event.status-message#typed-data', 'event.shape#known-type'],
  },
  {
    path: 'event:*.status.state',
    value: 'TASK_STATE_WORKING but for the last event; the last, turn.finished, the state D7 gives its status',
    source: contract('D4', 'All events but the last carry `TASK_STATE_WORKING`.'),
    judged: ['event.working-state#whole', 'status.task-state#state-of-status', 'order.sequence#finished-last'],
  },
  // turn.started
  {
    path: 'event:turn.started.data.conversation_id',
    value: "the task's contextId",
    source: contract('D1', 'the task id is the `turn_id`, the `contextId` is the `conversation_id`.'),
    judged: ['event.turn-started-ids#conversation-id'],
  },
  {
    path: 'event:turn.started.data.turn_id',
    value: 'the task id',
    source: contract('D1', 'the task id is the `turn_id`, the `contextId` is the `conversation_id`.'),
    judged: ['event.turn-started-ids#turn-id'],
  },
  // Deltas.
  {
    path: 'event:text.delta.data.step',
    value:
      "the number of the model call that streamed it: from 1, one more each step, never before that step's step.finished",
    source: STEP_NUMBERS,
    judged: [
      'order.steps-numbered#from-one',
      'order.steps-numbered#no-gaps',
      'order.sequence#step-finished-after-deltas',
    ],
  },
  {
    path: 'event:text.delta.data.content',
    value:
      "the model's text of its step, merged by 50 ms or 512 code points; the deltas of a step join to it and to its assistant content",
    source: MERGED,
    judged: [
      'merge.content-exact#text',
      'merge.content-exact#whole-characters',
      'merge.max-chars#whole',
      'merge.merging-happens#whole',
      'merge.pacing#whole',
      'content.deltas-equal-transcript#content',
    ],
  },
  {
    path: 'event:reasoning.delta.data.step',
    value: 'as text.delta.step',
    source: STEP_NUMBERS,
    judged: [
      'order.steps-numbered#from-one',
      'order.steps-numbered#no-gaps',
      'order.sequence#step-finished-after-deltas',
    ],
  },
  {
    path: 'event:reasoning.delta.data.content',
    value: "the model's reasoning of its step, merged the same way; the deltas join to it and to its reasoning_content",
    source: MERGED,
    judged: [
      'merge.content-exact#reasoning',
      'merge.content-exact#whole-characters',
      'merge.max-chars#whole',
      'merge.merging-happens#whole',
      'merge.pacing#whole',
      'content.deltas-equal-transcript#reasoning',
    ],
  },
  // step.finished
  {
    path: 'event:step.finished.data.step',
    value: 'the number of the model call it closes: from 1 with no gaps',
    source: STEP_NUMBERS,
    judged: ['order.steps-numbered#from-one', 'order.steps-numbered#no-gaps', 'content.step-finished-model#present'],
  },
  {
    path: 'event:step.finished.data.tool_calls',
    value: 'the number of tool calls the model made in that call',
    source: STEP_FINISHED_ROW,
    judged: ['content.step-finished-model#tool-calls'],
  },
  {
    path: 'event:step.finished.data.tokens.input',
    value: "the usage's prompt tokens the model returned for that call; summed in turn.finished.tokens",
    source: USAGE,
    judged: ['model.usage-reported#whole', 'turn.tokens-sum#whole'],
  },
  {
    path: 'event:step.finished.data.tokens.output',
    value: "the usage's completion tokens the model returned for that call; summed in turn.finished.tokens",
    source: USAGE,
    judged: ['model.usage-reported#whole', 'turn.tokens-sum#whole'],
  },
  {
    path: 'event:step.finished.data.finish_reason',
    value:
      'the finish_reason the model sent for a call that completed (the documents list no values of their own); of a call cut short, not given',
    source: STEP_FINISHED_ROW,
    judged: ['content.step-finished-model#finish-reason'],
    shown: ['values.cut-step'],
    question:
      'What do finish_reason and tokens hold in the step.finished of a model call cut short (D16 gives it one, "with the usage if any arrived"): null, the reason the turn ended, or a value of its own?',
  },
  // tool.started
  {
    path: 'event:tool.started.data.call_id',
    value:
      "the id of a tool call the model made, in call order; every call the turn went on from has one; its tool.finished's",
    source: PAIRS,
    judged: [
      'values.tool-call-ids#model-call',
      'values.tool-call-ids#each-call',
      'order.tool-pairing#finished',
      'order.tool-call-order#whole',
      'content.tool-events-equal-transcript#started-call',
      'early-end.not-run#step-limit-calls',
    ],
  },
  {
    path: 'event:tool.started.data.name',
    value: "the name of the model's tool call",
    source: PAIRS,
    judged: ['values.tool-call-ids#model-call', 'content.tool-events-equal-transcript#started-call'],
  },
  {
    path: 'event:tool.started.data.arguments',
    value: 'the parsed arguments the model sent, or the first 2,000 code points of input that is not JSON',
    source: TOOL_STARTED_ROW,
    judged: ['content.tool-calls-kept#event-arguments'],
  },
  // tool.finished
  {
    path: 'event:tool.finished.data.call_id',
    value: 'the call_id of a tool.started before it',
    source: contract(
      'D5',
      'Tool calls of one step may run concurrently: their started/finished pairs may interleave, but each `tool.finished` follows its own `tool.started`.',
    ),
    judged: ['order.tool-pairing#finished', 'order.tool-pairing#after-started'],
  },
  {
    path: 'event:tool.finished.data.name',
    value: 'the name of its tool.started',
    source: PAIRS,
    judged: ['order.tool-pairing#same-name'],
  },
  {
    path: 'event:tool.finished.data.output',
    value:
      "the first 4,000 code points of the tool's result (the transcript's and the model's); a failed tool's error text; [stopped] for a tool the turn's end stopped",
    source: TOOL_FINISHED_ROW,
    judged: [
      'content.tool-events-equal-transcript#finished-output',
      'event.tool-finished-fields#error-output',
      'early-end.stopped#output',
      'early-end.stopped#transcript',
      'early-end.stopped#only-when-early',
      'values.tool-output-to-model#whole',
    ],
  },
  {
    path: 'event:tool.finished.data.error',
    value: 'a non-empty string when the tool failed, else null; the result the model sees',
    source: TOOL_ERROR,
    judged: [
      'event.tool-finished-fields#error-type',
      'values.tool-failed-error#whole',
      'values.tool-error-to-model#whole',
    ],
  },
  {
    path: 'event:tool.finished.data.truncated',
    value: "whether the tool's result is longer than 4,000 code points",
    source: WHOLE_OUTPUT,
    judged: ['content.tool-events-equal-transcript#truncated'],
  },
  {
    path: 'event:tool.finished.data.elapsed_ms',
    value: 'not given: only its type (a number of at least 0)',
    judged: [],
    shown: ['values.elapsed'],
    question: `${ELAPSED_QUESTION} For a tool: from its start to its end, and at most the time between its tool.started and tool.finished?`,
  },
  // turn.finished
  {
    path: 'event:turn.finished.data.status',
    value:
      "the status the turn's situation calls for (ok, step_limit, deadline, cancelled, model_error), in the task state D7 gives it",
    source: contract('D7', 'Statuses and task states.'),
    judged: [
      'status.expected#ok',
      'status.expected#step-limit',
      'status.expected#deadline',
      'status.expected#cancelled',
      'status.expected#model-error',
      'status.task-state#state-of-status',
      'early-end.closing-message#closes',
    ],
  },
  {
    path: 'event:turn.finished.data.tokens',
    value: "the sums of the steps' tokens",
    source: SUMS,
    judged: ['turn.tokens-sum#whole'],
  },
  {
    path: 'event:turn.finished.data.steps',
    value: 'the number of step.finished events',
    source: contract('D5', '`turn.finished.steps` equals the number of `step.finished` events'),
    judged: ['turn.steps-count#whole'],
  },
  {
    path: 'event:turn.finished.data.elapsed_ms',
    value: 'not given: only its type (a number of at least 0)',
    judged: [],
    shown: ['values.elapsed'],
    question: `${ELAPSED_QUESTION} For a turn that ends deadline, is elapsed_ms at least deadline_seconds × 1000 ("The turn ran past deadline_seconds")?`,
  },
  {
    path: 'event:turn.finished.data.files',
    value: 'the file artifacts sent, each {filename, media_type, size, call_id}; [] when none',
    source: contract(
      'D16',
      '`turn.finished.files` lists the files sent as `file` artifacts, each `{ "filename", "media_type", "size", "call_id" }`; `[]` when none.',
    ),
    judged: ['artifact.file#listed'],
  },
  {
    path: 'event:turn.finished.data.error',
    value: 'a generic reason, present on model_error, absent on ok and step_limit',
    source: contract(
      'D16',
      '`turn.finished.error` is present for `model_error`; it may be present for `deadline` and `cancelled`; never for `ok` or `step_limit`.',
    ),
    judged: [
      'status.error-presence#on-model-error',
      'status.error-presence#not-on-answer',
      'status.error-generic#no-stack',
      'status.error-generic#no-endpoint',
      'status.error-generic#no-credential',
      'status.error-generic#no-path',
    ],
  },
  // The answer artifact.
  {
    path: 'artifact:answer',
    value: 'sent once, before turn.finished, also when the turn ended early',
    source: contract('D9', '`answer`: once, before `turn.finished`'),
    judged: ['artifact.answer-once#sent', 'artifact.answer-once#once', 'artifact.answer-once#before-finished'],
  },
  {
    path: 'artifact:answer.parts[mediaType=text/markdown].text',
    value: "the final assistant message's content (the closing message's on an early end)",
    source: contract('D9', "equal to the final assistant message's content"),
    judged: [
      'artifact.answer-equals-final#whole',
      'artifact.answer-markdown#markdown-part',
      'content.get-task-agrees#answer',
    ],
  },
  {
    path: 'artifact:answer.parts[data]',
    value: 'the primitives the agent attached: shape not published',
    source: contract(
      'D9',
      'its shape is not published, so the kit reports it as INFO and judges only the markdown part',
    ),
    judged: ['artifact.answer-markdown#other-parts-data'],
    shown: ['artifact.answer-primitives'],
  },
  // File artifacts.
  {
    path: 'artifact:file.parts[0].raw',
    value: "the file a tool returned; its decoded size is its turn.finished.files entry's size",
    source: events('Artifacts', 'One raw part with mediaType, filename and metadata.call_id'),
    judged: ['artifact.file#one-raw-part', 'artifact.file#listed'],
  },
  {
    path: 'artifact:file.parts[0].mediaType',
    value: "the file's media type, one acceptedOutputModes accepts (empty or absent, the type, type/* or */*)",
    source: contract(
      'D16',
      'A file is sent when `acceptedOutputModes` is empty or absent, or lists its media type, `type/*` or `*/*`.',
    ),
    judged: ['artifact.file#fields', 'artifact.file#listed', 'artifact.file-accepted#whole'],
  },
  {
    path: 'artifact:file.parts[0].filename',
    value: "the file's name, as turn.finished.files lists it",
    source: events('Artifacts', 'One raw part with mediaType, filename and metadata.call_id'),
    judged: ['artifact.file#fields', 'artifact.file#listed'],
  },
  {
    path: 'artifact:file.parts[0].metadata.call_id',
    value: 'the tool call that returned the file',
    source: events('Artifacts', 'One raw part with mediaType, filename and metadata.call_id'),
    judged: ['artifact.file#fields', 'artifact.file#call-id', 'artifact.file#listed'],
  },
  // The transcript artifact.
  {
    path: 'artifact:transcript.artifactId',
    value: "the first chunk's, for every chunk",
    source: contract(
      'D9',
      'every chunk is an `artifactUpdate` of one `artifactId` (name `transcript`), `append: true` after the first, holding one transcript part `{"version": 1, "messages": [...]}`',
    ),
    judged: ['artifact.transcript-chunks#one-artifact'],
  },
  {
    path: 'artifact:transcript.append',
    value: 'true after the first chunk',
    source: contract(
      'D9',
      'every chunk is an `artifactUpdate` of one `artifactId` (name `transcript`), `append: true` after the first, holding one transcript part `{"version": 1, "messages": [...]}`',
    ),
    judged: ['artifact.transcript-chunks#append'],
  },
  {
    path: 'artifact:transcript.lastChunk',
    value: 'true on the last chunk only',
    source: contract('D9', 'the last chunk has `lastChunk: true`, `messages: []` and `turn`'),
    judged: ['artifact.transcript-chunks#last-chunk', 'artifact.transcript-chunks#only-last'],
  },
  {
    path: 'artifact:transcript.parts[0].data.version',
    value: '1',
    source: events(
      'Artifacts',
      'One application/vnd.astralvessel.transcript+json part per chunk, holding {"version": 1, "messages": [...]}; the last chunk adds "turn"',
    ),
    judged: ['artifact.transcript-chunks#envelope'],
  },
  {
    path: 'artifact:transcript.parts[0].data.messages[0]',
    value: "the user's message, a string for one text part and no image, else a list holding each image",
    source: transcriptFormat(
      'What comes back',
      "the user's message first, then assistant messages, tool results, and the final answer.",
    ),
    judged: ['content.message-order#user-first', 'content.message-order#user-form'],
  },
  {
    path: 'artifact:transcript.parts[0].data.messages[role=assistant].content',
    value: "step k's text deltas joined; the last, the final answer or [this turn ended early: <status>]",
    source: D10_DELTAS,
    judged: [
      'content.deltas-equal-transcript#content',
      'content.deltas-equal-transcript#message-per-step',
      'content.message-order#ends-with-answer',
      'content.message-order#ends-with-closing',
      'early-end.closing-message#closes',
      'early-end.closing-message#only-when-early',
    ],
  },
  {
    path: 'artifact:transcript.parts[0].data.messages[role=assistant].reasoning_content',
    value: "step k's reasoning deltas joined",
    source: D10_DELTAS,
    judged: ['content.deltas-equal-transcript#reasoning'],
  },
  {
    path: 'artifact:transcript.parts[0].data.messages[role=assistant].tool_calls',
    value: "the model's tool calls of the step, ids and names as sent, arguments as sent or {} when not JSON",
    source: contract(
      'D10',
      'Tool arguments that are not JSON are stored as `"{}"`, the `tool.started` event carries the first 2,000 characters of the raw input, and the error result stays in the history.',
    ),
    judged: ['content.tool-calls-kept#calls', 'content.tool-calls-kept#arguments'],
  },
  {
    path: 'artifact:transcript.parts[0].data.messages[role=tool].content',
    value: "the tool's whole output; [not run: the turn ended first] for a call never run; [stopped] for a stopped one",
    source: WHOLE_OUTPUT,
    judged: [
      'content.tool-events-equal-transcript#finished-output',
      'early-end.not-run#result',
      'early-end.stopped#transcript',
    ],
  },
  {
    path: 'artifact:transcript.parts[0].data.messages',
    value: 'each completed message once, as soon as complete; every prefix usable; the whole replayable',
    source: transcriptFormat(
      'What comes back',
      'Each message is sent once, as soon as it is complete, so a dropped stream still leaves a usable prefix.',
    ),
    judged: [
      'artifact.transcript-timely#once',
      'artifact.transcript-timely#timely',
      'content.message-order#then-assistant-and-tool',
      'content.prefix-usable#prefix',
      'content.replay-valid#whole',
    ],
  },
  // The closing summary.
  {
    path: 'summary:status, steps, tokens, files, error',
    value: "turn.finished's",
    source: SUMMARY,
    judged: ['content.summary-equals-finished#whole', 'artifact.transcript-summary#present'],
  },
  {
    path: 'summary:elapsed_ms',
    value: "not given: the summary has turn.finished's fields, and the kit compares the others' values",
    judged: [],
    shown: ['values.elapsed'],
    question:
      "Is the summary's elapsed_ms turn.finished's (the last chunk may be sent a moment before turn.finished, so a vessel measuring twice differs by a little)?",
  },
  {
    path: 'summary:model',
    value: 'the model name: the model the vessel called in the turn',
    source: SUMMARY,
    judged: ['values.summary-model#whole'],
  },
  // What the vessel sends the model (D11).
  {
    path: 'model:messages[0]',
    value: "the vessel's briefing, as a system message",
    source: contract('D11', "The vessel's briefing comes first as its own system message"),
    judged: ['model.briefing-first#whole'],
  },
  {
    path: 'model:messages[role=system]',
    value: "the briefing only: no message of the application's history",
    source: contract('D11', "no message of the application's history is sent as `system`"),
    judged: ['model.no-history-system#whole'],
  },
  {
    path: 'model:messages[role=assistant].reasoning_content',
    value: "earlier turns' reasoning only when the agent has send_reasoning = true",
    source: contract(
      'D11',
      '`reasoning_content` of earlier turns is sent only when the agent has `send_reasoning = true`',
    ),
    judged: ['model.reasoning-sent-only-when-enabled#whole'],
  },
  {
    path: 'model:messages[].content[type=image_url]',
    value: "the history's and the user's images, only for an agent whose model accepts images",
    source: contract('D11', 'images reach the model as `image_url` parts only for agents whose model accepts images'),
    judged: ['model.images-only-when-accepted#whole'],
  },
  {
    path: 'model:messages[role=tool].tool_call_id',
    value: 'the id of the call the result answers',
    source: contract('D11', 'every tool result is sent as `role: tool` with its `tool_call_id`'),
    judged: ['model.tool-results-as-tool-role#role', 'model.tool-results-as-tool-role#call-id'],
  },
  {
    path: 'model:messages[role=tool].content',
    value: "a failed tool's error text; a tool's whole output, whose first 4,000 code points are tool.finished.output",
    source: TOOL_ERROR,
    judged: ['values.tool-error-to-model#whole', 'values.tool-output-to-model#whole'],
  },
  {
    path: 'model:messages',
    value:
      'not given: D11 constrains the briefing, system, reasoning, images and tool results, never says the history reaches the model',
    judged: [],
    shown: ['values.history-sent'],
    question:
      "Must every message of the application's history, and the user's new message, reach every model call of the turn (D14 finds the user's words \"wherever the vessel placed\" them)?",
  },
  {
    path: 'model:tools',
    value: 'none on the call that reaches max_steps',
    source: contract('D11', 'the call that reaches `max_steps` offers no tools'),
    judged: ['model.no-tools-on-last-step#whole'],
  },
  {
    path: 'model:model',
    value: "not given: the agent's model, which the profile does not declare (D13); the summary must name it",
    judged: [],
    shown: ['values.model-name'],
    question:
      "Should the profile declare each agent's model name (D13), so the kit can hold what the vessel asks for to it?",
  },
];

const RANK: Readonly<Record<Level, number>> = { MUST: 3, SHOULD: 2, INFO: 1 };

/** A field's level: the highest of the rules that judge its value; INFO when it is only shown; undefined when neither. */
export function levelOf(field: Field): Level | undefined {
  const levels = [...field.judged.map((ref) => ruleById(ref.slice(0, ref.indexOf('#'))).level)];
  if (levels.length === 0) return field.shown && field.shown.length > 0 ? 'INFO' : undefined;
  return levels.reduce((a, b) => (RANK[b] > RANK[a] ? b : a));
}
