// D12: "the kit tests clear cases on either side and reports the exact boundary as INFO". A vessel
// that skips the size check is failed on the clear case (6,000,000 bytes) but only shown, never
// failed, on the exact boundary (5,242,881 bytes), however it answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleById } from '../../src/rules/index.ts';
import { allCases } from '../../suites/index.ts';
import { certifyFaultyVessel, startTestModel, type ModelForTests } from './support/faulty-vessel.ts';

let mock: ModelForTests;

beforeAll(async () => {
  mock = await startTestModel();
});

afterAll(async () => {
  await mock.model.shutdown();
});

// accept-invalid-history: the vessel skips every envelope check, the size limit included.
const certify = (only: string[]) => certifyFaultyVessel(mock, ['accept-invalid-history'], only, 5);

describe('the exact 5 MB image boundary (D12)', () => {
  it('is judged under an INFO rule only', () => {
    expect(ruleById('rejection.image-size-boundary').level).toBe('INFO');
    const boundary = allCases().filter((c) => /image-524288[01]-bytes$/.test(c.id));
    expect(boundary.map((c) => c.rules)).toEqual([
      ['rejection.image-size-boundary'],
      ['rejection.image-size-boundary'],
    ]);
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
