// The property-based cases (suites/properties) against the reference vessel and the fault layer:
// every property holds over many generated turns on the conformant vessel; each catches a fault
// that breaks what it judges, with a small shrunk counterexample; and replaying a failure's seed
// and path reproduces it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedTurn } from '../../src/arbitraries/turns.ts';
import type { Results } from '../../src/results/schema.ts';
import { propertyCases } from '../../suites/properties/index.ts';
import { certifyFaultyVessel, startTestModel, type ModelForTests } from '../certify/support/faulty-vessel.ts';

let mock: ModelForTests;
beforeAll(async () => (mock = await startTestModel()));
afterAll(() => mock.model.shutdown());

type Evidence = {
  verdicts: {
    rule: string;
    status: string;
    evidence?: { counterexample?: unknown; seed?: number; path?: string; replay?: string };
  }[];
};

/** The case's record and its failing verdict on `rule` (a counterexample may fail several rules). */
function failureOf(results: Results, caseId: string, rule: string) {
  const record = results.cases.find((c) => c.id === caseId)!;
  const failed = (record.evidence as Evidence).verdicts.find(
    (v) => v.status === 'fail' && v.rule === rule && v.evidence?.replay,
  );
  return { record, failed };
}

describe('on the reference vessel', () => {
  it('every property holds over 30 thorough generated inputs each (larger histories and texts, pauses past the window)', async () => {
    const thorough = propertyCases({ thorough: true, runs: 30 });
    const results = await certifyFaultyVessel(mock, [], ['properties.*'], 20261201, thorough);
    const statuses = Object.fromEntries(results.cases.map((c) => [c.id, c.status]));
    expect(statuses).toEqual({
      'properties.turns': 'pass',
      'properties.replay': 'pass',
      'properties.rejection': 'pass',
      'properties.same-outcome': 'pass',
    });
    const turns = results.cases.find((c) => c.id === 'properties.turns')!;
    expect((turns.evidence as Evidence).verdicts.find((v) => v.rule === 'status.expected')?.status).toBe('pass');
  }, 120_000);
});

describe('against the fault layer', () => {
  const caught: [string, string, string][] = [
    ['lost-character', 'properties.turns', 'merge.content-exact'],
    ['step-gap', 'properties.turns', 'order.steps-numbered'],
    ['result-before-its-call', 'properties.turns', 'content.prefix-usable'],
    ['extra-transcript-field', 'properties.replay', 'content.replay-valid'],
    ['rejection-without-keywords', 'properties.rejection', 'rejection.names-problem'],
    ['alternating-delta-order', 'properties.same-outcome', 'turn.same-outcome'],
  ];
  it.each(caught)(
    '%s is caught by %s (%s) with a small counterexample that replays',
    async (fault, caseId, rule) => {
      const results = await certifyFaultyVessel(mock, [fault], [caseId], 7, propertyCases({ runs: 20 }));
      const { record, failed } = failureOf(results, caseId, rule);
      expect(record.status).toBe('fail');
      expect(failed, JSON.stringify(record.message)).toBeDefined();
      expect(failed!.rule).toBe(rule);
      expect(failed!.evidence!.replay).toMatch(
        new RegExp(`^npx vessel-kit replay --case ${caseId} --seed \\d+ --path [\\d:]+ --run-seed 7$`),
      );
      const counterexample = failed!.evidence!.counterexample as Partial<GeneratedTurn>;
      if (counterexample.history) expect(counterexample.history.length).toBeLessThanOrEqual(3);
      if (counterexample.steps) expect(counterexample.steps.length).toBeLessThanOrEqual(2);

      const { seed, path } = failed!.evidence!;
      const again = await certifyFaultyVessel(
        mock,
        [fault],
        [caseId],
        7,
        propertyCases({ replay: { seed: seed!, path: path! } }),
      );
      const replayed = failureOf(again, caseId, rule);
      expect(replayed.record.status).toBe('fail');
      expect(replayed.failed?.rule).toBe(rule);
      expect(replayed.failed?.evidence?.counterexample).toEqual(failed!.evidence!.counterexample);
    },
    120_000,
  );
});
