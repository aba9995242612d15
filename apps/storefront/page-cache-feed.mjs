// The gateway's changes, read for the page cache: `GET /internal/cache-events?after=<cursor>` every `intervalMs`,
// with the shared CACHE_EVENTS_SECRET. Each change purges the pages that carry its tags; a reset (the gateway
// restarted, or this reader fell behind) drops every page. While the feed cannot be read, `healthy()` says so and
// the cache serves nothing: a page it kept may show what changed meanwhile.

/**
 * @param {object} options
 * @param {string} options.gatewayOrigin
 * @param {string} options.secret
 * @param {number} options.intervalMs
 * @param {{ purge(tags: string[]): unknown, clear(): unknown }} options.cache
 * @param {(message: string) => void} [options.log]
 */
export function startCacheEventsFeed({ gatewayOrigin, secret, intervalMs, cache, log = () => {} }) {
  let cursor = '';
  let lastRead = 0;
  let stopped = false;
  let timer;
  let failing = false;
  // A few slow polls under load are tolerated; a feed silent for longer turns the cache off until it answers again.
  const staleAfterMs = Math.max(5000, intervalMs * 8);

  async function poll() {
    try {
      const response = await fetch(`${gatewayOrigin}/internal/cache-events?after=${encodeURIComponent(cursor)}`, {
        headers: { authorization: `Bearer ${secret}` },
        signal: AbortSignal.timeout(Math.max(2000, intervalMs * 4)),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const page = await response.json();
      // Purged before the cursor moves on: a purge that fails (a shared store out of reach) is tried again.
      if (page.reset) await cache.clear();
      for (const event of page.events ?? []) await cache.purge(event.tags);
      cursor = page.cursor;
      lastRead = Date.now();
      if (failing) log("the gateway's cache events are read again");
      failing = false;
    } catch (error) {
      if (!failing)
        log(`the gateway's cache events cannot be read (${error.message}): no page is served from the cache`);
      failing = true;
    } finally {
      if (!stopped) timer = setTimeout(poll, intervalMs);
      timer?.unref?.();
    }
  }
  void poll();
  return {
    healthy: () => Date.now() - lastRead < staleAfterMs,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
