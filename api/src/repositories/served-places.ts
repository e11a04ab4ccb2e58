// The places table (the demo's served cities, their localities and PIN codes, and cities feeds
// added) and the cities that have stores. The gazetteer of all India is a file read by geo/.

import type { Knex } from 'knex';
import type { TablePlace } from '../geo/table-place';

/** A place of the places table. */
export type PlaceRecord = TablePlace;

/** A city where at least one merchant has a store, so its offers are shown there. */
export interface ServedCity {
  id: string;
  name: string;
  state: string;
  lat: number;
  lon: number;
}

/** Places access (small tables, read whole and cached by services). */
export interface PlacesRepository {
  all(): Promise<PlaceRecord[]>;
  servedCities(): Promise<ServedCity[]>;
}

/** Creates the places repository. */
export function createPlacesRepository(db: Knex): PlacesRepository {
  return {
    async all() {
      const rows = (await db('places').orderBy('id')) as Array<Omit<PlaceRecord, 'kind'> & { kind: string }>;
      return rows.map((r) => ({
        id: Number(r.id),
        name: r.name,
        kind: r.kind === 'city' || r.kind === 'pincode' ? r.kind : 'locality',
        pincode: r.pincode,
        city: r.city,
        state: r.state,
        lat: Number(r.lat),
        lon: Number(r.lon),
      }));
    },
    async servedCities() {
      const rows = (await db('cities')
        .whereIn('id', db('stores').distinct('city_id'))
        .select('id', 'name', 'state', 'lat', 'lon')
        .orderBy('id')) as Array<{
        id: string;
        name: string;
        state: string | null;
        lat: number;
        lon: number;
      }>;
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        state: r.state ?? '',
        lat: Number(r.lat),
        lon: Number(r.lon),
      }));
    },
  };
}
