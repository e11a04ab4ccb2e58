// Deterministic randomness for the demo catalogue. Every draw comes from a PRNG seeded by the ids
// it describes (merchant, city, variant), so a value never depends on generation order and two
// runs always produce the same catalogue.

/** A source of numbers in [0, 1). */
export type Rng = () => number;

/** 32-bit FNV-1a hash with a final avalanche, so ids that differ by one character seed far apart. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** mulberry32: a small, fast 32-bit PRNG (public domain). */
function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Combines two 32-bit seeds into one (order matters); cheaper than hashing a joined string. */
export function mixSeeds(a: number, b: number): number {
  let hash = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b;
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0x27d4eb2f);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** The first draw of mulberry32(seed): one number in [0, 1) without allocating a generator. */
export function unitFrom(seed: number): number {
  let t = (seed + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** A PRNG keyed by ids, e.g. rngFor('price', 'zepto', variantId). */
export function rngFor(...keys: string[]): Rng {
  return mulberry32(hashString(keys.join('|')));
}

/** A float in [min, max). */
export function between(rng: Rng, min: number, max: number): number {
  return min + rng() * (max - min);
}

/** An integer in [min, max], both inclusive. */
export function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** A copy of the list in a PRNG-determined order (Fisher-Yates). */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    const a = copy[i]!;
    copy[i] = copy[j]!;
    copy[j] = a;
  }
  return copy;
}

const HEX = '0123456789abcdef';

/** A version-4-shaped UUID drawn from the PRNG (looks like a merchant's variant id). */
export function uuidFrom(rng: Rng): string {
  let out = '';
  for (let i = 0; i < 32; i += 1) {
    let digit = Math.floor(rng() * 16);
    if (i === 12) digit = 4;
    if (i === 16) digit = 8 + (digit % 4);
    out += HEX[digit];
    if (i === 7 || i === 11 || i === 15 || i === 19) out += '-';
  }
  return out;
}

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** An upper-case alphanumeric code of the given length. */
export function codeFrom(rng: Rng, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALNUM[Math.floor(rng() * ALNUM.length)];
  return out;
}
