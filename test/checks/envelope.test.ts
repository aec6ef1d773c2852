// Envelope rules at a vessel: the verdict on the rule a history breaks (or sits on the boundary
// of) is carried by the refusal (or the run) it calls for; a report-only history keeps one INFO
// verdict, saying what the vessel did.
import { describe, expect, it } from 'vitest';
import { checkAcceptedHistory, checkRefusedHistory, type Verdict } from '../../src/checks/index.ts';
import { brokenClauses } from '../../src/checks/verdict.ts';
import { simulate, validTurn } from './builders.ts';
import { carriedVerdict } from '../../src/checks/envelope.ts';
import { rejectedTaskTurn, refusedTurn } from './turn-cases.ts';

const on = (rule: string, verdicts: readonly Verdict[]) => verdicts.filter((v) => v.rule === rule);

describe('a history that breaks an envelope rule', () => {
  it('passes the rule when the vessel refused it naming the rule, before any model call', () => {
    const verdicts = checkRefusedHistory(refusedTurn(), { rule: 'message.system-refused', index: 0 });
    expect(verdicts.at(-1)).toEqual({
      rule: 'message.system-refused',
      status: 'pass',
      message: 'refused before any model call, naming message.system-refused',
    });
    expect(on('rejection.refused', verdicts)).toMatchObject([{ status: 'pass' }]);
  });

  it('fails the rule with the refusal verdict that failed when the vessel ran the turn', () => {
    const verdicts = checkRefusedHistory(validTurn(), { rule: 'message.system-refused', index: 0 });
    expect(verdicts.at(-1)).toMatchObject({
      rule: 'message.system-refused',
      status: 'fail',
      message: expect.stringMatching(/^rejection\.refused: /),
    });
  });

  it('a refusal that does not name the problem fails the rule too (names-problem carries it)', () => {
    const verdicts = checkRefusedHistory(refusedTurn('invalid params', []), {
      rule: 'message.system-refused',
      index: 0,
    });
    expect(verdicts.at(-1)).toMatchObject({
      rule: 'message.system-refused',
      status: 'fail',
      message: expect.stringMatching(/^rejection\.names-problem: /),
    });
  });

  it('report-only: one INFO verdict on the decision, saying what the vessel did, whichever way it went', () => {
    const reportOnly = { rule: 'rejection.image-size-boundary' as const, description: 'An image of 5,242,881 bytes.' };
    const refused = checkRefusedHistory(refusedTurn(), { rule: 'message.system-refused', index: 0 }, reportOnly);
    expect(refused[0]).toEqual({
      rule: 'rejection.image-size-boundary',
      status: 'pass',
      message: 'An image of 5,242,881 bytes. refused before any model call, naming message.system-refused',
    });
    expectJudgedButTheDecision(refused.slice(1), ['model.no-url-fetch', 'a2a.error-response']);
    const ran = checkRefusedHistory(validTurn(), { rule: 'message.system-refused', index: 0 }, reportOnly);
    expectJudgedButTheDecision(ran.slice(1), ['a2a.sse-framing', 'order.sequence']);
    expect(ran[0]).toMatchObject({
      rule: 'rejection.image-size-boundary',
      status: 'fail',
      message: expect.stringMatching(/^An image of 5,242,881 bytes\. Not as the kit reads it: rejection\.refused: /),
    });
  });
});

/** A report-only turn's other verdicts: judged (issue 21, principle 6), sound here, and none on the decision itself. */
function expectJudgedButTheDecision(verdicts: Verdict[], judged: string[]): void {
  const rules = verdicts.map((v) => v.rule);
  for (const rule of judged) expect(rules).toContain(rule);
  for (const rule of [
    'rejection.refused',
    'rejection.names-problem',
    'rejection.bad-request-detail',
    'rejection.no-model-call',
    'status.expected',
  ])
    expect(rules).not.toContain(rule);
  expect(verdicts.filter((v) => v.status === 'fail' || v.status === 'error')).toEqual([]);
}

describe('a history on a report-only limit, judged on all but the decision', () => {
  it('fails what the turn breaks besides: a broken stream of a boundary history that ran', () => {
    const reportOnly = { rule: 'rejection.image-size-boundary' as const, description: 'An image of 5,242,880 bytes.' };
    const broken = validTurn();
    (broken.send.sse![3]!.json as { jsonrpc: string }).jsonrpc = '1.0';
    const verdicts = checkAcceptedHistory(broken, ['image.max-count'], reportOnly);
    expect(verdicts.find((v) => v.rule === 'a2a.jsonrpc-envelope')?.status).toBe('fail');
    // The decision, the INFO verdict, is still that it ran.
    expect(verdicts[0]).toMatchObject({ rule: 'rejection.image-size-boundary', status: 'pass' });
  });
});

describe('a valid history on the boundary of envelope rules', () => {
  it('passes each exercised rule when the turn ran to its status', () => {
    const verdicts = checkAcceptedHistory(validTurn(), ['image.max-count', 'tool.unanswered']);
    expect(verdicts.slice(-2)).toEqual([
      {
        rule: 'image.max-count',
        status: 'pass',
        message: 'accepted: the history sits on the boundary of image.max-count and the turn ran',
      },
      {
        rule: 'tool.unanswered',
        status: 'pass',
        message: 'accepted: the history sits on the boundary of tool.unanswered and the turn ran',
      },
    ]);
  });

  it("leaves an exercised rule not-tested, saying why, when the turn never reached the kit's mock model", () => {
    // A vessel on another model: its turn ends model_error and the mock model saw nothing.
    const turn = simulate({ status: 'model_error', steps: [{ httpStatus: 500 }] });
    turn.modelCalls = [];
    const verdicts = checkAcceptedHistory(turn, ['transcript.envelope']);
    expect(verdicts.at(-1)).toEqual({
      rule: 'transcript.envelope',
      status: 'not-tested',
      message:
        "status.expected: the turn never reached the kit's mock model, so the status its script leads to (ok) cannot be judged",
    });
  });

  it("fails an exercised rule the vessel refused: it takes status.expected's failure and its message", () => {
    const verdicts = checkAcceptedHistory(refusedTurn(), ['image.max-count']);
    const failed = on('status.expected', verdicts).find((v) => v.status === 'fail')!;
    expect(failed.message).toMatch(/the history is valid, yet the turn was refused \(JSON-RPC error -32602\)/);
    expect(verdicts.at(-1)).toEqual({
      rule: 'image.max-count',
      status: 'fail',
      message: `status.expected: ${failed.message}`,
    });
  });
});

describe('carriedVerdict', () => {
  const verdict = (rule: Verdict['rule'], status: Verdict['status'], message: string): Verdict => ({
    rule,
    status,
    message,
  });
  const by = ['rejection.refused', 'rejection.names-problem'] as const;

  it('passes with what was shown when every carrying verdict passed, ignoring the others', () => {
    const verdicts = [
      verdict('rejection.refused', 'pass', 'refused'),
      verdict('status.expected', 'fail', 'not this one'),
      verdict('rejection.names-problem', 'pass', 'named'),
    ];
    expect(carriedVerdict('message.system-refused', verdicts, by, 'refused, named', 'whole')).toEqual({
      rule: 'message.system-refused',
      status: 'pass',
      message: 'refused, named',
    });
  });

  it('fails with the worst carrying verdict, naming the clause and the rule that carried it', () => {
    const verdicts = [
      verdict('rejection.refused', 'not-tested', 'skipped'),
      verdict('rejection.names-problem', 'fail', 'the refusal names nothing'),
    ];
    expect(carriedVerdict('message.system-refused', verdicts, by, 'shown', 'role')).toEqual({
      rule: 'message.system-refused',
      status: 'fail',
      message: 'rejection.names-problem: the refusal names nothing',
      evidence: { clauses: ['role'], carriedBy: 'rejection.names-problem' },
    });
  });

  it('a failure without a clause carries no evidence; a verdict not failed carries none either', () => {
    const failing = [verdict('rejection.refused', 'fail', 'ran the turn')];
    expect(carriedVerdict('message.system-refused', failing, by, 'shown')).toEqual({
      rule: 'message.system-refused',
      status: 'fail',
      message: 'rejection.refused: ran the turn',
    });
    const skipped = [verdict('rejection.refused', 'not-tested', 'not a rejection case')];
    expect(carriedVerdict('message.system-refused', skipped, by, 'shown', 'role')).toEqual({
      rule: 'message.system-refused',
      status: 'not-tested',
      message: 'rejection.refused: not a rejection case',
    });
  });

  it('with no carrying verdict at all: not-tested, naming the rules that would have carried it', () => {
    expect(carriedVerdict('message.system-refused', [], by, 'shown', 'role')).toEqual({
      rule: 'message.system-refused',
      status: 'not-tested',
      message: 'rejection.refused, rejection.names-problem: not judged',
    });
  });
});

describe('a valid history refused', () => {
  it('says which task event refused it, and at most 200 characters of its words', () => {
    const words = `messages[0]: ${'x'.repeat(300)}`;
    const verdicts = checkAcceptedHistory(rejectedTaskTurn(words), ['image.max-count']);
    const failed = on('status.expected', verdicts).find(
      (v) => v.status === 'fail' && v.message.startsWith('the history'),
    )!;
    expect(failed.message).toBe(`the history is valid, yet the turn was refused (event #1): ${words.slice(0, 200)}`);
    expect(brokenClauses(failed)).toEqual(['ok']);
  });

  it('report-only: one verdict, saying it was accepted and ran, or what the kit read instead', () => {
    const reportOnly = { rule: 'rejection.image-size-boundary' as const, description: 'An image of 5,242,880 bytes.' };
    const ran = checkAcceptedHistory(validTurn(), ['image.max-count'], reportOnly);
    expect(ran[0]).toEqual({
      rule: 'rejection.image-size-boundary',
      status: 'pass',
      message: 'An image of 5,242,880 bytes. accepted, and the turn ran',
    });
    expectJudgedButTheDecision(ran.slice(1), ['a2a.sse-framing', 'order.sequence']);
    const refused = checkAcceptedHistory(refusedTurn(), ['image.max-count'], reportOnly);
    expectJudgedButTheDecision(refused.slice(1), ['model.no-url-fetch', 'a2a.error-response']);
    expect(refused[0]).toMatchObject({
      status: 'fail',
      message: expect.stringMatching(/^An image of 5,242,880 bytes\. Not as the kit reads it: status\.expected: /),
    });
  });
});
