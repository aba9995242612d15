import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Tests run without the TanStack Start plugin: they exercise modules, components and the built server directly. */
export default defineConfig({
  plugins: [
    react(),
    lingui({ macroTransform: true, configPath: fileURLToPath(new URL('../../lingui.config.ts', import.meta.url)) }),
  ],
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 20_000,
    // The server tests build the app first when dist/ is missing.
    hookTimeout: 120_000,
  },
});
