// `npm run bench certify`: the default `vessel-kit certify` (embedded vessel + mock model, in
// process) timed end to end, beside its critical path — the longest single case, the least any
// schedule could take. The ratio says how well cases overlap (target ≤ 1.5). Nothing is asserted.
// On a loaded machine the ratio swings with the other processes: read it beside the load.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, loadavg, availableParallelism } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PassThrough } from 'node:stream';
import { main } from '../src/cli/main.ts';
import type { Results } from '../src/results/schema.ts';

// Load (and transpile) every module first: the figure is the run, not tsx compiling sources.
await import('../suites/index.ts');
await import('../src/embedded/index.ts');
await import('../src/cli/commands/certify.ts');

const out = mkdtempSync(path.join(tmpdir(), 'vk-bench-'));
const io = { stdout: () => {}, stderr: () => {}, stdin: new PassThrough(), stopSignal: new AbortController().signal };

const t0 = performance.now();
const code = await main(['certify', '--out', out, '--seed', '1'], io);
const wall = performance.now() - t0;
const results = JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8')) as Results;
rmSync(out, { recursive: true, force: true });

const longest = results.cases.reduce((a, b) => (b.duration_ms > a.duration_ms ? b : a));
const sum = results.cases.reduce((n, c) => n + c.duration_ms, 0);
const line = (label: string, value: string) => process.stdout.write(`${label.padEnd(34)} ${value}\n`);
line('exit code', String(code));
line(
  'cases',
  `${results.cases.length} (${Object.entries(results.summary.by_status)
    .map(([s, n]) => `${n} ${s}`)
    .join(', ')})`,
);
line('wall time (modules preloaded)', `${(wall / 1000).toFixed(2)} s`);
line('run duration (results.json)', `${(results.duration_ms / 1000).toFixed(2)} s`);
line('critical path (longest case)', `${(longest.duration_ms / 1000).toFixed(2)} s  ${longest.id}`);
line('sum of case durations', `${(sum / 1000).toFixed(2)} s`);
const ratio = wall / longest.duration_ms;
line(
  'NOTHING SLOWER, certify: wall / critical path',
  `${ratio.toFixed(2)} (target <= 1.5) ${ratio <= 1.5 ? 'MET' : 'NOT MET'}; load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
);
line('ratio sum / wall (overlap)', `${(sum / wall).toFixed(1)}x`);
line('machine load (1 min) / cores', `${loadavg()[0]!.toFixed(2)} / ${availableParallelism()}`);
