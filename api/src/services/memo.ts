// Values that are never stale: the results of a pure function of a key (`memoize`), and a value
// made from an object nobody changes, kept as long as the object lives (`derived`). cache.ts
// re-exports both.
import { LRUCache } from 'lru-cache';

/** `make` with each result kept in `store` under its key, made on the first ask. */
function madeOnce<K, V extends {}>(
  store: { get(key: K): V | undefined; set(key: K, value: V): unknown },
  make: (key: K) => V,
): (key: K) => V {
  return (key) => {
    let value = store.get(key);
    if (value === undefined) {
      value = make(key);
      store.set(key, value);
    }
    return value;
  };
}

/**
 * `fn` with its results kept for the `maxEntries` keys used last. Only for a pure function of its
 * key (a rule's answer for a price pair, a parsed date): such a result is never stale.
 */
export function memoize<K extends {}, V extends {}>(fn: (key: K) => V, maxEntries: number): (key: K) => V {
  return madeOnce<K, V>(new LRUCache<K, V>({ max: maxEntries }), fn);
}

/**
 * `make` with its result kept for as long as the object it was made from lives (an answer's bytes,
 * a catalogue's variant numbering). Only for objects nobody changes once made: such a result is
 * never stale, and is dropped with its object (whoever keeps the object decides when that is).
 */
export function derived<K extends object, V extends {}>(make: (key: K) => V): (key: K) => V {
  return madeOnce<K, V>(new WeakMap<K, V>(), make);
}
