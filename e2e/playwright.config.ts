import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_GATEWAY_PORT, E2E_STOREFRONT_PORT } from './ports';

/**
 * Browser journeys against the built shop, started by scripts/run-shop.mjs on ports of their own with a fresh
 * embedded database. Debian's Chromium only: no browser is ever downloaded.
 */
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The journeys on COMMERCE=shopware run against a shop of their own (shopware/playwright.config.ts).
  testIgnore: 'shopware/**',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: `../test-results/${E2E_STOREFRONT_PORT}`,
  // Journeys visit up to ten pages and run axe-core on each (1–3 s a page on two shared cores, a listing with the full
  // shell more): a checkout journey alone takes ~35 s, beside another journey and the shop's own work up to twice that.
  timeout: 120_000,
  // A first client navigation on a cold shop (2 shared cores) can take a few seconds.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${E2E_STOREFRONT_PORT}`,
    // A failed journey keeps its trace (actions, DOM snapshots, network), without the screencast: recording frames
    // doubled a journey's time on two cores (software compositing in headless Chromium).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/run-shop.mjs',
    cwd: root,
    url: `http://127.0.0.1:${E2E_STOREFRONT_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_STOREFRONT_PORT),
      GATEWAY_PORT: String(E2E_GATEWAY_PORT),
      SHOP_DATA_DIR: path.join(root, '.data', `e2e-pglite-${E2E_STOREFRONT_PORT}`),
      SHOP_FRESH_DATA: '1',
      LOG_LEVEL: 'warn',
      // The journeys run on the embedded database even when DATABASE_URL points the integration tests at a server.
      DATABASE_URL: '',
      // The in-store journey opens and closes sessions with the staff endpoint (an-in-store-tablet-session.spec.ts).
      INSTORE_STAFF_KEY: process.env.E2E_INSTORE_STAFF_KEY ?? 'e2e-instore-staff-key-0123456789',
      // A fake tag manager container: it loads only after consent, and the journeys answer or refuse its script
      // (page.route) so nothing leaves the machine (a-shopper-chooses-cookies.spec.ts).
      GTM_ID: 'GTM-TEST',
    },
  },
});
