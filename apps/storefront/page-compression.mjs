// Compression of what the server renders per request (pages, /graphql answers, public files): made for streams.
//
// Memory: each response being compressed holds an encoder. Brotli at quality 5 (now 3) with its default 4 MB window uses a
// hash table of 1 MB plus its window and buffers, about 2 MB per response; with 50 page views in flight that was
// 100 MB off the JavaScript heap (in the C library's per-thread arenas, where it stayed). A 64 KB window (lgwin 16)
// takes brotli's smaller match finder: half the memory per stream. Pages are 50-170 KB of HTML that repeats itself
// close by, so the bytes hardly change (a listing page: 17.1 → 18.1 KB).
//
// Flushes: React writes a page in 4 KB chunks, most of them in one go. Flushing each chunk made brotli close a block
// every 4 KB (worse compression, twice the CPU time per page); here the chunks written in one turn of the event loop
// are flushed together, so the browser still gets the head and each streamed part as soon as it is rendered.
import zlib from 'node:zlib';

/** 64 KB: see above. */
export const BROTLI_WINDOW_BITS = 16;

const encoders = {
  br: () =>
    zlib.createBrotliCompress({
      params: {
        // Quality 3: a third of quality 5's CPU for a page (quality 4: half), some 4 % more bytes than quality 4,
        // still fewer than gzip's; brotli was the largest single part of an uncached page view's CPU (pages the page
        // cache keeps get their brotli form once, at its own quality; docs/decisions/0042).
        [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
        [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: () => zlib.createGzip(),
};

const flushKinds = {
  br: zlib.constants.BROTLI_OPERATION_FLUSH,
  gzip: zlib.constants.Z_SYNC_FLUSH,
};

/**
 * A compressing stream for `encoding` ('br' or 'gzip') that flushes what was written once the writes of the current
 * turn of the event loop are done.
 */
export function createStreamCompressor(encoding) {
  const encoder = encoders[encoding]();
  const write = encoder.write.bind(encoder);
  let flushPending = false;
  let flushing = false;
  const flush = () => {
    flushPending = false;
    if (encoder.writableEnded || encoder.destroyed) return;
    // zlib's flush() writes a marker through write(): that write schedules nothing.
    flushing = true;
    encoder.flush(flushKinds[encoding]);
    flushing = false;
  };
  encoder.write = (chunk, ...rest) => {
    if (!flushPending && !flushing) {
      flushPending = true;
      setImmediate(flush);
    }
    return write(chunk, ...rest);
  };
  return encoder;
}
