// Every turn played is evidence (issue 21, principle 6): a fault on a rule other cases are about is
// caught by the turns of a case that does not declare it, run alone with --only. Its verdicts are
// shown under their own rule in results.json's roll-up, and the failing case carries the level of
// the worst verdict that failed in it, not the level of the rules it declares.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Results } from '../../src/results/schema.ts';
import { allCases } from '../../suites/index.ts';
import { certifyFaultyVessel, startTestModel, type ModelForTests } from './support/faulty-vessel.ts';

let mock: ModelForTests;
const runs = new Map<string, Results>();
const cases = allCases();

/** Each certification: a fault, and the one case run, which declares none of the fault's rules. */
const PLANS = {
  // MUST, caught beside a dribbler (the robustness suite): a turn.started naming other ids.
  dribbled: { fault: 'turn-started-wrong-ids', only: 'stress.byte-at-a-time-request', rule: 'event.turn-started-ids' },
  // MUST, caught by the two turns a property case compares (the same fault in both: the same outcome).
  property: { fault: 'turn-started-wrong-ids', only: 'properties.same-outcome', rule: 'event.turn-started-ids' },
  // SHOULD, caught by the turn an A2A error case plays to have a task to ask about.
  should: { fault: 'tokens-not-summed', only: 'a2a.errors.invalid-params', rule: 'turn.tokens-sum' },
} as const;

beforeAll(async () => {
  mock = await startTestModel();
  for (const [name, plan] of Object.entries(PLANS))
    runs.set(name, await certifyFaultyVessel(mock, [plan.fault], [plan.only], 21, cases));
}, 120_000);

afterAll(async () => {
  await mock.model.shutdown();
});

describe('a fault on a rule the case run does not declare', () => {
  it.each(Object.entries(PLANS))('%s: fails its rule under its own id, from that case', (name, plan) => {
    const results = runs.get(name)!;
    expect(results.cases.map((c) => c.id)).toEqual([plan.only]);
    const [run] = results.cases;
    expect(run!.rules).not.toContain(plan.rule);
    expect(results.rules[plan.rule], JSON.stringify(results.rules[plan.rule])).toMatchObject({
      status: 'fail',
      cases: [plan.only],
    });
    expect(results.rules[plan.rule]!.message).toMatch(new RegExp(`^${plan.only.replaceAll('.', '\\.')}: `));
    expect(run!.status).toBe('fail');
  });

  it('a MUST rule failing there fails the case at MUST and the run', () => {
    for (const name of ['dribbled', 'property'] as const) {
      const results = runs.get(name)!;
      expect(results.cases[0]!.level, name).toBe('MUST');
      expect(results.summary.by_level.MUST.fail, name).toBe(1);
      expect(results.outcome.exit_code, results.outcome.reason).toBe(1);
      expect(results.outcome.reason).toContain('event.turn-started-ids');
    }
  });

  it('a SHOULD rule failing alone fails the case at SHOULD, though it declares MUST rules, and the run passes', () => {
    const results = runs.get('should')!;
    const [run] = results.cases;
    expect(run!.level).toBe('SHOULD');
    expect(results.summary.by_level.SHOULD.fail).toBe(1);
    expect(results.summary.by_level.MUST.fail).toBe(0);
    expect(results.outcome.exit_code, results.outcome.reason).toBe(0);
    // Only that rule failed: the case's own rules passed.
    const failed = new Set(run!.evidence.verdicts.filter((v) => v.status === 'fail').map((v) => v.rule));
    expect([...failed]).toEqual(['turn.tokens-sum']);
    expect(results.rules['a2a.invalid-params']!.status).toBe('pass');
  });
});
