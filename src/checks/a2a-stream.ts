// The A2A framing of a turn's stream (CONTRACT.md "A2A layer", D1, D4): SSE, JSON-RPC envelopes,
// the one result member, the task first, ids, and the end of the stream.
import type { ErrorObject } from 'ajv';
import { validators } from '../generated/validators/stream-results.ts';
import { describeCap, type RecorderCaps } from '../a2a/caps.ts';
import type { RecordedExchange, RecordedTurn } from '../a2a/recording.ts';
import { Methods } from '../a2a/wire.ts';
import type { ClauseIdOf, RuleId } from '../rules/index.ts';
import type { Verdict } from './types.ts';
import { isObject } from '../transcript/read.ts';
import { brief, failOn, judge, notTested, pass, type Finding } from './verdict.ts';
import { RESULT_MEMBERS, type ResultMember, type StreamItem } from '../a2a/stream-events.ts';
import { answered, place, requestId, viewOf, type TurnView } from './view.ts';

const method = (exchange: RecordedExchange): unknown =>
  isObject(exchange.requestBody) ? exchange.requestBody.method : undefined;

const NO_STREAM = 'the turn was not answered as a stream';

/**
 * Judges a turn's stream event by event. A stream with no event at all breaks what needs one (the
 * task first, a terminal status: their checks say so); the rules about each event have nothing
 * to judge in it.
 */
function withStream(
  rule: RuleId,
  turn: RecordedTurn,
  judgeItems: (items: StreamItem[]) => Verdict[],
  onEmpty?: () => Verdict[],
): Verdict[] {
  if (!turn.send.sse)
    return [notTested(rule, NO_STREAM, { status: turn.send.status, body: turn.send.body?.text.slice(0, 500) })];
  const items = viewOf(turn).items;
  if (items.length === 0)
    return onEmpty ? onEmpty() : [notTested(rule, 'the stream carried no event', { end: turn.send.end })];
  return judgeItems(items);
}

export function checkSseFraming(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.sse-framing';
  const exchange = turn.send;
  const contentType =
    Object.entries(exchange.responseHeaders ?? {}).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  const findings: Finding<typeof rule>[] = [];
  if (exchange.status !== 200)
    findings.push({
      clause: 'status-200',
      message:
        exchange.status === undefined
          ? `the turn got ${answered(exchange)}`
          : `the turn was answered with HTTP ${exchange.status}, not 200`,
      evidence: { status: exchange.status, end: exchange.end },
    });
  if (!/^text\/event-stream\b/i.test(contentType))
    findings.push({
      clause: 'event-stream',
      message: `content-type is '${contentType}', not text/event-stream`,
      evidence: { contentType },
    });
  for (const e of exchange.sse ?? []) {
    // SSE joins a block's data lines with newlines: the JSON of one event came on several lines.
    if (e.framing && e.framing.dataLines > 1)
      findings.push({
        clause: 'one-data-line',
        message: `event #${e.index}: its data came on ${e.framing.dataLines} data: lines, not one`,
        evidence: { index: e.index, dataLines: e.framing.dataLines, data: e.data.slice(0, 300) },
      });
    if (e.parseError !== undefined || e.json === undefined)
      findings.push({
        clause: 'json',
        message: `event #${e.index}: data is not JSON (${e.parseError ?? 'no data'})`,
        evidence: { index: e.index, data: e.data.slice(0, 500) },
      });
  }
  if (exchange.notUtf8)
    findings.push({
      clause: 'utf-8',
      message: `the stream's bytes are not UTF-8 from byte ${exchange.notUtf8.byte} on${exchange.notUtf8.event !== undefined ? ` (before the end of event #${exchange.notUtf8.event})` : ''}: text/event-stream and JSON are UTF-8, and a client reads U+FFFD in their place`,
      evidence: { notUtf8: exchange.notUtf8 },
    });
  if (exchange.sseUnterminated)
    findings.push({
      clause: 'blank-line',
      message: `the stream closed in the middle of an event: ${exchange.sseUnterminated.dataLines} data: line(s) after the last event were never ended by a blank line, so the event was lost`,
      evidence: { unterminated: exchange.sseUnterminated },
    });
  return judge(
    rule,
    findings,
    `200 text/event-stream of UTF-8, ${exchange.sse?.length ?? 0} events, each one data: line of JSON`,
  );
}

export function checkJsonRpcEnvelope(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.jsonrpc-envelope';
  return withStream(rule, turn, (items) => {
    const findings: Finding<typeof rule>[] = [];
    for (const { index, sse } of items) {
      const json = sse.json;
      if (json === undefined) continue; // not JSON: a2a.sse-framing says so
      if (!isObject(json)) {
        findings.push({
          clause: 'object',
          message: `event #${index} is ${brief(json, 40)}, not a JSON-RPC response object`,
          evidence: { index, data: sse.data.slice(0, 500) },
        });
        continue;
      }
      if (json.jsonrpc !== '2.0')
        findings.push({
          clause: 'jsonrpc',
          message: `event #${index}: jsonrpc is ${brief(json.jsonrpc)}, not "2.0"`,
          evidence: { index },
        });
      if (!('id' in json)) findings.push({ clause: 'id', message: `event #${index} has no id`, evidence: { index } });
      if ('result' in json === 'error' in json)
        findings.push({
          clause: 'result-or-error',
          message: `event #${index} must hold exactly one of result and error`,
          evidence: { index, keys: Object.keys(json) },
        });
    }
    return judge(rule, findings, `${items.length} events are JSON-RPC 2.0 responses`);
  });
}

export function checkResponseId(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.response-id';
  const expected = requestId(turn.send);
  return withStream(rule, turn, (items) => {
    const findings: Finding<typeof rule>[] = items
      .filter((i) => isObject(i.sse.json) && i.sse.json.id !== expected)
      .map((i) => ({
        clause: 'whole',
        message: `event #${i.index}: id ${brief((i.sse.json as Record<string, unknown>).id)} is not the request's id ${brief(expected)}`,
        evidence: { index: i.index },
      }));
    return judge(rule, findings, `every event answers id ${brief(expected)}`);
  });
}

export function checkResultOneMember(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.result-one-member';
  return withStream(rule, turn, (items) => {
    const findings: Finding<typeof rule>[] = [];
    for (const { index, sse } of items) {
      if (!isObject(sse.json)) continue;
      if ('error' in sse.json) {
        findings.push({
          clause: 'no-error',
          message: `event #${index} is a JSON-RPC error inside the stream: ${brief(sse.json.error)}`,
          evidence: { index, error: sse.json.error },
        });
        continue;
      }
      const result = sse.json.result;
      const present = isObject(result) ? RESULT_MEMBERS.filter((m) => result[m] !== undefined) : [];
      if (present.length !== 1)
        findings.push({
          clause: 'one-member',
          message: `event #${index}: result holds ${present.length === 0 ? 'none' : present.join(', ')} of task, message, statusUpdate, artifactUpdate; exactly one is required`,
          evidence: { index, result: isObject(result) ? Object.keys(result) : result },
        });
    }
    return judge(rule, findings, 'every result has exactly one member');
  });
}

type ShapeClause = ClauseIdOf<'a2a.object-shape'>;
/** A stream's message result is a message like the ones status updates carry. */
const CLAUSE_OF_MEMBER: Record<ResultMember, ShapeClause> = {
  task: 'task',
  message: 'status-update',
  statusUpdate: 'status-update',
  artifactUpdate: 'artifact-update',
};

/** An error at a state or role is a spelling of the enum (`completed`, `2`, `agent`), whatever the member. */
const clauseOfError = (member: ResultMember, error: ErrorObject): ShapeClause =>
  /\/(state|role)$/.test(error.instancePath) ? 'enum-names' : CLAUSE_OF_MEMBER[member];

/** The A2A 1.0 shape of one stream result member (or a task returned whole), as findings. */
export function shapeFindings(item: StreamItem): Finding<'a2a.object-shape'>[] {
  if (!item.member || !item.body) return [];
  const validate = validators[item.member];
  // A missing messageId is a2a.message-id's to report.
  const errors = validate(item.body)
    ? []
    : (validate.errors ?? []).filter((e) => !(e.keyword === 'required' && e.params.missingProperty === 'messageId'));
  // One finding per clause broken, each with the first error of its kind.
  const byClause = new Map<ShapeClause, ErrorObject[]>();
  for (const error of errors) {
    const clause = clauseOfError(item.member, error);
    byClause.set(clause, [...(byClause.get(clause) ?? []), error]);
  }
  return [...byClause].map(([clause, list]) => ({
    clause,
    message: `${place(item)} (${item.member})${list[0]!.instancePath}: ${list[0]!.message ?? 'invalid'}`,
    evidence: { index: item.index, errors: list.slice(0, 5) },
  }));
}

export function checkObjectShape(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.object-shape';
  return withStream(rule, turn, (items) =>
    judge(rule, items.filter((i) => !i.synthetic).flatMap(shapeFindings), 'every result member has its A2A 1.0 shape'),
  );
}

/** Every message and artifact part in one stream result, with where it sits. */
function partsOf(item: StreamItem): { where: string; part: unknown }[] {
  const out: { where: string; part: unknown }[] = [];
  const add = (where: string, parts: unknown) => {
    if (Array.isArray(parts)) parts.forEach((part, i) => out.push({ where: `${where}.parts[${i}]`, part }));
  };
  for (const { where, message } of messagesOf(item)) add(where, message.parts);
  const body = item.body;
  if (item.member === 'artifactUpdate' && isObject(body?.artifact)) add('artifact', body.artifact.parts);
  if (item.member === 'task' && Array.isArray(body?.artifacts))
    body.artifacts.forEach((a, i) => isObject(a) && add(`artifacts[${i}]`, a.parts));
  return out;
}

/** Every A2A message in one stream result: a status message, the task's history, a message result. */
function messagesOf(item: StreamItem): { where: string; message: Record<string, unknown> }[] {
  const body = item.body;
  if (!body) return [];
  const out: { where: string; message: Record<string, unknown> }[] = [];
  if (item.member === 'message') out.push({ where: 'message', message: body });
  if (
    (item.member === 'task' || item.member === 'statusUpdate') &&
    isObject(body.status) &&
    isObject(body.status.message)
  ) {
    out.push({ where: 'status.message', message: body.status.message });
  }
  if (item.member === 'task' && Array.isArray(body.history)) {
    body.history.forEach((m, i) => isObject(m) && out.push({ where: `history[${i}]`, message: m }));
  }
  return out;
}

const CONTENT_FIELDS = ['text', 'data', 'raw', 'url'] as const;

/** Parts that hold not exactly one of text, data, raw, url, as findings. */
export function partFindings(item: StreamItem): Finding<'a2a.part-one-content'>[] {
  const findings: Finding<'a2a.part-one-content'>[] = [];
  for (const { where, part } of partsOf(item)) {
    const present = isObject(part) ? CONTENT_FIELDS.filter((f) => part[f] !== undefined) : [];
    if (present.length !== 1)
      findings.push({
        clause: present.length === 0 ? 'not-none' : 'not-two',
        message: `${place(item)}, ${where} holds ${present.length === 0 ? 'none' : present.join(', ')} of text, data, raw, url; exactly one is required`,
        evidence: { index: item.index, where, part },
      });
  }
  return findings;
}

export function checkPartOneContent(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.part-one-content';
  return withStream(rule, turn, (items) =>
    judge(
      rule,
      items.filter((i) => !i.synthetic).flatMap(partFindings),
      'every part holds exactly one of text, data, raw, url',
    ),
  );
}

/** Messages without a messageId, as findings; how many messages were seen. */
export function messageIdFindings(items: readonly StreamItem[]): {
  seen: number;
  findings: Finding<'a2a.message-id'>[];
} {
  const findings: Finding<'a2a.message-id'>[] = [];
  let seen = 0;
  for (const item of items) {
    for (const { where, message } of messagesOf(item)) {
      seen++;
      if (typeof message.messageId !== 'string' || message.messageId === '')
        findings.push({
          clause: 'whole',
          message: `${place(item)}, ${where} has no messageId`,
          evidence: { index: item.index, where, messageId: message.messageId },
        });
    }
  }
  return { seen, findings };
}

export function checkMessageId(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.message-id';
  return withStream(rule, turn, (items) => {
    const { seen, findings } = messageIdFindings(items.filter((i) => !i.synthetic));
    if (seen === 0) return [notTested(rule, 'the stream carried no message')];
    return judge(rule, findings, `${seen} messages carry a messageId`);
  });
}

export function checkTaskFirst(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.task-first';
  return withStream(
    rule,
    turn,
    (items) => {
      const first = items[0] as StreamItem;
      if (first.member === 'task') return [pass(rule, 'event #0 is the task snapshot')];
      // A2A §3.1.2's other pattern: SendStreamingMessage may answer one Message and no task at all
      // (a subscription always begins with the task, §3.1.6).
      if (first.member === 'message' && method(turn.send) !== Methods.SubscribeToTask)
        return [
          pass(rule, 'event #0 is a Message: a message-only stream (A2A §3.1.2), which has no task to begin with'),
        ];
      return failOn(rule, 'whole', `event #0 is ${first.member ?? 'not a stream result'}, not the task snapshot`, {
        index: 0,
        data: first.sse.data.slice(0, 500),
      });
    },
    () => failOn(rule, 'whole', 'the stream carried no event, so no task snapshot first', { end: turn.send.end }),
  );
}

export function checkIdsConsistent(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.ids-consistent';
  return withStream(rule, turn, (items) => {
    const view = viewOf(turn);
    if (view.taskId === undefined) return [notTested(rule, 'the stream names no task id to compare with')];
    const findings: Finding<typeof rule>[] = [];
    for (const item of items) {
      const body = item.body;
      if (!body) continue;
      const [taskId, contextId] = item.member === 'task' ? [body.id, body.contextId] : [body.taskId, body.contextId];
      // A message result may omit the ids; when it names them they must agree.
      const optional = item.member === 'message';
      if (!(optional && taskId === undefined) && taskId !== view.taskId)
        findings.push({
          clause: 'task-id',
          message: `event #${item.index} (${item.member}) names task ${brief(taskId)}, the stream's task is ${brief(view.taskId)}`,
          evidence: { index: item.index, taskId },
        });
      if (!(optional && contextId === undefined) && contextId !== view.contextId)
        findings.push({
          clause: 'context-id',
          message: `event #${item.index} (${item.member}) names context ${brief(contextId)}, the stream's context is ${brief(view.contextId)}`,
          evidence: { index: item.index, contextId },
        });
    }
    return judge(rule, findings, `every event names task ${view.taskId} in context ${String(view.contextId)}`);
  });
}

export function checkTerminalStatus(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.terminal-status';
  if (turn.send.end.how === 'aborted') return [notTested(rule, 'the kit hung up on purpose before the end')];
  const end = turn.send.end;
  const how = `${end.how}${end.cap ? ` ${end.cap}` : ''}${end.detail ? `: ${end.detail}` : ''}`;
  return withStream(
    rule,
    turn,
    (items) => {
      const view = viewOf(turn);
      if (view.terminal !== undefined)
        return [pass(rule, `event #${view.terminal} carries ${String(view.finalState)}`)];
      const states = items.map((i) => i.state).filter((s) => s !== undefined);
      return failOn(rule, 'whole', `no event carries a terminal state (stream ended: ${how})`, { states, end });
    },
    () => failOn(rule, 'whole', `the stream carried no event, so no terminal state (stream ended: ${how})`, { end }),
  );
}

/** What the event A2A closes the stream after is: the terminal status, or a message-only stream's Message. */
const endOf = (view: TurnView): string =>
  view.messageOnly ? 'the Message of a message-only stream' : `the terminal status`;

export function checkNothingAfterTerminal(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.nothing-after-terminal';
  return withStream(rule, turn, (items) => {
    const view = viewOf(turn);
    if (view.end === undefined) return [notTested(rule, 'the stream reached no terminal state')];
    const after = items.slice(view.end + 1);
    const first = after[0];
    if (!first) return [pass(rule, `${endOf(view)} (event #${view.end}) is the last event`)];
    return failOn(
      rule,
      'whole',
      `event #${first.index} (${first.member ?? 'unreadable'}) follows ${endOf(view)} at event #${view.end}`,
      { after: after.slice(0, 5).map((i) => ({ index: i.index, data: i.sse.data.slice(0, 300) })) },
    );
  });
}

export function checkStreamClosed(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.stream-closed';
  return withStream(rule, turn, () => {
    const view = viewOf(turn);
    const end = turn.send.end;
    if (view.end === undefined) return [notTested(rule, 'the stream reached no terminal state')];
    if (end.how === 'aborted') return [notTested(rule, 'the kit hung up on purpose')];
    if (end.how === 'complete') return [pass(rule, `the server closed the stream after ${endOf(view)}`)];
    return failOn(
      rule,
      'whole',
      `after ${endOf(view)} the stream did not close: it ended by ${end.how}${end.cap ? ` (${end.cap} cap)` : ''}`,
      { end },
    );
  });
}

/**
 * A recorded exchange the kit had to cut off is a failure of the target, said plainly under the
 * rule it breaks, whatever else the case was about: a stream that did not close as A2A requires
 * fails a2a.stream-closed; a call that got no answer at all, or an answer that was not a stream and
 * never ended, fails a2a.result-response (every call of JSON-RPC 2.0 over HTTP is answered, §9.1).
 * The recorder's own words say which limit it was (a turn's caps stretch with the agent's
 * deadline; a stream must close soon after its terminal status), which the run's base caps
 * cannot. One verdict per case: the first exchange cut off.
 */
export function checkCapsHit(exchanges: readonly RecordedExchange[], caps: RecorderCaps): Verdict[] {
  const cut = exchanges.find((e) => e.end.how === 'cap' && e.end.cap !== undefined);
  if (!cut) return [];
  const stopped = `the kit stopped waiting: ${cut.end.detail ?? describeCap(cut.end.cap!, caps)} (${cut.method} ${cut.url})`;
  if (cut.sse) return failOn('a2a.stream-closed', 'whole', stopped, { end: cut.end });
  const call = method(cut);
  const what = `${typeof call === 'string' ? call : 'the call'} ${cut.status === undefined ? 'got no answer' : `got an answer (HTTP ${cut.status}) that never ended`}`;
  return failOn('a2a.result-response', 'envelope', `${what}: ${stopped}`, { end: cut.end });
}
