// First-load JavaScript of a page: what a shopper's browser downloads and runs before the page is interactive.
//
// Three readings:
// - `inHtml`: the scripts and module preloads the route's HTML names, plus its inline scripts (the router's
//   dehydrated data, the accessibility settings); JSON-LD is data for search engines, not JavaScript the browser runs.
// - `untilHydrated` (the figure the budget is checked against): every script Debian's Chromium fetched for the page
//   asked for before it had hydrated (finished or not), without any interaction, plus the same inline scripts. It
//   also counts what the entry imports before it hydrates (the store language's message catalog), which the HTML
//   does not name. `ownCodeGzipBytes` is the part that is the shop's own code (all but the React and framework
//   chunks, vite.config.ts).
// - `untilIdle`: the same until the page has loaded and the network has been quiet (code a page loads after hydration
//   on its own: parts below the fold, browser-only parts), without the idle link prefetch.
// Each file is gzipped on its own (level 6, as a server compresses it), so the figures do not depend on the
// storefront's own compression settings.
//
// Usable alone against a running shop: `node bench/first-load.mjs http://localhost:3000 /products/`.
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

/** The build's library chunks (vite.config.ts: React, and the router, Start and Lingui): the rest is the shop's code. */
const LIBRARY_CHUNK = /\/assets\/(react|framework)-[\w-]+\.js$/;

function scriptsNamedIn(html) {
  const sources = new Set();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) sources.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) sources.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g)) sources.add(match[1]);
  for (const match of html.matchAll(/import\(["']([^"']+\.js)["']\)/g)) sources.add(match[1]);
  return sources;
}

async function gzipBytesOf(origin, sources) {
  const files = [];
  for (const source of sources) {
    const url = new URL(source, origin);
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const bytes = Buffer.from(await response.arrayBuffer());
    files.push({ path: url.pathname, rawBytes: bytes.length, gzipBytes: gzipSync(bytes).length });
  }
  return files;
}

/**
 * The scripts Chromium fetches for a page: until it has hydrated (the root route's `shop:hydrated` mark, with
 * `<html data-hydrated>`) and
 * until it has loaded and the network has been quiet for 500 ms. Data saver is on, so the idle link prefetch (spec §9:
 * code of the routes the visible links lead to) stays out: it is the next pages' code, fetched after the page is
 * interactive.
 */
async function scriptsFetchedByBrowser(url) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
  });
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
    });
    const scripts = new Set();
    // Every script asked for counts, finished or not by the time the page hydrated.
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
    const noticed = new Set(scripts);
    await page.waitForLoadState('load');
    await page.waitForLoadState('networkidle');
    // The root route marks the moment it hydrated (`shop:hydrated`): the scripts whose request started before it
    // count, whether or not they had finished, and none the page asked for after it (however late Playwright
    // noticed the flag on a busy machine).
    const startedBefore = await page.evaluate(() => {
      const hydratedAt = performance.getEntriesByName('shop:hydrated')[0]?.startTime;
      if (hydratedAt === undefined) return null;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= hydratedAt && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.name);
    });
    const untilHydrated = startedBefore ? new Set(startedBefore.filter((script) => scripts.has(script))) : noticed;
    return { untilHydrated, untilIdle: new Set(scripts) };
  } finally {
    await browser.close();
  }
}

/** First-load JavaScript of `route` on the storefront at `origin`. */
export async function firstLoadJs(origin, route) {
  const html = await (await fetch(new URL(route, origin))).text();
  const inline = [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1]).join('');
  const inlineGzipBytes = gzipSync(inline).length;
  const sum = (files) => inlineGzipBytes + files.reduce((total, file) => total + file.gzipBytes, 0);
  const inHtml = await gzipBytesOf(origin, scriptsNamedIn(html));
  const result = {
    route,
    inlineGzipBytes,
    inHtml: { files: inHtml.length, gzipBytes: sum(inHtml) },
  };
  if (!existsSync('/usr/bin/chromium')) return { ...result, gzipBytes: result.inHtml.gzipBytes, inBrowser: null };
  const fetched = await scriptsFetchedByBrowser(new URL(route, origin).href);
  const hydrated = await gzipBytesOf(origin, fetched.untilHydrated);
  hydrated.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const idle = await gzipBytesOf(origin, fetched.untilIdle);
  const library = hydrated.filter((file) => LIBRARY_CHUNK.test(file.path));
  const libraryGzipBytes = library.reduce((total, file) => total + file.gzipBytes, 0);
  return {
    ...result,
    gzipBytes: sum(hydrated),
    libraryGzipBytes,
    ownCodeGzipBytes: sum(hydrated) - libraryGzipBytes,
    untilHydrated: { files: hydrated.length, gzipBytes: sum(hydrated), scripts: hydrated },
    untilIdle: {
      files: idle.length,
      gzipBytes: sum(idle),
      after: idle.filter((file) => !hydrated.some((other) => other.path === file.path)).map((file) => file.path),
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin = 'http://localhost:3000', ...routes] = process.argv.slice(2);
  for (const route of routes.length > 0 ? routes : ['/']) {
    const figures = await firstLoadJs(origin, route);
    console.log(
      `${route}: ${figures.gzipBytes} B gzip (${(figures.gzipBytes / 1024).toFixed(1)} KiB) until hydrated, the shop's own code ${figures.ownCodeGzipBytes} B; ${figures.untilIdle?.gzipBytes} B until idle; ${figures.inHtml.gzipBytes} B named in the HTML; inline ${figures.inlineGzipBytes} B`,
    );
    console.log(`  after hydration: ${figures.untilIdle?.after.join(' ')}`);
    for (const script of figures.untilHydrated?.scripts ?? []) {
      console.log(`  ${String(script.gzipBytes).padStart(7)} B  ${script.path}`);
    }
  }
}
