import type { GeoSuggestion } from '@compare/core';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useCompare } from '../context';
import {
  choosePlace,
  detectLocation,
  type LocationDeps,
  resolveAddress,
  suggestPlaces,
} from '../internal/location-flow';
import { useNotify } from '../internal/use-notify';

/** The shopper's location and the actions of the location dialog. */
export interface ShopperLocationApi {
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  error: string | null;
  /** 'ready' once a point is known (stored, detected or the Mumbai default). */
  status: 'pending' | 'locating' | 'ready';
  /** Requests the device position (Detect my Location). */
  detect: () => Promise<void>;
  /** Stores a chosen suggestion, updates the point and shows 'Location set'. */
  setAddress: (place: GeoSuggestion) => void;
  /** Resolves typed text to one place (limit 1); 'Address not found' when nothing matches. */
  resolveAddress: (text: string) => Promise<GeoSuggestion | null>;
  /** Up to 5 suggestions for typed text; [] on failure. */
  suggest: (text: string, signal?: AbortSignal) => Promise<GeoSuggestion[]>;
}

/** @internal The location rules bound to this provider. */
export function useLocationDeps(): LocationDeps {
  const { stores, geocoder, getGeolocation, messages, log } = useCompare();
  const notify = useNotify();
  return useMemo(
    () => ({ store: stores.location, geocoder, getGeolocation, notify, messages, log }),
    [stores.location, geocoder, getGeolocation, notify, messages, log],
  );
}

/**
 * Reads the shopper's location (named to avoid clashing with routers' `useLocation`). Reading
 * never asks the browser: a component that needs the location calls `useRequireLocation()`.
 */
export function useShopperLocation(): ShopperLocationApi {
  const deps = useLocationDeps();
  const store = deps.store;
  const latitude = useStore(store, (s) => s.latitude);
  const longitude = useStore(store, (s) => s.longitude);
  const address = useStore(store, (s) => s.address);
  const error = useStore(store, (s) => s.error);
  const status = useStore(store, (s) => s.status);
  const actions = useMemo(
    () => ({
      detect: () => detectLocation(deps),
      setAddress: (place: GeoSuggestion) => choosePlace(deps, place),
      resolveAddress: (text: string) => resolveAddress(deps, text),
      suggest: (text: string, signal?: AbortSignal) => suggestPlaces(deps, text, signal),
    }),
    [deps],
  );
  return { latitude, longitude, address, error, status, ...actions };
}
