// The seed the shards of one CI run share when none is given: derived from the run's identity,
// which every job of the run reads alike, so `report merge` finds one seed in all of them. Pure:
// the environment in, the seed and the variable it came from out.
import { createHash } from 'node:crypto';

/**
 * The variables that name one CI run, first found wins. Never a job's or an attempt's number
 * (GITHUB_RUN_ATTEMPT, CI_JOB_ID, System.JobAttempt): re-running only the failed jobs runs those
 * shards again beside the first attempt's, and every shard of the merge must keep the run's seed.
 */
export const CI_RUN_VARIABLES = [
  { variable: 'GITHUB_RUN_ID', ci: 'GitHub Actions' },
  { variable: 'CI_PIPELINE_ID', ci: 'GitLab CI' },
  { variable: 'CIRCLE_WORKFLOW_ID', ci: 'CircleCI' },
  { variable: 'BUILDKITE_BUILD_ID', ci: 'Buildkite' },
  { variable: 'BUILD_BUILDID', ci: 'Azure Pipelines' },
] as const;

export type CiRunVariable = (typeof CI_RUN_VARIABLES)[number]['variable'];

export interface CiSeed {
  seed: number;
  /** The variable it was derived from. */
  from: CiRunVariable;
}

/** Seeds are drawn from 1 to 2^31 - 2 (options.ts): a derived one stays in that range. */
const SEED_RANGE = 2 ** 31 - 2;

/** The seed the run's identity gives (the same in every job of the run), or undefined outside a CI this knows. */
/** The environment a run reads its CI's identity from. */
export type Env = Readonly<Record<string, string | undefined>>;

export function seedFromCi(env: Env): CiSeed | undefined {
  for (const { variable } of CI_RUN_VARIABLES) {
    const value = env[variable]?.trim();
    if (!value) continue;
    const digest = createHash('sha256').update(`${variable}=${value}`).digest();
    return { seed: 1 + (digest.readUInt32BE(0) % SEED_RANGE), from: variable };
  }
  return undefined;
}
