// The checks of what a card declares (src/checks/capabilities.ts): per rule, a card that declares
// the capability and has it served passes; one that does not declare it is not applicable, never
// failed; and each refusal code (-32003, -32004, -32601) fails the clause of the method refused.
import { describe, expect, it } from 'vitest';
import type { RecordedExchange } from '../../src/a2a/recording.ts';
import {
  checkExtendedCardDeclared,
  checkExtensionsRequired,
  checkPushDeclared,
  checkStreamingDeclared,
  checkStreamingUnsupported,
  requiredExtensions,
} from '../../src/checks/index.ts';
import type { Verdict } from '../../src/checks/types.ts';
import { unexercisedClauses } from '../../src/checks/verdict.ts';
import { validTurn } from './builders.ts';
import { answer, error } from './exchange-builders.ts';
import { subscriptionTo } from './subscription-builders.ts';
import { clausesOf, only } from './verdict-readers.ts';

type Card = Record<string, unknown>;
const cardWith = (capabilities: Record<string, unknown>): Card => ({ name: 'agent', capabilities });

const REFUSALS = [
  [-32003, /-32003 PushNotificationNotSupportedError/],
  [-32004, /-32004 UnsupportedOperationError/],
  [-32601, /-32601 MethodNotFoundError/],
] as const;

const PUSH_CLAUSES = ['create', 'get', 'list', 'delete'] as const;
const taskNotFound = () => error(-32001, 'task not found');
const pushAnswers = (refused?: { clause: (typeof PUSH_CLAUSES)[number]; code: number }) =>
  Object.fromEntries(
    PUSH_CLAUSES.map((c) => [c, refused?.clause === c ? error(refused.code, 'no') : taskNotFound()]),
  ) as Record<(typeof PUSH_CLAUSES)[number], RecordedExchange>;

/** A turn whose stream ran (SSE), and a SubscribeToTask answered while it ran. */
const streamedTurn = () => validTurn();
const runningSub = (turn = streamedTurn()) => subscriptionTo(turn.send);

interface Row {
  rule: string;
  field: string;
  /** Verdicts for a card declaring the capability, its methods served. */
  served: (card: Card) => Verdict[];
  /** Verdicts for a card declaring it whose method `clause` was refused with `code`. */
  refused: (card: Card, code: number) => Verdict[];
  clauses: readonly string[];
  declared: Card;
}

const ROWS: Row[] = [
  {
    rule: 'a2a.streaming-declared',
    field: 'streaming',
    declared: cardWith({ streaming: true }),
    served: (card) => checkStreamingDeclared(card, streamedTurn(), runningSub()),
    refused: (card, code) => checkStreamingDeclared(card, streamedTurn(), error(code, 'no')),
    clauses: ['subscribe-to-task'],
  },
  {
    rule: 'a2a.streaming-declared',
    field: 'streaming',
    declared: cardWith({ streaming: true }),
    served: (card) => checkStreamingDeclared(card, streamedTurn(), runningSub()),
    refused: (card, code) => checkStreamingDeclared(card, { ...streamedTurn(), send: error(code, 'no') }, undefined),
    clauses: ['send-streaming-message'],
  },
  ...PUSH_CLAUSES.map((clause): Row => ({
    rule: 'a2a.push-declared',
    field: 'pushNotifications',
    declared: cardWith({ pushNotifications: true }),
    served: (card) => checkPushDeclared(card, pushAnswers()),
    refused: (card, code) => checkPushDeclared(card, pushAnswers({ clause, code })),
    clauses: [clause],
  })),
  {
    rule: 'a2a.extended-card-declared',
    field: 'extendedAgentCard',
    declared: cardWith({ extendedAgentCard: true }),
    served: (card) => checkExtendedCardDeclared(card, answer({ jsonrpc: '2.0', id: 1, result: { name: 'extended' } })),
    refused: (card, code) => checkExtendedCardDeclared(card, error(code, 'no')),
    clauses: ['whole'],
  },
];

describe.each(ROWS.map((r) => [`${r.rule}#${r.clauses.join(',')}`, r] as const))('%s', (_name, row) => {
  it('passes a card that declares the capability and has its methods served', () => {
    const v = only(row.served(row.declared));
    expect(v.rule).toBe(row.rule);
    expect(v.status).toBe('pass');
  });

  it.each(REFUSALS)('fails the method refused with %i, naming the code', (code, named) => {
    const v = only(row.refused(row.declared, code));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(row.clauses);
    expect(v.message).toMatch(new RegExp(`the card declares capabilities\\.${row.field}, and `));
    expect(v.message).toMatch(named);
  });

  it('is skipped as not applicable for a card that does not declare it (false or absent), refusals and all', () => {
    for (const card of [cardWith({ [row.field]: false }), cardWith({}), { name: 'agent' }]) {
      const v = only(row.refused(card, -32004));
      expect(v.status).toBe('skip');
      expect(v.message).toBe(`not applicable: the card does not declare capabilities.${row.field}`);
    }
    expect(only(row.refused(undefined as never, -32004)).message).toBe('no agent card to read capabilities from');
  });
});

describe('a2a.streaming-declared: what it does not judge', () => {
  const card = cardWith({ streaming: true });

  it('passes other answers than a refusal (an error it does not name, a stream)', () => {
    expect(only(checkStreamingDeclared(card, streamedTurn(), error(-32001, 'no such task'))).status).toBe('pass');
  });

  it('leaves the subscription not exercised when none was sent, SendStreamingMessage still judged', () => {
    const verdicts = checkStreamingDeclared(card, streamedTurn(), undefined);
    expect(verdicts.map((v) => v.status)).toEqual(['pass', 'not-tested']);
    expect(unexercisedClauses(verdicts[1]!)).toEqual(['subscribe-to-task']);
  });

  it('does not judge -32004 to a subscription answered once the task had finished (§3.1.6), but does -32601', () => {
    const late = (code: number): RecordedExchange => ({
      ...error(code, 'finished'),
      end: { at: 1e9, how: 'complete' },
    });
    const verdicts = checkStreamingDeclared(card, streamedTurn(), late(-32004));
    expect(verdicts.map((v) => v.status)).toEqual(['pass', 'not-tested']);
    expect(verdicts[1]!.message).toMatch(/once the task had finished/);
    expect(only(checkStreamingDeclared(card, streamedTurn(), late(-32601))).status).toBe('fail');
  });
});

describe('a2a.streaming-unsupported: a card that does not declare streaming refuses both methods (§3.3.4)', () => {
  const undeclared = [cardWith({ streaming: false }), cardWith({}), { name: 'agent' }];
  const refused = () => error(-32004, 'Streaming is not supported.');

  it('passes -32004 to SendStreamingMessage and to SubscribeToTask, for false and absent alike', () => {
    for (const card of undeclared) {
      const v = only(
        checkStreamingUnsupported(card, { 'send-streaming-message': refused(), 'subscribe-to-task': refused() }),
      );
      expect(v.status).toBe('pass');
      expect(v.message).toMatch(/both streaming methods get -32004/);
    }
  });

  it('fails the clause of the method that streamed, or was answered with another code', () => {
    const streamed = streamedTurn().send;
    const sendServed = checkStreamingUnsupported(cardWith({}), {
      'send-streaming-message': streamed,
      'subscribe-to-task': refused(),
    });
    expect(sendServed.map((v) => v.status)).toEqual(['fail']);
    expect(clausesOf(sendServed[0]!)).toEqual(['send-streaming-message']);
    expect(sendServed[0]!.message).toMatch(/does not declare capabilities\.streaming: .*answered with a stream/);
    const subscribed = checkStreamingUnsupported(cardWith({}), {
      'send-streaming-message': refused(),
      'subscribe-to-task': runningSub(),
    });
    expect(clausesOf(only(subscribed))).toEqual(['subscribe-to-task']);
    const notFound = checkStreamingUnsupported(cardWith({}), {
      'send-streaming-message': refused(),
      'subscribe-to-task': error(-32001, 'task not found'),
    });
    expect(only(notFound).message).toMatch(/-32001.*expected -32004/);
  });

  it('leaves the subscription not exercised when SendMessage made no task, SendStreamingMessage still judged', () => {
    const verdicts = checkStreamingUnsupported(cardWith({}), { 'send-streaming-message': refused() });
    expect(verdicts.map((v) => v.status)).toEqual(['pass', 'not-tested']);
    expect(unexercisedClauses(verdicts[1]!)).toEqual(['subscribe-to-task']);
    // The other way round, the pass names the method that was judged.
    const onlySubscribed = checkStreamingUnsupported(cardWith({}), { 'subscribe-to-task': refused() });
    expect(onlySubscribed[0]!.message).toBe(
      'the card does not declare capabilities.streaming, and SubscribeToTask gets -32004',
    );
    expect(unexercisedClauses(onlySubscribed[1]!)).toEqual(['send-streaming-message']);
  });

  it('does not judge a card that declares streaming (a2a.streaming-declared does), nor a target with no card', () => {
    const v = only(checkStreamingUnsupported(cardWith({ streaming: true }), { 'send-streaming-message': refused() }));
    expect(v.status).toBe('skip');
    expect(v.message).toBe(
      'not applicable: the card declares capabilities.streaming, and a2a.streaming-declared holds it to serving both streaming methods',
    );
    expect(only(checkStreamingUnsupported(undefined, {})).message).toBe('no agent card to read capabilities from');
    expect(only(checkStreamingUnsupported(cardWith({}), {})).status).toBe('not-tested');
  });
});

describe('a2a.push-declared: what it does not judge', () => {
  it('is not tested when no push method was called', () => {
    expect(only(checkPushDeclared(cardWith({ pushNotifications: true }), {})).status).toBe('not-tested');
  });

  it('names every method refused', () => {
    const answers = { ...pushAnswers({ clause: 'get', code: -32004 }), list: error(-32601, 'no') };
    const v = only(checkPushDeclared(cardWith({ pushNotifications: true }), answers));
    expect(clausesOf(v)).toEqual(['get', 'list']);
    expect(v.message).toMatch(/GetTaskPushNotificationConfig was answered -32004 .*\(and 1 more\)/);
  });
});

describe('a2a.extended-card-declared: what it does not judge', () => {
  it.each([-32007, -32600])('passes %i (not configured, or the credentials the card asks for)', (code) => {
    expect(only(checkExtendedCardDeclared(cardWith({ extendedAgentCard: true }), error(code))).status).toBe('pass');
  });
});

describe('a2a.extensions-required', () => {
  const required = cardWith({
    extensions: [
      { uri: 'https://example.com/ext/optional/v1', required: false },
      { uri: 'https://example.com/ext/required/v1', required: true },
    ],
  });
  const ran = answer({
    jsonrpc: '2.0',
    id: 1,
    result: { task: { id: 't', status: { state: 'TASK_STATE_COMPLETED' } } },
  });

  it('reads the URIs of the extensions marked required: true, and nothing else', () => {
    expect(requiredExtensions(required)).toEqual(['https://example.com/ext/required/v1']);
    expect(requiredExtensions(cardWith({ extensions: 'none' }))).toEqual([]);
    expect(requiredExtensions(undefined)).toEqual([]);
  });

  it('passes -32008 to a message declaring no extension', () => {
    expect(only(checkExtensionsRequired(required, error(-32008, 'extension required'))).status).toBe('pass');
  });

  it.each([
    [
      'a task',
      ran,
      /the card marks "https:\/\/example.com\/ext\/required\/v1" required: expected JSON-RPC error -32008: answered/,
    ],
    ['another error', error(-32004, 'no'), /required: JSON-RPC error -32004 \("no"\), expected -32008/],
  ])('fails %s', (_what, exchange, message) => {
    const v = only(checkExtensionsRequired(required, exchange));
    expect(v.status).toBe('fail');
    expect(v.message).toMatch(message);
  });

  it('is not applicable to a card that marks none required, even when a message ran', () => {
    for (const card of [
      cardWith({}),
      cardWith({ extensions: [{ uri: 'https://example.com/ext/optional/v1', required: false }] }),
    ]) {
      const v = only(checkExtensionsRequired(card, ran));
      expect(v.status).toBe('skip');
      expect(v.message).toBe('not applicable: the card does not declare capabilities.extensions with required: true');
    }
    expect(only(checkExtensionsRequired(required, undefined)).status).toBe('not-tested');
  });
});
