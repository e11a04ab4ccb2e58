import { roundHalfAway } from './internal/round';
import { ruleForMember } from './memberships';
import { formatINR, fromPaise, toPaise } from './money';
import { platformTotalKey } from './platforms';
import type { FeeResult, FeeRule, PlatformTotal } from './types';

/** A merchant's fee rule as data; its shape is the contract's `FeeRuleSchema`. */
export type { FeeRule };

// "Free delivery above ₹199" means strictly above: a cart of exactly ₹199 still pays delivery.
// "Small-cart fee below ₹100" means strictly below: exactly ₹100 pays none (docs/rules.md).
function deliveryFeeFor(rule: FeeRule, cartPaise: number): number | null {
  if (rule.deliveryFee === null) return null;
  if (rule.freeDeliveryAbove === null || cartPaise <= toPaise(rule.freeDeliveryAbove)) {
    return toPaise(rule.deliveryFee);
  }
  return 0;
}

function smallCartFeeFor(rule: FeeRule, cartPaise: number): number | null {
  if (rule.smallCartFee === null) return null;
  if (rule.smallCartBelow !== null && cartPaise < toPaise(rule.smallCartBelow)) {
    return toPaise(rule.smallCartFee);
  }
  return 0;
}

/**
 * Applies a merchant's fee rules to a cart total. Unknown fees stay null (shown as 'N/A'), GST
 * is charged on the known fees, and the grand total is exact to the paisa. Without a rule every
 * fee is null and the grand total is the cart total.
 */
export function computeFees(rule: FeeRule | undefined, platform: string, cartTotal: number): FeeResult {
  const cartPaise = toPaise(cartTotal);
  if (!rule) {
    return {
      platform,
      deliveryFee: null,
      smallCartFee: null,
      handlingCharge: null,
      gstOnFees: null,
      grandTotal: fromPaise(cartPaise),
    };
  }
  const delivery = deliveryFeeFor(rule, cartPaise);
  const smallCart = smallCartFeeFor(rule, cartPaise);
  const handling = rule.handlingCharge === null ? null : toPaise(rule.handlingCharge);
  const known = [delivery, smallCart, handling].filter((fee): fee is number => fee !== null);
  const feesPaise = known.reduce((sum, fee) => sum + fee, 0);
  const gst = known.length === 0 ? null : roundHalfAway(rule.gstRate * feesPaise);
  const toRupees = (paise: number | null) => (paise === null ? null : fromPaise(paise));
  return {
    platform,
    deliveryFee: toRupees(delivery),
    smallCartFee: toRupees(smallCart),
    handlingCharge: toRupees(handling),
    gstOnFees: toRupees(gst),
    grandTotal: fromPaise(cartPaise + feesPaise + (gst ?? 0)),
  };
}

/** Displays a fee: unknown is 'N/A', zero is '-', else rupees with 2 decimals. */
export function formatFee(value: number | null | undefined): string {
  if (value === null || value === undefined) return 'N/A';
  if (value === 0) return '-';
  return formatINR(value);
}

/**
 * Whether a fee result's fees are known well enough to compare: its delivery fee and handling
 * charge are known. A merchant without them would look cheaper only because its fees are missing.
 */
export function feesKnown(fee: FeeResult | undefined): boolean {
  return fee !== undefined && fee.deliveryFee !== null && fee.handlingCharge !== null;
}

/** The rule for a merchant among rules keyed by fee key ("swiggy" finds "swiggy_instamart"). */
export function feeRuleFor(rules: readonly FeeRule[], merchant: string): FeeRule | undefined {
  const key = platformTotalKey(merchant);
  return rules.find((rule) => platformTotalKey(rule.platform) === key);
}

/**
 * The rule a merchant's basket is charged by: its fee rule (found by fee key) with the held
 * memberships' effects applied; undefined when no rule is known for it.
 */
export function memberRuleFor(
  rules: readonly FeeRule[],
  merchant: string,
  memberships: readonly string[] = [],
): FeeRule | undefined {
  const rule = feeRuleFor(rules, merchant);
  return rule ? ruleForMember(rule, memberships) : undefined;
}

/**
 * Fees for each platform total, in the order given, with the held memberships applied: what
 * POST /products/calculate-all-fees answers. The server and the comparison call this one function,
 * so a member's fees are the same figures wherever they are shown.
 */
export function basketFees(
  rules: readonly FeeRule[],
  totals: readonly PlatformTotal[],
  memberships: readonly string[] = [],
): FeeResult[] {
  return totals.map(({ platform, cartTotal }) =>
    computeFees(memberRuleFor(rules, platform, memberships), platform, cartTotal),
  );
}
