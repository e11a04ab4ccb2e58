// Which merchants serve a point, how fast, and from which city's catalogue.
import { PLATFORM_KEYS, type PlatformKey, storeEtaMinutes } from '@compare/core';
import { distanceKm, type Point } from '../geo/great-circle';
import type { VisibleZone } from '../repositories/products';
import type { StoreRecord, StoresRepository } from '../repositories/stores';
import { CATALOGUE_TTL_MS } from './cache';
import { cached, cachedByKey } from './cached-loader';

// Bounded so requests with arbitrary points cannot grow memory without limit.
const MAX_CACHED_POINTS = 10_000;

export type { Point } from '../geo/great-circle';

/** Where a shopper is taken to be until they set a location: central Mumbai. */
export const DEFAULT_POINT: Point = { lat: 19.076, lon: 72.8777 };

/** One merchant at a point: ETA minutes and the city whose offers apply, or nulls when not served. */
export interface MerchantReach {
  merchant: PlatformKey;
  eta: number | null;
  cityId: string | null;
}

/** Location rules over the stores table. */
export interface LocationService {
  /** Every merchant in registry order with its ETA at `point`. */
  reach(point: Point): Promise<MerchantReach[]>;
  /** The (merchant, city) pairs whose offers are visible at `point`, optionally limited to `merchants`. */
  zones(point: Point, merchants?: readonly string[] | null): Promise<VisibleZone[]>;
}

/** Nearest store of `stores` that serves `point`, with its distance. */
export function nearestServing(
  stores: StoreRecord[],
  point: Point,
): { store: StoreRecord; km: number } | null {
  let best: { store: StoreRecord; km: number } | null = null;
  for (const store of stores) {
    const km = distanceKm(point, store);
    if (km <= store.radiusKm && (!best || km < best.km)) best = { store, km };
  }
  return best;
}

/** The (merchant, city) pairs of `reach` that serve, optionally limited to `merchants`. */
export function visibleZones(
  reach: readonly MerchantReach[],
  merchants?: readonly string[] | null,
): VisibleZone[] {
  const wanted = merchants ? new Set(merchants) : null;
  return reach.flatMap((r) =>
    r.cityId !== null && (!wanted || wanted.has(r.merchant))
      ? [{ merchant: r.merchant, cityId: r.cityId }]
      : [],
  );
}

/** Creates the location service; the stores table is read once a minute at most. */
export function createLocationService(storesRepo: StoresRepository): LocationService {
  const stores = cached(CATALOGUE_TTL_MS, async () => {
    const byMerchant = new Map<string, StoreRecord[]>();
    for (const store of await storesRepo.all()) {
      const list = byMerchant.get(store.merchant) ?? [];
      list.push(store);
      byMerchant.set(store.merchant, list);
    }
    return byMerchant;
  });
  // Shoppers come back with the same point (the app sends its saved location with every request).
  const reachCache = cachedByKey(CATALOGUE_TTL_MS, MAX_CACHED_POINTS, async (point: Point) => {
    const byMerchant = await stores();
    return PLATFORM_KEYS.map((merchant) => {
      const nearest = nearestServing(byMerchant.get(merchant) ?? [], point);
      if (!nearest) return { merchant, eta: null, cityId: null };
      const { store, km } = nearest;
      return {
        merchant,
        eta: storeEtaMinutes(store, km),
        cityId: store.cityId,
      };
    });
  });
  const reach = (point: Point): Promise<MerchantReach[]> =>
    reachCache.get(point, `${point.lat},${point.lon}`);
  return {
    reach,
    async zones(point, merchants) {
      return visibleZones(await reach(point), merchants);
    },
  };
}
