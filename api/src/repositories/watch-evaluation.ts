// Price watches evaluated in bulk: one query finds, for every watch concerned, the lowest in-stock
// offer of its variant in its city (among its merchants) and keeps only the watches whose state
// changes; those below their price write an alert (with what the listing's history makes of the
// price, alert-deals.ts), those back above are armed again.
import type { Knex } from 'knex';
import { alertDeals } from './alert-deals';
import { type AlertRecord, type AlertRow, toAlert } from './price-alerts';
import { insertWithPublicIds } from './public-ids';

/** What one evaluation did. */
export interface Evaluation {
  /** Watches whose lowest price was looked at and changed state. */
  changed: number;
  /** Alerts written (one per watch that went below, or further below, its price). */
  alerts: AlertRecord[];
  /** Watches armed again because the price went back up. */
  rearmed: number;
}

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

export function chunks<T>(list: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

// Each watch's lowest in-stock price of its variant in its city among its merchants (a correlated
// lookup per watch on the offers' (variant_id, merchant, city_id) index, so the work follows the
// number of watches, not of offers), kept only where the watch changes state: below its price and
// below the last alert's price (fire), or back at or above its price after an alert (arm again).
function candidates(db: Knex, variantIds: readonly string[] | null): Promise<Candidate[]> {
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
        .orWhere((arm) => arm.whereRaw('b.price_paise >= b.below_paise').whereNotNull('b.last_alert_paise')),
    ) as unknown as Promise<Candidate[]>;
}

// For the watches that fire: the merchant of the lowest price (cheapest first, then by name,
// among the watch's merchants) and the product's name.
async function describe(
  db: Knex,
  fire: Candidate[],
): Promise<Map<number, { merchant: string; name: string }>> {
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
}

/** Evaluates the watches of `variantIds` (every watch when null) at time `at`. */
export async function evaluateWatches(
  db: Knex,
  variantIds: readonly string[] | null,
  at: string,
): Promise<Evaluation> {
  if (variantIds && variantIds.length === 0) return { changed: 0, alerts: [], rearmed: 0 };
  const rows: Candidate[] = [];
  if (variantIds) for (const part of chunks(variantIds)) rows.push(...(await candidates(db, part)));
  else rows.push(...(await candidates(db, null)));
  const fire = rows.filter((r) => Number(r.price_paise) < Number(r.below_paise));
  const rearm = rows
    .filter((r) => Number(r.price_paise) >= Number(r.below_paise))
    .map((r) => Number(r.watch_id));
  const alerts: AlertRecord[] = [];
  const described = await describe(db, fire);
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
}
