import { offerDiscountPercent } from './discount';
import { offerAt } from './offers';
import type { BasketOffer, CartItem, PriceQuote, RefreshAnswer } from './types';

/**
 * A refresh answer saying the merchant no longer lists the offer: the batch refresh answers such a
 * URL with {@link NOT_LISTED_CODE}; a product GET /products/{id} answers with a 404 is gone too.
 */
export const NOT_LISTED = 'not-listed';

/** The answer of an offer its merchant no longer lists. */
export type NotListed = typeof NOT_LISTED;

/** The API's error code for a merchant URL its merchant does not list (at the shopper's point). */
const NOT_LISTED_CODE = 'PRICE_NOT_FOUND';

/**
 * A live price answer for one offer of one basket line: a quote, {@link NOT_LISTED}, or a failed
 * fetch (Error, null or undefined).
 */
export interface RefreshResult {
  productId: string;
  variant: string;
  merchantName: string;
  result: PriceQuote | NotListed | Error | null | undefined;
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
 * the offer; {@link NOT_LISTED} marks it delisted (kept, never counted); a non-numeric price or mrp
 * keeps the old value; the discount is recomputed, rounded up; availability true or false sets
 * stock, anything else keeps it; a quote clears the delisted mark, and a live (not stale) one the
 * offer's stale mark.
 */
export function mergePriceQuote(
  offer: BasketOffer,
  result: PriceQuote | NotListed | Error | null | undefined,
): BasketOffer {
  if (result === NOT_LISTED) return { ...offer, delisted: true };
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
  // The merchant priced it: it lists the offer again.
  delete merged.delisted;
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

/**
 * One item's answer of the batch refresh read as a refresh result: its quote; {@link NOT_LISTED}
 * when the server's code says the merchant does not list the URL; else an Error with the server's
 * reason (its `{code, message}`, or the text other scraper services send).
 */
export function readRefreshAnswer(answer: RefreshAnswer | undefined): PriceQuote | NotListed | Error {
  if (answer?.ok && answer.data) return answer.data;
  const error = answer?.error;
  if (typeof error === 'object')
    return error.code === NOT_LISTED_CODE ? NOT_LISTED : new Error(error.message);
  return new Error(error ?? 'No price');
}
