// Sending a message (A2A 1.0 §3.1.1, and its options, §3.2): SendMessage runs the turn a stream
// would and answers once with the final task; a part of a media type the agent does not take is
// refused; returnImmediately answers at once with the task still working; historyLength bounds
// the history a returned task holds.
import type { RecordedExchange } from '../../src/a2a/recording.ts';
import { taskIdOf } from '../../src/a2a/stream-events.ts';
import { TRANSCRIPT_MEDIA_TYPE } from '../../src/a2a/vessel-events.ts';
import { Methods } from '../../src/a2a/wire.ts';
import type { ConformanceCase } from '../../src/case/index.ts';
import {
  checkContentTypeNotSupported,
  checkHistoryLength,
  checkHistoryLengthZero,
  checkReturnImmediately,
  checkTurn,
} from '../../src/checks/index.ts';
import { taskOf } from '../../src/checks/view.ts';
import { sentenceOf } from '../sentence.ts';
import { SLOW_FIRST_TOKEN_MS } from '../slow-step.ts';
import {
  answeredAtOnce,
  CONTRACT_SECTION,
  ERROR_RULES,
  plainMessage,
  sleep,
  SPEC_SECTION,
  withAnswerShapes,
} from './shared.ts';

export const sendMessage: ConformanceCase = {
  id: 'a2a.messages.send-message',
  title:
    "SendMessage runs the same turn and answers once with the final task, whose answer, transcript, summary and turn.finished are the stream's",
  section: CONTRACT_SECTION,
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
    'views.get-task',
    'a2a.get-task-final',
    'a2a.timestamps',
  ],
  needs: [],
  async run(ctx) {
    const turn = await ctx.recordTurn({
      text: 'Answer without streaming.',
      method: 'SendMessage',
      acceptedOutputModes: [TRANSCRIPT_MEDIA_TYPE, 'text/markdown'],
      steps: [{ reasoning: 'Nothing to look up.', text: 'A non-streamed answer.' }],
      // GetTask after it: the same task again, judged against SendMessage's (views.get-task).
    });
    return { verdicts: checkTurn(turn, { status: 'ok' }), turns: [turn] };
  },
};

export const contentType: ConformanceCase = {
  id: 'a2a.messages.content-type-not-supported',
  title: 'A message part of a media type the agent does not take gets -32005',
  section: `${SPEC_SECTION} › 3.1.1`,
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
    return withAnswerShapes(checkContentTypeNotSupported(answer), [answer]);
  },
};

export const returnImmediately: ConformanceCase = {
  id: 'a2a.messages.return-immediately',
  title: 'SendMessage with returnImmediately answers at once with the task working; GetTask then sees it finish',
  section: `${SPEC_SECTION} › 3.2.2`,
  sentence: sentenceOf('a2a.return-immediately'),
  rules: ['a2a.return-immediately'],
  needs: [],
  expectedMs: SLOW_FIRST_TOKEN_MS,
  async run(ctx) {
    const turn = await answeredAtOnce(ctx, 'Answer, in your own time.');
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
    const last = polls.at(-1);
    return {
      verdicts: [
        ...checkReturnImmediately(turn.send, modelAnsweredAt, polls),
        ...checkTurn({ ...turn, ...(last ? { getTask: last } : {}) }, { status: 'ok' }),
      ],
      turns: [turn],
      exchanges: polls,
    };
  },
};

export const history: ConformanceCase = {
  id: 'a2a.messages.history-length',
  title:
    'A task returned with historyLength n holds at most n history messages, none for 0 (GetTask, SendMessage, SendStreamingMessage, ListTasks)',
  section: `${SPEC_SECTION} › 3.2.4`,
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
    // The same bound where the other methods take it (§3.2.4: "consistent semantics across all operations").
    const [streamOne, streamZero] = await Promise.all(
      [1, 0].map((historyLength) =>
        ctx.client.sendStreamingMessage({
          message: plainMessage(`history-stream-${historyLength}`),
          configuration: { historyLength },
        }),
      ),
    );
    // The tasks of this case's own context only: another case's task may hold a history message of
    // megabytes (the body-size boundaries), and every listed task is held to the bound.
    const contextId = taskOf(one)?.contextId;
    const [listOne, listZero] =
      typeof contextId === 'string'
        ? await Promise.all(
            [1, 0].map((historyLength) => ctx.client.listTasks({ contextId, historyLength, pageSize: 5 })),
          )
        : [undefined, undefined];
    const shaped = withAnswerShapes(
      [
        ...checkHistoryLength({
          'send-message': one,
          ...(getOne ? { 'get-task': getOne } : {}),
          stream: streamOne!,
          ...(listOne ? { 'list-tasks': listOne } : {}),
        }),
        ...checkHistoryLengthZero({
          'send-message': zero,
          ...(getZero ? { 'get-task': getZero } : {}),
          stream: streamZero!,
          ...(listZero ? { 'list-tasks': listZero } : {}),
        }),
      ],
      [one, zero, ...gets, ...(listOne && listZero ? [listOne, listZero] : [])],
    );
    return { ...shaped, exchanges: [...shaped.exchanges, streamOne!, streamZero!] };
  },
};
