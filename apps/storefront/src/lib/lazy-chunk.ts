import { createIsomorphicFn } from '@tanstack/react-start';
import { type ChunkAssets, chunkAssetsOfManifest, clientManifest } from './build-manifest.server';

export type { ChunkAssets } from './build-manifest.server';

/**
 * The built script and stylesheets of a lazily loaded chunk (`ListingPage`), for the first HTML of a page that shows
 * it: on the server from the client build's manifest, null in the browser and in development. Loaders put it into
 * their data, so the browser's head names the same links when it hydrates.
 */
export const lazyChunkAssets = createIsomorphicFn()
  .server((name: string): ChunkAssets | null => chunkAssetsOfManifest(clientManifest(), name))
  .client((_name: string): ChunkAssets | null => null);

/**
 * A page's head links for a lazy chunk it shows: its stylesheets, so they block the first paint like the entry's
 * (the chunk's own CSS would arrive with its script, after the page has painted, and shift it), and module preloads
 * of its scripts, fetched beside the entry instead of one after the other once the entry runs.
 */
export function chunkAssetLinks(assets: ChunkAssets | null | undefined) {
  if (!assets) return [];
  return [
    ...assets.styles.map((href) => ({ rel: 'stylesheet', href })),
    ...assets.scripts.map((href) => ({ rel: 'modulepreload', href })),
  ];
}
