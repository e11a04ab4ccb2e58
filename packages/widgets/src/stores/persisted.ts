// zustand's `persist` middleware writes `{state, version}` JSON under one key. The spec's stored
// keys hold plain values instead (theme is "dark", the popup date is "2026-11-02", lists are JSON
// lists), so each store hands `persist` this storage with its own reading and writing of the value.
import type { StorageAdapter } from '@compare/core';
import type { PersistStorage } from 'zustand/middleware';

/**
 * A `persist` storage keeping one key's plain text: `read` turns the stored text into the persisted
 * state (undefined when absent or unusable), `write` turns the state into text (null removes the key,
 * undefined leaves it as it is: a store not yet hydrated must not overwrite what is stored).
 */
export function plainStorage<T>(
  storage: StorageAdapter,
  read: (raw: string | null) => T | undefined,
  write: (state: T) => string | null | undefined,
): PersistStorage<T> {
  return {
    getItem: (name) => {
      const state = read(storage.getItem(name));
      return state === undefined ? null : { state };
    },
    setItem: (name, value) => {
      const text = write(value.state);
      if (text === undefined) return;
      if (text === null) storage.removeItem(name);
      else storage.setItem(name, text);
    },
    removeItem: (name) => storage.removeItem(name),
  };
}
