import type {
  ApiResult,
  CategoryTile,
  PlatformEta,
  PriceHistory,
  Product,
  TrendingSection,
} from '@compare/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { useCompare, useRequireLocation } from '../context';

/**
 * The API client's calls resolve to a result and never throw; callers log the error and keep the
 * previous screen state. react-query needs a rejection to mark the query failed, so we log and rethrow.
 */
export function unwrap<T>(result: ApiResult<T>, log: (...args: unknown[]) => void): T {
  if (result.error) {
    log(result.error.message);
    throw result.error;
  }
  return result.data as T;
}

/** The known point of the provider's location store, or nulls while it is pending. */
export function usePoint(): { lat: number | null; lon: number | null } {
  const store = useCompare().stores.location;
  const lat = useStore(store, (s) => s.latitude);
  const lon = useStore(store, (s) => s.longitude);
  return { lat, lon };
}

/**
 * Merchant ETAs at the current location; the key holds lat/lon so ETAs reload when it changes.
 * `active` false: nothing is fetched (a widget with nothing to show them for).
 */
export function usePlatforms(active = true): UseQueryResult<PlatformEta[]> {
  const { client, log, scope } = useCompare();
  const { lat, lon } = usePoint();
  return useQuery({
    queryKey: ['compare', scope, 'platforms', lat, lon],
    queryFn: async () => unwrap(await client.getPlatforms({ lat: lat ?? 0, lon: lon ?? 0 }), log),
    enabled: active && lat !== null && lon !== null,
  });
}

/** Home category tiles at the current location. */
export function useCategories(): UseQueryResult<CategoryTile[]> {
  useRequireLocation();
  const { client, log, scope } = useCompare();
  const { lat, lon } = usePoint();
  return useQuery({
    queryKey: ['compare', scope, 'categories', lat, lon],
    queryFn: async () => unwrap(await client.getCategories({ lat: lat ?? 0, lon: lon ?? 0 }), log),
    enabled: lat !== null && lon !== null,
  });
}

/** Home trending sections at the current location. */
export function useTrending(): UseQueryResult<TrendingSection[]> {
  useRequireLocation();
  const { client, log, scope } = useCompare();
  const { lat, lon } = usePoint();
  return useQuery({
    queryKey: ['compare', scope, 'trending', lat, lon],
    queryFn: async () => unwrap(await client.getTrending({ lat: lat ?? 0, lon: lon ?? 0 }), log),
    enabled: lat !== null && lon !== null,
  });
}

/** One product by id (GET /products/{id}). */
export function useProduct(id: string | undefined): UseQueryResult<Product> {
  const { client, log, scope } = useCompare();
  return useQuery({
    queryKey: ['compare', scope, 'product', id],
    queryFn: async () => unwrap(await client.getProduct(id ?? ''), log),
    enabled: Boolean(id),
  });
}

/** Observed price history of a product; widgets hide it when the API does not answer. */
export function usePriceHistory(id: string | undefined): UseQueryResult<PriceHistory> {
  const { client, log, scope } = useCompare();
  return useQuery({
    queryKey: ['compare', scope, 'price-history', id],
    queryFn: async () => unwrap(await client.getPriceHistory(id ?? ''), log),
    enabled: Boolean(id),
  });
}
