// The mock vessel per test (`npm run bench mock-vessel`). Prints figures beside their targets,
// asserts nothing:
//  1. startMockVessel() + one scripted turn (two model calls, one scripted tool result, streamed
//     over SSE and read to the end) + close(), in this process: median and p90 of 60 rounds after
//     5 warm-up rounds (target: median under 50 ms, so a suite can start one per test);
//  2. cold: a fresh `node` process's `import('vessel-kit')` (the built package, dist/, as an
//     installed application resolves it) + startMockVessel() + that first tool-call turn +
//     close(), beside a fresh process's `import('msw/node')` (and `msw`, for its handler) +
//     setupServer().listen() + one intercepted fetch + close(): medians of COLD_RUNS processes of
//     each, run alternately, timed inside each process from its first line (node's own start-up
//     is the same for both and left out). Target: ratio <= 1.5x (issue 23). The import alone and
//     each side's CPU time are printed beside it;
//  3. warm: the median of (1) beside a bare node:http server's start + one SSE request (the same
//     status, headers and bytes the mock vessel streamed for that turn, read to the end) +
//     close(), the rounds interleaved. Target: ratio <= WARM_TARGET (2x; why that N: see below).
//     The CPU time of each side is printed beside the wall times: on a loaded machine it is the
//     steadier figure;
//  4. 100 tests each with its own mock vessel in one vitest file, run by vitest in a child
//     process: the file's duration as vitest reports it, and the whole run (target: under 5 s);
//  5. `vessel-kit --help` start-up as an installed package runs it (bin/vessel-kit.js beside
//     dist/ with no src/), median of 7 (target: under 300 ms), when dist/ is built.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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
const met = (ok: boolean) => (ok ? 'MET' : 'NOT MET');
const load = () => `load ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`;

const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

const ROUNDS = 60;
const COLD_RUNS = 21;
const COLD_TARGET = 1.5;
/**
 * The warm target, chosen from a CPU profile of the rounds alone (bench/support/prof-mock-vessel.ts
 * under `node --cpu-prof`, 1,500 rounds): about 35% of a round's CPU is the HTTP exchange the bare
 * server makes too (node's fetch, net, http, streams, events, socket writes and closes), about
 * 31% is the turn's own work (the reference vessel's turn engine, task store and SSE encoding;
 * the mock model's two streamed calls, in process, through web streams; the mock vessel's
 * recording and script checks; TypeBox), and the rest (GC, microtasks, ~5% module loading) in
 * proportion. A round is the exchange plus the turn's own work, about as much again: 2x. Above
 * it, the time is going somewhere that is not the turn (as the AsyncLocalStorage per vessel was:
 * 30% of a round's CPU at 400 vessels in one process).
 */
const WARM_TARGET = 2;
const WARM_REASON =
  "the turn's own work (two model calls in process, the vessel's turn engine, SSE encoding, recording) costs about what the HTTP exchange does";

/** What a client sends for the tool-call turn: one SendStreamingMessage asking for the transcript. */
const TURN_REQUEST = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'SendStreamingMessage',
  params: userMessage('what is there?', { acceptedOutputModes: [TRANSCRIPT_MEDIA_TYPE] }),
});
const TURN_HEADERS = { 'content-type': 'application/json', 'A2A-Version': '1.0' };

/** What the mock vessel answered, kept from a round so the bare server can send the same bytes. */
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function oneRound(): Promise<{ ms: number; cpuMs: number; answer: Answer }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const vessel = await startMockVessel();
  vessel.script(turn().say('Looking. ').callTool('list', {}, { result: 'species/' }).answer('One folder.'));
  const res = await fetch(vessel.url, { method: 'POST', headers: TURN_HEADERS, body: TURN_REQUEST });
  const body = await res.text();
  if (!body.includes('TASK_STATE_COMPLETED')) throw new Error('the turn did not complete');
  await vessel.close();
  const took = performance.now() - started;
  const cpuMs = cpuMsSince(cpu);
  const headers: Record<string, string> = {};
  for (const [name, value] of res.headers)
    if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name))
      headers[name] = value;
  return { ms: took, cpuMs, answer: { status: res.status, headers, body } };
}

/** A bare node:http server's start + one request answered with `answer` as an SSE stream, read to the end + close. */
async function bareRound(answer: Answer): Promise<{ ms: number; cpuMs: number }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(answer.status, answer.headers);
      // The mock vessel writes one event at a time; so does this server.
      for (const event of answer.body.split(/(?<=\n\n)/)) res.write(event);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', headers: TURN_HEADERS, body: TURN_REQUEST });
  const body = await res.text();
  if (body !== answer.body) throw new Error('the bare server sent other bytes');
  await new Promise<void>((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
  return { ms: performance.now() - started, cpuMs: cpuMsSince(cpu) };
}

/** (1) and (3): the mock vessel's rounds, each followed by a bare server's round sending the same bytes. */
async function warm(): Promise<void> {
  let answer = (await oneRound()).answer;
  for (let i = 0; i < 5; i++) {
    answer = (await oneRound()).answer;
    await bareRound(answer);
  }
  const rounds: { ms: number; cpuMs: number }[] = [];
  const bares: { ms: number; cpuMs: number }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const round = await oneRound();
    rounds.push(round);
    bares.push(await bareRound(round.answer));
  }
  const times = rounds.map((r) => r.ms);
  const bare = bares.map((r) => r.ms);
  const m = median(times);
  const b = median(bare);
  const cpuM = median(rounds.map((r) => r.cpuMs));
  const cpuB = median(bares.map((r) => r.cpuMs));
  const events = answer.body.split('\n\n').filter((e) => e.trim() !== '').length;
  process.stdout.write(
    `startMockVessel() + one scripted turn + close(): median ${ms(m)}, p90 ${ms(p90(times))} (target: median < 50 ms) -> ${verdict(m < 50)}\n` +
      `  bare node:http server + one SSE request (${events} events, ${answer.body.length} bytes, as the mock vessel sent) + close(): median ${ms(b)}, p90 ${ms(p90(bare))}\n` +
      `  CPU time (this process: client, vessel and model alike): mock vessel ${ms(cpuM)}, bare server ${ms(cpuB)}, ratio ${(cpuM / cpuB).toFixed(2)}x\n` +
      `  MOCK VESSEL, warm: mock vessel / bare server ${(m / b).toFixed(2)}x (target <= ${WARM_TARGET}x) ${met(m / b <= WARM_TARGET)}; ${load()}\n` +
      `  (why ${WARM_TARGET}x: ${WARM_REASON})\n`,
  );
}

/** The child process of the cold figure for vessel-kit: the import, a mock vessel, its first tool-call turn, close. */
const COLD_VESSEL_KIT = `
const t0 = performance.now();
const c0 = process.cpuUsage();
const kit = await import('vessel-kit');
const imported = performance.now();
const vessel = await kit.startMockVessel();
vessel.script(kit.turn().say('Looking. ').callTool('list', {}, { result: 'species/' }).answer('One folder.'));
const res = await fetch(vessel.url, {
  method: 'POST',
  headers: ${JSON.stringify(TURN_HEADERS)},
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'SendStreamingMessage',
    params: kit.userMessage('what is there?', { acceptedOutputModes: [kit.TRANSCRIPT_MEDIA_TYPE] }) }),
});
const text = await res.text();
if (!text.includes('TASK_STATE_COMPLETED')) throw new Error('the turn did not complete');
await vessel.close();
const cpu = process.cpuUsage(c0);
process.stdout.write(JSON.stringify({ importMs: imported - t0, totalMs: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000 }));
`;

/** The child process of the cold figure for msw: what an application's msw set-up does, and one request through it. */
const COLD_MSW = `
const t0 = performance.now();
const c0 = process.cpuUsage();
const { setupServer } = await import('msw/node');
const { http, HttpResponse } = await import('msw');
const imported = performance.now();
const server = setupServer(http.post('http://vessel.test/', () => HttpResponse.json({ jsonrpc: '2.0', id: 1, result: {} })));
server.listen({ onUnhandledRequest: 'error' });
const res = await fetch('http://vessel.test/', { method: 'POST', headers: ${JSON.stringify(TURN_HEADERS)}, body: '{}' });
const body = await res.json();
if (body.jsonrpc !== '2.0') throw new Error('msw did not answer');
server.close();
const cpu = process.cpuUsage(c0);
process.stdout.write(JSON.stringify({ importMs: imported - t0, totalMs: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000 }));
`;

interface ColdRun {
  importMs: number;
  totalMs: number;
  /** CPU time (user + system) from the first line to the end: less swayed by the machine's load than the wall time. */
  cpuMs: number;
}

/** One fresh node process running `code` as an ES module from the repository (so 'vessel-kit' resolves to its dist/). */
function coldRun(code: string): ColdRun {
  const result = spawnSync(process.execPath, ['--input-type=module', '--eval', code], { cwd: REPO, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`cold run failed (${result.status}): ${result.stderr}`);
  return JSON.parse(result.stdout) as ColdRun;
}

/** (2): fresh processes, vessel-kit and msw alternately. */
function cold(): void {
  if (!existsSync(path.join(REPO, 'dist/src/package/index.js'))) {
    process.stdout.write('cold start: dist/ is not built (npm run build); skipped\n');
    return;
  }
  coldRun(COLD_VESSEL_KIT); // the first of each reads its files from disk; the figure is a warm file cache
  coldRun(COLD_MSW);
  const kit: ColdRun[] = [];
  const msw: ColdRun[] = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    kit.push(coldRun(COLD_VESSEL_KIT));
    msw.push(coldRun(COLD_MSW));
  }
  const kitTotal = median(kit.map((r) => r.totalMs));
  const mswTotal = median(msw.map((r) => r.totalMs));
  const ratio = kitTotal / mswTotal;
  process.stdout.write(
    `cold, a fresh node process each (${COLD_RUNS} of each, medians; dist/ as installed):\n` +
      `  import('vessel-kit') + startMockVessel() + first tool-call turn + close(): ${ms(kitTotal)} (the import ${ms(median(kit.map((r) => r.importMs)))})\n` +
      `  import('msw/node') + setupServer().listen() + one fetch + close(): ${ms(mswTotal)} (the import ${ms(median(msw.map((r) => r.importMs)))})\n` +
      `  CPU time: vessel-kit ${ms(median(kit.map((r) => r.cpuMs)))}, msw ${ms(median(msw.map((r) => r.cpuMs)))}, ratio ${(median(kit.map((r) => r.cpuMs)) / median(msw.map((r) => r.cpuMs))).toFixed(2)}x\n` +
      `  MOCK VESSEL, cold: vessel-kit / msw ${ratio.toFixed(2)}x (target <= ${COLD_TARGET}x) ${met(ratio <= COLD_TARGET)}; ${load()}\n`,
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

await warm();
cold();
hundredTests();
helpStartup();
