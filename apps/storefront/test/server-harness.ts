// The production server (server.mjs) for the server tests: started once per test file against the built dist/, with a
// fake gateway behind it; the hooks below run in the importing test file.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { answerWithSchema, type FakeGateway, startFakeGateway } from './fake-gateway';
/**
 * The production server (server.mjs) as it runs: started on a free port against the built dist/, with a fake gateway
 * behind it. It tests the build in dist/: under turbo `build` runs first (turbo.json); run alone, the test builds only
 * when dist/ is missing, so rebuild after changing the app.
 */
export const appDir = fileURLToPath(new URL('..', import.meta.url));
export const clientAssetsDir = `${appDir}dist/client/assets`;

/** The secret the server signs shoppers' addresses with for the gateway (CLIENT_ADDRESS_SECRET). */
export const CLIENT_ADDRESS_SECRET = 'server-test-client-address-secret-0123456789';

export let gateway: FakeGateway;
export let server: ChildProcess;
export let origin: string;
/** What the server wrote to stderr during the current test. */
export let serverLog = '';

/**
 * Builds dist/ when it is missing. Both server test files may start at once: the one that makes the lock directory
 * builds, the other waits for it to be gone.
 */
async function buildWhenMissing(): Promise<void> {
  const lock = `${appDir}node_modules/.server-test-build`;
  try {
    mkdirSync(lock);
  } catch {
    while (existsSync(lock)) await new Promise((resolve) => setTimeout(resolve, 200));
    return;
  }
  try {
    if (existsSync(`${appDir}dist/server/server.js`)) return;
    const build = spawnSync(process.execPath, [`${appDir}node_modules/vite/bin/vite.js`, 'build'], { cwd: appDir });
    if (build.status !== 0) throw new Error(`vite build failed:\n${build.stderr}`);
    // As `pnpm build` does: the assets' brotli and gzip forms beside them.
    const precompress = spawnSync(process.execPath, [`${appDir}precompress.mjs`], { cwd: appDir });
    if (precompress.status !== 0) throw new Error(`precompress failed:\n${precompress.stderr}`);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  if (!existsSync(`${appDir}dist/server/server.js`)) await buildWhenMissing();
  gateway = await startFakeGateway();
  server = spawn(process.execPath, ['server.mjs'], {
    cwd: appDir,
    // TRUST_PROXY: the https tests below send X-Forwarded-Proto (and X-Forwarded-For) as a TLS-terminating proxy on
    // loopback would.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      GATEWAY_URL: gateway.url,
      TRUST_PROXY: 'loopback',
      CLIENT_ADDRESS_SECRET,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    serverLog += chunk.toString();
  });
  origin = await new Promise<string>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`server.mjs exited with ${code}`)));
    server.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening on (http:\/\/\S+?)\/?$/m.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    });
  });
});

afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await gateway?.close();
});

beforeEach(() => {
  gateway.answer = answerWithSchema;
  serverLog = '';
});

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, before any decoding. */
  raw: Buffer;
  /** The body decoded from its content-encoding. */
  text: string;
}

/** A request with full control over Host and Accept-Encoding, returning the bytes as they came over the wire. */
export function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${origin}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        // A 304 or a HEAD answer names the encoding of a body it does not carry.
        const decoded =
          raw.length === 0
            ? raw
            : encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : raw;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, text: decoded.toString('utf8') });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export function largestScript(): string {
  const scripts = readdirSync(clientAssetsDir).filter((name) => name.endsWith('.js'));
  const [largest] = scripts.sort(
    (a, b) => readFileSync(`${clientAssetsDir}/${b}`).length - readFileSync(`${clientAssetsDir}/${a}`).length,
  );
  if (!largest) throw new Error('The build has no scripts');
  return largest;
}
