// A documented GitHub Actions workflow run as GitHub would run it, for the tests of docs/ci.md's
// workflow and the README's: each job's `run:` steps through bash in its own workspace, with the
// variables a runner sets and `${{ matrix.* }}` put in by the matrix, its upload-artifact and
// download-artifact steps copied as those actions lay files out. `npx vessel-kit` is this
// checkout's CLI. A step's shell ends the step when it exits, though a process it started in the
// background (`./start-vessel.sh &`) still holds its output, as on the runner, and what a job
// started is ended with the job, as the runner's cleanup ends it.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from 'vitest';
import { seedFromCi } from '../../../src/certify/ci-seed.ts';
import { main } from '../../../src/cli/main.ts';
import type { Results } from '../../../src/results/schema.ts';
import { captureIO } from '../../cli/capture-io.ts';
import { parseYaml, type Yaml } from './workflow-yaml.ts';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The one YAML block of `doc` whose text `is` picks, read. */
export function workflowOf(doc: string, is: (block: string) => boolean): { [key: string]: Yaml } {
  const text = readFileSync(path.join(ROOT, doc), 'utf8');
  const blocks = [...text.matchAll(/^```yaml\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
  const workflows = blocks.filter(is);
  expect(workflows, `${doc} has one such workflow`).toHaveLength(1);
  return parseYaml(workflows[0]!) as { [key: string]: Yaml };
}

export interface Step {
  name?: string;
  run?: string;
  uses?: string;
  with?: { [key: string]: string };
}
export interface Job {
  steps: Step[];
  strategy?: { matrix?: { shard?: string[] } };
}

/** GitHub's expressions, put in before the shell sees the step; one this test does not know fails it. */
export function substitute(text: string, matrix: Readonly<Record<string, string>>): string {
  return text.replace(/\$\{\{\s*([\w.]+)\s*\}\}/g, (_whole, expression: string) => {
    const key = /^matrix\.(\w+)$/.exec(expression)?.[1];
    const value = key === undefined ? undefined : matrix[key];
    if (value === undefined)
      throw new Error(`the workflow uses \${{ ${expression} }}, which this test does not provide`);
    return value;
  });
}

/**
 * A folder `npx` resolves in: `npx vessel-kit …` on the runner is the installed package's CLI;
 * here it is this checkout's, and npx knows no other package, so a step naming another fails
 * rather than fetching it.
 */
export function npxBin(root: string): string {
  const bin = path.join(root, 'bin');
  // tsx's loader in this node rather than its CLI, which runs a second node under the first.
  const tsx = pathToFileURL(createRequire(path.join(ROOT, 'package.json')).resolve('tsx')).href;
  mkdirSync(bin, { recursive: true });
  writeFileSync(
    path.join(bin, 'npx'),
    `#!/bin/sh\n[ "$1" = vessel-kit ] || { echo "npx: no $1 here" >&2; exit 127; }\nshift\nexec ${JSON.stringify(process.execPath)} --import ${JSON.stringify(tsx)} ${JSON.stringify(path.join(ROOT, 'src/cli/main.ts'))} "$@"\n`,
    { mode: 0o755 },
  );
  return bin;
}

/** What a GitHub-hosted runner sets for every step of one job (https://docs.github.com/actions/reference/variables-reference). */
export const RUN = { GITHUB_RUN_ID: '12873465019', GITHUB_RUN_NUMBER: '41', GITHUB_REPOSITORY: 'acme/vessel' };
/** The file a job's steps append their step summary to. */
export const stepSummaryOf = (workspace: string) =>
  path.join(workspace, '..', `${path.basename(workspace)}-summary.md`);
export function runnerEnv(bin: string, workspace: string, job: string, attempt: string): Record<string, string> {
  return {
    PATH: `${bin}:${process.env.PATH ?? ''}`,
    HOME: process.env.HOME ?? workspace,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    ...RUN,
    GITHUB_RUN_ATTEMPT: attempt,
    GITHUB_JOB: job,
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: path.join(workspace, '..', `${path.basename(workspace)}-temp`),
    GITHUB_STEP_SUMMARY: stepSummaryOf(workspace),
  };
}

export interface StepRun {
  run: string;
  code: number | null;
  output: string;
}

/** How long a step's output is read past its shell's exit when a background process holds it open. */
const DRAIN_MS = 200;

/**
 * One `run:` step, as the runner's default shell on Linux runs it: `bash --noprofile --norc -eo
 * pipefail`, in a process group of its own, whose id goes to `started` for the job's cleanup.
 */
function runStep(run: string, workspace: string, env: Record<string, string>, started: number[]): Promise<StepRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', run], {
      cwd: workspace,
      env,
      detached: true,
    });
    if (child.pid !== undefined) started.push(child.pid);
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => setTimeout(() => resolve({ run, code, output }), DRAIN_MS).unref());
    child.on('close', (code) => resolve({ run, code, output }));
  });
}

/** Ends every process a job's steps left running (its steps' process groups): TERM, then KILL past 5 s. */
async function cleanUp(groups: number[]): Promise<void> {
  const alive = (group: number) => {
    try {
      process.kill(-group, 0);
      return true;
    } catch {
      return false;
    }
  };
  const signal = (group: number, name: NodeJS.Signals) => {
    try {
      process.kill(-group, name);
    } catch {
      // Gone already.
    }
  };
  for (const group of groups) signal(group, 'SIGTERM');
  for (let waited = 0; waited < 5_000 && groups.some(alive); waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  for (const group of groups.filter(alive)) signal(group, 'SIGKILL');
}

export interface JobRun {
  ran: StepRun[];
  /** The first word of each run step this machine did not run (one `standsIn` recognised). */
  stoodIn: string[];
}

/**
 * Every step of a job in order: run steps run (or, those `standsIn` recognises by their command,
 * stand in), artifact steps copy files; the first failure stops the job, and whatever its steps
 * started is ended with it.
 */
export async function runJob(
  steps: Step[],
  workspace: string,
  env: Record<string, string>,
  matrix: Readonly<Record<string, string>>,
  artifacts: Map<string, string>,
  standsIn: readonly RegExp[],
): Promise<JobRun> {
  mkdirSync(workspace, { recursive: true });
  const ran: StepRun[] = [];
  const stoodIn: string[] = [];
  const started: number[] = [];
  try {
    for (const step of steps) {
      const given = Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, substitute(v, matrix)]));
      if (step.run !== undefined) {
        const run = substitute(step.run, matrix);
        if (standsIn.some((pattern) => pattern.test(run.trim()))) {
          stoodIn.push(run.trim().split(/\s/)[0]!);
          continue;
        }
        const result = await runStep(run, workspace, env, started);
        ran.push(result);
        if (result.code !== 0) break;
      } else if (step.uses?.startsWith('actions/upload-artifact@')) {
        // The artifact holds the contents of the path it names.
        artifacts.set(given.name!, path.join(workspace, given.path!));
      } else if (step.uses?.startsWith('actions/download-artifact@')) {
        // By pattern, each artifact lands in a folder of its name under `path`.
        const pattern = new RegExp(`^${given.pattern!.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
        for (const [name, from] of artifacts)
          if (pattern.test(name)) cpSync(from, path.join(workspace, given.path!, name), { recursive: true });
      }
    }
  } finally {
    await cleanUp(started);
  }
  return { ran, stoodIn };
}

export const resultsIn = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8')) as Results;

/** A shard's certify step exited 0 under its shard of the matrix and no --seed, saying the seed GITHUB_RUN_ID gave. */
export function expectShardStep(step: StepRun, shard: string, shards: number): void {
  expect(step.run).toMatch(new RegExp(`vessel-kit certify .*--shard ${shard}/${shards}\\b`, 's'));
  expect(step.run).not.toMatch(/--seed\b/);
  expect(step.code, step.output).toBe(0);
  expect(step.output).toContain(`seed ${seedFromCi(RUN)!.seed} from GITHUB_RUN_ID`);
}

/**
 * The report job's merge step gave one run: every shard's results under the one seed, every case
 * `profile` selects (listed by the kit unsharded) exactly once, certified, and summary.md appended
 * to the step summary.
 */
export async function expectOneRun(report: { workspace: string } & JobRun, shards: string[], profile: string) {
  const merges = report.ran.filter((step) => /vessel-kit report merge /.test(step.run));
  expect(merges, 'the report job ran its merge step').toHaveLength(1);
  const [merge] = merges;
  expect(merge!.code, merge!.output).toBe(0);
  // The merge's --out, as the step names it.
  const out = path.join(report.workspace, /--out (\S+)/.exec(merge!.run)![1]!);
  const merged = resultsIn(out);
  const shardResults = readdirSync(path.join(report.workspace, 'shards')).map((name) =>
    resultsIn(path.join(report.workspace, 'shards', name)),
  );
  expect(shardResults).toHaveLength(shards.length);
  expect(new Set(shardResults.map((r) => r.seed))).toEqual(new Set([seedFromCi(RUN)!.seed]));
  expect(merged.seed).toBe(seedFromCi(RUN)!.seed);
  expect(merged.merged_from?.map((s) => s.index)).toEqual(shards.map(Number));
  expect(merged.outcome.verdict).toBe('certified');

  const io = captureIO();
  expect(await main(['certify', '--profile', profile, '--list'], io)).toBe(0);
  const selected = io
    .out()
    .split('\n')
    .filter((line) => /^[a-z][\w.-]+$/.test(line));
  const ids = merged.cases.map((c) => c.id);
  expect(selected.length).toBeGreaterThan(shards.length);
  expect(ids.toSorted()).toEqual(selected.toSorted());
  expect(new Set(ids).size).toBe(ids.length);
  expect(shardResults.flatMap((r) => r.cases.map((c) => c.id)).toSorted()).toEqual(ids.toSorted());
  expect(readFileSync(stepSummaryOf(report.workspace), 'utf8')).toMatch(/\S/);
}

export interface WorkflowRun<Extra> {
  shards: string[];
  shardJobs: ({ shard: string; workspace: string } & Extra & JobRun)[];
  report: { workspace: string } & JobRun;
}

/**
 * The `certify` job once for each shard of its matrix, side by side on runners of their own (a
 * workspace each, under `root`, that `prepare` readies), shard 2 as a re-run ("Re-run failed
 * jobs": attempt 2); then the `report` job, given their artifacts.
 */
export async function runShardsThenReport<Extra extends object>(
  jobs: { certify: Job; report: Job },
  root: string,
  standsIn: readonly RegExp[],
  prepare: (workspace: string, shard: string) => Promise<Extra>,
): Promise<WorkflowRun<Extra>> {
  const bin = npxBin(root);
  const shards = jobs.certify.strategy?.matrix?.shard ?? [];
  const artifacts = new Map<string, string>();
  const shardJobs = await Promise.all(
    shards.map(async (shard) => {
      const workspace = path.join(root, `shard-job-${shard}`);
      mkdirSync(workspace, { recursive: true });
      const extra = await prepare(workspace, shard);
      const env = runnerEnv(bin, workspace, 'certify', shard === '2' ? '2' : '1');
      const job = await runJob(jobs.certify.steps, workspace, env, { shard }, artifacts, standsIn);
      return { shard, workspace, ...extra, ...job };
    }),
  );
  const workspace = path.join(root, 'report-job');
  const env = runnerEnv(bin, workspace, 'report', '1');
  const report = { workspace, ...(await runJob(jobs.report.steps, workspace, env, {}, artifacts, standsIn)) };
  return { shards, shardJobs, report };
}
