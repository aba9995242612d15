#!/usr/bin/env node
// Fails when a hand-written source file is longer than MAX_LINES: long files hide several concepts, so they are split
// by meaning. Function length is biome's job (complexity/noExcessiveLinesPerFunction in biome.json).
//
// Checked: the repository's source files (tracked, or new and not ignored). Exempt: code written by tools or kept as
// data (generated files, migrations, the demo data) and the GraphQL SDL modules of packages/schema, whose length is
// the schema's own.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX_LINES = 400;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css)$/;
const EXEMPT = [
  /(^|\/)generated\//,
  /\.generated\.ts$/,
  /(^|\/)routeTree\.gen\.ts$/,
  /^packages\/db\/src\/migrations\//,
  /^packages\/demo-data\//,
];
const SDL_FOLDER = 'packages/schema/src/';

/** An SDL module only exports `…TypeDefs` strings (`export const xTypeDefs = /* GraphQL *\/ \`…\``). */
function isSdlModule(file, text) {
  if (!file.startsWith(SDL_FOLDER) || !text.includes('/* GraphQL */')) return false;
  const exports = text.match(/^export\s+.*$/gm) ?? [];
  return exports.length > 0 && exports.every((line) => /^export\s+const\s+\w+TypeDefs\b/.test(line));
}

function countLines(text) {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

function sourceFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const files = new Set(listed.split('\0').filter(Boolean));
  return [...files].filter((file) => SOURCE.test(file) && !EXEMPT.some((pattern) => pattern.test(file)));
}

const offenders = [];
for (const file of sourceFiles()) {
  const absolute = path.join(ROOT, file);
  if (!existsSync(absolute)) continue; // deleted in the work tree, not yet in the index
  const text = readFileSync(absolute, 'utf8');
  if (isSdlModule(file, text)) continue;
  const lines = countLines(text);
  if (lines > MAX_LINES) offenders.push({ file, lines });
}

if (offenders.length > 0) {
  offenders.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
  process.stderr.write(`${offenders.length} file(s) over ${MAX_LINES} lines (split them by meaning):\n`);
  for (const { file, lines } of offenders) process.stderr.write(`  ${String(lines).padStart(5)}  ${file}\n`);
  process.exit(1);
}
process.stdout.write(`Every source file has at most ${MAX_LINES} lines.\n`);
