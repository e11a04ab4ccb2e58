// Equivalents on the wire: another brand's product of the same kind at the shopper's point (the
// product page's 'Same kind, other brands') and a basket compared with per-line 'any brand' flags
// (POST /baskets/compare). Rupees with at most 2 decimals. docs/rules.md, "Kinds and equivalents".
import { z } from 'zod';
import { MAX_BASKET_LINES } from './account';

/** A price per 100 g, 100 ml or piece. */
export const UnitPriceSchema = z.object({
  amount: z.number(),
  per: z.enum(['100 g', '100 ml', '1 pc']),
});

/** A kind from the reviewed table. */
export const KindSchema = z.object({ id: z.string(), label: z.string() });

/** How another pack compares: the same pack, whole packs of it, or only by unit price. */
export const PackBasisSchema = z.enum(['same-pack', 'packs', 'unit-price']);

/** One equivalent at the point: a product variant and its cheapest in-stock current offer. */
export const EquivalentSchema = z.object({
  productId: z.string(),
  brand: z.string(),
  name: z.string(),
  variant: z.string(),
  merchantName: z.string(),
  merchantUrl: z.string(),
  img: z.string(),
  price: z.number(),
  mrp: z.number(),
  unitPrice: UnitPriceSchema.nullable(),
  basis: PackBasisSchema,
  /** Packs of it that make the product's own pack (0 when it compares by unit price only). */
  packs: z.number().int().min(0),
});

/** GET /products/{id}/equivalents query. */
export const EquivalentsQuerySchema = z.object({
  variant: z.string().max(60, 'variant must be at most 60 characters').optional(),
});

/** GET /products/{id}/equivalents data: cheapest unit price first; empty for a product of no kind. */
export const EquivalentsSchema = z.object({
  kind: KindSchema.nullable(),
  attributes: z.array(z.string()),
  variant: z.string(),
  unitPrice: UnitPriceSchema.nullable(),
  items: z.array(EquivalentSchema),
});

/** One line of a basket to compare. */
export const CompareLineSchema = z.object({
  productId: z.string({ error: 'productId is required' }).min(1, 'productId is required').max(64),
  variant: z.string({ error: 'variant is required' }).min(1, 'variant is required').max(60),
  quantity: z
    .number({ error: 'quantity must be a whole number between 1 and 99' })
    .int('quantity must be a whole number between 1 and 99')
    .min(1, 'quantity must be a whole number between 1 and 99')
    .max(99, 'quantity must be a whole number between 1 and 99'),
  /** The shopper allows any brand of the same kind on this line. Off by default. */
  anyBrand: z.boolean().default(false),
});

/** POST /baskets/compare body. */
export const CompareBasketRequestSchema = z.object({
  lines: z
    .array(CompareLineSchema, { error: 'lines must be a list of basket lines' })
    .min(1, 'lines must hold at least one line')
    .max(MAX_BASKET_LINES, `A basket can hold at most ${MAX_BASKET_LINES} lines`),
});

/** The cheapest way to buy one line at one merchant. */
export const LineChoiceSchema = z.object({
  merchantName: z.string(),
  productId: z.string(),
  brand: z.string(),
  name: z.string(),
  variant: z.string(),
  merchantUrl: z.string(),
  img: z.string(),
  /** Price and mrp of one pack of the chosen product. */
  price: z.number(),
  mrp: z.number(),
  /** Packs of the chosen product that make one of the line's packs. */
  packs: z.number().int().min(1),
  /** True when the chosen product is another brand's equivalent. */
  substituted: z.boolean(),
  /** What the line costs there as chosen (all its packs). */
  cost: z.number(),
  /** What the line's own product costs there; null when not available there. */
  ownCost: z.number().nullable(),
  saving: z.number().nullable(),
  unitPrice: UnitPriceSchema.nullable(),
  ownUnitPrice: UnitPriceSchema.nullable(),
  /** Said with the verdict when substituted: '... instead of ... at Zepto: ₹3.00 less'. */
  text: z.string().nullable(),
});

/** One compared line. */
export const ComparedLineSchema = z.object({
  productId: z.string(),
  variant: z.string(),
  quantity: z.number().int(),
  anyBrand: z.boolean(),
  /** The line's kind; null when unknown (then it has no equivalents). */
  kind: KindSchema.nullable(),
  /** One choice per merchant selling the line (or an equivalent, with any brand on) at the point. */
  choices: z.array(LineChoiceSchema),
});

/** A merchant's part of the comparison. */
export const MerchantComparisonSchema = z.object({
  merchantName: z.string(),
  /** Items total as chosen. */
  itemsTotal: z.number(),
  /** Lines it can supply (own or equivalent) and how many lines the basket has. */
  lines: z.number().int(),
  complete: z.boolean(),
  /** What the equivalents save against the lines' own products there. */
  saving: z.number(),
});

/** POST /baskets/compare data. */
export const BasketComparisonSchema = z.object({
  lines: z.array(ComparedLineSchema),
  merchants: z.array(MerchantComparisonSchema),
});
