import { defineConfig } from 'vitest/config';
export default defineConfig({
  test: { include: ['bench/*.scratch.ts'], exclude: ['bench/experiment.scratch.ts'], testTimeout: 3600000 },
});
