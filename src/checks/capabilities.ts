// What a card declares in its capabilities (A2A 1.0 AgentCapabilities) is a claim the agent is
// held to: a declared capability's methods are served, not refused with the codes that say a method
// or an operation is not there (-32003, -32004, -32601), and a required extension is enforced.
// What a card does not declare is not held to it: each check is then skipped as not applicable,
// which counts as neither judged nor missing (the refusals an undeclared capability owes are
// a2a.push-not-supported's and a2a.extended-card-unsupported's).
// Each judges calls the cases make for other rules too (the turn and subscription of
// a2a.subscribe-to-task's case, the calls of a2a.push-not-supported's), and the card the case fetched.
import type { RecordedExchange, RecordedTurn } from '../a2a/recording.ts';
import { ErrorCodes } from '../a2a/wire.ts';
import type { ClauseIdOf, RuleId } from '../rules/index.ts';
import { isObject } from '../transcript/read.ts';
import { checkErrorCode } from './a2a-core.ts';
// The push methods by clause: a2a.push-declared's clauses are a2a.push-not-supported's, a method each.
import { PUSH_METHODS } from './a2a-spec.ts';
import type { Verdict } from './types.ts';
import { brief, declaredInstead, judge, notDeclared, notExercised, notTested, pass, type Finding } from './verdict.ts';
import { responseBody, viewOf } from './view.ts';

type Card = Record<string, unknown>;

/** The codes that refuse a method outright, by the name A2A §5.4 and JSON-RPC give each. */
const REFUSALS: ReadonlyMap<number, string> = new Map([
  [ErrorCodes.PushNotificationNotSupported, 'PushNotificationNotSupportedError'],
  [ErrorCodes.UnsupportedOperation, 'UnsupportedOperationError'],
  [ErrorCodes.MethodNotFound, 'MethodNotFoundError'],
]);

/** The boolean capabilities of AgentCapabilities, by their JSON name. */
type DeclaredFlag = 'streaming' | 'pushNotifications' | 'extendedAgentCard';

/** Whether the card declares the capability: `true`, nothing else (absent and false both leave it undeclared, §3.3.4). */
export const declares = (card: Card | undefined, flag: DeclaredFlag): boolean =>
  isObject(card?.capabilities) && card.capabilities[flag] === true;

/** The URIs of the extensions the card's capabilities mark `required: true`. */
export function requiredExtensions(card: Card | undefined): string[] {
  const extensions = isObject(card?.capabilities) ? card.capabilities.extensions : undefined;
  if (!Array.isArray(extensions)) return [];
  return extensions.flatMap((e) => (isObject(e) && e.required === true ? [String(e.uri)] : []));
}

/** The refusal an answer is: its JSON-RPC error, when the code is one of REFUSALS. */
function refusalOf(exchange: RecordedExchange): { code: number; message: unknown } | undefined {
  if (exchange.sse) return undefined;
  const error = responseBody(exchange)?.error;
  return isObject(error) && typeof error.code === 'number' && REFUSALS.has(error.code)
    ? { code: error.code, message: error.message }
    : undefined;
}

const describeRefusal = (method: string, refusal: { code: number; message: unknown }): string =>
  `${method} was answered ${refusal.code} ${REFUSALS.get(refusal.code)} (${brief(refusal.message, 80)})`;

/** A rule whose capability the card does not declare: skipped as not applicable; with no card, not tested. */
function unheld(rule: RuleId, card: Card | undefined, field: string): Verdict[] {
  if (!card) return [notTested(rule, 'no agent card to read capabilities from')];
  return [notDeclared(rule, `capabilities.${field}`)];
}

/** Each method's answer, judged as served: a finding for each refused, on its clause. */
function served<R extends RuleId>(
  methods: Readonly<Record<ClauseIdOf<R>, string>>,
  answers: Readonly<Partial<Record<ClauseIdOf<R>, RecordedExchange>>>,
  field: string,
): Finding<R>[] {
  return (Object.keys(methods) as ClauseIdOf<R>[]).flatMap((clause) => {
    const exchange = answers[clause];
    const refusal = exchange && refusalOf(exchange);
    return refusal
      ? [
          {
            clause,
            message: `the card declares capabilities.${field}, and ${describeRefusal(methods[clause], refusal)}`,
            evidence: { code: refusal.code, message: refusal.message },
          },
        ]
      : [];
  });
}

type StreamingClause = ClauseIdOf<'a2a.streaming-declared'>;

/**
 * A card declaring streaming: the turn's SendStreamingMessage and the SubscribeToTask sent while
 * it ran (undefined when none was sent) are not refused. A -32004 to the subscription that came
 * once the turn had reached its terminal state may be §3.1.6's answer to a finished task: not judged.
 */
export function checkStreamingDeclared(
  card: Card | undefined,
  turn: RecordedTurn,
  subscription: RecordedExchange | undefined,
): Verdict[] {
  const rule = 'a2a.streaming-declared';
  if (!declares(card, 'streaming')) return unheld(rule, card, 'streaming');
  const methods: Record<StreamingClause, string> = {
    'send-streaming-message': 'SendStreamingMessage',
    'subscribe-to-task': 'SubscribeToTask on the running task',
  };
  const view = viewOf(turn);
  const finishedAt = view.terminal === undefined ? undefined : view.items[view.terminal]?.receivedAt;
  const refused = subscription && refusalOf(subscription);
  const answeredAt = subscription && (subscription.firstByteAt ?? subscription.end.at);
  const maybeFinished =
    refused?.code === ErrorCodes.UnsupportedOperation &&
    finishedAt !== undefined &&
    answeredAt !== undefined &&
    answeredAt >= finishedAt;
  const findings = served<'a2a.streaming-declared'>(
    methods,
    {
      'send-streaming-message': turn.send,
      ...(subscription && !maybeFinished ? { 'subscribe-to-task': subscription } : {}),
    },
    'streaming',
  );
  if (findings.length > 0) return judge(rule, findings, '');
  const sent = pass(rule, 'the card declares capabilities.streaming, and SendStreamingMessage was not refused');
  if (!subscription)
    return [
      sent,
      notExercised(
        rule,
        'subscribe-to-task',
        'no SubscribeToTask was sent: the turn named no running task to subscribe to',
      ),
    ];
  if (maybeFinished)
    return [
      sent,
      notExercised(rule, 'subscribe-to-task', 'SubscribeToTask got -32004 once the task had finished (§3.1.6)'),
    ];
  return [
    pass(
      rule,
      'the card declares capabilities.streaming, and neither SendStreamingMessage nor SubscribeToTask was refused',
    ),
  ];
}

type UnsupportedClause = ClauseIdOf<'a2a.streaming-unsupported'>;
const UNSUPPORTED_METHODS: Readonly<Record<UnsupportedClause, string>> = {
  'send-streaming-message': 'SendStreamingMessage',
  'subscribe-to-task': 'SubscribeToTask',
};

/**
 * A card not declaring streaming: SendStreamingMessage and SubscribeToTask (the calls made, by
 * clause) each get -32004 (§3.3.4), a JSON-RPC error and no stream. A clause whose call was not
 * made (no task to subscribe to) is said so, not passed.
 */
export function checkStreamingUnsupported(
  card: Card | undefined,
  answers: Readonly<Partial<Record<UnsupportedClause, RecordedExchange>>>,
): Verdict[] {
  const rule = 'a2a.streaming-unsupported';
  if (!card) return [notTested(rule, 'no agent card to read capabilities from')];
  if (declares(card, 'streaming'))
    return [
      declaredInstead(
        rule,
        'capabilities.streaming',
        'a2a.streaming-declared holds it to serving both streaming methods',
      ),
    ];
  const clauses = Object.keys(UNSUPPORTED_METHODS) as UnsupportedClause[];
  const judged = clauses.flatMap((clause) => {
    const exchange = answers[clause];
    return exchange ? checkErrorCode(rule, exchange, ErrorCodes.UnsupportedOperation, clause) : [];
  });
  const failed = judged.filter((v) => v.status === 'fail');
  if (failed.length > 0)
    return failed.map((v) => ({ ...v, message: `the card does not declare capabilities.streaming: ${v.message}` }));
  if (judged.length === 0) return [notTested(rule, 'neither streaming method was called')];
  const asked = clauses.filter((clause) => answers[clause]);
  const sent = pass(
    rule,
    `the card does not declare capabilities.streaming, and ${asked.length === 2 ? 'both streaming methods get' : `${UNSUPPORTED_METHODS[asked[0]!]} gets`} -32004`,
  );
  const unasked = clauses.filter((clause) => !answers[clause]);
  return [sent, ...unasked.map((clause) => notExercised(rule, clause, UNASKED[clause]))];
}

/** Why a streaming method was not sent (the case sends SubscribeToTask only to a task SendMessage made). */
const UNASKED: Readonly<Record<UnsupportedClause, string>> = {
  'send-streaming-message': 'no SendStreamingMessage was sent',
  'subscribe-to-task': 'no SubscribeToTask was sent: SendMessage made no task to subscribe to',
};

type PushClause = ClauseIdOf<'a2a.push-declared'>;

/** A card declaring push notifications: none of the four config methods (the calls made, by clause) is refused. */
export function checkPushDeclared(
  card: Card | undefined,
  answers: Readonly<Partial<Record<PushClause, RecordedExchange>>>,
): Verdict[] {
  const rule = 'a2a.push-declared';
  if (!declares(card, 'pushNotifications')) return unheld(rule, card, 'pushNotifications');
  const called = (Object.keys(PUSH_METHODS) as PushClause[]).filter((c) => answers[c]);
  if (called.length === 0) return [notTested(rule, 'no push notification method was called')];
  return judge(
    rule,
    served<typeof rule>(PUSH_METHODS, answers, 'pushNotifications'),
    `the card declares capabilities.pushNotifications, and none of ${called.length} push notification methods was refused`,
  );
}

/** A card declaring the extended card: GetExtendedAgentCard is not refused (a card, -32007 or an authentication error pass). */
export function checkExtendedCardDeclared(card: Card | undefined, exchange: RecordedExchange): Verdict[] {
  const rule = 'a2a.extended-card-declared';
  if (!declares(card, 'extendedAgentCard')) return unheld(rule, card, 'extendedAgentCard');
  return judge(
    rule,
    served<typeof rule>({ whole: 'GetExtendedAgentCard' }, { whole: exchange }, 'extendedAgentCard'),
    'the card declares capabilities.extendedAgentCard, and GetExtendedAgentCard was not refused',
  );
}

/**
 * A card marking an extension required: a message declaring no extension (`send`, undefined when
 * none was sent) gets ExtensionSupportRequiredError.
 */
export function checkExtensionsRequired(card: Card | undefined, send: RecordedExchange | undefined): Verdict[] {
  const rule = 'a2a.extensions-required';
  const required = requiredExtensions(card);
  if (!card) return unheld(rule, card, 'extensions');
  if (required.length === 0) return [notDeclared(rule, 'capabilities.extensions with required: true')];
  if (!send) return [notTested(rule, 'no message declaring no extension was sent')];
  return checkErrorCode(rule, send, ErrorCodes.ExtensionSupportRequired, 'whole').map((v) =>
    v.status === 'fail'
      ? { ...v, message: `the card marks ${required.map((u) => brief(u, 80)).join(', ')} required: ${v.message}` }
      : v,
  );
}
