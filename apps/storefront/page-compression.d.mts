import type { BrotliCompress, Gzip } from 'node:zlib';

export const BROTLI_WINDOW_BITS: number;
export function createStreamCompressor(encoding: 'br' | 'gzip'): BrotliCompress | Gzip;
