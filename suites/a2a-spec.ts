// The A2A 1.0 specification for an agent over JSON-RPC, case by case: every requirement of the A2A
// TCK (a2aproject/a2a-tck, 1.0-dev) that applies to a vessel, judged by src/checks/a2a-spec.ts at
// the level the specification gives it. Plain calls, and turns where a task must exist; turns
// without a script of their own play the mock model's default script (D14).
import { randomBytes } from 'node:crypto';
import type { RecordedExchange, RecordedSseEvent } from '../src/a2a/recording.ts';
import { streamEventKind, taskIdOf } from '../src/a2a/stream-events.ts';
import { Methods } from '../src/a2a/wire.ts';
import type { CaseContext, ConformanceCase } from '../src/case/index.ts';
import {
  aboutAgent,
  cardOf,
  checkCardCaching,
  checkCardInterfacesDeclared,
  checkCardLastModified,
  checkContentTypeNotSupported,
  checkContextIdGenerated,
  checkContextTaskMismatch,
  checkErrorShapes,
  checkExtendedCardUnsupported,
  checkHistoryLength,
  checkHistoryLengthZero,
  checkInvalidParams,
  checkListTasksArtifacts,
  checkListTasksFilters,
  checkListTasksOrder,
  checkListTasksPaging,
  checkMessageUnknownTask,
  checkPushNotSupported,
  checkResultResponses,
  checkReturnImmediately,
  checkStreamsBroadcast,
  checkSubscribeFinished,
  checkSubscribeToTask,
  checkSubscribeUnknown,
  checkTaskIdUnique,
  checkTaskShape,
  checkTurn,
  checkUnknownFieldsIgnored,
  checkVersionNegotiation,
  finishedTaskId,
  PUSH_METHODS,
  type Verdict,
} from '../src/checks/index.ts';
import type { RuleId } from '../src/rules/index.ts';
import { stepSendingMs } from '../mock-model/step.ts';
import type { ScriptStep } from '../mock-model/script-schema.ts';
import { sentenceOf } from './sentence.ts';
import { SLOW_FIRST_TOKEN_MS, slowStep } from './slow-step.ts';

const SECTION = 'A2A 1.0 specification';
const ERROR_RULES: readonly RuleId[] = ['a2a.error-response', 'a2a.error-data', 'a2a.error-info'];

/** Judged on its rules, every error answer on its shape, every answer given at once on its envelope. */
function outcome(verdicts: Verdict[], exchanges: RecordedExchange[]) {
  return { verdicts: [...verdicts, ...checkErrorShapes(exchanges), ...checkResultResponses(exchanges)], exchanges };
}

const unknownTaskId = (ctx: CaseContext) => `vessel-kit-unknown-${Math.floor(ctx.random() * 1e12).toString(36)}`;
const messageId = (what: string) => `vessel-kit-${what}-${randomBytes(6).toString('hex')}`;

/** A plain message: the mock model plays its default script for it (no directive, D14). */
function plainMessage(what: string, extra: Record<string, unknown> = {}) {
  return { messageId: messageId(what), role: 'ROLE_USER', parts: [{ text: `A2A case: ${what}.` }], ...extra };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const cardDeclared: ConformanceCase = {
  id: 'a2a.agent-card-declared',
  title: "Every agent's card declares each interface whole, and is served for caching (Cache-Control, ETag, 304)",
  section: `${SECTION} › 8.3.1, 8.6.1`,
  sentence: `${sentenceOf('a2a.interfaces-declared')} […] ${sentenceOf('a2a.agent-card-caching')}`,
  rules: ['a2a.interfaces-declared', 'a2a.agent-card-caching', 'a2a.agent-card-last-modified'],
  needs: [],
  async run(ctx) {
    const verdicts: Verdict[] = [];
    const exchanges: RecordedExchange[] = [];
    for (const agent of ctx.profile.agents) {
      const client = ctx.clientFor(agent.name);
      const card = await client.getCard();
      const etag = card.responseHeaders?.etag;
      const conditional = etag ? await client.getCard({ headers: { 'if-none-match': etag } }) : undefined;
      exchanges.push(card, ...(conditional ? [conditional] : []));
      verdicts.push(
        ...aboutAgent(agent.name, [
          ...checkCardInterfacesDeclared(card),
          ...checkCardCaching(card, conditional),
          ...checkCardLastModified(card),
        ]),
      );
    }
    return { verdicts, exchanges };
  },
};

const capabilities: ConformanceCase = {
  id: 'a2a.capabilities',
  title: 'What the card does not declare is refused: GetExtendedAgentCard -32004, every push method -32003',
  section: `${SECTION} › 3.3.4`,
  sentence: `${sentenceOf('a2a.extended-card-unsupported')} […] ${sentenceOf('a2a.push-not-supported')}`,
  rules: ['a2a.extended-card-unsupported', 'a2a.push-not-supported', ...ERROR_RULES],
  needs: [],
  async run(ctx) {
    const cardExchange = await ctx.client.getCard();
    const card = cardOf(cardExchange);
    const taskId = unknownTaskId(ctx);
    const extended = await ctx.client.call('GetExtendedAgentCard', {});
    const params: Record<keyof typeof PUSH_METHODS, unknown> = {
      create: { taskId, config: { url: 'https://example.invalid/webhook' } },
      get: { taskId, id: 'config-1' },
      list: { taskId },
      delete: { taskId, id: 'config-1' },
    };
    const push = Object.fromEntries(
      await Promise.all(
        (Object.keys(PUSH_METHODS) as (keyof typeof PUSH_METHODS)[]).map(
          async (clause) => [clause, await ctx.client.call(PUSH_METHODS[clause], params[clause])] as const,
        ),
      ),
    );
    return outcome(
      [...checkExtendedCardUnsupported(card, extended), ...checkPushNotSupported(card, push)],
      [extended, ...Object.values(push)],
    );
  },
};

const contentType: ConformanceCase = {
  id: 'a2a.content-type-not-supported',
  title: 'A message part of a media type the agent does not take gets -32005',
  section: `${SECTION} › 3.1.1`,
  sentence: sentenceOf('a2a.content-type-not-supported'),
  rules: ['a2a.content-type-not-supported', ...ERROR_RULES],
  needs: [],
  async run(ctx) {
    const answer = await ctx.client.sendMessage({
      message: plainMessage('content-type', {
        parts: [
          { text: 'What is in this file?' },
          { raw: 'dmVzc2VsLWtpdA==', mediaType: 'application/x-vessel-kit-unknown' },
        ],
      }),
    });
    return outcome(checkContentTypeNotSupported(answer), [answer]);
  },
};

const returnImmediately: ConformanceCase = {
  id: 'a2a.return-immediately',
  title: 'SendMessage with returnImmediately answers at once with the task working; GetTask then sees it finish',
  section: `${SECTION} › 3.2.2`,
  sentence: sentenceOf('a2a.return-immediately'),
  rules: ['a2a.return-immediately'],
  needs: [],
  expectedMs: SLOW_FIRST_TOKEN_MS,
  async run(ctx) {
    const turn = await ctx.recordTurn({
      text: 'Answer, in your own time.',
      method: 'SendMessage',
      returnImmediately: true,
      steps: [slowStep('A slow answer.', ctx.timeoutScale)],
      getTask: false,
    });
    const taskId = taskIdOf(turn.send.body?.json);
    const polls: RecordedExchange[] = [];
    for (let i = 0; taskId !== undefined && i < 20; i++) {
      const poll = await ctx.client.getTask(taskId);
      polls.push(poll);
      const state = (poll.body?.json as { result?: { status?: { state?: string } } } | undefined)?.result?.status
        ?.state;
      if (state !== undefined && /COMPLETED|FAILED|CANCELED|REJECTED/.test(state)) break;
      await sleep(200 * ctx.timeoutScale);
    }
    const modelAnsweredAt = turn.modelCalls[0]?.frames[0]?.sentAt;
    return {
      verdicts: checkReturnImmediately(turn.send, modelAnsweredAt, polls),
      turns: [turn],
      exchanges: polls,
    };
  },
};

const ids: ConformanceCase = {
  id: 'a2a.ids',
  title: 'A message without contextId gets a generated one; every new task gets an id of its own',
  section: `${SECTION} › 3.4.1, 3.4.2`,
  sentence: `${sentenceOf('a2a.context-id-generated')} […] ${sentenceOf('a2a.task-id-unique')}`,
  rules: ['a2a.context-id-generated', 'a2a.task-id-unique', 'a2a.result-response'],
  needs: [],
  async run(ctx) {
    const first = await ctx.client.sendMessage({ message: plainMessage('no-context') });
    const second = await ctx.client.sendMessage({ message: plainMessage('no-context') });
    return outcome([...checkContextIdGenerated(first), ...checkTaskIdUnique(first, second)], [first, second]);
  },
};

const messageTaskIds: ConformanceCase = {
  id: 'a2a.message-task-ids',
  title: 'A message naming an unknown task gets -32001; one naming a running task but another context, an error',
  section: `${SECTION} › 3.4.2, 3.4.3`,
  sentence: `${sentenceOf('a2a.message-unknown-task')} […] ${sentenceOf('a2a.context-task-mismatch')}`,
  rules: ['a2a.message-unknown-task', 'a2a.context-task-mismatch', ...ERROR_RULES],
  needs: [],
  expectedMs: SLOW_FIRST_TOKEN_MS,
  async run(ctx) {
    const unknown = await ctx.client.sendMessage({
      message: plainMessage('unknown-task', { taskId: unknownTaskId(ctx) }),
    });
    let mismatch: Promise<RecordedExchange> | undefined;
    const turn = await ctx.recordTurn(
      {
        text: 'Take a moment.',
        steps: [slowStep('Done, slowly.', ctx.timeoutScale)],
      },
      (event: RecordedSseEvent) => {
        const taskId = taskIdOf(event.json);
        if (mismatch === undefined && taskId !== undefined && streamEventKind(event) === 'turn.started')
          mismatch = ctx.client.sendMessage({
            message: plainMessage('mismatch', {
              taskId,
              contextId: `vessel-kit-other-${randomBytes(4).toString('hex')}`,
            }),
          });
      },
    );
    const verdicts = [...checkMessageUnknownTask(unknown), ...checkTurn(turn, { status: 'ok' })];
    const exchanges = [unknown];
    if (mismatch) {
      const answer = await mismatch;
      exchanges.push(answer);
      verdicts.push(...checkContextTaskMismatch(answer));
    }
    return { ...outcome(verdicts, exchanges), turns: [turn] };
  },
};

const invalidParams: ConformanceCase = {
  id: 'a2a.invalid-params',
  title:
    'Parameters a method does not take get -32602 (GetTask without an id, SendMessage without a message, a negative historyLength)',
  section: `${SECTION} › 3.3.2`,
  sentence: sentenceOf('a2a.invalid-params'),
  rules: ['a2a.invalid-params', 'a2a.invalid-params-bad-request', ...ERROR_RULES],
  needs: [],
  async run(ctx) {
    const turn = await ctx.recordTurn({ text: 'A short turn.', steps: [{ text: 'Short.' }] });
    const id = finishedTaskId(turn) ?? unknownTaskId(ctx);
    const [getTask, sendMessage, historyLength] = await Promise.all([
      ctx.client.call(Methods.GetTask, {}),
      ctx.client.call(Methods.SendMessage, {}),
      ctx.client.call(Methods.GetTask, { id, historyLength: -1 }),
    ]);
    return {
      ...outcome(
        checkInvalidParams({ 'get-task': getTask, 'send-message': sendMessage, 'history-length': historyLength }),
        [getTask, sendMessage, historyLength],
      ),
      turns: [turn],
    };
  },
};

const unknownFields: ConformanceCase = {
  id: 'a2a.unknown-fields',
  title: 'A request carrying fields A2A 1.0 does not define is served as if they were absent',
  section: `${SECTION} › 5.7`,
  sentence: sentenceOf('a2a.unknown-fields-ignored'),
  rules: ['a2a.unknown-fields-ignored'],
  needs: [],
  async run(ctx) {
    const answer = await ctx.client.sendMessage({
      message: plainMessage('unknown-fields', { vesselKitFutureField: { since: '9.9' } }),
      vesselKitFutureParam: true,
    });
    return outcome(checkUnknownFieldsIgnored(answer), [answer]);
  },
};

const history: ConformanceCase = {
  id: 'a2a.history',
  title: 'A task returned with historyLength n holds at most n history messages, none for 0 (GetTask and SendMessage)',
  section: `${SECTION} › 3.2.4`,
  sentence: `${sentenceOf('a2a.history-length')} […] ${sentenceOf('a2a.history-length-zero')}`,
  rules: ['a2a.history-length', 'a2a.history-length-zero'],
  needs: [],
  async run(ctx) {
    const one = await ctx.client.sendMessage({
      message: plainMessage('history-1'),
      configuration: { historyLength: 1 },
    });
    const zero = await ctx.client.sendMessage({
      message: plainMessage('history-0'),
      configuration: { historyLength: 0 },
    });
    const id = taskIdOf(one.body?.json);
    const gets =
      id === undefined
        ? []
        : await Promise.all([
            ctx.client.call(Methods.GetTask, { id, historyLength: 1 }),
            ctx.client.call(Methods.GetTask, { id, historyLength: 0 }),
          ]);
    const [getOne, getZero] = gets;
    return outcome(
      [
        ...checkHistoryLength({ 'send-message': one, ...(getOne ? { 'get-task': getOne } : {}) }),
        ...checkHistoryLengthZero({ 'send-message': zero, ...(getZero ? { 'get-task': getZero } : {}) }),
      ],
      [one, zero, ...gets],
    );
  },
};

const subscribeErrors: ConformanceCase = {
  id: 'a2a.subscribe-errors',
  title: 'SubscribeToTask on an unknown task gets -32001, on a finished one -32004',
  section: `${SECTION} › 3.1.6`,
  sentence: `${sentenceOf('a2a.subscribe-unknown')} […] ${sentenceOf('a2a.subscribe-finished')}`,
  rules: ['a2a.subscribe-unknown', 'a2a.subscribe-finished', ...ERROR_RULES],
  needs: [],
  async run(ctx) {
    const unknown = await ctx.client.subscribeToTask(unknownTaskId(ctx));
    const turn = await ctx.recordTurn({ text: 'A short turn.', steps: [{ text: 'Short.' }] });
    const id = finishedTaskId(turn);
    const finished = id === undefined ? undefined : await ctx.client.subscribeToTask(id);
    const verdicts = [...checkSubscribeUnknown(unknown), ...(finished ? checkSubscribeFinished(finished) : [])];
    return { ...outcome(verdicts, [unknown, ...(finished ? [finished] : [])]), turns: [turn] };
  },
};

/** Paced: the third subscription hangs up after the first piece, while the turn goes on. */
const broadcastStep = (timeoutScale: number): ScriptStep => ({
  text: 'Worth the wait, for everyone watching this.',
  timing: { ttft_ms: 1000 * timeoutScale, chunk_chars: 11, interval_ms: 300 * timeoutScale },
});

const streamsBroadcast: ConformanceCase = {
  id: 'a2a.streams-broadcast',
  title:
    'Three subscriptions to one running turn: two receive the same events in the same order; closing the third stops neither',
  section: `${SECTION} › 3.5.2`,
  sentence: sentenceOf('a2a.streams-broadcast'),
  rules: ['a2a.streams-broadcast', 'a2a.subscribe-to-task'],
  needs: [],
  expectedMs: stepSendingMs(broadcastStep(1)),
  async run(ctx) {
    let subscriptions: Promise<RecordedExchange>[] | undefined;
    const turn = await ctx.recordTurn(
      {
        text: 'Take a moment, then answer.',
        steps: [broadcastStep(ctx.timeoutScale)],
      },
      (event) => {
        const taskId = taskIdOf(event.json);
        if (subscriptions !== undefined || taskId === undefined || streamEventKind(event) !== 'turn.started') return;
        // The third is closed by the kit after its first vessel event.
        const hangUp = new AbortController();
        subscriptions = [
          ctx.subscribe(taskId),
          ctx.subscribe(taskId),
          ctx.client.subscribeToTask(taskId, {
            signal: hangUp.signal,
            onEvent: (e) => {
              if (streamEventKind(e) !== undefined && streamEventKind(e) !== 'task') hangUp.abort();
            },
          }),
        ];
      },
    );
    const verdicts = checkTurn(turn, { status: 'ok' });
    if (!subscriptions)
      return { verdicts: [...verdicts, ...checkSubscribeToTask(turn.send, undefined)], turns: [turn] };
    const [a, b, closed] = await Promise.all(subscriptions);
    return {
      verdicts: [
        ...checkStreamsBroadcast(turn.send, a, b, closed),
        ...checkSubscribeToTask(turn.send, a),
        ...checkSubscribeToTask(turn.send, b),
        ...verdicts,
      ],
      turns: [turn],
      exchanges: [a!, b!, closed!],
    };
  },
};

const cancelTask: ConformanceCase = {
  id: 'a2a.cancel-task',
  title: 'CancelTask on a running turn answers the task itself, TASK_STATE_CANCELED, in its A2A shape',
  section: `${SECTION} › 3.1.5`,
  sentence: sentenceOf('a2a.cancel-returns-task'),
  rules: ['a2a.cancel-returns-task', 'a2a.task-shape'],
  needs: [],
  async run(ctx) {
    const turn = await ctx.recordTurn({
      text: 'Write slowly.',
      cancelAfter: { event: 'text.delta' },
      steps: [{ text: 'word '.repeat(120), timing: { chunk_chars: 5, interval_ms: 15 } }],
    });
    return { verdicts: checkTurn(turn, { status: 'cancelled', cancelled: true }), turns: [turn] };
  },
};

const listTasks: ConformanceCase = {
  id: 'a2a.list-tasks-spec',
  title:
    'ListTasks over three tasks of one context: filtered, paged by cursor, newest first, artifacts only when asked',
  section: `${SECTION} › 3.1.4`,
  sentence: `${sentenceOf('a2a.list-tasks-paging', 1)}`,
  rules: [
    'a2a.list-tasks-filters',
    'a2a.list-tasks-paging',
    'a2a.list-tasks-order',
    'a2a.list-tasks-artifacts',
    'a2a.task-shape',
  ],
  needs: [],
  async run(ctx) {
    const contextId = `vessel-kit-list-${randomBytes(6).toString('hex')}`;
    const created: RecordedExchange[] = [];
    for (let i = 0; i < 3; i++) {
      created.push(await ctx.client.sendMessage({ message: plainMessage(`list-${i}`, { contextId }) }));
      await sleep(5);
    }
    const ids = created.map((e) => taskIdOf(e.body?.json)).filter((id): id is string => id !== undefined);
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
    const verdicts = [
      ...checkListTasksFilters(byContext, ids, { exchange: byStatus, state: 'TASK_STATE_COMPLETED' }),
      ...checkListTasksPaging(pages, 1, ids.length),
      ...checkListTasksOrder(byContext, ids),
      ...checkListTasksArtifacts(byContext, withArtifacts),
      ...checkTaskShape({ 'list-tasks': withArtifacts }),
    ];
    return outcome(verdicts, [...created, byContext, byStatus, ...pages, withArtifacts]);
  },
};

const versions: ConformanceCase = {
  id: 'a2a.version-negotiation',
  title: 'A2A-Version 1.0.7 is served as 1.0; an empty A2A-Version is 0.3, refused with -32009',
  section: `${SECTION} › 3.6, 3.6.2`,
  sentence: sentenceOf('a2a.version-negotiation'),
  rules: ['a2a.version-negotiation', ...ERROR_RULES],
  needs: [],
  async run(ctx) {
    const card = cardOf(await ctx.client.getCard());
    const id = unknownTaskId(ctx);
    const [patch, empty] = await Promise.all([
      ctx.client.getTask(id, { headers: { 'A2A-Version': '1.0.7' } }),
      ctx.client.getTask(id, { headers: { 'A2A-Version': '' } }),
    ]);
    return outcome(checkVersionNegotiation(patch, empty, card), [patch, empty]);
  },
};

/** The A2A specification's cases (the turn rules they add, camel-case, timestamps, cancel, are judged on every turn). */
export function a2aSpecCases(): ConformanceCase[] {
  return [
    cardDeclared,
    capabilities,
    contentType,
    returnImmediately,
    ids,
    messageTaskIds,
    invalidParams,
    unknownFields,
    history,
    subscribeErrors,
    streamsBroadcast,
    cancelTask,
    listTasks,
    versions,
  ];
}
