import type { ApiClient, Geocoder } from '@compare/core';

type GeocodersModule = typeof import('./geocoders');

/**
 * The geocoder a provider names by string, loaded with its first lookup (geocoders.ts). Its
 * `source` is known at once (the location dialog credits the API's gazetteer before any lookup).
 * A failed load fails that lookup as a failed fetch would (search gives [], resolve and reverse
 * reject) and the next lookup tries again.
 */
export function lazyGeocoder(kind: 'api' | 'open-map', client: ApiClient): Geocoder {
  let loading: Promise<Geocoder> | null = null;
  const load = (): Promise<Geocoder> => {
    loading ??= import('./geocoders').then(
      (module: GeocodersModule) =>
        kind === 'api' ? module.createApiGeocoder(client) : module.createOpenMapGeocoder(),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return {
    source: kind,
    search: (q, opts) =>
      load().then(
        (geocoder) => geocoder.search(q, opts),
        () => [],
      ),
    resolve: (q) => load().then((geocoder) => geocoder.resolve(q)),
    reverse: (lat, lon) => load().then((geocoder) => geocoder.reverse(lat, lon)),
  };
}
