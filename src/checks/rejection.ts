// Refusing a history (CONTRACT.md D3; transcript-format.txt "Messages"): a -32602 error or a task
// in TASK_STATE_REJECTED, naming the problem by the broken rule's keywords, before any model call.
import type { RecordedTurn } from '../a2a/recording.ts';
import { ErrorCodes } from '../a2a/wire.ts';
import { hasRule, ruleById } from '../rules/index.ts';
import type { TurnExpectations, Verdict } from './types.ts';
import { isObject } from '../transcript/read.ts';
import { brief, failOn, judge, notTested, pass, type Finding } from './verdict.ts';
import { stateOf } from '../a2a/stream-events.ts';
import { answered, responseBody, taskOf, viewOf } from './view.ts';

const REJECTED = 'TASK_STATE_REJECTED';
const NOT_A_REJECTION_CASE = "the case's history breaks no rule";

/** How the vessel answered: a JSON-RPC error, a rejected task (streamed or returned), or neither. */
export type Refusal =
  | { form: 'error'; error: Record<string, unknown>; text: string }
  | { form: 'rejected-task'; text: string; where: string }
  | { form: 'none'; what: string };

const partsText = (message: unknown): string =>
  isObject(message) && Array.isArray(message.parts)
    ? message.parts.map((p) => (isObject(p) && typeof p.text === 'string' ? p.text : '')).join(' ')
    : '';

export function refusalOf(turn: RecordedTurn): Refusal {
  const body = responseBody(turn.send);
  if (body && isObject(body.error))
    return { form: 'error', error: body.error, text: typeof body.error.message === 'string' ? body.error.message : '' };
  if (turn.send.sse) {
    const rejected = viewOf(turn).items.find((i) => i.state === REJECTED);
    if (rejected?.body)
      return {
        form: 'rejected-task',
        text: partsText(isObject(rejected.body.status) ? rejected.body.status.message : undefined),
        where: `event #${rejected.index}`,
      };
    const view = viewOf(turn);
    return {
      form: 'none',
      what: `the stream ended in ${view.finalState ?? 'no terminal state'}${view.events.some((e) => e.type === 'turn.started') ? ' after starting the turn' : ''}`,
    };
  }
  const task = taskOf(turn.send);
  const state = task ? stateOf('task', task) : undefined;
  if (task && state === REJECTED)
    return {
      form: 'rejected-task',
      text: partsText(isObject(task.status) ? task.status.message : undefined),
      where: 'the returned task',
    };
  return { form: 'none', what: `${answered(turn.send)}${state ? `, a task in ${state}` : ''}` };
}

export function checkRefused(turn: RecordedTurn, expectations?: TurnExpectations): Verdict[] {
  const rule = 'rejection.refused';
  if (!expectations?.rejection) return [notTested(rule, NOT_A_REJECTION_CASE)];
  const r = refusalOf(turn);
  if (r.form === 'rejected-task') return [pass(rule, `refused with a task in ${REJECTED} (${r.where})`)];
  if (r.form === 'none')
    return failOn(
      rule,
      'refused',
      `the history breaks ${expectations.rejection.rule}, but the turn was not refused: ${r.what}`,
    );
  if (r.error.code === ErrorCodes.InvalidParams) return [pass(rule, 'refused with JSON-RPC error -32602')];
  return failOn(rule, 'code', `refused with JSON-RPC error ${brief(r.error.code)}, not -32602 (invalid params)`, {
    error: r.error,
  });
}

export function checkNamesProblem(turn: RecordedTurn, expectations?: TurnExpectations): Verdict[] {
  const rule = 'rejection.names-problem';
  const expected = expectations?.rejection;
  if (!expected) return [notTested(rule, NOT_A_REJECTION_CASE)];
  const r = refusalOf(turn);
  if (r.form === 'none') return [notTested(rule, 'the turn was not refused')];
  const keywords = hasRule(expected.rule) ? ruleById(expected.rule).keywords : [];
  const lower = r.text.toLowerCase();
  const findings: Finding<typeof rule>[] = [];
  if (keywords.length > 0 && !keywords.some((k) => lower.includes(k.toLowerCase()))) {
    findings.push({
      clause: 'keyword',
      message: `the refusal ${brief(r.text, 120)} contains none of ${expected.rule}'s keywords ${brief(keywords)}`,
      evidence: { text: r.text, keywords },
    });
  }
  if (expected.index !== undefined && !new RegExp(`(?<!\\d)${expected.index}(?!\\d)`).test(r.text)) {
    findings.push({
      clause: 'index',
      message: `the refusal ${brief(r.text, 120)} does not name the offending message's index ${expected.index}`,
      evidence: { text: r.text, index: expected.index },
    });
  }
  if (keywords.length === 0 && expected.index === undefined)
    return [notTested(rule, `${expected.rule} has no keywords in the catalogue and the case names no index`)];
  return judge(rule, findings, `the refusal names the problem: ${brief(r.text, 120)}`);
}

const BAD_REQUEST = 'type.googleapis.com/google.rpc.BadRequest';

export function checkBadRequestDetail(turn: RecordedTurn, expectations?: TurnExpectations): Verdict[] {
  const rule = 'rejection.bad-request-detail';
  if (!expectations?.rejection) return [notTested(rule, NOT_A_REJECTION_CASE)];
  const r = refusalOf(turn);
  if (r.form !== 'error') return [notTested(rule, 'the refusal is not a JSON-RPC error')];
  const details = Array.isArray(r.error.data) ? r.error.data : [];
  const detail = details.find((d) => isObject(d) && d['@type'] === BAD_REQUEST);
  if (!isObject(detail)) return failOn(rule, 'present', `error.data carries no ${BAD_REQUEST}`, { data: r.error.data });
  const violations = Array.isArray(detail.fieldViolations) ? detail.fieldViolations : [];
  const findings: Finding<typeof rule>[] = [];
  if (violations.length === 0)
    findings.push({ clause: 'violation', message: 'the BadRequest lists no fieldViolations', evidence: { detail } });
  violations.forEach((v, i) => {
    const ok =
      isObject(v) &&
      typeof v.field === 'string' &&
      (v.field === '' || v.field.startsWith('/')) &&
      typeof v.description === 'string' &&
      v.description !== '' &&
      typeof v.reason === 'string' &&
      v.reason !== '';
    if (!ok)
      findings.push({
        clause: 'violation',
        message: `fieldViolations[${i}] ${brief(v, 120)} is not {field: <JSON pointer>, description, reason}`,
        evidence: { violation: v },
      });
  });
  const reasons = violations.map((v) => (isObject(v) ? v.reason : undefined));
  if (violations.length > 0 && !reasons.includes(expectations.rejection.rule))
    findings.push({
      clause: 'violation',
      message: `no fieldViolation gives the broken rule ${expectations.rejection.rule} as its reason (reasons: ${brief(reasons, 120)}); D3 asks for the kit's rule ids, listed in docs/rules.md`,
      evidence: { reasons, expectedRule: expectations.rejection.rule },
    });
  return judge(rule, findings, `error.data carries a BadRequest with ${violations.length} field violations`, {
    reasons,
    expectedRule: expectations.rejection.rule,
  });
}

export function checkNoModelCall(turn: RecordedTurn, expectations?: TurnExpectations): Verdict[] {
  const rule = 'rejection.no-model-call';
  if (!expectations?.rejection) return [notTested(rule, NOT_A_REJECTION_CASE)];
  if (turn.modelCalls.length === 0) {
    // Unrefused and no model call: an agent that never calls the kit's mock model says nothing here.
    if (refusalOf(turn).form === 'none')
      return [notTested(rule, 'the turn was not refused and no model call was seen, so there is no refusal to judge')];
    return [pass(rule, 'no model call was made')];
  }
  return failOn(
    rule,
    'whole',
    `the history breaks ${expectations.rejection.rule}, yet the vessel made ${turn.modelCalls.length} model call(s)`,
    { calls: turn.modelCalls.map((c) => ({ index: c.index, receivedAt: c.receivedAt })) },
  );
}
