// Which rule judges which field of a task in which view (issue 21, "find the breakages
// yourselves"). A task's fields are read from the wire types (TaskSchema), and so is where each
// view carries them: the answer schema of the method the view is (a stream's task snapshot and
// updates, SendMessage's, GetTask's and CancelTask's task, a ListTasks page). Every (field, view)
// a view carries is here, with the clauses that judge that field in that view, or, where no
// sentence gives the value there, the reason. Each (clause, field, view) has a fault that bends
// that field in that view only (src/faults/bends/task-field.ts) and must fail the clause's rule;
// test/faults/task-fields.test.ts holds the table to the wire types and to the fault catalogue, and
// docs/faults.md shows it. The vessel's own fields inside a status message or an artifact's parts
// (its events, its summary) are the field table's (src/rules/fields.ts).
import {
  ListTasksResponseSchema,
  Methods,
  SendMessageResponseSchema,
  StreamResponseSchema,
  TaskSchema,
  type MethodName,
  type Schema,
} from '../a2a/wire.ts';
import { wirePaths } from '../a2a/wire-paths.ts';
import type { ClauseRef } from '../rules/index.ts';

/** The views of one task: a method whose answer shows it. */
export const TaskViews = ['stream', 'send-message', 'get-task', 'cancel-task', 'list-tasks', 'subscribe'] as const;
export type TaskView = (typeof TaskViews)[number];

/** Where a view's answer carries a task's fields: the answer's wire path, and the task path it is. */
interface Carrier {
  readonly wire: string;
  /** The task path there ('' for the task itself). */
  readonly task: string;
}

interface ViewOfTask {
  readonly method: MethodName;
  /** The schema of the method's JSON-RPC result (a stream's: of each event's). */
  readonly result: Schema;
  readonly carriers: readonly Carrier[];
}

/** A stream's events: the task snapshot, and the updates that carry its ids, its status and its artifacts. */
const STREAM_CARRIERS: readonly Carrier[] = [
  { wire: 'task', task: '' },
  { wire: 'statusUpdate.taskId', task: 'id' },
  { wire: 'statusUpdate.contextId', task: 'contextId' },
  { wire: 'statusUpdate.status', task: 'status' },
  { wire: 'artifactUpdate.taskId', task: 'id' },
  { wire: 'artifactUpdate.contextId', task: 'contextId' },
  { wire: 'artifactUpdate.artifact', task: 'artifacts[]' },
];

export const taskViews: Readonly<Record<TaskView, ViewOfTask>> = {
  stream: { method: Methods.SendStreamingMessage, result: StreamResponseSchema, carriers: STREAM_CARRIERS },
  'send-message': {
    method: Methods.SendMessage,
    result: SendMessageResponseSchema,
    carriers: [{ wire: 'task', task: '' }],
  },
  'get-task': { method: Methods.GetTask, result: TaskSchema, carriers: [{ wire: '', task: '' }] },
  'cancel-task': { method: Methods.CancelTask, result: TaskSchema, carriers: [{ wire: '', task: '' }] },
  'list-tasks': {
    method: Methods.ListTasks,
    result: ListTasksResponseSchema,
    carriers: [{ wire: 'tasks[]', task: '' }],
  },
  subscribe: { method: Methods.SubscribeToTask, result: StreamResponseSchema, carriers: STREAM_CARRIERS },
};

/** Values judged whole, never field by field here: a message (a vessel's event), a part list, free maps. */
const ATOMS = new Set([
  'status.message',
  'artifacts[].parts',
  'artifacts[].metadata',
  'artifacts[].extensions',
  'history',
  'metadata',
]);

/** A task's fields, from TaskSchema: `id`, `status.state`, `artifacts[].name`, … */
export const taskFields: readonly string[] = wirePaths(TaskSchema, ATOMS);

const fieldOfTaskPath = (path: string): string | undefined =>
  taskFields.find((f) => path === f || path.startsWith(`${f}.`) || path.startsWith(`${f}[]`));

const taskPathOf = (wire: string, carrier: Carrier): string | undefined => {
  if (carrier.wire !== '' && wire !== carrier.wire && !wire.startsWith(`${carrier.wire}.`)) return undefined;
  const rest = carrier.wire === '' ? wire : wire.slice(carrier.wire.length).replace(/^\./, '');
  return carrier.task === '' ? rest : rest === '' ? carrier.task : `${carrier.task}.${rest}`;
};

/** The task fields a view carries, each with the wire paths of the view's answer it sits at. */
export function carriedFields(view: TaskView): Map<string, string[]> {
  const { result, carriers } = taskViews[view];
  const carried = new Map<string, string[]>();
  for (const wire of wirePaths(result))
    for (const carrier of carriers) {
      const path = taskPathOf(wire, carrier);
      const field = path === undefined ? undefined : fieldOfTaskPath(path);
      if (field === undefined) continue;
      const at = field === path ? wire : wire.slice(0, wire.length - (path!.length - field.length));
      const list = carried.get(field) ?? [];
      if (!list.includes(at)) list.push(at);
      carried.set(field, list);
    }
  return carried;
}

/** What judges one field in one view: the clauses, or why no sentence gives it a value there. */
export type Judgement = { readonly clauses: readonly ClauseRef[] } | { readonly unjudged: string };

const NO_DESCRIPTION =
  "no sentence gives an artifact's description a value: events.txt names the vessel's artifacts and their parts, never a description";
const METADATA =
  'A2A\'s metadata is free ("optional metadata for extensions"); no sentence of events.txt or CONTRACT.md gives it a value';
const EXTENSIONS =
  'the URIs of the extensions that contributed to an artifact: a vessel uses none (CONTRACT.md), and no sentence says which an artifact lists';
const HISTORY_UNASKED =
  'A2A lets a task leave its history out (§3.1.3 "optionally history"), and this method takes no historyLength (a2a.proto), the one thing that bounds it (§3.2.4)';
const CANCEL_MESSAGE =
  'CancelTask answers the task at that moment (§3.1.5 "returns its updated state"): which of the turn\'s status messages it holds depends on when the cancel landed, and no sentence ties it to one';

/** The same judgement in every view. */
const everywhere = (judgement: Judgement): Partial<Record<TaskView, Judgement>> =>
  Object.fromEntries(TaskViews.map((v) => [v, judgement]));
const by = (...clauses: readonly ClauseRef[]): Judgement => ({ clauses });

/**
 * Every (field, view) the wire types carry, judged or not. The stream is the turn (for a turn
 * answered once, SendMessage's task is): a field bent there is seen where another view, or the
 * turn's own events, disagree with it.
 */
export const taskFieldJudgements: Readonly<Record<string, Readonly<Partial<Record<TaskView, Judgement>>>>> = {
  id: {
    stream: by('a2a.ids-consistent#task-id'),
    'send-message': by('a2a.get-task-final#same-task'),
    'get-task': by('a2a.get-task-final#same-task'),
    'cancel-task': by('a2a.cancel-returns-task#task'),
    'list-tasks': by('a2a.list-tasks-filters#context-id'),
    subscribe: by('a2a.subscribe-to-task#framed'),
  },
  contextId: {
    stream: by('a2a.ids-consistent#context-id'),
    'send-message': by('views.get-task#context-id'),
    'get-task': by('views.get-task#context-id'),
    'cancel-task': by('views.cancel-task#context-id'),
    'list-tasks': by('views.list-tasks#context-id'),
    subscribe: by('views.subscribe#context-id'),
  },
  'status.state': {
    stream: by('a2a.get-task-final#final-state'),
    'send-message': by('a2a.get-task-final#final-state', 'status.task-state#state-of-status'),
    'get-task': by('a2a.get-task-final#final-state'),
    'cancel-task': by('a2a.cancel-returns-task#canceled'),
    'list-tasks': by('views.list-tasks#state'),
    subscribe: by('a2a.subscribe-to-task#same-final-state'),
  },
  'status.message': {
    stream: by('views.get-task#status-message'),
    'send-message': by('views.get-task#status-message'),
    'get-task': by('views.get-task#status-message'),
    'cancel-task': { unjudged: CANCEL_MESSAGE },
    'list-tasks': by('views.list-tasks#status-message'),
    subscribe: by('a2a.subscribe-to-task#same-events'),
  },
  'status.timestamp': everywhere(by('a2a.timestamps#whole')),
  'artifacts[].artifactId': {
    stream: by('views.get-task#artifacts'),
    'send-message': by('views.get-task#artifacts'),
    'get-task': by('views.get-task#artifacts'),
    'cancel-task': by('views.cancel-task#content'),
    'list-tasks': by('views.list-tasks#artifacts'),
    subscribe: by('views.subscribe#artifacts'),
  },
  'artifacts[].name': {
    stream: by('artifact.answer-once#sent'),
    'send-message': by('views.get-task#artifacts'),
    'get-task': by('views.get-task#artifacts'),
    'cancel-task': by('views.cancel-task#content'),
    'list-tasks': by('views.list-tasks#artifacts'),
    subscribe: by('views.subscribe#artifacts'),
  },
  'artifacts[].description': everywhere({ unjudged: NO_DESCRIPTION }),
  'artifacts[].parts': {
    stream: by('artifact.answer-equals-final#whole'),
    'send-message': by('views.get-task#content'),
    'get-task': by('views.get-task#content'),
    'cancel-task': by('views.cancel-task#content'),
    'list-tasks': by('views.list-tasks#artifacts'),
    subscribe: by('views.subscribe#artifacts'),
  },
  'artifacts[].metadata': everywhere({ unjudged: METADATA }),
  'artifacts[].extensions': everywhere({ unjudged: EXTENSIONS }),
  history: {
    stream: by('a2a.history-length#stream', 'a2a.history-length-zero#stream'),
    'send-message': by('a2a.history-length#send-message', 'a2a.history-length-zero#send-message'),
    'get-task': by('a2a.history-length#get-task', 'a2a.history-length-zero#get-task'),
    'cancel-task': { unjudged: HISTORY_UNASKED },
    'list-tasks': by('a2a.history-length#list-tasks', 'a2a.history-length-zero#list-tasks'),
    subscribe: { unjudged: HISTORY_UNASKED },
  },
  metadata: everywhere({ unjudged: METADATA }),
};

/** One cell of the table that a clause judges. */
export interface JudgedField {
  readonly clause: ClauseRef;
  readonly field: string;
  readonly view: TaskView;
}

/** Every (clause, field, view) the table judges, in table order. */
export const judgedTaskFields: readonly JudgedField[] = Object.entries(taskFieldJudgements).flatMap(([field, views]) =>
  TaskViews.flatMap((view) => {
    const judgement = views[view];
    return judgement && 'clauses' in judgement
      ? judgement.clauses.map((clause): JudgedField => ({ clause, field, view }))
      : [];
  }),
);
