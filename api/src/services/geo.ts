// Where places are: search and reverse lookup in the open-map geocoder's answer shape, over a
// Nominatim-compatible service when GEOCODER_URL names one and the embedded gazetteer of India
// otherwise (and whenever that service is slow, failing or rate-limited); and the nearest place
// that has prices, for a shopper no merchant serves.

import { LRUCache } from 'lru-cache';
import { buildExtras, displayName, type Gazetteer } from '../geo/gazetteer';
import { distanceKm, type Point } from '../geo/great-circle';
import { nameKey } from '../geo/names';
import { reversePlace } from '../geo/reverse';
import { searchPlaces } from '../geo/search';
import { fileGazetteer } from '../geo/shared';
import { createUpstreamGeocoder, type GeoAnswer } from '../geo/upstream';
import type { Logger } from '../logger';
import type { PlacesRepository, ServedCity } from '../repositories/served-places';
import type { GeocoderSettings } from '../settings';
import { CATALOGUE_TTL_MS } from './cache';
import { cached } from './cached-loader';

/** A geocoder answer (`lat`/`lon` as strings, like the open-map service). */
export type GeoResult = GeoAnswer;

/** The nearest place with prices, and how far it is. */
export interface NearestPrices {
  name: string;
  state: string;
  lat: number;
  lon: number;
  distanceKm: number;
}

/** Geocoder use cases. */
export interface GeoService {
  /** Places named like `q`, best first; a kept answer may be returned again (never mutate it). */
  search(q: string, limit: number): Promise<readonly GeoResult[]>;
  reverse(point: Point): Promise<GeoResult | null>;
  /** The nearest city whose offers shoppers can see, or null when no city has any. */
  nearestPrices(point: Point): Promise<NearestPrices | null>;
  /** Reads the gazetteer now (the server calls it once listening), else the first lookup does. */
  warm(): Promise<void>;
}

/** What the geo service needs. */
export interface GeoServiceDeps {
  places: PlacesRepository;
  settings?: GeocoderSettings;
  logger?: Logger;
  fetch?: typeof fetch;
}

const coordinate = (n: number) => String(Math.round(n * 1e6) / 1e6);

/**
 * Gazetteer searches kept, by query as the gazetteer reads it: a few kB each, a couple of MB in
 * all. Shoppers type the same towns (and the same first letters of them) again and again; a kept
 * answer is the same object each time, so it is also encoded and compressed only once
 * (answers/encode.ts).
 */
const KEPT_SEARCHES = 2000;

/** Creates the geo service; the gazetteer is read on warm() or the first lookup (the file's once per process). */
export function createGeoService(deps: GeoServiceDeps): GeoService {
  const { places: placesRepo, settings, logger } = deps;
  // The places table as last read, and the gazetteers made from it. Read again with the same places
  // (every minute, as a rule), the gazetteers stay the same objects, so the kept searches stand.
  let built: { places: string; gazetteers: Gazetteer[]; at: number } | null = null;
  const gazetteers = cached(CATALOGUE_TTL_MS, async (): Promise<Gazetteer[]> => {
    const rows = await placesRepo.all();
    const places = JSON.stringify(rows);
    if (built?.places !== places) {
      const file = fileGazetteer();
      built = { places, gazetteers: [file, buildExtras(file, rows)], at: Date.now() };
    } else built.at = Date.now();
    return built.gazetteers;
  });
  // A lookup within the time to live of the places last read takes their gazetteers as they are,
  // without a trip through the loading cache (its promises and entries cost more than a lookup).
  const currentGazetteers = async (): Promise<Gazetteer[]> =>
    built !== null && Date.now() - built.at < CATALOGUE_TTL_MS ? built.gazetteers : gazetteers();
  const served = cached(CATALOGUE_TTL_MS, () => placesRepo.servedCities());
  // The gazetteer's answer depends only on the query's name key (searchPlaces reads nothing else of
  // the text) and the limit; kept answers are dropped whenever the gazetteers are read anew.
  const searches = new LRUCache<string, readonly GeoResult[]>({ max: KEPT_SEARCHES });
  let searchedIn: readonly Gazetteer[] | null = null;
  const upstream = settings?.url
    ? createUpstreamGeocoder({ ...settings, url: settings.url }, deps.fetch)
    : null;

  const fallback = (what: string, error: unknown) =>
    logger?.warn(`geocoder ${what}: the gazetteer answers`, {
      reason: error instanceof Error ? error.message : String(error),
    });

  return {
    async warm() {
      await gazetteers().catch((error: unknown) =>
        logger?.error('gazetteer failed to load', { error: String(error) }),
      );
    },
    async search(q, limit) {
      if (upstream) {
        try {
          return await upstream.search(q, limit);
        } catch (error) {
          fallback('search', error);
        }
      }
      const current = await currentGazetteers();
      if (current !== searchedIn) {
        searches.clear();
        searchedIn = current;
      }
      const key = `${limit}:${nameKey(q)}`;
      const kept = searches.get(key);
      if (kept) return kept;
      const answer = Object.freeze(
        searchPlaces(current, q, limit).map((place) => ({
          display_name: displayName(place),
          lat: coordinate(place.lat),
          lon: coordinate(place.lon),
          place_id: place.id,
        })),
      );
      searches.set(key, answer);
      return answer;
    },
    async reverse(point) {
      if (upstream) {
        try {
          const answer = await upstream.reverse(point.lat, point.lon);
          if (answer) return answer;
        } catch (error) {
          fallback('reverse', error);
        }
      }
      const found = reversePlace(await currentGazetteers(), point);
      if (!found) return null;
      // A district-only answer is about the point itself, not about a place's centre.
      const at = found.districtOnly ? point : found.place;
      return {
        display_name: found.displayName,
        lat: coordinate(at.lat),
        lon: coordinate(at.lon),
        place_id: found.place.id,
      };
    },
    async nearestPrices(point) {
      let best: { city: ServedCity; km: number } | null = null;
      for (const city of await served()) {
        const km = distanceKm(point, city);
        if (!best || km < best.km) best = { city, km };
      }
      if (!best) return null;
      const { city, km } = best;
      return { name: city.name, state: city.state, lat: city.lat, lon: city.lon, distanceKm: Math.round(km) };
    },
  };
}
