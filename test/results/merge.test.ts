// report merge and what the shards judged the target as: shards that judged it alike merge, and
// keep that verdict's kind; shards that judged it differently are no one run's, and are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { mergeShards, MergeError } from '../../src/results/merge.ts';
import type { Results } from '../../src/results/schema.ts';
import { mixedResults } from '../reports/support/results.ts';

let asA2A: Results;
let asVessel: Results;
beforeAll(async () => {
  asA2A = await mixedResults({ judgeAs: { as: 'a2a', evidence: '--as a2a' } });
  asVessel = await mixedResults();
});

/** The run's cases dealt into two shards by halves. */
function shards(first: Results, second: Results) {
  const selection = first.cases.map((c) => c.id);
  const half = Math.ceil(selection.length / 2);
  const shard = (r: Results, index: number, cases: Results['cases']) => ({
    dir: '.',
    results: { ...r, cases, shard: { index, total: 2, balance: 'count' as const, selection } },
  });
  return [shard(first, 1, first.cases.slice(0, half)), shard(second, 2, second.cases.slice(half))];
}

describe('report merge', () => {
  it('merges shards that judged the target alike, with the verdict of a plain A2A agent', () => {
    const merged = mergeShards(shards(asA2A, asA2A), '.');
    expect(merged.target.classification).toEqual({ as: 'a2a', evidence: '--as a2a', forced: true });
    expect(merged.outcome).toMatchObject({ exit_code: 0, verdict: 'a2a-conformant' });
  });

  it('refuses shards whose classifications differ, naming both', () => {
    expect(() => mergeShards(shards(asVessel, asA2A), '.')).toThrow(MergeError);
    expect(() => mergeShards(shards(asVessel, asA2A), '.')).toThrow(
      'shard 2/2 and shard 1/2 differ in what they judged the target as (a2a (given), vessel (given)): not shards of one run',
    );
    const classified = {
      ...asA2A,
      target: { ...asA2A.target, classification: { as: 'a2a' as const, evidence: 'its plain turn …', forced: false } },
    };
    expect(() => mergeShards(shards(asA2A, classified), '.')).toThrow(/\(a2a, a2a \(given\)\)/);
  });

  it("refuses shards whose agents were taken to have different capabilities (one read the card's image types, one did not)", () => {
    const carded = {
      ...asVessel,
      target: {
        ...asVessel.target,
        agents: asVessel.target.agents.map((a) => ({
          ...a,
          capabilities: { accepts_images: { value: true, from: "the card's defaultInputModes image/png" } },
        })),
      },
    };
    expect(() => mergeShards(shards(asVessel, carded), '.')).toThrow(
      "shard 2/2 and shard 1/2 differ in agents' capabilities: not shards of one run",
    );
    expect(mergeShards(shards(carded, carded), '.').target.agents).toEqual(carded.target.agents);
  });
});
