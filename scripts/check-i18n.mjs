// Fails when a Lingui catalog is stale (the code has messages the catalogs lack, or the reverse) or when any
// catalog of a non-source language lacks a translation. Run by `npm test`; fix with `pnpm i18n:extract` and
// translating what it lists.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const localesDir = path.join(root, 'packages/i18n/locales');
const SOURCE_LOCALE = 'en';

const catalogFiles = () =>
  readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(path.join(localesDir, dir.name))
        .filter((file) => file.endsWith('.po'))
        .map((file) => path.join(localesDir, dir.name, file)),
    );

// The creation date changes on every extraction; it says nothing about the messages.
const withoutDate = (text) => text.replace(/^"POT-Creation-Date: .*\\n"\n/m, '');

const before = new Map(catalogFiles().map((file) => [file, readFileSync(file, 'utf8')]));
execFileSync('lingui', ['extract', '--clean'], { cwd: root, stdio: 'ignore' });
const stale = [];
for (const file of catalogFiles()) {
  const after = readFileSync(file, 'utf8');
  const previous = before.get(file);
  if (previous !== undefined && withoutDate(previous) === withoutDate(after)) {
    writeFileSync(file, previous); // unchanged: keep the file byte for byte
  } else {
    stale.push(path.relative(root, file));
  }
}

/** Entries (msgid → msgstr) of a PO file; multi-line strings joined. */
function entries(text) {
  const result = [];
  for (const block of text.split(/\n\s*\n/)) {
    const idMatch = /^msgid ((?:".*"\n?)+)/m.exec(block);
    const strMatch = /^msgstr ((?:".*"\n?)+)/m.exec(block);
    if (!idMatch || !strMatch) continue;
    const join = (raw) =>
      raw
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
        .join('');
    const id = join(idMatch[1]);
    if (id !== '' && !/^#~/m.test(block)) result.push({ id, str: join(strMatch[1]) });
  }
  return result;
}

const missing = [];
for (const file of catalogFiles()) {
  if (path.basename(file, '.po') === SOURCE_LOCALE) continue;
  for (const { id, str } of entries(readFileSync(file, 'utf8'))) {
    if (str.trim() === '') missing.push(`${path.relative(root, file)}: "${id}"`);
  }
}

if (stale.length) {
  console.error(`Stale catalogs (updated now by lingui extract; translate and commit them):\n  ${stale.join('\n  ')}`);
}
if (missing.length) console.error(`Missing translations:\n  ${missing.join('\n  ')}`);
if (stale.length || missing.length) process.exit(1);
console.log(`i18n: ${catalogFiles().length} catalogs current and fully translated`);
