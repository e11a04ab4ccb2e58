// The suggested merges of listings the importer was unsure of: a listing (shown to shoppers as a
// product of its own meanwhile), the product it may be, and why. Accepting moves the listing with
// its offers and their history to that product; rejecting keeps them apart, and re-importing the
// listing does not ask again. Neither loses a price.
import { productImage, variantId } from '@compare/core';
import type { Knex } from 'knex';

/** A review queue entry with what a reviewer needs to decide. */
export interface ReviewEntry {
  id: number;
  status: string;
  score: number;
  listingKey: string;
  merchant: string;
  title: string;
  pack: string;
  listingProductId: string;
  candidateProductId: string;
  candidateName: string;
  candidateBrand: string;
  candidateVariantId: string | null;
  candidateLabel: string | null;
  reason: string;
}

/** Which entries to list: by status, merchant and score range, and a page of them. */
export interface ReviewFilter {
  status?: string;
  merchant?: string;
  /** The suggested product's brand (any case). */
  brand?: string;
  /** Scores at least this. */
  minScore?: number;
  /** Scores at most this. */
  maxScore?: number;
  limit?: number;
  offset?: number;
}

/** The review queue. */
export interface MatchReviewsRepository {
  /** Entries matching `filter`, oldest first, a page at a time. */
  reviews(filter?: ReviewFilter): Promise<ReviewEntry[]>;
  /** How many entries match `filter` (paging ignored). */
  count(filter?: ReviewFilter): Promise<number>;
  /** Entries matching `filter` by the suggested product's brand: most first, with their scores. */
  byBrand(filter?: ReviewFilter): Promise<Array<{ brand: string; count: number; min: number; max: number }>>;
  /**
   * Applies a decision: accepting moves the listing (and its offers and their history) to the
   * candidate product's variant (a copy of the listing's pack size when the candidate has none),
   * and removes the product the listing had on its own when nothing else uses it. Resolves to
   * false for an unknown or already decided id.
   */
  decide(id: number, accept: boolean): Promise<boolean>;
}

/** Creates the review queue repository. */
export function createMatchReviewsRepository(db: Knex): MatchReviewsRepository {
  const filtered = (filter: ReviewFilter) => {
    const query = db('match_reviews as r')
      .join('listings as l', 'l.key', 'r.listing_key')
      .join('products as p', 'p.id', 'r.product_id');
    if (filter.status) query.where('r.status', filter.status);
    if (filter.merchant) query.where('l.merchant', filter.merchant);
    if (filter.brand) query.whereRaw('lower(p.brand) = ?', [filter.brand.trim().toLowerCase()]);
    if (filter.minScore !== undefined) query.where('r.score', '>=', filter.minScore);
    if (filter.maxScore !== undefined) query.where('r.score', '<=', filter.maxScore);
    return query;
  };
  return {
    async count(filter = {}) {
      const row = (await filtered(filter).count({ n: '*' }).first()) as { n: number | string } | undefined;
      return Number(row?.n ?? 0);
    },
    async byBrand(filter = {}) {
      const rows = (await filtered(filter)
        .groupBy('p.brand')
        .select('p.brand')
        .count({ n: '*' })
        .min({ low: 'r.score' })
        .max({ high: 'r.score' })
        .orderBy([
          { column: 'n', order: 'desc' },
          { column: 'p.brand', order: 'asc' },
        ])) as Array<{ brand: string; n: number | string; low: number | string; high: number | string }>;
      return rows.map((r) => ({
        brand: r.brand,
        count: Number(r.n),
        min: Number(r.low),
        max: Number(r.high),
      }));
    },
    async reviews(filter = {}) {
      const query = filtered(filter)
        .leftJoin('variants as v', 'v.id', 'r.variant_id')
        .orderBy([{ column: 'p.brand' }, { column: 'r.score', order: 'desc' }, { column: 'r.id' }])
        .select(
          'r.id',
          'r.status',
          'r.score',
          'r.reason',
          'r.product_id as candidate_product_id',
          'r.variant_id as candidate_variant_id',
          'p.name as candidate_name',
          'p.brand as candidate_brand',
          'v.label as candidate_label',
          'l.key as listing_key',
          'l.merchant',
          'l.title',
          'l.pack',
          'l.product_id as listing_product_id',
        );
      if (filter.limit !== undefined) query.limit(filter.limit);
      if (filter.offset) query.offset(filter.offset);
      const rows = (await query) as Array<Record<string, string | number | null>>;
      return rows.map((r) => ({
        id: Number(r.id),
        status: String(r.status),
        score: Number(r.score),
        listingKey: String(r.listing_key),
        merchant: String(r.merchant),
        title: String(r.title),
        pack: String(r.pack),
        listingProductId: String(r.listing_product_id),
        candidateProductId: String(r.candidate_product_id),
        candidateName: String(r.candidate_name),
        candidateBrand: String(r.candidate_brand),
        candidateVariantId: r.candidate_variant_id === null ? null : String(r.candidate_variant_id),
        candidateLabel: r.candidate_label === null ? null : String(r.candidate_label),
        reason: String(r.reason),
      }));
    },
    async decide(id, accept) {
      const now = new Date().toISOString();
      return db.transaction(async (trx) => {
        const review = (await trx('match_reviews').where({ id, status: 'pending' }).first()) as
          | { listing_key: string; product_id: string; variant_id: string | null; reason: string }
          | undefined;
        if (!review) return false;
        await trx('match_reviews')
          .where({ id })
          .update({ status: accept ? 'accepted' : 'rejected', decided_at: now });
        if (!accept) {
          await trx('listings')
            .where({ key: review.listing_key })
            .update({ match_kind: 'rejected', updated_at: now });
          // A product held back while its listing waited is a product of its own now.
          const own = (await trx('listings').where({ key: review.listing_key }).first('product_id')) as {
            product_id: string;
          };
          await trx('products').where({ id: own.product_id, held: true }).update({ held: false });
          return true;
        }
        const listing = (await trx('listings').where({ key: review.listing_key }).first()) as {
          merchant: string;
          product_id: string;
          variant_id: string;
          image: string | null;
        };
        // Without a feed image an offer shows its product's illustration: now the candidate's.
        const image = listing.image ?? productImage(review.product_id);
        let target = review.variant_id;
        if (!target) {
          // The candidate has no variant of this pack size yet: it gets a copy of the listing's.
          const own = (await trx('variants').where({ id: listing.variant_id }).first()) as {
            label: string;
            pack_value: number;
            pack_unit: string;
            mrp_paise: number;
          };
          const count = (await trx('variants')
            .where({ product_id: review.product_id })
            .count({ n: '*' })
            .first()) as { n: number | string } | undefined;
          target = variantId(review.product_id, own.label);
          const clash = await trx('variants').where({ id: target }).first();
          if (clash) target = `${target}-${id}`;
          await trx('variants').insert({
            id: target,
            product_id: review.product_id,
            label: own.label,
            pack_value: own.pack_value,
            pack_unit: own.pack_unit,
            mrp_paise: own.mrp_paise,
            sort_order: Number(count?.n ?? 0) + 1,
          });
        }
        const offers = (await trx('offers').where({
          variant_id: listing.variant_id,
          merchant: listing.merchant,
        })) as Array<Record<string, Knex.Value> & { id: string; city_id: string }>;
        for (const offer of offers) {
          // The candidate may already have this merchant's (seeded) offer in the city: the listing's
          // own price replaces it, and both histories are kept under the surviving offer.
          const existing = (await trx('offers')
            .where({ variant_id: target, merchant: listing.merchant, city_id: offer.city_id })
            .first('id')) as { id: string } | undefined;
          const movedId = existing?.id ?? `${listing.merchant}:${offer.city_id}:${target}`;
          if (existing) {
            await trx('offers').where({ id: movedId }).update({
              title: offer.title,
              url: offer.url,
              image,
              price_paise: offer.price_paise,
              mrp_paise: offer.mrp_paise,
              in_stock: offer.in_stock,
              updated_at: offer.updated_at,
            });
          } else {
            await trx('offers').insert({ ...offer, id: movedId, variant_id: target, image });
          }
          await trx('price_observations').where({ offer_id: offer.id }).update({ offer_id: movedId });
          await trx('offers').where({ id: offer.id }).delete();
        }
        await trx('listings').where({ key: review.listing_key }).update({
          product_id: review.product_id,
          variant_id: target,
          match_kind: 'accepted',
          match_reason: review.reason,
          updated_at: now,
        });
        // The product the listing had on its own goes when nothing else refers to it.
        const old = listing.product_id;
        if (old !== review.product_id) {
          const others = await trx('listings').where({ product_id: old }).first();
          const offersLeft = await trx('offers as o')
            .join('variants as v', 'v.id', 'o.variant_id')
            .where('v.product_id', old)
            .first('o.id');
          const reviewsLeft = await trx('match_reviews').where({ product_id: old }).first();
          const trending = await trx('trending_items').where({ product_id: old }).first();
          if (!others && !offersLeft && !reviewsLeft && !trending) {
            await trx('variants').where({ product_id: old }).delete();
            await trx('products').where({ id: old }).delete();
          }
        }
        return true;
      });
    },
  };
}
