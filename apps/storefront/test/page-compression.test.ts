// page-compression.mjs: the server's per-response compression flushes a burst of writes once, and each later write
// reaches the browser without waiting for the end of the page.
import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createStreamCompressor } from '../page-compression.mjs';

const decoders = { br: () => zlib.createBrotliDecompress(), gzip: () => zlib.createGunzip() };

/** The compressor with what a browser would have decoded so far, and how often it was flushed. */
function compressorUnderTest(encoding: 'br' | 'gzip') {
  const compressor = createStreamCompressor(encoding);
  const decoder = decoders[encoding]();
  let decoded = '';
  decoder.on('data', (chunk: Buffer) => {
    decoded += chunk.toString('utf8');
  });
  compressor.pipe(decoder);
  const flush = compressor.flush.bind(compressor);
  let flushes = 0;
  compressor.flush = ((...args: Parameters<typeof flush>) => {
    flushes++;
    return flush(...args);
  }) as typeof compressor.flush;
  const decoderDone = new Promise((resolve) => decoder.on('end', resolve));
  return {
    compressor,
    decoded: () => decoded,
    flushes: () => flushes,
    ended: () => decoderDone,
  };
}

/** Lets the compressor's scheduled flush and the decoder (zlib works off the main thread) run until `done`. */
async function settle(done: () => boolean = () => false) {
  for (let turn = 0; turn < 500 && !done(); turn++) await sleep(2);
}

const chunk = (index: number) => `<div class="tile">product ${index} ${'lorem ipsum '.repeat(300)}</div>`;

describe.each(['br', 'gzip'] as const)('createStreamCompressor(%s)', (encoding) => {
  it('flushes the chunks written in one go once, and a later chunk again, before the end', async () => {
    const { compressor, decoded, flushes } = compressorUnderTest(encoding);
    const burst = Array.from({ length: 10 }, (_, index) => chunk(index));
    for (const part of burst) compressor.write(part);
    await settle(() => decoded() === burst.join(''));
    expect(flushes()).toBe(1);
    expect(decoded()).toBe(burst.join(''));

    compressor.write(chunk(10));
    await settle(() => decoded().endsWith(chunk(10)));
    expect(flushes()).toBe(2);
    expect(decoded()).toBe([...burst, chunk(10)].join(''));
    compressor.end();
  });

  it('compresses the whole stream, also when it ends before a flush was due', async () => {
    const { compressor, decoded, ended } = compressorUnderTest(encoding);
    const parts = Array.from({ length: 40 }, (_, index) => chunk(index));
    for (const part of parts) compressor.write(part);
    compressor.end();
    await ended();
    expect(decoded()).toBe(parts.join(''));
  });
});
