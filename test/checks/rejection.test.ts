// The rejection checks clause by clause (CONTRACT.md D3; transcript-format.txt "Messages"): how a
// refusal is read (a -32602 error, a REJECTED task streamed or returned, or none), each clause
// failing alone, each pass message and not-tested reason. The table of turn-cases.ts has one
// failure per rule; mutation testing showed the other clauses and the reasons unpinned.
import { describe, expect, it } from 'vitest';
import type { RecordedTurn } from '../../src/a2a/recording.ts';
import {
  checkBadRequestDetail,
  checkNamesProblem,
  checkNoModelCall,
  checkRefused,
  refusalOf,
} from '../../src/checks/rejection.ts';
import type { TurnExpectations } from '../../src/checks/types.ts';
import { jsonBody, removeSse, sseOfEvent, validTurn } from './builders.ts';
import { refusedTurn, rejectedTaskTurn } from './turn-cases.ts';
import { clausesOf, cutAfter, findingEvidence, only } from './artifacts-builders.ts';

type Json = Record<string, any>;
const RULE = 'message.system-refused';
const REJECTION: TurnExpectations = { rejection: { rule: RULE, index: 0 } };
const NOT_A_REJECTION_CASE = "the case's history breaks no rule";
const BAD_REQUEST = 'type.googleapis.com/google.rpc.BadRequest';

/** A turn answered with a task (not a stream) in this state, its status message of these parts. */
function returnedTask(state: string, parts: unknown[] = [{ text: 'messages[0]: system messages are refused' }]) {
  const t = refusedTurn();
  t.send.body = jsonBody({
    jsonrpc: '2.0',
    id: 7,
    result: { task: { id: 'task-1', contextId: 'conv-1', status: { state, message: { role: 'ROLE_AGENT', parts } } } },
  });
  return t;
}
/** A REJECTED task streamed, its status message of these parts (or none). */
function rejectedWith(message: unknown): RecordedTurn {
  const t = rejectedTaskTurn();
  const status = (t.send.sse![1]!.json as Json).result.statusUpdate.status;
  if (message === undefined) delete status.message;
  else status.message = message;
  return t;
}
/** The error a refused turn answered, to edit. */
const errorOf = (t: RecordedTurn): Json => (t.send.body!.json as Json).error;

describe('refusalOf', () => {
  it('reads a JSON-RPC error, its message as the text', () => {
    const r = refusalOf(refusedTurn('bad at 0'));
    expect(r.form).toBe('error');
    expect(r.form === 'error' && r.text).toBe('bad at 0');
  });

  it('reads an error message that is not a string as no text', () => {
    const t = refusedTurn();
    errorOf(t).message = 5;
    expect(refusalOf(t)).toMatchObject({ form: 'error', text: '' });
  });

  it('reads a REJECTED task streamed, its status message text parts joined by spaces', () => {
    expect(refusalOf(rejectedWith({ parts: [{ text: 'bad' }, { data: {} }, null, { text: 'input' }] }))).toEqual({
      form: 'rejected-task',
      text: 'bad   input',
      where: 'event #1',
    });
    expect(refusalOf(rejectedWith(undefined))).toEqual({ form: 'rejected-task', text: '', where: 'event #1' });
    expect(refusalOf(rejectedWith({ parts: 'bad' }))).toEqual({ form: 'rejected-task', text: '', where: 'event #1' });
    expect(refusalOf(rejectedWith({ parts: [{ text: 5 }] }))).toEqual({
      form: 'rejected-task',
      text: '',
      where: 'event #1',
    });
  });

  it('reads a REJECTED task returned whole', () => {
    expect(refusalOf(returnedTask('TASK_STATE_REJECTED', [{ text: 'no' }, { text: 'system' }]))).toEqual({
      form: 'rejected-task',
      text: 'no system',
      where: 'the returned task',
    });
    const bare = returnedTask('TASK_STATE_REJECTED');
    delete (bare.send.body!.json as Json).result.task.status.message;
    expect(refusalOf(bare)).toMatchObject({ form: 'rejected-task', text: '' });
  });

  it('says what came instead of a refusal: a stream that ran, a cut stream, a task, an answer', () => {
    expect(refusalOf(validTurn())).toEqual({
      form: 'none',
      what: 'the stream ended in TASK_STATE_COMPLETED after starting the turn',
    });
    expect(refusalOf(cutAfter(validTurn(), 1))).toEqual({
      form: 'none',
      what: 'the stream ended in no terminal state',
    });
    const unstarted = validTurn();
    removeSse(unstarted, sseOfEvent(unstarted, 'turn.started'));
    expect(refusalOf(unstarted)).toEqual({ form: 'none', what: 'the stream ended in TASK_STATE_COMPLETED' });
    expect(refusalOf(returnedTask('TASK_STATE_COMPLETED'))).toEqual({
      form: 'none',
      what: 'HTTP 200, a task in TASK_STATE_COMPLETED',
    });
    const plain = refusedTurn();
    plain.send.body = jsonBody({ jsonrpc: '2.0', id: 7, result: 'ok' });
    expect(refusalOf(plain)).toEqual({ form: 'none', what: 'HTTP 200' });
  });
});

describe('rejection.refused', () => {
  it('is not-tested when the case breaks no rule', () => {
    for (const expectations of [undefined, {}]) {
      const v = only(checkRefused(refusedTurn(), expectations));
      expect(v.status).toBe('not-tested');
      expect(v.message).toBe(NOT_A_REJECTION_CASE);
    }
  });

  it('passes a -32602 error, and a REJECTED task streamed or returned, saying which', () => {
    const error = only(checkRefused(refusedTurn(), REJECTION));
    expect(error.status).toBe('pass');
    expect(error.message).toBe('refused with JSON-RPC error -32602');
    const streamed = only(checkRefused(rejectedTaskTurn(), REJECTION));
    expect(streamed.status).toBe('pass');
    expect(streamed.message).toBe('refused with a task in TASK_STATE_REJECTED (event #1)');
    const returned = only(checkRefused(returnedTask('TASK_STATE_REJECTED'), REJECTION));
    expect(returned.status).toBe('pass');
    expect(returned.message).toBe('refused with a task in TASK_STATE_REJECTED (the returned task)');
  });

  it('fails a turn that ran instead, saying what came (clause refused)', () => {
    const v = only(checkRefused(validTurn(), REJECTION));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['refused']);
    expect(v.message).toBe(
      `the history breaks ${RULE}, but the turn was not refused: the stream ended in TASK_STATE_COMPLETED after starting the turn`,
    );
  });

  it('fails an error of another code, with the error as evidence (clause code)', () => {
    const t = refusedTurn();
    errorOf(t).code = -32600;
    const v = only(checkRefused(t, REJECTION));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['code']);
    expect(v.message).toBe('refused with JSON-RPC error -32600, not -32602 (invalid params)');
    expect(findingEvidence(v)).toEqual({ error: errorOf(t) });
  });
});

describe('rejection.names-problem', () => {
  it('is not-tested when the case breaks no rule, or the turn was not refused', () => {
    for (const expectations of [undefined, {}]) {
      const v = only(checkNamesProblem(refusedTurn(), expectations));
      expect(v.status).toBe('not-tested');
      expect(v.message).toBe(NOT_A_REJECTION_CASE);
    }
    const v = only(checkNamesProblem(validTurn(), REJECTION));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('the turn was not refused');
  });

  it('passes a refusal naming a keyword and the index, quoting it', () => {
    const v = only(checkNamesProblem(refusedTurn(), REJECTION));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('the refusal names the problem: "messages[0]: system messages are refused"');
  });

  it('reads keywords case-insensitively, any one of them', () => {
    expect(only(checkNamesProblem(refusedTurn('SYSTEM role at 0'), REJECTION)).status).toBe('pass');
    const fieldRule: TurnExpectations = { rejection: { rule: 'message.field-not-allowed', index: 2 } };
    expect(only(checkNamesProblem(refusedTurn('messages[2]: unexpected property'), fieldRule)).status).toBe('pass');
  });

  it('fails a refusal with none of the keywords, listing them (clause keyword)', () => {
    const v = only(checkNamesProblem(refusedTurn('bad input at 0'), REJECTION));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['keyword']);
    expect(v.message).toBe(`the refusal "bad input at 0" contains none of ${RULE}'s keywords ["system"]`);
    expect(findingEvidence(v)).toEqual({ text: 'bad input at 0', keywords: ['system'] });
  });

  it('reads the text of a REJECTED task, and of an error message that is not a string as empty', () => {
    const parts = only(checkNamesProblem(rejectedWith({ parts: [{ data: {} }, { text: 'bad' }] }), REJECTION));
    expect(parts.message).toBe(`the refusal " bad" contains none of ${RULE}'s keywords ["system"] (and 1 more)`);
    const t = refusedTurn();
    errorOf(t).message = 5;
    const numeric = only(checkNamesProblem(t, REJECTION));
    expect(numeric.message).toBe(`the refusal "" contains none of ${RULE}'s keywords ["system"] (and 1 more)`);
  });

  it("fails a refusal that does not name the offending message's index (clause index)", () => {
    for (const text of ['system messages are refused', 'system message 10 refused', 'system message 01']) {
      const v = only(checkNamesProblem(refusedTurn(text), REJECTION));
      expect(v.status, text).toBe('fail');
      expect(clausesOf(v)).toEqual(['index']);
      expect(v.message).toBe(`the refusal ${JSON.stringify(text)} does not name the offending message's index 0`);
      expect(findingEvidence(v)).toEqual({ text, index: 0 });
    }
  });

  it('judges the keywords alone when the case names no index', () => {
    const noIndex: TurnExpectations = { rejection: { rule: RULE } };
    expect(only(checkNamesProblem(refusedTurn('system messages are refused'), noIndex)).status).toBe('pass');
  });

  it('judges the index alone for a rule without keywords, and nothing when there is neither', () => {
    const indexOnly = only(
      checkNamesProblem(refusedTurn('messages[3] is wrong'), { rejection: { rule: 'artifact.file', index: 3 } }),
    );
    expect(indexOnly.status).toBe('pass');
    const missing = only(checkNamesProblem(refusedTurn('wrong'), { rejection: { rule: 'artifact.file', index: 3 } }));
    expect(clausesOf(missing)).toEqual(['index']);
    const neither = only(checkNamesProblem(refusedTurn('wrong'), { rejection: { rule: 'artifact.file' } }));
    expect(neither.status).toBe('not-tested');
    expect(neither.message).toBe('artifact.file has no keywords in the catalogue and the case names no index');
    const unknown = { rejection: { rule: 'no.such-rule' } } as unknown as TurnExpectations;
    const v = only(checkNamesProblem(refusedTurn('wrong'), unknown));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('no.such-rule has no keywords in the catalogue and the case names no index');
  });
});

describe('rejection.bad-request-detail', () => {
  const good = { field: '/messages/0/role', description: 'system messages are refused', reason: RULE };
  const withViolations = (fieldViolations: unknown) =>
    refusedTurn(undefined, [{ '@type': BAD_REQUEST, fieldViolations }]);

  it('is not-tested when the case breaks no rule, or the refusal is not an error', () => {
    for (const expectations of [undefined, {}]) {
      const v = only(checkBadRequestDetail(refusedTurn(), expectations));
      expect(v.status).toBe('not-tested');
      expect(v.message).toBe(NOT_A_REJECTION_CASE);
    }
    const v = only(checkBadRequestDetail(rejectedTaskTurn(), REJECTION));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('the refusal is not a JSON-RPC error');
  });

  it('passes a BadRequest among other details, counting its violations, with the reasons as evidence', () => {
    const t = refusedTurn(undefined, [
      { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'x', domain: 'd' },
      { '@type': BAD_REQUEST, fieldViolations: [good, { ...good, field: '', reason: 'other' }] },
    ]);
    const v = only(checkBadRequestDetail(t, REJECTION));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('error.data carries a BadRequest with 2 field violations');
    expect(v.evidence).toEqual({ reasons: [RULE, 'other'], expectedRule: RULE });
  });

  it('fails error.data without a BadRequest, with the data as evidence (clause present)', () => {
    for (const data of [[{ '@type': 'other' }], { '@type': BAD_REQUEST }, [null]]) {
      const t = refusedTurn(undefined, data);
      const v = only(checkBadRequestDetail(t, REJECTION));
      expect(v.status).toBe('fail');
      expect(clausesOf(v)).toEqual(['present']);
      expect(v.message).toBe(`error.data carries no ${BAD_REQUEST}`);
      expect(findingEvidence(v)).toEqual({ data });
    }
  });

  it('fails a BadRequest with no fieldViolations, that one finding alone (clause violation)', () => {
    for (const list of [[], undefined, 'x']) {
      const v = only(checkBadRequestDetail(withViolations(list), REJECTION));
      expect(v.status).toBe('fail');
      expect(clausesOf(v)).toEqual(['violation']);
      expect(v.message).toBe('the BadRequest lists no fieldViolations');
      expect(findingEvidence(v)).toEqual({ detail: { '@type': BAD_REQUEST, fieldViolations: list } });
    }
  });

  it('fails a violation that is not {field: <JSON pointer>, description, reason} (clause violation)', () => {
    const bad: unknown[] = [
      null,
      { ...good, field: 'messages/0' },
      { ...good, field: 3 },
      { description: good.description, reason: good.reason },
      { ...good, description: '' },
      { field: good.field, reason: good.reason },
      { ...good, reason: '' },
      { field: good.field, description: good.description },
    ];
    for (const violation of bad) {
      const v = only(checkBadRequestDetail(withViolations([violation, good]), REJECTION));
      expect(v.status, JSON.stringify(violation)).toBe('fail');
      expect(clausesOf(v)).toEqual(['violation']);
      expect(v.message).toBe(
        `fieldViolations[0] ${JSON.stringify(violation)} is not {field: <JSON pointer>, description, reason}`,
      );
      expect(findingEvidence(v)).toEqual({ violation });
    }
  });

  it('fails violations none of which gives the broken rule as its reason (clause violation)', () => {
    const v = only(checkBadRequestDetail(withViolations([{ ...good, reason: 'other' }]), REJECTION));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['violation']);
    expect(v.message).toBe(
      `no fieldViolation gives the broken rule ${RULE} as its reason (reasons: ["other"]); D3 asks for the kit's rule ids, listed in docs/rules.md`,
    );
    expect(findingEvidence(v)).toEqual({ reasons: ['other'], expectedRule: RULE });
  });
});

describe('rejection.no-model-call', () => {
  it('is not-tested when the case breaks no rule', () => {
    for (const expectations of [undefined, {}]) {
      const v = only(checkNoModelCall(refusedTurn(), expectations));
      expect(v.status).toBe('not-tested');
      expect(v.message).toBe(NOT_A_REJECTION_CASE);
    }
  });

  it('passes a refusal made without a model call', () => {
    const v = only(checkNoModelCall(refusedTurn(), REJECTION));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('no model call was made');
  });

  it('is not-tested when the turn was neither refused nor sent to the model', () => {
    const t = validTurn();
    t.modelCalls = [];
    const v = only(checkNoModelCall(t, REJECTION));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('the turn was not refused and no model call was seen, so there is no refusal to judge');
  });

  it('fails a model call on a history that breaks a rule, listing the calls', () => {
    const t = refusedTurn();
    t.modelCalls = validTurn().modelCalls;
    const v = only(checkNoModelCall(t, REJECTION));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['whole']);
    expect(v.message).toBe(`the history breaks ${RULE}, yet the vessel made 2 model call(s)`);
    expect(findingEvidence(v)).toEqual({
      calls: t.modelCalls.map((c) => ({ index: c.index, receivedAt: c.receivedAt })),
    });
    expect((findingEvidence(v) as { calls: unknown[] }).calls[1]).toEqual({ index: 1, receivedAt: expect.any(Number) });
  });
});
