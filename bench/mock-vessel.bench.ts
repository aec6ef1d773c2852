// The mock vessel per test (`npm run bench mock-vessel`). Prints figures beside their targets,
// asserts nothing:
//  1. startMockVessel() + one scripted turn (two model calls, one scripted tool result, streamed
//     over SSE and read to the end) + close(), in this process: median and p90 of 60 rounds after
//     5 warm-up rounds (target: median under 50 ms, so a suite can start one per test);
//  2. 100 tests each with its own mock vessel in one vitest file, run by vitest in a child
//     process: the file's duration as vitest reports it, and the whole run (target: under 5 s);
//  3. `vessel-kit --help` start-up as an installed package runs it (bin/vessel-kit.js beside
//     dist/ with no src/), median of 7 (target: under 300 ms), when dist/ is built.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startMockVessel, turn, userMessage, TRANSCRIPT_MEDIA_TYPE } from '../src/mock-vessel/index.ts';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const verdict = (ok: boolean) => (ok ? 'within target' : 'OVER TARGET');

async function oneRound(): Promise<number> {
  const started = performance.now();
  const vessel = await startMockVessel();
  vessel.script(turn().say('Looking. ').callTool('list', {}, { result: 'species/' }).answer('One folder.'));
  const res = await fetch(vessel.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'A2A-Version': '1.0' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'SendStreamingMessage',
      params: userMessage('what is there?', { acceptedOutputModes: [TRANSCRIPT_MEDIA_TYPE] }),
    }),
  });
  const text = await res.text();
  if (!text.includes('TASK_STATE_COMPLETED')) throw new Error('the turn did not complete');
  await vessel.close();
  return performance.now() - started;
}

async function perRound(): Promise<void> {
  for (let i = 0; i < 5; i++) await oneRound();
  const times: number[] = [];
  for (let i = 0; i < 60; i++) times.push(await oneRound());
  const m = median(times);
  process.stdout.write(
    `startMockVessel() + one scripted turn + close(): median ${ms(m)}, p90 ${ms(p90(times))} (target: median < 50 ms) -> ${verdict(m < 50)}\n`,
  );
}

function hundredTests(): void {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'mock-vessel-bench-')), 'results.json');
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [
      path.join(REPO, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--config',
      path.join(REPO, 'bench/support/per-test.vitest.config.ts'),
      '--reporter=json',
      `--outputFile=${out}`,
    ],
    { cwd: REPO, encoding: 'utf8' },
  );
  const wall = performance.now() - started;
  if (result.status !== 0) {
    process.stdout.write(`100 tests with their own mock vessel: vitest failed\n${result.stdout}${result.stderr}\n`);
    process.exitCode = 1;
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    numPassedTests: number;
    testResults: { startTime: number; endTime: number }[];
  };
  rmSync(path.dirname(out), { recursive: true, force: true });
  const file = report.testResults[0]!;
  const fileMs = file.endTime - file.startTime;
  process.stdout.write(
    `100 tests, each with its own mock vessel, in one vitest file: ${report.numPassedTests} passed, file ${ms(fileMs)}, ` +
      `whole vitest run ${ms(wall)} (target: < 5000 ms) -> ${verdict(fileMs < 5000)}\n`,
  );
}

function helpStartup(): void {
  const dist = path.join(REPO, 'dist');
  if (!existsSync(path.join(dist, 'cli-help.txt'))) {
    process.stdout.write('vessel-kit --help from dist: dist/ is not built (npm run build); skipped\n');
    return;
  }
  // An installed package's layout: the command beside dist/ (linked), no src/.
  const pkg = mkdtempSync(path.join(os.tmpdir(), 'vessel-kit-installed-'));
  mkdirSync(path.join(pkg, 'bin'));
  cpSync(path.join(REPO, 'bin/vessel-kit.js'), path.join(pkg, 'bin/vessel-kit.js'));
  symlinkSync(dist, path.join(pkg, 'dist'));
  symlinkSync(path.join(REPO, 'node_modules'), path.join(pkg, 'node_modules'));
  writeFileSync(path.join(pkg, 'package.json'), readFileSync(path.join(REPO, 'package.json')));
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const started = performance.now();
    execFileSync(process.execPath, [path.join(pkg, 'bin/vessel-kit.js'), '--help'], { stdio: 'ignore' });
    times.push(performance.now() - started);
  }
  const validateStarted = performance.now();
  execFileSync(process.execPath, [path.join(pkg, 'bin/vessel-kit.js'), 'validate', '--help'], { stdio: 'ignore' });
  const validateHelp = performance.now() - validateStarted;
  rmSync(pkg, { recursive: true, force: true });
  const m = median(times);
  process.stdout.write(
    `vessel-kit --help from dist (installed layout): median ${ms(m)} (target: < 300 ms) -> ${verdict(m < 300)}; ` +
      `vessel-kit validate --help: ${ms(validateHelp)}\n`,
  );
}

await perRound();
hundredTests();
helpStartup();
