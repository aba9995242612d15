// Runs the built shop: the gateway first (it migrates and seeds the embedded database), then the storefront once the
// gateway is ready. Stops both when either stops or on Ctrl-C. Used by `npm start`, the browser tests and the bench.
//
//   node scripts/run-shop.mjs          ports from GATEWAY_PORT (4000) and PORT (3000)
//   SHOP_FRESH_DATA=1                  start from an empty embedded database (tests, bench)
//   CLIENT_ADDRESS_SECRET              shared by both apps; a random one per run when unset (outside production)
//   CACHE_EVENTS_SECRET                likewise: the storefront's page cache reads the gateway's change feed with it
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { withMemorySettings } from './memory-settings.mjs';

const root = path.resolve(import.meta.dirname, '..');
const gatewayPort = Number(process.env.GATEWAY_PORT ?? 4000);
const storefrontPort = Number(process.env.PORT ?? 3000);
const quiet = process.env.SHOP_QUIET === '1';

// Both apps get the C library's memory settings (memory-settings.mjs) unless the environment sets its own.
const env = withMemorySettings({
  ...process.env,
  GATEWAY_PORT: String(gatewayPort),
  PORT: String(storefrontPort),
  GATEWAY_URL: process.env.GATEWAY_URL ?? `http://127.0.0.1:${gatewayPort}/graphql`,
  SHOP_DATA_DIR: process.env.SHOP_DATA_DIR ?? path.join(root, '.data', 'pglite'),
  STORE_BASE_URL_PATTERN: process.env.STORE_BASE_URL_PATTERN ?? `http://{code}.localhost:${storefrontPort}`,
  DEFAULT_STORE_BASE_URL: process.env.DEFAULT_STORE_BASE_URL ?? `http://localhost:${storefrontPort}`,
  // The storefront signs each shopper's address with it, the gateway checks it (per-client rate limits). Both apps
  // refuse to start without one in production; here, outside production, one random secret per run serves both.
  ...(process.env.CLIENT_ADDRESS_SECRET || process.env.NODE_ENV === 'production'
    ? {}
    : { CLIENT_ADDRESS_SECRET: randomBytes(32).toString('hex') }),
  // The storefront's page cache reads the gateway's feed of changes (purges) with it; without it pages are cached
  // for their short TTL only.
  ...(process.env.CACHE_EVENTS_SECRET || process.env.NODE_ENV === 'production'
    ? {}
    : { CACHE_EVENTS_SECRET: randomBytes(32).toString('hex') }),
});

const children = [];
let stopping = false;

function start(name, script, cwd, nodeOptions = []) {
  const child = spawn(process.execPath, [...nodeOptions, script], {
    cwd,
    env,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[shop] ${name} stopped (${signal ?? code}); stopping the shop`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // A child that does not stop in time is killed: never leave a gateway behind holding the embedded database.
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 10_000).unref();
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((r) => child.on('exit', r)) : null))).then(
    () => process.exit(code),
  );
}

/** The first start on a large catalogue (bench: 100 000 products) generates and indexes it for minutes. */
const GATEWAY_READY_TIMEOUT_MS = Number(process.env.SHOP_READY_TIMEOUT_MS ?? 30 * 60_000);

async function waitFor(url, name, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {}
    await sleep(200);
  }
  console.error(`[shop] ${name} did not become ready at ${url}`);
  stop(1);
}

if (process.env.SHOP_FRESH_DATA === '1') rmSync(env.SHOP_DATA_DIR, { recursive: true, force: true });

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// On PGlite, PostgreSQL runs as WebAssembly in the gateway: on V8's baseline compiler only, as V8's optimizing tier
// takes some 500 MB for a moment whenever it compiles PostgreSQL's hot functions (decision 9, docs/operations.md).
// The flag touches nothing but WebAssembly: with a server database (DATABASE_URL) it changes nothing.
start('gateway', path.join(root, 'apps/gateway/dist/main.js'), root, ['--liftoff-only']);
await waitFor(`http://127.0.0.1:${gatewayPort}/readyz`, 'gateway', GATEWAY_READY_TIMEOUT_MS);
if (stopping) await new Promise(() => {}); // stop() exits the process
// The storefront's heap is kept small, as `pnpm start` keeps it (apps/storefront/README.md, memory).
start('storefront', 'server.mjs', path.join(root, 'apps/storefront'), [
  '--max-semi-space-size=16',
  '--max-old-space-size=256',
]);
await waitFor(`http://127.0.0.1:${storefrontPort}/healthz`, 'storefront');
if (!stopping) {
  console.log(`
[shop] ready
  storefront  http://localhost:${storefrontPort}/   (other stores: http://en.localhost:${storefrontPort}/, http://de-de.localhost:${storefrontPort}/, ...)
  gateway     http://localhost:${gatewayPort}/graphql  (GraphiQL in a browser)
`);
}
