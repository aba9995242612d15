// The bench's figures as a table on the console (results.json holds them all, with every run).

export function printFigures(results) {
  const load = (name, r) =>
    console.log(
      `${name.padEnd(46)} ${String(r.requestsPerSecond).padStart(7)} req/s   p50 ${String(r.latencyP50Ms).padStart(5)} ms   p99 ${String(r.latencyP99Ms).padStart(5)} ms   errors ${r.errors}${r.floor ? `   floor ${r.floor.requestsPerSecond} req/s (${r.bodyBytes} B ${r.contentEncoding}), ratio ${r.floorRatio}` : ''}${r.cpuMsPerRequest !== undefined ? `   server CPU ${r.cpuMsPerRequest} ms/view` : ''}`,
    );
  const latency = (name, r) =>
    console.log(
      `${name.padEnd(46)} p50 ${String(r.p50Ms).padStart(6)} ms   p95 ${String(r.p95Ms).padStart(6)} ms   p99 ${String(r.p99Ms).padStart(6)} ms   (${r.samples} requests)`,
    );
  const { gateway, storefront, commerce, postgres } = results;
  console.log('');
  load('gateway product(sku), stitched', gateway.productStitched);
  load('gateway product(sku), catalog subschema alone', gateway.productDirect);
  console.log(`${'gateway stitched / direct'.padEnd(46)} ${gateway.stitchedToDirectRatio}`);
  load('gateway product(sku) never asked before, stitched', gateway.distinctProductStitched);
  load('gateway product(sku) never asked before, alone', gateway.distinctProductDirect);
  console.log(`${'gateway stitched / direct, never asked before'.padEnd(46)} ${gateway.distinctStitchedToDirectRatio}`);
  load('gateway products(8) + merged stock', gateway.productsWithStock);
  latency('quick search, first time asked', gateway.search.quickSearchFirstTime);
  latency('quick search, warm', gateway.search.quickSearchWarm);
  latency('faceted listing, first time asked', gateway.search.facetedListingFirstTime);
  latency('faceted listing, warm', gateway.search.facetedListingWarm);
  latency('gateway addToCart, sequential', commerce.addToCart);
  latency('gateway placeOrder, sequential', commerce.placeOrder);
  const race = commerce.concurrentOrders;
  console.log(
    `${'engine orders, concurrent'.padEnd(46)} ${race.ordersPerSecond} orders/s; ${race.placed} placed, ${race.refused} refused of ${race.attempts}; ${race.oversold ? 'OVERSOLD' : 'never oversold'}`,
  );
  for (const [key, figures] of Object.entries(storefront.cached))
    load(`cached ${key} (${figures.cacheStatus ?? 'no cache header'})`, figures);
  load('static JavaScript asset', storefront.asset);
  for (const [key, figures] of Object.entries(storefront.uncached)) load(`uncached ${key}`, figures);
  for (const js of storefront.firstLoadJavaScript) {
    console.log(
      `${`first-load JS ${js.page} (${js.route})`.padEnd(46)} ${String(js.gzipBytes).padStart(7)} B gzip until hydrated (${js.untilHydrated?.files ?? js.inHtml.files} files; shop's own code ${js.ownCodeGzipBytes ?? '-'} B)`,
    );
  }
  for (const [page, figures] of Object.entries(results.lighthouse)) {
    const { runs, ...median } = figures;
    console.log(`${`lighthouse ${page}`.padEnd(46)} ${JSON.stringify(median)}`);
  }
  console.log(`${'peak RSS'.padEnd(46)} ${JSON.stringify(results.memory)}`);
  if (postgres.skipped) console.log(`${'PostgreSQL server'.padEnd(46)} skipped: ${postgres.skipped}`);
  else {
    load('PostgreSQL: product(sku), stitched', postgres.productStitched);
    load('PostgreSQL: product(sku), subschema alone', postgres.productDirect);
    load('PostgreSQL: products(8) + merged stock', postgres.productsWithStock);
    latency('PostgreSQL: quick search, first time', postgres.search.quickSearchFirstTime);
    latency('PostgreSQL: faceted listing, first time', postgres.search.facetedListingFirstTime);
  }
}
