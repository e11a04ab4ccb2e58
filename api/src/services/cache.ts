// A tiny per-process cache for small, rarely changing tables (stores, places, synonyms).

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
