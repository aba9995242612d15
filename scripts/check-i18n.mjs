// Fails when a Lingui catalog is stale (the code has messages the catalogs lack, or the reverse), when any
// catalog of a non-source language lacks a translation, or when a message speaks to the shopper in the form of
// address its language did not choose (German "du", French "vous", Dutch "je": packages/i18n/src/form-of-address.ts).
// Run by `npm test`; fix with `pnpm i18n:extract` and translating what it lists.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  poMessages as entries,
  findOtherFormOfAddress,
  staleAllowedMessages,
} from '../packages/i18n/src/form-of-address.ts';

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

const missing = [];
for (const file of catalogFiles()) {
  if (path.basename(file, '.po') === SOURCE_LOCALE) continue;
  for (const { id, str } of entries(readFileSync(file, 'utf8'))) {
    if (str.trim() === '') missing.push(`${path.relative(root, file)}: "${id}"`);
  }
}

// One form of address per language, across the storefront and gateway catalogs.
const otherForm = [];
const staleAllowList = [];
const messagesByLanguage = new Map();
for (const file of catalogFiles()) {
  const language = path.basename(file, '.po');
  const messages = entries(readFileSync(file, 'utf8'));
  messagesByLanguage.set(language, [...(messagesByLanguage.get(language) ?? []), ...messages]);
  for (const finding of findOtherFormOfAddress(language, messages)) {
    otherForm.push(`${path.relative(root, file)}: "${finding.id}" → "${finding.str}" (${finding.words.join(', ')})`);
  }
}
for (const [language, messages] of messagesByLanguage) {
  for (const id of staleAllowedMessages(language, messages)) staleAllowList.push(`${language}: "${id}"`);
}

if (stale.length) {
  console.error(`Stale catalogs (updated now by lingui extract; translate and commit them):\n  ${stale.join('\n  ')}`);
}
if (missing.length) console.error(`Missing translations:\n  ${missing.join('\n  ')}`);
if (otherForm.length) {
  console.error(
    `Messages in the other form of address (see packages/i18n/src/form-of-address.ts):\n  ${otherForm.join('\n  ')}`,
  );
}
if (staleAllowList.length) {
  console.error(`Form-of-address allow-list entries no longer needed:\n  ${staleAllowList.join('\n  ')}`);
}
if (stale.length || missing.length || otherForm.length || staleAllowList.length) process.exit(1);
console.log(`i18n: ${catalogFiles().length} catalogs current and fully translated`);
