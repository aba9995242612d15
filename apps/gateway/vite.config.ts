import { createRequire } from 'node:module';
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
    // One graphql-js in tests as in the built gateway: Vite would resolve `graphql` to its ESM build for the sources
    // while Apollo and graphql-tools load the CommonJS one, and schema objects from one fail graphql's checks in the other.
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
