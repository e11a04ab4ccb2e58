// The database round trip behind /readyz.
import type { Knex } from 'knex';

/** Reachability of the database. */
export interface HealthRepository {
  /** Resolves when the database answers a trivial query; rejects with the driver's error otherwise. */
  ping(): Promise<void>;
}

/** Creates the health repository over `db`. */
export function createHealthRepository(db: Knex): HealthRepository {
  return {
    async ping() {
      await db.raw('select 1');
    },
  };
}
