// swiggy instamart: product URL https://www.swiggy.com/instamart/item/{productId}. Prices are
// protobuf-style Money ({units, nanos}, units often a string); stock is the product's inStock.
import { z } from 'zod';
import { roundRupees } from '../../money';
import { type MerchantAdapter, makeQuote, matchPath, parseBody } from './adapter';

const Units = z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]);
const Money = z.object({ units: Units, nanos: z.number().int().min(0).max(999_999_999).optional() });

const Variation = z.object({
  quantityDescription: z.string().optional(),
  skuId: z.string().optional(),
  spinId: z.string().optional(),
  price: z.object({ offerPrice: Money, mrp: Money }),
});

const SwiggyBody = z.object({
  data: z.object({
    displayName: z.string().optional(),
    inStock: z.boolean(),
    variations: z.array(Variation).min(1),
  }),
});

function rupees(money: z.infer<typeof Money>): number {
  return roundRupees(Number(money.units) + (money.nanos ?? 0) / 1e9);
}

/** swiggy instamart: GET https://www.swiggy.com/api/instamart/item/{id}. */
export const swiggyAdapter: MerchantAdapter = {
  platform: 'swiggy',
  endpoint(url) {
    const [, id] = matchPath('swiggy', url, /^\/instamart\/item\/([A-Za-z0-9_-]+)\/?$/);
    return `https://${url.hostname}/api/instamart/item/${id}`;
  },
  parse(body) {
    const data = parseBody('swiggy', SwiggyBody, body);
    // The item page lists the product's variations; the URL names the product, whose first
    // variation is the one the page opens on.
    const variation = data.data.variations[0]!;
    return makeQuote(
      'swiggy',
      rupees(variation.price.offerPrice),
      rupees(variation.price.mrp),
      data.data.inStock,
    );
  },
};
