import { defineConfig } from 'vitest/config';

/** Per-query timings on an existing catalogue (bench/profile-queries.ts): run alone, never with the tests. */
export default defineConfig({
  test: { include: ['bench/profile-queries.ts'], testTimeout: 3_600_000, hookTimeout: 600_000 },
});
