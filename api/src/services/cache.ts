// A tiny per-process cache for small, rarely changing tables (catalogue, stores, synonyms, fees).

/**
 * How long cached catalogue data is reused. The catalogue changes only when a database is seeded;
 * a minute keeps a reseeded database visible soon without reading it on every request.
 */
export const CATALOGUE_TTL_MS = 60_000;

/** Wraps `load` so its result is reused for `ttlMs`; concurrent callers share one load. */
export function cached<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | null = null;
  let loadedAt = 0;
  return () => {
    const now = Date.now();
    if (!value || now - loadedAt > ttlMs) {
      loadedAt = now;
      value = load().catch((err: unknown) => {
        value = null;
        throw err;
      });
    }
    return value;
  };
}

/**
 * `cached` per key: each key's value is reused for `ttlMs`. At most `maxKeys` keys are kept; the
 * oldest key is dropped first.
 */
export function cachedByKey<K, T>(
  ttlMs: number,
  maxKeys: number,
  load: (key: K) => Promise<T>,
): { get(key: K, id: string): Promise<T>; loaded(): Array<Promise<T>> } {
  const entries = new Map<string, () => Promise<T>>();
  return {
    get(key, id) {
      let entry = entries.get(id);
      if (!entry) {
        const oldest = entries.keys().next();
        if (entries.size >= maxKeys && !oldest.done) entries.delete(oldest.value);
        entry = cached(ttlMs, () => load(key));
        entries.set(id, entry);
      }
      return entry();
    },
    loaded: () => [...entries.values()].map((entry) => entry()),
  };
}
