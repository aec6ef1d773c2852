// Errors (A2A 1.0 §3.3, §5.4; CONTRACT.md › A2A layer): a body that is not JSON, one that is not a
// JSON-RPC request, an unknown method and parameters a method does not take each get their code;
// what the card does not declare is refused (§3.3.4), and what it declares is a claim the agent is
// held to: GetExtendedAgentCard and the push methods are called whatever the card says, each answer
// judged by the rule of the side the card is on, and a card marking an extension required gets a
// message declaring none. Streaming declared is judged in ./streaming.ts, on the turns that use
// it; a card that does not declare it is sent both streaming methods here. Every error is judged
// on its shape too.
import { Methods } from '../../src/a2a/wire.ts';
import type { RecordedExchange, RecordedTurn } from '../../src/a2a/recording.ts';
import { taskIdOf } from '../../src/a2a/stream-events.ts';
import type { CaseContext, ConformanceCase } from '../../src/case/index.ts';
import {
  cardOf,
  checkExtendedCardDeclared,
  checkExtendedCardUnsupported,
  checkExtensionsRequired,
  checkInvalidParams,
  checkInvalidRequest,
  checkMethodNotFound,
  checkParseError,
  checkPushDeclared,
  checkPushNotSupported,
  checkStreamingUnsupported,
  checkTurn,
  declares,
  finishedTaskId,
  PUSH_METHODS,
  requiredExtensions,
} from '../../src/checks/index.ts';
import { sentenceOf } from '../sentence.ts';
import {
  answeredAtOnce,
  ERROR_RULES,
  plainMessage,
  singleCallError,
  SPEC_SECTION,
  unknownTaskId,
  withAnswerShapes,
} from './shared.ts';

export const methodNotFound = singleCallError({
  id: 'a2a.errors.method-not-found',
  rule: 'a2a.method-not-found',
  title: 'An unknown method gets -32601',
  send: (ctx) => ctx.client.call('NoSuchMethod', {}),
  check: checkMethodNotFound,
});

export const parseError = singleCallError({
  id: 'a2a.errors.parse-error',
  rule: 'a2a.parse-error',
  title: 'A body that is not JSON gets -32700',
  send: (ctx) => ctx.client.post('{"jsonrpc": "2.0", "method": '),
  check: checkParseError,
});

export const invalidRequest = singleCallError({
  id: 'a2a.errors.invalid-request',
  rule: 'a2a.invalid-request',
  title: 'A JSON body that is not a JSON-RPC request gets -32600',
  send: (ctx) => ctx.client.post({ id: 'not-a-request', params: {} }),
  check: checkInvalidRequest,
});

export const invalidParams: ConformanceCase = {
  id: 'a2a.errors.invalid-params',
  title:
    'Parameters a method does not take get -32602 (GetTask without an id, SendMessage without a message, a negative historyLength)',
  section: `${SPEC_SECTION} › 3.3.2`,
  sentence: sentenceOf('a2a.invalid-params'),
  rules: ['a2a.invalid-params', 'a2a.invalid-params-bad-request', ...ERROR_RULES],
  needs: [],
  async run(ctx) {
    const turn = await ctx.recordTurn({ text: 'A short turn.', steps: [{ text: 'Short.' }], orSendMessage: true });
    const id = finishedTaskId(turn) ?? unknownTaskId(ctx);
    const [getTask, sendMessage, historyLength] = await Promise.all([
      ctx.client.call(Methods.GetTask, {}),
      ctx.client.call(Methods.SendMessage, {}),
      ctx.client.call(Methods.GetTask, { id, historyLength: -1 }),
    ]);
    return {
      ...withAnswerShapes(
        [
          ...checkInvalidParams({ 'get-task': getTask, 'send-message': sendMessage, 'history-length': historyLength }),
          // The turn played to have a task to ask about is evidence too: judged whole (issue 21, principle 6).
          ...checkTurn(turn, { status: 'ok' }),
        ],
        [getTask, sendMessage, historyLength],
      ),
      turns: [turn],
    };
  },
};

export const capabilities: ConformanceCase = {
  id: 'a2a.errors.capabilities',
  title:
    'What the card does not declare is refused (GetExtendedAgentCard -32004, every push method -32003, both streaming methods -32004); what it declares is served, and a required extension enforced (-32008)',
  section: `${SPEC_SECTION} › 3.3.4`,
  sentence: `${sentenceOf('a2a.extended-card-unsupported')} […] ${sentenceOf('a2a.push-not-supported')} […] ${sentenceOf('a2a.streaming-unsupported')} […] ${sentenceOf('a2a.extensions-required')}`,
  rules: [
    'a2a.extended-card-unsupported',
    'a2a.push-not-supported',
    'a2a.extended-card-declared',
    'a2a.push-declared',
    'a2a.extensions-required',
    'a2a.streaming-unsupported',
    ...ERROR_RULES,
  ],
  needs: [],
  async run(ctx) {
    const cardExchange = await ctx.client.getCard();
    const card = cardOf(cardExchange);
    const taskId = unknownTaskId(ctx);
    const extended = await ctx.client.call('GetExtendedAgentCard', {});
    // Each method's A2A 1.0 request (a2a.proto): Create takes a TaskPushNotificationConfig itself, so a
    // server that validates params before it reads its card (§3.3.2) still owes -32003 (§3.3.4).
    const params: Record<keyof typeof PUSH_METHODS, unknown> = {
      create: { taskId, url: 'https://example.invalid/webhook' },
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
    // Sent only to a card that marks an extension required: a message that declares none (§3.3.4).
    const unextended =
      requiredExtensions(card).length > 0
        ? await ctx.client.call(Methods.SendMessage, { message: plainMessage('no-extension-declared') })
        : undefined;
    const streaming: StreamingAttempts = declares(card, 'streaming') ? { answers: {} } : await streamingAttempts(ctx);
    return {
      ...withAnswerShapes(
        [
          ...checkExtendedCardUnsupported(card, extended),
          ...checkStreamingUnsupported(card, streaming.answers),
          ...checkPushNotSupported(card, push),
          ...checkExtendedCardDeclared(card, extended),
          ...checkPushDeclared(card, push),
          ...checkExtensionsRequired(card, unextended),
        ],
        [extended, ...Object.values(push), ...(unextended ? [unextended] : []), ...Object.values(streaming.answers)],
      ),
      ...(streaming.turn ? { turns: [streaming.turn] } : {}),
    };
  },
};

/**
 * What a card that does not declare streaming is asked (§3.3.4 owes -32004 to both): a
 * SendStreamingMessage, and a SubscribeToTask to the task a SendMessage made, answered at once
 * (returnImmediately) on a slow script so that the task may still be running: an id the agent
 * issued, so TaskNotFoundError cannot stand in for the refusal (a task that finished owes -32004
 * too, §3.1.6). No subscription when SendMessage made no task.
 */
async function streamingAttempts(ctx: CaseContext): Promise<StreamingAttempts> {
  const stream = await ctx.client.call(Methods.SendStreamingMessage, {
    message: plainMessage('streaming-not-declared'),
  });
  const turn = await answeredAtOnce(ctx, 'A task to subscribe to.');
  const taskId = taskIdOf(turn.send.body?.json);
  const subscription = taskId === undefined ? undefined : await ctx.client.subscribeToTask(taskId);
  return {
    answers: { 'send-streaming-message': stream, ...(subscription ? { 'subscribe-to-task': subscription } : {}) },
    turn,
  };
}

interface StreamingAttempts {
  answers: Partial<Record<'send-streaming-message' | 'subscribe-to-task', RecordedExchange>>;
  /**
   * The SendMessage turn that made the task subscribed to. Kept as evidence, not judged whole: it
   * is answered on purpose while its task still runs, and nothing asks GetTask after it.
   */
  turn?: RecordedTurn;
}
