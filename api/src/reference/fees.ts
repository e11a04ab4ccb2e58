// Fee rules per merchant fee key, from the observations in MERCHANTS.md. They are estimates: each
// rule says where its figures come from, which parts are assumptions, and null where nothing is
// known (the UI then shows N/A).
import type { MembershipEffect } from '@compare/core';
import type { CatalogueFeeRule } from './types';

/** GST on delivery by e-commerce operators from 22 Sep 2025 (GST Council, 56th meeting). */
const GST_RATE = 0.18;
const GST_EFFECTIVE_FROM = '2025-09-22';
const GST_NOTE = 'GST 18% on delivery and handling from 22 Sep 2025 (GST Council, 56th meeting).';

type FeeFigures = Omit<CatalogueFeeRule, 'gstRate' | 'effectiveFrom' | 'source' | 'memberships'> & {
  note: string;
};

const FIGURES: readonly FeeFigures[] = [
  {
    platform: 'blinkit',
    deliveryFee: 30,
    freeDeliveryAbove: 199,
    smallCartFee: 20,
    smallCartBelow: 99,
    handlingCharge: 12,
    note: 'blinkit cohort B as seen on live bills (2024): delivery ₹30, handling ₹12, small-cart ₹20; the ₹199 free-delivery and ₹99 small-cart thresholds are assumptions.',
  },
  {
    platform: 'zepto',
    deliveryFee: 28,
    freeDeliveryAbove: 199,
    smallCartFee: 15,
    smallCartBelow: 100,
    handlingCharge: 10,
    note: 'zepto as reported by medianama (Mar 2024): delivery up to ₹28, free above ₹199 for one cohort, small-cart fee under ₹100, handling ₹5-₹20; the ₹15 small-cart and ₹10 handling amounts are assumptions.',
  },
  {
    platform: 'swiggy_instamart',
    deliveryFee: 30,
    freeDeliveryAbove: 299,
    smallCartFee: null,
    smallCartBelow: null,
    handlingCharge: 9,
    note: 'swiggy instamart as reported by hindustantimes (Apr 2023) and dnaindia (Jun 2025): handling fee always charged, free delivery above ₹299; the ₹30 delivery and ₹9 handling amounts are assumptions.',
  },
  {
    platform: 'bigbasket',
    deliveryFee: 30,
    freeDeliveryAbove: 600,
    smallCartFee: null,
    smallCartBelow: null,
    handlingCharge: 6,
    note: 'bigbasket: one public guess, unverified (seen 2025): delivery ₹30, free above ₹600, handling ₹6.',
  },
  {
    platform: 'dmart_ready',
    deliveryFee: null,
    freeDeliveryAbove: null,
    smallCartFee: null,
    smallCartBelow: null,
    handlingCharge: null,
    note: 'dmart ready: slot-based delivery and pickup points; no fee figures found in public sources (checked 2025).',
  },
  {
    platform: 'jiomart',
    deliveryFee: null,
    freeDeliveryAbove: null,
    smallCartFee: null,
    smallCartBelow: null,
    handlingCharge: null,
    note: 'jiomart: a delivery policy exists but no fee figures were found in public sources (checked 2025).',
  },
];

/**
 * What each membership changes in its merchant's fee rule, with the source of the figure. The
 * shopper says which they hold; core's `ruleForMember` applies the effect (docs/rules.md,
 * "Memberships"). Effects whose figures no public source confirms say they are assumptions.
 */
export const MEMBERSHIP_EFFECTS: Readonly<Record<string, readonly MembershipEffect[]>> = {
  zepto: [
    {
      membership: 'zepto_pass',
      name: 'Zepto Pass',
      freeDeliveryAbove: 99,
      source: 'Zepto Pass (₹99/month) gives free delivery above ₹99: storyboard18, Jul 2025.',
    },
  ],
  swiggy_instamart: [
    {
      membership: 'swiggy_one',
      name: 'Swiggy One',
      freeDeliveryAbove: 199,
      source:
        'Swiggy One: free Instamart delivery above ₹199 is an assumption (no public figure found; dnaindia, Jun 2025 says members still pay rain surge).',
    },
    {
      membership: 'swiggy_one_lite',
      name: 'Swiggy One Lite',
      freeDeliveryAbove: 199,
      source:
        'Swiggy One Lite: free Instamart delivery above ₹199 is an assumption (no public figure found).',
    },
  ],
  bigbasket: [
    {
      membership: 'bbstar',
      name: 'bbstar',
      deliveryFee: 0,
      source:
        'bbstar membership named by ET, Sep 2025; free delivery for members is an assumption (no figure found).',
    },
  ],
};

/** One fee rule per fee key, each with its source note, the GST rule and its memberships' effects. */
export function buildFeeRules(): CatalogueFeeRule[] {
  return FIGURES.map(({ note, ...figures }) => {
    const memberships = MEMBERSHIP_EFFECTS[figures.platform];
    return {
      ...figures,
      gstRate: GST_RATE,
      source: `${note} ${GST_NOTE}`,
      effectiveFrom: GST_EFFECTIVE_FROM,
      ...(memberships ? { memberships: [...memberships] } : {}),
    };
  });
}
