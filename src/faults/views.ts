// Faults of the views rules (src/rules/views.ts): each bends one view of a task (GetTask's,
// CancelTask's, ListTasks', a SubscribeToTask stream) in one value, the turn's own stream and the
// other views left as they were, so only the comparison of that view can see it.
import { ArtifactNames } from '../a2a/vessel-events.ts';
import { Methods } from '../a2a/wire.ts';
import { isObject } from '../transcript/read.ts';
import type { Bend } from './bend.ts';
import { mapStream, rewriteReply, rewriteResult } from './bends/server.ts';
import { fault, type FaultsOf } from './fault.ts';
import { taskFieldFault } from './bends/task-field.ts';

type Body = Record<string, unknown>;

const other = (value: unknown) => `${String(value)}-other`;

/** Each artifact of a task, changed (a copy: the task store keeps the original). */
const withArtifacts = (task: Body, change: (artifact: Body) => Body): Body | undefined =>
  Array.isArray(task.artifacts)
    ? { ...task, artifacts: task.artifacts.map((a: unknown) => (isObject(a) ? change(structuredClone(a)) : a)) }
    : undefined;

/** The answer's text parts with their last character left out: one character off. */
const answerCut = (artifact: Body): Body =>
  artifact.name === ArtifactNames.answer && Array.isArray(artifact.parts)
    ? {
        ...artifact,
        parts: artifact.parts.map((p: unknown) =>
          isObject(p) && typeof p.text === 'string' && p.text.length > 0 ? { ...p, text: p.text.slice(0, -1) } : p,
        ),
      }
    : artifact;

/** Each task of a ListTasks answer changed, when the call's params `when` picks. */
const listed = (when: (params: Body) => boolean, change: (task: Body) => Body): Bend =>
  rewriteReply((body, call) => {
    if (call.method !== Methods.ListTasks || !when(call.params) || !isObject(body.result)) return undefined;
    const tasks = body.result.tasks;
    if (!Array.isArray(tasks)) return undefined;
    return { ...body, result: { ...body.result, tasks: tasks.map((t: unknown) => (isObject(t) ? change(t) : t)) } };
  });

const SUBSCRIPTIONS = { methods: [Methods.SubscribeToTask] } as const;

export const faults = [
  fault(
    'views.get-task#context-id',
    'get-task-other-context',
    "GetTask answers the task under another contextId than the turn's",
    rewriteResult(Methods.GetTask, (task) => ({ ...task, contextId: other(task.contextId) })),
    { bends: [{ field: 'contextId', view: 'get-task' }] },
  ),
  fault(
    'views.get-task#artifacts',
    'get-task-other-artifact-ids',
    "GetTask's task holds its artifacts under other artifactIds than the stream sent them with",
    rewriteResult(Methods.GetTask, (task) => withArtifacts(task, (a) => ({ ...a, artifactId: other(a.artifactId) }))),
    { bends: [{ field: 'artifacts[].artifactId', view: 'get-task' }] },
  ),
  fault(
    'views.get-task#content',
    'get-task-answer-cut',
    "GetTask's answer artifact lacks the last character of the streamed answer",
    rewriteResult(Methods.GetTask, (task) => withArtifacts(task, answerCut)),
    {
      alsoBreaks: ['content.get-task-agrees', 'artifact.answer-equals-final'],
      bends: [{ field: 'artifacts[].parts', view: 'get-task' }],
    },
  ),
  fault(
    'views.get-task#status-message',
    'get-task-other-status-message',
    "GetTask's status message has another messageId than the stream's final status message",
    rewriteResult(Methods.GetTask, (task) =>
      isObject(task.status) && isObject(task.status.message)
        ? {
            ...task,
            status: {
              ...task.status,
              message: { ...task.status.message, messageId: other(task.status.message.messageId) },
            },
          }
        : undefined,
    ),
    { bends: [{ field: 'status.message', view: 'get-task' }] },
  ),
  fault(
    'views.cancel-task#context-id',
    'cancel-task-other-context',
    "CancelTask answers the task under another contextId than the turn's",
    rewriteResult(Methods.CancelTask, (task) => ({ ...task, contextId: other(task.contextId) })),
    { bends: [{ field: 'contextId', view: 'cancel-task' }] },
  ),
  fault(
    'views.cancel-task#content',
    'cancel-task-answer-more',
    "CancelTask's task holds an answer with a character the stream never sent",
    rewriteResult(Methods.CancelTask, (task) =>
      withArtifacts(task, (a) =>
        a.name === ArtifactNames.answer && Array.isArray(a.parts)
          ? {
              ...a,
              parts: a.parts.map((p: unknown) =>
                isObject(p) && typeof p.text === 'string' ? { ...p, text: `${p.text}!` } : p,
              ),
            }
          : a,
      ),
    ),
    { bends: [{ field: 'artifacts[].parts', view: 'cancel-task' }] },
  ),
  fault(
    'views.list-tasks#context-id',
    'list-tasks-other-context',
    'ListTasks lists each task under another contextId than its own',
    listed(
      () => true,
      (t) => ({ ...t, contextId: other(t.contextId) }),
    ),
    { bends: [{ field: 'contextId', view: 'list-tasks' }] },
  ),
  fault(
    'views.list-tasks#state',
    'list-tasks-stale-state',
    'ListTasks, unfiltered by status, lists each task TASK_STATE_WORKING whatever state it ended in',
    listed(
      (params) => params.status === undefined,
      (t) => ({ ...t, status: { ...(isObject(t.status) ? t.status : {}), state: 'TASK_STATE_WORKING' } }),
    ),
    { bends: [{ field: 'status.state', view: 'list-tasks' }] },
  ),
  fault(
    'views.list-tasks#artifacts',
    'list-tasks-answer-cut',
    "ListTasks with includeArtifacts lists each task's answer without its last character",
    listed(
      (params) => params.includeArtifacts === true,
      (t) => withArtifacts(t, answerCut) ?? t,
    ),
    { bends: [{ field: 'artifacts[].parts', view: 'list-tasks' }] },
  ),
  fault(
    'views.subscribe#context-id',
    'subscribe-other-context',
    "a SubscribeToTask stream names another contextId than the turn's, in every event",
    mapStream(
      () => (r) => {
        const result = structuredClone(r.result) as Record<string, Body | undefined>;
        for (const member of Object.values(result)) if (isObject(member)) member.contextId = other(member.contextId);
        return [{ ...r, result }];
      },
      SUBSCRIPTIONS,
    ),
    { bends: [{ field: 'contextId', view: 'subscribe' }] },
  ),
  fault(
    'views.subscribe#artifacts',
    'subscribe-without-answer',
    'a SubscribeToTask stream leaves out the answer artifact',
    mapStream(() => (r) => (r.result.artifactUpdate?.artifact.name === ArtifactNames.answer ? [] : [r]), SUBSCRIPTIONS),
    { alsoBreaks: ['a2a.subscribe-to-task'] },
  ),
  // One field of the task bent in one view (src/faults/task-fields.ts), where no fault above bends it.
  taskFieldFault('views.get-task#context-id', 'contextId', 'send-message'),
  taskFieldFault('views.get-task#status-message', 'status.message', 'stream'),
  taskFieldFault('views.get-task#status-message', 'status.message', 'send-message'),
  taskFieldFault('views.list-tasks#status-message', 'status.message', 'list-tasks'),
  taskFieldFault('views.get-task#artifacts', 'artifacts[].artifactId', 'stream'),
  taskFieldFault('views.get-task#artifacts', 'artifacts[].artifactId', 'send-message'),
  // The answer under another name is no answer to artifact.answer-once either.
  ...(['send-message', 'get-task'] as const).map((view) =>
    taskFieldFault('views.get-task#artifacts', 'artifacts[].name', view, { alsoBreaks: ['artifact.answer-once'] }),
  ),
  taskFieldFault('views.cancel-task#content', 'artifacts[].artifactId', 'cancel-task'),
  taskFieldFault('views.cancel-task#content', 'artifacts[].name', 'cancel-task'),
  taskFieldFault('views.list-tasks#artifacts', 'artifacts[].artifactId', 'list-tasks'),
  taskFieldFault('views.list-tasks#artifacts', 'artifacts[].name', 'list-tasks'),
  // A subscription's answer bent is also not the turn's own events (a2a.subscribe-to-task#same-events).
  ...(['artifacts[].artifactId', 'artifacts[].name', 'artifacts[].parts'] as const).map((field) =>
    taskFieldFault('views.subscribe#artifacts', field, 'subscribe', { alsoBreaks: ['a2a.subscribe-to-task'] }),
  ),
  taskFieldFault('views.get-task#content', 'artifacts[].parts', 'send-message', {
    alsoBreaks: ['artifact.answer-equals-final'],
  }),
] satisfies FaultsOf<'views'>;
