// Products and what hangs off them: offers per variant, pack sizes, category tiles, trending rows
// and merchant ETAs. Prices on the wire are rupees with at most 2 decimals.
import { z } from 'zod';
import { PackUnitSchema } from './keys';
import { LocationQuerySchema } from './location';

/** One merchant's listing of a product variant. */
export const OfferSchema = z.object({
  /** Platform key, e.g. "blinkit"; compared lower-cased. */
  merchantName: z.string(),
  merchantUrl: z.string(),
  /** The merchant's own title for the listing. */
  name: z.string(),
  img: z.string(),
  /** Selling price in rupees. */
  price: z.number(),
  /** Maximum retail price in rupees. */
  mrp: z.number(),
  /** Offer discount percent, rounded up (docs/rules.md, "Offer discount"). */
  discount: z.number().int(),
  isOutOfStock: z.boolean(),
  /** Delivery estimate in minutes at the shopper's point; null when no store serves it. */
  eta: z.number().nullable(),
  /** When this price was last observed (ISO 8601), so a shopper can see its age. */
  observedAt: z.string().optional(),
  /**
   * True when the price was observed longer ago than the server's OFFER_MAX_AGE_HOURS: shown with
   * its age, left out of 'Cheapest', the cheapest split and deal verdicts.
   */
  stale: z.boolean().optional(),
});

/** A variant's label and its total pack size, so clients can show unit prices. */
export const VariantSchema = z.object({
  /** Label shown to shoppers and used as the `platformData` key, e.g. "4 x 70 g". */
  label: z.string(),
  /** Total pack size in `packUnit` (280 for "4 x 70 g"). */
  packValue: z.number(),
  packUnit: PackUnitSchema,
});

/** A canonical product with offers grouped by variant label, each list cheapest first. */
export const ProductSchema = z.object({
  productId: z.string(),
  brand: z.string(),
  name: z.string(),
  category: z.string(),
  images: z.array(z.string()),
  /** Variant label -> offers sorted by ascending price. */
  platformData: z.record(z.string(), z.array(OfferSchema)),
  /** Pack sizes of the variants in `platformData`, in display order. */
  variants: z.array(VariantSchema),
});

/** GET /products answer: one page of products and how many matched in all. */
export const ProductPageSchema = z.object({
  success: z.literal(true),
  data: z.array(ProductSchema),
  total: z.number().int(),
  /** What was searched for, present when a typed word was corrected ("tomato" for "tomatoe"). */
  searchedFor: z.string().optional(),
  /** Present when nothing matched every word and these are the closest products instead. */
  similar: z.literal(true).optional(),
});

/** A home-page category tile; a click searches for `search`. */
export const CategoryTileSchema = z.object({
  title: z.string(),
  img: z.string(),
  search: z.string(),
  /** Stable id of the category (also accepted as the `category` filter). */
  slug: z.string(),
});

/** A home-page row of trending products, titled by title or category. */
export const TrendingSectionSchema = z.object({
  title: z.string(),
  category: z.string(),
  products: z.array(ProductSchema),
});

/** A merchant's delivery estimate at a point; `value` is null when no store serves it. */
export const PlatformEtaSchema = z.object({
  name: z.string(),
  eta: z.object({ value: z.number().nullable(), unit: z.literal('mins') }),
});

const text = (name: string, max: number) =>
  z.string().max(max, `${name} must be at most ${max} characters`).optional();

/** GET /products query as the server validates it (numbers arrive as text). */
export const ProductListQuerySchema = z.object({
  q: text('q', 200).describe('Full text over brand, name, category and tags (prefix match, Hinglish aware)'),
  platform: text('platform', 200).describe('Comma-separated platform keys'),
  category: text('category', 100).describe('Category title or slug'),
  brand: text('brand', 100),
  sort: z
    .enum(['relevance', 'price', 'unit-price', 'discount'], {
      error: 'sort must be one of relevance, price, unit-price, discount',
    })
    .optional()
    .describe(
      "Order of the results: relevance (the default), price (the card's first pack size, its lowest offer, ascending), unit-price (per 100 g, 100 ml or piece, ascending), discount (descending); products without one go last",
    ),
  offset: z.coerce
    .number({ error: 'offset must be a whole number of 0 or more' })
    .int('offset must be a whole number of 0 or more')
    .min(0, 'offset must be a whole number of 0 or more')
    .max(1_000_000, 'offset must be at most 1000000')
    .default(0),
  limit: z.coerce
    .number({ error: 'limit must be a whole number between 1 and 100' })
    .int('limit must be a whole number between 1 and 100')
    .min(1, 'limit must be a whole number between 1 and 100')
    .max(100, 'limit must be a whole number between 1 and 100')
    .default(20),
  lat: LocationQuerySchema.shape.lat,
  lon: LocationQuerySchema.shape.lon,
});

/** GET /products query as a client builds it. */
export const ProductQuerySchema = z.object({
  q: z.string().optional(),
  /** Comma-separated platform keys. */
  platform: z.string().optional(),
  category: z.string().optional(),
  brand: z.string().optional(),
  /** Order of the results; the API's relevance order when absent. */
  sort: z.enum(['relevance', 'price', 'unit-price', 'discount']).optional(),
  offset: z.number().int().optional(),
  limit: z.number().int().optional(),
});

/** Path parameters of GET /products/{id} and /products/{id}/history. */
export const ProductParamsSchema = z.object({ id: z.string().min(1).max(64) });

// What a client accepts. The product's contract with any backend asks for less than this API
// sends (a product needs only productId, brand and platformData; an ETA's unit defaults to
// 'mins'; a search answer may say success: false), so clients read these looser shapes, derived
// from the ones above.

/** An offer as a client accepts it: the ETA may be absent (search answers need none). */
export const LooseOfferSchema = OfferSchema.extend({ eta: OfferSchema.shape.eta.optional() });

/** A product as a client accepts it: only productId, brand and platformData are required. */
export const LooseProductSchema = ProductSchema.extend({
  platformData: z.record(z.string(), z.array(LooseOfferSchema)),
}).partial({ name: true, category: true, images: true, variants: true });

/** A search answer as a client accepts it: an unsuccessful one ends paging. */
export const LooseProductPageSchema = z.object({
  success: z.boolean(),
  data: z.array(LooseProductSchema),
  total: z.number().int().optional(),
  searchedFor: z.string().optional(),
  similar: z.boolean().optional(),
});

/** A category tile as a client accepts it: the slug may be absent. */
export const LooseCategoryTileSchema = CategoryTileSchema.partial({ slug: true });

/** A trending section as a client accepts it: titled by title or category. */
export const LooseTrendingSectionSchema = TrendingSectionSchema.extend({
  products: z.array(LooseProductSchema),
}).partial({ title: true, category: true });

/** An ETA as a client accepts it: the value may be text, and a numeric value means minutes. */
export const LoosePlatformEtaSchema = z.object({
  name: z.string(),
  eta: z.object({ value: z.union([z.number(), z.string()]).nullable(), unit: z.string() }),
});
