import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'examples/**/*.test.ts'],
    reporters: ['default', './test/support/closing-line-reporter.ts'],
    // A folder for the scratch application the package tests share, packed and installed once per
    // run by the first test file that needs it (test/package/scratch-app.ts).
    globalSetup: ['./test/package/scratch-setup.ts'],
    // Loopback servers and timed turns: generous but bounded, so a hang fails instead of stalling CI.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Most files wait on loopback servers and scripted timings, not the CPU: on 2 cores the default
    // (one worker fewer than the cores) ran them one at a time, 321 s; three at a time took 167 s.
    maxWorkers: 3,
    // Each worker keeps its modules from one file to the next instead of importing the kit afresh
    // for each of ~200 files: on 2 cores that import was 83 s of a 242 s run and a quarter of its
    // CPU. The tests share no module state they rely on: each starts its own servers, models and
    // vessels, and restores what it stubs (the files pass in any order: --sequence.shuffle.files).
    isolate: false,
  },
});
