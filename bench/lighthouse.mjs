// Lighthouse for the bench: mobile (Lighthouse's default), Debian's Chromium, each page the median of three runs.
// SEO is judged without the `is-crawlable` audit on pages that are noindex on purpose (the cart).
import { existsSync } from 'node:fs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A category's score (0–100) without the given audits (their weight taken out). */
function scoreWithout(lhr, categoryId, leftOut) {
  const category = lhr.categories[categoryId];
  const refs = category.auditRefs.filter((ref) => ref.weight > 0 && !leftOut.includes(ref.id));
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const score = refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0);
  return Math.round((score / weight) * 100);
}

/**
 * Lighthouse's LCP discovery insight: the LCP element, and whether (when it is an image) the browser is told to fetch
 * it first (`fetchpriority="high"`), finds it in the first HTML and does not lazy-load it. Not applicable (no image
 * is the LCP element): true.
 */
function lcpDiscovery(lhr) {
  const audit = lhr.audits['lcp-discovery-insight'];
  const items = audit?.details?.items ?? [];
  const checklist = items.find((item) => item.type === 'checklist')?.items ?? {};
  const node = items.find((item) => item.type === 'node');
  const checks = Object.values(checklist);
  return {
    snippet: node?.snippet ?? null,
    imagePrioritised: checks.length === 0 ? audit?.score !== 0 : checks.every((check) => check.value === true),
  };
}

/** The audits with weight that did not pass, per category: what to look at when a score is short. */
function failingAudits(lhr, categoryIds) {
  const failing = {};
  for (const id of categoryIds) {
    const refs = lhr.categories[id]?.auditRefs ?? [];
    const ids = refs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9).map((ref) => ref.id);
    if (ids.length > 0) failing[id] = ids;
  }
  return failing;
}

async function oneRun(lighthouse, chromeLauncher, url, { noindex }) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const discovery = lcpDiscovery(lhr);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: noindex ? scoreWithout(lhr, 'seo', ['is-crawlable']) : score('seo'),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      lcpElement: discovery.snippet,
      lcpImagePreloaded: discovery.imagePrioritised,
      failingAudits: failingAudits(lhr, ['performance', 'accessibility', 'seo']),
    };
  } finally {
    await chrome.kill();
  }
}

/** Median of RUNS Lighthouse runs of `url` (each figure its own median); null when Chromium is not installed. */
export async function lighthouseFigures(url, { noindex = false } = {}) {
  if (!existsSync('/usr/bin/chromium')) return { skipped: 'no /usr/bin/chromium' };
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await oneRun(lighthouse, chromeLauncher, url, { noindex }));
  const figure = (name) => median(runs.map((run) => run[name]));
  return {
    performance: figure('performance'),
    accessibility: figure('accessibility'),
    bestPractices: figure('bestPractices'),
    seo: figure('seo'),
    lcpMs: figure('lcpMs'),
    tbtMs: figure('tbtMs'),
    cls: figure('cls'),
    lcpElement: runs[0].lcpElement,
    lcpImagePreloaded: runs.every((run) => run.lcpImagePreloaded),
    failingAudits: runs[0].failingAudits,
    runs,
  };
}
