// The basket as clients keep it: cart lines (one product variant and a quantity) each carrying
// the offers it can be bought at. docs/glossary.md, "Basket" and "Cart line".
import { z } from 'zod';

/** An offer as a cart line keeps it (the product page's offer without the ETA). */
export const BasketOfferSchema = z.object({
  merchantName: z.string(),
  price: z.number(),
  mrp: z.number(),
  img: z.string(),
  name: z.string(),
  merchantUrl: z.string().optional(),
  isOutOfStock: z.boolean().optional(),
  discount: z.number().optional(),
  /** When this price was last observed or refreshed (ISO 8601). */
  observedAt: z.string().optional(),
  /** The offer's price was too old when it was added or last refreshed (see the offer's `stale`). */
  stale: z.boolean().optional(),
  /**
   * The merchant no longer lists this offer (the last refresh said so): kept on the line to tell
   * the shopper, never counted as an offer. A later refresh with a price clears it.
   */
  delisted: z.boolean().optional(),
});

/** A cart line: one product variant and a quantity; identity is productId + variant. */
export const CartItemSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  brand: z.string(),
  variant: z.string(),
  quantity: z.number().int(),
  platformData: z.array(BasketOfferSchema),
  /** The shopper allows any brand of the same kind on this line (docs/rules.md, "Kinds and equivalents"). */
  anyBrand: z.boolean().optional(),
});
