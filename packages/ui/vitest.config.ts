import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
    lingui({ macroTransform: true, configPath: fileURLToPath(new URL('../../lingui.config.ts', import.meta.url)) }),
  ],
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
  },
});
