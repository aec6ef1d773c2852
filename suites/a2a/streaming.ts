// Streams (A2A 1.0 §3.1.6, §3.5; CONTRACT.md › A2A layer): SubscribeToTask on a running turn
// streams the rest of it, and a card declaring streaming refuses neither that stream nor the
// turn's own; on an unknown or finished task it is refused; several subscriptions to one turn
// receive the same events, and closing one stops neither of the others.
import type { RecordedExchange } from '../../src/a2a/recording.ts';
import { eventState, streamEventKind } from '../../src/a2a/stream-events.ts';
import { isTerminalState } from '../../src/a2a/wire.ts';
import type { ConformanceCase } from '../../src/case/index.ts';
import {
  answeredWithMessage,
  cardOf,
  checkStreamingDeclared,
  checkStreamsBroadcast,
  checkSubscribeFinished,
  checkSubscribeToTask,
  checkSubscribeUnknown,
  checkSubscribeViews,
  checkExchangeTimestamps,
  checkTurn,
  finishedTaskId,
  notApplicable,
  nothingToJudge,
} from '../../src/checks/index.ts';
import { stepSendingMs } from '../../mock-model/step.ts';
import type { ScriptStep } from '../../mock-model/script-schema.ts';
import { sentenceOf } from '../sentence.ts';
import { SLOW_FIRST_TOKEN_MS, slowStep } from '../slow-step.ts';
import { CONTRACT_SECTION, ERROR_RULES, onTaskNamed, SPEC_SECTION, unknownTaskId, withAnswerShapes } from './shared.ts';

export const subscribe: ConformanceCase = {
  id: 'a2a.streaming.subscribe-to-task',
  title:
    "SubscribeToTask on a running turn streams the task, then the rest of the turn's events, to the same terminal state",
  section: CONTRACT_SECTION,
  sentence: `${sentenceOf('a2a.subscribe-to-task', 0)} […] ${sentenceOf('a2a.subscribe-to-task', 2)}`,
  rules: ['a2a.subscribe-to-task', 'views.subscribe', 'a2a.streaming-declared', 'a2a.timestamps'],
  needs: [],
  expectedMs: SLOW_FIRST_TOKEN_MS,
  async run(ctx) {
    // The card says whether streaming is declared, and so whether a refusal of either stream is a
    // broken claim. Fetched while the turn runs, so the case takes no longer; awaited after it (a
    // failed fetch, a tape without it, still fails the case then, not the process meanwhile).
    const cardFetch = ctx.client.getCard();
    cardFetch.catch(() => {});
    let subscription: Promise<RecordedExchange> | undefined;
    // Subscribe once the stream names its task; the model's slow first token keeps the turn running meanwhile.
    const turn = await ctx.recordTurn(
      {
        text: 'Take a moment, then answer.',
        steps: [slowStep('A slow answer, worth the wait.', ctx.timeoutScale)],
      },
      onTaskNamed((taskId) => (subscription = ctx.subscribe(taskId))),
    );
    const cardExchange = await cardFetch;
    const card = cardOf(cardExchange);
    const exchanges = [cardExchange];
    // A Message answered the stream, so SendStreamingMessage was served; only the subscription is left, with no task.
    if (answeredWithMessage(turn))
      return {
        verdicts: notApplicable(
          ['a2a.subscribe-to-task', 'views.subscribe', 'a2a.streaming-declared'],
          'to subscribe to',
        ),
        turns: [turn],
        exchanges,
      };
    const verdicts = checkTurn(turn, { status: 'ok' });
    if (!subscription)
      return {
        verdicts: [
          ...verdicts,
          ...checkSubscribeToTask(turn.send, undefined),
          ...checkSubscribeViews(turn, undefined),
          ...checkStreamingDeclared(card, turn, undefined),
        ],
        turns: [turn],
        exchanges,
      };
    const sub = await subscription;
    return {
      verdicts: [
        ...checkSubscribeToTask(turn.send, sub),
        ...checkSubscribeViews(turn, sub),
        ...checkExchangeTimestamps([{ what: 'the subscription', exchange: sub }]),
        ...checkStreamingDeclared(card, turn, sub),
        ...verdicts,
      ],
      turns: [turn],
      exchanges: [...exchanges, sub],
    };
  },
};

export const subscribeErrors: ConformanceCase = {
  id: 'a2a.streaming.subscribe-errors',
  title: 'SubscribeToTask on an unknown task gets -32001, on a finished one -32004',
  section: `${SPEC_SECTION} › 3.1.6`,
  sentence: `${sentenceOf('a2a.subscribe-unknown')} […] ${sentenceOf('a2a.subscribe-finished')}`,
  rules: ['a2a.subscribe-unknown', 'a2a.subscribe-finished', ...ERROR_RULES],
  needs: [],
  async run(ctx) {
    const unknown = await ctx.client.subscribeToTask(unknownTaskId(ctx));
    const turn = await ctx.recordTurn({ text: 'A short turn.', steps: [{ text: 'Short.' }] });
    const id = finishedTaskId(turn);
    const finished = id === undefined ? undefined : await ctx.client.subscribeToTask(id);
    const verdicts = [
      ...checkSubscribeUnknown(unknown),
      ...(finished
        ? checkSubscribeFinished(finished)
        : answeredWithMessage(turn)
          ? notApplicable(['a2a.subscribe-finished'], 'to subscribe to once finished')
          : nothingToJudge(
              ['a2a.subscribe-finished'],
              'not judged: GetTask after the turn did not return a task in a terminal state to subscribe to',
            )),
    ];
    // The turn played to have a finished task is evidence too: judged whole (issue 21, principle 6).
    verdicts.push(...checkTurn(turn, { status: 'ok' }));
    return { ...withAnswerShapes(verdicts, [unknown, ...(finished ? [finished] : [])]), turns: [turn] };
  },
};

/** Paced: the third subscription hangs up after the first piece, while the turn goes on. */
const broadcastStep = (timeoutScale: number): ScriptStep => ({
  text: 'Worth the wait, for everyone watching this.',
  timing: { ttft_ms: 1000 * timeoutScale, chunk_chars: 11, interval_ms: 300 * timeoutScale },
});

export const streamsBroadcast: ConformanceCase = {
  id: 'a2a.streaming.streams-broadcast',
  title:
    'Three subscriptions to one running turn: two receive the same events in the same order; closing the third stops neither',
  section: `${SPEC_SECTION} › 3.5.2`,
  sentence: sentenceOf('a2a.streams-broadcast'),
  rules: ['a2a.streams-broadcast', 'a2a.subscribe-to-task', 'views.subscribe'],
  needs: [],
  expectedMs: stepSendingMs(broadcastStep(1)),
  async run(ctx) {
    let subscriptions: Promise<RecordedExchange>[] | undefined;
    const turn = await ctx.recordTurn(
      {
        text: 'Take a moment, then answer.',
        steps: [broadcastStep(ctx.timeoutScale)],
      },
      onTaskNamed((taskId) => {
        // The third is closed by the kit at its first event after the task snapshot, while the task runs on.
        const hangUp = new AbortController();
        subscriptions = [
          ctx.subscribe(taskId),
          ctx.subscribe(taskId),
          ctx.client.subscribeToTask(taskId, {
            signal: hangUp.signal,
            onEvent: (e) => {
              if (streamEventKind(e) !== 'task' && !isTerminalState(eventState(e))) hangUp.abort();
            },
          }),
        ];
      }),
    );
    if (answeredWithMessage(turn))
      return {
        verdicts: notApplicable(
          ['a2a.streams-broadcast', 'a2a.subscribe-to-task', 'views.subscribe'],
          'to subscribe to',
        ),
        turns: [turn],
      };
    const verdicts = checkTurn(turn, { status: 'ok' });
    if (!subscriptions)
      return {
        verdicts: [
          ...verdicts,
          ...checkStreamsBroadcast(turn.send, undefined, undefined, undefined),
          ...checkSubscribeToTask(turn.send, undefined),
          ...checkSubscribeViews(turn, undefined),
        ],
        turns: [turn],
      };
    const [a, b, closed] = await Promise.all(subscriptions);
    return {
      verdicts: [
        ...checkStreamsBroadcast(turn.send, a, b, closed),
        ...checkSubscribeToTask(turn.send, a),
        ...checkSubscribeToTask(turn.send, b),
        ...checkSubscribeViews(turn, a),
        ...checkSubscribeViews(turn, b),
        ...verdicts,
      ],
      turns: [turn],
      exchanges: [a!, b!, closed!],
    };
  },
};
