// Where a feed row's price applies. Offers are priced per (merchant, city), and shoppers see a
// city's offers when a store of that merchant serves them, so a row's city, PIN code or point is
// resolved to a city: a known city by name; a PIN code through the places table; a point to the
// nearest city within reach. Any other Indian town or PIN code is placed through the gazetteer of
// India (geo/): at the nearest known city within reach, else as a new city. A merchant without a
// store in the city gets one at its centre, so the listing is offered to shoppers there.
import { getPlatform, slugify } from '@compare/core';
import { displayName, type Place, pinArea, placeOf } from '../geo/gazetteer';
import { distanceKm } from '../geo/great-circle';
import { reversePlace } from '../geo/reverse';
import { findTown } from '../geo/search';
import { fileGazetteer } from '../geo/shared';
import type { GeographySnapshot } from '../repositories/listings';

/** How far (km) a point may be from a city's centre to count as that city. */
export const CITY_REACH_KM = 60;
/** The store a feed adds for a merchant new to a city: radius and ETA shape. */
export const FEED_STORE = { radiusKm: 20, baseEtaMinutes: 12, minutesPerKm: 1.5 };

interface City {
  id: string;
  name: string;
  lat: number;
  lon: number;
}

/** What resolving a row's place may add to the database. */
export interface PlaceAdditions {
  cities: Array<Record<string, string | number>>;
  places: Array<Record<string, string | number | null>>;
  stores: Array<Record<string, string | number>>;
}

/** Resolves rows' places against the geography read once per run, adding cities and stores as needed. */
export interface PlaceResolver {
  /** The city id of a row's place, or a reason it cannot be placed. */
  cityOf(
    merchant: string,
    where: {
      city?: string | undefined;
      pincode?: string | undefined;
      lat?: number | undefined;
      lon?: number | undefined;
    },
  ): { cityId: string } | { error: string };
  /** Cities, places and stores added since the last call. */
  takeAdditions(): PlaceAdditions;
}

/** Creates a resolver over the geography snapshot; `nextPlaceId` continues the places ids. */
export function createPlaceResolver(geo: GeographySnapshot, nextPlaceId: number): PlaceResolver {
  const cities: City[] = geo.cities.map((c) => ({ ...c, lat: Number(c.lat), lon: Number(c.lon) }));
  const byName = new Map<string, City>();
  for (const c of cities) {
    byName.set(c.name.toLowerCase(), c);
    byName.set(c.id, c);
  }
  const cityOfPlace = new Map<string, string>();
  const pincodes = new Map<string, string>();
  for (const p of geo.places) {
    const city = byName.get(p.city.toLowerCase());
    if (!city) continue;
    if (p.pincode && !pincodes.has(p.pincode)) pincodes.set(p.pincode, city.id);
    if (!cityOfPlace.has(p.name_lower)) cityOfPlace.set(p.name_lower, city.id);
  }
  const stores = new Set(geo.stores.map((s) => `${s.merchant}\u0000${s.city_id}`));
  let placeId = nextPlaceId;
  let pending: PlaceAdditions = { cities: [], places: [], stores: [] };

  const nearest = (lat: number, lon: number): City | null => {
    let best: { city: City; km: number } | null = null;
    for (const city of cities) {
      const km = distanceKm({ lat, lon }, city);
      if (km <= CITY_REACH_KM && (!best || km < best.km)) best = { city, km };
    }
    return best?.city ?? null;
  };

  const addCity = (name: string, lat: number, lon: number, state = ''): City | { error: string } => {
    const id = slugify(name).slice(0, 32);
    if (!id) return { error: `city "${name}" has no letters or digits` };
    const city = { id, name, lat, lon };
    cities.push(city);
    byName.set(name.toLowerCase(), city);
    byName.set(id, city);
    pending.cities.push({ id, name, state, lat, lon });
    placeId++;
    pending.places.push({
      id: placeId,
      name,
      name_lower: name.toLowerCase(),
      kind: 'city',
      pincode: null,
      city: name,
      state,
      lat,
      lon,
    });
    return city;
  };

  // A town or PIN area of the gazetteer: the known city within reach of it, else a new city.
  const placeAt = (merchant: string, name: string, place: Place) => {
    const city = nearest(place.lat, place.lon) ?? addCity(name, place.lat, place.lon, place.state);
    return 'error' in city ? city : withStore(merchant, city);
  };
  // The town a PIN area lies in (named within 25 km), else its district, names a new city.
  const pinCityName = (area: Place): string => {
    const found = reversePlace([fileGazetteer()], area);
    if (found && !found.districtOnly && found.place.kind === 'town') return found.place.name;
    return area.district || displayName(area);
  };

  const withStore = (merchant: string, city: City) => {
    const key = `${merchant}\u0000${city.id}`;
    if (!stores.has(key)) {
      stores.add(key);
      pending.stores.push({
        id: `${merchant}-${city.id}-feed`,
        merchant,
        city_id: city.id,
        name: `${getPlatform(merchant)?.displayName ?? merchant} ${city.name} (feed)`,
        lat: city.lat,
        lon: city.lon,
        radius_km: FEED_STORE.radiusKm,
        base_eta_minutes: FEED_STORE.baseEtaMinutes,
        minutes_per_km: FEED_STORE.minutesPerKm,
      });
    }
    return { cityId: city.id };
  };

  return {
    cityOf(merchant, where) {
      const point =
        where.lat !== undefined && where.lon !== undefined ? { lat: where.lat, lon: where.lon } : null;
      if (where.city) {
        const name = where.city.trim();
        const known = byName.get(name.toLowerCase()) ?? byName.get(slugify(name));
        if (known) return withStore(merchant, known);
        const viaPlace = cityOfPlace.get(name.toLowerCase());
        if (viaPlace) return withStore(merchant, byName.get(viaPlace)!);
        if (!point) {
          const town = findTown(fileGazetteer(), name);
          if (town) return placeAt(merchant, town.name, town);
          return { error: `city "${name}" is not a town of India we know: give lat and lon to add it` };
        }
        const added = addCity(name, point.lat, point.lon);
        return 'error' in added ? added : withStore(merchant, added);
      }
      if (where.pincode) {
        const cityId = pincodes.get(where.pincode);
        if (cityId) return withStore(merchant, byName.get(cityId)!);
        if (!point) {
          const g = fileGazetteer();
          const area = pinArea(g, where.pincode);
          if (area >= 0) return placeAt(merchant, pinCityName(placeOf(g, area)), placeOf(g, area));
          return { error: `PIN code ${where.pincode} is not an Indian PIN code: give city or lat and lon` };
        }
      }
      if (point) {
        const city = nearest(point.lat, point.lon);
        if (city) return withStore(merchant, city);
        return { error: `no known city within ${CITY_REACH_KM} km of ${point.lat},${point.lon}: give city` };
      }
      return { error: 'where the price applies is missing: give city, pincode or lat and lon' };
    },
    takeAdditions() {
      const out = pending;
      pending = { cities: [], places: [], stores: [] };
      return out;
    },
  };
}
