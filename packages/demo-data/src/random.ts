/** A small seeded pseudo-random generator (mulberry32): the same seed gives the same demo world on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export function pick<T>(random: Random, values: readonly T[]): T {
  const value = values[Math.floor(random() * values.length)];
  if (value === undefined) throw new Error('pick() needs a non-empty list');
  return value;
}

export function integerBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** Picks a value by weight: `[[value, weight], ...]`. */
export function weighted<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  let total = 0;
  for (const [, weight] of entries) total += weight;
  let roll = random() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  const last = entries[entries.length - 1];
  if (!last) throw new Error('weighted() needs a non-empty list');
  return last[0];
}

/** Fisher-Yates, in place. */
export function shuffle<T>(random: Random, values: T[]): T[] {
  for (let index = values.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    const value = values[index]!;
    values[index] = values[other]!;
    values[other] = value;
  }
  return values;
}

/** `count` distinct values in random order (all of them when there are fewer). */
export function sample<T>(random: Random, values: readonly T[], count: number): T[] {
  return shuffle(random, [...values]).slice(0, count);
}

/** FNV-1a, 32 bits: a stable hash of a string (for ids and image details), the same on every machine. */
export function hashString(text: string, basis = 0x811c9dc5): number {
  let hash = basis >>> 0;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Murmur3's finaliser: spreads every input bit over the output, so similar names get unrelated ids. */
function mix32(value: number): number {
  let hash = value;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
const hex8 = (value: number) =>
  HEX[value >>> 24]! + HEX[(value >>> 16) & 255]! + HEX[(value >>> 8) & 255]! + HEX[value & 255]!;

/**
 * A 32-hex-digit identifier derived from a name, shaped like the commerce platform's ids. Two independent hashes
 * (64 bits) spread over 128: no collisions among the millions of ids of a large catalogue.
 */
export function stableId(name: string): string {
  const first = hashString(name);
  const second = hashString(name, 0x9e3779b9);
  return [
    hex8(mix32(first)),
    hex8(mix32(second)),
    hex8(mix32(first ^ Math.imul(second, 0x27d4eb2f))),
    hex8(mix32(second ^ Math.imul(first, 0x165667b1))),
  ].join('');
}
