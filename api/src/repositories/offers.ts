// Offers: one merchant's listing of one variant in one city, plus the observations of their prices.
import type { Knex } from 'knex';
import type { ChangeStream, OfferPriceChange } from '../change-stream';
import { fromPaise, toPaise } from '../money';
import { notifyChange } from './changes';
import {
  type HeldRow,
  heldObservation,
  heldRow,
  judgeObservation,
  markConfirmed,
  offerReferences,
  recentSince,
} from './quarantine';

/** An offer as the rest of the API sees it (rupees). */
export interface OfferRecord {
  id: string;
  variantId: string;
  productId: string;
  merchant: string;
  cityId: string;
  title: string;
  url: string;
  image: string;
  price: number;
  mrp: number;
  inStock: boolean;
  updatedAt: string;
  /** When a snapshot retired the offer; absent or null while the merchant lists it. */
  retiredAt?: string | null;
}

/** A live price answer to apply to an offer (rupees). */
export interface OfferQuote {
  price: number;
  mrp: number;
  inStock: boolean;
}

/** A row of the offers table (money in integer paise). */
export interface OfferRow {
  id: string;
  variant_id: string;
  merchant: string;
  city_id: string;
  title: string;
  url: string;
  image: string;
  price_paise: number | string;
  mrp_paise: number | string;
  in_stock: number | boolean;
  updated_at: string;
  retired_at?: string | null;
}

/** Price, MRP (rupees) and stock of an offer or observation row; drivers may return text numbers. */
export function rowPrice(row: Pick<OfferRow, 'price_paise' | 'mrp_paise' | 'in_stock'>): {
  price: number;
  mrp: number;
  inStock: boolean;
} {
  return {
    price: fromPaise(Number(row.price_paise)),
    mrp: fromPaise(Number(row.mrp_paise)),
    inStock: Boolean(row.in_stock),
  };
}

function toRecord(row: OfferRow & { product_id: string }): OfferRecord {
  return {
    id: row.id,
    variantId: row.variant_id,
    productId: row.product_id,
    merchant: row.merchant,
    cityId: row.city_id,
    title: row.title,
    url: row.url,
    image: row.image,
    ...rowPrice(row),
    updatedAt: row.updated_at,
    retiredAt: row.retired_at ?? null,
  };
}

/** Offer queries and price updates (used by the product routes and the live-prices refresher). */
export interface OffersRepository {
  findById(id: string): Promise<OfferRecord | undefined>;
  /** The first offer listed under a merchant URL (a URL can be listed in several cities). */
  findByUrl(url: string): Promise<OfferRecord | undefined>;
  /** Every offer listed under a merchant URL. */
  findAllByUrl(url: string): Promise<OfferRecord[]>;
  /**
   * Applies a live quote: updates the offer and records a price observation when price, mrp or
   * stock changed, and announces the change (to other instances at commit, then on this
   * instance's change stream). Resolves to true when something changed. A price or MRP too far
   * from the offer's recent prices is held as a quarantined observation instead (false).
   */
  applyQuote(offerId: string, quote: OfferQuote, source: string): Promise<boolean>;
  /** Stamps offers whose price a fresh quote confirmed unchanged as observed at `at`. */
  markObserved(offerIds: readonly string[], at: string): Promise<void>;
}

/** Creates the offers repository over a knex instance, announcing its changes on `changes`. */
export function createOffersRepository(db: Knex, changes: ChangeStream): OffersRepository {
  const select = () =>
    db('offers as o').join('variants as v', 'v.id', 'o.variant_id').select('o.*', 'v.product_id');
  return {
    async findById(id) {
      const row = (await select().where('o.id', id).first()) as
        | (OfferRow & { product_id: string })
        | undefined;
      return row ? toRecord(row) : undefined;
    },
    async findByUrl(url) {
      const row = (await select().where('o.url', url).orderBy('o.id').first()) as
        | (OfferRow & { product_id: string })
        | undefined;
      return row ? toRecord(row) : undefined;
    },
    async findAllByUrl(url) {
      const rows = (await select().where('o.url', url).orderBy('o.id')) as Array<
        OfferRow & { product_id: string }
      >;
      return rows.map(toRecord);
    },
    async applyQuote(offerId, quote, source) {
      const price = toPaise(quote.price);
      const mrp = toPaise(quote.mrp);
      // Update first (taking the write lock at once) and only where something differs, so two
      // refreshes racing on one SQLite file wait for each other instead of failing to upgrade a lock.
      const now = new Date().toISOString();
      const change: OfferPriceChange = {
        id: offerId,
        price_paise: price,
        mrp_paise: mrp,
        in_stock: quote.inStock,
        updated_at: now,
      };
      // A price or MRP too far from the offer's recent prices is held, not applied (quarantine.ts);
      // a quote close to a held one confirms it. Read before the write transaction, so the write
      // still takes its lock at once.
      const current = (await db('offers').where('id', offerId).first('price_paise', 'mrp_paise')) as
        | { price_paise: number | string; mrp_paise: number | string }
        | undefined;
      let confirms: HeldRow[] = [];
      if (current && (Number(current.price_paise) !== price || Number(current.mrp_paise) !== mrp)) {
        const observed = { price, mrp, inStock: quote.inStock, observedAt: now };
        const before = { price: Number(current.price_paise), mrp: Number(current.mrp_paise) };
        const reference = (await offerReferences(db, [offerId], recentSince(now))).get(offerId)!;
        const judgement = judgeObservation(observed, before, reference);
        if (judgement.kind === 'hold') {
          await db('quarantined_observations').insert(
            heldRow(offerId, observed, source, judgement, before.mrp, now),
          );
          return false;
        }
        confirms = judgement.confirms;
      }
      const changed = await db.transaction(async (trx) => {
        const updated = await trx('offers')
          .where('id', offerId)
          .andWhere((b) =>
            b
              .whereNot('price_paise', price)
              .orWhereNot('mrp_paise', mrp)
              .orWhereNot('in_stock', quote.inStock),
          )
          .update({ price_paise: price, mrp_paise: mrp, in_stock: quote.inStock, updated_at: now });
        if (updated === 0) return false;
        await trx('price_observations').insert({
          offer_id: offerId,
          price_paise: price,
          mrp_paise: mrp,
          in_stock: quote.inStock,
          observed_at: now,
          source,
        });
        if (confirms.length > 0) {
          // The held observations a quote confirmed join history before it.
          await trx('price_observations').insert(confirms.map((h) => heldObservation(offerId, h)));
          await markConfirmed(
            trx,
            confirms.map((h) => h.id),
            now,
          );
        }
        // Other instances hear of it when (and only if) this transaction commits.
        await notifyChange(db, trx, { kind: 'offer', offer: change }, changes.origin);
        return true;
      });
      if (changed) changes.publish({ kind: 'offer', offer: change });
      return changed;
    },
    async markObserved(offerIds, at) {
      for (let i = 0; i < offerIds.length; i += 500) {
        await db('offers')
          .whereIn('id', offerIds.slice(i, i + 500))
          .andWhere('updated_at', '<', at)
          .update({ updated_at: at });
      }
    },
  };
}

/** One observed price of one offer (rupees). */
export interface PriceObservation {
  offerId: string;
  variantId: string;
  merchant: string;
  cityId: string;
  price: number;
  mrp: number;
  inStock: boolean;
  observedAt: string;
  source: string;
}

/** Price history queries. */
export interface ObservationsRepository {
  /** Every observation of every offer of a product, oldest first. */
  historyForProduct(productId: string): Promise<PriceObservation[]>;
}

/** Creates the observations repository over a knex instance. */
export function createObservationsRepository(db: Knex): ObservationsRepository {
  return {
    async historyForProduct(productId) {
      const rows = (await db('price_observations as h')
        .join('offers as o', 'o.id', 'h.offer_id')
        .join('variants as v', 'v.id', 'o.variant_id')
        .where('v.product_id', productId)
        .orderBy([
          { column: 'h.observed_at', order: 'asc' },
          { column: 'h.id', order: 'asc' },
        ])
        .select(
          'h.offer_id',
          'o.variant_id',
          'o.merchant',
          'o.city_id',
          'h.price_paise',
          'h.mrp_paise',
          'h.in_stock',
          'h.observed_at',
          'h.source',
        )) as Array<{
        offer_id: string;
        variant_id: string;
        merchant: string;
        city_id: string;
        price_paise: number | string;
        mrp_paise: number | string;
        in_stock: number | boolean;
        observed_at: string;
        source: string;
      }>;
      return rows.map((r) => ({
        offerId: r.offer_id,
        variantId: r.variant_id,
        merchant: r.merchant,
        cityId: r.city_id,
        ...rowPrice(r),
        observedAt: r.observed_at,
        source: r.source,
      }));
    },
  };
}
