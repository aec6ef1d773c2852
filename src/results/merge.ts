// `vessel-kit report merge DIR...`: the results of `--shard 1/n` … `--shard n/n` joined into the
// results one run of the whole selection gives: every case in selection order, the roll-up, the
// expected failures and the outcome concluded again over all of them (a rule judged in another
// shard is judged here). Shards that disagree on what they ran are refused; a missing shard
// leaves its cases not-tested and the run incomplete.
import path from 'node:path';
import { entriesOf } from './baseline.ts';
import { concludeRun, recordedFacts } from './conclude.ts';
import type { LevelOf } from './roll-up.ts';
import { notRun } from './not-run.ts';
import { judgedAsA2A } from './classification.ts';
import { RESULTS_SCHEMA_VERSION, type CaseResult, type Results } from './schema.ts';
import { VesselKitError } from '../errors.ts';

export class MergeError extends VesselKitError {
  override name = 'MergeError';
  constructor(message: string, options?: ErrorOptions) {
    super('VK_ERR_MERGE', message, options);
  }
}

export interface ShardResults {
  results: Results;
  /** The folder the shard's results.json is in (its evidence references are relative to it). */
  dir: string;
}

/** What every shard of one run has in common; a difference means they are not shards of one run. */
const SAME: readonly [string, (r: Results) => unknown][] = [
  ['kit version', (r) => r.kit.version],
  ['catalogue', (r) => r.catalogue_digest],
  // Not the profile digest: each job of a matrix may start its own target on its own ports.
  ['target', (r) => JSON.stringify([r.target.kind, r.target.name, r.target.input, r.target.agents.map((a) => a.name)])],
  // What each agent was taken to have (the profile's, or its card's): the cases saw the same agents.
  ["agents' capabilities", (r) => JSON.stringify(r.target.agents.map((a) => [a.name, a.capabilities ?? {}]))],
  ['seed', (r) => r.seed],
  ['selection', (r) => r.shard?.selection.join('\n')],
  ['shard count', (r) => r.shard?.total],
  ['--require', (r) => r.options.require],
  ['--fail-on', (r) => r.options.fail_on],
  ['expected failures', (r) => JSON.stringify(entriesOf(r.known_deviations ?? []))],
];

export function mergeShards(shards: readonly ShardResults[], outDir: string): Results {
  if (shards.length === 0) throw new MergeError('no shard results to merge');
  const unsharded = shards.find((s) => !s.results.shard);
  if (unsharded)
    throw new MergeError(`${path.join(unsharded.dir, 'results.json')} is not a shard's results (no --shard)`);
  const first = shards[0]!.results;
  for (const [what, read] of SAME) {
    const differs = shards.find((s) => read(s.results) !== read(first));
    if (differs)
      throw new MergeError(
        `shard ${differs.results.shard!.index}/${differs.results.shard!.total} and shard ${first.shard!.index}/${first.shard!.total} differ in ${what}: not shards of one run`,
      );
  }
  // A target judged as a vessel in one shard and as a plain A2A agent in another is no one run's.
  const judgedAs = (r: Results) =>
    `${r.target.classification?.as ?? 'unclassified'}${r.target.classification?.forced ? ' (given)' : ''}`;
  const otherwise = shards.find((s) => judgedAs(s.results) !== judgedAs(first));
  if (otherwise)
    throw new MergeError(
      `shard ${otherwise.results.shard!.index}/${otherwise.results.shard!.total} and shard ${first.shard!.index}/${first.shard!.total} differ in what they judged the target as (${judgedAs(otherwise.results)}, ${judgedAs(first)}): not shards of one run`,
    );
  const total = first.shard!.total;
  const seen = new Map<number, ShardResults>();
  for (const s of shards) {
    const index = s.results.shard!.index;
    if (seen.has(index))
      throw new MergeError(`shard ${index}/${total} is given twice (${seen.get(index)!.dir}, ${s.dir})`);
    seen.set(index, s);
  }
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter((i) => !seen.has(i));

  const byId = new Map<string, CaseResult>();
  for (const s of shards) for (const c of s.results.cases) byId.set(c.id, rebase(c, s.dir, outDir));
  const cases = first.shard!.selection.map(
    (id): CaseResult =>
      byId.get(id) ??
      notRun(
        { id, title: id, section: '', sentence: '', rules: [], level: 'MUST' },
        `the results of its shard (${missing.map((i) => `${i}/${total}`).join(', ')}) were not given to merge`,
      ),
  );

  // Every shard lists every catalogue rule (judged or not), with its level.
  const catalogue = Object.entries(first.rules).map(([id, r]) => ({ id, level: r.level }));
  const levels = new Map(catalogue.map((r) => [r.id, r.level]));
  const levelOf: LevelOf = (id) => levels.get(id) ?? 'MUST';
  const unreachable = shards.flatMap((s) =>
    s.results.outcome.reason.startsWith('target unreachable: ')
      ? [`shard ${s.results.shard!.index}/${total}: ${s.results.outcome.reason.slice('target unreachable: '.length)}`]
      : [],
  );
  // What stopped a shard short of judging (a preflight, say) stops the merge too; the cases' own
  // reasons (nothing judged, a kit error) are concluded again over all of them.
  const facts = shards.map((s) => ({ s, facts: recordedFacts(s.results.outcome, s.results.cases) }));
  const otherIncomplete = facts.find((f) => f.facts.incomplete !== undefined);
  const stopped = facts.some((f) => f.facts.stopped);
  const started = shards.map((s) => s.results.started_at).sort()[0]!;
  const concluded = concludeRun(cases, catalogue, levelOf, {
    facts: {
      unreachable,
      stopped,
      ...(missing.length > 0
        ? { incomplete: `shard(s) ${missing.map((i) => `${i}/${total}`).join(', ')} missing from the merge` }
        : otherIncomplete
          ? {
              incomplete: `shard ${otherIncomplete.s.results.shard!.index}/${total}: ${otherIncomplete.facts.incomplete}`,
            }
          : {}),
    },
    policy: { require: first.options.require, failOn: first.options.fail_on, plainA2A: judgedAsA2A(first.target) },
    ...(first.known_deviations ? { expectedFailures: entriesOf(first.known_deviations) } : {}),
    today: new Date(started),
  });
  const { shard: _shard, ...rest } = first;
  return {
    ...rest,
    schema_version: RESULTS_SCHEMA_VERSION,
    started_at: started,
    // Shards run side by side: the merged run took as long as its longest shard.
    duration_ms: Math.max(...shards.map((s) => s.results.duration_ms)),
    summary: concluded.summary,
    outcome: concluded.outcome,
    cases,
    rules: concluded.rules,
    ...(concluded.known_deviations ? { known_deviations: concluded.known_deviations } : {}),
    merged_from: [...seen.values()]
      .sort((a, b) => a.results.shard!.index - b.results.shard!.index)
      .map((s) => ({
        index: s.results.shard!.index,
        total,
        started_at: s.results.started_at,
        duration_ms: s.results.duration_ms,
      })),
  };
}

/** A case's evidence reference made relative to where the merged results.json goes. */
export function rebase(c: CaseResult, fromDir: string, toDir: string): CaseResult {
  const ref = c.evidence.ref;
  if (!ref) return c;
  const bundle = path.relative(toDir, path.resolve(fromDir, ref.bundle)) || '.';
  return { ...c, evidence: { ...c.evidence, ref: { ...ref, bundle } } };
}

/** Results whose evidence references are relative to `toDir` rather than `fromDir`. */
export function rebaseResults(results: Results, fromDir: string, toDir: string): Results {
  return { ...results, cases: results.cases.map((c) => rebase(c, fromDir, toDir)) };
}
