// `npm run bench`: runs every `bench/*.bench.ts` in its own process, one after another, so one
// benchmark's heap and timers never disturb the next. Each prints its own figures as ratios
// against a baseline it measures in the same run; nothing here asserts a target. The lines that
// judge a figure against its target (those ending in MET or NOT MET, with the load beside them)
// are repeated at the end, in one summary. FIGURE n is issue 24's figure n (its performance
// targets, as ratios to a floor); NOTHING SLOWER, what that issue asks to stay as it was;
// EARLIER TARGET, a target it restated, printed still so the figures compare with older runs;
// MOCK VESSEL, the mock vessel's own targets.
import { readdirSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
// Names pick benches (`npm run bench soak`); from the first option on (`-- --seconds 20`), the
// arguments go to every bench run.
const args = process.argv.slice(2);
const firstOption = args.findIndex((a) => a.startsWith('--'));
const only = firstOption < 0 ? args : args.slice(0, firstOption);
const options = firstOption < 0 ? [] : args.slice(firstOption);
// The package as npm installs it (support/use-built-package.ts), built now so it is the checkout's;
// BENCH_FROM=sources measures the sources through tsx instead.
const fromSources = process.env.BENCH_FROM === 'sources';
const loader = fromSources
  ? ['--import', 'tsx']
  : ['--import', 'tsx', '--import', path.join(here, 'support/use-built-package.ts')];
if (!fromSources) {
  process.stdout.write('building the package (npm run build), to measure it as npm installs it\n');
  const build = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit', cwd: path.join(here, '..') });
  if (build.status !== 0) {
    process.stdout.write('npm run build failed\n');
    process.exit(1);
  }
}
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

/** Runs one bench, its output passed through as it comes; resolves with its exit and the lines that judge a target. */
function run(file: string): Promise<{ status: number | string; verdicts: string[] }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...loader, path.join(here, file), ...options], {
      stdio: ['inherit', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      text += chunk;
      process.stdout.write(chunk);
    });
    child.on('close', (code, signal) =>
      resolve({
        status: code ?? signal ?? 'unknown',
        verdicts: text.split('\n').filter((line) => /\b(NOT MET|MET)\b/.test(line)),
      }),
    );
  });
}

let failed = 0;
const summary: string[] = [];
for (const file of files) {
  process.stdout.write(
    `\n== ${file} (load ${os.loadavg()[0]!.toFixed(1)}; ${fromSources ? 'the sources, through tsx' : 'the built package'})\n`,
  );
  const result = await run(file);
  summary.push(...result.verdicts.map((line) => `${file}: ${line.trim()}`));
  if (result.status !== 0) {
    failed++;
    process.stdout.write(`${file} exited with ${result.status}\n`);
  }
}
if (files.length === 0) process.stdout.write('no benchmarks matched\n');
if (summary.length > 0)
  process.stdout.write(
    `\n== figures against their targets (load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.availableParallelism()} cores)\n${summary.join('\n')}\n`,
  );
process.exitCode = failed === 0 ? 0 : 1;
