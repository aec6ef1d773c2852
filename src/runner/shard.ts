// `--shard i/n`: a deterministic slice of the selected cases, so n CI jobs together run the
// selection once. Every shard computes the same deal from the same inputs (the selection, and the
// durations of a previous results.json when given), so no coordination is needed.
import { CASE_RENAMES, currentCaseId, type CaseRename } from '../results/case-renames.ts';
import type { Results, ShardInfo } from '../results/schema.ts';

export interface Shard {
  index: number;
  total: number;
}

/** `i/n` with 1 ≤ i ≤ n; undefined with the reason otherwise. */
export function parseShard(text: string): Shard | { error: string } {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!match) return { error: `--shard must look like i/n (e.g. 1/3), got '${text}'` };
  const index = Number(match[1]);
  const total = Number(match[2]);
  if (total < 1 || index < 1 || index > total)
    return { error: `--shard ${text}: i must be from 1 to n, and n at least 1` };
  return { index, total };
}

/** Case id → duration (ms), with the old case ids a previous run's results were read under. */
export type CaseDurations = Map<string, number> & { readonly renamed: readonly CaseRename[] };

/** Case id → duration (ms) from a previous run's results, a renamed case's under its new id. */
export function durationsOf(
  results: Pick<Results, 'cases'>,
  renames: Readonly<Record<string, string>> = CASE_RENAMES,
): CaseDurations {
  const durations = new Map<string, number>();
  const renamed: CaseRename[] = [];
  for (const c of results.cases) {
    if (c.status === 'skip') continue;
    const id = currentCaseId(c.id, renames);
    if (id !== c.id) renamed.push({ from: c.id, to: id });
    durations.set(id, c.duration_ms);
  }
  return Object.assign(durations, { renamed });
}

/**
 * The ids of the cases shard `index` of `total` runs. By count: dealt round-robin in declared
 * order (shard sizes differ by at most one). By durations: longest first, each to the shard with
 * the least time so far (ties to the lower shard), cases the durations lack counted at their mean.
 */
export function dealShards(
  ids: readonly string[],
  shard: Shard,
  durations?: ReadonlyMap<string, number>,
): { ids: string[]; balance: ShardInfo['balance'] } {
  const bins = Array.from({ length: shard.total }, () => ({ time: 0, ids: new Set<string>() }));
  const known = durations ? ids.filter((id) => durations.has(id)) : [];
  if (!durations || known.length === 0) {
    ids.forEach((id, i) => bins[i % shard.total]!.ids.add(id));
    return { ids: ids.filter((id) => bins[shard.index - 1]!.ids.has(id)), balance: 'count' };
  }
  const mean = known.reduce((sum, id) => sum + durations.get(id)!, 0) / known.length;
  const weight = (id: string) => durations.get(id) ?? mean;
  const order = ids.map((id, i) => ({ id, i, w: weight(id) })).sort((a, b) => b.w - a.w || a.i - b.i);
  for (const { id, w } of order) {
    let best = bins[0]!;
    for (const bin of bins) if (bin.time < best.time) best = bin;
    best.time += w;
    best.ids.add(id);
  }
  return { ids: ids.filter((id) => bins[shard.index - 1]!.ids.has(id)), balance: 'durations' };
}
