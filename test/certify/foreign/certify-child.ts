// Runs `vessel-kit certify` as a child process (bin/vessel-kit.js, as an operator would), and
// measures its peak memory: the child preloads peak-rss.mjs, which writes its peak resident set
// size (process.resourceUsage().maxRSS) when it exits. A child that crashes (V8 heap exhaustion)
// writes none, which is said so. The run can be stopped with a signal once it has started cases.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { CaseResult, Results } from '../../../src/results/schema.ts';
import { schemaErrorsOf } from './certify-run.ts';

const BIN = fileURLToPath(new URL('../../../bin/vessel-kit.js', import.meta.url));
const PEAK_RSS = fileURLToPath(new URL('./peak-rss.mjs', import.meta.url));

export interface ChildRun {
  /** The exit code, or -1 when a signal killed it (it hung, or crashed). */
  code: number;
  stdout: string;
  stderr: string;
  /** results.json as written; a run that wrote none fails the test here, saying how the child ended. */
  results: Results;
  /** Schema errors of results.json (empty when valid). */
  schemaErrors: string[];
  /** Peak resident set size in bytes (undefined when the child died before reporting it). */
  peakRss?: number;
  ms: number;
  /** When the stop signal was sent, in ms from the start (undefined when none was). */
  stoppedAtMs?: number;
  caseOf(id: string): CaseResult;
}

export interface ChildOptions {
  /** Send this signal once the child has printed `afterCases` finished cases (CI progress lines). */
  stop?: { signal: NodeJS.Signals; afterCases: number };
  /** Kill the child (SIGKILL) past this; the run then fails saying it hung. */
  killAfterMs: number;
}

const dirs: string[] = [];

/** Removes every output directory made so far (call from afterAll). */
export function removeChildOutputs(): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Children running at once: the machine has two cores, and a kit run is CPU-bound. */
const AT_ONCE = 2;
let running = 0;
const waiting: (() => void)[] = [];

/**
 * `vessel-kit certify ARGV --model-port 0 --out <tmp> --seed 7` in a child process, once one of
 * the AT_ONCE slots is free (tests may ask for many at once).
 */
export async function certifyChild(argv: string[], options: ChildOptions): Promise<ChildRun> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await runChild(argv, options);
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function runChild(argv: string[], options: ChildOptions): Promise<ChildRun> {
  const out = mkdtempSync(path.join(tmpdir(), 'vk-hostile-'));
  dirs.push(out);
  const rssFile = path.join(out, 'peak-rss');
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', PEAK_RSS, BIN, 'certify', ...argv, '--model-port', '0', '--out', out, '--seed', '7'],
    // CI=1: one progress line per finished case on stderr, which the stop option counts.
    { env: { ...process.env, CI: '1', VK_PEAK_RSS_FILE: rssFile }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const stdout: string[] = [];
  const stderr: string[] = [];
  let stoppedAtMs: number | undefined;
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => {
    stderr.push(chunk.toString('utf8'));
    if (options.stop && stoppedAtMs === undefined && finishedCases(stderr.join('')) >= options.stop.afterCases) {
      stoppedAtMs = performance.now() - started;
      child.kill(options.stop.signal);
    }
  });
  const killer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs);
  return new Promise((resolve, reject) => {
    child.on('close', (code, signal) => {
      clearTimeout(killer);
      const file = path.join(out, 'results.json');
      const tail = stderr.join('').split('\n').slice(-6).join('\n');
      if (!existsSync(file))
        return reject(
          new Error(
            `certify wrote no results.json (exit ${code ?? `by ${signal}`}${signal === 'SIGKILL' ? `, killed after ${options.killAfterMs} ms` : ''}); its stderr ended:\n${tail}`,
          ),
        );
      const results = JSON.parse(readFileSync(file, 'utf8')) as Results;
      resolve({
        code: code ?? -1,
        stdout: stdout.join(''),
        stderr: stderr.join(''),
        results,
        schemaErrors: schemaErrorsOf(results),
        ...(existsSync(rssFile) ? { peakRss: Number(readFileSync(rssFile, 'utf8')) } : {}),
        ms: performance.now() - started,
        ...(stoppedAtMs !== undefined ? { stoppedAtMs } : {}),
        caseOf(id) {
          const found = results.cases.find((c) => c.id === id);
          if (!found) throw new Error(`the run has no case ${id}`);
          return found;
        },
      });
    });
  });
}

/** How many cases the CI progress lines say have finished. */
function finishedCases(stderr: string): number {
  return stderr.split('\n').filter((line) => /^\s*\[\s*\d+\/\d+\]/.test(line)).length;
}
