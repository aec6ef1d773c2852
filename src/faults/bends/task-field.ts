// One field of a task bent in one view only (src/faults/task-fields.ts): the answer of the view's
// method rewritten in that field, every other view left as the vessel wrote it, so only a check
// that reads that field in that view can see it. A stream's ids and status are bent in the event
// that ends it (the terminal status update), an artifact's fields on the answer artifact wherever
// the view shows it, and a task's own fields (history, metadata) on its snapshot.
import { ArtifactNames } from '../../a2a/vessel-events.ts';
import { isTerminalState } from '../../a2a/wire.ts';
import { taskViews, type TaskView } from '../task-fields.ts';
import type { ClauseRef } from '../../rules/index.ts';
import { isObject } from '../../transcript/read.ts';
import type { Bend } from '../bend.ts';
import { fault, type Fault, type FaultExtras } from '../fault.ts';
import { mapStream, rewriteResult, type StreamEvent } from './server.ts';

type Body = Record<string, unknown>;

const other = (value: unknown) => `${String(value)}-other`;
/** An offset A2A §5.6.1 forbids ("MUST NOT include timezone offsets other than 'Z'"). */
const OFFSET_TIME = '2026-01-01T01:00:00+01:00';

/** Messages no history of the turn holds: more than a historyLength of 1 allows, and any for 0. */
const EXTRA_HISTORY = [1, 2].map((n) => ({
  messageId: `vessel-kit-bent-history-${n}`,
  role: 'ROLE_USER',
  parts: [{ text: 'A message the task never had.' }],
}));

/** How each field is bent: a value one reading of the documents can tell from the vessel's. */
const BENT: Readonly<Record<string, { what: string; bend: (value: unknown) => unknown }>> = {
  id: { what: 'another task id', bend: other },
  contextId: { what: 'another contextId', bend: other },
  'status.state': {
    what: 'another terminal state than the one it ended in',
    bend: (state) =>
      isTerminalState(state)
        ? state === 'TASK_STATE_COMPLETED'
          ? 'TASK_STATE_FAILED'
          : 'TASK_STATE_COMPLETED'
        : state,
  },
  'status.message': {
    what: 'its status message under another messageId',
    bend: (message) => (isObject(message) ? { ...message, messageId: other(message.messageId) } : message),
  },
  'status.timestamp': { what: `the timestamp ${OFFSET_TIME}, an offset other than Z`, bend: () => OFFSET_TIME },
  'artifacts[].artifactId': { what: 'the answer artifact under another artifactId', bend: other },
  'artifacts[].name': { what: 'the answer artifact under another name', bend: other },
  'artifacts[].parts': {
    what: "the answer's text with a character more ('!')",
    bend: (parts) =>
      Array.isArray(parts)
        ? parts.map((p: unknown) => (isObject(p) && typeof p.text === 'string' ? { ...p, text: `${p.text}!` } : p))
        : parts,
  },
  history: {
    what: 'two history messages more than it holds (a history where it has none)',
    bend: (history) => [...(Array.isArray(history) ? history : []), ...EXTRA_HISTORY],
  },
};

const VIEW_NAMES: Readonly<Record<TaskView, string>> = {
  stream: 'the turn stream (SendStreamingMessage)',
  'send-message': "SendMessage's task",
  'get-task': "GetTask's task",
  'cancel-task': "CancelTask's task",
  'list-tasks': 'each task ListTasks lists',
  subscribe: 'a SubscribeToTask stream',
};

const ARTIFACT_FIELD = /^artifacts\[\]\.(.+)$/;

/** `body` with `path` (dotted, no arrays) bent, the objects on the way copied (the task store keeps the originals). */
function withPath(body: Body, path: string, bend: (value: unknown) => unknown): Body {
  const [head, ...rest] = path.split('.');
  const key = head!;
  if (rest.length === 0) return { ...body, [key]: bend(body[key]) };
  const inner = isObject(body[key]) ? body[key] : {};
  return { ...body, [key]: withPath(inner, rest.join('.'), bend) };
}

/** The answer artifact bent in `key` (other artifacts as they were). */
const answerBent = (artifact: unknown, key: string, bend: (value: unknown) => unknown): unknown =>
  isObject(artifact) && artifact.name === ArtifactNames.answer ? { ...artifact, [key]: bend(artifact[key]) } : artifact;

/** A whole task with `field` bent. */
function bentTask(task: Body, field: string): Body {
  const { bend } = BENT[field]!;
  const artifactKey = ARTIFACT_FIELD.exec(field)?.[1];
  if (artifactKey === undefined) return withPath(task, field, bend);
  return Array.isArray(task.artifacts)
    ? { ...task, artifacts: task.artifacts.map((a: unknown) => answerBent(a, artifactKey, bend)) }
    : task;
}

/** One stream event with `field` bent where the event carries it (see the head of this file). */
function bentEvent(event: StreamEvent, field: string): StreamEvent {
  const { bend } = BENT[field]!;
  const result: Body = { ...event.result };
  const artifactKey = ARTIFACT_FIELD.exec(field)?.[1];
  if (artifactKey !== undefined) {
    if (isObject(result.task)) result.task = bentTask(result.task, field);
    if (isObject(result.artifactUpdate) && isObject(result.artifactUpdate.artifact))
      result.artifactUpdate = {
        ...result.artifactUpdate,
        artifact: answerBent(result.artifactUpdate.artifact, artifactKey, bend),
      };
  } else if (field === 'history' || field === 'metadata') {
    if (isObject(result.task)) result.task = bentTask(result.task, field);
  } else if (isObject(result.statusUpdate) && isObject(result.statusUpdate.status)) {
    if (!isTerminalState(result.statusUpdate.status.state)) return event;
    const path = field === 'id' ? 'taskId' : field;
    result.statusUpdate = withPath(result.statusUpdate, path, bend);
  }
  return { ...event, result } as StreamEvent;
}

/** `field` bent in `view` only. */
export function bendTaskField(field: string, view: TaskView): Bend {
  if (!BENT[field]) throw new Error(`no bend for the task field ${field}`);
  const { method } = taskViews[view];
  switch (view) {
    case 'stream':
    case 'subscribe':
      return mapStream(() => (event) => [bentEvent(event, field)], { methods: [method] });
    case 'send-message':
      return rewriteResult(method, (result) =>
        isObject(result.task) ? { ...result, task: bentTask(result.task, field) } : bentTask(result, field),
      );
    case 'list-tasks':
      return rewriteResult(method, (result) =>
        Array.isArray(result.tasks)
          ? { ...result, tasks: result.tasks.map((t: unknown) => (isObject(t) ? bentTask(t, field) : t)) }
          : undefined,
      );
    default:
      return rewriteResult(method, (task) => bentTask(task, field));
  }
}

const SLUGS: Readonly<Record<string, string>> = {
  id: 'task-id',
  contextId: 'context-id',
  'status.state': 'state',
  'status.message': 'status-message',
  'status.timestamp': 'timestamp',
  'artifacts[].artifactId': 'answer-artifact-id',
  'artifacts[].name': 'answer-name',
  'artifacts[].parts': 'answer-text',
  history: 'history',
};

/**
 * The fault of one cell of the task-field table: `field` bent in `view` only, aimed at `clause`
 * (the rule that judges that field there). Its name says the view and the field: `get-task-bent-state`.
 */
export function taskFieldFault<const C extends ClauseRef>(
  clause: C | readonly [C, ...ClauseRef[]],
  field: string,
  view: TaskView,
  extras: Omit<FaultExtras, 'bends'> = {},
): Fault<C> {
  const { what } = BENT[field] ?? { what: field };
  return fault(
    clause,
    `${view}-bent-${SLUGS[field] ?? field}`,
    `${VIEW_NAMES[view]} shows ${what}, in that view only`,
    bendTaskField(field, view),
    {
      ...extras,
      bends: [{ field, view }],
    },
  );
}
