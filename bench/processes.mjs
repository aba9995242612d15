// The processes the bench measures: the shop (scripts/run-shop.mjs: gateway and storefront), a second storefront with
// the page cache off (uncached page figures, against the same gateway), and what each costs (peak RSS, CPU time).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { withMemorySettings } from '../scripts/memory-settings.mjs';

export const root = path.resolve(import.meta.dirname, '..');

/** Both apps share these per bench run, so that a second storefront can join the shop's gateway. */
const sharedSecrets = {
  CLIENT_ADDRESS_SECRET: randomBytes(32).toString('hex'),
  CACHE_EVENTS_SECRET: randomBytes(32).toString('hex'),
};

export async function waitFor(url, timeoutMs = 1_800_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(250);
  }
  throw new Error(`${url} did not answer`);
}

function stopper(child) {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
    });
}

/**
 * The shop on `dataDir` (PGlite) or `databaseUrl` (a PostgreSQL server), with `env` for both apps (RESPONSE_CACHE=off):
 * resolves once the storefront answers, with the gateway's and storefront's process ids (run-shop.mjs's children) and
 * a stop function.
 */
export async function startShop({ storefrontPort, gatewayPort, products, dataDir, databaseUrl, env = {} }) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/run-shop.mjs')], {
    env: {
      ...process.env,
      ...sharedSecrets,
      PORT: String(storefrontPort),
      GATEWAY_PORT: String(gatewayPort),
      SHOP_DATA_DIR: dataDir,
      DEMO_PRODUCT_COUNT: String(products),
      LOG_LEVEL: 'warn',
      SHOP_QUIET: '1',
      DATABASE_URL: databaseUrl ?? '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = stopper(child);
  process.on('exit', () => child.exitCode === null && child.kill('SIGTERM'));
  await waitFor(`http://127.0.0.1:${storefrontPort}/healthz`);
  const children = childrenOf(child.pid);
  const pidOf = (script) => children.find((pid) => commandOf(pid).includes(script));
  return {
    gatewayPid: pidOf('gateway/dist/main.js'),
    storefrontPid: pidOf('server.mjs'),
    stop,
  };
}

/** A storefront of its own (e.g. PAGE_CACHE=off) against a running gateway. */
export async function startStorefront({ port, gatewayPort, env = {} }) {
  // The heap settings `pnpm start` and run-shop.mjs give the storefront (apps/storefront/README.md, memory).
  const nodeOptions = ['--max-semi-space-size=16', '--max-old-space-size=256'];
  const child = spawn(process.execPath, [...nodeOptions, path.join(root, 'apps/storefront/server.mjs')], {
    cwd: path.join(root, 'apps/storefront'),
    // The C library's memory settings run-shop.mjs gives the shop's storefront too.
    env: withMemorySettings({
      ...process.env,
      ...sharedSecrets,
      ...env,
      PORT: String(port),
      GATEWAY_URL: `http://127.0.0.1:${gatewayPort}/graphql`,
      STORE_BASE_URL_PATTERN: `http://{code}.localhost:${port}`,
      DEFAULT_STORE_BASE_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
    }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.on('exit', () => child.exitCode === null && child.kill('SIGTERM'));
  await waitFor(`http://127.0.0.1:${port}/healthz`, 120_000);
  return { pid: child.pid, stop: stopper(child) };
}

/** The processes whose parent is `pid` (from /proc: each process's stat names its parent). */
function childrenOf(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry));
    } catch {}
  }
  return children;
}

function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** Peak resident memory of a process so far (VmHWM), in MB; null where /proc cannot tell. */
export function peakRssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('VmHWM:'));
    return line ? Math.round(Number(line.split(/\s+/)[1]) / 1024) : null;
  } catch {
    return null;
  }
}

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in ms; null where /proc cannot tell. */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces) start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
