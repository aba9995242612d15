import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The browser build without the framework's server-function client (decision 10): TanStack Start's client entry
 * registers a serialization adapter that turns server functions in page data into RPC calls, and with it the whole
 * RPC client and seroval's JSON serializer (about 11 KB gzip) reach every page's first load. The shop has no server
 * functions; `src/app/server-functions.client.ts` takes the adapter's place. The build fails when the framework no
 * longer imports the adapter this way, so an upgrade cannot silently bring the client back.
 */
function noServerFunctionClient(): Plugin {
  const standIn = fileURLToPath(new URL('./src/app/server-functions.client.ts', import.meta.url));
  const importer = /[\\/]start-client-core[\\/]dist[\\/]esm[\\/]client[\\/]hydrateStart\.js$/;
  let replaced = false;
  return {
    name: 'shop:no-server-function-client',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, from) {
      if (source !== './ServerFunctionSerializationAdapter.js' || !from || !importer.test(from)) return null;
      replaced = true;
      return standIn;
    },
    buildEnd(error) {
      if (!error && this.environment.mode === 'build' && !replaced) {
        this.error("TanStack Start's client no longer imports ServerFunctionSerializationAdapter from hydrateStart.js");
      }
    },
  };
}

/**
 * TanStack Start (React SSR): `vite build` writes dist/client (browser assets) and dist/server/server.js (a fetch
 * handler that server.mjs serves). The route tree (src/routeTree.gen.ts) is generated from src/routes whenever this
 * config is resolved. Lingui compiles the message macros natively (no Babel) and the .po catalogs on import.
 */
export default defineConfig({
  plugins: [
    noServerFunctionClient(),
    // The router and the server entry live with the rest of the composition in src/app (the framework's defaults are
    // src/router.tsx and src/server.ts); the file routes stay in src/routes.
    tanstackStart({ router: { entry: 'app/router' }, server: { entry: 'app/server' } }),
    react(),
    lingui({ macroTransform: true, configPath: fileURLToPath(new URL('../../lingui.config.ts', import.meta.url)) }),
  ],
  // Workspace packages ship TypeScript source: bundle them into the server build instead of importing them at run time.
  ssr: { noExternal: [/^@shop\//] },
  environments: {
    client: {
      build: {
        // dist/client/.vite/manifest.json: the server reads the language catalogs' built names from it
        // (src/app/messages-script.server.ts). server.mjs does not serve it.
        manifest: true,
        rolldownOptions: {
          output: {
            // React and the framework (router, Start, Lingui) change far less often than the shop's code: their own
            // chunks stay cached across deploys, and one framework chunk compresses better than many small ones.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                {
                  name: 'framework',
                  // Start's client entry itself stays the entry chunk.
                  test: (id) =>
                    /node_modules[\\/](@tanstack|seroval|seroval-plugins|@lingui|use-sync-external-store)[\\/]/.test(
                      id,
                    ) && !/[\\/]default-entry[\\/]/.test(id),
                  // Only the framework's own modules: its dependents (Start's client entry imports the shop's
                  // router) stay in their own chunks.
                  includeDependenciesRecursively: false,
                },
                // Everything of the shop's that the entry imports statically (the shell, the stores, the route
                // definitions) in the entry chunk itself. Left alone the bundler cuts it into some 30 small chunks
                // shared with the lazy ones, each compressed on its own: about 9 KB more gzip on every page. It must be
                // the entry chunk, not a chunk of its own: the framework chunk imports the shop's router, and a
                // separate chunk would run before the framework it calls at its top level (the page then fails to
                // start); the entry chunk runs last.
                {
                  name: 'index',
                  tags: ['$initial'],
                  test: (id) => !/node_modules[\\/]/.test(id) || /[\\/]default-entry[\\/]/.test(id),
                },
              ],
            },
          },
        },
      },
    },
  },
  server: {
    port: 3000,
    // Like server.mjs in production: the gateway's image service on the shop's own origin.
    proxy: { '/images/': { target: new URL(process.env.GATEWAY_URL ?? 'http://localhost:4000/graphql').origin } },
  },
});
