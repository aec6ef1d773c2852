// The A2A framing of a turn's stream (CONTRACT.md "A2A layer", D1, D4): SSE, JSON-RPC envelopes,
// the one result member, the task first, ids, and the end of the stream.
import Ajv from 'ajv';
import { describeCap, type RecorderCaps } from '../a2a/caps.ts';
import type { RecordedExchange, RecordedTurn } from '../a2a/recording.ts';
import { MessageSchema, TaskArtifactUpdateEventSchema, TaskSchema, TaskStatusUpdateEventSchema } from '../a2a/wire.ts';
import type { RuleId } from '../rules/index.ts';
import type { Verdict } from './types.ts';
import { isObject } from '../transcript/read.ts';
import { brief, fail, judge, notTested, pass, type Finding } from './verdict.ts';
import { RESULT_MEMBERS, type ResultMember, type StreamItem } from '../a2a/stream-events.ts';
import { answered, requestId, viewOf } from './view.ts';

const NO_STREAM = 'the turn was not answered as a stream';

function withStream(rule: RuleId, turn: RecordedTurn, judgeItems: (items: StreamItem[]) => Verdict[]): Verdict[] {
  if (!turn.send.sse)
    return [notTested(rule, NO_STREAM, { status: turn.send.status, body: turn.send.body?.text.slice(0, 500) })];
  const items = viewOf(turn).items;
  if (items.length === 0) return [fail(rule, 'the stream carried no event', { end: turn.send.end })];
  return judgeItems(items);
}

export function checkSseFraming(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.sse-framing';
  const exchange = turn.send;
  const contentType =
    Object.entries(exchange.responseHeaders ?? {}).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  const findings: Finding[] = [];
  if (exchange.status !== 200)
    findings.push({
      message:
        exchange.status === undefined
          ? `the turn got ${answered(exchange)}`
          : `the turn was answered with HTTP ${exchange.status}, not 200`,
      evidence: { status: exchange.status, end: exchange.end },
    });
  if (!/^text\/event-stream\b/i.test(contentType))
    findings.push({ message: `content-type is '${contentType}', not text/event-stream`, evidence: { contentType } });
  for (const e of exchange.sse ?? []) {
    if (e.parseError !== undefined || e.json === undefined)
      findings.push({
        message: `event #${e.index}: data is not JSON (${e.parseError ?? 'no data'})`,
        evidence: { index: e.index, data: e.data.slice(0, 500) },
      });
  }
  return judge(rule, findings, `200 text/event-stream, ${exchange.sse?.length ?? 0} events of JSON`);
}

export function checkJsonRpcEnvelope(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.jsonrpc-envelope';
  return withStream(rule, turn, (items) => {
    const findings: Finding[] = [];
    for (const { index, sse } of items) {
      const json = sse.json;
      if (json === undefined) continue; // not JSON: a2a.sse-framing says so
      if (!isObject(json))
        findings.push({
          message: `event #${index} is ${brief(json, 40)}, not a JSON-RPC response object`,
          evidence: { index, data: sse.data.slice(0, 500) },
        });
      else if (json.jsonrpc !== '2.0')
        findings.push({
          message: `event #${index}: jsonrpc is ${brief(json.jsonrpc)}, not "2.0"`,
          evidence: { index },
        });
      else if (!('id' in json)) findings.push({ message: `event #${index} has no id`, evidence: { index } });
      else if ('result' in json === 'error' in json)
        findings.push({
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
    const findings: Finding[] = items
      .filter((i) => isObject(i.sse.json) && i.sse.json.id !== expected)
      .map((i) => ({
        message: `event #${i.index}: id ${brief((i.sse.json as Record<string, unknown>).id)} is not the request's id ${brief(expected)}`,
        evidence: { index: i.index },
      }));
    return judge(rule, findings, `every event answers id ${brief(expected)}`);
  });
}

export function checkResultOneMember(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.result-one-member';
  return withStream(rule, turn, (items) => {
    const findings: Finding[] = [];
    for (const { index, sse } of items) {
      if (!isObject(sse.json)) continue;
      if ('error' in sse.json) {
        findings.push({
          message: `event #${index} is a JSON-RPC error inside the stream: ${brief(sse.json.error)}`,
          evidence: { index, error: sse.json.error },
        });
        continue;
      }
      const result = sse.json.result;
      const present = isObject(result) ? RESULT_MEMBERS.filter((m) => result[m] !== undefined) : [];
      if (present.length !== 1)
        findings.push({
          message: `event #${index}: result holds ${present.length === 0 ? 'none' : present.join(', ')} of task, message, statusUpdate, artifactUpdate; exactly one is required`,
          evidence: { index, result: isObject(result) ? Object.keys(result) : result },
        });
    }
    return judge(rule, findings, 'every result has exactly one member');
  });
}

const ajv = new Ajv({ allErrors: true, strict: false });
const validators: Record<ResultMember, ReturnType<typeof ajv.compile>> = {
  task: ajv.compile(TaskSchema),
  message: ajv.compile(MessageSchema),
  statusUpdate: ajv.compile(TaskStatusUpdateEventSchema),
  artifactUpdate: ajv.compile(TaskArtifactUpdateEventSchema),
};

export function checkObjectShape(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.object-shape';
  return withStream(rule, turn, (items) => {
    const findings: Finding[] = [];
    for (const item of items) {
      if (!item.member || !item.body) continue;
      const validate = validators[item.member];
      // A missing messageId is a2a.message-id's to report.
      const errors = validate(item.body)
        ? []
        : (validate.errors ?? []).filter(
            (e) => !(e.keyword === 'required' && e.params.missingProperty === 'messageId'),
          );
      if (errors.length > 0) {
        const error = errors[0];
        findings.push({
          message: `event #${item.index} (${item.member})${error?.instancePath ?? ''}: ${error?.message ?? 'invalid'}`,
          evidence: { index: item.index, errors: errors.slice(0, 5) },
        });
      }
    }
    return judge(rule, findings, 'every result member has its A2A 1.0 shape');
  });
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

export function checkPartOneContent(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.part-one-content';
  return withStream(rule, turn, (items) => {
    const findings: Finding[] = [];
    for (const item of items) {
      for (const { where, part } of partsOf(item)) {
        const present = isObject(part) ? CONTENT_FIELDS.filter((f) => part[f] !== undefined) : [];
        if (present.length !== 1)
          findings.push({
            message: `event #${item.index}, ${where} holds ${present.length === 0 ? 'none' : present.join(', ')} of text, data, raw, url; exactly one is required`,
            evidence: { index: item.index, where, part },
          });
      }
    }
    return judge(rule, findings, 'every part holds exactly one of text, data, raw, url');
  });
}

export function checkMessageId(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.message-id';
  return withStream(rule, turn, (items) => {
    const findings: Finding[] = [];
    let seen = 0;
    for (const item of items) {
      for (const { where, message } of messagesOf(item)) {
        seen++;
        if (typeof message.messageId !== 'string' || message.messageId === '') {
          findings.push({
            message: `event #${item.index}, ${where} has no messageId`,
            evidence: { index: item.index, where, messageId: message.messageId },
          });
        }
      }
    }
    if (seen === 0) return [notTested(rule, 'the stream carried no message')];
    return judge(rule, findings, `${seen} messages carry a messageId`);
  });
}

export function checkTaskFirst(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.task-first';
  return withStream(rule, turn, (items) => {
    const first = items[0] as StreamItem;
    if (first.member === 'task') return [pass(rule, 'event #0 is the task snapshot')];
    return [
      fail(rule, `event #0 is ${first.member ?? 'not a stream result'}, not the task snapshot`, {
        index: 0,
        data: first.sse.data.slice(0, 500),
      }),
    ];
  });
}

export function checkIdsConsistent(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.ids-consistent';
  return withStream(rule, turn, (items) => {
    const view = viewOf(turn);
    if (view.taskId === undefined) return [notTested(rule, 'the stream names no task id to compare with')];
    const findings: Finding[] = [];
    for (const item of items) {
      const body = item.body;
      if (!body) continue;
      const [taskId, contextId] = item.member === 'task' ? [body.id, body.contextId] : [body.taskId, body.contextId];
      // A message result may omit the ids; when it names them they must agree.
      const optional = item.member === 'message';
      if (!(optional && taskId === undefined) && taskId !== view.taskId)
        findings.push({
          message: `event #${item.index} (${item.member}) names task ${brief(taskId)}, the stream's task is ${brief(view.taskId)}`,
          evidence: { index: item.index, taskId },
        });
      if (!(optional && contextId === undefined) && contextId !== view.contextId)
        findings.push({
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
  return withStream(rule, turn, (items) => {
    const view = viewOf(turn);
    if (view.terminal !== undefined) return [pass(rule, `event #${view.terminal} carries ${String(view.finalState)}`)];
    const states = items.map((i) => i.state).filter((s) => s !== undefined);
    const end = turn.send.end;
    const how = `${end.how}${end.cap ? ` ${end.cap}` : ''}${end.detail ? `: ${end.detail}` : ''}`;
    return [fail(rule, `no event carries a terminal state (stream ended: ${how})`, { states, end })];
  });
}

export function checkNothingAfterTerminal(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.nothing-after-terminal';
  return withStream(rule, turn, (items) => {
    const view = viewOf(turn);
    if (view.terminal === undefined) return [notTested(rule, 'the stream reached no terminal state')];
    const after = items.slice(view.terminal + 1);
    const first = after[0];
    if (!first) return [pass(rule, `the terminal status (event #${view.terminal}) is the last event`)];
    return [
      fail(
        rule,
        `event #${first.index} (${first.member ?? 'unreadable'}) follows the terminal status at event #${view.terminal}`,
        { after: after.slice(0, 5).map((i) => ({ index: i.index, data: i.sse.data.slice(0, 300) })) },
      ),
    ];
  });
}

export function checkStreamClosed(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.stream-closed';
  return withStream(rule, turn, () => {
    const view = viewOf(turn);
    const end = turn.send.end;
    if (view.terminal === undefined) return [notTested(rule, 'the stream reached no terminal state')];
    if (end.how === 'aborted') return [notTested(rule, 'the kit hung up on purpose')];
    if (end.how === 'complete') return [pass(rule, 'the server closed the stream after the terminal status')];
    return [
      fail(
        rule,
        `after the terminal status the stream did not close: it ended by ${end.how}${end.cap ? ` (${end.cap} cap)` : ''}`,
        { end },
      ),
    ];
  });
}

/**
 * A recorded exchange the kit had to cut off is a failure of the target, said plainly: the
 * stream did not close as A2A requires (or never answered), so it counts against
 * a2a.stream-closed whatever else the case was about. The recorder's own words say which limit
 * it was (a turn's caps stretch with the agent's deadline; a stream must close soon after its
 * terminal status), which the run's base caps cannot. One verdict per case: the first exchange cut off.
 */
export function checkCapsHit(exchanges: readonly RecordedExchange[], caps: RecorderCaps): Verdict[] {
  const rule = 'a2a.stream-closed';
  return exchanges
    .filter((e) => e.end.how === 'cap' && e.end.cap !== undefined)
    .slice(0, 1)
    .map((e) =>
      fail(rule, `the kit stopped waiting: ${e.end.detail ?? describeCap(e.end.cap!, caps)} (${e.method} ${e.url})`, {
        end: e.end,
      }),
    );
}
