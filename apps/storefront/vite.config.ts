import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * TanStack Start (React SSR): `vite build` writes dist/client (browser assets) and dist/server/server.js (a fetch
 * handler that server.mjs serves). The route tree (src/routeTree.gen.ts) is generated from src/routes whenever this
 * config is resolved. Lingui compiles the message macros natively (no Babel) and the .po catalogs on import.
 */
export default defineConfig({
  plugins: [
    tanstackStart(),
    react(),
    lingui({ macroTransform: true, configPath: fileURLToPath(new URL('../../lingui.config.ts', import.meta.url)) }),
  ],
  // Workspace packages ship TypeScript source: bundle them into the server build instead of importing them at run time.
  ssr: { noExternal: [/^@shop\//] },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React changes far less often than the shop's code: its own chunk stays cached across deploys.
            codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
          },
        },
      },
    },
  },
  server: { port: 3000 },
});
