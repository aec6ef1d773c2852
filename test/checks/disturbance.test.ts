// Which checks a turn the kit disturbed is judged on (src/checks/disturbance.ts): for each
// disturbance, the rules still judged and those listed not tested with the reason, then checkTurn
// over every broken turn of turn-cases.ts: what the disturbance leaves judged still fails, what it
// bent is not tested, never failed.
import { describe, expect, it } from 'vitest';
import { Disturbances, disturbedBy, type Disturbance, type RecordedTurn } from '../../src/a2a/recording.ts';
import { checkIndex, checkTurn } from '../../src/checks/check-turn.ts';
import { applicableChecks, notApplicableBecause } from '../../src/checks/disturbance.ts';
import type { Verdict } from '../../src/checks/types.ts';
import type { RuleId } from '../../src/rules/index.ts';
import { validTurn } from './builders.ts';
import { ruleOfCase, turnCases } from './turn-cases.ts';

const REASONS: Record<Disturbance, string> = {
  'hung-up': 'not tested: the kit hung up mid-stream in this case',
  unread: 'not tested: the kit left the stream unread in this case',
  dribbled: 'not tested: the kit dribbled a request beside this turn in this case',
  load: 'not tested: the kit imposed load beside this turn in this case',
};
/** What a turn whose stream the kit cut still owes: its answers given at once, and what it sent the model. */
const OWED: readonly RuleId[] = [
  'a2a.cancel-returns-task',
  'a2a.error-data',
  'a2a.error-info',
  'a2a.error-response',
  'a2a.get-task-final',
  'a2a.invalid-params-bad-request',
  'a2a.result-response',
  'a2a.send-message-task',
  'a2a.task-shape',
  'rejection.bad-request-detail',
  'rejection.names-problem',
  'rejection.no-model-call',
  'rejection.refused',
];
const TIMED: readonly RuleId[] = ['merge.pacing', 'merge.lateness'];
const everyRule = Object.keys(checkIndex) as RuleId[];

/** The rules a disturbance leaves unjudged, written out, not derived from the code under test. */
function unjudged(d: Disturbance): RuleId[] {
  if (d === 'dribbled' || d === 'load') return [...TIMED];
  return everyRule.filter((rule) => !OWED.includes(rule) && !rule.startsWith('model.'));
}

describe('notApplicableBecause: each disturbance and the rules it leaves judged', () => {
  it('an undisturbed turn is judged on every rule', () => {
    for (const rule of everyRule) expect(notApplicableBecause(rule), rule).toBeUndefined();
    for (const rule of everyRule) expect(notApplicableBecause(rule, []), rule).toBeUndefined();
  });

  for (const d of Disturbances)
    it(`${d}: ${unjudged(d).length} rules not tested, saying why; the others judged`, () => {
      const not = unjudged(d);
      expect(not.length).toBeGreaterThan(0);
      for (const rule of everyRule)
        expect(notApplicableBecause(rule, [d]), rule).toBe(not.includes(rule) ? REASONS[d] : undefined);
    });

  it('a hung-up turn keeps its answers and its model journal, and loses its stream and its timing', () => {
    for (const rule of ['a2a.get-task-final', 'a2a.cancel-returns-task', 'model.briefing-first'] as const)
      expect(notApplicableBecause(rule, ['hung-up'])).toBeUndefined();
    for (const rule of ['a2a.sse-framing', 'a2a.stream-closed', 'order.sequence', 'merge.pacing'] as const)
      expect(notApplicableBecause(rule, ['hung-up'])).toBe(REASONS['hung-up']);
  });

  it('under load the stream is still judged whole, its timing is not', () => {
    for (const rule of ['a2a.sse-framing', 'merge.content-exact', 'artifact.transcript-timely'] as const)
      expect(notApplicableBecause(rule, ['load'])).toBeUndefined();
    expect(notApplicableBecause('merge.lateness', ['load'])).toBe(REASONS.load);
  });

  it('of several disturbances, the first that bends what a rule reads gives the reason', () => {
    expect(notApplicableBecause('merge.pacing', ['load', 'hung-up'])).toBe(REASONS.load);
    expect(notApplicableBecause('a2a.sse-framing', ['load', 'hung-up'])).toBe(REASONS['hung-up']);
    expect(notApplicableBecause('model.usage-reported', ['load', 'hung-up'])).toBeUndefined();
  });

  it('applicableChecks splits a table into the checks that apply and a not-tested verdict for each other', () => {
    const table = { 'a2a.sse-framing': 1, 'merge.pacing': 2, 'model.briefing-first': 3 } as const;
    expect(applicableChecks(table, ['load'])).toEqual({
      checks: { 'a2a.sse-framing': 1, 'model.briefing-first': 3 },
      notTested: [{ rule: 'merge.pacing', status: 'not-tested', message: REASONS.load }],
    });
    expect(applicableChecks(table).checks).toEqual(table);
  });
});

describe('disturbedBy', () => {
  it('adds a disturbance to a copy, once', () => {
    const turn = validTurn();
    const once = disturbedBy(turn, 'load');
    expect(turn.disturbed).toBeUndefined();
    expect(once.disturbed).toEqual(['load']);
    expect(disturbedBy(once, 'load')).toBe(once);
    expect(disturbedBy(once, 'hung-up').disturbed).toEqual(['load', 'hung-up']);
  });
});

/** The turn's own verdicts on `rule`: not those on the task an answer returned, which the disturbance does not touch. */
const own = (verdicts: Verdict[], rule: RuleId): Verdict[] =>
  verdicts.filter((v) => v.rule === rule && !/^(GetTask|SendMessage)'s task: /.test(v.message));

/** Every broken turn of the table that checkTurn fails on its rule when the kit disturbed nothing. */
const broken = Object.entries(turnCases).flatMap(([name, c]) => {
  const rule = ruleOfCase(name, c);
  const turn: RecordedTurn = c.fail.build();
  const failed = own(checkTurn(turn, c.fail.expectations), rule).some((v) => v.status === 'fail');
  return failed ? [{ name, rule, turn, expectations: c.fail.expectations }] : [];
});

describe('checkTurn on a disturbed turn', () => {
  it('the table holds broken turns of stream, timing, answer and model rules', () => {
    const rules = new Set(broken.map((b) => b.rule));
    for (const rule of ['a2a.sse-framing', 'merge.pacing', 'a2a.get-task-final', 'model.briefing-first'] as const)
      expect(rules).toContain(rule);
    expect(broken.length).toBeGreaterThan(50);
  });

  for (const d of Disturbances)
    it(`${d}: what it leaves judged still fails; what it bent is not tested, with the reason`, () => {
      const not = unjudged(d);
      for (const b of broken) {
        const verdicts = own(checkTurn(disturbedBy(b.turn, d), b.expectations), b.rule);
        if (not.includes(b.rule))
          expect(verdicts, b.name).toEqual([{ rule: b.rule, status: 'not-tested', message: REASONS[d] }]);
        else
          expect(
            verdicts.map((v) => v.status),
            b.name,
          ).toContain('fail');
      }
    });

  it('a sound turn hung up on fails nothing and passes what it still owes', () => {
    const turn = disturbedBy(validTurn(), 'hung-up');
    const verdicts = checkTurn(turn, { status: 'ok' });
    expect(verdicts.filter((v) => v.status === 'fail' || v.status === 'error')).toEqual([]);
    expect(own(verdicts, 'a2a.get-task-final').map((v) => v.status)).toEqual(['pass']);
    expect(own(verdicts, 'model.briefing-first').map((v) => v.status)).toEqual(['pass']);
    expect(own(verdicts, 'a2a.sse-framing')).toEqual([
      { rule: 'a2a.sse-framing', status: 'not-tested', message: REASONS['hung-up'] },
    ]);
  });
});
