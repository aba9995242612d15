// Serves the recorded Shopware Store API for browser journeys on COMMERCE=shopware: the scenario player of
// @shop/commerce/testing (packages/commerce/test/shopware/scenario-player.ts) playing the recorded cart journey in the
// Dutch and the English store. Started by Playwright before the shop (e2e/shopware/playwright.config.ts); stops on
// SIGTERM or Ctrl-C. Never part of a production build: it loads the TypeScript test sources through Vite.
//
//   RECORDED_STORE_API_PORT=5162 node scripts/recorded-store-api.mjs
//
// GET /__player answers the plays (scenario, writes played of all) and the requests that matched nothing.

import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const commerce = path.join(root, 'packages', 'commerce');
const port = Number(process.env.RECORDED_STORE_API_PORT ?? 4190);

// Vite comes with the commerce package's vitest (pnpm keeps it beside vitest); its runner loads TypeScript sources.
const vitest = realpathSync(
  path.dirname(createRequire(path.join(commerce, 'package.json')).resolve('vitest/package.json')),
);
const { runnerImport } = await import(pathToFileURL(path.join(vitest, '..', 'vite', 'dist', 'node', 'index.js')).href);
const { module } = await runnerImport(path.join(commerce, 'src', 'testing-shopware.ts'), {
  configFile: false,
  root: commerce,
  logLevel: 'warn',
});

const player = new module.ScenarioPlayer(module.CART_JOURNEY);
const origin = await player.start(port);
console.log(
  `[recorded-store-api] ${origin}/store-api (scenarios: ${module.CART_JOURNEY.map((s) => s.name).join(', ')})`,
);

async function stop() {
  const { problems } = player.report();
  if (problems.length > 0) console.error(`[recorded-store-api] unexpected requests:\n${problems.join('\n')}`);
  await player.stop();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
