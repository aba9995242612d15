import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The production server (server.mjs) started on a free port against the built dist/, with the given environment
 * (GATEWAY_URL: a fake gateway). Run alone, it builds only when dist/ is missing: rebuild after changing the app.
 */
export interface BuiltServer {
  origin: string;
  stop(): void;
}

const appDir = fileURLToPath(new URL('..', import.meta.url));

export async function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  if (!existsSync(`${appDir}dist/server/server.js`)) {
    const build = spawnSync(process.execPath, [`${appDir}node_modules/vite/bin/vite.js`, 'build'], { cwd: appDir });
    if (build.status !== 0) throw new Error(`vite build failed:\n${build.stderr}`);
  }
  const server: ChildProcess = spawn(process.execPath, ['server.mjs'], {
    cwd: appDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`server.mjs exited with ${code}`)));
    server.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening on (http:\/\/\S+?)\/?$/m.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    });
  });
  return {
    origin,
    stop: () => {
      if (server.exitCode === null) server.kill('SIGKILL');
    },
  };
}
