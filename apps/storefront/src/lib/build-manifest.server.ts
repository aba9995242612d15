import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One chunk of the client build's manifest (dist/client/.vite/manifest.json); its key is its source or `_name`. */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type ClientManifest = Record<string, ManifestChunk>;

/**
 * A lazily loaded chunk as built: its script and those it imports statically (the entry's left out: it is loaded
 * already), and every stylesheet they bring.
 */
export interface ChunkAssets {
  /** The chunk's own script first. */
  scripts: string[];
  styles: string[];
}

let manifest: ClientManifest | undefined;

/**
 * The client build's manifest, read once. Empty in development (no manifest; Vite serves modules as they are asked
 * for). server.mjs does not serve it.
 */
export function clientManifest(): ClientManifest {
  if (manifest) return manifest;
  // The server bundle runs from dist/server/ or one of its chunks in dist/server/assets/.
  const path = ['../client/.vite/manifest.json', '../../client/.vite/manifest.json']
    .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
    .find((candidate) => existsSync(candidate));
  manifest = path ? (JSON.parse(readFileSync(path, 'utf8')) as ClientManifest) : {};
  return manifest;
}

/**
 * The scripts and stylesheets of the chunk named `name` (the module a lazy import loads, e.g. `ListingPage`): the
 * chunk and every chunk it imports statically, with their CSS, each once. Null when the build has no such chunk.
 */
export function chunkAssetsOfManifest(chunks: ClientManifest, name: string): ChunkAssets | null {
  const key = Object.keys(chunks).find((candidate) => {
    const chunk = chunks[candidate];
    return chunk?.file.endsWith('.js') && (chunk.name === name || chunk.src?.endsWith(`/${name}.tsx`));
  });
  const chunk = key === undefined ? undefined : chunks[key];
  if (key === undefined || !chunk) return null;
  const scripts = new Set<string>([`/${chunk.file}`]);
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (at: string) => {
    // The import graph is finite (the manifest's keys); `seen` stops cycles.
    if (seen.has(at)) return;
    seen.add(at);
    const current = chunks[at];
    if (!current || current.isEntry) return;
    for (const imported of current.imports ?? []) visit(imported);
    scripts.add(`/${current.file}`);
    for (const style of current.css ?? []) styles.add(`/${style}`);
  };
  visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}
