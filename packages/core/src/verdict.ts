// The answer /my-cart leads with: where to buy the whole basket. One merchant when it is the
// cheapest complete way, the cheapest split when that lands lower, and when nobody covers every
// item, which items nobody has. docs/rules.md, "Verdict".
import { isLineDelisted, merchantsInBasket } from './basket';
import { offerCounts, type RankedMerchant, rankMerchants } from './comparison';
import { type DeliveryLimits, type LeftOut, leftOutFor } from './delivery';
import type { FeeRule } from './fees';
import { fromPaise, toPaise } from './money';
import { offerAt } from './offers';
import { type BasketPlan, cheapestPlan } from './plan';
import type { CartItem, FeeResult } from './types';

/** What {@link basketVerdict} weighs. Rupees. */
export interface VerdictInput extends DeliveryLimits {
  items: readonly CartItem[];
  /** The merchants compared; default: every merchant listing something in the basket. */
  merchants?: readonly string[];
  /** Fee results with memberships applied: the table's Grand Total figures. */
  fees: readonly FeeResult[];
  /** Fee rules the split is priced with (the ones the fee results came from). */
  rules: readonly FeeRule[];
  /** Membership keys the shopper holds. */
  memberships?: readonly string[];
  /** Most merchants a split may use. Default 3. */
  maxMerchants?: number;
  /** A split wins only when it saves more than this against the best single merchant. Default 1. */
  minSaving?: number;
}

/** One merchant's part of the verdict: what to buy there and what it costs landed. Rupees. */
export interface VerdictPart {
  merchant: string;
  lines: CartItem[];
  itemsTotal: number;
  /** Its fees (undefined only while none has arrived). */
  fees: FeeResult | undefined;
  grandTotal: number;
}

/**
 * - `single`: one merchant has every item and is the cheapest complete way.
 * - `split`: buying from several merchants lands lower (or no single one has everything).
 * - `partial`: no way covers every item; `parts` are the cheapest way to buy the rest.
 * - `none`: nothing in the basket can be priced under the limits.
 */
export type VerdictKind = 'single' | 'split' | 'partial' | 'none';

/** Where to buy the basket. Rupees. */
export interface BasketVerdict {
  kind: VerdictKind;
  /** One part per merchant to buy from; empty for `none`. */
  parts: VerdictPart[];
  /** Landed total of the parts (items + every fee + GST on fees). */
  total: number;
  /** The next-best way to buy everything from one merchant, and how much more it costs. */
  next: { merchant: string; total: number; saving: number } | null;
  /** Lines no merchant within the delivery limits has in stock at a current price (delisted ones aside). */
  unavailable: CartItem[];
  /** Lines every merchant has delisted: nobody lists them any more. */
  delisted: CartItem[];
  /** Lines only merchants with unknown fees have: they cannot be priced landed. */
  unpriced: CartItem[];
  /** Merchants delivery leaves out, with the reason. */
  leftOut: LeftOut[];
  /**
   * Lines with an in-stock offer left out because its price is too old (stale), and at which
   * merchants: the verdict names them (issue 33).
   */
  stale: StaleLine[];
  /** Every merchant in the honest order (docs/rules.md, "Honest order"). */
  ranked: RankedMerchant[];
}

/** A line whose in-stock price at `merchants` is too old to count. */
export interface StaleLine {
  item: CartItem;
  merchants: string[];
}

/** The lines whose in-stock, listed offer at some of `merchants` is stale. */
export function staleLines(items: readonly CartItem[], merchants: readonly string[]): StaleLine[] {
  const out: StaleLine[] = [];
  for (const item of items) {
    const at = merchants.filter((merchant) => {
      const offer = offerAt(item.platformData, merchant);
      return (
        offer !== undefined && offer.stale === true && offer.isOutOfStock !== true && offer.delisted !== true
      );
    });
    if (at.length > 0) out.push({ item, merchants: at });
  }
  return out;
}

function singlePart(items: readonly CartItem[], entry: RankedMerchant): VerdictPart {
  let paise = 0;
  for (const item of items) {
    const offer = offerAt(item.platformData, entry.merchant);
    if (offer) paise += toPaise(offer.price) * item.quantity;
  }
  return {
    merchant: entry.merchant,
    lines: [...items],
    itemsTotal: fromPaise(paise),
    fees: entry.fee,
    grandTotal: entry.total,
  };
}

function planParts(plan: BasketPlan): VerdictPart[] {
  return plan.groups.map((group) => ({
    merchant: group.merchant,
    lines: group.lines.map((line) => line.item),
    itemsTotal: group.itemsTotal,
    fees: group.fees,
    grandTotal: group.grandTotal,
  }));
}

const sumPaise = (parts: readonly VerdictPart[]) =>
  parts.reduce((sum, part) => sum + toPaise(part.grandTotal), 0);

/**
 * Where to buy the whole basket. Merchants outside the delivery limits and offers out of stock or
 * stale never count. The cheapest merchant with every item and known fees wins (by the fee
 * results' grand total, the figure the table shows) unless the cheapest split (`cheapestPlan`)
 * saves more than `minSaving` against it; with no such merchant, a split covering every item
 * wins. When nothing covers every item the verdict is `partial`: the cheapest way to buy the rest,
 * the items nobody lists any more, the items nobody has and the items only merchants with unknown
 * fees have. An offer its merchant delisted never counts.
 */
export function basketVerdict(input: VerdictInput): BasketVerdict {
  const { items, fees, rules } = input;
  const merchants = input.merchants ?? merchantsInBasket(items);
  const ranked = rankMerchants(items, merchants, fees, input);
  const leftOut = ranked.flatMap((entry) => (entry.leftOut ? [entry.leftOut] : []));
  const complete = ranked.filter((entry) => entry.group === 'complete');
  const best = complete[0];
  const plan =
    rules.length > 0
      ? cheapestPlan(items, rules, {
          serves: input.serves,
          etaMinutes: input.etaMinutes,
          arrivesWithin: input.arrivesWithin,
          memberships: input.memberships,
          maxMerchants: input.maxMerchants,
        })
      : null;
  const minSaving = toPaise(input.minSaving ?? 1);
  const base = {
    unavailable: [],
    unpriced: [],
    delisted: [],
    leftOut,
    stale: staleLines(items, merchants),
    ranked,
  };

  const covers = plan !== null && plan.missing.length === 0;
  if (covers && plan.groups.length > 1) {
    const parts = planParts(plan);
    const total = sumPaise(parts);
    if (!best || toPaise(best.total) - total > minSaving) {
      const next = best
        ? { merchant: best.merchant, total: best.total, saving: fromPaise(toPaise(best.total) - total) }
        : null;
      return { ...base, kind: 'split', parts, total: fromPaise(total), next };
    }
  }
  if (best) {
    const runnerUp = complete[1];
    const next = runnerUp
      ? {
          merchant: runnerUp.merchant,
          total: runnerUp.total,
          saving: fromPaise(toPaise(runnerUp.total) - toPaise(best.total)),
        }
      : null;
    return { ...base, kind: 'single', parts: [singlePart(items, best)], total: best.total, next };
  }
  if (covers) {
    // The plan's one merchant has everything though its fee result is not in yet.
    const parts = planParts(plan);
    return { ...base, kind: 'single', parts, total: fromPaise(sumPaise(parts)), next: null };
  }

  // Nothing covers every item: say which items nobody lists any more, which nobody within the
  // limits has, and which only merchants with unknown fees have.
  const reachable = merchants.filter((merchant) => !leftOutFor(merchant, input));
  const delisted = items.filter(isLineDelisted);
  const unavailable = items.filter(
    (item) =>
      !isLineDelisted(item) &&
      !reachable.some((merchant) => offerCounts(offerAt(item.platformData, merchant))),
  );
  const priced = new Set(plan?.groups.flatMap((group) => group.lines.map((line) => line.item)) ?? []);
  const unpriced = items.filter(
    (item) => !priced.has(item) && !unavailable.includes(item) && !delisted.includes(item),
  );
  const parts = plan ? planParts(plan) : [];
  return {
    ...base,
    kind: parts.length > 0 ? 'partial' : 'none',
    parts,
    total: fromPaise(sumPaise(parts)),
    next: null,
    unavailable,
    unpriced,
    delisted,
  };
}
