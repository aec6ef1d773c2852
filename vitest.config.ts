import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'examples/**/*.test.ts'],
    reporters: ['default', './test/support/closing-line-reporter.ts'],
    // Loopback servers and timed turns: generous but bounded, so a hang fails instead of stalling CI.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
