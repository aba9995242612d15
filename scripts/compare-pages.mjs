// Saves the server-rendered HTML of pages and compares two such snapshots: a refactoring that must not change what a
// shopper sees saves the pages before and after, then compares them.
//
//   node scripts/compare-pages.mjs save <dir> <url>...      fetch each URL, save its HTML (normalised) in <dir>
//   node scripts/compare-pages.mjs diff <before> <after>    compare the pages saved in both; exit 1 on a difference
//
// Each page is fetched until two answers agree (a first request may stream a part later). URLs on `{store}.localhost` are fetched from 127.0.0.1 with their host name (no DNS needed). The saved HTML is
// normalised: asset hashes, nonces, build ids, request ids and timestamps vary between builds and requests.
// `diff` compares the markup (the rendered page) and, separately, the inline scripts (the router's dehydrated data):
// a difference there does not change what a shopper sees, so it is reported apart. Set COMPARE_SCRIPTS=1 to fail on
// it too, IGNORE_ASSETS=1 to leave out the build's stylesheet and module links (a changed chunk split).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

function fetchPage(url) {
  const target = new URL(url);
  const local = target.hostname === 'localhost' || target.hostname.endsWith('.localhost');
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: local ? '127.0.0.1' : target.hostname,
        port: target.port || 80,
        path: `${target.pathname}${target.search}`,
        headers: { host: target.host, accept: 'text/html', 'user-agent': 'compare-pages' },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** What differs between builds and requests without changing the page. */
export function normalise(html) {
  return (
    html
      // Hashed asset names: /assets/ContentPage-Bx12_aZ.js → /assets/ContentPage-[hash].js
      .replace(/(\/assets\/[\w.-]+?)-[\w-]{8,}(\.\w+)/g, '$1-[hash]$2')
      .replace(/\bnonce="[^"]*"/g, 'nonce="[nonce]"')
      .replace(/(<meta property="csp-nonce" content=)"[^"]*"/g, '$1"[nonce]"')
      .replace(/("?nonce"?\s*:\s*)"[^"]*"/g, '$1"[nonce]"')
      .replace(/("?(?:buildId|requestId|build)"?\s*:\s*)"[^"]*"/g, '$1"[id]"')
      .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g, '[uuid]')
      .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g, '[timestamp]')
      .replace(/("?(?:updatedAt|dataUpdatedAt|fetchedAt|now|u)"?\s*:\s*)\d{12,}/g, '$1[time]')
      // One element or attribute per line, so a difference is easy to read.
      .replace(/></g, '>\n<')
  );
}

const fileName = (url) => {
  const target = new URL(url);
  const slug = `${target.host}${target.pathname}${target.search}`.replace(/[^\w.-]+/g, '_').replace(/_+$/, '');
  return `${slug}.html`;
};

/** The page split into markup (inline script bodies blanked) and the inline scripts' text. */
function parts(html) {
  const scripts = [];
  const markup = html.replace(/(<script\b[^>]*>)([\s\S]*?)(<\/script>)/g, (_all, open, body, close) => {
    scripts.push(body);
    return `${open}[script ${scripts.length}]${close}`;
  });
  return { markup, scripts: scripts.join('\n----\n') };
}

/**
 * The differing lines of two texts (a longest-common-subsequence diff), as `- ` and `+ ` lines, at most `limit`.
 * Pages are a few thousand lines: the quadratic table stays small.
 */
function lineDiff(before, after, limit = 40) {
  const a = before.split('\n');
  const b = after.split('\n');
  // Common head and tail first: the table covers only the middle.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) {
    tail += 1;
  }
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);
  const table = Array.from({ length: x.length + 1 }, () => new Uint32Array(y.length + 1));
  for (let i = x.length - 1; i >= 0; i -= 1) {
    for (let j = y.length - 1; j >= 0; j -= 1) {
      table[i][j] = x[i] === y[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
    }
  }
  const lines = [];
  const clip = (line) => (line.length > 300 ? `${line.slice(0, 300)}…` : line);
  let i = 0;
  let j = 0;
  while ((i < x.length || j < y.length) && lines.length < limit) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      i += 1;
      j += 1;
    } else if (j < y.length && (i === x.length || table[i][j + 1] >= table[i + 1][j])) {
      lines.push(`+ ${head + j + 1}: ${clip(y[j])}`);
      j += 1;
    } else {
      lines.push(`- ${head + i + 1}: ${clip(x[i])}`);
      i += 1;
    }
  }
  return lines;
}

/** Stylesheets, preloads and module scripts of the build: with `IGNORE_ASSETS=1` a new chunk split is no difference. */
const withoutAssets = (html) =>
  process.env.IGNORE_ASSETS === '1'
    ? html
        .split('\n')
        .filter((line) => !/^<link rel="(?:stylesheet|modulepreload)"|^<script [^>]*src="\/assets\//.test(line))
        .join('\n')
    : html;

async function save(dir, urls) {
  mkdirSync(dir, { recursive: true });
  for (const url of urls) {
    // A first request may stream a part later (a cold cache, a lazy chunk): fetched until two answers agree (at most 4).
    let status;
    let html;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const answer = await fetchPage(url);
      const previous = html;
      status = answer.status;
      html = normalise(answer.body);
      if (html === previous) break;
    }
    writeFileSync(path.join(dir, fileName(url)), `<!-- ${url} ${status} -->\n${html}`);
    console.log(`${status} ${url} → ${path.join(dir, fileName(url))}`);
  }
}

function diff(beforeDir, afterDir) {
  const files = readdirSync(beforeDir).filter((file) => file.endsWith('.html'));
  let failed = false;
  for (const file of files) {
    let after;
    try {
      after = readFileSync(path.join(afterDir, file), 'utf8');
    } catch {
      console.log(`MISSING  ${file} (not in ${afterDir})`);
      failed = true;
      continue;
    }
    const before = parts(withoutAssets(readFileSync(path.join(beforeDir, file), 'utf8')));
    const now = parts(withoutAssets(after));
    const markupSame = before.markup === now.markup;
    const scriptsSame = before.scripts === now.scripts;
    if (markupSame && scriptsSame) {
      console.log(`SAME     ${file}`);
      continue;
    }
    if (!markupSame) failed = true;
    if (!scriptsSame && process.env.COMPARE_SCRIPTS === '1') failed = true;
    console.log(`${markupSame ? 'SCRIPTS' : 'DIFFERS'}  ${file}`);
    // The dehydrated data is one long line: one line per value, so that a difference shows as itself.
    const values = (text) => text.replace(/,/g, ',\n');
    const lines = markupSame
      ? lineDiff(values(before.scripts), values(now.scripts))
      : lineDiff(before.markup, now.markup);
    for (const line of lines) console.log(`  ${line}`);
  }
  console.log(failed ? 'The pages differ.' : 'The pages are the same (markup).');
  return failed ? 1 : 0;
}

const [command, ...args] = process.argv.slice(2);
if (command === 'save' && args.length >= 2) {
  await save(args[0], args.slice(1));
} else if (command === 'diff' && args.length === 2) {
  process.exitCode = diff(args[0], args[1]);
} else {
  console.error('usage: compare-pages.mjs save <dir> <url>... | diff <before-dir> <after-dir>');
  process.exitCode = 2;
}
