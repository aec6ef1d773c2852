// examples/ is outside the root tsconfig's include (the repository's type-check covers src, the
// mock model, suites, bench and test), so the example application is type-checked here, with the
// same compiler options, as npm test's first step does for the rest (whose errors it leaves to that step).
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../..');

it('the example application type-checks (tsc --noEmit -p examples)', async () => {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const result = await promisify(execFile)(process.execPath, [tsc, '--noEmit', '-p', 'examples'], { cwd: REPO }).catch(
    (error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? 'tsc failed',
      stderr: error.stderr ?? '',
    }),
  );
  // Only the example's own errors: the rest of the tree is npm test's first step's to judge.
  const ours = (result.stdout + result.stderr).split('\n').filter((line) => line.startsWith('examples/'));
  expect(ours).toEqual([]);
  // A whole tsc program over the example and the kit's types: 17 s alone on 2 cores, twice that beside the suite.
}, 90_000);
