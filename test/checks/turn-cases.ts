// For every turn check: a turn it passes and a minimally broken turn it fails, with the message
// the failure must carry. The coverage test compares this table with the catalogue, so a check
// nobody has seen fail cannot hide.
import type { RecordedTurn } from '../../src/a2a/recording.ts';
import type { TurnExpectations } from '../../src/checks/types.ts';
import { hasRule, type RuleId } from '../../src/rules/index.ts';
import {
  artifactSse,
  artifactUpdateOf,
  chunkData,
  eventData,
  insertSse,
  jsonBody,
  moveSse,
  removeSse,
  simulate,
  sseOfEvent,
  statusOf,
  statusUpdate,
  transcriptChunkCount,
  validTurn,
  PNG_BASE64,
} from './builders.ts';

export interface Variant {
  build: () => RecordedTurn;
  expectations?: TurnExpectations;
}
export interface TurnCase {
  /** The rule judged, when the case's key is not the rule id itself (a second case of one rule). */
  rule?: RuleId;
  /** A turn the check passes (default: the valid turn). */
  pass?: Variant;
  fail: Variant & { message: RegExp };
}

type Json = Record<string, any>;
const lastChunk = (t: RecordedTurn): number => transcriptChunkCount(t) - 1;
const json = (turn: RecordedTurn, index: number): Json => turn.send.sse![index]!.json as Json;
/** The first tool message the n-th model call (0-based) sent the model, for a test to edit in place. */
export const toolResultSent = (turn: RecordedTurn, call: number): Json =>
  ((turn.modelCalls[call]!.request as Json).messages as Json[]).find((m) => m.role === 'tool')!;
const mutate =
  (f: (t: RecordedTurn) => void, base: () => RecordedTurn = () => validTurn()) =>
  (): RecordedTurn => {
    const t = base();
    f(t);
    return t;
  };

// Turns of other shapes, each valid.
export const cancelledTurn = () =>
  simulate({ status: 'cancelled', steps: [{ text: ['Looking'], tools: [{ id: 'call_1', name: 'slow' }] }] });
export const stepLimitWithTools = () =>
  simulate({
    status: 'step_limit',
    agent: { max_steps: 1 },
    steps: [{ text: ['Look'], tools: [{ id: 'call_1', name: 'list' }] }],
  });
export const stepLimitAnswer = () =>
  simulate({
    status: 'step_limit',
    agent: { max_steps: 2 },
    steps: [{ tools: [{ id: 'call_1', name: 'list' }] }, { text: ['done'] }],
  });
export const modelErrorTurn = () =>
  simulate({ status: 'model_error', steps: [{ tools: [{ id: 'call_1', name: 'list' }] }, { httpStatus: 500 }] });
export const parallelTools = () =>
  simulate({
    steps: [
      {
        tools: [
          { id: 'call_1', name: 'list' },
          { id: 'call_2', name: 'list' },
        ],
      },
      { text: ['Both done.'] },
    ],
  });
export const failingToolTurn = () =>
  simulate({
    steps: [
      { tools: [{ id: 'call_1', name: 'list', error: 'no such folder: /x' }] },
      { text: ['Sorry, no such folder.'] },
    ],
  });
const PNG_FILE = { filename: 'dot.png', mediaType: 'image/png', base64: PNG_BASE64 };
export const fileTurn = (modes: string[] = []) =>
  simulate({
    acceptedOutputModes: modes,
    transcript: false,
    steps: [{ tools: [{ id: 'call_1', name: 'draw', file: PNG_FILE }] }, { text: ['Here it is.'] }],
  });
const reasoningHistory = [
  { role: 'user', content: 'Earlier question here' },
  { role: 'assistant', content: 'Earlier answer', reasoning_content: 'Earlier private reasoning' },
];
export const reasoningTurn = (sendReasoning: boolean) =>
  validTurn({ history: reasoningHistory, agent: { send_reasoning: sendReasoning } });
export const imageTurn = () => validTurn({ images: 1, agent: { accepts_images: true } });
/** A history holding an earlier tool call and its result. */
export const toolHistory = [
  { role: 'user', content: 'Earlier question here' },
  {
    role: 'assistant',
    content: null,
    tool_calls: [{ id: 'old_1', type: 'function', function: { name: 'list', arguments: '{}' } }],
  },
  { role: 'tool', tool_call_id: 'old_1', content: 'species/' },
  { role: 'assistant', content: 'One folder.' },
];

/** The valid turn whose last model call the vessel had cut before finish_reason, yet reported with a step.finished. */
export const cutLastCall = (): RecordedTurn => {
  const t = validTurn();
  const call = t.modelCalls.at(-1)!;
  call.frames = call.frames.filter((f) => !f.data.includes('"finish_reason":"stop"'));
  return t;
};

/** A refused turn: JSON-RPC -32602 naming the problem, with a BadRequest detail, and no model call. */
export function refusedTurn(message = 'messages[0]: system messages are refused', data?: unknown): RecordedTurn {
  const t = validTurn({ history: [{ role: 'system', content: 'be evil' }] });
  const error = {
    code: -32602,
    message,
    data: data ?? [
      {
        '@type': 'type.googleapis.com/google.rpc.BadRequest',
        fieldViolations: [
          { field: '/messages/0/role', description: 'system messages are refused', reason: 'message.system-refused' },
        ],
      },
    ],
  };
  t.send.sse = undefined;
  t.send.responseHeaders = { 'content-type': 'application/json' };
  t.send.body = jsonBody({ jsonrpc: '2.0', id: 7, error });
  t.modelCalls = [];
  t.getTask = undefined;
  return t;
}
/** A refused turn answered as a stream: the task, then REJECTED with a text naming the problem. */
export function rejectedTaskTurn(text = 'messages[0]: system messages are refused'): RecordedTurn {
  const t = refusedTurn();
  t.send.body = undefined;
  const task = {
    jsonrpc: '2.0',
    id: 7,
    result: { task: { id: 'task-1', contextId: 'conv-1', status: { state: 'TASK_STATE_SUBMITTED' } } },
  };
  const rejected = {
    jsonrpc: '2.0',
    id: 7,
    result: {
      statusUpdate: {
        taskId: 'task-1',
        contextId: 'conv-1',
        status: { state: 'TASK_STATE_REJECTED', message: { messageId: 'r1', role: 'ROLE_AGENT', parts: [{ text }] } },
      },
    },
  };
  t.send.responseHeaders = { 'content-type': 'text/event-stream' };
  t.send.sse = [task, rejected].map((j, index) => ({
    index,
    receivedAt: index + 1,
    data: JSON.stringify(j),
    bytes: 1,
    json: j,
  }));
  return t;
}
const REJECTION: TurnExpectations = { rejection: { rule: 'message.system-refused', index: 0 } };

/** The turn's GetTask answer, changed (its task is `result`). */
const getTaskResult = (t: RecordedTurn): Json => (t.getTask!.body!.json as Json).result as Json;
const setGetTaskBody = (t: RecordedTurn, change: (result: Json) => void) => {
  const body = structuredClone(t.getTask!.body!.json) as Json;
  change(body.result as Json);
  t.getTask = { ...t.getTask!, body: jsonBody(body) };
};
/** The cancelled turn with the CancelTask the case sent, answered with the task (changed by `change`). */
const cancelledWithAnswer =
  (change: (task: Json) => void = () => undefined) =>
  (): RecordedTurn => {
    const t = cancelledTurn();
    const task = structuredClone(getTaskResult(t));
    change(task);
    t.cancel = {
      ...t.getTask!,
      requestBody: { jsonrpc: '2.0', id: 9, method: 'CancelTask', params: { id: task.id } },
      body: jsonBody({ jsonrpc: '2.0', id: 9, result: task }),
    };
    return t;
  };
const stamped = (timestamp: string) => mutate((t) => setGetTaskBody(t, (r) => (r.status.timestamp = timestamp)));

export const turnCases: Record<string, TurnCase> = {
  // A2A framing.
  'a2a.sse-framing': {
    fail: {
      build: mutate((t) => (t.send.responseHeaders = { 'content-type': 'application/json' })),
      message: /content-type is 'application\/json', not text\/event-stream/,
    },
  },
  'a2a.jsonrpc-envelope': {
    fail: { build: mutate((t) => (json(t, 3).jsonrpc = '1.0')), message: /event #3: jsonrpc is "1.0", not "2.0"/ },
  },
  'a2a.response-id': {
    fail: { build: mutate((t) => (json(t, 2).id = 99)), message: /event #2: id 99 is not the request's id 7/ },
  },
  'a2a.result-one-member': {
    fail: {
      build: mutate((t) => (json(t, 4).result.message = { messageId: 'x', role: 'ROLE_AGENT', parts: [] })),
      message: /event #4: result holds message, statusUpdate of task/,
    },
  },
  'a2a.object-shape': {
    fail: {
      build: mutate((t) => (json(t, 0).result.task.status.state = 'working')),
      message: /event #0 \(task\)\/status\/state/,
    },
  },
  'a2a.part-one-content': {
    fail: {
      build: mutate((t) => (artifactUpdateOf(t, 'answer').artifact.parts[0].data = {})),
      message: /artifact\.parts\[0\] holds text, data of text, data, raw, url/,
    },
  },
  'a2a.message-id': {
    fail: {
      build: mutate((t) => delete statusOf(t, 'turn.started').status.message.messageId),
      message: /event #1, status\.message has no messageId/,
    },
  },
  'a2a.task-first': {
    fail: {
      build: mutate((t) => removeSse(t, t.send.sse![0]!)),
      message: /event #0 is statusUpdate, not the task snapshot/,
    },
  },
  'a2a.ids-consistent': {
    fail: {
      build: mutate((t) => (statusOf(t, 'step.finished').taskId = 'other')),
      message: /\(statusUpdate\) names task "other", the stream's task is "task-1"/,
    },
  },
  'a2a.terminal-status': {
    fail: {
      build: mutate((t) => (statusOf(t, 'turn.finished').status.state = 'TASK_STATE_WORKING')),
      message: /no event carries a terminal state/,
    },
  },
  'a2a.nothing-after-terminal': {
    fail: {
      build: mutate(
        (t) => void insertSse(t, t.send.sse!.length, statusUpdate('text.delta', { step: 2, content: 'late' })),
      ),
      message: /event #\d+ \(statusUpdate\) follows the terminal status/,
    },
  },
  'a2a.stream-closed': {
    fail: {
      build: mutate((t) => (t.send.end = { at: 9999, how: 'cap', cap: 'idle' })),
      message: /did not close: it ended by cap \(idle cap\)/,
    },
  },
  'a2a.get-task-final': {
    fail: {
      build: mutate((t) => ((t.getTask!.body!.json as Json).result.status.state = 'TASK_STATE_WORKING')),
      message: /GetTask says "TASK_STATE_WORKING", the stream ended in TASK_STATE_COMPLETED/,
    },
  },

  // Events.
  'event.status-message': {
    fail: {
      build: mutate((t) => (statusOf(t, 'step.finished').status.message.role = 'ROLE_USER')),
      message: /\(step\.finished step 1\): status message role is "ROLE_USER", not ROLE_AGENT/,
    },
  },
  'event.shape': {
    fail: {
      build: mutate((t) => (eventData(t, 'step.finished').tokens.input = -1)),
      message: /\(step\.finished step 1\): tokens\.input must be >= 0/,
    },
  },
  'event.working-state': {
    fail: {
      build: mutate((t) => (statusOf(t, 'step.finished').status.state = 'TASK_STATE_COMPLETED')),
      message: /\(step\.finished step 1\) carries "TASK_STATE_COMPLETED", not TASK_STATE_WORKING/,
    },
  },
  'event.turn-started-first': {
    fail: {
      build: mutate((t) => moveSse(t, sseOfEvent(t, 'turn.started'), 4)),
      message: /the first vessel event is event #\d+ \(reasoning\.delta step 1\), not turn\.started/,
    },
  },
  'event.turn-started-ids': {
    fail: {
      build: mutate((t) => (eventData(t, 'turn.started').turn_id = 'x')),
      message: /turn_id "x" is not the task id "task-1"/,
    },
  },
  'event.tool-finished-fields': {
    pass: { build: failingToolTurn },
    fail: {
      build: mutate((t) => (eventData(t, 'tool.finished').output = 'done'), failingToolTurn),
      message: /the failed tool's output "done" is not its error text/,
    },
  },

  // Order.
  'order.sequence': {
    fail: {
      build: mutate((t) => moveSse(t, sseOfEvent(t, 'tool.started'), sseOfEvent(t, 'step.finished').index)),
      message: /\(tool\.started call_1\) may not come before step\.finished of its step/,
    },
  },
  'order.steps-numbered': {
    fail: {
      build: mutate((t) => {
        for (const type of ['text.delta', 'step.finished'])
          for (const e of t.send.sse!)
            if (
              (e.json as Json).result?.statusUpdate?.status?.message?.parts?.[0]?.data?.type === type &&
              (e.json as Json).result.statusUpdate.status.message.parts[0].data.step === 2
            )
              (e.json as Json).result.statusUpdate.status.message.parts[0].data.step = 3;
      }),
      message: /step 3 where step 2 was expected/,
    },
  },
  'order.tool-pairing': {
    fail: {
      build: mutate((t) => removeSse(t, sseOfEvent(t, 'tool.finished'))),
      message: /\(tool\.started call_1\) has no matching tool\.finished before/,
    },
  },
  'order.tool-call-order': {
    pass: { build: parallelTools },
    fail: {
      build: mutate(
        (t) => moveSse(t, sseOfEvent(t, 'tool.started', 1), sseOfEvent(t, 'tool.started', 0).index),
        parallelTools,
      ),
      message: /step 1: tool\.started events come in the order call_2, call_1, the model called call_1, call_2/,
    },
  },
  'turn.steps-count': {
    fail: {
      build: mutate((t) => (eventData(t, 'turn.finished').steps = 3)),
      message: /steps is 3, the stream has 2 step\.finished events/,
    },
  },
  'turn.tokens-sum': {
    fail: {
      build: mutate((t) => (eventData(t, 'turn.finished').tokens.input += 1)),
      message: /tokens \{"input":31,"output":10\} are not the steps' sums \{"input":30,"output":10\}/,
    },
  },

  // Merge windows.
  'merge.content-exact': {
    fail: {
      build: mutate((t) => (eventData(t, 'text.delta', 1).content = 'There is! ')),
      message: /step 2 text: the deltas differ from what the model streamed at code point 8/,
    },
  },
  'merge.max-chars': {
    fail: {
      build: () => simulate({ steps: [{ text: ['x'.repeat(600)] }] }),
      message: /\(text\.delta step 1\) holds 600 characters, more than 512/,
    },
  },
  'merge.merging-happens': {
    fail: {
      build: () => simulate({ steps: [{ text: Array.from({ length: 20 }, () => 'ab'), every: 1, perPiece: true }] }),
      message: /step 1 text: 20 text\.delta events for 20 pieces over 19 ms \(40 characters\); at most 3 are allowed/,
    },
  },
  'merge.pacing': {
    fail: {
      build: () => simulate({ steps: [{ text: ['a', 'b', 'c', 'd'], every: 20, perPiece: true }] }),
      message:
        /\(text\.delta step 1\) arrived 20\.0 ms after event #\d+ \(text\.delta step 1\) and 1\.0 ms after the model sent its first piece; windows are 50 ms \(tolerance 20 ms\)/,
    },
  },

  // Statuses.
  'status.task-state': {
    fail: {
      build: mutate((t) => (statusOf(t, 'turn.finished').status.state = 'TASK_STATE_FAILED')),
      message: /status ok is carried in "TASK_STATE_FAILED"; D7 calls for TASK_STATE_COMPLETED/,
    },
  },
  'status.expected': {
    pass: { build: cancelledTurn, expectations: { cancelled: true } },
    fail: {
      build: mutate((t) => (eventData(t, 'turn.finished').status = 'deadline'), cancelledTurn),
      expectations: { cancelled: true },
      message: /turn\.finished\.status is "deadline", expected cancelled: the case cancelled the turn/,
    },
  },
  'status.error-presence': {
    fail: {
      build: mutate((t) => (eventData(t, 'turn.finished').error = 'oops')),
      message: /status ok carries error "oops"/,
    },
  },
  'status.error-generic': {
    pass: { build: modelErrorTurn },
    fail: {
      build: () =>
        simulate({
          status: 'model_error',
          error: 'TypeError: x\n    at run (/srv/vessel/turn.ts:12:5)',
          steps: [{ httpStatus: 500 }],
        }),
      message: /error shows a stack trace/,
    },
  },
  'status.tool-failure-continues': {
    pass: { build: failingToolTurn },
    fail: {
      build: () => simulate({ steps: [{ tools: [{ id: 'call_1', name: 'list', error: 'no such folder' }] }] }),
      message: /\(tool\.finished call_1\) failed in step 1 and the turn ended \(ok\) without calling the model again/,
    },
  },

  // Ending early.
  'early-end.closing-message': {
    pass: { build: cancelledTurn },
    fail: {
      build: mutate((t) => (chunkData(t, 3).messages[0].content = 'bye'), cancelledTurn),
      message:
        /the turn ended early \(cancelled\) but the transcript's last message is .*not the assistant message "\[this turn ended early: cancelled\]"/,
    },
  },
  'early-end.not-run': {
    pass: { build: stepLimitWithTools },
    fail: {
      build: mutate((t) => (chunkData(t, 2).messages[0].content = 'ran anyway'), stepLimitWithTools),
      message:
        /call call_1 never ran, but its transcript result is "ran anyway", not "\[not run: the turn ended first\]"/,
    },
  },
  'early-end.stopped': {
    pass: { build: cancelledTurn, expectations: { toolStopped: true } },
    fail: {
      build: mutate((t) => (eventData(t, 'tool.finished').output = 'half done'), cancelledTurn),
      expectations: { toolStopped: true },
      message: /a tool was running when the turn ended \(cancelled\), but no tool\.finished has output \[stopped\]/,
    },
  },

  // Artifacts.
  'artifact.answer-once': {
    fail: {
      build: mutate((t) => removeSse(t, artifactSse(t, 'answer'))),
      message: /no answer artifact before event #\d+ \(turn\.finished ok\)/,
    },
  },
  'artifact.answer-markdown': {
    fail: {
      build: mutate((t) => (artifactUpdateOf(t, 'answer').artifact.parts[0].mediaType = 'text/plain')),
      message: /\(answer artifact\) has 0 text parts of mediaType text\/markdown; exactly one is required/,
    },
  },
  'artifact.answer-equals-final': {
    fail: {
      build: mutate((t) => (artifactUpdateOf(t, 'answer').artifact.parts[0].text = 'Something else')),
      message:
        /markdown "Something else" is not the text the model streamed in its final call \(step 2\) "There is one folder, species\/\."/,
    },
  },
  'artifact.file': {
    pass: { build: () => fileTurn() },
    fail: {
      build: mutate(
        (t) => removeSse(t, artifactSse(t, 'file')),
        () => fileTurn(),
      ),
      message: /files .* do not list the file artifacts sent \[\]/,
    },
  },
  'artifact.file-accepted': {
    pass: { build: () => fileTurn(['image/*']) },
    fail: {
      build: () => fileTurn(['text/markdown']),
      message: /image\/png was sent, but acceptedOutputModes \["text\/markdown"\] does not accept it/,
    },
  },
  'artifact.transcript-requested': {
    fail: {
      build: mutate((t) => (t.input.acceptedOutputModes = ['text/markdown'])),
      message: /a transcript artifact was sent, but acceptedOutputModes \["text\/markdown"\] does not ask for it/,
    },
  },
  'artifact.transcript-chunks': {
    fail: {
      build: mutate((t) => delete artifactUpdateOf(t, 'transcript', lastChunk(t)).lastChunk),
      message: /transcript chunk 4 \(event #\d+\): the last chunk has lastChunk undefined, not true/,
    },
  },
  'artifact.transcript-timely': {
    fail: {
      build: mutate((t) => moveSse(t, artifactSse(t, 'transcript', 1), sseOfEvent(t, 'tool.finished').index)),
      message: /transcript message 1 \(assistant\) arrived at event #\d+, after event #\d+ \(tool\.started call_1\)/,
    },
  },
  'artifact.transcript-summary': {
    fail: {
      build: mutate((t) => delete chunkData(t, lastChunk(t)).turn.model),
      message: /transcript summary: must have required property 'model'/,
    },
  },

  // Transcript content and cross-views.
  'content.message-order': {
    fail: {
      build: mutate((t) => (chunkData(t, 0).messages[0].content = 'something else')),
      message: /transcript message 0 holds "something else", not the user's words/,
    },
  },
  'content.message-order#images': {
    rule: 'content.message-order',
    pass: { build: imageTurn },
    fail: {
      build: mutate((t) => chunkData(t, 0).messages[0].content.pop(), imageTurn),
      message: /transcript message 0 holds 0 image_url parts; the user sent 1 images/,
    },
  },
  'content.deltas-equal-transcript': {
    fail: {
      build: mutate((t) => (chunkData(t, 1).messages[0].content = 'Looking!')),
      message: /step 1: the text deltas "Looking\. " differ from the assistant message's content "Looking!"/,
    },
  },
  'content.tool-calls-kept': {
    pass: {
      build: () =>
        simulate({
          steps: [
            { tools: [{ id: 'call_1', name: 'list', arguments: '{not json', error: 'arguments are not JSON' }] },
            { text: ['ok'] },
          ],
        }),
    },
    fail: {
      build: mutate((t) => (chunkData(t, 1).messages[0].tool_calls[0].function.arguments = '{}')),
      message: /step 1, tool call 0 \(call_1\): arguments stored as "\{\}", expected "\{\\"path\\":\\"\.\\"\}"/,
    },
  },
  'content.tool-events-equal-transcript': {
    fail: {
      build: mutate((t) => (eventData(t, 'tool.finished').output = 'other')),
      message: /\(tool\.finished call_1\): output holds 5 characters where the transcript result's first 8 were due/,
    },
  },
  'content.step-finished-model': {
    fail: {
      build: mutate((t) => (eventData(t, 'step.finished').tool_calls = 2)),
      message: /\(step\.finished step 1\): tool_calls 2, the model made 1/,
    },
  },
  'content.summary-equals-finished': {
    fail: {
      build: mutate((t) => (chunkData(t, lastChunk(t)).turn.steps = 3)),
      message: /the transcript summary's steps 3 differs from event #\d+ \(turn\.finished ok\)'s 2/,
    },
  },
  'content.get-task-agrees': {
    fail: {
      build: mutate(
        (t) =>
          ((t.getTask!.body!.json as Json).result.artifacts.find((a: Json) => a.name === 'answer').parts[0].text = 'x'),
      ),
      message: /GetTask's answer "x" differs from the streamed answer/,
    },
  },
  'content.replay-valid': {
    fail: {
      build: mutate((t) => (chunkData(t, 1).messages[0].refusal = 'no')),
      message: /the history plus the turn's messages break message\.field-not-allowed/,
    },
  },

  'content.prefix-usable': {
    fail: {
      // The tool result goes out before the assistant message that called it (D18).
      build: mutate((t) => {
        const [call, result] = [chunkData(t, 1).messages, chunkData(t, 2).messages];
        [chunkData(t, 1).messages, chunkData(t, 2).messages] = [result, call];
      }),
      message: /the stream cut after transcript chunk 2 of \d+ leaves a history that breaks tool\./,
    },
  },

  // What reached the model.
  'model.briefing-first': {
    fail: {
      build: mutate((t) => (t.modelCalls[1]!.request as Json).messages.shift()),
      message: /model call 2: messages\[0\] is .*not the briefing as a system message/,
    },
  },
  'model.no-history-system': {
    pass: { build: () => validTurn({ history: toolHistory }) },
    fail: {
      build: mutate(
        (t) => ((t.modelCalls[0]!.request as Json).messages[1].role = 'system'),
        () => validTurn({ history: toolHistory }),
      ),
      message: /model call 1: messages\[1\] sends the application's "Earlier question here" as a system message/,
    },
  },
  'model.reasoning-sent-only-when-enabled': {
    pass: { build: () => reasoningTurn(false) },
    fail: {
      build: mutate(
        (t) => ((t.modelCalls[0]!.request as Json).messages[2].reasoning_content = 'Earlier private reasoning'),
        () => reasoningTurn(false),
      ),
      message: /send_reasoning = false, yet the history's reasoning "Earlier private reasoning" reached model call 1/,
    },
  },
  'model.images-only-when-accepted': {
    pass: { build: imageTurn },
    fail: {
      build: mutate((t) => (t.agent.accepts_images = false), imageTurn),
      message: /accepts_images = false, yet model call 1 carries 1 image_url parts/,
    },
  },
  'model.tool-results-as-tool-role': {
    fail: {
      build: mutate((t) => ((t.modelCalls[1]!.request as Json).messages.at(-1).role = 'user')),
      message:
        /model call 2: the result of step 1's call call_1 is not sent as a role tool message with tool_call_id call_1/,
    },
  },
  'model.no-tools-on-last-step': {
    pass: { build: stepLimitAnswer },
    fail: {
      build: mutate(
        (t) => ((t.modelCalls[1]!.request as Json).tools = [{ type: 'function', function: { name: 'list' } }]),
        stepLimitAnswer,
      ),
      message: /model call 2 reaches max_steps 2 yet offers tools \["list"\]/,
    },
  },
  'model.usage-reported': {
    fail: {
      build: mutate((t) => (eventData(t, 'step.finished', 1).tokens = { input: 1, output: 1 })),
      message:
        /\(step\.finished step 2\): tokens \{"input":1,"output":1\}, the model reported \{"input":20,"output":5\}/,
    },
  },
  'model.no-url-fetch': {
    pass: { build: () => validTurn(), expectations: { canaryRequests: 0 } },
    fail: {
      build: () => validTurn(),
      expectations: { canaryRequests: 2 },
      message: /the canary address received 2 request\(s\)/,
    },
  },

  // Rejection.
  'rejection.refused': {
    pass: { build: () => refusedTurn(), expectations: REJECTION },
    fail: {
      build: mutate(
        (t) => ((t.send.body!.json as Json).error.code = -32603),
        () => refusedTurn(),
      ),
      expectations: REJECTION,
      message: /refused with JSON-RPC error -32603, not -32602/,
    },
  },
  'rejection.names-problem': {
    pass: { build: () => rejectedTaskTurn(), expectations: REJECTION },
    fail: {
      build: () => refusedTurn('bad input at 0'),
      expectations: REJECTION,
      message: /the refusal "bad input at 0" contains none of message\.system-refused's keywords \["system"\]/,
    },
  },
  'rejection.bad-request-detail': {
    pass: { build: () => refusedTurn(), expectations: REJECTION },
    fail: {
      build: () =>
        refusedTurn(undefined, [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'x', domain: 'd' }]),
      expectations: REJECTION,
      message: /error\.data carries no type\.googleapis\.com\/google\.rpc\.BadRequest/,
    },
  },
  'rejection.no-model-call': {
    pass: { build: () => refusedTurn(), expectations: REJECTION },
    fail: {
      build: mutate(
        (t) => (t.modelCalls = validTurn().modelCalls.slice(0, 1)),
        () => refusedTurn(),
      ),
      expectations: REJECTION,
      message: /the history breaks message\.system-refused, yet the vessel made 1 model call\(s\)/,
    },
  },
  'a2a.error-response': {
    pass: { build: () => refusedTurn(), expectations: REJECTION },
    fail: {
      build: mutate(
        (t) => ((t.send.body!.json as Json).error.code = '-32602'),
        () => refusedTurn(),
      ),
      expectations: REJECTION,
      message: /error\.code "-32602" is not an integer/,
    },
  },
  'a2a.error-data': {
    pass: { build: () => refusedTurn(), expectations: REJECTION },
    fail: {
      build: () => refusedTurn(undefined, { reason: 'x' }),
      expectations: REJECTION,
      message: /error\.data is \{"reason":"x"\}, not an array of @type objects/,
    },
  },
  // The A2A specification's requirements on the answers of a turn.
  'a2a.cancel-returns-task': {
    pass: { build: cancelledWithAnswer() },
    fail: {
      build: cancelledWithAnswer((task) => (task.status.state = 'TASK_STATE_WORKING')),
      message: /CancelTask answered the task in "TASK_STATE_WORKING", not TASK_STATE_CANCELED/,
    },
  },
  // Views of the task (src/checks/views.ts; every clause in views.test.ts).
  'views.get-task': {
    fail: {
      build: mutate((t) => setGetTaskBody(t, (r) => (r.contextId = 'conv-2'))),
      message: /GetTask's task has contextId "conv-2", the stream "conv-1"/,
    },
  },
  'views.cancel-task': {
    pass: { build: cancelledWithAnswer() },
    fail: {
      build: cancelledWithAnswer((task) => (task.contextId = 'conv-2')),
      message: /CancelTask's task has contextId "conv-2", the stream "conv-1"/,
    },
  },
  'a2a.camel-case': {
    fail: {
      build: mutate((t) => setGetTaskBody(t, (r) => (r.context_id = r.contextId))),
      message: /GetTask: 1 snake_case field name\(s\) \(result\.context_id\)/,
    },
  },
  'a2a.timestamps': {
    pass: { build: stamped('2026-01-01T10:00:00.250Z') },
    fail: {
      build: stamped('2026-01-01T12:00:00+02:00'),
      message: /GetTask: result\.status\.timestamp is "2026-01-01T12:00:00\+02:00", not an ISO 8601 time in UTC with Z/,
    },
  },
  'a2a.result-response': {
    fail: {
      build: mutate((t) => (t.getTask = { ...t.getTask!, responseHeaders: { 'content-type': 'text/plain' } })),
      message: /GetTask was answered with Content-Type "text\/plain"/,
    },
  },
  // Values (src/rules/values.ts): relations the documents give a field's value.
  'values.tool-call-ids': {
    fail: {
      build: mutate((t) => (eventData(t, 'tool.started').call_id = 'v-call_1')),
      message: /\(tool\.started v-call_1\): call_id "v-call_1" and name "list" are no tool call the model made/,
    },
  },
  'values.tool-error-to-model': {
    pass: { build: failingToolTurn },
    fail: {
      build: mutate((t) => (toolResultSent(t, 1).content = 'the tool failed'), failingToolTurn),
      message:
        /model call 2 sees the failed tool's result as "the tool failed", not its error text "no such folder: \/x"/,
    },
  },
  'values.tool-failed-error': {
    pass: { build: failingToolTurn, expectations: { toolsFail: true } },
    fail: {
      build: mutate((t) => (eventData(t, 'tool.finished').error = null), failingToolTurn),
      expectations: { toolsFail: true },
      message: /\(tool\.finished call_1\): the tool failed \(the profile's failing tool\), yet its error is null/,
    },
  },
  'values.tool-output-to-model': {
    fail: {
      build: mutate((t) => (toolResultSent(t, 1).content = 'result: species/')),
      message:
        /model call 2 sees the result "result: species\/", whose first 4,000 characters are not the output "species\/"/,
    },
  },
  'values.summary-model': {
    fail: {
      build: mutate((t) => (chunkData(t, lastChunk(t)).turn.model = 'other-model')),
      message: /the summary's model "other-model" is not the model the vessel called \(\["mock"\]\)/,
    },
  },
};

/** The rule a case of the table judges. */
export function ruleOfCase(key: string, c: TurnCase): RuleId {
  const rule = c.rule ?? key;
  if (!hasRule(rule)) throw new Error(`turn case ${key} names no rule of the catalogue`);
  return rule;
}

/** INFO rules are shown, never judged: a turn that shows them and one that has nothing to show. */
export const infoCases: { [R in RuleId]?: { shown: Variant; absent: Variant } } = {
  'merge.lateness': { shown: { build: () => validTurn() }, absent: { build: modelErrorTurn } },
  'artifact.answer-primitives': {
    shown: {
      build: () => validTurn({ answerExtraParts: [{ data: { components: [] }, mediaType: 'application/json' }] }),
    },
    absent: { build: () => validTurn() },
  },
  'values.elapsed': { shown: { build: () => validTurn() }, absent: { build: () => refusedTurn() } },
  'values.history-sent': {
    shown: { build: () => validTurn({ history: toolHistory }) },
    absent: { build: () => refusedTurn() },
  },
  'values.model-name': { shown: { build: () => validTurn() }, absent: { build: () => refusedTurn() } },
  'values.cut-step': { shown: { build: () => cutLastCall() }, absent: { build: () => validTurn() } },
};
