// The places table: the embedded gazetteer (cities, localities, PIN codes).
import type { Knex } from 'knex';

/** A gazetteer entry. */
export interface PlaceRecord {
  id: number;
  name: string;
  kind: 'city' | 'locality' | 'pincode';
  pincode: string | null;
  city: string;
  state: string;
  lat: number;
  lon: number;
}

/** Gazetteer access (a small table, read whole and cached by services). */
export interface PlacesRepository {
  all(): Promise<PlaceRecord[]>;
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
  };
}
