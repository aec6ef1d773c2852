// The tests StrykerJS runs against each mutant of src/checks and src/transcript (stryker.config.mjs):
// the unit tests of the checks and the transcript validator, which build recordings by hand and
// need no server, so one mutant costs milliseconds.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/checks/**/*.test.ts', 'test/transcript/**/*.test.ts'],
    // Hostile recordings assert only that every check answers without a crash, for thousands of
    // generated turns: slow on every mutant, and a crash is an error verdict other tests see.
    exclude: ['test/checks/hostile.test.ts'],
    testTimeout: 30_000,
    // One module graph for all runs: StrykerJS switches mutants at run time (ignoreStatic leaves out
    // those that act at load time), so re-importing the validator and the rules per mutant only costs
    // time (a third of it, measured on early-end.ts).
    pool: 'threads',
    isolate: false,
  },
});
