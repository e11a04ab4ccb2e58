// A plain expiring store on lru-cache: bounded (least recently used goes first), each value kept
// `ttlMs` after it was stored. cache.ts re-exports it; staleness beyond age is the loading cache's.
import { LRUCache } from 'lru-cache';

/** Values that expire `ttlMs` after they were stored (a ttl of 0 or less stores nothing). */
export interface Cache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
  clear(): void;
  /** Every value still stored (expired ones included until they are next read). */
  values(): V[];
  readonly size: number;
}

/** Options of a cache. */
export interface CacheOptions {
  /** How long a value is kept; `Infinity`: until it is the least recently used past `maxEntries`. */
  ttlMs: number;
  /** Most entries kept; the least recently used goes first. */
  maxEntries?: number;
  /** Clock in milliseconds (tests inject one). */
  now?: () => number;
}

/** Creates a bounded cache whose entries expire `ttlMs` after they were stored. */
export function createCache<V extends {}>(options: CacheOptions): Cache<V> {
  const now = options.now ?? Date.now;
  // lru-cache treats a start time of 0 as "never expires" and expires strictly after `ttl`: the
  // clock is shifted by 1 ms and the ttl shortened by 1 ms so an entry expires exactly `ttlMs` after
  // it was stored, whatever the clock reads. No clock debouncing, so an injected clock is exact.
  const lru = new LRUCache<string, V>({
    max: options.maxEntries ?? 10_000,
    ttl: Number.isFinite(options.ttlMs) ? Math.max(1, options.ttlMs - 1) : 0,
    ttlResolution: 0,
    perf: { now: () => now() + 1 },
  });
  return {
    get: (key) => lru.get(key),
    set: (key, value) => {
      // A ttl of 0 means "do not cache" here; lru-cache would read it as "never expire".
      if (options.ttlMs > 0) lru.set(key, value);
    },
    delete: (key) => {
      lru.delete(key);
    },
    clear: () => lru.clear(),
    values: () => [...lru.values()],
    get size() {
      return lru.size;
    },
  };
}
