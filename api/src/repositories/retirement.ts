// Retiring the offers a merchant no longer lists (a snapshot feed, see import/snapshot.ts): each
// goes out of stock with its retirement time, and its history gains one observation of that, so
// the price history shows when it went. Nothing is deleted.
import type { Knex } from 'knex';
import { isSqlite } from '../db/engine';

/** An offer listed (not retired) in a merchant's city. */
export interface LiveOffer {
  id: string;
  variant_id: string;
}

/** Offer retirement storage. */
export interface RetirementRepository {
  /** The offers of `merchant` in `cityId` that are not retired. */
  liveOffers(merchant: string, cityId: string): Promise<LiveOffer[]>;
  /** Retires `ids` at `now`, recording an observation of each as `source`; resolves to the count. */
  retire(ids: readonly string[], now: string, source: string): Promise<number>;
  /** Refreshes the query planner's statistics of the tables an import writes (PostgreSQL). */
  analyse(): Promise<void>;
}

const CHUNK = 500;

/** Creates the retirement repository. */
export function createRetirementRepository(db: Knex): RetirementRepository {
  return {
    async liveOffers(merchant, cityId) {
      return (await db('offers')
        .where({ merchant, city_id: cityId })
        .whereNull('retired_at')
        .select('id', 'variant_id')) as LiveOffer[];
    },
    async retire(ids, now, source) {
      let retired = 0;
      for (let i = 0; i < ids.length; i += CHUNK) {
        const chunk = ids.slice(i, i + CHUNK);
        retired += await db.transaction(async (trx) => {
          const marks = chunk.map(() => '?').join(', ');
          await trx.raw(
            `INSERT INTO price_observations (offer_id, price_paise, mrp_paise, in_stock, observed_at, source)
             SELECT id, price_paise, mrp_paise, ?, ?, ? FROM offers WHERE id IN (${marks}) AND retired_at IS NULL`,
            [false, now, source, ...chunk],
          );
          const changed = await trx('offers')
            .whereIn('id', chunk)
            .whereNull('retired_at')
            .update({ in_stock: false, retired_at: now });
          return Number(changed);
        });
      }
      return retired;
    },
    async analyse() {
      if (isSqlite(db)) await db.raw('PRAGMA optimize');
      // One statement per table, each on a connection of its own: the server analyses them side
      // by side instead of one after another.
      else
        await Promise.all(
          ['products', 'variants', 'listings', 'offers', 'price_observations'].map((table) =>
            db.raw(`ANALYZE ${table}`),
          ),
        );
    },
  };
}
