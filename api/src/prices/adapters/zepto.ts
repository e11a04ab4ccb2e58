// zepto: product URL https://www.zeptonow.com/pn/{slug}/pvid/{variantUuid} (or www.zepto.com).
// Amounts are integer PAISE. Current shape: sellingPrice / discountedSellingPrice, mrp and an
// outOfStock flag; the older shape nests productVariant.price.{sp, mrp} with isAvailable.
import { z } from 'zod';
import { fromPaise } from '../../money';
import { type MerchantAdapter, makeQuote, matchPath, parseBody } from './adapter';

const Paise = z.number().int().nonnegative();

const CurrentShape = z.object({
  productVariant: z.object({ id: z.string() }),
  sellingPrice: Paise.optional(),
  discountedSellingPrice: Paise.optional(),
  mrp: Paise,
  outOfStock: z.boolean(),
});

const LegacyShape = z.object({
  productVariant: z.object({ id: z.string(), price: z.object({ sp: Paise, mrp: Paise }) }),
  isAvailable: z.boolean(),
});

const ZeptoBody = z.union([CurrentShape, LegacyShape]);

/** zepto: GET https://{host}/api/v1/product-variants/{pvid}. */
export const zeptoAdapter: MerchantAdapter = {
  platform: 'zepto',
  endpoint(url) {
    const [, id] = matchPath('zepto', url, /^\/pn\/[^/]+\/pvid\/([0-9a-f-]{8,64})\/?$/i);
    return `https://${url.hostname}/api/v1/product-variants/${id}`;
  },
  parse(body) {
    const data = parseBody('zepto', ZeptoBody, body);
    if ('outOfStock' in data) {
      const sp = data.discountedSellingPrice ?? data.sellingPrice;
      return makeQuote(
        'zepto',
        sp === undefined ? undefined : fromPaise(sp),
        fromPaise(data.mrp),
        !data.outOfStock,
      );
    }
    const { sp, mrp } = data.productVariant.price;
    return makeQuote('zepto', fromPaise(sp), fromPaise(mrp), data.isAvailable);
  },
};
