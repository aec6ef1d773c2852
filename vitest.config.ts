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
  },
});
