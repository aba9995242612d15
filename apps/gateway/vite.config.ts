import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

/**
 * The gateway is bundled for Node with its workspace packages (they ship TypeScript source); npm dependencies stay
 * external and load from node_modules at run time. The Lingui plugin compiles the message macros and the .po catalogs.
 */
export default defineConfig({
  plugins: [
    lingui({ macroTransform: true, configPath: fileURLToPath(new URL('../../lingui.config.ts', import.meta.url)) }),
  ],
  ssr: { noExternal: [/^@shop\//] },
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    target: 'node24',
    sourcemap: true,
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
  test: {
    include: ['test/**/*.test.ts'],
    // Builds the migrated template databases once, before the test files run in parallel.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
