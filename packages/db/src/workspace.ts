import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The monorepo's root: the nearest folder at or above `from` that holds `pnpm-workspace.yaml`, or `from` itself
 * outside the repository. Searched from the working directory, not from this file's location, so it gives the same
 * answer when this code runs bundled into an app's `dist`.
 */
export function findWorkspaceRoot(from: string = process.cwd()): string {
  const start = path.resolve(from);
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'pnpm-workspace.yaml'))) return folder;
    if (path.dirname(folder) === folder) return start;
  }
}
