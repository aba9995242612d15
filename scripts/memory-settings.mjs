// The C library's memory settings for the shop's Node processes (docs/operations.md, memory), given to both apps by
// run-shop.mjs and the bench; in production the supervisor sets the same variables (an operator's own values win).
//
// glibc gives each thread that allocates its own arena (up to 8 per core) and keeps what was freed in them; large
// blocks (zlib and brotli state, buffers) move into the arenas once the first were freed (its adaptive mmap threshold).
// The storefront compresses pages on libuv's threads: under load their arenas held 30-40 MB that never went back
// (the gateway's 20-30 MB). Two arenas, and blocks of 128 KB and more always mapped on their own (so
// freeing them gives the memory back at once), keep the processes near their live size.
export const MALLOC_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '1048576',
};

/** `env` with the malloc settings wherever it does not set them itself. */
export function withMemorySettings(env) {
  return { ...MALLOC_ENV, ...env };
}
