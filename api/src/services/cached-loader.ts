// A loader whose result is reused: `cached` for one value, `cachedByKey` for one per key, both
// loading caches (cache.ts) with a ttl and nothing else to judge staleness by.
import { createLoadingCache, type LoadingCache } from './cache';

/** A loader whose result is reused until it expires or is invalidated. */
export interface CachedLoader<T> {
  (): Promise<T>;
  /** Drops the stored result so the next call loads again. */
  invalidate(): void;
}

/** Wraps `load` so its result is reused for `ttlMs`; concurrent callers share one load; a failed load is not kept. */
export function cached<T extends {}>(ttlMs: number, load: () => Promise<T>): CachedLoader<T> {
  const cache = createLoadingCache({ ttlMs, maxEntries: 1, load: (_key: null) => load() });
  return Object.assign(() => cache.get(null, ''), { invalidate: () => cache.clear() });
}

/** `cached` per key: each key's value is reused for `ttlMs`; at most `maxKeys` are kept. */
export function cachedByKey<K, T extends {}>(
  ttlMs: number,
  maxKeys: number,
  load: (key: K) => Promise<T>,
): Pick<LoadingCache<K, T>, 'get' | 'clear'> {
  return createLoadingCache({ ttlMs, maxEntries: maxKeys, load });
}
