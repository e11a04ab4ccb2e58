// The stores table: merchants' dark stores, their reach and delivery speed.
import type { Knex } from 'knex';

/** A merchant's dark store. */
export interface StoreRecord {
  id: string;
  merchant: string;
  cityId: string;
  lat: number;
  lon: number;
  radiusKm: number;
  baseEtaMinutes: number;
  minutesPerKm: number;
}

/** Dark store access (a small table, read whole and cached by services). */
export interface StoresRepository {
  all(): Promise<StoreRecord[]>;
}

/** Creates the stores repository. */
export function createStoresRepository(db: Knex): StoresRepository {
  return {
    async all() {
      const rows = (await db('stores').orderBy('id')) as Array<{
        id: string;
        merchant: string;
        city_id: string;
        lat: number;
        lon: number;
        radius_km: number;
        base_eta_minutes: number;
        minutes_per_km: number;
      }>;
      return rows.map((r) => ({
        id: r.id,
        merchant: r.merchant,
        cityId: r.city_id,
        lat: Number(r.lat),
        lon: Number(r.lon),
        radiusKm: Number(r.radius_km),
        baseEtaMinutes: Number(r.base_eta_minutes),
        minutesPerKm: Number(r.minutes_per_km),
      }));
    },
  };
}
