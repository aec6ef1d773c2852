// The sharded GitHub Actions workflow of docs/ci.md, run as GitHub would run it: each shard job's
// `run:` steps through bash in its own workspace, with the variables a runner sets (CI,
// GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT, …) and `${{ matrix.shard }}` put in by the matrix, its
// upload-artifact and the report job's download-artifact copied as those actions lay files out,
// then the report job's merge step. No step passes --seed: the merge must still give one run,
// every case of the selection exactly once, under the one seed every shard derived from the run's
// identity. What this machine cannot do stands in for itself, and only that: `npm ci` (the kit is
// this checkout, `npx vessel-kit` its CLI) and the `docker run` of the vessel under test (the
// embedded reference vessel, served here on loopback, is the vessel the profile names).
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFromCi } from '../../src/certify/ci-seed.ts';
import { main } from '../../src/cli/main.ts';
import { declareMoreTools, embeddedConfig, embeddedProfile } from '../../src/embedded/index.ts';
import type { Results } from '../../src/results/schema.ts';
import { captureIO } from '../cli/capture-io.ts';
import { startUrlVessel, type UrlVessel } from '../certify/support/url-vessel.ts';
import { parseYaml, type Yaml } from './support/workflow-yaml.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOC = 'docs/ci.md';

/** The workflow block of docs/ci.md: the YAML block that defines jobs. */
function workflowOfDoc(): { [key: string]: Yaml } {
  const text = readFileSync(path.join(ROOT, DOC), 'utf8');
  const blocks = [...text.matchAll(/^```yaml\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
  const workflows = blocks.filter((b) => /^jobs:/m.test(b) && /^name: conformance$/m.test(b));
  expect(workflows, `${DOC} has one sharded workflow`).toHaveLength(1);
  return parseYaml(workflows[0]!) as { [key: string]: Yaml };
}

interface Step {
  name?: string;
  run?: string;
  uses?: string;
  with?: { [key: string]: string };
}
interface Job {
  steps: Step[];
  strategy?: { matrix?: { shard?: string[] } };
}

/** GitHub's expressions, put in before the shell sees the step; one this test does not know fails it. */
function substitute(text: string, matrix: Readonly<Record<string, string>>): string {
  return text.replace(/\$\{\{\s*([\w.]+)\s*\}\}/g, (_whole, expression: string) => {
    const key = /^matrix\.(\w+)$/.exec(expression)?.[1];
    const value = key === undefined ? undefined : matrix[key];
    if (value === undefined)
      throw new Error(`the workflow uses \${{ ${expression} }}, which this test does not provide`);
    return value;
  });
}

/** The steps this machine runs in its own way, each recognised by its command. */
const STANDS_IN = [/^npm ci$/, /^docker run /];
const standsIn = (run: string) => STANDS_IN.some((pattern) => pattern.test(run.trim()));

const root = mkdtempSync(path.join(tmpdir(), 'vk-ci-workflow-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// `npx vessel-kit …` on the runner is the installed package's CLI; here it is this checkout's, and
// npx knows no other package, so a step naming another fails rather than fetching it.
const BIN = path.join(root, 'bin');
const TSX = createRequire(path.join(ROOT, 'package.json')).resolve('tsx/cli');
mkdirSync(BIN);
writeFileSync(
  path.join(BIN, 'npx'),
  `#!/bin/sh\n[ "$1" = vessel-kit ] || { echo "npx: no $1 here" >&2; exit 127; }\nshift\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(TSX)} ${JSON.stringify(path.join(ROOT, 'src/cli/main.ts'))} "$@"\n`,
  { mode: 0o755 },
);

/** What a GitHub-hosted runner sets for every step of one job (https://docs.github.com/actions/reference/variables-reference). */
const RUN = { GITHUB_RUN_ID: '12873465019', GITHUB_RUN_NUMBER: '41', GITHUB_REPOSITORY: 'acme/vessel' };
/** The file a job's steps append their step summary to. */
const stepSummaryOf = (workspace: string) => path.join(workspace, '..', `${path.basename(workspace)}-summary.md`);
function runnerEnv(workspace: string, job: string, attempt: string): Record<string, string> {
  return {
    PATH: `${BIN}:${process.env.PATH ?? ''}`,
    HOME: process.env.HOME ?? root,
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

interface StepRun {
  run: string;
  code: number | null;
  output: string;
}

/** One `run:` step, as the runner's default shell on Linux runs it: `bash --noprofile --norc -eo pipefail`. */
function runStep(run: string, workspace: string, env: Record<string, string>): Promise<StepRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', run], { cwd: workspace, env });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ run, code, output }));
  });
}

/** Every step of a job in order: run steps run (or stand in), artifact steps copy files; the first failure stops the job. */
async function runJob(
  steps: Step[],
  workspace: string,
  env: Record<string, string>,
  matrix: Readonly<Record<string, string>>,
  artifacts: Map<string, string>,
): Promise<{ ran: StepRun[]; stoodIn: string[] }> {
  mkdirSync(workspace, { recursive: true });
  const ran: StepRun[] = [];
  const stoodIn: string[] = [];
  for (const step of steps) {
    const given = Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, substitute(v, matrix)]));
    if (step.run !== undefined) {
      const run = substitute(step.run, matrix);
      if (standsIn(run)) {
        stoodIn.push(run.trim().split(/\s/)[0]!);
        continue;
      }
      const result = await runStep(run, workspace, env);
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
  return { ran, stoodIn };
}

const resultsIn = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8')) as Results;

describe(`the sharded workflow of ${DOC}, run as shards then merge`, () => {
  const workflow = workflowOfDoc();
  const jobs = workflow.jobs as unknown as { certify: Job; report: Job };
  const shards = jobs.certify.strategy?.matrix?.shard ?? [];
  const vessels: UrlVessel[] = [];
  const artifacts = new Map<string, string>();
  let shardJobs: { shard: string; workspace: string; ran: StepRun[]; stoodIn: string[] }[] = [];
  let report: { workspace: string; ran: StepRun[]; stoodIn: string[] };

  beforeAll(async () => {
    // The matrix's jobs run side by side on runners of their own: a workspace, a vessel and a
    // model port each (the config file stands for the runner's port 9100 being free, which on
    // this shared machine it need not be). Shard 2 is a re-run ("Re-run failed jobs"): attempt 2.
    shardJobs = await Promise.all(
      shards.map(async (shard) => {
        const workspace = path.join(root, `shard-job-${shard}`);
        mkdirSync(workspace, { recursive: true });
        // The profile certify gives the embedded vessel itself (every tool it has declared), so
        // each shard can be certified, as --require certified asks.
        const vessel = await startUrlVessel();
        vessels.push(vessel);
        writeFileSync(
          path.join(workspace, 'vessel-profile.json'),
          JSON.stringify(declareMoreTools(embeddedProfile(vessel.urls), embeddedConfig)),
        );
        writeFileSync(path.join(workspace, 'vessel-kit.config.json'), JSON.stringify({ model_port: vessel.modelPort }));
        const env = runnerEnv(workspace, 'certify', shard === '2' ? '2' : '1');
        return { shard, workspace, ...(await runJob(jobs.certify.steps, workspace, env, { shard }, artifacts)) };
      }),
    );
    const workspace = path.join(root, 'report-job');
    report = {
      workspace,
      ...(await runJob(jobs.report.steps, workspace, runnerEnv(workspace, 'report', '1'), {}, artifacts)),
    };
  }, 60_000);
  afterAll(() => Promise.all(vessels.map((v) => v.close())));

  it('has a matrix of shards, and stands in only for the install and the docker vessel', () => {
    expect(shards.length).toBeGreaterThan(1);
    for (const job of [...shardJobs, report]) expect(job.stoodIn).toEqual(job === report ? ['npm'] : ['npm', 'docker']);
  });

  it('every shard step exits 0, printing the seed it derived from GITHUB_RUN_ID', () => {
    const { seed } = seedFromCi(RUN)!;
    for (const job of shardJobs) {
      expect(job.ran, `shard ${job.shard} ran its certify step`).toHaveLength(1);
      const [step] = job.ran;
      expect(step!.run).toMatch(new RegExp(`--shard ${job.shard}/${shards.length}\\b`));
      expect(step!.run).not.toMatch(/--seed\b/);
      expect(step!.code, step!.output).toBe(0);
      expect(step!.output).toContain(`seed ${seed} from GITHUB_RUN_ID`);
    }
  });

  it('the merge step gives one run, every case of the selection exactly once, under one seed', async () => {
    expect(report.ran, 'the report job ran its merge step').toHaveLength(1);
    const [merge] = report.ran;
    expect(merge!.run).toMatch(/vessel-kit report merge /);
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

    // Every case the profile selects, listed by the kit unsharded, exactly once.
    const io = captureIO();
    const workspace = shardJobs[0]!.workspace;
    expect(await main(['certify', '--profile', path.join(workspace, 'vessel-profile.json'), '--list'], io)).toBe(0);
    const selected = io
      .out()
      .split('\n')
      .filter((line) => /^[a-z][\w.-]+$/.test(line));
    const ids = merged.cases.map((c) => c.id);
    expect(selected.length).toBeGreaterThan(shards.length);
    expect(ids.toSorted()).toEqual(selected.toSorted());
    expect(new Set(ids).size).toBe(ids.length);
    expect(shardResults.flatMap((r) => r.cases.map((c) => c.id)).toSorted()).toEqual(ids.toSorted());
    // summary.md appended to the step summary, as the workflow's comment says.
    expect(readFileSync(stepSummaryOf(report.workspace), 'utf8')).toMatch(/\S/);
  });
});

describe('parseYaml', () => {
  it('reads maps, sequences of maps, flow sequences and both block scalars as GitHub does', () => {
    const text = [
      'on: [push, pull_request]',
      'jobs:',
      '  a:',
      '    # a comment',
      '    steps:',
      '      - uses: x@v4',
      '        with:',
      '          k: 20',
      '      - run: |',
      '          one \\',
      '            two',
      '      - run: >',
      '          npx a --b',
      '          --c d',
      '      - run: echo hi # said',
    ].join('\n');
    expect(parseYaml(text)).toEqual({
      on: ['push', 'pull_request'],
      jobs: {
        a: {
          steps: [
            { uses: 'x@v4', with: { k: '20' } },
            { run: 'one \\\n  two\n' },
            { run: 'npx a --b --c d\n' },
            { run: 'echo hi' },
          ],
        },
      },
    });
  });

  it('refuses what it does not read rather than reading it wrong', () => {
    expect(() => parseYaml('a: &anchor 1')).toThrow(/outside the subset/);
    expect(() => parseYaml('a: [1,\n  2]')).toThrow(/more than one line/);
  });
});
