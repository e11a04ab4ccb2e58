import type { ApiClient } from './api-client';
import { ADDRESS_RESOLVE_LIMIT, SUGGESTION_LIMIT } from './constants';
import type { GeoSuggestion } from './types';

/** Turns typed text into places and points into addresses. */
export interface Geocoder {
  /** Suggestions for typed text; a failed fetch gives []. */
  search(q: string, opts?: { limit?: number; signal?: AbortSignal }): Promise<GeoSuggestion[]>;
  /** The best match for an address, null when none; rejects when the lookup fails. */
  resolve(q: string): Promise<GeoSuggestion | null>;
  /** The address at a point, null when none; rejects when the lookup fails. */
  reverse(lat: number, lon: number): Promise<{ display_name: string } | null>;
  /** Whose places these are: 'api' answers from the API's gazetteer (GeoNames data, credited in the dialog). */
  readonly source?: 'api' | 'open-map';
}

/** A geocoder over the API's embedded gazetteer (GET /api/geo/search and /api/geo/reverse). */
export function createApiGeocoder(client: ApiClient): Geocoder {
  return {
    source: 'api',
    async search(q, opts = {}) {
      const options: { limit: number; signal?: AbortSignal } = { limit: opts.limit ?? SUGGESTION_LIMIT };
      if (opts.signal) options.signal = opts.signal;
      const result = await client.searchPlaces(q, options);
      return result.data ?? [];
    },
    async resolve(q) {
      const result = await client.searchPlaces(q, { limit: ADDRESS_RESOLVE_LIMIT });
      if (result.error) throw result.error;
      return result.data[0] ?? null;
    },
    async reverse(lat, lon) {
      const result = await client.reversePlace(lat, lon);
      if (result.error) throw result.error;
      return result.data?.display_name ? { display_name: result.data.display_name } : null;
    },
  };
}

/** Options of {@link createOpenMapGeocoder}. */
export interface OpenMapGeocoderOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
}

/** The open-map geocoder (Nominatim's /search and /reverse). */
export function createOpenMapGeocoder(options: OpenMapGeocoderOptions = {}): Geocoder {
  const base = (options.baseUrl ?? 'https://nominatim.openstreetmap.org').replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function getJson(
    path: string,
    params: Record<string, string>,
    signal?: AbortSignal,
  ): Promise<unknown> {
    const init: RequestInit = { headers: { Accept: 'application/json' } };
    if (signal) init.signal = signal;
    const response = await doFetch(`${base}${path}?${new URLSearchParams(params).toString()}`, init);
    if (!response.ok) throw new Error(`HTTP error! Status: ${response.status}`);
    return response.json();
  }

  return {
    source: 'open-map',
    async search(q, opts = {}) {
      try {
        const body = await getJson(
          '/search',
          { format: 'json', q, addressdetails: '1', limit: String(opts.limit ?? SUGGESTION_LIMIT) },
          opts.signal,
        );
        return Array.isArray(body) ? (body as GeoSuggestion[]) : [];
      } catch {
        return [];
      }
    },
    async resolve(q) {
      const body = await getJson('/search', { format: 'json', q, limit: String(ADDRESS_RESOLVE_LIMIT) });
      return Array.isArray(body) && body.length > 0 ? (body[0] as GeoSuggestion) : null;
    },
    async reverse(lat, lon) {
      const body = await getJson('/reverse', { format: 'json', lat: String(lat), lon: String(lon) });
      const name =
        typeof body === 'object' && body !== null ? (body as { display_name?: unknown }).display_name : null;
      return typeof name === 'string' ? { display_name: name } : null;
    },
  };
}
