// The API's in-process caches, on lru-cache: bounded (least recently used goes first) and expiring.
// This file (with cache-tags.ts) alone decides when a kept value is stale; every keyed store on a
// request path is one of these, all exported here:
// - `createLoadingCache` loads values on demand and keeps each with its own staleness: its age, what
//   it was built from (tags: a price change drops the values that read that offer), a version
//   check, a predicate of its owner (`isStale`), and the change stream;
// - `createCache` is a plain expiring store (expiring-cache.ts);
// - `cached` and `cachedByKey` are loading caches of one loader (cached-loader.ts);
// - `memoize` (memo.ts) keeps the results of a pure function of a key (never stale: the key is all it reads);
// - `derived` keeps a value made from an object for as long as the object lives (never stale: the
//   object it was made from never changes).
// Each API process warms its own; nothing here is shared between processes.
import { LRUCache } from 'lru-cache';
import type { Change, ChangeStream } from '../change-stream';
import { TagIndex } from './cache-tags';

export { type Cache, createCache } from './expiring-cache';
export { derived, memoize } from './memo';

/**
 * How long cached catalogue data is reused. The catalogue changes only when a database is seeded;
 * a minute keeps a reseeded database visible soon without reading it on every request.
 */
export const CATALOGUE_TTL_MS = 60_000;

/**
 * What a change does to a cache's entries: drop them all, mark them all out of date (see
 * `expire`), or drop only the entries built from what it names (their tags, see `tags`).
 */
export type ChangeEffect<C extends Change = Change> =
  | 'drop'
  | 'expire'
  | 'expire-forced'
  | ((change: C) => readonly string[] | 'drop');

/** What each kind of change does to a cache's entries. */
export type ChangeEffects = { [K in Change['kind']]?: ChangeEffect<Extract<Change, { kind: K }>> };

/** Options of a loading cache. */
export interface LoadingCacheOptions<K, V> {
  /**
   * Loads the value of a key; `previous` is the value it replaces, if one is kept (a load may
   * answer it again when what it reads has not changed, so callers keep one identity).
   */
  load: (key: K, previous: V | undefined) => Promise<V>;
  /**
   * Loads the values of several keys at once, in their order (`getMany`); without it `getMany`
   * loads them one by one.
   */
  loadMany?: (keys: K[]) => Promise<V[]>;
  /** How long a loaded value is fresh; `Infinity`: until it is out of date for another reason. */
  ttlMs: number;
  /** Most values kept; the least recently used goes first. */
  maxEntries?: number;
  /** Most bytes kept, each value weighing `sizeOf` (with `maxBytes`); the least recently used goes first. */
  maxBytes?: number;
  /** About how many bytes a value and its id take (with `maxBytes`). */
  sizeOf?: (value: V, id: string) => number;
  /**
   * True when a kept value is out of date for a reason its owner knows (what it was built from is
   * no longer the newest): it is then reloaded as if expired (served meanwhile when stale values
   * are served).
   */
  isStale?: (value: V) => boolean;
  /**
   * Past its ttl (or once out of date), a value is either served while one reload runs in the
   * background (`serve`: only the very first load of a key is waited for) or loaded again and
   * waited for (`wait`, the default). A failed reload keeps the old value when it is served.
   */
  stale?: 'serve' | 'wait';
  /**
   * A cheap text that changes whenever what `load` reads changes. When given, a value due for a
   * reload is loaded again only if its version changed; otherwise it is kept (one small query
   * instead of a reload). A failed check reloads.
   */
  version?: (key: K) => Promise<string>;
  /** What each kind of change on `changes` does to the entries. */
  changes?: { stream: ChangeStream; on: ChangeEffects };
  /**
   * What a value was built from (an offer's id, a zone's): a change naming one of these drops the
   * value, and a load that read it while it changed stores nothing.
   */
  tags?: (value: V) => Iterable<string>;
  /** Clock in milliseconds (tests inject one). */
  now?: () => number;
}

/** Values loaded on demand and kept, each with its own staleness. */
export interface LoadingCache<K, V> {
  /** The value of `key` (identified by `id`: equal ids share a value); concurrent callers share one load. */
  get(key: K, id: string): Promise<V>;
  /**
   * The values of `keys` (identified by `ids`, in their order): the fresh ones kept, the others
   * loaded together by one `loadMany` and kept (unless what they read changed meanwhile).
   */
  getMany(keys: readonly K[], ids: readonly string[]): Promise<V[]>;
  /**
   * Marks every value out of date: the next call reloads it (served meanwhile when stale values
   * are served). With `force`, the reload ignores the version check (what it was built from changed).
   */
  expire(options?: { force?: boolean }): void;
  /**
   * Reloads `id`'s value if one is stored or loading (callers keep being served the old one);
   * resolves when a value loaded after this call is in, or the reload failed (keeping the old one).
   */
  reload(id: string): Promise<void>;
  /**
   * Reloads every stored value now (each checked against its version unless `force`), callers
   * served the old ones meanwhile; resolves when every reload ended (a failed one keeps its value).
   */
  reloadAll(options?: { force?: boolean }): Promise<void>;
  /** Drops the values built from any of `tags` (and keeps a load running on one from storing it). */
  dropTagged(tags: readonly string[]): void;
  /** Drops every value. */
  clear(): void;
}

/** A stored value and what its staleness is judged by. */
interface Entry<K, V> {
  key: K;
  value: V;
  /** The version read just before the value was loaded (null: none known). */
  version: string | null;
  /** The cache's clock tick when its load started; a mark after it makes the value out of date. */
  loadedFrom: number;
  /** What the value was built from (`tags`). */
  tags: readonly string[];
}

/**
 * Creates a loading cache on lru-cache's `fetchMethod`: bounded, expiring, loads shared between
 * callers, stale values served while they reload when asked. A value's staleness is its own: its
 * age (lru-cache's ttl) and the tick its load started, compared with the ticks of the last marks
 * (`expire`, `reload`), so a change made while a load runs still counts against what it read.
 */
export function createLoadingCache<K, V extends {}>(options: LoadingCacheOptions<K, V>): LoadingCache<K, V> {
  const { load, version, isStale } = options;
  const now = options.now ?? Date.now;
  const serve = options.stale === 'serve';
  let tick = 0;
  let expiredAt = 0;
  let forcedAt = 0;
  const reloadAsked = new Map<string, number>();
  const firstLoads = new Map<string, Promise<unknown>>();
  const readVersion = (key: K) => (version ? version(key).catch(() => null) : Promise.resolve(null));
  const tagsOf = options.tags;
  const index = new TagIndex();
  const { sizeOf } = options;
  /** The entry kept for a value loaded from tick `loadedFrom` (out of date at once if what it read changed since). */
  const entryOf = (id: string, key: K, value: V, seen: string | null, loadedFrom: number): Entry<K, V> => {
    const tags = tagsOf ? [...tagsOf(value)] : [];
    // Something it read changed while it loaded: kept for its callers, out of date at once.
    const read = tagsOf && index.changedSince(tags, loadedFrom) ? 0 : loadedFrom;
    // Ids stay indexed after their value is evicted or replaced (dropping such an id again only
    // costs a reload); past a bound the index starts again with an empty cache.
    if (index.full) {
      lru.clear();
      index.reset();
    }
    index.add(id, tags);
    return { key, value, version: seen, loadedFrom: read, tags };
  };
  const lru = new LRUCache<string, Entry<K, V>, { key: K; force: boolean }>({
    // Bounded by bytes alone when a size is given without a count.
    max: options.maxEntries ?? (options.maxBytes !== undefined ? 0 : 10_000),
    ...(options.maxBytes !== undefined && sizeOf
      ? {
          maxSize: options.maxBytes,
          sizeCalculation: (entry: Entry<K, V>, id: string) => sizeOf(entry.value, id),
        }
      : {}),
    // lru-cache reads a ttl of 0 as "never"; its clock starts at 1 so a start time of 0 never occurs.
    ttl: Number.isFinite(options.ttlMs) ? Math.max(1, options.ttlMs - 1) : 0,
    ttlResolution: 0,
    perf: { now: () => now() + 1 },
    allowStale: serve,
    // A load still running when its value is dropped answers its callers and stores nothing.
    ignoreFetchAbort: true,
    allowStaleOnFetchRejection: serve,
    noDeleteOnFetchRejection: serve,
    fetchMethod: async (id, stale, { context }) => {
      const loadedFrom = ++tick;
      // The version is read before the load, so a change committed while loading shows as a new
      // version at the next check.
      const seen = await readVersion(context.key);
      if (stale && !context.force && seen !== null && seen === stale.version) return { ...stale, loadedFrom };
      const value = await load(context.key, stale?.value);
      return entryOf(id, context.key, value, seen, loadedFrom);
    },
  });
  const outOfDate = (id: string, entry: Entry<K, V>) =>
    entry.loadedFrom === 0 ||
    entry.loadedFrom < Math.max(expiredAt, reloadAsked.get(id) ?? 0) ||
    isStale?.(entry.value) === true;
  const fetch = async (id: string, key: K, refresh: boolean, allowStale: boolean, reload = false) => {
    const entry = lru.peek(id, { allowStale: true });
    const force = reload || (entry !== undefined && entry.loadedFrom < forcedAt);
    const fetched = await lru.fetch(id, { context: { key, force }, forceRefresh: refresh, allowStale });
    return fetched!;
  };
  const cache: LoadingCache<K, V> = {
    async get(key, id) {
      const entry = lru.peek(id, { allowStale: true });
      if (!entry) {
        const loading = fetch(id, key, false, false);
        firstLoads.set(id, loading);
        void loading.then(
          () => firstLoads.delete(id),
          () => firstLoads.delete(id),
        );
        return (await loading).value;
      }
      return (await fetch(id, key, outOfDate(id, entry), serve)).value;
    },
    async getMany(keys, ids) {
      const loadMany = options.loadMany;
      if (!loadMany) return Promise.all(keys.map((key, i) => cache.get(key, ids[i]!)));
      const out = new Array<V>(ids.length);
      const missing: number[] = [];
      for (let i = 0; i < ids.length; i++) {
        const entry = lru.get(ids[i]!, { allowStale: false });
        if (entry && !outOfDate(ids[i]!, entry)) out[i] = entry.value;
        else missing.push(i);
      }
      if (missing.length === 0) return out;
      const loadedFrom = ++tick;
      const values = await loadMany(missing.map((i) => keys[i]!));
      missing.forEach((at, i) => {
        const value = values[i]!;
        out[at] = value;
        const id = ids[at]!;
        const entry = entryOf(id, keys[at]!, value, null, loadedFrom);
        // A value that read something changed meanwhile (or loaded before a mark) is not kept.
        if (entry.loadedFrom !== 0 && !outOfDate(id, entry)) lru.set(id, entry);
      });
      return out;
    },
    expire(expireOptions) {
      expiredAt = ++tick;
      if (expireOptions?.force) forcedAt = tick;
    },
    async reload(id) {
      await firstLoads.get(id)?.catch(() => undefined);
      const asked = ++tick;
      reloadAsked.set(id, asked);
      for (;;) {
        const entry = lru.peek(id, { allowStale: true });
        if (!entry || entry.loadedFrom > asked) return;
        // A reload already running started before this call: wait for it, then load again.
        const loaded = await fetch(id, entry.key, true, false, true).catch(() => null);
        if (!loaded || loaded.loadedFrom > asked) return;
      }
    },
    async reloadAll(reloadOptions) {
      const force = reloadOptions?.force ?? false;
      await Promise.all(
        [...lru.keys()].map(async (id) => {
          await firstLoads.get(id)?.catch(() => undefined);
          const entry = lru.peek(id, { allowStale: true });
          if (entry) await fetch(id, entry.key, true, false, force).catch(() => null);
        }),
      );
    },
    dropTagged(tags) {
      for (const id of index.changed(tags, ++tick)) lru.delete(id);
    },
    clear: () => {
      // A load running now read what was dropped: its value is out of date when it lands.
      expiredAt = ++tick;
      lru.clear();
      index.reset();
    },
  };
  if (options.changes) {
    const { stream, on } = options.changes;
    for (const [kind, effect] of Object.entries(on) as Array<[Change['kind'], ChangeEffect]>) {
      stream.subscribe(kind, (change) => {
        const wanted = typeof effect === 'function' ? effect(change) : effect;
        if (typeof wanted !== 'string') cache.dropTagged(wanted);
        else if (wanted === 'drop') cache.clear();
        else cache.expire({ force: wanted === 'expire-forced' });
      });
    }
  }
  return cache;
}
