// The A2A 1.0 specification's own requirements for an agent over JSON-RPC (the A2A TCK's, read
// from the specification): the card's interfaces and caching, capabilities it does not declare,
// ids and history, several streams on one task, ListTasks, serialization, the JSON-RPC answers
// and their ErrorInfo, version negotiation. Each judges recorded exchanges; suites send them.
import type { RecordedExchange, RecordedSseEvent, RecordedTurn } from '../a2a/recording.ts';
import { readItem, stateOf, updatesOf, type StreamItem } from '../a2a/stream-events.ts';
import { ErrorCodes, isTerminalState, PushMethods } from '../a2a/wire.ts';
import type { ClauseIdOf, RuleId } from '../rules/index.ts';
import { isObject } from '../transcript/read.ts';
import { checkErrorCode } from './a2a-core.ts';
import { shapeFindings } from './a2a-stream.ts';
import type { Verdict } from './types.ts';
import {
  brief as briefOf,
  declaredInstead,
  failOn,
  judge,
  notExercised,
  notTested,
  pass,
  type Finding,
} from './verdict.ts';
import { answered, hasArtifacts, messageOf, requestId, responseBody, taskOf, viewOf } from './view.ts';

type Body = Record<string, unknown>;

/** A value as a message shows it; a field that is not there is said to be absent. */
const brief = (value: unknown, max?: number): string => (value === undefined ? '(absent)' : briefOf(value, max));
/** What an exchange came back with: its JSON, its text, or why there was none. */
const whatCame = (exchange: RecordedExchange, max = 160): string =>
  exchange.sse
    ? 'with a stream'
    : (responseBody(exchange) ?? exchange.body?.text)
      ? brief(responseBody(exchange) ?? exchange.body?.text, max)
      : answered(exchange);

const header = (exchange: RecordedExchange, name: string): string | undefined =>
  Object.entries(exchange.responseHeaders ?? {}).find(([k]) => k.toLowerCase() === name)?.[1];

/** The card a GET answered, when it is a JSON object. */
export function cardOf(exchange: RecordedExchange | undefined): Body | undefined {
  return exchange?.status === 200 ? responseBody(exchange) : undefined;
}

const capability = (card: Body | undefined, name: string): unknown =>
  isObject(card?.capabilities) ? card.capabilities[name] : undefined;

// ---------------------------------------------------------------------------------------------
// The agent card

export function checkCardInterfacesDeclared(cardExchange: RecordedExchange): Verdict[] {
  const rule = 'a2a.interfaces-declared';
  const card = cardOf(cardExchange);
  if (!card) return [notTested(rule, `no agent card (${answered(cardExchange)})`)];
  const interfaces = Array.isArray(card.supportedInterfaces) ? card.supportedInterfaces : [];
  if (interfaces.length === 0) return [notTested(rule, 'the card lists no interface (a2a.card-interface judges that)')];
  const findings: Finding<typeof rule>[] = [];
  interfaces.forEach((entry, i) => {
    const at = `supportedInterfaces[${i}]`;
    const iface = isObject(entry) ? entry : {};
    if (typeof iface.protocolBinding !== 'string' || iface.protocolBinding === '')
      findings.push({ clause: 'binding', message: `${at} names no protocolBinding`, evidence: { interface: entry } });
    const url = typeof iface.url === 'string' && URL.canParse(iface.url) ? new URL(iface.url) : undefined;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
      findings.push({
        clause: 'url',
        message: `${at}: url ${brief(iface.url)} is not an absolute http(s) URL`,
        evidence: { interface: entry },
      });
    if (typeof iface.protocolVersion !== 'string' || !/^\d+\.\d+$/.test(iface.protocolVersion))
      findings.push({
        clause: 'version',
        message: `${at}: protocolVersion ${brief(iface.protocolVersion)} is not Major.Minor`,
        evidence: { interface: entry },
      });
  });
  return judge(rule, findings, `${interfaces.length} interfaces, each with its binding, version and URL`);
}

/** The card's caching headers, and the answer to a GET with If-None-Match naming its ETag (undefined when it has none). */
export function checkCardCaching(cardExchange: RecordedExchange, conditional: RecordedExchange | undefined): Verdict[] {
  const rule = 'a2a.agent-card-caching';
  if (!cardOf(cardExchange)) return [notTested(rule, `no agent card (${answered(cardExchange)})`)];
  const findings: Finding<typeof rule>[] = [];
  const cacheControl = header(cardExchange, 'cache-control');
  if (!cacheControl || !/(?:^|[,\s])max-age=\d+/i.test(cacheControl))
    findings.push({
      clause: 'cache-control',
      message: cacheControl
        ? `Cache-Control is ${brief(cacheControl)}, with no max-age`
        : 'the card is served with no Cache-Control',
      evidence: { cacheControl },
    });
  const etag = header(cardExchange, 'etag');
  if (!etag) findings.push({ clause: 'etag', message: 'the card is served with no ETag' });
  else if (conditional && conditional.status !== 304)
    findings.push({
      clause: 'not-modified',
      message: `a GET with If-None-Match: ${etag} was answered ${answered(conditional)}, not 304`,
      evidence: { status: conditional.status },
    });
  return judge(rule, findings, `Cache-Control ${String(cacheControl)}, ETag ${String(etag)}, 304 when unchanged`);
}

export function checkCardLastModified(cardExchange: RecordedExchange): Verdict[] {
  const rule = 'a2a.agent-card-last-modified';
  const lastModified = header(cardExchange, 'last-modified');
  if (!cardOf(cardExchange) || lastModified === undefined)
    return [notTested(rule, 'the card is served without Last-Modified (A2A makes it a MAY)')];
  return [pass(rule, `Last-Modified: ${lastModified}`, { lastModified })];
}

// ---------------------------------------------------------------------------------------------
// Capabilities the card does not declare

export function checkExtendedCardUnsupported(card: Body | undefined, exchange: RecordedExchange): Verdict[] {
  const rule = 'a2a.extended-card-unsupported';
  if (!card) return [notTested(rule, 'no agent card to read capabilities from')];
  if (capability(card, 'extendedAgentCard') === true)
    return [
      declaredInstead(
        rule,
        'capabilities.extendedAgentCard',
        'a2a.extended-card-declared holds it to serving GetExtendedAgentCard',
      ),
    ];
  return checkErrorCode(rule, exchange, ErrorCodes.UnsupportedOperation, 'whole');
}

type PushClause = ClauseIdOf<'a2a.push-not-supported'>;
/** The push notification methods A2A 1.0 names, by the clause each is. */
export const PUSH_METHODS: Readonly<Record<PushClause, string>> = PushMethods;

export function checkPushNotSupported(
  card: Body | undefined,
  answers: Readonly<Partial<Record<PushClause, RecordedExchange>>>,
): Verdict[] {
  const rule = 'a2a.push-not-supported';
  if (!card) return [notTested(rule, 'no agent card to read capabilities from')];
  if (capability(card, 'pushNotifications') === true)
    return [
      declaredInstead(
        rule,
        'capabilities.pushNotifications',
        'a2a.push-declared holds it to serving the push notification methods',
      ),
    ];
  const verdicts = (Object.keys(PUSH_METHODS) as PushClause[]).flatMap((clause) => {
    const exchange = answers[clause];
    return exchange ? checkErrorCode(rule, exchange, ErrorCodes.PushNotificationNotSupported, clause) : [];
  });
  const failed = verdicts.filter((v) => v.status === 'fail');
  if (failed.length > 0) return failed;
  return [pass(rule, `${verdicts.length} push notification methods answer -32003`)];
}

// ---------------------------------------------------------------------------------------------
// Sending messages

export const checkContentTypeNotSupported = (e: RecordedExchange) =>
  checkErrorCode('a2a.content-type-not-supported', e, ErrorCodes.ContentTypeNotSupported, 'whole');
export const checkMessageUnknownTask = (e: RecordedExchange) =>
  checkErrorCode('a2a.message-unknown-task', e, ErrorCodes.TaskNotFound, 'whole');
export const checkSubscribeFinished = (e: RecordedExchange) =>
  checkErrorCode('a2a.subscribe-finished', e, ErrorCodes.UnsupportedOperation, 'whole');
export const checkSubscribeUnknown = (e: RecordedExchange) =>
  checkErrorCode('a2a.subscribe-unknown', e, ErrorCodes.TaskNotFound, 'whole');

/**
 * SendMessage with returnImmediately: answered with the task in progress, before the turn's slow
 * model answered (`modelAnsweredAt`, the send time of its first frame), and GetTask afterwards
 * (`polls`, the last one the latest) shows the task reaching a terminal state. The model's journal
 * is read after the answer came, so a model with no frame in it (undefined) had not answered yet.
 */
export function checkReturnImmediately(
  send: RecordedExchange,
  modelAnsweredAt: number | undefined,
  polls: readonly RecordedExchange[],
): Verdict[] {
  const rule = 'a2a.return-immediately';
  const task = taskOf(send);
  // §3.2.2 speaks of "the task" the operation creates; an agent that answers a Message made none.
  if (messageOf(send))
    return [
      notTested(
        rule,
        'not applicable: SendMessage answered with a Message and made no task (A2A §3.1.1), so there is no task to return at once',
      ),
    ];
  if (!task) return failOn(rule, 'in-progress', `SendMessage answered ${whatCame(send)}, not a task`);
  const findings: Finding<typeof rule>[] = [];
  const state = stateOf('task', task);
  if (isTerminalState(state))
    findings.push({ clause: 'in-progress', message: `the task came back in ${String(state)}, a terminal state` });
  if (modelAnsweredAt !== undefined && send.firstByteAt !== undefined && send.firstByteAt > modelAnsweredAt)
    findings.push({
      clause: 'before-the-end',
      message: `the answer came ${Math.round(send.firstByteAt - modelAnsweredAt)} ms after the model answered: it waited for the turn`,
    });
  const last = taskOf(polls.at(-1));
  const final = last ? stateOf('task', last) : undefined;
  if (!isTerminalState(final))
    findings.push({
      clause: 'goes-on',
      message: `after ${polls.length} GetTask calls the task is still ${brief(final)}`,
      evidence: { state: final },
    });
  return judge(rule, findings, `answered at once in ${brief(state)}; the task went on to ${brief(final)}`);
}

/** A SendMessage sent without contextId: the task names the context the agent made. */
export function checkContextIdGenerated(send: RecordedExchange): Verdict[] {
  const rule = 'a2a.context-id-generated';
  const message = messageOf(send);
  // A Message answered instead of a task may name the context too (A2A §3.4.1: "in the response").
  if (message && typeof message.contextId === 'string' && message.contextId !== '')
    return [pass(rule, `the Message answered names the generated context ${message.contextId}`)];
  if (message)
    return [notTested(rule, 'SendMessage answered a Message naming no contextId: no generated context to look for')];
  const task = taskOf(send);
  if (!task) return [notTested(rule, `SendMessage answered ${answered(send)} without a task`)];
  if (typeof task.contextId === 'string' && task.contextId !== '')
    return [pass(rule, `the task names the generated context ${task.contextId}`)];
  return failOn(rule, 'whole', `the task names no contextId (${brief(task.contextId)}) though the message had none`);
}

/** Two new tasks: each has an id, and not the same one. */
export function checkTaskIdUnique(first: RecordedExchange, second: RecordedExchange): Verdict[] {
  const rule = 'a2a.task-id-unique';
  const [a, b] = [taskOf(first)?.id, taskOf(second)?.id];
  if (a === undefined && b === undefined)
    return [
      notTested(
        rule,
        messageOf(first) && messageOf(second)
          ? 'not applicable: both SendMessage calls were answered with a Message and made no task (A2A §3.1.1)'
          : 'neither SendMessage returned a task',
      ),
    ];
  const findings: Finding<typeof rule>[] = [];
  for (const id of [a, b])
    if (typeof id !== 'string' || id === '')
      findings.push({ clause: 'whole', message: `a new task has no id (${brief(id)})` });
  if (findings.length === 0 && a === b)
    findings.push({ clause: 'whole', message: `two new tasks got the same id ${String(a)}` });
  return judge(rule, findings, `two new tasks, ${String(a)} and ${String(b)}`);
}

/** A message naming a running task but another context: refused with an error. Undefined when it was never sent. */
export function checkContextTaskMismatch(exchange: RecordedExchange | undefined): Verdict[] {
  const rule = 'a2a.context-task-mismatch';
  if (!exchange)
    return [
      notTested(
        rule,
        "cannot test: the turn's stream named no running task to send a message to (no task or update event)",
      ),
    ];
  const body = responseBody(exchange);
  if (isObject(body?.error)) return [pass(rule, `refused: JSON-RPC error ${brief(body.error.code)}`)];
  return failOn(
    rule,
    'whole',
    `a message naming a task but another contextId was answered ${whatCame(exchange)}, not an error`,
  );
}

type InvalidClause = ClauseIdOf<'a2a.invalid-params'>;
export function checkInvalidParams(answers: Readonly<Partial<Record<InvalidClause, RecordedExchange>>>): Verdict[] {
  const rule = 'a2a.invalid-params';
  const verdicts = (Object.entries(answers) as [InvalidClause, RecordedExchange][]).flatMap(([clause, exchange]) =>
    checkErrorCode(rule, exchange, ErrorCodes.InvalidParams, clause),
  );
  const failed = verdicts.filter((v) => v.status === 'fail');
  if (failed.length > 0) return failed;
  return [pass(rule, `${verdicts.length} invalid calls answered -32602`)];
}

/** A request with fields A2A does not define: served, the turn run to a task. */
export function checkUnknownFieldsIgnored(send: RecordedExchange): Verdict[] {
  const rule = 'a2a.unknown-fields-ignored';
  const task = taskOf(send);
  if (task && isTerminalState(stateOf('task', task))) return [pass(rule, 'served, the unknown fields ignored')];
  if (messageOf(send)) return [pass(rule, 'served with a Message (A2A §3.1.1), the unknown fields ignored')];
  const body = responseBody(send);
  return failOn(
    rule,
    'whole',
    `a SendMessage with fields A2A does not define was answered ${isObject(body?.error) ? brief(body.error, 160) : whatCame(send)}`,
  );
}

// ---------------------------------------------------------------------------------------------
// History

/** The calls whose tasks the history rules judge, by clause (both rules have the same four). */
const HISTORY_CALLS = {
  'send-message': 'SendMessage',
  'get-task': 'GetTask',
  stream: 'SendStreamingMessage',
  'list-tasks': 'ListTasks',
} as const;

/** The tasks a call returned: SendMessage's or GetTask's task, every task a stream's events carry, a ListTasks page's. */
function tasksOfCall(clause: keyof typeof HISTORY_CALLS, exchange: RecordedExchange | undefined): Body[] {
  if (clause === 'stream')
    return (exchange?.sse ?? []).flatMap((e) =>
      isObject(e.json) && isObject(e.json.result) && isObject(e.json.result.task) ? [e.json.result.task] : [],
    );
  if (clause === 'list-tasks') {
    const result = responseBody(exchange)?.result;
    return isObject(result) && Array.isArray(result.tasks) ? result.tasks.filter(isObject) : [];
  }
  const task = taskOf(exchange);
  return task ? [task] : [];
}
type HistoryClause = keyof typeof HISTORY_CALLS;
type HistoryRule = 'a2a.history-length' | 'a2a.history-length-zero';

/**
 * The tasks returned with historyLength `n` (SendMessage's, GetTask's), each judged by `wrong`
 * (what breaks the rule in its history, or undefined). A clause whose call returned no task (or
 * was not sent: no task to get) is not exercised, said so.
 */
function judgeHistories(
  rule: HistoryRule,
  n: number,
  answers: Readonly<Partial<Record<HistoryClause, RecordedExchange>>>,
  wrong: (history: unknown) => string | undefined,
  passed: (tasks: string) => string,
): Verdict[] {
  const findings: Finding<HistoryRule>[] = [];
  const unexercised: { clause: HistoryClause; why: string }[] = [];
  let seen = 0;
  for (const clause of Object.keys(HISTORY_CALLS) as HistoryClause[]) {
    const exchange = answers[clause];
    const call = HISTORY_CALLS[clause];
    const tasks = tasksOfCall(clause, exchange);
    if (tasks.length === 0) {
      unexercised.push({
        clause,
        why: exchange
          ? `${call} answered ${whatCame(exchange, 100)}, not a task`
          : `${call} was not sent${clause === 'get-task' ? ': there was no task to get' : ''}`,
      });
      continue;
    }
    seen += tasks.length;
    // The first task whose history breaks the rule (one finding per call: a page repeats itself).
    for (const task of tasks) {
      const broken = wrong(task.history);
      if (broken === undefined) continue;
      findings.push({
        clause,
        message: `${call} with historyLength ${n} returned ${tasks.length > 1 ? `task ${brief(task.id)} with ` : ''}${broken}`,
        evidence: { history: Array.isArray(task.history) ? task.history.length : task.history },
      });
      break;
    }
  }
  const judged = Object.keys(HISTORY_CALLS).length - unexercised.length;
  if (judged === 0)
    return [
      notTested(
        rule,
        Object.values(answers).some((e) => messageOf(e))
          ? 'not applicable: SendMessage answered with a Message and made no task (A2A §3.1.1), so there is no history to bound'
          : `no task came back to look at its history (${unexercised.map((u) => u.why).join('; ')})`,
      ),
    ];
  return [
    ...judge(
      rule,
      findings as Finding<typeof rule>[],
      // A stream carries its task in several events, and a page several tasks: both are counted.
      passed(`${seen} task${seen === 1 ? '' : 's'} from ${judged} call${judged === 1 ? '' : 's'}`),
    ),
    ...unexercised.map((u) => notExercised(rule, u.clause, u.why)),
  ];
}

/** Tasks returned with historyLength 1 (GetTask's, SendMessage's): at most one history message. */
export const checkHistoryLength = (answers: Readonly<Partial<Record<HistoryClause, RecordedExchange>>>): Verdict[] =>
  judgeHistories(
    'a2a.history-length',
    1,
    answers,
    (history) =>
      history === undefined || (Array.isArray(history) && history.length <= 1)
        ? undefined
        : Array.isArray(history)
          ? `${history.length} history messages`
          : brief(history),
    (tasks) => `${tasks} with historyLength 1 held at most one history message`,
  );

/** Tasks returned with historyLength 0 (GetTask's, SendMessage's): no history field. */
export const checkHistoryLengthZero = (
  answers: Readonly<Partial<Record<HistoryClause, RecordedExchange>>>,
): Verdict[] =>
  judgeHistories(
    'a2a.history-length-zero',
    0,
    answers,
    (history) =>
      history === undefined
        ? undefined
        : `a history field (${Array.isArray(history) ? `${history.length} messages` : brief(history)})`,
    (tasks) => `${tasks} with historyLength 0 carried no history field`,
  );

// ---------------------------------------------------------------------------------------------
// Cancel and several streams

/** CancelTask sent during a turn that ended cancelled: it answered the task, canceled. */
export function checkCancelReturnsTask(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.cancel-returns-task';
  if (!turn.cancel) return [notTested(rule, 'the case sent no CancelTask')];
  const view = viewOf(turn);
  // A cancel that lost the race to the turn's own end may be refused (-32002): only a turn that ended cancelled owes the task.
  if (view.turnFinished?.data.status !== 'cancelled' && view.finalState !== 'TASK_STATE_CANCELED')
    return [
      notTested(rule, `the turn ended ${brief(view.turnFinished?.data.status ?? view.finalState)}, not cancelled`),
    ];
  const task = taskOf(turn.cancel);
  if (!task || task.id !== view.taskId)
    return failOn(rule, 'task', `CancelTask answered ${whatCame(turn.cancel)}, not the task ${brief(view.taskId)}`);
  const state = stateOf('task', task);
  if (state !== 'TASK_STATE_CANCELED')
    return failOn(rule, 'canceled', `CancelTask answered the task in ${brief(state)}, not TASK_STATE_CANCELED`, {
      state,
    });
  return [pass(rule, 'CancelTask answered the task, TASK_STATE_CANCELED')];
}

/** How long after both subscriptions had their snapshot an event counts as sent to both. */
const JOIN_MARGIN_MS = 200;
/** A stream's updates (status and artifact updates, a vessel's events among them), each with its key: the update field for field. */
const keyedUpdates = (sse: readonly RecordedSseEvent[]) =>
  updatesOf(sse.map(readItem)).map((item) => ({ item, key: JSON.stringify([item.member, item.body]) }));

/**
 * Two subscriptions opened together on one running task (`a`, `b`) and a third the kit closed at
 * its first update (`closed`): the two receive the same updates in the same order, and they and
 * the turn's own stream still reach the terminal state. All undefined: the turn's stream named no
 * task to subscribe to. A third that was never closed while the task ran exercises no close.
 */
export function checkStreamsBroadcast(
  turnStream: RecordedExchange,
  a: RecordedExchange | undefined,
  b: RecordedExchange | undefined,
  closed: RecordedExchange | undefined,
): Verdict[] {
  const rule = 'a2a.streams-broadcast';
  if (!a && !b && !closed)
    return [notTested(rule, "cannot test: the turn's stream named no task to subscribe to (no task or update event)")];
  if (!a?.sse || !b?.sse)
    return [notTested(rule, 'two subscriptions did not both stream (a2a.subscribe-to-task judges a refused one)')];
  const [va, vb] = [keyedUpdates(a.sse), keyedUpdates(b.sse)];
  const [ea, eb] = [va.map((u) => u.key), vb.map((u) => u.key)];
  const findings: Finding<typeof rule>[] = [];
  // Opened together, one may have joined an event earlier than the other: an event either
  // received once both had joined (each had its task snapshot, plus a margin for the wire) is
  // one both must receive.
  const joined = Math.max(a.sse[0]?.receivedAt ?? Infinity, b.sse[0]?.receivedAt ?? Infinity) + JOIN_MARGIN_MS;
  const late = (updates: typeof va) => updates.filter((u) => u.item.receivedAt > joined).map((u) => u.key);
  const [sa, sb] = [new Set(ea), new Set(eb)];
  const missing = [...late(va).filter((k) => !sb.has(k)), ...late(vb).filter((k) => !sa.has(k))];
  const common = Math.min(ea.length, eb.length);
  const [ta, tb] = [ea.slice(ea.length - common), eb.slice(eb.length - common)];
  if (missing.length > 0)
    findings.push({
      clause: 'same-events',
      message: `the two subscriptions did not receive the same events: ${missing.length} sent after both had joined reached one only (${brief(missing[0], 100)})`,
    });
  else if (ta.some((k, i) => k !== tb[i]))
    findings.push({ clause: 'same-order', message: 'the two subscriptions received the same events in another order' });
  const terminalIn = (exchange: RecordedExchange) =>
    (exchange.sse ?? []).some((e) => isTerminalState(readItem(e).state));
  // Only a hang-up while the task still ran closes a stream the others outlive.
  const hungUp = closed !== undefined && closed.end.how === 'aborted' && !terminalIn(closed);
  const ends = [
    ["the turn's own stream", turnStream],
    ['the first subscription', a],
    ['the second subscription', b],
  ] as const;
  if (hungUp)
    for (const [what, exchange] of ends)
      if (!terminalIn(exchange))
        findings.push({
          clause: 'close-one',
          message: `after a third subscription was closed, ${what} never reached a terminal state (it ended by ${exchange.end.how})`,
        });
  const verdicts = judge(
    rule,
    findings,
    `two subscriptions received the same ${common} events in order${hungUp ? '; closing a third stopped neither' : ''}`,
  );
  if (hungUp || findings.length > 0) return verdicts;
  const why = !closed
    ? 'no third subscription was opened'
    : closed.end.how !== 'aborted'
      ? `the third subscription ended by ${closed.end.how} before the kit closed it`
      : 'the task had finished before the kit closed the third subscription';
  return [...verdicts, notExercised(rule, 'close-one', why)];
}

// ---------------------------------------------------------------------------------------------
// ListTasks (optional in CONTRACT.md: a vessel that does not serve it passes, said so)

const listedTasks = (exchange: RecordedExchange): Body[] | undefined => {
  const result = responseBody(exchange)?.result;
  return isObject(result) && Array.isArray(result.tasks) ? result.tasks.filter(isObject) : undefined;
};

/** ListTasks answered -32601: the method is optional, so nothing of it is required. */
function notServed(rule: RuleId, exchange: RecordedExchange): Verdict[] | undefined {
  const body = responseBody(exchange);
  if (isObject(body?.error) && body.error.code === ErrorCodes.MethodNotFound)
    return [
      pass(rule, 'ListTasks is not served (-32601); CONTRACT.md makes it optional, so nothing of it is required'),
    ];
  return undefined;
}

const notAList = (exchange: RecordedExchange) => `ListTasks answered ${whatCame(exchange)}, not a list of tasks`;

/** Listed by the case's fresh context (`expected` its tasks) and by that context and a state. */
export function checkListTasksFilters(
  byContext: RecordedExchange,
  expected: readonly string[],
  byStatus: { exchange: RecordedExchange; state: string },
): Verdict[] {
  const rule = 'a2a.list-tasks-filters';
  const skip = notServed(rule, byContext);
  if (skip) return skip;
  const findings: Finding<typeof rule>[] = [];
  const listed = listedTasks(byContext);
  if (!listed) return failOn(rule, 'context-id', notAList(byContext));
  const ids = listed.map((t) => t.id);
  const stray = ids.filter((id) => !expected.includes(String(id)));
  const absent = expected.filter((id) => !ids.includes(id));
  if (stray.length > 0 || absent.length > 0)
    findings.push({
      clause: 'context-id',
      message: `filtered by the case's context, ListTasks listed ${brief(ids, 120)}; the context's tasks are ${brief(expected, 120)}`,
      evidence: { listed: ids, expected },
    });
  const byState = listedTasks(byStatus.exchange);
  if (!byState) findings.push({ clause: 'status', message: notAList(byStatus.exchange) });
  else {
    const wrong = byState.filter((t) => stateOf('task', t) !== byStatus.state);
    if (wrong.length > 0)
      findings.push({
        clause: 'status',
        message: `filtered by status ${byStatus.state}, ListTasks listed ${wrong.length} task(s) in another state (${brief(stateOf('task', wrong[0]!))})`,
      });
  }
  return judge(
    rule,
    findings,
    `the context's ${expected.length} tasks, and only tasks in ${byStatus.state}, were listed`,
  );
}

/** Pages of one listing, in order, asked with `pageSize`; `total` the tasks the listing holds. */
export function checkListTasksPaging(pages: readonly RecordedExchange[], pageSize: number, total: number): Verdict[] {
  const rule = 'a2a.list-tasks-paging';
  const first = pages[0];
  if (!first) return [notTested(rule, 'no ListTasks page was asked for')];
  const skip = notServed(rule, first);
  if (skip) return skip;
  const findings: Finding<typeof rule>[] = [];
  const seen = new Set<unknown>();
  pages.forEach((page, i) => {
    const tasks = listedTasks(page);
    const result = responseBody(page)?.result;
    if (!tasks || !isObject(result)) {
      findings.push({ clause: 'page-size', message: `page ${i + 1}: ${notAList(page)}` });
      return;
    }
    if (tasks.length > pageSize)
      findings.push({
        clause: 'page-size',
        message: `page ${i + 1} holds ${tasks.length} tasks; pageSize was ${pageSize}`,
      });
    for (const t of tasks) {
      if (seen.has(t.id)) findings.push({ clause: 'next-page', message: `page ${i + 1} repeats task ${brief(t.id)}` });
      seen.add(t.id);
    }
    const token = result.nextPageToken;
    const last = i === pages.length - 1;
    if (typeof token !== 'string')
      findings.push({ clause: 'last-page', message: `page ${i + 1} has nextPageToken ${brief(token)}, not a string` });
    else if (last && token !== '')
      findings.push({
        clause: 'last-page',
        message: `the last page (${i + 1}) has nextPageToken ${brief(token)}, not ""`,
      });
    else if (!last && token === '')
      findings.push({ clause: 'next-page', message: `page ${i + 1} has an empty nextPageToken though tasks remained` });
  });
  if (seen.size < total)
    findings.push({
      clause: 'next-page',
      message: `following nextPageToken listed ${seen.size} of the ${total} tasks`,
      evidence: { listed: seen.size, total },
    });
  return judge(rule, findings, `${pages.length} pages of at most ${pageSize}, every task once, the last token ""`);
}

/** A listing of tasks created one after another (`created`, oldest first): most recently updated first. */
export function checkListTasksOrder(listing: RecordedExchange, created: readonly string[]): Verdict[] {
  const rule = 'a2a.list-tasks-order';
  const skip = notServed(rule, listing);
  if (skip) return skip;
  const tasks = listedTasks(listing);
  if (!tasks) return failOn(rule, 'whole', notAList(listing));
  const stamps = tasks.map((t) =>
    isObject(t.status) && typeof t.status.timestamp === 'string' ? Date.parse(t.status.timestamp) : NaN,
  );
  const findings: Finding<typeof rule>[] = [];
  stamps.forEach((s, i) => {
    if (i > 0 && !(s <= stamps[i - 1]!))
      findings.push({
        clause: 'whole',
        message: `task ${i} (${brief(tasks[i]!.id)}) was updated after task ${i - 1}, yet is listed after it`,
      });
  });
  const order = tasks.map((t) => String(t.id)).filter((id) => created.includes(id));
  const expected = [...created].reverse().filter((id) => order.includes(id));
  if (findings.length === 0 && order.join() !== expected.join())
    findings.push({
      clause: 'whole',
      message: `the tasks were listed ${brief(order, 120)}; most recently updated first is ${brief(expected, 120)}`,
    });
  return judge(rule, findings, `${tasks.length} tasks, most recently updated first`);
}

/**
 * `made` are the listed tasks as the agent itself returned them (SendMessage, GetTask): when none of
 * them has an artifact, there is nothing includeArtifacts could include, and #included is not
 * exercised (an agent that makes no artifacts is not failed for listing none).
 */
export function checkListTasksArtifacts(
  without: RecordedExchange,
  withArtifacts: RecordedExchange,
  made: readonly unknown[],
): Verdict[] {
  const rule = 'a2a.list-tasks-artifacts';
  const skip = notServed(rule, without);
  if (skip) return skip;
  const findings: Finding<typeof rule>[] = [];
  const plain = listedTasks(without);
  if (!plain) findings.push({ clause: 'omitted', message: notAList(without) });
  else {
    const carrying = plain.filter((t) => 'artifacts' in t);
    if (carrying.length > 0)
      findings.push({
        clause: 'omitted',
        message: `without includeArtifacts, ${carrying.length} listed task(s) carry an artifacts field (${brief(carrying[0]!.artifacts, 60)})`,
      });
  }
  if (!made.some(hasArtifacts))
    return [
      ...judge(rule, findings, 'artifacts left out by default'),
      notExercised(
        rule,
        'included',
        `none of the ${made.length} tasks the agent returned for this case has an artifact, so there is none to include`,
      ),
    ];
  const full = listedTasks(withArtifacts);
  if (!full) findings.push({ clause: 'included', message: notAList(withArtifacts) });
  else if (!full.some(hasArtifacts))
    findings.push({ clause: 'included', message: 'with includeArtifacts true, no listed task carries its artifacts' });
  return judge(rule, findings, 'artifacts left out by default, included when asked for');
}

// ---------------------------------------------------------------------------------------------
// Serialization and the JSON-RPC binding

/** Keys whose values are the agent's (or caller's) own data, never protocol fields. */
const OPAQUE = new Set(['data', 'metadata']);
const SNAKE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;

function snakeKeys(value: unknown, path: string, out: string[]): void {
  if (Array.isArray(value)) value.forEach((v, i) => snakeKeys(v, `${path}[${i}]`, out));
  else if (isObject(value))
    for (const [k, v] of Object.entries(value)) {
      if (SNAKE.test(k)) out.push(`${path}.${k}`);
      if (!OPAQUE.has(k)) snakeKeys(v, `${path}.${k}`, out);
    }
}

/** Every protocol object a turn received: its stream's results, and the tasks SendMessage and GetTask answered. */
function answersOf(turn: RecordedTurn): { where: string; value: unknown }[] {
  const out: { where: string; value: unknown }[] = [];
  for (const e of turn.send.sse ?? [])
    if (isObject(e.json)) out.push({ where: `event #${e.index}`, value: e.json.result });
  for (const [what, exchange] of [
    ['the answer', turn.send.sse ? undefined : turn.send],
    ['GetTask', turn.getTask],
    ['CancelTask', turn.cancel],
  ] as const) {
    const result = responseBody(exchange)?.result;
    if (result !== undefined) out.push({ where: what, value: result });
  }
  return out;
}

export function checkCamelCase(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.camel-case';
  const answers = answersOf(turn);
  if (answers.length === 0) return [notTested(rule, 'nothing came back to read field names from')];
  const findings: Finding<typeof rule>[] = [];
  for (const { where, value } of answers) {
    const keys: string[] = [];
    snakeKeys(value, 'result', keys);
    if (keys.length > 0)
      findings.push({
        clause: 'whole',
        message: `${where}: ${keys.length} snake_case field name(s) (${keys.slice(0, 3).join(', ')})`,
        evidence: { fields: keys.slice(0, 10) },
      });
  }
  return judge(rule, findings, `${answers.length} answers, every protocol field name camelCase`);
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

function timestamps(value: unknown, path: string, out: { path: string; value: unknown }[]): void {
  if (Array.isArray(value)) value.forEach((v, i) => timestamps(v, `${path}[${i}]`, out));
  else if (isObject(value))
    for (const [k, v] of Object.entries(value)) {
      if (k === 'timestamp') out.push({ path: `${path}.${k}`, value: v });
      if (!OPAQUE.has(k)) timestamps(v, `${path}.${k}`, out);
    }
}

export function checkTimestamps(turn: RecordedTurn): Verdict[] {
  return judgeTimestamps(answersOf(turn));
}

/**
 * The timestamps of answers a case got beside its turns (a ListTasks page, a SubscribeToTask
 * stream): §5.6.1 speaks of every timestamp, in whichever view it comes.
 */
export function checkExchangeTimestamps(exchanges: readonly { what: string; exchange: RecordedExchange }[]): Verdict[] {
  return judgeTimestamps(
    exchanges.flatMap(({ what, exchange }) => {
      if (exchange.sse)
        return exchange.sse.flatMap((e) =>
          isObject(e.json) ? [{ where: `${what}'s event #${e.index}`, value: e.json.result }] : [],
        );
      const result = responseBody(exchange)?.result;
      return result === undefined ? [] : [{ where: what, value: result }];
    }),
  );
}

function judgeTimestamps(answers: readonly { where: string; value: unknown }[]): Verdict[] {
  const rule = 'a2a.timestamps';
  const found: { where: string; path: string; value: unknown }[] = [];
  for (const { where, value } of answers) {
    const list: { path: string; value: unknown }[] = [];
    timestamps(value, 'result', list);
    found.push(...list.map((t) => ({ where, ...t })));
  }
  if (found.length === 0) return [notTested(rule, 'no answer carried a timestamp')];
  const findings: Finding<typeof rule>[] = found
    .filter((t) => typeof t.value !== 'string' || !ISO_UTC.test(t.value) || Number.isNaN(Date.parse(t.value)))
    .map((t) => ({
      clause: 'whole',
      message: `${t.where}: ${t.path} is ${brief(t.value)}, not an ISO 8601 time in UTC with Z`,
    }));
  return judge(rule, findings, `${found.length} timestamps, each ISO 8601 in UTC`);
}

/** One answer given at once (not a stream; its callers pick those): application/json, jsonrpc 2.0, the request's id, result or error. */
export function resultResponseFindings(exchange: RecordedExchange, what: string): Finding<'a2a.result-response'>[] {
  const findings: Finding<'a2a.result-response'>[] = [];
  const type = header(exchange, 'content-type') ?? '';
  if (!/^application\/(?:a2a\+)?json\b/i.test(type))
    findings.push({ clause: 'content-type', message: `${what} was answered with Content-Type ${brief(type)}` });
  if (exchange.notUtf8)
    findings.push({
      clause: 'utf-8',
      message: `${what} was answered with bytes that are not UTF-8 from byte ${exchange.notUtf8.byte} on: JSON is UTF-8 (RFC 8259 §8.1), and a client reads U+FFFD in their place`,
    });
  const body = responseBody(exchange);
  const id = requestId(exchange);
  if (!body) findings.push({ clause: 'envelope', message: `${what} was answered ${answered(exchange)}, not JSON-RPC` });
  else {
    const parseable = id !== undefined;
    if (body.jsonrpc !== '2.0')
      findings.push({ clause: 'envelope', message: `${what}: jsonrpc is ${brief(body.jsonrpc)}` });
    if ('result' in body === 'error' in body)
      findings.push({
        clause: 'envelope',
        message: `${what}: the answer holds ${'result' in body ? 'both' : 'neither'} of result and error`,
      });
    else if ('result' in body && parseable && body.id !== id)
      findings.push({
        clause: 'envelope',
        message: `${what}: the answer's id ${brief(body.id)} is not the request's ${brief(id)}`,
      });
  }
  return findings;
}

/** The answers of a turn given at once: SendMessage's, GetTask's, CancelTask's. */
export function checkResultResponse(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.result-response';
  const answers = [
    ['SendMessage', turn.send.sse ? undefined : turn.send],
    ['GetTask', turn.getTask],
    ['CancelTask', turn.cancel],
  ] as const;
  const judged = answers.filter(([, e]) => e !== undefined && e.status !== undefined && !e.sse);
  if (judged.length === 0) return [notTested(rule, 'no method of this turn was answered at once')];
  return judge(
    rule,
    judged.flatMap(([what, e]) => resultResponseFindings(e!, what)),
    `${judged.length} answers are JSON-RPC 2.0 as application/json`,
  );
}

/** The exchanges of a case answered at once, judged like a turn's. */
export function checkResultResponses(exchanges: readonly RecordedExchange[]): Verdict[] {
  const rule = 'a2a.result-response';
  const judged = exchanges.filter((e) => e.status !== undefined && !e.sse && isObject(e.requestBody));
  if (judged.length === 0) return [notTested(rule, 'no call was answered at once')];
  return judge(
    rule,
    judged.flatMap((e) => resultResponseFindings(e, `${String((e.requestBody as Body).method)}`)),
    `${judged.length} answers are JSON-RPC 2.0 as application/json`,
  );
}

/** A2A-Version 1.0.7 (patch) and an empty one, sent to a call that is otherwise fine; the card says which versions the agent speaks. */
export function checkVersionNegotiation(
  patch: RecordedExchange,
  empty: RecordedExchange,
  card: Body | undefined,
): Verdict[] {
  const rule = 'a2a.version-negotiation';
  const findings: Finding<typeof rule>[] = [];
  const codeOf = (e: RecordedExchange) => {
    const body = responseBody(e);
    return isObject(body?.error) ? body.error.code : undefined;
  };
  if (codeOf(patch) === ErrorCodes.VersionNotSupported)
    findings.push({
      clause: 'patch-ignored',
      message: 'A2A-Version 1.0.7 was refused (-32009): a patch number must not count',
    });
  else if (!responseBody(patch))
    findings.push({ clause: 'patch-ignored', message: `A2A-Version 1.0.7 was answered ${answered(patch)}` });
  const interfaces = Array.isArray(card?.supportedInterfaces) ? card.supportedInterfaces.filter(isObject) : [];
  // An agent that speaks 0.3 serves an empty version as 0.3: any answer then reads it so, and none shows it.
  const speaks03 = interfaces.some((i) => i.protocolVersion === '0.3');
  if (speaks03)
    return [
      ...judge(rule, findings, 'a patch number is ignored'),
      notExercised(
        rule,
        'empty-is-0.3',
        'the card lists a 0.3 interface, so an empty A2A-Version (0.3) is one it serves, and no answer shows it was read as 0.3',
      ),
    ];
  if (codeOf(empty) !== ErrorCodes.VersionNotSupported)
    findings.push({
      clause: 'empty-is-0.3',
      message: `an empty A2A-Version (0.3) was answered ${brief(responseBody(empty)?.error ?? responseBody(empty)?.result ?? answered(empty), 100)}; the card lists no 0.3 interface, so -32009 was due`,
    });
  return judge(rule, findings, 'a patch number is ignored, and an empty version is read as 0.3');
}

type ShapeClause = ClauseIdOf<'a2a.task-shape'>;
/** The tasks CancelTask and ListTasks answered: the A2A shape of each. */
export function checkTaskShape(answers: Readonly<Partial<Record<ShapeClause, RecordedExchange>>>): Verdict[] {
  const rule = 'a2a.task-shape';
  const findings: Finding<typeof rule>[] = [];
  let judged = 0;
  for (const [clause, exchange] of Object.entries(answers) as [ShapeClause, RecordedExchange][]) {
    const result = responseBody(exchange)?.result;
    const tasks = clause === 'list-tasks' ? (listedTasks(exchange) ?? []) : isObject(result) ? [result] : [];
    tasks.forEach((task, i) => {
      judged++;
      const item: StreamItem = {
        index: i,
        receivedAt: 0,
        sse: { index: i, receivedAt: 0, data: '', bytes: 0 },
        member: 'task',
        body: task,
        where: clause === 'list-tasks' ? `ListTasks' tasks[${i}]` : "CancelTask's task",
      };
      for (const f of shapeFindings(item)) findings.push({ clause, message: f.message, evidence: f.evidence });
    });
  }
  if (judged === 0) return [notTested(rule, 'no CancelTask or ListTasks answer held a task')];
  return judge(rule, findings, `${judged} tasks with their A2A 1.0 shape`);
}
