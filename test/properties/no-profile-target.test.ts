// The reference vessel under `certify --target URL` with no profile fails no rule, whatever the
// seed (issue 22, part 4): each seed drives the property cases, which draw everything they send
// from it, against the agent whose card lists image types and the one whose card lists none.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifyUrl, mustOrShouldFailures, startUrlVessel, type UrlVessel } from '../certify/support/url-vessel.ts';

let vessel: UrlVessel;
beforeAll(async () => (vessel = await startUrlVessel()));
afterAll(() => vessel.close());

describe('the reference vessel under --target, nothing declared, at any seed', () => {
  it('the property cases pass on both agents and fail no MUST or SHOULD rule', async () => {
    // Bounded: the property cases only, three seeds, two agents each (six certifications).
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        for (const name of ['default', 'no-images']) {
          const run = await certifyUrl(vessel.urls[name]!, vessel.modelPort, seed, ['--only', 'properties.*']);
          expect(mustOrShouldFailures(run.results), `seed ${seed}, agent ${name}`).toEqual([]);
          expect(run.code, `seed ${seed}, agent ${name}`).toBe(0);
          expect(run.results.cases.map((c) => [c.id, c.status])).toEqual([
            ['properties.turns', 'pass'],
            ['properties.replay', 'pass'],
            ['properties.rejection', 'pass'],
            ['properties.same-outcome', 'pass'],
          ]);
        }
      }),
      { numRuns: 3, seed: 22 },
    );
  }, 60_000);
});
