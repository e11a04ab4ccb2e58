// Response schemas, used only to document answers in /openapi.json.
import { z } from 'zod';

/** `{success: true}`. */
export const Ok = z.object({ success: z.literal(true) });

/** A user as the auth routes answer it. */
export const UserSchema = z.object({ id: z.number().int(), username: z.string(), createdAt: z.string() });

/** One merchant offer. */
export const OfferSchema = z.object({
  merchantName: z.string(),
  merchantUrl: z.string(),
  name: z.string(),
  img: z.string(),
  price: z.number(),
  mrp: z.number(),
  discount: z.number().int(),
  isOutOfStock: z.boolean(),
  eta: z.number().nullable(),
});

/** A product with offers grouped by variant label. */
export const ProductSchema = z.object({
  productId: z.string(),
  brand: z.string(),
  name: z.string(),
  category: z.string(),
  images: z.array(z.string()),
  platformData: z.record(z.string(), z.array(OfferSchema)),
  variants: z.array(z.object({ label: z.string(), packValue: z.number(), packUnit: z.string() })),
});

/** A page of products. */
export const ProductPageSchema = z.object({
  success: z.literal(true),
  data: z.array(ProductSchema),
  total: z.number().int(),
  searchedFor: z
    .string()
    .optional()
    .describe('What was searched for, present when a typed word was corrected (tomatoe -> tomato)'),
  similar: z
    .literal(true)
    .optional()
    .describe('Present when nothing matched every word and the products are the closest ones instead'),
});

/** A home-page category tile. */
export const CategorySchema = z.object({
  title: z.string(),
  img: z.string(),
  search: z.string(),
  slug: z.string(),
});

/** A trending section. */
export const TrendingSchema = z.object({
  title: z.string(),
  category: z.string(),
  products: z.array(ProductSchema),
});

/** A merchant's ETA at the point. */
export const PlatformEtaSchema = z.object({
  name: z.string(),
  eta: z.object({ value: z.number().nullable(), unit: z.literal('mins') }),
});

/** Fee estimate for one platform. */
export const FeeResultSchema = z.object({
  platform: z.string(),
  deliveryFee: z.number().nullable(),
  smallCartFee: z.number().nullable(),
  handlingCharge: z.number().nullable(),
  gstOnFees: z.number().nullable(),
  grandTotal: z.number(),
});

/** A fee rule with its source note. */
export const FeeRuleSchema = z.object({
  platform: z.string(),
  deliveryFee: z.number().nullable(),
  freeDeliveryAbove: z.number().nullable(),
  smallCartFee: z.number().nullable(),
  smallCartBelow: z.number().nullable(),
  handlingCharge: z.number().nullable(),
  gstRate: z.number(),
  source: z.string(),
  effectiveFrom: z.string(),
});

/** A geocoder answer. */
export const GeoResultSchema = z.object({
  display_name: z.string(),
  lat: z.string(),
  lon: z.string(),
  place_id: z.number().int(),
});
