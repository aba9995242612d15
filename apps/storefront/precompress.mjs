// After `vite build`: writes the brotli and gzip forms of each build asset beside it (`name.br`, `name.gz`), compressed
// once at the strongest settings, so that server.mjs serves them from memory and never compresses an asset per request.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assetFiles, brotli, gzip, shouldCompress } from './static-assets.mjs';

const assetsDir = fileURLToPath(new URL('./dist/client/assets/', import.meta.url));
let count = 0;
for (const name of assetFiles(assetsDir)) {
  const file = path.join(assetsDir, name);
  const body = readFileSync(file);
  if (!shouldCompress(name, body.length)) continue;
  writeFileSync(`${file}.br`, brotli(body));
  writeFileSync(`${file}.gz`, gzip(body));
  count++;
}
console.log(`[precompress] ${count} assets compressed (br, gzip) in dist/client/assets`);
