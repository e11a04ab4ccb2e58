// The API's one in-process cache, on lru-cache: bounded (least recently used goes first) and
// expiring. Each API process warms its own; nothing here is shared between processes.
import { LRUCache } from 'lru-cache';

/**
 * How long cached catalogue data is reused. The catalogue changes only when a database is seeded;
 * a minute keeps a reseeded database visible soon without reading it on every request.
 */
export const CATALOGUE_TTL_MS = 60_000;

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
    ttl: Math.max(1, options.ttlMs - 1),
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

/** A loader whose result is reused until it expires or is invalidated. */
export interface CachedLoader<T> {
  (): Promise<T>;
  /** Drops the stored result so the next call loads again. */
  invalidate(): void;
}

/** Wraps `load` so its result is reused for `ttlMs`; concurrent callers share one load; a failed load is not kept. */
export function cached<T>(ttlMs: number, load: () => Promise<T>): CachedLoader<T> {
  const keyed = cachedByKey(ttlMs, 1, (_key: null) => load());
  const loader = () => keyed.get(null, '');
  return Object.assign(loader, { invalidate: () => keyed.clear() });
}

/** `cached` per key, for at most `maxKeys` keys. */
export interface KeyedLoader<K, T> {
  /** The value for `key`, identified by `id` (equal ids share a value). */
  get(key: K, id: string): Promise<T>;
  /** Every value loaded or loading now. */
  loaded(): Array<Promise<T>>;
  /** Drops every stored value. */
  clear(): void;
}

/** `cached` per key: each key's value is reused for `ttlMs`; at most `maxKeys` are kept. */
export function cachedByKey<K, T>(
  ttlMs: number,
  maxKeys: number,
  load: (key: K) => Promise<T>,
): KeyedLoader<K, T> {
  const cache = createCache<Promise<T>>({ ttlMs, maxEntries: maxKeys });
  return {
    get(key, id) {
      const hit = cache.get(id);
      if (hit) return hit;
      const value = load(key);
      cache.set(id, value);
      // A failed load is dropped (unless a newer one replaced it) so the next call retries.
      value.catch(() => {
        if (cache.get(id) === value) cache.delete(id);
      });
      return value;
    },
    loaded: () => cache.values(),
    clear: () => cache.clear(),
  };
}

/** A loader that never makes a caller wait for a reload once it has a value. */
export interface RefreshingLoader<K, T> {
  /** The value for `key` (id `id`): the stored one, reloaded in the background once older than the ttl. */
  get(key: K, id: string): Promise<T>;
  /** Every value stored now. */
  loaded(): Array<Promise<T>>;
  /**
   * Marks every value (or only the one of `id`) out of date: the next call reloads it in the
   * background and is served the old one. With a `version` check, a value whose version is
   * unchanged is kept as it is; `force` reloads it regardless (what it was built from changed).
   */
  expire(id?: string, options?: { force?: boolean }): void;
  /**
   * Reloads the value of `id` in the background if one is stored (callers keep being served the old
   * one); resolves when the new value is in (or the reload failed, keeping the old one).
   */
  reload(id: string): Promise<void>;
}

/** Options of a refreshing loader. */
export interface RefreshingOptions<K> {
  /** Clock in milliseconds (tests inject one). */
  now?: () => number;
  /**
   * A cheap text that changes whenever what `load` reads changes. When given, a value past its ttl
   * (or expired without `force`) is reloaded only if its version changed; otherwise it is kept, so
   * unchanged data costs one small query instead of a reload. A failed check reloads.
   */
  version?: (key: K) => Promise<string>;
}

interface Slot<K, T> {
  key: K;
  value: Promise<T>;
  loadedAt: number;
  reloading: boolean;
  /** The expire() generation the value was loaded in; an older one is out of date. */
  generation: number;
  /** Marked out of date by `expire(id)` since its last load started. */
  dirty: boolean;
  /** The reload running now. */
  pending: Promise<void> | null;
  /** The version read just before the value was loaded (null: none known). */
  version: string | null;
}

/**
 * Like `cachedByKey`, but stale-while-revalidate: past `ttlMs` (or after `expire()`) the caller gets
 * the previous value at once while one reload runs in the background and replaces it when done. Only
 * the very first load of a key is waited for; a failed reload keeps the previous value.
 */
export function refreshingByKey<K, T>(
  ttlMs: number,
  maxKeys: number,
  load: (key: K) => Promise<T>,
  options: RefreshingOptions<K> | (() => number) = {},
): RefreshingLoader<K, T> {
  const { now = Date.now, version } = typeof options === 'function' ? { now: options } : options;
  const slots = new LRUCache<string, Slot<K, T>>({ max: maxKeys });
  let generation = 0;
  // Values loaded before this generation reload whatever their version says.
  let forcedFrom = 0;
  // The version is read before the load, so a change committed while loading shows as a new
  // version at the next check.
  const readVersion = (key: K): Promise<string | null> =>
    version ? version(key).catch(() => null) : Promise.resolve(null);
  const reload = (id: string, slot: Slot<K, T>, check: boolean) => {
    slot.reloading = true;
    const wasDirty = slot.dirty;
    slot.dirty = false;
    const started = generation;
    slot.pending = (async () => {
      const seen = await readVersion(slot.key);
      if (check && seen !== null && seen === slot.version) return null;
      return { value: await load(slot.key), seen };
    })().then(
      (loaded) => {
        slot.reloading = false;
        slot.pending = null;
        if (slots.peek(id) !== slot) return;
        if (loaded) {
          slot.value = Promise.resolve(loaded.value);
          slot.version = loaded.seen;
        }
        slot.loadedAt = now();
        slot.generation = started;
      },
      () => {
        slot.reloading = false;
        slot.pending = null;
        // Still out of date: the next call tries again.
        if (wasDirty) slot.dirty = true;
      },
    );
  };
  return {
    get(key, id) {
      const slot = slots.get(id);
      if (!slot) {
        // Promise callbacks run later, so `fresh` is set by the time the version arrives.
        let fresh: Slot<K, T> | undefined;
        const value = readVersion(key).then((seen) => {
          if (fresh) fresh.version = seen;
          return load(key);
        });
        fresh = {
          key,
          value,
          loadedAt: now(),
          reloading: false,
          generation,
          dirty: false,
          pending: null,
          version: null,
        };
        slots.set(id, fresh);
        value.catch(() => {
          if (slots.peek(id) === fresh) slots.delete(id);
        });
        return value;
      }
      if (
        !slot.reloading &&
        (now() - slot.loadedAt >= ttlMs || slot.generation !== generation || slot.dirty)
      ) {
        reload(id, slot, slot.generation >= forcedFrom);
      }
      return slot.value;
    },
    loaded: () => [...slots.values()].map((s) => s.value),
    expire(id, expireOptions) {
      if (id === undefined) {
        generation++;
        if (expireOptions?.force) forcedFrom = generation;
        return;
      }
      const slot = slots.peek(id);
      if (!slot) return;
      slot.dirty = true;
      if (expireOptions?.force) slot.version = null;
    },
    async reload(id) {
      const slot = slots.peek(id);
      if (!slot) return;
      // A first load still running: wait for it, then load again (it may predate the change).
      await slot.value.catch(() => undefined);
      if (slot.pending) await slot.pending;
      if (slots.peek(id) !== slot) return;
      reload(id, slot, false);
      await slot.pending;
    },
  };
}

/** `refreshingByKey` for a single value. */
export interface RefreshingValue<T> {
  (): Promise<T>;
  /** Marks the value out of date (the next call is served the old one while it reloads). */
  expire(options?: { force?: boolean }): void;
}

/** A single stale-while-revalidate value (see `refreshingByKey`). */
export function refreshing<T>(
  ttlMs: number,
  load: () => Promise<T>,
  options: { version?: () => Promise<string> } = {},
): RefreshingValue<T> {
  const { version } = options;
  const keyed = refreshingByKey(
    ttlMs,
    1,
    (_key: null) => load(),
    version ? { version: () => version() } : {},
  );
  return Object.assign(() => keyed.get(null, ''), {
    expire: (expireOptions?: { force?: boolean }) => keyed.expire(undefined, expireOptions),
  });
}
