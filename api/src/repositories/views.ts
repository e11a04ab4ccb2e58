// Product views (what shoppers look at) and the offers of the most viewed products whose price was
// last observed too long ago: the background refresh's worklist.
import type { Knex } from 'knex';

/** An offer due for a fresh price. */
export interface StaleOffer {
  id: string;
  merchant: string;
  cityId: string;
  url: string;
}

/** View counts and the refresh worklist. */
export interface ViewsRepository {
  /** Adds `counts` (product id -> views) seen up to `at` (ISO time). */
  add(counts: ReadonlyMap<string, number>, at: string): Promise<void>;
  /**
   * Offers of products viewed since `viewedSince`, most viewed first, whose price was observed
   * before `observedBefore`; at most `limit`.
   */
  staleHotOffers(options: {
    viewedSince: string;
    observedBefore: string;
    limit: number;
  }): Promise<StaleOffer[]>;
}

/** Creates the views repository. */
export function createViewsRepository(db: Knex): ViewsRepository {
  return {
    async add(counts, at) {
      const rows = [...counts].map(([product_id, views]) => ({ product_id, views, last_viewed_at: at }));
      for (let i = 0; i < rows.length; i += 500) {
        await db('product_views')
          .insert(rows.slice(i, i + 500))
          .onConflict('product_id')
          .merge({
            views: db.raw('product_views.views + excluded.views'),
            last_viewed_at: db.raw('excluded.last_viewed_at'),
          });
      }
    },
    async staleHotOffers({ viewedSince, observedBefore, limit }) {
      const rows = (await db('product_views as pv')
        .join('variants as v', 'v.product_id', 'pv.product_id')
        .join('offers as o', 'o.variant_id', 'v.id')
        .where('pv.last_viewed_at', '>=', viewedSince)
        .andWhere('o.updated_at', '<', observedBefore)
        .orderBy([
          { column: 'pv.views', order: 'desc' },
          { column: 'o.id', order: 'asc' },
        ])
        .limit(limit)
        .select('o.id', 'o.merchant', 'o.city_id', 'o.url')) as Array<{
        id: string;
        merchant: string;
        city_id: string;
        url: string;
      }>;
      return rows.map((r) => ({ id: r.id, merchant: r.merchant, cityId: r.city_id, url: r.url }));
    },
  };
}
