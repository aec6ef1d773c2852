// Turn statuses and task states (events.txt "Turn statuses"; CONTRACT.md D7, D16).
import type { RecordedTurn } from '../a2a/recording.ts';
import type { ClauseIdOf } from '../rules/index.ts';
import type { TaskState } from '../a2a/wire.ts';
import type { TurnStatus } from '../a2a/vessel-events.ts';
import { modelStreams } from './model-stream.ts';
import { EARLY_STATUSES, stepOfEvents, turnStatus } from './turn-facts.ts';
import type { TurnExpectations, Verdict } from './types.ts';
import { isObject } from '../transcript/read.ts';
import { brief, failOn, judge, notTested, pass, type Finding } from './verdict.ts';
import { label, viewOf } from './view.ts';

/** D7's table: the final task states each status may end in. */
export const STATES_OF_STATUS: Record<TurnStatus, readonly TaskState[]> = {
  ok: ['TASK_STATE_COMPLETED'],
  step_limit: ['TASK_STATE_COMPLETED'],
  deadline: ['TASK_STATE_FAILED', 'TASK_STATE_COMPLETED'],
  cancelled: ['TASK_STATE_CANCELED'],
  model_error: ['TASK_STATE_FAILED'],
};

export function checkTaskState(turn: RecordedTurn): Verdict[] {
  const rule = 'status.task-state';
  const view = viewOf(turn);
  const finished = view.turnFinished;
  const status = turnStatus(turn);
  // A task returned whole is the turn's final word: its final status carries turn.finished (D4, D5).
  if (!finished && view.source === 'task')
    return failOn(
      rule,
      'in-final-status',
      `the task's final status (${String(view.finalState ?? 'no state')}) carries no turn.finished event`,
      { status: view.items.at(-1)?.body?.status },
    );
  if (!finished || !status) return [notTested(rule, 'the stream has no turn.finished with a known status')];
  const allowed = STATES_OF_STATUS[status];
  const state = finished.item.state;
  if (allowed.includes(state as TaskState)) return [pass(rule, `status ${status} in ${String(state)}`)];
  return failOn(
    rule,
    'state-of-status',
    `${label(finished)}: status ${status} is carried in ${brief(state)}; D7 calls for ${allowed.join(' or ')}`,
    { status, state, allowed },
  );
}

/** The clause of status.expected each expected status is. */
const EXPECTED_CLAUSE = {
  ok: 'ok',
  step_limit: 'step-limit',
  deadline: 'deadline',
  cancelled: 'cancelled',
  model_error: 'model-error',
} as const satisfies Record<TurnStatus, string>;

/** Statuses a turn reaches only through the model's answer (or its failure): they need a model call to judge. */
const NEEDS_THE_MODEL: readonly TurnStatus[] = ['ok', 'step_limit', 'model_error'];

/** What the model's journal says the status must be, when it says it unambiguously. */
function inferredStatus(turn: RecordedTurn): { status: TurnStatus; why: string } | undefined {
  const streams = modelStreams(turn);
  const last = streams.at(-1);
  if (!last) return undefined;
  if (last.call.status !== 200)
    return { status: 'model_error', why: `model call ${last.step} answered HTTP ${last.call.status}` };
  // The vessel hanging up first could be a deadline: only the case can say.
  if (!last.complete)
    return last.call.disconnectedAt === undefined
      ? { status: 'model_error', why: `model call ${last.step} ended without finish_reason` }
      : undefined;
  const max = turn.agent.max_steps;
  if (max !== undefined && last.step === max)
    return { status: 'step_limit', why: `model call ${last.step} reached max_steps ${max}` };
  // With max_steps undeclared, a call offered no tools may be the step_limit call: only the case can say.
  const offered =
    isObject(last.call.request) && Array.isArray(last.call.request.tools) && last.call.request.tools.length > 0;
  if (max === undefined && !offered) return undefined;
  if (last.toolCalls.length === 0) return { status: 'ok', why: `model call ${last.step} answered without tool calls` };
  return undefined;
}

export function checkExpectedStatus(turn: RecordedTurn, expectations?: TurnExpectations): Verdict[] {
  const rule = 'status.expected';
  const view = viewOf(turn);
  const status = turnStatus(turn);
  const expected = expectations?.status
    ? { status: expectations.status, why: 'the case expects it' }
    : expectations?.cancelled
      ? { status: 'cancelled' as const, why: 'the case cancelled the turn' }
      : inferredStatus(turn);
  if (!expected)
    return [notTested(rule, 'neither the case nor the model journal says which status this turn must end with')];
  // A script's outcome can only come about through the kit's mock model: a turn that never called
  // it (a vessel pointed at another model) says nothing about the status its script leads to.
  if (NEEDS_THE_MODEL.includes(expected.status) && turn.modelCalls.length === 0 && !expectations?.cancelled)
    return [
      notTested(
        rule,
        `the turn never reached the kit's mock model, so the status its script leads to (${expected.status}) cannot be judged`,
      ),
    ];
  const clause = EXPECTED_CLAUSE[expected.status];
  if (!view.turnFinished) {
    // No turn.finished (order.sequence's failure): the final task state still tells the status apart.
    if (view.finalState === undefined)
      return [notTested(rule, 'the stream has no turn.finished and no terminal state (a2a.terminal-status judges it)')];
    const allowed = STATES_OF_STATUS[expected.status];
    if (allowed.includes(view.finalState as TaskState))
      return [
        notTested(
          rule,
          `no turn.finished names the status; the final state ${view.finalState} allows ${expected.status}`,
        ),
      ];
    return failOn(
      rule,
      clause,
      `the turn ended in ${view.finalState} without turn.finished; ${expected.status} (${expected.why}) ends in ${allowed.join(' or ')}`,
      { state: view.finalState, expected: expected.status },
    );
  }
  if (status === expected.status) return [pass(rule, `status ${status} (${expected.why})`)];
  return failOn(
    rule,
    clause,
    `turn.finished.status is ${brief(status)}, expected ${expected.status}: ${expected.why}`,
    {
      status,
      expected: expected.status,
      why: expected.why,
    },
  );
}

export function checkErrorPresence(turn: RecordedTurn): Verdict[] {
  const rule = 'status.error-presence';
  const finished = viewOf(turn).turnFinished;
  const status = turnStatus(turn);
  if (!finished || !status) return [notTested(rule, 'the stream has no turn.finished with a known status')];
  const error = finished.data.error;
  const findings: Finding<typeof rule>[] = [];
  if (status === 'model_error' && (typeof error !== 'string' || error === ''))
    findings.push({
      clause: 'on-model-error',
      message: `${label(finished)}: status model_error without an error`,
      evidence: { error },
    });
  if ((status === 'ok' || status === 'step_limit') && error !== undefined)
    findings.push({
      clause: 'not-on-answer',
      message: `${label(finished)}: status ${status} carries error ${brief(error)}`,
      evidence: { error },
    });
  return judge(rule, findings, `status ${status}: error ${error === undefined ? 'absent' : 'present'}, as D16 allows`);
}

/** What a generic reason never shows (D7): each pattern names what it found. */
type GenericClause = ClauseIdOf<'status.error-generic'>;
const LEAKS: { what: string; clause: GenericClause; pattern: RegExp }[] = [
  { what: 'a stack trace', clause: 'no-stack', pattern: /^\s*at\s+\S.*(?:\(.*:\d+:\d+\)|:\d+:\d+)\s*$/m },
  { what: 'a stack frame', clause: 'no-stack', pattern: /\bat\s+[\w$.<>]+\s+\((?:file:\/\/)?[^()]*:\d+:\d+\)/ },
  { what: 'a source position', clause: 'no-stack', pattern: /[\w-]+\.(?:[cm]?[jt]s|py|go|rs|java|rb):\d+/ },
  { what: 'a URL', clause: 'no-endpoint', pattern: /\b[a-z][a-z0-9+.-]*:\/\/[^\s'"]+/i },
  {
    what: 'a host:port address',
    clause: 'no-endpoint',
    pattern: /\b(?:localhost|(?:\d{1,3}\.){3}\d{1,3}|\[[0-9a-f:]+\])(?::\d{1,5})\b/i,
  },
  // A token has digits and length; "the bearer token was refused" names no credential.
  {
    what: 'a credential',
    clause: 'no-credential',
    pattern: /\bbearer\s+(?=[\w.~+/-]*\d)[\w.~+/-]{8,}|\bsk-[A-Za-z0-9_-]{6,}|\bapi[_-]?key\b\s*[:=]/i,
  },
  {
    what: 'a file path',
    clause: 'no-path',
    pattern: /(?:^|[\s'"(=])(?:\/(?:[\w.@-]+\/)+[\w.@-]+|[A-Za-z]:\\[\w\\.-]+|~\/[\w./-]+)/,
  },
];

/** The model endpoint's host and the credential the vessel sent it, as the mock model saw them. */
function endpointSecrets(turn: RecordedTurn): { secret: string; clause: GenericClause }[] {
  const out = new Map<string, GenericClause>();
  for (const call of turn.modelCalls) {
    const headers = Object.fromEntries(Object.entries(call.headers).map(([k, v]) => [k.toLowerCase(), v]));
    if (headers.host) out.set(headers.host, 'no-endpoint');
    const auth = headers.authorization?.replace(/^bearer\s+/i, '');
    if (auth && auth.length >= 8) out.set(auth, 'no-credential');
  }
  return [...out].map(([secret, clause]) => ({ secret, clause }));
}

export function checkErrorGeneric(turn: RecordedTurn): Verdict[] {
  const rule = 'status.error-generic';
  const view = viewOf(turn);
  const texts: { where: string; text: string }[] = [];
  if (typeof view.turnFinished?.data.error === 'string')
    texts.push({ where: label(view.turnFinished), text: view.turnFinished.data.error });
  if (isObject(view.summary) && typeof view.summary.error === 'string')
    texts.push({ where: 'the transcript summary', text: view.summary.error });
  if (texts.length === 0) return [notTested(rule, 'the turn reported no error')];
  const secrets = endpointSecrets(turn);
  const findings: Finding<typeof rule>[] = [];
  for (const { where, text } of texts) {
    for (const { what, clause, pattern } of LEAKS) {
      const found = pattern.exec(text);
      if (found)
        findings.push({
          clause,
          message: `${where}: error shows ${what} (${brief(found[0].trim(), 60)})`,
          evidence: { error: text },
        });
    }
    for (const { secret, clause } of secrets) {
      if (text.includes(secret))
        findings.push({
          clause,
          message: `${where}: error shows the model endpoint's ${clause === 'no-credential' ? 'credential' : 'address'}`,
          evidence: { error: text },
        });
    }
  }
  return judge(rule, findings, `error states a generic reason: ${brief(texts[0]?.text, 100)}`);
}

export function checkToolFailureContinues(turn: RecordedTurn): Verdict[] {
  const rule = 'status.tool-failure-continues';
  const view = viewOf(turn);
  const steps = stepOfEvents(turn);
  const failed = view.events.filter(
    (e) => e.type === 'tool.finished' && typeof e.data.error === 'string' && e.data.error !== '',
  );
  if (failed.length === 0) return [notTested(rule, 'no tool failed in this turn')];
  const status = turnStatus(turn);
  // A deadline or a cancel may cut a turn anywhere. model_error is the model's failure, so it
  // ends a turn for a reason of its own only on a model call made after the tool failed: a turn
  // that reports model_error without calling the model again ended because the tool failed.
  if (status === undefined || (EARLY_STATUSES.includes(status) && status !== 'model_error'))
    return [notTested(rule, `the turn ended ${status ?? 'without turn.finished'}, for a reason of its own`)];
  const lastStep = Math.max(
    0,
    ...view.events.filter((e) => e.type === 'step.finished').map((e) => Number(e.data.step)),
  );
  const calledAfter = (step: number) => (status === 'model_error' ? turn.modelCalls.length > step : lastStep > step);
  const findings: Finding<typeof rule>[] = failed
    .filter((e) => !calledAfter(steps.get(e) ?? 0))
    .map((e) => ({
      clause: 'whole',
      message: `${label(e)} failed in step ${steps.get(e) ?? 0} and the turn ended (${status}) without calling the model again`,
      evidence: { index: e.item.index, error: e.data.error },
    }));
  return judge(rule, findings, `${failed.length} failed tools; the model was called again after each`);
}
