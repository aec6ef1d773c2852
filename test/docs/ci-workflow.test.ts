// The sharded GitHub Actions workflow of docs/ci.md, run as GitHub would run it: each shard job's
// `run:` steps through bash in its own workspace, with the variables a runner sets (CI,
// GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT, …) and `${{ matrix.shard }}` put in by the matrix, its
// upload-artifact and the report job's download-artifact copied as those actions lay files out,
// then the report job's merge step. No step passes --seed: the merge must still give one run,
// every case of the selection exactly once, under the one seed every shard derived from the run's
// identity. What this machine cannot do stands in for itself, and only that: `npm ci` (the kit is
// this checkout, `npx vessel-kit` its CLI) and the `docker run` of the vessel under test (the
// embedded reference vessel, served here on loopback, is the vessel the profile names).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declareMoreTools, embeddedConfig, embeddedProfile } from '../../src/embedded/index.ts';
import { startUrlVessel, type UrlVessel } from '../certify/support/url-vessel.ts';
import {
  expectOneRun,
  expectShardStep,
  type Job,
  runShardsThenReport,
  workflowOf,
  type WorkflowRun,
} from './support/workflow-run.ts';
import { parseYaml } from './support/workflow-yaml.ts';

const DOC = 'docs/ci.md';

/** The steps this machine runs in its own way, each recognised by its command. */
const STANDS_IN = [/^npm ci$/, /^docker run /];

const root = mkdtempSync(path.join(tmpdir(), 'vk-ci-workflow-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe(`the sharded workflow of ${DOC}, run as shards then merge`, () => {
  // The workflow block: the YAML block that defines jobs.
  const workflow = workflowOf(DOC, (b) => /^jobs:/m.test(b) && /^name: conformance$/m.test(b));
  const jobs = workflow.jobs as unknown as { certify: Job; report: Job };
  const vessels: UrlVessel[] = [];
  let run: WorkflowRun<object>;

  // 37 s with the other test/docs files and a package test on 2 loaded cores: bounded at 120.
  beforeAll(async () => {
    // Each shard's runner has its vessel and a model port (the config file stands for the
    // runner's port 9100 being free, which on this shared machine it need not be).
    run = await runShardsThenReport(jobs, root, STANDS_IN, async (workspace) => {
      // The profile certify gives the embedded vessel itself (every tool it has declared), so
      // each shard can be certified, as --require certified asks.
      const vessel = await startUrlVessel();
      vessels.push(vessel);
      writeFileSync(
        path.join(workspace, 'vessel-profile.json'),
        JSON.stringify(declareMoreTools(embeddedProfile(vessel.urls), embeddedConfig)),
      );
      writeFileSync(path.join(workspace, 'vessel-kit.config.json'), JSON.stringify({ model_port: vessel.modelPort }));
      return {};
    });
  }, 120_000);
  afterAll(() => Promise.all(vessels.map((v) => v.close())));

  it('has a matrix of shards, and stands in only for the install and the docker vessel', () => {
    expect(run.shards.length).toBeGreaterThan(1);
    for (const job of run.shardJobs) expect(job.stoodIn).toEqual(['npm', 'docker']);
    expect(run.report.stoodIn).toEqual(['npm']);
  });

  it('every shard step exits 0, printing the seed it derived from GITHUB_RUN_ID', () => {
    for (const job of run.shardJobs) {
      expect(job.ran, `shard ${job.shard} ran its certify step`).toHaveLength(1);
      expectShardStep(job.ran[0]!, job.shard, run.shards.length);
    }
  });

  it('the merge step gives one run, every case of the selection exactly once, under one seed', () =>
    expectOneRun(run.report, run.shards, path.join(run.shardJobs[0]!.workspace, 'vessel-profile.json')));
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

  it('reads one-line flow maps, nested, with single-quoted scalars and a comment after, as the README does', () => {
    const text = [
      'strategy: { fail-fast: false, matrix: { shard: [1, 2, 3] } }',
      'steps:',
      "  - with: { name: 'conformance-shard-${{ matrix.shard }}', path: 'it''s # not a comment' } # a comment",
      '  - with: { pattern: conformance-shard-*, path: shards, empty: {}, none: [] }',
      '  - with: { url: http://127.0.0.1:9100/v1 }',
    ].join('\n');
    expect(parseYaml(text)).toEqual({
      strategy: { 'fail-fast': 'false', matrix: { shard: ['1', '2', '3'] } },
      steps: [
        { with: { name: 'conformance-shard-${{ matrix.shard }}', path: "it's # not a comment" } },
        { with: { pattern: 'conformance-shard-*', path: 'shards', empty: {}, none: [] } },
        { with: { url: 'http://127.0.0.1:9100/v1' } },
      ],
    });
  });

  it('refuses what it does not read rather than reading it wrong', () => {
    expect(() => parseYaml('a: &anchor 1')).toThrow(/outside the subset/);
    expect(() => parseYaml('a: [1,\n  2]')).toThrow(/more than one line/);
    expect(() => parseYaml('a: { b: 1,\n  c: 2 }')).toThrow(/more than one line/);
    expect(() => parseYaml("a: { b: 'open }")).toThrow(/more than one line/);
    for (const flow of [
      '{ b: "double" }',
      "{ 'b': 1 }",
      '{ b }',
      '{ b: }',
      '{ b: 1, }',
      '[1, , 2]',
      '{ b: 1, b: 2 }',
      '{ b: &x 1 }',
      '{ b: *x }',
      '{ b: !!str 1 }',
      '{ ? b : 1 }',
      '{ b: ${{ matrix.shard }} }',
      '{ b: 1 } trailing',
      '[1 #2]',
      '{ b: [1}',
    ])
      expect(() => parseYaml(`a: ${flow}`), flow).toThrow(/outside the subset/);
  });
});
