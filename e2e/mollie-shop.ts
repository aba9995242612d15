import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { test as base, storeUrl } from './fixtures';
import { E2E_MOLLIE_PORTS } from './ports';

const root = path.resolve(import.meta.dirname, '..');
const MOLLIE_TEST = path.join(root, 'packages/commerce/test/mollie');
/** A Mollie test key in the right shape: the recorded server takes any. */
const TEST_KEY = 'test_RecordedJourneys00000000000';

/** A call the recorded Mollie API received. */
export interface MollieRequest {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

/** The Mollie journeys' shop: its addresses, and the recorded Mollie behind it. */
export interface MollieShop {
  storeUrl(store: string, path?: string): string;
  gatewayUrl: string;
  storefrontPort: number;
  /** What the recorded Mollie API has received so far. */
  requests(): Promise<MollieRequest[]>;
  /** The webhooks the recorded Mollie posted (payment id, status, the gateway's answer). */
  webhooks(): Promise<{ id: string; status: string; answer: number }[]>;
  /** The payment moves at Mollie (a bank's late answer) and, for a final status, its webhook goes to the gateway. */
  move(id: string, status: string): Promise<{ webhook: { answer: number } | null }>;
}

/**
 * A second shop, configured for Mollie against the recorded server (`packages/commerce/test/mollie/serve.ts`, its
 * API and its hosted checkout page): started once per worker only when a Mollie journey runs (the journeys of one
 * file run in one worker), from the apps already built for the journeys' own shop, on a fresh embedded database.
 * The gateway trusts the recorded server's certificate (NODE_EXTRA_CA_CERTS and trust-extra-ca.ts) with TLS checks on.
 */
export const test = base.extend<Record<never, never>, { mollieShop: MollieShop }>({
  mollieShop: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const ports = E2E_MOLLIE_PORTS;
      const children: ChildProcess[] = [];
      try {
        const mollie = spawn(
          process.execPath,
          [path.join(MOLLIE_TEST, 'serve.ts'), String(ports.api), String(ports.checkout)],
          { cwd: root, env: { ...process.env, NODE_OPTIONS: '' }, stdio: ['pipe', 'pipe', 'inherit'] },
        );
        children.push(mollie);
        const lines = createInterface({ input: mollie.stdout! });
        const [ready] = (await Promise.race([once(lines, 'line'), once(mollie, 'exit')])) as [string];
        const [, apiUrl, checkoutUrl] = String(ready).split(' ');
        if (!apiUrl?.startsWith('https://') || !checkoutUrl)
          throw new Error(`The recorded Mollie did not start: ${ready}`);

        const shop = spawn(process.execPath, [path.join(root, 'scripts/run-shop.mjs')], {
          cwd: root,
          stdio: ['ignore', 'ignore', 'pipe'],
          env: {
            ...process.env,
            PORT: String(ports.storefront),
            GATEWAY_PORT: String(ports.gateway),
            SHOP_DATA_DIR: path.join(root, '.data', `e2e-mollie-pglite-${ports.storefront}`),
            SHOP_FRESH_DATA: '1',
            SHOP_QUIET: '1',
            LOG_LEVEL: 'warn',
            GTM_ID: 'GTM-TEST',
            DATABASE_URL: '',
            MOLLIE_API_KEY: TEST_KEY,
            MOLLIE_API_URL: apiUrl,
            PAYMENT_PUBLIC_URL: `http://127.0.0.1:${ports.gateway}`,
            NODE_EXTRA_CA_CERTS: path.join(MOLLIE_TEST, 'recorded-server.crt'),
            NODE_OPTIONS: `--import=${pathToFileURL(path.join(MOLLIE_TEST, 'trust-extra-ca.ts'))}`,
          },
        });
        children.push(shop);
        let log = '';
        shop.stderr?.on('data', (chunk: Buffer) => {
          log = (log + chunk.toString('utf8')).slice(-4000);
        });
        await untilHealthy(`http://127.0.0.1:${ports.storefront}/healthz`, shop, () => log);

        const control = checkoutUrl.replace(/\/checkout$/, '/recorded');
        await use({
          storeUrl: (store, pathname = '/') => storeUrl(store, pathname, ports.storefront),
          gatewayUrl: `http://127.0.0.1:${ports.gateway}/graphql`,
          storefrontPort: ports.storefront,
          requests: async () => (await fetch(`${control}/requests`)).json() as Promise<MollieRequest[]>,
          webhooks: async () => (await fetch(`${control}/webhooks`)).json(),
          move: async (id, status) => {
            const response = await fetch(`${control}/payments/${id}`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({ status }).toString(),
            });
            if (!response.ok) throw new Error(`Moving ${id} to ${status} failed: ${response.status}`);
            return response.json();
          },
        });
      } finally {
        // The shop stops its gateway and storefront on SIGTERM (scripts/run-shop.mjs).
        await Promise.all(
          children.reverse().map(async (child) => {
            if (child.exitCode !== null || child.signalCode !== null) return;
            const exited = once(child, 'exit');
            child.kill('SIGTERM');
            await exited;
          }),
        );
      }
    },
    // A fresh shop: the gateway migrates and seeds its embedded database, then the storefront starts.
    { scope: 'worker', timeout: 240_000 },
  ],
});

async function untilHealthy(url: string, shop: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 200_000;
  while (Date.now() < deadline) {
    if (shop.exitCode !== null) throw new Error(`The Mollie shop stopped:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(250);
  }
  throw new Error(`The Mollie shop did not become healthy at ${url}:\n${log()}`);
}
