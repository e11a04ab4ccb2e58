// Price watches and the alerts they raise. Watches are
// evaluated in bulk: one query finds, for every watch concerned, the lowest in-stock offer of its
// variant in its city (among its merchants) and keeps only the watches whose state changes.
import type { Knex } from 'knex';
import { insertUnderCap } from '../db/capped-insert';
import { type AlertDeal, alertDeals } from './alert-deals';
import { insertWithPublicIds, withFreshPublicId } from './public-ids';

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

/** A new watch. */
export interface NewWatch {
  productId: string;
  variantId: string;
  variant: string;
  cityId: string;
  belowPaise: number;
  merchants: readonly string[] | null;
}

/** An alert row. */
export interface AlertRecord {
  id: number;
  userId: number;
  watchId: number | null;
  productId: string;
  variant: string;
  productName: string;
  merchant: string;
  pricePaise: number;
  belowPaise: number;
  createdAt: string;
  readAt: string | null;
  /** What the listing's history makes of the price (alert-deals.ts); null: no claim. */
  deal: AlertDeal | null;
}

/** What one evaluation did. */
export interface Evaluation {
  /** Watches whose lowest price was looked at and changed state. */
  changed: number;
  /** Alerts written (one per watch that went below, or further below, its price). */
  alerts: AlertRecord[];
  /** Watches armed again because the price went back up. */
  rearmed: number;
}

/** Watches and alerts. */
export interface WatchesRepository {
  /** A variant of a product by its label, with the product's name; null when unknown. */
  variantOf(productId: string, label: string): Promise<{ variantId: string; name: string } | null>;
  count(userId: number): Promise<number>;
  /** Inserts a watch unless the account already has `max`; null when it has. */
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

interface AlertRow {
  public_id: number | string;
  user_id: number | string;
  /** The watch's public id (joined), null once the watch is gone. */
  watch_public_id: number | string | null;
  product_id: string;
  variant: string;
  product_name: string;
  merchant: string;
  price_paise: number | string;
  below_paise: number | string;
  created_at: string;
  read_at: string | null;
  deal?: string | null;
}

const toAlert = (row: AlertRow): AlertRecord => ({
  id: Number(row.public_id),
  userId: Number(row.user_id),
  watchId: row.watch_public_id === null ? null : Number(row.watch_public_id),
  productId: row.product_id,
  variant: row.variant,
  productName: row.product_name,
  merchant: row.merchant,
  pricePaise: Number(row.price_paise),
  belowPaise: Number(row.below_paise),
  createdAt: row.created_at,
  readAt: row.read_at,
  deal: row.deal === 'lowest-30-days' || row.deal === 'usual-price' ? row.deal : null,
});

interface Candidate {
  watch_id: number | string;
  watch_public_id: number | string;
  user_id: number | string;
  product_id: string;
  variant_id: string;
  city_id: string;
  merchants: string | null;
  variant: string;
  below_paise: number | string;
  last_alert_paise: number | string | null;
  price_paise: number | string;
}

// Rows per multi-row statement: well under both engines' bound-parameter limits.
const CHUNK = 500;

function chunks<T>(list: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

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

  // Each watch's lowest in-stock price of its variant in its city among its merchants (a correlated
  // lookup per watch on the offers' (variant_id, merchant, city_id) index, so the work follows the
  // number of watches, not of offers), kept only where the watch changes state: below its price and
  // below the last alert's price (fire), or back at or above its price after an alert (arm again).
  const candidates = (variantIds: readonly string[] | null) => {
    const lowest = db('offers as o')
      .min('o.price_paise')
      .whereRaw('o.variant_id = w.variant_id')
      .andWhereRaw('o.city_id = w.city_id')
      .andWhere('o.in_stock', true)
      .andWhere((b) =>
        b.whereRaw('w.merchants IS NULL').orWhereRaw(`w.merchants LIKE ('%,' || o.merchant || ',%')`),
      );
    const inner = db('price_watches as w').select(
      'w.id as watch_id',
      'w.public_id as watch_public_id',
      'w.user_id',
      'w.product_id',
      'w.variant_id',
      'w.city_id',
      'w.merchants',
      'w.variant',
      'w.below_paise',
      'w.last_alert_paise',
      lowest.as('price_paise'),
    );
    if (variantIds) inner.whereIn('w.variant_id', variantIds);
    // In variant order, so consecutive lookups read the same index and table pages.
    inner.orderBy('w.variant_id');
    // Materialised, so each watch's lookup runs once (inlined, the engines would repeat it for
    // every condition below that names the price).
    return db
      .withMaterialized('b', inner)
      .select('*')
      .from('b')
      .whereNotNull('b.price_paise')
      .andWhere((b) =>
        b
          .where((fire) =>
            fire
              .whereRaw('b.price_paise < b.below_paise')
              .andWhere((x) =>
                x.whereNull('b.last_alert_paise').orWhereRaw('b.price_paise < b.last_alert_paise'),
              ),
          )
          .orWhere((arm) =>
            arm.whereRaw('b.price_paise >= b.below_paise').whereNotNull('b.last_alert_paise'),
          ),
      ) as unknown as Promise<Candidate[]>;
  };

  // For the watches that fire: the merchant of the lowest price (cheapest first, then by name,
  // among the watch's merchants) and the product's name.
  const describe = async (fire: Candidate[]): Promise<Map<number, { merchant: string; name: string }>> => {
    const offers = new Map<string, Array<{ merchant: string; price: number }>>();
    const names = new Map<string, string>();
    for (const part of chunks([...new Set(fire.map((r) => r.variant_id))])) {
      const rows = (await db('offers')
        .whereIn('variant_id', part)
        .andWhere('in_stock', true)
        .select('variant_id', 'city_id', 'merchant', 'price_paise')) as Array<{
        variant_id: string;
        city_id: string;
        merchant: string;
        price_paise: number | string;
      }>;
      for (const o of rows) {
        const key = `${o.variant_id}|${o.city_id}`;
        offers.set(key, [...(offers.get(key) ?? []), { merchant: o.merchant, price: Number(o.price_paise) }]);
      }
    }
    for (const part of chunks([...new Set(fire.map((r) => r.product_id))])) {
      const rows = (await db('products').whereIn('id', part).select('id', 'name')) as Array<{
        id: string;
        name: string;
      }>;
      for (const p of rows) names.set(p.id, p.name);
    }
    const out = new Map<number, { merchant: string; name: string }>();
    for (const r of fire) {
      const allowed = r.merchants ? r.merchants.split(',').filter(Boolean) : null;
      const best = (offers.get(`${r.variant_id}|${r.city_id}`) ?? [])
        .filter((o) => o.price === Number(r.price_paise) && (!allowed || allowed.includes(o.merchant)))
        .sort((a, b) => a.merchant.localeCompare(b.merchant))[0];
      out.set(Number(r.watch_id), {
        merchant: best?.merchant ?? '',
        name: names.get(r.product_id) ?? r.product_id,
      });
    }
    return out;
  };

  return {
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
            variant_id: watch.variantId,
            variant: watch.variant,
            city_id: watch.cityId,
            below_paise: watch.belowPaise,
            merchants: watch.merchants ? `,${watch.merchants.join(',')},` : null,
            last_alert_paise: null,
            created_at: at,
          },
          max,
          PRODUCT_OF_WATCH,
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
    async evaluate(variantIds, at) {
      if (variantIds && variantIds.length === 0) return { changed: 0, alerts: [], rearmed: 0 };
      const rows: Candidate[] = [];
      if (variantIds) for (const part of chunks(variantIds)) rows.push(...(await candidates(part)));
      else rows.push(...(await candidates(null)));
      const fire = rows.filter((r) => Number(r.price_paise) < Number(r.below_paise));
      const rearm = rows
        .filter((r) => Number(r.price_paise) >= Number(r.below_paise))
        .map((r) => Number(r.watch_id));
      const alerts: AlertRecord[] = [];
      const described = await describe(fire);
      const deals = await alertDeals(
        db,
        fire.map((r) => ({
          watchId: Number(r.watch_id),
          variantId: r.variant_id,
          cityId: r.city_id,
          merchant: described.get(Number(r.watch_id))?.merchant ?? '',
          pricePaise: Number(r.price_paise),
        })),
        at,
      );
      await db.transaction(async (trx) => {
        for (const part of chunks(fire)) {
          const values = part.map((r) => ({
            user_id: Number(r.user_id),
            watch_id: Number(r.watch_id),
            product_id: r.product_id,
            variant: r.variant,
            product_name: described.get(Number(r.watch_id))?.name ?? r.product_id,
            merchant: described.get(Number(r.watch_id))?.merchant ?? '',
            price_paise: Number(r.price_paise),
            below_paise: Number(r.below_paise),
            created_at: at,
            read_at: null,
            deal: deals.get(Number(r.watch_id)) ?? null,
          }));
          const ids = await insertWithPublicIds(trx, 'price_alerts', values);
          alerts.push(
            ...values.map((v, i) =>
              toAlert({
                ...v,
                public_id: ids[i]!,
                watch_public_id: part[i]!.watch_public_id,
              } satisfies AlertRow),
            ),
          );
          const cases = part.map(() => 'WHEN ? THEN ?').join(' ');
          await trx('price_watches')
            .whereIn(
              'id',
              part.map((r) => Number(r.watch_id)),
            )
            .update({
              last_alert_paise: trx.raw(
                `CAST(CASE id ${cases} END AS INTEGER)`,
                part.flatMap((r) => [Number(r.watch_id), Number(r.price_paise)]),
              ),
            });
        }
        for (const part of chunks(rearm))
          await trx('price_watches').whereIn('id', part).update({ last_alert_paise: null });
      });
      return { changed: rows.length, alerts, rearmed: rearm.length };
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
