// --shard i/n: every shard computes the same deal, the shards partition the selection, and the
// deal is balanced by count, or by recorded durations when a previous run's are given.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealShards, durationsOf, parseShard } from '../../src/runner/shard.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `suite.case-${i}`);

describe('shards', () => {
  it('parses i/n and refuses anything else', () => {
    expect(parseShard('2/3')).toEqual({ index: 2, total: 3 });
    for (const bad of ['0/2', '3/2', '1/0', 'a/b', '1', '1/2/3', '-1/2'])
      expect(parseShard(bad), bad).toHaveProperty('error');
  });

  it('partitions the selection: every case in exactly one shard, in declared order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 9 }), (count, total) => {
        const all = ids(count);
        const shards = Array.from({ length: total }, (_, i) => dealShards(all, { index: i + 1, total }).ids);
        expect(shards.flat().sort()).toEqual([...all].sort());
        for (const shard of shards) expect(shard).toEqual(all.filter((id) => shard.includes(id)));
        const sizes = shards.map((s) => s.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('by durations: longest first to the least loaded shard, so shards take about as long', () => {
    const all = ids(10);
    // One long case and nine short ones: by count the long one shares a shard with four others.
    const durations = new Map(all.map((id, i) => [id, i === 0 ? 9000 : 1000]));
    const deal = (index: number) => dealShards(all, { index, total: 2 }, durations);
    expect(deal(1)).toEqual({ ids: [all[0]], balance: 'durations' });
    expect(deal(2).ids).toEqual(all.slice(1));
    const time = (shard: string[]) => shard.reduce((sum, id) => sum + durations.get(id)!, 0);
    expect(time(deal(1).ids)).toBe(time(deal(2).ids));
  });

  it('counts cases the durations lack at the mean, and is the same deal every time it is computed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 6 }),
        (times, total) => {
          const all = ids(times.length + 3);
          const durations = new Map(times.map((t, i) => [all[i]!, t]));
          const first = Array.from(
            { length: total },
            (_, i) => dealShards(all, { index: i + 1, total }, durations).ids,
          );
          const again = Array.from(
            { length: total },
            (_, i) => dealShards([...all], { index: i + 1, total }, new Map(durations)).ids,
          );
          expect(again).toEqual(first);
          expect(first.flat().sort()).toEqual([...all].sort());
        },
      ),
    );
  });

  it('reads durations from a results.json, leaving out skipped cases (they took no time)', () => {
    const durations = durationsOf({
      cases: [
        { id: 'a', status: 'pass', duration_ms: 30 },
        { id: 'b', status: 'skip', duration_ms: 0 },
      ] as never,
    });
    expect([...durations]).toEqual([['a', 30]]);
  });
});
