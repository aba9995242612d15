import { defineConfig } from 'vitest/config';

/** The performance script: run alone (`pnpm --filter @shop/catalog bench`), never with the tests. */
export default defineConfig({
  test: {
    include: ['bench/search-bench.ts'],
    testTimeout: 3_600_000,
    hookTimeout: 600_000,
    // One engine after the other in one process: the machine's two cores are shared.
    fileParallelism: false,
  },
});
