// D12: "the kit tests clear cases on either side and reports the exact boundary as INFO". A vessel
// that skips the size check is failed on the clear case (6,000,000 bytes) but only shown, never
// failed, on the exact boundary (5,242,881 bytes), however it answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockModel, type MockModel } from '../../mock-model/index.ts';
import { startVessel, embeddedProfile, embeddedConfig, type RunningVessel } from '../../src/vessel/index.ts';
import { runCertification } from '../../src/runner/run.ts';
import { catalogue, ruleById } from '../../src/rules/index.ts';
import { allCases } from '../../suites/index.ts';
import { declareMoreTools } from '../../src/cli/commands/certify.ts';

let model: MockModel;
let modelUrl: string;
let vessel: RunningVessel;

beforeAll(async () => {
  model = createMockModel();
  modelUrl = (await model.listen({ port: 0, host: '127.0.0.1' })).url;
  // accept-invalid-history: the vessel skips every envelope check, the size limit included.
  vessel = await startVessel({ modelUrl, faults: ['accept-invalid-history'] });
});

afterAll(async () => {
  await vessel.close();
  await model.shutdown();
});

const certify = (only: string[]) =>
  runCertification({
    profile: declareMoreTools(embeddedProfile(vessel.urls), embeddedConfig),
    target: { kind: 'embedded', modelUrl },
    model,
    cases: allCases(),
    rules: catalogue,
    kit: { name: 'vessel-kit', version: 'test' },
    only,
    seed: 5,
  });

describe('the exact 5 MB image boundary (D12)', () => {
  it('is judged under an INFO rule only', () => {
    expect(ruleById('rejection.image-size-boundary').level).toBe('INFO');
    const boundary = allCases().filter((c) => /image-524288[01]-bytes$/.test(c.id));
    expect(boundary.map((c) => c.rules)).toEqual([['rejection.image-size-boundary'], ['rejection.image-size-boundary']]);
  });

  it('shows a vessel that accepts 5,242,881 bytes, without failing the run', async () => {
    const results = await certify(['transcript.invalid.image-5242881-bytes']);
    const [result] = results.cases;
    expect(result?.status).toBe('pass');
    expect(results.rules['rejection.image-size-boundary']).toMatchObject({ level: 'INFO', status: 'fail' });
    expect(results.rules['rejection.image-size-boundary']?.message).toMatch(/One byte over 5,242,880/);
    expect(results.outcome.exit_code).toBe(0);
  });

  it('fails the same vessel on the clear case, 6,000,000 bytes', async () => {
    const results = await certify(['transcript.invalid.image-6000000-bytes']);
    expect(results.rules['rejection.refused']).toMatchObject({ level: 'MUST', status: 'fail' });
    expect(results.outcome.exit_code).toBe(1);
  });
});
