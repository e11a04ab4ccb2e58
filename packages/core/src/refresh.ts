import { offerDiscountPercent } from './discount';
import { offerAt } from './offers';
import type { BasketOffer, CartItem, PriceQuote } from './types';

/** A live price answer for one offer of one basket line; Error/null/undefined mean the fetch failed. */
export interface RefreshResult {
  productId: string;
  variant: string;
  merchantName: string;
  result: PriceQuote | Error | null | undefined;
}

// Scrapers hand back numbers as strings ("42.5"); anything else that is not a finite number
// (NaN, '', null, objects, booleans) means the merchant gave no usable figure.
function numericOrUndefined(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/**
 * Merges a live price into a basket offer (docs/rules.md, "Refresh merge"): a failed fetch keeps
 * the offer; a non-numeric price or mrp keeps the old value; the discount is recomputed, rounded
 * up; availability true or false sets stock, anything else keeps it; a live (not stale) quote
 * clears the offer's stale mark.
 */
export function mergePriceQuote(
  offer: BasketOffer,
  result: PriceQuote | Error | null | undefined,
): BasketOffer {
  if (result === null || result === undefined || result instanceof Error || typeof result !== 'object') {
    return offer;
  }
  const price = numericOrUndefined(result.price) ?? offer.price;
  const mrp = numericOrUndefined(result.mrp) ?? offer.mrp;
  const merged: BasketOffer = { ...offer, price, mrp, discount: offerDiscountPercent(price, mrp) };
  if (result.available === true) merged.isOutOfStock = false;
  else if (result.available === false) merged.isOutOfStock = true;
  // A live price is current: only a quote that is itself the last known price keeps the mark.
  if (result.stale !== true) delete merged.stale;
  return merged;
}

/** Applies refresh results to a whole basket; lines and offers without a result are kept as they are. */
export function mergeRefreshIntoItems(
  items: readonly CartItem[],
  results: readonly RefreshResult[],
): CartItem[] {
  if (results.length === 0) return [...items];
  return items.map((line) => {
    const mine = results.filter(
      (entry) => entry.productId === line.productId && entry.variant === line.variant,
    );
    if (mine.length === 0) return line;
    return {
      ...line,
      platformData: line.platformData.map((offer) => {
        const entry = offerAt(mine, offer.merchantName);
        return entry ? mergePriceQuote(offer, entry.result) : offer;
      }),
    };
  });
}
