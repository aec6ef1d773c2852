// Negative control for every envelope rule at once: a vessel that skips history validation
// (fault accept-invalid-history) must fail each transcript rule on the fixture that breaks it,
// since each invalid fixture's own rule holds only when the turn was refused naming it (D3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rules as transcriptRules } from '../../src/rules/transcript.ts';
import type { Results } from '../../src/results/schema.ts';
import { certifyFaultyVessel, startTestModel, type ModelForTests } from './support/faulty-vessel.ts';

let mock: ModelForTests;
let results: Results;

beforeAll(async () => {
  mock = await startTestModel();
  results = await certifyFaultyVessel(mock, ['accept-invalid-history'], ['transcript.invalid.*'], 3);
}, 120_000);

afterAll(async () => {
  await mock.model.shutdown();
});

describe('a vessel that skips history validation', () => {
  it.each(transcriptRules.map((r) => [r.id] as const))('fails %s', (id) => {
    expect(results.rules[id], `${id}: ${JSON.stringify(results.rules[id])}`).toMatchObject({ status: 'fail' });
  });

  it('fails the run', () => {
    expect(results.outcome.exit_code).toBe(1);
  });
});
