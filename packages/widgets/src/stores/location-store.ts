import { STORAGE_KEYS, type StorageAdapter } from '@compare/core';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** Where the shopper is: the point (latitude, longitude), the last location error and the address text. */
export interface ShopperLocationState {
  latitude: number | null;
  longitude: number | null;
  /** Address text, stored under its own key apart from the point. */
  address: string | null;
  error: string | null;
  /** 'pending' until a point is known (stored, detected or the default). */
  status: 'pending' | 'locating' | 'ready';
  /** Stores a point (and its address when known) and persists it under the `lat`, `lon` and `address` storage keys. */
  setPoint: (latitude: number, longitude: number, address?: string | null) => void;
  /** Stores the address text for the current point. */
  setAddress: (address: string) => void;
  setError: (error: string | null) => void;
  setLocating: () => void;
  /** Reads the stored point; returns true when one was found. */
  hydrate: () => boolean;
}

/** One provider's location store. */
export type LocationStore = StoreApi<ShopperLocationState>;

function readNumber(storage: StorageAdapter, key: string): number | null {
  const raw = storage.getItem(key);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/**
 * Creates one provider's location store; storage is only read in `hydrate` (an effect). Written by
 * hand rather than with zustand's `persist`: the point lives under three keys (lat, lon, address)
 * that are read and written separately, while `persist` keeps one value under one key.
 */
export function createLocationStore(storage: StorageAdapter): LocationStore {
  return createStore<ShopperLocationState>()((set, get) => ({
    latitude: null,
    longitude: null,
    address: null,
    error: null,
    status: 'pending',
    setPoint: (latitude, longitude, address) => {
      storage.setItem(STORAGE_KEYS.lat, String(latitude));
      storage.setItem(STORAGE_KEYS.lon, String(longitude));
      if (address) storage.setItem(STORAGE_KEYS.address, address);
      set({
        latitude,
        longitude,
        address: address ?? (address === null ? null : get().address),
        error: null,
        status: 'ready',
      });
    },
    setAddress: (address) => {
      storage.setItem(STORAGE_KEYS.address, address);
      set({ address });
    },
    setError: (error) => set({ error }),
    setLocating: () => {
      if (get().status !== 'ready') set({ status: 'locating' });
    },
    hydrate: () => {
      const latitude = readNumber(storage, STORAGE_KEYS.lat);
      const longitude = readNumber(storage, STORAGE_KEYS.lon);
      if (latitude === null || longitude === null) return false;
      set({ latitude, longitude, address: storage.getItem(STORAGE_KEYS.address), status: 'ready' });
      return true;
    },
  }));
}
