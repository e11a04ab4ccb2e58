// Price watches and the alerts they raise: a shopper's watches and alerts inbox. Evaluating the
// watches after a price change is watch-evaluation.ts; an alert's row, price-alerts.ts.
import type { Knex } from 'knex';
import { insertUnderCap } from '../db/capped-insert';
import { type AlertRecord, type AlertRow, toAlert } from './price-alerts';
import { withFreshPublicId } from './public-ids';
import { chunks, type Evaluation, evaluateWatches } from './watch-evaluation';

export type { AlertRecord, Evaluation };

/** A watch row joined with its product's name. */
export interface WatchRecord {
  id: number;
  productId: string;
  variant: string;
  productName: string;
  brand: string;
  belowPaise: number;
  merchants: string[] | null;
  lastAlertPaise: number | null;
  createdAt: string;
}

/** A new watch (its variant id is read from `variant`, the variant's label, as it is stored). */
export interface NewWatch {
  productId: string;
  variant: string;
  cityId: string;
  belowPaise: number;
  merchants: readonly string[] | null;
}

/** Watches and alerts. */
export interface WatchesRepository {
  /** A variant of a product by its label, with the product's name; null when unknown. */
  variantOf(productId: string, label: string): Promise<{ variantId: string; name: string } | null>;
  count(userId: number): Promise<number>;
  /** Inserts a watch unless the account already has `max`; null when it has, or when the product has no such variant. */
  insert(userId: number, watch: NewWatch, at: string, max: number): Promise<WatchRecord | null>;
  list(userId: number): Promise<WatchRecord[]>;
  remove(userId: number, id: number): Promise<boolean>;
  /** The variants of the given offers (the change feed names offers). */
  variantsOfOffers(offerIds: readonly string[]): Promise<string[]>;
  /** Evaluates the watches of `variantIds` (every watch when null) and writes their alerts. */
  evaluate(variantIds: readonly string[] | null, at: string): Promise<Evaluation>;
  alerts(userId: number, limit: number): Promise<{ alerts: AlertRecord[]; unread: number }>;
  /** Marks alerts read (`ids` of the user, or all of them); answers how many changed. */
  markRead(userId: number, ids: readonly number[] | null, at: string): Promise<number>;
}

interface WatchRow {
  public_id: number | string;
  product_id: string;
  variant: string;
  name: string | null;
  brand: string | null;
  below_paise: number | string;
  merchants: string | null;
  last_alert_paise: number | string | null;
  created_at: string;
}

const toWatch = (row: WatchRow): WatchRecord => ({
  id: Number(row.public_id),
  productId: row.product_id,
  variant: row.variant,
  productName: row.name ?? row.product_id,
  brand: row.brand ?? '',
  belowPaise: Number(row.below_paise),
  merchants: row.merchants ? row.merchants.split(',').filter(Boolean) : null,
  lastAlertPaise: row.last_alert_paise === null ? null : Number(row.last_alert_paise),
  createdAt: row.created_at,
});

/** The name and brand of a stored watch's product (null when the product is gone), beside the row. */
const PRODUCT_OF_WATCH = ['name', 'brand']
  .map((c) => `(SELECT ${c} FROM products WHERE products.id = price_watches.product_id) AS ${c}`)
  .join(', ');

/** Creates the watches repository. */
export function createWatchesRepository(db: Knex): WatchesRepository {
  const watchSelect = () =>
    db('price_watches as w')
      .leftJoin('products as p', 'p.id', 'w.product_id')
      .select(
        'w.public_id',
        'w.product_id',
        'w.variant',
        'p.name',
        'p.brand',
        'w.below_paise',
        'w.merchants',
        'w.last_alert_paise',
        'w.created_at',
      );
  const countOf = async (table: string, userId: number) => {
    const row = (await db(table).where('user_id', userId).count({ n: '*' }).first()) as
      | { n: number | string }
      | undefined;
    return Number(row?.n ?? 0);
  };

  return {
    evaluate: (variantIds, at) => evaluateWatches(db, variantIds, at),
    async variantOf(productId, label) {
      const row = (await db('variants as v')
        .join('products as p', 'p.id', 'v.product_id')
        .where({ 'v.product_id': productId, 'v.label': label })
        .first('v.id', 'p.name')) as { id: string; name: string } | undefined;
      return row ? { variantId: row.id, name: row.name } : null;
    },
    count: (userId) => countOf('price_watches', userId),
    async insert(userId, watch, at, max) {
      // Counted and inserted as one step (db/capped-insert.ts), so two parallel watches cannot both
      // take the last place.
      // The product's name and brand come back with the row, as watchSelect joins them.
      // A random public id that happens to be taken is drawn again (withFreshPublicId).
      const stored = await withFreshPublicId((publicId) =>
        insertUnderCap<WatchRow>(
          db,
          'price_watches',
          {
            public_id: publicId,
            user_id: userId,
            product_id: watch.productId,
            variant: watch.variant,
            city_id: watch.cityId,
            below_paise: watch.belowPaise,
            merchants: watch.merchants ? `,${watch.merchants.join(',')},` : null,
            last_alert_paise: null,
            created_at: at,
          },
          max,
          PRODUCT_OF_WATCH,
          // The variant's id in the same statement (a lookup before it was one more round trip).
          {
            column: 'variant_id',
            from: 'variants',
            select: 'id',
            where: { product_id: watch.productId, label: watch.variant },
          },
        ),
      );
      return stored === null ? null : toWatch(stored);
    },
    async list(userId) {
      const rows = (await watchSelect().where('w.user_id', userId).orderBy('w.id', 'desc')) as WatchRow[];
      return rows.map(toWatch);
    },
    async remove(userId, id) {
      return (await db('price_watches').where({ user_id: userId, public_id: id }).delete()) > 0;
    },
    async variantsOfOffers(offerIds) {
      const found = new Set<string>();
      for (const part of chunks(offerIds)) {
        const rows = (await db('offers').whereIn('id', part).distinct('variant_id')) as Array<{
          variant_id: string;
        }>;
        for (const r of rows) found.add(r.variant_id);
      }
      return [...found];
    },
    async alerts(userId, limit) {
      // Counted before the list is read: an alert written in between is then in the list and not
      // yet counted, never counted and missing from the list.
      const unread = (await db('price_alerts')
        .where('user_id', userId)
        .whereNull('read_at')
        .count({ n: '*' })
        .first()) as { n: number | string } | undefined;
      const rows = (await db('price_alerts as a')
        .leftJoin('price_watches as w', 'w.id', 'a.watch_id')
        .where('a.user_id', userId)
        .orderBy('a.id', 'desc')
        .limit(limit)
        .select('a.*', 'w.public_id as watch_public_id')) as AlertRow[];
      return { alerts: rows.map(toAlert), unread: Number(unread?.n ?? 0) };
    },
    async markRead(userId, ids, at) {
      const q = db('price_alerts').where('user_id', userId).whereNull('read_at');
      if (ids) q.whereIn('public_id', ids);
      return q.update({ read_at: at });
    },
  };
}
