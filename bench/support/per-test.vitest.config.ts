// The vitest config bench/mock-vessel.bench.ts runs bench/support/mock-vessel-per-test.vitest.ts with.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['bench/support/mock-vessel-per-test.vitest.ts'],
    testTimeout: 30_000,
  },
});
