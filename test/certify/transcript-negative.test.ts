// Negative control for every envelope rule at once: a vessel that skips history validation
// (fault accept-invalid-history) must fail each transcript rule on the fixture that breaks it,
// since each invalid fixture's own rule holds only when the turn was refused naming it (D3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockModel, type MockModel } from '../../mock-model/index.ts';
import { startVessel, embeddedProfile, embeddedConfig, type RunningVessel } from '../../src/vessel/index.ts';
import { runCertification } from '../../src/runner/run.ts';
import { catalogue } from '../../src/rules/index.ts';
import { rules as transcriptRules } from '../../src/rules/transcript.ts';
import { allCases } from '../../suites/index.ts';
import { declareMoreTools } from '../../src/cli/commands/certify.ts';
import type { Results } from '../../src/runner/results-schema.ts';

let model: MockModel;
let vessel: RunningVessel;
let results: Results;

beforeAll(async () => {
  model = createMockModel();
  const modelUrl = (await model.listen({ port: 0, host: '127.0.0.1' })).url;
  vessel = await startVessel({ modelUrl, faults: ['accept-invalid-history'] });
  results = await runCertification({
    profile: declareMoreTools(embeddedProfile(vessel.urls), embeddedConfig),
    target: { kind: 'embedded', modelUrl },
    model,
    cases: allCases(),
    rules: catalogue,
    kit: { name: 'vessel-kit', version: 'test' },
    only: ['transcript.invalid.*'],
    seed: 3,
  });
}, 120_000);

afterAll(async () => {
  await vessel.close();
  await model.shutdown();
});

describe('a vessel that skips history validation', () => {
  it.each(transcriptRules.map((r) => [r.id] as const))('fails %s', (id) => {
    expect(results.rules[id], `${id}: ${JSON.stringify(results.rules[id])}`).toMatchObject({ status: 'fail' });
  });

  it('fails the run', () => {
    expect(results.outcome.exit_code).toBe(1);
  });
});
