// checkTurn: which checks a turn is judged on given how it ran (a stream, SendMessage answered once,
// a refused history, an error answer), the task GetTask or SendMessage returned judged as the turn
// it stands for, and a check that throws reported as an error verdict. turn-checks.test.ts runs the
// checks themselves; mutation testing showed the choice of checks unpinned.
import { describe, expect, it } from 'vitest';
import type { RecordedTurn } from '../../src/a2a/recording.ts';
import { checkTurn, rejectionChecks, streamChecks, turnChecks } from '../../src/checks/check-turn.ts';
import type { TurnExpectations, Verdict } from '../../src/checks/types.ts';
import { jsonBody, validTurn } from './builders.ts';
import { cancelledTurn, refusedTurn, rejectedTaskTurn } from './turn-cases.ts';
import { getTaskTask, only } from './artifacts-builders.ts';
import { clausesOf } from './verdict-readers.ts';

type Json = Record<string, any>;
const REJECTION: TurnExpectations = { rejection: { rule: 'message.system-refused', index: 0 } };
const rulesOf = (verdicts: Verdict[]): string[] => verdicts.map((v) => v.rule);
const prefixed = (verdicts: Verdict[], whose: string): Verdict[] =>
  verdicts.filter((v) => v.message.startsWith(`${whose}'s task: `));
/** Every verdict is a verdict: a rule and a status, never something else in the list. */
function expectVerdicts(verdicts: Verdict[]): void {
  for (const v of verdicts) {
    expect(typeof v.rule).toBe('string');
    expect(['pass', 'fail', 'not-tested', 'error', 'skip']).toContain(v.status);
  }
}

/** The valid turn sent with SendMessage and answered once with its task (the GetTask task). */
function sendMessageTurn(): RecordedTurn {
  const t = validTurn();
  t.send.requestBody = { jsonrpc: '2.0', id: 7, method: 'SendMessage', params: {} };
  t.send.sse = undefined;
  t.send.responseHeaders = { 'content-type': 'application/json' };
  t.send.body = jsonBody({ jsonrpc: '2.0', id: 7, result: { task: structuredClone(getTaskTask(t)) } });
  return t;
}

describe('checkTurn on a streamed turn', () => {
  it('runs every stream and turn check, then the checks of the task GetTask returned', () => {
    const verdicts = checkTurn(validTurn());
    expectVerdicts(verdicts);
    const rules = rulesOf(verdicts);
    for (const rule of [...Object.keys(streamChecks), ...Object.keys(turnChecks)]) expect(rules).toContain(rule);
    expect(rules).not.toContain('a2a.error-response');
    expect(rules).not.toContain('rejection.refused');
    const getTask = prefixed(verdicts, 'GetTask');
    expect(getTask.map((v) => v.rule)).toEqual(expect.arrayContaining(['artifact.answer-once', 'status.task-state']));
    expect(getTask.find((v) => v.rule === 'artifact.answer-once')?.message).toBe(
      "GetTask's task: one answer artifact (artifacts[1] (answer artifact)) before turn.finished",
    );
  });

  it('judges the GetTask task only when it is finished, and not at all without GetTask', () => {
    const working = validTurn();
    getTaskTask(working).status.state = 'TASK_STATE_WORKING';
    const noGetTask = validTurn();
    noGetTask.getTask = undefined;
    for (const t of [working, noGetTask]) {
      const verdicts = checkTurn(t);
      expectVerdicts(verdicts);
      expect(prefixed(verdicts, 'GetTask')).toEqual([]);
      expect(rulesOf(verdicts)).toContain('order.sequence');
    }
  });

  it('says not-tested for a2a.task-shape when the case sent no CancelTask, and judges the task it answered', () => {
    const none = only(checkTurn(validTurn()).filter((v) => v.rule === 'a2a.task-shape'));
    expect(none.status).toBe('not-tested');
    expect(none.message).toBe('the case sent no CancelTask');

    const t = cancelledTurn();
    const task = structuredClone(getTaskTask(t));
    t.cancel = {
      ...t.getTask!,
      requestBody: { jsonrpc: '2.0', id: 9, method: 'CancelTask', params: { id: task.id } },
      body: jsonBody({ jsonrpc: '2.0', id: 9, result: task }),
    };
    const v = only(checkTurn(t, { cancelled: true }).filter((v) => v.rule === 'a2a.task-shape'));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('1 tasks with their A2A 1.0 shape');
  });

  it('does not take a stream that also came with an error body for an error answer', () => {
    const t = validTurn();
    t.send.body = jsonBody({ jsonrpc: '2.0', id: 7, error: { code: -32602, message: 'no' } });
    expect(rulesOf(checkTurn(t))).not.toContain('a2a.error-response');
  });
});

describe('checkTurn on SendMessage answered once', () => {
  it('judges the answer and what reached the model, then the task as its stream would be', () => {
    const verdicts = checkTurn(sendMessageTurn());
    expectVerdicts(verdicts);
    const own = verdicts.filter((v) => !/^(SendMessage|GetTask)'s task: /.test(v.message));
    expect(rulesOf(own).sort()).toEqual(
      [
        'a2a.send-message-task',
        'a2a.camel-case',
        'a2a.timestamps',
        'a2a.result-response',
        'a2a.get-task-final',
        'views.get-task',
        ...Object.keys(turnChecks).filter((r) => r.startsWith('model.')),
      ].sort(),
    );
    expect(own.find((v) => v.rule === 'a2a.send-message-task')?.status).toBe('pass');
    for (const rule of ['a2a.camel-case', 'a2a.result-response'])
      expect(own.find((v) => v.rule === rule)?.status, rule).not.toBe('not-tested');
    const sent = prefixed(verdicts, 'SendMessage');
    expect(sent.find((v) => v.rule === 'artifact.answer-once')?.message).toBe(
      "SendMessage's task: one answer artifact (artifacts[1] (answer artifact)) before turn.finished",
    );
    expect(prefixed(verdicts, 'GetTask').length).toBe(sent.length);
  });

  it("holds GetTask to SendMessage's task: its id and final state (a2a.get-task-final)", () => {
    const same = checkTurn(sendMessageTurn()).filter((v) => v.rule === 'a2a.get-task-final');
    expect(same.map((v) => v.status)).toEqual(['pass']);
    // SendMessage's task under an id GetTask does not know, then in another terminal state than GetTask's.
    const renamed = sendMessageTurn();
    (renamed.send.body!.json as Json).result.task.id = 'task-other';
    const [idVerdict] = checkTurn(renamed).filter((v) => v.rule === 'a2a.get-task-final');
    expect(idVerdict).toMatchObject({ status: 'fail' });
    expect(clausesOf(idVerdict!)).toEqual(['same-task']);
    const failed = sendMessageTurn();
    (failed.send.body!.json as Json).result.task.status.state = 'TASK_STATE_FAILED';
    const [stateVerdict] = checkTurn(failed).filter((v) => v.rule === 'a2a.get-task-final');
    expect(clausesOf(stateVerdict!)).toEqual(['final-state']);
    expect(stateVerdict!.message).toMatch(/SendMessage's task ended in TASK_STATE_FAILED/);
  });

  it('judges the task SendMessage returned even while it is still running', () => {
    const t = sendMessageTurn();
    (t.send.body!.json as Json).result.task.status.state = 'TASK_STATE_WORKING';
    expect(prefixed(checkTurn(t), 'SendMessage').length).toBeGreaterThan(0);
  });

  it('asked to return immediately, judges the finished task GetTask shows, not the working one SendMessage answered', () => {
    const t = sendMessageTurn();
    t.send.requestBody = {
      jsonrpc: '2.0',
      id: 7,
      method: 'SendMessage',
      params: { configuration: { returnImmediately: true } },
    };
    (t.send.body!.json as Json).result.task.status.state = 'TASK_STATE_WORKING';
    const verdicts = checkTurn(t, { status: 'ok' });
    expectVerdicts(verdicts);
    expect(prefixed(verdicts, 'SendMessage')).toEqual([]);
    expect(prefixed(verdicts, 'GetTask').length).toBeGreaterThan(0);
    expect(verdicts.filter((v) => v.status === 'fail')).toEqual([]);
    expect(verdicts.filter((v) => v.rule === 'a2a.send-message-task')).toEqual([
      expect.objectContaining({ status: 'not-tested', message: expect.stringMatching(/return immediately/) }),
    ]);
    // Without it, the same working answer fails a2a.send-message-task.
    t.send.requestBody = { jsonrpc: '2.0', id: 7, method: 'SendMessage', params: {} };
    expect(checkTurn(t).find((v) => v.rule === 'a2a.send-message-task')?.status).toBe('fail');
  });

  it('fails SendMessage answered with a stream, judging no returned task', () => {
    const t = validTurn();
    t.send.requestBody = { jsonrpc: '2.0', id: 7, method: 'SendMessage', params: {} };
    const verdicts = checkTurn(t);
    expect(verdicts.find((v) => v.rule === 'a2a.send-message-task')?.status).toBe('fail');
    expect(prefixed(verdicts, 'SendMessage')).toEqual([]);
    expect(rulesOf(verdicts)).not.toContain('order.sequence');
  });
});

describe('checkTurn on a history that breaks a rule', () => {
  it('judges a refusal answered as an error on the rejection, model and error-answer rules, not as a stream', () => {
    const rules = rulesOf(checkTurn(refusedTurn(), REJECTION));
    for (const rule of Object.keys(rejectionChecks)) expect(rules).toContain(rule);
    expect(rules).toEqual(expect.arrayContaining(['a2a.error-response', 'a2a.error-data', 'a2a.error-info']));
    expect(rules).not.toContain('a2a.sse-framing');
    expect(rules).not.toContain('order.sequence');
  });

  it('judges a refusal streamed on the stream rules too, but not on the error-answer rules', () => {
    const rules = rulesOf(checkTurn(rejectedTaskTurn(), REJECTION));
    for (const rule of [...Object.keys(rejectionChecks), ...Object.keys(streamChecks)]) expect(rules).toContain(rule);
    expect(rules).not.toContain('a2a.error-response');
  });

  it('judges no returned task of a turn that should have been refused', () => {
    const verdicts = checkTurn(validTurn(), REJECTION);
    expectVerdicts(verdicts);
    expect(verdicts.find((v) => v.rule === 'rejection.refused')?.status).toBe('fail');
    expect(prefixed(verdicts, 'GetTask')).toEqual([]);
  });

  it('judges an error answer to a valid history on the error-answer rules, with no model-call rules skipped', () => {
    const rules = rulesOf(checkTurn(refusedTurn()));
    expect(rules).toEqual(expect.arrayContaining(['a2a.error-response', 'a2a.sse-framing', 'model.briefing-first']));
    expect(rules).not.toContain('rejection.refused');
  });

  it('judges an answer that never came without crashing', () => {
    const t = refusedTurn();
    t.send.body = undefined;
    t.send.status = undefined;
    t.send.end = { at: 5, how: 'network-error', detail: 'ECONNREFUSED' };
    const verdicts = checkTurn(t, REJECTION);
    expect(verdicts.find((v) => v.rule === 'rejection.refused')?.message).toBe(
      'the history breaks message.system-refused, but the turn was not refused: no response (ECONNREFUSED)',
    );
    expect(rulesOf(verdicts)).not.toContain('a2a.error-response');
  });
});

describe('checkTurn when a check throws', () => {
  const throwing = (thrown: unknown): RecordedTurn => {
    const turn = validTurn();
    (turn.send as { sse: unknown }).sse = [
      {
        index: 0,
        receivedAt: 0,
        data: '{}',
        bytes: 2,
        get json() {
          throw thrown;
        },
      },
    ];
    return turn;
  };

  it('reports an error verdict naming the rule and the error, with its stack', () => {
    const errors = checkTurn(throwing(new Error('boom'))).filter((v) => v.status === 'error');
    expect(errors.length).toBeGreaterThan(0);
    for (const v of errors) {
      expect(v.message).toBe(`the check for ${v.rule} failed: boom`);
      expect((v.evidence as { stack?: string }).stack).toMatch(/^Error: boom\n/);
    }
  });

  it('reports a thrown value that is not an Error as it is, with no stack', () => {
    const errors = checkTurn(throwing('bare')).filter((v) => v.status === 'error');
    expect(errors.length).toBeGreaterThan(0);
    for (const v of errors) {
      expect(v.message).toBe(`the check for ${v.rule} failed: bare`);
      expect(v.evidence).toEqual({ stack: undefined });
    }
  });
});
