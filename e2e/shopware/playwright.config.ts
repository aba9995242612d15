import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { recordedShopwareStores } from '../../packages/commerce/test/shopware/journeys/cart-journey';
import base from '../playwright.config';
import { E2E_STOREFRONT_PORT } from '../ports';
import { E2E_STORE_API_PORT as STORE_API_PORT } from './ports';

/**
 * The browser journeys with COMMERCE=shopware (`pnpm e2e:shopware`): a second shop on the Shopware adapter against
 * the recorded Store API (scripts/recorded-store-api.mjs, the scenario player), both started here. Kept small for CI:
 * one worker, the journeys of this folder only, a demo catalogue of a few products (the journeys need only a product
 * with sizes), and the shop's own Playwright settings otherwise.
 */
const root = path.resolve(import.meta.dirname, '../..');
const STORE_CODES = ['nl-nl', 'nl-be', 'fr-be', 'fr-fr', 'de-de', 'de-at', 'de-lu', 'fr-lu', 'en'];
const shop = Array.isArray(base.webServer) ? base.webServer[0]! : base.webServer!;

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.spec.ts',
  testIgnore: [],
  workers: 1,
  outputDir: `../../test-results/shopware-${E2E_STOREFRONT_PORT}`,
  webServer: [
    {
      command: 'node scripts/recorded-store-api.mjs',
      cwd: root,
      url: `http://127.0.0.1:${STORE_API_PORT}/__player`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { RECORDED_STORE_API_PORT: String(STORE_API_PORT) },
    },
    {
      ...shop,
      env: {
        ...shop.env,
        SHOP_DATA_DIR: path.join(root, '.data', `e2e-shopware-pglite-${E2E_STOREFRONT_PORT}`),
        // A small demo catalogue: seeding is most of a fresh shop's start.
        DEMO_PRODUCT_COUNT: '60',
        COMMERCE: 'shopware',
        SHOPWARE_URL: `http://127.0.0.1:${STORE_API_PORT}`,
        SHOPWARE_STORES: recordedShopwareStores(STORE_CODES),
        SHOPWARE_ALLOW_INCOMPLETE: '1',
      },
    },
  ],
});
