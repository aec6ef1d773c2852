// `npm run bench`: runs every `bench/*.bench.ts` in its own process, one after another, so one
// benchmark's heap and timers never disturb the next. Each prints its own figures as ratios
// against a baseline it measures in the same run; nothing here asserts a target.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

let failed = 0;
for (const file of files) {
  process.stdout.write(`\n== ${file}\n`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, file)], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed++;
    process.stdout.write(`${file} exited with ${result.status ?? result.signal}\n`);
  }
}
if (files.length === 0) process.stdout.write('no benchmarks matched\n');
process.exitCode = failed === 0 ? 0 : 1;
