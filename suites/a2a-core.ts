// CONTRACT.md › "A2A layer" (A2A 1.0, JSON-RPC binding): the agent card, the methods, the error
// codes, cancel and get semantics, the version header and the trailing slash. These cases are
// plain calls rather than turns; each is judged by the A2A core exchange checks of src/checks.
//
//   "The agent card is served at GET {base}/.well-known/agent-card.json […] Clients POST to that
//   interface's url; a server accepts it with and without a trailing slash."
//   "CancelTask on a finished task answers -32002 […]; on an unknown id -32001."
import type { RecordedExchange } from '../src/a2a/recording.ts';
import { streamEventKind, taskIdOf } from '../src/a2a/stream-events.ts';
import { Methods } from '../src/a2a/wire.ts';
import { TRANSCRIPT_MEDIA_TYPE } from '../src/a2a/vessel-events.ts';
import type { CaseContext, CaseOutcome, ConformanceCase } from '../src/case/index.ts';
import {
  aboutAgent,
  checkAgentCard,
  checkCancelFinished,
  checkErrorShapes,
  checkInvalidRequest,
  checkListTasks,
  checkMessageToFinished,
  checkMethodNotFound,
  checkParseError,
  checkSnakeCaseAccepted,
  checkSubscribeToTask,
  checkTaskNotFound,
  checkTrailingSlash,
  checkTurn,
  checkVersionUnsupported,
  finishedTaskId,
  type Verdict,
} from '../src/checks/index.ts';
import type { RuleId } from '../src/rules/index.ts';
import { isObject } from '../src/transcript/read.ts';
import { sentenceOf } from './sentence.ts';
import { SLOW_FIRST_TOKEN_MS, slowStep } from './slow-step.ts';

const SECTION = 'CONTRACT.md › A2A layer';

/** Every error answer is also judged on its shape (a2a.error-response, a2a.error-data). */
function withErrorShape(verdicts: Verdict[], exchanges: RecordedExchange[]): CaseOutcome {
  return { verdicts: [...verdicts, ...checkErrorShapes(exchanges)], exchanges };
}

/** A task id no vessel has issued. */
const unknownTaskId = (ctx: CaseContext) => `vessel-kit-unknown-${Math.floor(ctx.random() * 1e12).toString(36)}`;

/** Every agent of the profile, with its client: card and endpoint rules hold for each. */
const everyAgent = (ctx: CaseContext) =>
  ctx.profile.agents.map((agent) => ({ name: agent.name, client: ctx.clientFor(agent.name) }));

const card: ConformanceCase = {
  id: 'a2a.card',
  title: "Every agent's card is served, lists a JSONRPC 1.0 interface and declares streaming",
  section: SECTION,
  sentence: [sentenceOf('a2a.card-served'), sentenceOf('a2a.card-interface'), sentenceOf('a2a.card-streaming')].join(
    '; ',
  ),
  rules: ['a2a.card-served', 'a2a.card-interface', 'a2a.card-streaming'],
  needs: [],
  async run(ctx) {
    const agents = everyAgent(ctx);
    const exchanges = await Promise.all(agents.map((a) => a.client.getCard()));
    return { verdicts: agents.flatMap((a, i) => aboutAgent(a.name, checkAgentCard(exchanges[i]!))), exchanges };
  },
};

const trailingSlash: ConformanceCase = {
  id: 'a2a.trailing-slash',
  title: "Every agent's JSON-RPC url answers with and without a trailing slash",
  section: SECTION,
  sentence: sentenceOf('a2a.trailing-slash'),
  rules: ['a2a.trailing-slash', 'a2a.task-not-found'],
  needs: [],
  async run(ctx) {
    const id = unknownTaskId(ctx);
    const verdicts: Verdict[] = [];
    const exchanges: RecordedExchange[] = [];
    await Promise.all(
      everyAgent(ctx).map(async ({ name, client }) => {
        const bare = client.rpcUrl.replace(/\/+$/, '');
        const [without, withSlash] = await Promise.all(
          [bare, `${bare}/`].map((url) => client.call(Methods.GetTask, { id }, { url })),
        );
        verdicts.push(
          ...aboutAgent(name, [
            ...checkTrailingSlash(withSlash!, without!),
            ...checkTaskNotFound(without!),
            ...checkTaskNotFound(withSlash!),
          ]),
        );
        exchanges.push(without!, withSlash!);
      }),
    );
    return withErrorShape(verdicts, exchanges);
  },
};

/** A case that sends one call and judges its answer by one error-code check (and the error's shape). */
function singleCallError(spec: {
  id: RuleId;
  title: string;
  send: (ctx: CaseContext) => Promise<RecordedExchange>;
  check: (exchange: RecordedExchange) => Verdict[];
}): ConformanceCase {
  return {
    id: spec.id,
    title: spec.title,
    section: SECTION,
    sentence: sentenceOf(spec.id),
    rules: [spec.id, 'a2a.error-response', 'a2a.error-data'],
    needs: [],
    async run(ctx) {
      const exchange = await spec.send(ctx);
      return withErrorShape(spec.check(exchange), [exchange]);
    },
  };
}

const versionUnsupported = singleCallError({
  id: 'a2a.version-unsupported',
  title: 'A request with A2A-Version 99.0 gets -32009',
  send: (ctx) => ctx.client.getTask(unknownTaskId(ctx), { headers: { 'A2A-Version': '99.0' } }),
  check: checkVersionUnsupported,
});

const methodNotFound = singleCallError({
  id: 'a2a.method-not-found',
  title: 'An unknown method gets -32601',
  send: (ctx) => ctx.client.call('NoSuchMethod', {}),
  check: checkMethodNotFound,
});

const parseError = singleCallError({
  id: 'a2a.parse-error',
  title: 'A body that is not JSON gets -32700',
  send: (ctx) => ctx.client.post('{"jsonrpc": "2.0", "method": '),
  check: checkParseError,
});

const invalidRequest = singleCallError({
  id: 'a2a.invalid-request',
  title: 'A JSON body that is not a JSON-RPC request gets -32600',
  send: (ctx) => ctx.client.post({ id: 'not-a-request', params: {} }),
  check: checkInvalidRequest,
});

const taskNotFound: ConformanceCase = {
  id: 'a2a.task-not-found',
  title: 'GetTask and CancelTask on an unknown id get -32001',
  section: SECTION,
  sentence: sentenceOf('a2a.task-not-found', 1),
  rules: ['a2a.task-not-found', 'a2a.error-response', 'a2a.error-data'],
  needs: [],
  async run(ctx) {
    const id = unknownTaskId(ctx);
    const exchanges = await Promise.all([ctx.client.getTask(id), ctx.client.cancelTask(id)]);
    return withErrorShape(exchanges.flatMap(checkTaskNotFound), exchanges);
  },
};

const afterFinished: ConformanceCase = {
  id: 'a2a.finished-task',
  title: 'After a turn: GetTask returns the final task; CancelTask gets -32002; a new message to the task gets -32004',
  section: SECTION,
  sentence: `${sentenceOf('a2a.cancel-finished')} […] ${sentenceOf('a2a.message-to-finished')}`,
  rules: ['a2a.get-task-final', 'a2a.cancel-finished', 'a2a.message-to-finished'],
  needs: [],
  async run(ctx) {
    const turn = await ctx.recordTurn({ text: 'A short turn to finish.', steps: [{ text: 'Finished.' }] });
    const verdicts = checkTurn(turn, { status: 'ok' });
    const id = finishedTaskId(turn);
    if (id === undefined) {
      // The turn's own verdicts already fail what went wrong; the calls were never sent, so their rules are not judged.
      verdicts.push(...checkCancelFinished(undefined, { wasCancelled: false }), ...checkMessageToFinished(undefined));
      return { verdicts, turns: [turn] };
    }
    const cancel = await ctx.client.cancelTask(id);
    const message = await ctx.client.sendMessage({
      message: { messageId: `m-${id}`, taskId: id, role: 'ROLE_USER', parts: [{ text: 'One more thing.' }] },
    });
    verdicts.push(...checkCancelFinished(cancel, { wasCancelled: false }), ...checkMessageToFinished(message));
    return { ...withErrorShape(verdicts, [cancel, message]), turns: [turn] };
  },
};

const cancelTwice: ConformanceCase = {
  id: 'a2a.cancel-cancelled',
  title: 'CancelTask on a task already cancelled gets -32002 or the cancelled task',
  section: SECTION,
  sentence: sentenceOf('a2a.cancel-finished'),
  rules: ['a2a.cancel-finished'],
  needs: [],
  async run(ctx) {
    const turn = await ctx.recordTurn({
      text: 'Take your time.',
      cancelAfter: { event: 'turn.started' },
      steps: [{ text: 'Too late.', timing: { ttft_ms: 3000 } }],
    });
    const verdicts = checkTurn(turn, { status: 'cancelled', cancelled: true });
    const id = finishedTaskId(turn);
    if (id === undefined) {
      verdicts.push(...checkCancelFinished(undefined, { wasCancelled: true }));
      return { verdicts, turns: [turn] };
    }
    const again = await ctx.client.cancelTask(id);
    return {
      ...withErrorShape([...verdicts, ...checkCancelFinished(again, { wasCancelled: true })], [again]),
      turns: [turn],
    };
  },
};

const sendMessage: ConformanceCase = {
  id: 'a2a.send-message',
  title:
    "SendMessage runs the same turn and answers once with the final task, whose answer, transcript, summary and turn.finished are the stream's",
  section: SECTION,
  sentence: sentenceOf('a2a.send-message-task'),
  // The task returned is held to the turn's rules as a stream would be (src/checks/check-turn.ts taskChecks).
  rules: [
    'a2a.send-message-task',
    'artifact.answer-once',
    'artifact.answer-markdown',
    'artifact.answer-equals-final',
    'artifact.transcript-requested',
    'artifact.transcript-summary',
    'status.task-state',
    'status.expected',
    'content.message-order',
    'content.replay-valid',
  ],
  needs: [],
  async run(ctx) {
    const turn = await ctx.recordTurn({
      text: 'Answer without streaming.',
      method: 'SendMessage',
      acceptedOutputModes: [TRANSCRIPT_MEDIA_TYPE, 'text/markdown'],
      steps: [{ reasoning: 'Nothing to look up.', text: 'A non-streamed answer.' }],
      getTask: false,
    });
    return { verdicts: checkTurn(turn, { status: 'ok' }), turns: [turn] };
  },
};

const subscribe: ConformanceCase = {
  id: 'a2a.subscribe-to-task',
  title:
    "SubscribeToTask on a running turn streams the task, then the rest of the turn's events, to the same terminal state",
  section: SECTION,
  sentence: `${sentenceOf('a2a.subscribe-to-task', 0)} […] ${sentenceOf('a2a.subscribe-to-task', 2)}`,
  rules: ['a2a.subscribe-to-task'],
  needs: [],
  expectedMs: SLOW_FIRST_TOKEN_MS,
  async run(ctx) {
    let subscription: Promise<RecordedExchange> | undefined;
    // Subscribe once turn.started names the task; the model's slow first token keeps the turn running meanwhile.
    const turn = await ctx.recordTurn(
      {
        text: 'Take a moment, then answer.',
        steps: [slowStep('A slow answer, worth the wait.', ctx.timeoutScale)],
      },
      (event) => {
        const taskId = taskIdOf(event.json);
        if (subscription === undefined && taskId !== undefined && streamEventKind(event) === 'turn.started')
          subscription = ctx.subscribe(taskId);
      },
    );
    const verdicts = checkTurn(turn, { status: 'ok' });
    if (!subscription) return { verdicts: [...verdicts, ...checkSubscribeToTask(turn.send, undefined)], turns: [turn] };
    const sub = await subscription;
    return { verdicts: [...checkSubscribeToTask(turn.send, sub), ...verdicts], turns: [turn], exchanges: [sub] };
  },
};

const snakeCase: ConformanceCase = {
  id: 'a2a.snake-case',
  title:
    'A turn spelled in snake_case (message_id, context_id, media_type, accepted_output_modes) runs like the camelCase one',
  section: SECTION,
  sentence: sentenceOf('a2a.snake-case-accepted'),
  rules: ['a2a.snake-case-accepted'],
  needs: [],
  async run(ctx) {
    // A history (a data part needing its media_type) and the transcript asked for, so every snake_case field matters.
    const turn = await ctx.recordTurn({
      text: 'Answer, in snake_case.',
      history: [
        { role: 'user', content: 'Earlier question.' },
        { role: 'assistant', content: 'Earlier answer.' },
      ],
      acceptedOutputModes: [TRANSCRIPT_MEDIA_TYPE, 'text/markdown'],
      snakeCase: true,
      steps: [{ text: 'Answered, whatever the spelling.' }],
    });
    // The rule the case is about comes first, so a refusal is reported as the snake_case failure it is.
    return { verdicts: [...checkSnakeCaseAccepted(turn.send), ...checkTurn(turn, { status: 'ok' })], turns: [turn] };
  },
};

const listTasks: ConformanceCase = {
  id: 'a2a.list-tasks',
  title: 'ListTasks (optional): what it answers after a turn, shown and never judged',
  section: SECTION,
  sentence: sentenceOf('a2a.list-tasks'),
  rules: ['a2a.list-tasks'],
  needs: [],
  async run(ctx) {
    const turn = await ctx.recordTurn({ text: 'A turn to list.', steps: [{ text: 'Listed.' }] });
    const request = turn.send.requestBody;
    const contextId =
      isObject(request) && isObject(request.params) && isObject(request.params.message)
        ? request.params.message.contextId
        : undefined;
    const list = await ctx.client.listTasks(typeof contextId === 'string' ? { contextId } : {});
    return {
      verdicts: [...checkTurn(turn, { status: 'ok' }), ...checkListTasks(list)],
      turns: [turn],
      exchanges: [list],
    };
  },
};

export function a2aCoreCases(): ConformanceCase[] {
  return [
    card,
    trailingSlash,
    versionUnsupported,
    methodNotFound,
    parseError,
    invalidRequest,
    taskNotFound,
    afterFinished,
    cancelTwice,
    sendMessage,
    subscribe,
    snakeCase,
    listTasks,
  ];
}
