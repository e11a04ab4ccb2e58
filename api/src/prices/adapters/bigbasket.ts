// bigbasket: product URL https://www.bigbasket.com/pd/{productId}/{slug}/. The selling price is
// pricing.discount.prim_price.sp (a rupee string); the MRP sits beside it as pricing.discount.mrp
// (the public scrapers did not show its name, so this is our modelling); stock is
// availability.avail_status "001" unless the item is marked not for sale.
import { z } from 'zod';
import { readRupees } from '../../money';
import { type MerchantAdapter, makeQuote, matchPath, parseBody } from './adapter';

const Amount = z.union([z.string(), z.number()]);

const BigbasketBody = z.object({
  product: z.object({
    id: z.union([z.string(), z.number()]),
    desc: z.string().optional(),
    pricing: z.object({
      discount: z.object({ mrp: Amount, prim_price: z.object({ sp: Amount }) }),
    }),
    availability: z.object({ avail_status: z.string(), not_for_sale: z.boolean().optional() }),
  }),
});

/** bigbasket: GET https://www.bigbasket.com/pd-svc/v1/product/{id}. */
export const bigbasketAdapter: MerchantAdapter = {
  platform: 'bigbasket',
  endpoint(url) {
    const [, id] = matchPath('bigbasket', url, /^\/pd\/(\d+)(?:\/[^/]*)?\/?$/);
    return `https://${url.hostname}/pd-svc/v1/product/${id}`;
  },
  parse(body) {
    const { product } = parseBody('bigbasket', BigbasketBody, body);
    const available =
      product.availability.avail_status === '001' && product.availability.not_for_sale !== true;
    return makeQuote(
      'bigbasket',
      readRupees(product.pricing.discount.prim_price.sp),
      readRupees(product.pricing.discount.mrp),
      available,
    );
  },
};
