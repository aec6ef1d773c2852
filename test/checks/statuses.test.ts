// The status checks clause by clause (events.txt "Turn statuses"; CONTRACT.md D7, D16): each
// clause failing alone on a turn broken in that one place, with its message; each pass message
// and not-tested reason; what status.expected infers from the model's journal, branch by branch.
import { describe, expect, it } from 'vitest';
import type { RecordedTurn } from '../../src/a2a/recording.ts';
import {
  checkErrorGeneric,
  checkErrorPresence,
  checkExpectedStatus,
  checkTaskState,
  checkToolFailureContinues,
} from '../../src/checks/statuses.ts';
import type { Verdict } from '../../src/checks/types.ts';
import { taskTurnOf } from '../../src/checks/view.ts';
import {
  chunkData,
  eventData,
  removeSse,
  simulate,
  sseOfEvent,
  statusOf,
  transcriptChunkCount,
  validTurn,
} from './builders.ts';
import { cancelledTurn, failingToolTurn, modelErrorTurn, stepLimitAnswer } from './turn-cases.ts';
import { clausesOf, findingsOf, only } from './verdict-readers.ts';

/** Where turn.finished sits, as messages name it. */
const finishedAt = (turn: RecordedTurn): string => `event #${sseOfEvent(turn, 'turn.finished').index}`;
const withoutTurnFinished = (turn: RecordedTurn): RecordedTurn => {
  removeSse(turn, sseOfEvent(turn, 'turn.finished'));
  return turn;
};
/** The turn.finished status update kept (its terminal state too), without the event it carries. */
const withoutFinishedEvent = (turn: RecordedTurn): RecordedTurn => {
  delete statusOf(turn, 'turn.finished').status.message;
  return turn;
};
/** The closing summary of the transcript (the last chunk's `turn`). */
const summaryOf = (turn: RecordedTurn): Record<string, any> => chunkData(turn, transcriptChunkCount(turn) - 1).turn;

describe('status.task-state', () => {
  it('passes each status in a state D7 allows, saying which', () => {
    expect(only(checkTaskState(validTurn()))).toMatchObject({
      status: 'pass',
      message: 'status ok in TASK_STATE_COMPLETED',
    });
    expect(only(checkTaskState(cancelledTurn())).message).toBe('status cancelled in TASK_STATE_CANCELED');
    const deadline = simulate({ status: 'deadline', steps: [{ text: ['slow'] }] });
    statusOf(deadline, 'turn.finished').status.state = 'TASK_STATE_COMPLETED';
    expect(only(checkTaskState(deadline)).message).toBe('status deadline in TASK_STATE_COMPLETED');
  });

  it('fails a status carried in a state D7 does not allow (clause state-of-status), naming what it allows', () => {
    const turn = simulate({ status: 'deadline', steps: [{ text: ['slow'] }] });
    statusOf(turn, 'turn.finished').status.state = 'TASK_STATE_CANCELED';
    const v = only(checkTaskState(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['state-of-status']);
    expect(v.message).toBe(
      `${finishedAt(turn)} (turn.finished deadline): status deadline is carried in "TASK_STATE_CANCELED"; D7 calls for TASK_STATE_FAILED or TASK_STATE_COMPLETED`,
    );
    expect(findingsOf(v)[0]!.evidence).toEqual({
      status: 'deadline',
      state: 'TASK_STATE_CANCELED',
      allowed: ['TASK_STATE_FAILED', 'TASK_STATE_COMPLETED'],
    });
  });

  it('passes a task returned whole whose final status carries turn.finished', () => {
    const task = taskTurnOf(validTurn(), validTurn().getTask)!;
    expect(only(checkTaskState(task))).toMatchObject({ status: 'pass', message: 'status ok in TASK_STATE_COMPLETED' });
  });

  it('fails a task returned whole whose final status carries no turn.finished (clause in-final-status)', () => {
    const turn = validTurn();
    const result = (turn.getTask!.body!.json as any).result;
    delete result.status.message;
    const v = only(checkTaskState(taskTurnOf(turn, turn.getTask)!));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['in-final-status']);
    expect(v.message).toBe("the task's final status (TASK_STATE_COMPLETED) carries no turn.finished event");
    expect(findingsOf(v)[0]!.evidence).toEqual({ status: { state: 'TASK_STATE_COMPLETED' } });
  });

  it('says "no state" for a task returned whole without a terminal state', () => {
    const turn = validTurn();
    const result = (turn.getTask!.body!.json as any).result;
    result.status = { state: 'TASK_STATE_WORKING' };
    const v = only(checkTaskState(taskTurnOf(turn, turn.getTask)!));
    expect(clausesOf(v)).toEqual(['in-final-status']);
    expect(v.message).toBe("the task's final status (no state) carries no turn.finished event");
  });

  it('is not-tested without turn.finished, or with a status it does not know', () => {
    const cut = only(checkTaskState(withoutTurnFinished(validTurn())));
    expect(cut.status).toBe('not-tested');
    expect(cut.message).toBe('the stream has no turn.finished with a known status');
    const odd = validTurn();
    eventData(odd, 'turn.finished').status = 'finished';
    expect(only(checkTaskState(odd))).toMatchObject({
      status: 'not-tested',
      message: 'the stream has no turn.finished with a known status',
    });
  });
});

describe('status.expected', () => {
  it('passes the status the case expects, saying why it was expected', () => {
    expect(only(checkExpectedStatus(validTurn(), { status: 'ok' }))).toMatchObject({
      status: 'pass',
      message: 'status ok (the case expects it)',
    });
    expect(only(checkExpectedStatus(cancelledTurn(), { cancelled: true })).message).toBe(
      'status cancelled (the case cancelled the turn)',
    );
  });

  it('fails another status on the clause of the status expected, with what was expected and why', () => {
    const turn = validTurn();
    eventData(turn, 'turn.finished').status = 'deadline';
    const v = only(checkExpectedStatus(turn, { status: 'ok' }));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['ok']);
    expect(v.message).toBe('turn.finished.status is "deadline", expected ok: the case expects it');
    expect(findingsOf(v)[0]!.evidence).toEqual({ status: 'deadline', expected: 'ok', why: 'the case expects it' });

    const limited = stepLimitAnswer();
    eventData(limited, 'turn.finished').status = 'ok';
    const w = only(checkExpectedStatus(limited));
    expect(clausesOf(w)).toEqual(['step-limit']);
    expect(w.message).toBe('turn.finished.status is "ok", expected step_limit: model call 2 reached max_steps 2');
  });

  it('says "undefined" for a turn.finished whose status is missing', () => {
    const turn = validTurn();
    delete eventData(turn, 'turn.finished').status;
    const v = only(checkExpectedStatus(turn, { status: 'ok' }));
    expect(v.message).toBe('turn.finished.status is undefined, expected ok: the case expects it');
  });

  it('takes the case expectation over the cancel, and the cancel over the journal', () => {
    const turn = cancelledTurn();
    expect(only(checkExpectedStatus(turn, { status: 'deadline', cancelled: true })).message).toBe(
      'turn.finished.status is "cancelled", expected deadline: the case expects it',
    );
  });

  describe('inferred from the model journal', () => {
    it('infers ok from the last call answering without tool calls, after several with them', () => {
      const turn = simulate({
        steps: [
          { tools: [{ id: 'call_1', name: 'list' }] },
          { tools: [{ id: 'call_2', name: 'list' }] },
          { text: ['Done.'] },
        ],
      });
      expect(only(checkExpectedStatus(turn))).toMatchObject({
        status: 'pass',
        message: 'status ok (model call 3 answered without tool calls)',
      });
    });

    it('infers ok with max_steps declared though the last call was offered no tools', () => {
      const turn = validTurn();
      delete (turn.modelCalls.at(-1)!.request as any).tools;
      expect(only(checkExpectedStatus(turn)).message).toBe('status ok (model call 2 answered without tool calls)');
    });

    it('infers step_limit from the call that reached max_steps', () => {
      expect(only(checkExpectedStatus(stepLimitAnswer()))).toMatchObject({
        status: 'pass',
        message: 'status step_limit (model call 2 reached max_steps 2)',
      });
    });

    it('does not infer ok, with max_steps undeclared, from a call offered an empty list of tools', () => {
      const turn = validTurn();
      delete turn.agent.max_steps;
      (turn.modelCalls.at(-1)!.request as any).tools = [];
      expect(only(checkExpectedStatus(turn))).toMatchObject({
        status: 'not-tested',
        message: 'neither the case nor the model journal says which status this turn must end with',
      });
    });

    it('infers nothing from a last call that asked for tools (the turn was cut)', () => {
      expect(only(checkExpectedStatus(cancelledTurn()))).toMatchObject({
        status: 'not-tested',
        message: 'neither the case nor the model journal says which status this turn must end with',
      });
    });

    it('infers nothing without any model call', () => {
      const turn = validTurn();
      turn.modelCalls = [];
      expect(only(checkExpectedStatus(turn)).status).toBe('not-tested');
    });

    it('infers model_error from a model stream that ended without finish_reason (clause model-error)', () => {
      const turn = validTurn();
      const last = turn.modelCalls.at(-1)!;
      last.frames = last.frames.filter((f) => !f.data.includes('finish_reason":"stop'));
      const v = only(checkExpectedStatus(turn));
      expect(v.status).toBe('fail');
      expect(clausesOf(v)).toEqual(['model-error']);
      expect(v.message).toBe(
        'turn.finished.status is "ok", expected model_error: model call 2 ended without finish_reason',
      );
    });

    it('infers nothing from a model stream the vessel hung up on (it may be a deadline)', () => {
      const turn = validTurn();
      const last = turn.modelCalls.at(-1)!;
      last.frames = last.frames.filter((f) => !f.data.includes('finish_reason":"stop'));
      last.disconnectedAt = 300;
      expect(only(checkExpectedStatus(turn)).status).toBe('not-tested');
    });
  });

  it("is not-tested when a status of the model's making is expected but the mock model was never called", () => {
    const turn = validTurn();
    turn.modelCalls = [];
    expect(only(checkExpectedStatus(turn, { status: 'ok' }))).toMatchObject({
      status: 'not-tested',
      message: "the turn never reached the kit's mock model, so the status its script leads to (ok) cannot be judged",
    });
    // A cancel needs no model call, even where the case also names a status.
    expect(only(checkExpectedStatus(turn, { status: 'ok', cancelled: true }))).toMatchObject({
      status: 'pass',
      message: 'status ok (the case expects it)',
    });
    const cancelled = cancelledTurn();
    cancelled.modelCalls = [];
    expect(only(checkExpectedStatus(cancelled, { status: 'cancelled' })).status).toBe('pass');
  });

  describe('without turn.finished', () => {
    it('is not-tested without a terminal state either', () => {
      expect(only(checkExpectedStatus(withoutTurnFinished(validTurn()), { status: 'ok' }))).toMatchObject({
        status: 'not-tested',
        message: 'the stream has no turn.finished and no terminal state (a2a.terminal-status judges it)',
      });
    });

    it('is not-tested when the final state allows the status expected', () => {
      expect(only(checkExpectedStatus(withoutFinishedEvent(validTurn()), { status: 'ok' }))).toMatchObject({
        status: 'not-tested',
        message: 'no turn.finished names the status; the final state TASK_STATE_COMPLETED allows ok',
      });
    });

    it('fails a final state the status expected cannot end in, on its clause', () => {
      const v = only(checkExpectedStatus(withoutFinishedEvent(validTurn()), { status: 'cancelled' }));
      expect(v.status).toBe('fail');
      expect(clausesOf(v)).toEqual(['cancelled']);
      expect(v.message).toBe(
        'the turn ended in TASK_STATE_COMPLETED without turn.finished; cancelled (the case expects it) ends in TASK_STATE_CANCELED',
      );
      expect(findingsOf(v)[0]!.evidence).toEqual({ state: 'TASK_STATE_COMPLETED', expected: 'cancelled' });

      const cancelled = withoutFinishedEvent(cancelledTurn());
      const w = only(checkExpectedStatus(cancelled, { status: 'deadline' }));
      expect(clausesOf(w)).toEqual(['deadline']);
      expect(w.message).toBe(
        'the turn ended in TASK_STATE_CANCELED without turn.finished; deadline (the case expects it) ends in TASK_STATE_FAILED or TASK_STATE_COMPLETED',
      );
    });
  });
});

describe('status.error-presence', () => {
  it('passes each status with the error D16 allows, saying whether it is there', () => {
    expect(only(checkErrorPresence(validTurn()))).toMatchObject({
      status: 'pass',
      message: 'status ok: error absent, as D16 allows',
    });
    expect(only(checkErrorPresence(modelErrorTurn())).message).toBe('status model_error: error present, as D16 allows');
    const deadline = simulate({ status: 'deadline', error: 'the turn ran out of time', steps: [{ text: ['x'] }] });
    expect(only(checkErrorPresence(deadline))).toMatchObject({
      status: 'pass',
      message: 'status deadline: error present, as D16 allows',
    });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not a string', 500],
  ])('fails model_error with an error %s (clause on-model-error)', (_, error) => {
    const turn = modelErrorTurn();
    const data = eventData(turn, 'turn.finished');
    if (error === undefined) delete data.error;
    else data.error = error;
    const v = only(checkErrorPresence(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['on-model-error']);
    expect(v.message).toBe(`${finishedAt(turn)} (turn.finished model_error): status model_error without an error`);
    expect(findingsOf(v)[0]!.evidence).toEqual(error === undefined ? { error: undefined } : { error });
  });

  it('fails an error on ok and on step_limit, null included (clause not-on-answer)', () => {
    const turn = validTurn();
    eventData(turn, 'turn.finished').error = null;
    const v = only(checkErrorPresence(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['not-on-answer']);
    expect(v.message).toBe(`${finishedAt(turn)} (turn.finished ok): status ok carries error null`);
    expect(findingsOf(v)[0]!.evidence).toEqual({ error: null });

    const limited = stepLimitAnswer();
    eventData(limited, 'turn.finished').error = 'oops';
    const w = only(checkErrorPresence(limited));
    expect(clausesOf(w)).toEqual(['not-on-answer']);
    expect(w.message).toBe(`${finishedAt(limited)} (turn.finished step_limit): status step_limit carries error "oops"`);
  });

  it('is not-tested without turn.finished, or with a status it does not know', () => {
    expect(only(checkErrorPresence(withoutTurnFinished(validTurn())))).toMatchObject({
      status: 'not-tested',
      message: 'the stream has no turn.finished with a known status',
    });
    const odd = modelErrorTurn();
    eventData(odd, 'turn.finished').status = 'failed';
    delete eventData(odd, 'turn.finished').error;
    expect(only(checkErrorPresence(odd))).toMatchObject({
      status: 'not-tested',
      message: 'the stream has no turn.finished with a known status',
    });
  });
});

describe('status.error-generic', () => {
  const withError = (error: string) => simulate({ status: 'model_error', error, steps: [{ httpStatus: 500 }] });
  /** The model_error turn with its model call's headers replaced. */
  const withHeaders = (error: string, headers: Record<string, string>) => {
    const turn = withError(error);
    for (const call of turn.modelCalls) call.headers = headers;
    return turn;
  };

  it('passes a generic reason, quoting it', () => {
    expect(only(checkErrorGeneric(withError('the model endpoint answered HTTP 500')))).toMatchObject({
      status: 'pass',
      message: 'error states a generic reason: "the model endpoint answered HTTP 500"',
    });
  });

  it('is not-tested for a turn that reported no error', () => {
    expect(only(checkErrorGeneric(validTurn()))).toMatchObject({
      status: 'not-tested',
      message: 'the turn reported no error',
    });
  });

  it('fails a stack trace (clause no-stack), naming where and quoting the frame trimmed', () => {
    const turn = withError('TypeError: x\n    at run (/srv/vessel/turn.ts:12:5)');
    const v = only(checkErrorGeneric(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['no-stack', 'no-path']);
    expect(v.message).toBe(
      `${finishedAt(turn)} (turn.finished model_error): error shows a stack trace ("at run (/srv/vessel/turn.ts:12:5)") (and 7 more)`,
    );
    expect(findingsOf(v)[0]!.evidence).toEqual({ error: 'TypeError: x\n    at run (/srv/vessel/turn.ts:12:5)' });
  });

  it('reads the error of turn.finished and of the transcript summary, each where it is', () => {
    const inSummary = withError('failed in turn.ts:42');
    delete eventData(inSummary, 'turn.finished').error;
    const a = only(checkErrorGeneric(inSummary));
    expect(clausesOf(a)).toEqual(['no-stack']);
    expect(a.message).toBe('the transcript summary: error shows a source position ("turn.ts:42")');

    const inEvent = withError('failed in turn.ts:42');
    delete summaryOf(inEvent).error;
    const b = only(checkErrorGeneric(inEvent));
    expect(b.message).toBe(
      `${finishedAt(inEvent)} (turn.finished model_error): error shows a source position ("turn.ts:42")`,
    );

    const both = withError('failed in turn.ts:42');
    expect(only(checkErrorGeneric(both)).message).toMatch(
      /^event #\d+ \(turn\.finished model_error\): .* \(and 1 more\)$/,
    );
  });

  it('ignores an error that is not a string, in turn.finished or the summary', () => {
    const turn = withError('failed in turn.ts:42');
    eventData(turn, 'turn.finished').error = 42;
    summaryOf(turn).error = { text: 'failed in turn.ts:42' };
    expect(only(checkErrorGeneric(turn)).message).toBe('the turn reported no error');
  });

  it("fails the model endpoint's address as the mock model saw it (clause no-endpoint), whatever the header's case", () => {
    const turn = withHeaders('cannot reach models.internal:9000 right now', { Host: 'models.internal:9000' });
    delete summaryOf(turn).error;
    const v = only(checkErrorGeneric(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['no-endpoint']);
    expect(v.message).toBe(`${finishedAt(turn)} (turn.finished model_error): error shows the model endpoint's address`);
    expect(findingsOf(v)[0]!.evidence).toEqual({ error: 'cannot reach models.internal:9000 right now' });
  });

  it("fails the model's credential as the vessel sent it (clause no-credential), from 8 characters on", () => {
    const turn = withHeaders('upstream refused key:qwertyui', { Authorization: 'Bearer  qwertyui' });
    delete summaryOf(turn).error;
    const v = only(checkErrorGeneric(turn));
    expect(clausesOf(v)).toEqual(['no-credential']);
    expect(v.message).toBe(
      `${finishedAt(turn)} (turn.finished model_error): error shows the model endpoint's credential`,
    );

    const short = withHeaders('upstream refused key:qwertyu', { authorization: 'Bearer qwertyu' });
    expect(only(checkErrorGeneric(short)).status).toBe('pass');
  });

  it('reads a credential sent without the Bearer word as it is', () => {
    const turn = withHeaders('upstream refused Token qwertyuiop', { authorization: 'Token qwertyuiop' });
    delete summaryOf(turn).error;
    expect(clausesOf(only(checkErrorGeneric(turn)))).toEqual(['no-credential']);
  });

  it('takes a credential under another scheme whole, Bearer taken off only where it leads', () => {
    const turn = withHeaders('upstream refused Token mybearer qwertyuiop', {
      authorization: 'Token mybearer qwertyuiop',
    });
    delete summaryOf(turn).error;
    expect(clausesOf(only(checkErrorGeneric(turn)))).toEqual(['no-credential']);
  });

  it('reads the summary error of a turn that sent no turn.finished', () => {
    const turn = withError('failed in turn.ts:42');
    removeSse(turn, sseOfEvent(turn, 'turn.finished'));
    expect(only(checkErrorGeneric(turn)).message).toBe(
      'the transcript summary: error shows a source position ("turn.ts:42")',
    );
  });

  it('takes nothing for a model call without host or authorization headers', () => {
    const turn = withHeaders('the model answered undefined', {});
    expect(only(checkErrorGeneric(turn)).status).toBe('pass');
  });
});

describe('status.tool-failure-continues', () => {
  it('passes when the model was called again after each failed tool, counting them', () => {
    expect(only(checkToolFailureContinues(failingToolTurn()))).toMatchObject({
      status: 'pass',
      message: '1 failed tools; the model was called again after each',
    });
  });

  it('fails a failed tool after which no step came (clause whole), with the event and the error', () => {
    const turn = simulate({ steps: [{ tools: [{ id: 'call_1', name: 'list', error: 'no such folder' }] }] });
    const v = only(checkToolFailureContinues(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['whole']);
    const finished = sseOfEvent(turn, 'tool.finished');
    expect(v.message).toBe(
      `event #${finished.index} (tool.finished call_1) failed in step 1 and the turn ended (ok) without calling the model again`,
    );
    expect(findingsOf(v)[0]!.evidence).toEqual({ index: finished.index, error: 'no such folder' });
  });

  it('judges a turn that did not end model_error by the steps it reported, not the model calls', () => {
    const turn = failingToolTurn();
    removeSse(turn, sseOfEvent(turn, 'step.finished', 1));
    expect(only(checkToolFailureContinues(turn)).status).toBe('fail');
  });

  it('is not-tested when no tool failed: no error, or an empty one', () => {
    expect(only(checkToolFailureContinues(validTurn()))).toMatchObject({
      status: 'not-tested',
      message: 'no tool failed in this turn',
    });
    const empty = failingToolTurn();
    eventData(empty, 'tool.finished').error = '';
    expect(only(checkToolFailureContinues(empty)).message).toBe('no tool failed in this turn');
  });

  it('does not count an error of another event as a failed tool', () => {
    const turn = simulate({ status: 'model_error', steps: [{ tools: [{ id: 'call_1', name: 'list' }] }] });
    expect(only(checkToolFailureContinues(turn)).message).toBe('no tool failed in this turn');
  });

  it('is not-tested for a turn cut by a cancel, a deadline, or without turn.finished', () => {
    const cancelled = cancelledTurn();
    eventData(cancelled, 'tool.finished').error = 'boom';
    expect(only(checkToolFailureContinues(cancelled))).toMatchObject({
      status: 'not-tested',
      message: 'the turn ended cancelled, for a reason of its own',
    });
    const deadline = simulate({ status: 'deadline', steps: [{ tools: [{ id: 'call_1', name: 'list' }] }] });
    eventData(deadline, 'tool.finished').error = 'boom';
    expect(only(checkToolFailureContinues(deadline)).message).toBe('the turn ended deadline, for a reason of its own');
    expect(only(checkToolFailureContinues(withoutTurnFinished(failingToolTurn())))).toMatchObject({
      status: 'not-tested',
      message: 'the turn ended without turn.finished, for a reason of its own',
    });
  });
});
