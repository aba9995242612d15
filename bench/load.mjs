// Throughput figures for the bench: a warm-up (not counted) and then three runs, of which the median is reported
// (requests per second and latency percentiles each the median of the three); every run is kept in results.json. The
// floor is the same measurement against a plain Node server answering the very bytes of the measured response.
//
// The load generator is wrk (Debian's package, installed by `npm run bench` as root) for every load of one request
// again and again; autocannon only for a sequence of different requests (`requests`), and for everything when wrk is
// missing (BENCH_LOAD_GENERATOR=autocannon forces it). Why: autocannon turns every response body into a JavaScript
// string (its client does `body += chunk`), so its own CPU per response depends on the bytes — UTF-8 decoding of
// compressed bytes costs several times what a run of ASCII letters does — and on two cores it shares with the server
// it capped a plain Node server sending the home page's brotli bytes at about 2 400 req/s (26 000 for the same number
// of letters). wrk counts bytes without reading them: the figure is the server's, not the load generator's.
import { execFile, fork } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const settings = {
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  warmUpSeconds: Number(process.env.BENCH_WARM_UP ?? 3),
  runs: Number(process.env.BENCH_RUNS ?? 3),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
};

const WRK = '/usr/bin/wrk';
/** Which load generator measures loads of one repeated request. */
export const loadGenerator =
  process.env.BENCH_LOAD_GENERATOR !== 'autocannon' && existsSync(WRK) ? 'wrk' : 'autocannon';

/** One run's figures, whichever generator measured them. */
function autocannonRun(options, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: settings.connections, duration, ...options }, (error, result) => {
      if (error) return reject(error);
      const answered = result.requests.total > 0;
      resolve({
        requestsPerSecond: Math.round(result.requests.average),
        // A run in which no request completed has no latency to tell (autocannon says 0).
        latencyP50Ms: answered ? result.latency.p50 : null,
        latencyP99Ms: answered ? result.latency.p99 : null,
        errors: result.errors + result.timeouts + result.non2xx,
        requests: result.requests.total,
        bytes: result.throughput.total,
      });
    });
  });
}

/** wrk's script: the request's method, headers and body, and the figures as one JSON line when the run is done. */
function wrkScript({ method = 'GET', headers = {}, body }) {
  const lua = (value) => JSON.stringify(String(value)); // a JSON string is a valid Lua string literal here
  return [
    `wrk.method = ${lua(method)}`,
    ...Object.entries(headers).map(([name, value]) => `wrk.headers[${lua(name)}] = ${lua(value)}`),
    ...(body === undefined ? [] : [`wrk.body = ${lua(body)}`]),
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format("\\nWRK_FIGURES {\\"requests\\":%d,\\"durationUs\\":%d,\\"bytes\\":%d,\\"errors\\":%d,' +
      '\\"p50Us\\":%d,\\"p99Us\\":%d}\\n", summary.requests, summary.duration, summary.bytes,' +
      ' e.connect + e.read + e.write + e.status + e.timeout, latency:percentile(50), latency:percentile(99)))',
    'end',
  ].join('\n');
}

/** One thread: the server under test keeps the other core of the bench machine. */
function wrkRun(options, duration) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-wrk-'));
  const script = path.join(dir, 'request.lua');
  writeFileSync(script, wrkScript(options));
  const args = ['-t1', `-c${settings.connections}`, `-d${duration}s`, '--timeout', '10s', '-s', script, options.url];
  return new Promise((resolve, reject) => {
    execFile(WRK, args, { maxBuffer: 1 << 20 }, (error, stdout) => {
      rmSync(dir, { recursive: true, force: true });
      if (error) return reject(error);
      const line = stdout.split('\n').find((entry) => entry.startsWith('WRK_FIGURES '));
      if (!line) return reject(new Error(`wrk printed no figures: ${stdout}`));
      const figures = JSON.parse(line.slice('WRK_FIGURES '.length));
      const answered = figures.requests > 0;
      resolve({
        requestsPerSecond: Math.round(figures.requests / (figures.durationUs / 1e6)),
        latencyP50Ms: answered ? Math.round(figures.p50Us / 10) / 100 : null,
        latencyP99Ms: answered ? Math.round(figures.p99Us / 10) / 100 : null,
        errors: figures.errors,
        requests: figures.requests,
        bytes: figures.bytes,
      });
    });
  });
}

function loadRun(options, duration) {
  return loadGenerator === 'wrk' && !options.requests ? wrkRun(options, duration) : autocannonRun(options, duration);
}

/** The median of the runs' figures; null when any run could not tell (no request answered). */
const median = (values) => {
  if (values.some((value) => value === null)) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Requests per second and latency (median of `settings.runs` runs after a warm-up) for `options` (url, method,
 * headers, body; or `requests`, autocannon's sequence of different requests). `around` is told before and after each counted run (CPU
 * accounting of the processes under load).
 */
export async function measureLoad(options, { around } = {}) {
  if (settings.warmUpSeconds > 0) await loadRun(options, settings.warmUpSeconds);
  const runs = [];
  for (let run = 0; run < settings.runs; run++) {
    const before = around?.before();
    const { bytes, ...result } = await loadRun(options, settings.durationSeconds);
    runs.push({
      ...result,
      bytesPerResponse: result.requests > 0 ? Math.round(bytes / result.requests) : 0,
      ...(around ? around.after(before, result.requests) : {}),
    });
  }
  const figure = (name) => median(runs.map((run) => run[name]));
  const summary = {
    requestsPerSecond: figure('requestsPerSecond'),
    latencyP50Ms: figure('latencyP50Ms'),
    latencyP99Ms: figure('latencyP99Ms'),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    bytesPerResponse: figure('bytesPerResponse'),
    generator: loadGenerator === 'wrk' && !options.requests ? 'wrk' : 'autocannon',
    runs,
  };
  if (around) summary.cpuMsPerRequest = figure('cpuMsPerRequest');
  return summary;
}

/**
 * The floor beside a figure: a plain Node `http` server (its own process) answering `body` (the very bytes the
 * measured response carried) from memory, measured the same way.
 */
export async function measureFloor(body, port = 3299) {
  const bodyFile = path.join(mkdtempSync(path.join(tmpdir(), 'bench-floor-')), 'body');
  writeFileSync(bodyFile, body);
  const server = fork(path.join(import.meta.dirname, 'floor-server.mjs'), {
    env: { ...process.env, FLOOR_BODY_FILE: bodyFile, FLOOR_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    await new Promise((resolve, reject) => {
      server.once('message', resolve);
      server.once('exit', () => reject(new Error('the floor server stopped')));
    });
    return { bodyBytes: body.length, ...(await measureLoad({ url: `http://127.0.0.1:${port}/` })) };
  } finally {
    server.kill('SIGTERM');
    rmSync(path.dirname(bodyFile), { recursive: true, force: true });
  }
}
