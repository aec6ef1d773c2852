// Mutation testing of the kit's own judgement (`npm run mutation`, too slow for every CI run):
// StrykerJS mutates src/checks and src/transcript, the code that makes verdicts, and runs the unit
// tests that pin them down (stryker.vitest.config.ts) against each mutant. A mutant no test kills
// is a change to a verdict nobody would notice; the run fails below 85% killed.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'stryker.vitest.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'src/checks/**/*.ts',
    'src/transcript/**/*.ts',
    // Writes the published schema file; the schema itself is src/transcript/schema.ts.
    '!src/transcript/write-schema.ts',
  ],
  coverageAnalysis: 'perTest',
  // Mutants in code that runs at load time (tables, compiled validators) would need every test per mutant.
  ignoreStatic: true,
  thresholds: { high: 90, low: 85, break: 85 },
  concurrency: 2,
  timeoutMS: 20000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Reuses the verdict on each mutant whose code and covering tests did not change since the last run.
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
