// Shapes catalogue products and their visible offers into the answers the API sends (rupees,
// absolute image URLs, offers cheapest first per variant).
import {
  compareOffers,
  getPlatform,
  type Offer,
  offerDiscountPercent,
  type Product,
  type Variant,
} from '@compare/core';
import { fromPaise } from '../money';
import type { OfferRow } from '../repositories/offers';
import { memoize } from './cache';
import type { CatalogueEntry } from './loaded-catalogue';
import type { MerchantReach } from './location';

/** One offer on the wire (the contract's Offer); this API always says when it was observed and whether that is too long ago. */
export type OfferDto = Offer & { observedAt: string; stale: boolean };

/** Default age (ms) past which an offer's price is stale (OFFER_MAX_AGE_HOURS, 72). */
export const OFFER_MAX_AGE_MS_DEFAULT = 72 * 60 * 60 * 1000;

/** A variant's pack size so clients can show unit prices (the contract's Variant). */
export type VariantDto = Variant;

/** One product on the wire (the contract's Product, with this API's offers). */
export type ProductDto = Omit<Product, 'platformData'> & { platformData: Record<string, OfferDto[]> };

/** Makes an image path absolute so partner sites on other origins can show it. */
export function absoluteUrl(path: string, origin: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Normalises platform names from the query (`Swiggy Instamart` -> `swiggy`); unknown names are dropped. */
export function normalisePlatforms(names: string[]): string[] {
  return [...new Set(names.flatMap((n) => getPlatform(n)?.key ?? []))];
}

// Offer discounts by (price, MRP) in paise: the same pairs recur across pages and merchants, and
// the rule's exact decimal handling costs a few microseconds a call (hundreds per search page). A
// pure function of the pair, so kept in services/cache.ts's `memoize` (never stale).
const PAIR = 2 ** 26;
const discountOfPair = memoize(
  (pair: number) => offerDiscountPercent(fromPaise(Math.floor(pair / PAIR)), fromPaise(pair % PAIR)),
  100_000,
);

function discountOf(pricePaise: number, mrpPaise: number): number {
  const cacheable =
    Number.isInteger(pricePaise) &&
    Number.isInteger(mrpPaise) &&
    pricePaise >= 0 &&
    pricePaise < PAIR &&
    mrpPaise >= 0 &&
    mrpPaise < PAIR;
  if (!cacheable) return offerDiscountPercent(fromPaise(pricePaise), fromPaise(mrpPaise));
  return discountOfPair(pricePaise * PAIR + mrpPaise);
}

// Observation times as ISO text, by their stored text: offers written together share one, and
// parsing a date costs about a microsecond (hundreds per search page). Pure: `memoize`.
const isoInstant = memoize((stored: string) => new Date(stored).toISOString(), 10_000);

/** Shapes catalogue entries and their visible offers into products; variants without an offer are left out. */
export function shapeProducts(
  entries: readonly CatalogueEntry[],
  offers: readonly OfferRow[],
  reach: readonly MerchantReach[],
  origin: string,
  maxAgeMs = OFFER_MAX_AGE_MS_DEFAULT,
): ProductDto[] {
  const eta = new Map(reach.map((r) => [r.merchant as string, r.eta]));
  const staleBefore = Date.now() - maxAgeMs;
  const offersByVariant = new Map<string, OfferDto[]>();
  for (const o of offers) {
    const price = Number(o.price_paise);
    const mrp = Number(o.mrp_paise);
    const list = offersByVariant.get(o.variant_id) ?? [];
    list.push({
      merchantName: o.merchant,
      merchantUrl: o.url,
      name: o.title,
      img: absoluteUrl(o.image, origin),
      price: fromPaise(price),
      mrp: fromPaise(mrp),
      discount: discountOf(price, mrp),
      isOutOfStock: !o.in_stock,
      eta: eta.get(o.merchant) ?? null,
      observedAt: isoInstant(o.updated_at),
      stale: Date.parse(isoInstant(o.updated_at)) < staleBefore,
    });
    offersByVariant.set(o.variant_id, list);
  }
  return entries.map(({ row, variants, images }) => {
    const platformData: Record<string, OfferDto[]> = {};
    const shown: VariantDto[] = [];
    for (const v of variants) {
      const list = offersByVariant.get(v.id);
      if (!list || list.length === 0 || platformData[v.label]) continue;
      // Cheapest first, ties by merchant (docs/rules.md, "Offer order"), the same on every engine.
      list.sort(compareOffers);
      platformData[v.label] = list;
      shown.push({ label: v.label, packValue: Number(v.pack_value), packUnit: v.pack_unit });
    }
    return {
      productId: row.id,
      brand: row.brand,
      name: row.name,
      category: row.category_title,
      images: images.map((img) => absoluteUrl(img, origin)),
      platformData,
      variants: shown,
    };
  });
}
