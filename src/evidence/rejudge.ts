// `vessel-kit rejudge DIR`: every verdict derived again from an evidence bundle, without the
// target. Each case that ran is run again by this kit's own code against a context that answers
// from the tape (tape.ts), so a newer kit re-checks an old run with its newer checks;
// cases that did not run (skipped, not tested) keep what the run said of them.
import path from 'node:path';
import type { ConformanceCase } from '../case/index.ts';
import type { Level } from '../rules/types.ts';
import { catalogueDigest, concludeRun, recordedFacts } from '../results/conclude.ts';
import { readCaseFile, readManifest, type BundleManifest } from './bundle.ts';
import { replayContext } from './tape.ts';
import { judgeCase, RunWide } from '../runner/judge-case.ts';
import { profileDigest } from '../profile/load.ts';
import { profileWithCapabilities } from '../profile/capabilities.ts';
import { highestLevel, type LevelOf } from '../results/roll-up.ts';
import { RESULTS_SCHEMA_VERSION, type CaseResult, type Results } from '../results/schema.ts';
import { currentCaseId } from '../results/case-renames.ts';
import { notJudged } from '../results/not-run.ts';
import { judgedAsA2A } from '../results/classification.ts';
import { replayCommand } from '../results/commands.ts';
import type { LoadedEntry } from '../results/baseline.ts';

/** What a rejudged run is held to beyond "no MUST rule failed" (default: what the recorded run was). */
export interface RunPolicy {
  require?: 'certified' | 'a2a-conformant';
  failOn?: 'must' | 'should';
  /** The loaded expected-failures entries, and the file they came from. */
  expectedFailures?: { file: string; entries: readonly LoadedEntry[] };
}

export interface RejudgeOptions {
  /** The bundle's folder. */
  dir: string;
  /** This kit's cases and catalogue, and its name and version. */
  cases: readonly ConformanceCase[];
  rules: readonly { id: string; level: Level }[];
  kit: { name: string; version: string };
  /** The CI policy to judge by (defaults: what the recorded run was held to). */
  policy?: RunPolicy;
  /** Where results.json will be written, for the references into the bundle. */
  resultsDir: string;
  /** The day expiry dates are judged on (default: today). */
  today?: Date;
}

/** How long a replayed case may take: it waits on nothing but its own code (a canary's grace, say). */
const REPLAY_LIMIT_MS = 30_000;

export async function rejudgeBundle(options: RejudgeOptions): Promise<Results> {
  const t0 = performance.now();
  const manifest = await readManifest(options.dir);
  const levels = new Map(options.rules.map((r) => [r.id, r.level]));
  const levelOf: LevelOf = (id) => levels.get(id) ?? 'MUST';
  const byId = new Map(options.cases.map((c) => [c.id, c]));
  const bundle = path.relative(options.resultsDir, options.dir) || '.';
  // The run-wide checks see each replayed case's recording, as in the run (src/case acrossRun).
  // A bundle from before a case was renamed is judged under the case's id now (src/results/case-renames.ts).
  const caseOf = (recorded: { id: string }) => byId.get(currentCaseId(recorded.id));
  const runWide = new RunWide(manifest.cases.flatMap((r) => caseOf(r) ?? []));
  // The cases see each agent as the recorded run did: what its card said fills what the profile left undeclared.
  const profile = profileWithCapabilities(manifest.profile, manifest.target.agents);
  // What the recorded run judged the target as is kept: a rejudge judges the same target again.
  const plainA2A = judgedAsA2A(manifest.target);
  const rejudged = new Map<string, CaseResult>();
  for (const recorded of manifest.cases)
    rejudged.set(currentCaseId(recorded.id), await rejudgeCase(recorded, caseOf(recorded)));
  for (const judged of runWide.judged(rejudged, levelOf, profile, plainA2A)) rejudged.set(judged.id, judged);
  const cases = [...rejudged.values()];

  async function rejudgeCase(
    recorded: BundleManifest['cases'][number],
    c: ConformanceCase | undefined,
  ): Promise<CaseResult> {
    const base = {
      id: currentCaseId(recorded.id),
      title: c?.title ?? recorded.id,
      section: c?.section ?? '',
      sentence: c?.sentence ?? '',
      rules: c ? [...c.rules] : [],
      level: c ? highestLevel(c.rules.map(levelOf)) : ('MUST' as const),
      duration_ms: recorded.duration_ms,
      ...(recorded.agent !== undefined ? { agent: recorded.agent } : {}),
    };
    const empty = { verdicts: [], turns: [], exchanges: [] };
    if (!c) return notJudged(base, 'this kit has no such case any more');
    // A case that did not run, or that the recording run stopped or errored on, is as it was: its tape is partial.
    if (recorded.file === undefined || recorded.status === 'not-tested' || recorded.status === 'error')
      return {
        ...base,
        status: recorded.status,
        message: recorded.message,
        evidence: {
          ...empty,
          verdicts: recorded.verdicts ?? [],
          ...(recorded.file !== undefined ? { ref: { bundle, file: recorded.file } } : {}),
        },
      };
    const read = await readCaseFile(path.join(options.dir, recorded.file));
    let outcome: Awaited<ReturnType<ConformanceCase['run']>> = { verdicts: [] };
    let error: string | undefined;
    let timer: NodeJS.Timeout | undefined;
    try {
      const ctx = replayContext(read.tape, profile, {
        seed: manifest.seed,
        timeoutScale: manifest.options.timeout_scale,
      });
      outcome = await Promise.race([
        c.run(ctx),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`the replayed case did not finish within ${REPLAY_LIMIT_MS} ms`)),
            REPLAY_LIMIT_MS,
          );
        }),
      ]);
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    } finally {
      clearTimeout(timer);
    }
    if (error === undefined) runWide.see(recorded.id, outcome);
    const judged = judgeCase(outcome, error, {
      levelOf,
      caps: manifest.caps,
      stopped: false,
      declared: base.level,
      replay: (seed, at) => replayCommand(manifest, base.id, seed, at),
      plainA2A,
    });
    return {
      ...base,
      level: judged.level,
      status: judged.status,
      message: judged.message,
      evidence: { verdicts: judged.verdicts, turns: [], exchanges: [], ref: { bundle, file: recorded.file } },
    };
  }

  const recordedPolicy: RunPolicy = {
    ...(manifest.options.require ? { require: manifest.options.require } : {}),
    ...(manifest.options.fail_on ? { failOn: manifest.options.fail_on } : {}),
  };
  const policy = options.policy ?? recordedPolicy;
  // A shard answers for its own cases; only the merge says what was not judged (as run.ts).
  const elsewhere = new Set<string>(manifest.shard ? options.rules.map((r) => r.id) : []);
  const concluded = concludeRun(cases, options.rules, levelOf, {
    facts: recordedFacts(manifest.outcome, manifest.cases),
    policy: { require: policy.require, failOn: policy.failOn, elsewhere, plainA2A },
    expectedFailures: policy.expectedFailures?.entries,
    today: options.today ?? new Date(),
  });
  const was = new Map(manifest.cases.map((c) => [currentCaseId(c.id), c.status]));
  return {
    schema_version: RESULTS_SCHEMA_VERSION,
    kit: options.kit,
    target: manifest.target,
    catalogue_digest: catalogueDigest(options.rules),
    profile_digest: profileDigest(manifest.profile),
    started_at: manifest.started_at,
    duration_ms: Math.round(performance.now() - t0),
    seed: manifest.seed,
    options: {
      ...manifest.options,
      ...(policy.require ? { require: policy.require } : {}),
      fail_on: policy.failOn ?? 'must',
      ...(policy.expectedFailures ? { expected_failures: policy.expectedFailures.file } : {}),
    },
    summary: concluded.summary,
    outcome: concluded.outcome,
    cases,
    rules: concluded.rules,
    ...(concluded.known_deviations ? { known_deviations: concluded.known_deviations } : {}),
    ...(manifest.shard ? { shard: manifest.shard } : {}),
    rejudged_from: {
      bundle: options.dir,
      kit: manifest.kit,
      catalogue_digest: manifest.catalogue_digest,
      started_at: manifest.started_at,
      changed: cases
        .filter((c) => was.get(c.id) !== c.status)
        .map((c) => ({ id: c.id, was: was.get(c.id)!, now: c.status })),
    },
  };
}
