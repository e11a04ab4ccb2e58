// What a watch's alert says of the price that fired it: the listing's own history checked with
// core's honest-discount rule (checkDiscount, docs/rules.md "Discount checked against history"),
// so 'below ₹40' also says whether ₹39 is the lowest in 30 days or just the usual price there.
import { checkDiscount, type DiscountVerdict, fromPaise, USUAL_WINDOW_DAYS } from '@compare/core';
import type { Knex } from 'knex';
import { SEED_SOURCE } from '../db/seed';

/** An alert about to be written: its watch, the offer's variant, city and merchant, and the price. */
export interface FiringWatch {
  watchId: number;
  variantId: string;
  cityId: string;
  merchant: string;
  pricePaise: number;
}

/** A verdict worth saying: 'none' is stored as null. */
export type AlertDeal = Exclude<DiscountVerdict, 'none'>;

const CHUNK = 200;

/** The honest-discount verdict of each firing watch's price (absent: no claim), by watch id. */
export async function alertDeals(
  db: Knex | Knex.Transaction,
  firing: readonly FiringWatch[],
  at: string,
): Promise<Map<number, AlertDeal>> {
  const out = new Map<number, AlertDeal>();
  const now = new Date(at);
  const since = new Date(now.getTime() - USUAL_WINDOW_DAYS * 86_400_000).toISOString();
  const key = (variantId: string, cityId: string, merchant: string) => `${variantId}|${cityId}|${merchant}`;
  for (let i = 0; i < firing.length; i += CHUNK) {
    const part = firing.slice(i, i + CHUNK);
    const offers = (await db('offers')
      .whereIn('variant_id', [...new Set(part.map((f) => f.variantId))])
      .whereIn('city_id', [...new Set(part.map((f) => f.cityId))])
      .select('id', 'variant_id', 'city_id', 'merchant', 'mrp_paise')) as Array<{
      id: string;
      variant_id: string;
      city_id: string;
      merchant: string;
      mrp_paise: number | string;
    }>;
    const byKey = new Map(offers.map((o) => [key(o.variant_id, o.city_id, o.merchant), o]));
    const wanted = part.flatMap((f) => {
      const offer = byKey.get(key(f.variantId, f.cityId, f.merchant));
      return offer ? [{ f, offer }] : [];
    });
    if (wanted.length === 0) continue;
    const observations = (await db('price_observations')
      .whereIn('offer_id', [...new Set(wanted.map((w) => w.offer.id))])
      .andWhere('observed_at', '>=', since)
      .select('offer_id', 'price_paise', 'mrp_paise', 'in_stock', 'observed_at', 'source')) as Array<{
      offer_id: string;
      price_paise: number | string;
      mrp_paise: number | string;
      in_stock: number | boolean;
      observed_at: string;
      source: string;
    }>;
    const history = new Map<string, typeof observations>();
    for (const o of observations) history.set(o.offer_id, [...(history.get(o.offer_id) ?? []), o]);
    for (const { f, offer } of wanted) {
      const check = checkDiscount({
        price: fromPaise(f.pricePaise),
        mrp: fromPaise(Number(offer.mrp_paise)),
        history: (history.get(offer.id) ?? []).map((o) => ({
          at: o.observed_at,
          price: fromPaise(Number(o.price_paise)),
          mrp: fromPaise(Number(o.mrp_paise)),
          available: Boolean(o.in_stock),
          demo: o.source === SEED_SOURCE,
        })),
        now,
      });
      if (check.verdict !== 'none') out.set(f.watchId, check.verdict);
    }
  }
  return out;
}
