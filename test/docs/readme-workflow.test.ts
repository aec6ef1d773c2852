// The README.md's shorter copy of the sharded workflow (the block of "Certify in CI"), run as
// GitHub would run it (test/docs/support/workflow-run.ts): its shard jobs side by side, each with
// the runner's variables, then the report job's merge of their artifacts. Unlike docs/ci.md's,
// its vessel is started in the background by a step of its own (`./start-vessel.sh &`), and the
// certify step's --wait-for-target waits for it. Stand-ins, and only these: `npm ci` (the kit is
// this checkout, `npx vessel-kit` its CLI); `./start-vessel.sh`, the application's own script,
// which each job's workspace has as one line starting this checkout's reference vessel
// (`vessel-kit vessel`) as a process of its own; and the config file giving the mock model a port
// free on this shared machine (the README's 9100 is free on a runner). The profile is the one
// certify gives that vessel itself. Steps the machine does not have (mikepenz/action-junit-report)
// are checked for the file they read.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declareMoreTools, embeddedConfig, embeddedProfile } from '../../src/embedded/index.ts';
import { freePort } from '../certify/support/faulty-target.ts';
import {
  expectOneRun,
  expectShardStep,
  type Job,
  runShardsThenReport,
  substitute,
  workflowOf,
  type WorkflowRun,
} from './support/workflow-run.ts';

const DOC = 'README.md';
const STANDS_IN = [/^npm ci$/];

const root = mkdtempSync(path.join(tmpdir(), 'vk-readme-workflow-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Whether something answers HTTP at `port` on loopback. */
async function serving(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/.well-known/agent-card.json`, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

describe(`the sharded workflow of ${DOC}, its vessel started in the background, run as shards then merge`, () => {
  const workflow = workflowOf(DOC, (b) => /^jobs:/m.test(b));
  const jobs = workflow.jobs as unknown as { certify: Job; report: Job };
  let run: WorkflowRun<{ vesselPort: number }>;

  // 37 s with the other test/docs files and a package test on 2 loaded cores: bounded at 120.
  beforeAll(async () => {
    run = await runShardsThenReport(jobs, root, STANDS_IN, async (workspace) => {
      const [vesselPort, modelPort] = [await freePort(), await freePort()];
      const base = `http://127.0.0.1:${vesselPort}`;
      const urls = Object.fromEntries(
        embeddedConfig.agents.map((a) => [a.name, a.name === 'default' ? `${base}/` : `${base}/agents/${a.name}`]),
      );
      writeFileSync(
        path.join(workspace, 'vessel-profile.json'),
        JSON.stringify(declareMoreTools(embeddedProfile(urls), embeddedConfig)),
      );
      writeFileSync(path.join(workspace, 'vessel-kit.config.json'), JSON.stringify({ model_port: modelPort }));
      writeFileSync(
        path.join(workspace, 'start-vessel.sh'),
        `#!/bin/sh\nexec npx vessel-kit vessel --port ${vesselPort} --model http://127.0.0.1:${modelPort}/v1\n`,
        { mode: 0o755 },
      );
      return { vesselPort };
    });
  }, 120_000);

  it('has a matrix of shards, and stands in only for the install', () => {
    expect(run.shards.length).toBeGreaterThan(1);
    for (const job of [...run.shardJobs, run.report]) expect(job.stoodIn).toEqual(['npm']);
  });

  it('each shard starts its vessel in the background, and its certify step waits for it and exits 0', async () => {
    for (const job of run.shardJobs) {
      expect(
        job.ran.map((step) => step.run.trim().split(/\s/)[0]),
        `shard ${job.shard}`,
      ).toEqual(['./start-vessel.sh', 'npx']);
      const [start, certify] = job.ran;
      expect(start!.run).toMatch(/&/);
      expect(start!.code, start!.output).toBe(0);
      expect(certify!.run).toMatch(/--wait-for-target \d+/);
      expectShardStep(certify!, job.shard, run.shards.length);
      expect(certify!.output).toMatch(/the target answered after/);
      // The job's end ended the vessel its step left running, as the runner's cleanup does.
      expect(await serving(job.vesselPort), `shard ${job.shard}'s vessel after its job`).toBe(false);
    }
  });

  it('the merge step gives one run, every case of the selection exactly once, under one seed', () =>
    expectOneRun(run.report, run.shards, path.join(run.shardJobs[0]!.workspace, 'vessel-profile.json')));

  it('the JUnit file the report step reads is where the merge wrote it', () => {
    const junit = jobs.report.steps.find((s) => s.uses?.startsWith('mikepenz/action-junit-report@'));
    expect(existsSync(path.join(run.report.workspace, substitute(junit!.with!.report_paths!, {})))).toBe(true);
  });
});
