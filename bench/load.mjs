// Throughput figures for the bench: autocannon with a warm-up (not counted) and then three runs, of which the median
// is reported (requests per second and latency percentiles each the median of the three); every run is kept in
// results.json. The floor is the same measurement against a plain Node server answering a body of the same size.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const settings = {
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  warmUpSeconds: Number(process.env.BENCH_WARM_UP ?? 3),
  runs: Number(process.env.BENCH_RUNS ?? 3),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
};

function autocannonRun(options, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: settings.connections, duration, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** The median of the runs' figures; null when any run could not tell (no request answered). */
const median = (values) => {
  if (values.some((value) => value === null)) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Requests per second and latency (median of `settings.runs` runs after a warm-up) for autocannon `options` (url,
 * method, headers, body, or `requests` for a sequence). `around` is told before and after each counted run (CPU
 * accounting of the processes under load).
 */
export async function measureLoad(options, { around } = {}) {
  if (settings.warmUpSeconds > 0) await autocannonRun(options, settings.warmUpSeconds);
  const runs = [];
  for (let run = 0; run < settings.runs; run++) {
    const before = around?.before();
    const result = await autocannonRun(options, settings.durationSeconds);
    // A run in which no request completed has no latency to tell (autocannon says 0).
    const answered = result.requests.total > 0;
    runs.push({
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50Ms: answered ? result.latency.p50 : null,
      latencyP99Ms: answered ? result.latency.p99 : null,
      errors: result.errors + result.timeouts + result.non2xx,
      requests: result.requests.total,
      bytesPerResponse: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
      ...(around ? around.after(before, result.requests.total) : {}),
    });
  }
  const figure = (name) => median(runs.map((run) => run[name]));
  const summary = {
    requestsPerSecond: figure('requestsPerSecond'),
    latencyP50Ms: figure('latencyP50Ms'),
    latencyP99Ms: figure('latencyP99Ms'),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    bytesPerResponse: figure('bytesPerResponse'),
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
