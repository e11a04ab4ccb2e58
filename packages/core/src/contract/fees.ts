// Fee rules (a merchant's delivery, small-cart and handling fees as data) and the fees they give
// a basket. Rupees; null means the figure is not known. docs/rules.md, "Fees", states the rule.
import { z } from 'zod';

/** What one membership changes in a merchant's fee rule, with where that comes from. */
export const MembershipEffectSchema = z.object({
  /** Membership key, e.g. "zepto_pass". */
  membership: z.string(),
  /** Name shown to shoppers, e.g. "Zepto Pass". */
  name: z.string(),
  deliveryFee: z.number().nullable().optional(),
  freeDeliveryAbove: z.number().nullable().optional(),
  smallCartFee: z.number().nullable().optional(),
  smallCartBelow: z.number().nullable().optional(),
  handlingCharge: z.number().nullable().optional(),
  source: z.string(),
});

/** A merchant's fee rule in effect, keyed by fee key, with its source note and effective date. */
export const FeeRuleSchema = z.object({
  /** Fee key ("swiggy_instamart"); other spellings are resolved with `toFeeKey`. */
  platform: z.string(),
  deliveryFee: z.number().nullable(),
  /** Delivery is free when the cart total is strictly above this. */
  freeDeliveryAbove: z.number().nullable(),
  smallCartFee: z.number().nullable(),
  /** The small-cart fee applies when the cart total is strictly below this. */
  smallCartBelow: z.number().nullable(),
  handlingCharge: z.number().nullable(),
  /** GST rate on fees as a fraction (0.18). */
  gstRate: z.number(),
  source: z.string(),
  effectiveFrom: z.string(),
  /** What each membership changes, with its source. */
  memberships: z.array(MembershipEffectSchema).optional(),
});

/** Fees for one merchant's basket; a fee the rules do not know is null. */
export const FeeResultSchema = z.object({
  platform: z.string(),
  deliveryFee: z.number().nullable(),
  smallCartFee: z.number().nullable(),
  handlingCharge: z.number().nullable(),
  gstOnFees: z.number().nullable(),
  grandTotal: z.number(),
});

/** One merchant's basket total, named by fee key, as sent for a fee estimate. */
export const PlatformTotalSchema = z.object(
  {
    platform: z
      .string({ error: 'platform must be text' })
      .trim()
      .min(1, 'platform is required')
      .max(64, 'platform must be at most 64 characters'),
    cartTotal: z
      .number({ error: 'cartTotal must be a number' })
      .min(0, 'cartTotal must be 0 or more')
      .max(10_000_000, 'cartTotal must be at most 10000000'),
  },
  { error: 'Each platform total must be an object' },
);

/** POST /products/calculate-all-fees body. */
export const PlatformTotalsRequestSchema = z.object(
  {
    platformTotals: z
      .array(PlatformTotalSchema, { error: 'platformTotals must be a list' })
      .max(20, 'platformTotals can have at most 20 entries'),
    /** Membership keys the shopper holds ("zepto_pass"): their fee effects apply. */
    memberships: z
      .array(
        z
          .string({ error: 'Each membership must be text' })
          .trim()
          .min(1, 'A membership key cannot be empty')
          .max(64, 'A membership key must be at most 64 characters'),
        { error: 'memberships must be a list' },
      )
      .max(20, 'memberships can have at most 20 entries')
      .optional(),
  },
  { error: 'Request body must be a JSON object' },
);
