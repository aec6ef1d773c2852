// Tasks (A2A 1.0 §3.1.3–3.1.5; CONTRACT.md › A2A layer): GetTask and CancelTask on an unknown id,
// on a finished task and on a cancelled one; CancelTask on a running turn; ListTasks, shown after
// a turn and judged over three tasks of one context.
//
//   "CancelTask on a finished task answers -32002 […]; on an unknown id -32001."
import { randomBytes } from 'node:crypto';
import type { RecordedExchange } from '../../src/a2a/recording.ts';
import { taskIdOf } from '../../src/a2a/stream-events.ts';
import type { ConformanceCase } from '../../src/case/index.ts';
import {
  allAnsweredWithMessage,
  answeredWithMessage,
  authoritiesOf,
  authorityOfTask,
  checkCancelCancelled,
  checkCancelFinished,
  checkListTasks,
  checkListTasksArtifacts,
  checkListTasksFilters,
  checkListTasksOrder,
  checkListTasksPaging,
  checkListTasksViews,
  checkExchangeTimestamps,
  checkMessageToFinished,
  checkTaskNotFound,
  checkTaskShape,
  checkTurn,
  finishedTaskOf,
  notApplicable,
  nothingToJudge,
} from '../../src/checks/index.ts';
import { hasArtifacts, taskOf } from '../../src/checks/view.ts';
import { isObject } from '../../src/transcript/read.ts';
import { sentenceOf } from '../sentence.ts';
import {
  CONTRACT_SECTION,
  plainMessage,
  sleep,
  SPEC_SECTION,
  unknownTaskId,
  withAnswerShapes,
  withErrorShape,
} from './shared.ts';

export const taskNotFound: ConformanceCase = {
  id: 'a2a.tasks.task-not-found',
  title: 'GetTask and CancelTask on an unknown id get -32001',
  section: CONTRACT_SECTION,
  sentence: sentenceOf('a2a.task-not-found', 1),
  rules: ['a2a.task-not-found', 'a2a.error-response', 'a2a.error-data'],
  needs: [],
  async run(ctx) {
    const id = unknownTaskId(ctx);
    const exchanges = await Promise.all([ctx.client.getTask(id), ctx.client.cancelTask(id)]);
    return withErrorShape(exchanges.flatMap(checkTaskNotFound), exchanges);
  },
};

const FINISHED_RULES = [
  'a2a.get-task-final',
  'views.get-task',
  'a2a.cancel-finished',
  'a2a.message-to-finished',
] as const;

export const afterFinished: ConformanceCase = {
  id: 'a2a.tasks.finished-task',
  title: 'After a turn: GetTask returns the final task; CancelTask gets -32002; a new message to the task gets -32004',
  section: CONTRACT_SECTION,
  sentence: `${sentenceOf('a2a.cancel-finished')} […] ${sentenceOf('a2a.message-to-finished')}`,
  rules: FINISHED_RULES,
  needs: [],
  async run(ctx) {
    const turn = await ctx.recordTurn({
      text: 'A short turn to finish.',
      steps: [{ text: 'Finished.' }],
      orSendMessage: true,
    });
    if (answeredWithMessage(turn))
      return { verdicts: notApplicable(FINISHED_RULES, 'to get, cancel or send a message to'), turns: [turn] };
    const verdicts = checkTurn(turn, { status: 'ok' });
    const finished = finishedTaskOf(turn);
    if (finished === undefined) {
      // The turn's own verdicts already fail what went wrong; the calls were never sent, so their rules are not judged.
      verdicts.push(...checkCancelFinished(undefined, { wasCancelled: false }), ...checkMessageToFinished(undefined));
      return { verdicts, turns: [turn] };
    }
    const { id } = finished;
    const cancel = await ctx.client.cancelTask(id);
    const message = await ctx.client.sendMessage({
      message: { messageId: `m-${id}`, taskId: id, role: 'ROLE_USER', parts: [{ text: 'One more thing.' }] },
    });
    verdicts.push(
      // A task that finished cancelled is the other clause's: CancelTask may then return it (#cancelled).
      ...checkCancelFinished(cancel, { wasCancelled: finished.state === 'TASK_STATE_CANCELED' }),
      ...checkMessageToFinished(message),
    );
    return { ...withErrorShape(verdicts, [cancel, message]), turns: [turn] };
  },
};

export const cancelTwice: ConformanceCase = {
  id: 'a2a.tasks.cancel-cancelled',
  title: 'CancelTask on a task already cancelled gets -32002 or the cancelled task',
  section: CONTRACT_SECTION,
  sentence: sentenceOf('a2a.cancel-finished'),
  rules: ['a2a.cancel-finished'],
  needs: [],
  async run(ctx) {
    // Cancelled as soon as the stream names its task (the A2A task event), which every task's stream begins with.
    const turn = await ctx.recordTurn({
      text: 'Take your time.',
      cancelAfter: { event: 'task' },
      steps: [{ text: 'Too late.', timing: { ttft_ms: 3000 } }],
    });
    if (answeredWithMessage(turn))
      return { verdicts: notApplicable(['a2a.cancel-finished'], 'to cancel'), turns: [turn] };
    const verdicts = checkTurn(turn, { status: 'cancelled', cancelled: true });
    const finished = finishedTaskOf(turn);
    const again = finished?.state === 'TASK_STATE_CANCELED' ? await ctx.client.cancelTask(finished.id) : undefined;
    return {
      ...withErrorShape([...verdicts, ...checkCancelCancelled(turn, again)], again ? [again] : []),
      turns: [turn],
    };
  },
};

export const cancelTask: ConformanceCase = {
  id: 'a2a.tasks.cancel-task',
  title: 'CancelTask on a running turn answers the task itself, TASK_STATE_CANCELED, in its A2A shape',
  section: `${SPEC_SECTION} › 3.1.5`,
  sentence: sentenceOf('a2a.cancel-returns-task'),
  rules: ['a2a.cancel-returns-task', 'a2a.task-shape', 'views.cancel-task'],
  needs: [],
  async run(ctx) {
    // CancelTask once the stream names its task (the A2A task event), while the slow answer is still being written.
    const turn = await ctx.recordTurn({
      text: 'Write slowly.',
      cancelAfter: { event: 'task' },
      steps: [{ text: 'word '.repeat(120), timing: { chunk_chars: 5, interval_ms: 15 } }],
    });
    if (answeredWithMessage(turn))
      return {
        verdicts: notApplicable(['a2a.cancel-returns-task', 'a2a.task-shape', 'views.cancel-task'], 'to cancel'),
        turns: [turn],
      };
    return { verdicts: checkTurn(turn, { status: 'cancelled', cancelled: true }), turns: [turn] };
  },
};

export const listTasks: ConformanceCase = {
  id: 'a2a.tasks.list-tasks',
  title: 'ListTasks (optional): what it answers after a turn, shown and never judged',
  section: CONTRACT_SECTION,
  sentence: sentenceOf('a2a.list-tasks'),
  rules: ['a2a.list-tasks', 'views.list-tasks', 'a2a.timestamps'],
  needs: [],
  async run(ctx) {
    const turn = await ctx.recordTurn({ text: 'A turn to list.', steps: [{ text: 'Listed.' }], orSendMessage: true });
    if (answeredWithMessage(turn))
      return {
        verdicts: notApplicable(['a2a.list-tasks', 'views.list-tasks', 'a2a.timestamps'], 'to list'),
        turns: [turn],
      };
    const request = turn.send.requestBody;
    const contextId =
      isObject(request) && isObject(request.params) && isObject(request.params.message)
        ? request.params.message.contextId
        : undefined;
    const list = await ctx.client.listTasks(typeof contextId === 'string' ? { contextId } : {});
    return {
      verdicts: [
        ...checkTurn(turn, { status: 'ok' }),
        ...checkListTasks(list),
        ...checkListTasksViews(list, authoritiesOf(turn)),
        ...checkExchangeTimestamps([{ what: 'ListTasks', exchange: list }]),
      ],
      turns: [turn],
      exchanges: [list],
    };
  },
};

const LIST_RULES = [
  'a2a.list-tasks-filters',
  'a2a.list-tasks-paging',
  'a2a.list-tasks-order',
  'a2a.list-tasks-artifacts',
  'a2a.task-shape',
  'views.list-tasks',
  'a2a.timestamps',
] as const;

export const listTasksPaged: ConformanceCase = {
  id: 'a2a.tasks.list-tasks-paged',
  title:
    'ListTasks over three tasks of one context: filtered, paged by cursor, newest first, artifacts only when asked',
  section: `${SPEC_SECTION} › 3.1.4`,
  sentence: `${sentenceOf('a2a.list-tasks-paging', 1)}`,
  rules: LIST_RULES,
  needs: [],
  async run(ctx) {
    const contextId = `vessel-kit-list-${randomBytes(6).toString('hex')}`;
    const created: RecordedExchange[] = [];
    for (let i = 0; i < 3; i++) {
      created.push(await ctx.client.sendMessage({ message: plainMessage(`list-${i}`, { contextId }) }));
      await sleep(5);
    }
    const ids = created.map((e) => taskIdOf(e.body?.json)).filter((id): id is string => id !== undefined);
    // Listing no task would pass every rule vacuously: with none made, nothing of ListTasks is judged.
    if (ids.length === 0)
      return withAnswerShapes(
        allAnsweredWithMessage(created)
          ? notApplicable(LIST_RULES, 'to list')
          : nothingToJudge(LIST_RULES, 'no SendMessage of the case returned a task to list'),
        created,
      );
    const byContext = await ctx.client.listTasks({ contextId });
    const byStatus = await ctx.client.listTasks({ contextId, status: 'TASK_STATE_COMPLETED' });
    const pages: RecordedExchange[] = [];
    for (let token: unknown = ''; pages.length < ids.length + 2;) {
      const page = await ctx.client.listTasks({ contextId, pageSize: 1, ...(token ? { pageToken: token } : {}) });
      pages.push(page);
      const result = (page.body?.json as { result?: { nextPageToken?: unknown } } | undefined)?.result;
      token = result?.nextPageToken;
      if (typeof token !== 'string' || token === '') break;
    }
    const withArtifacts = await ctx.client.listTasks({ contextId, includeArtifacts: true });
    // The tasks as the agent returned them: SendMessage's, else (a task returned before it finished) GetTask's.
    const made: unknown[] = [];
    for (const [i, id] of ids.entries()) {
      const sent = taskOf(created[i]!);
      made.push(hasArtifacts(sent) ? sent : taskOf(await ctx.client.getTask(id)));
    }
    const verdicts = [
      ...checkListTasksFilters(byContext, ids, { exchange: byStatus, state: 'TASK_STATE_COMPLETED' }),
      ...checkListTasksPaging(pages, 1, ids.length),
      ...checkListTasksOrder(byContext, ids),
      ...checkListTasksArtifacts(byContext, withArtifacts, made),
      ...checkTaskShape({ 'list-tasks': withArtifacts }),
      ...checkExchangeTimestamps([{ what: 'ListTasks with includeArtifacts', exchange: withArtifacts }]),
      // The listed tasks against the tasks as the agent returned them.
      ...checkListTasksViews(
        withArtifacts,
        made.filter(isObject).map((task) => authorityOfTask(task, 'the task the agent returned')),
      ),
    ];
    return withAnswerShapes(verdicts, [...created, byContext, byStatus, ...pages, withArtifacts]);
  },
};
