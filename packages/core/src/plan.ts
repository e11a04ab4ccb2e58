// The cheapest plan: how to buy the basket from at most k merchants for the least landed total
// (items + every fee + GST on fees, with the same fee rules the comparison table applies).
// docs/rules.md, "Cheapest plan", states the rule, the search and its guarantees.
import { merchantsInBasket } from './basket';
import { offerCounts } from './comparison';
import { type DeliveryLimits, leftOutFor } from './delivery';
import { computeFees, type FeeRule, feesKnown, memberRuleFor } from './fees';
import { fromPaise, toPaise } from './money';
import { offerAt } from './offers';
import { platformTotalKey } from './platforms';
import type { BasketOffer, CartItem, FeeResult } from './types';

/**
 * Options of {@link cheapestPlan}. The delivery limits (`serves`, `etaMinutes`, `arrivesWithin`)
 * decide which merchants may take part: only those serving the location and, under a deadline,
 * whose ETA meets it.
 */
export interface PlanOptions extends DeliveryLimits {
  /** Most merchants the plan may use (each is one more delivery). Default 3. */
  maxMerchants?: number;
  /** Membership keys the shopper holds ("zepto_pass"); their fee effects apply. */
  memberships?: readonly string[];
  /** Baskets of at most this many priced lines are solved exactly, however long it takes. Default 12. */
  exactLines?: number;
  /** Search steps allowed for larger baskets before the best plan found so far is returned. */
  budget?: number;
}

/** One basket line in a plan, bought at one merchant. Rupees. */
export interface PlanLine {
  item: CartItem;
  offer: BasketOffer;
  /** Price times quantity. */
  total: number;
}

/** One merchant's part of a plan: its lines, its fees on those lines and its grand total. Rupees. */
export interface PlanGroup {
  merchant: string;
  lines: PlanLine[];
  itemsTotal: number;
  fees: FeeResult;
  grandTotal: number;
}

/** The cheapest way to buy the basket. Rupees. */
export interface BasketPlan {
  groups: PlanGroup[];
  /** Landed total: the sum of the groups' grand totals. */
  total: number;
  /** Lines no eligible merchant has in stock: named, not priced. */
  missing: CartItem[];
  /** The cheapest eligible merchant that has every priced line in stock, or null when none has. */
  bestSingle: { merchant: string; grandTotal: number } | null;
  /** How much the plan saves against `bestSingle` (0 when it is that merchant); null without one. */
  saving: number | null;
  /** True when the plan is proven cheapest; false when a large basket's search ran out of budget. */
  exact: boolean;
  /** No plan within the limits can cost less than this; equals `total` when `exact`. */
  lowerBound: number;
}

const DEFAULT_MAX_MERCHANTS = 3;
const DEFAULT_EXACT_LINES = 12;
const DEFAULT_BUDGET = 200_000;

/** The offer a merchant can sell for this line now: listed, in stock, not stale, usable price. */
function buyableOffer(item: CartItem, merchant: string): BasketOffer | undefined {
  const offer = offerAt(item.platformData, merchant);
  if (!offer || !offerCounts(offer)) return undefined;
  return Number.isFinite(offer.price) && offer.price >= 0 ? offer : undefined;
}

interface Merchant {
  name: string;
  rule: FeeRule;
  feeKey: string;
  /** Cart values (paise) where a fee may start or stop applying. */
  thresholds: number[];
  memo: Map<number, number>;
}

/** Fees (with GST) in paise that a merchant charges on a cart of `value` paise. */
function feePaise(m: Merchant, value: number): number {
  let fee = m.memo.get(value);
  if (fee === undefined) {
    fee = toPaise(computeFees(m.rule, m.feeKey, fromPaise(value)).grandTotal) - value;
    m.memo.set(value, fee);
  }
  return fee;
}

/**
 * The least fee a merchant can charge on any cart value in [low, high]. Fees change only where a
 * threshold is crossed, so the fee at the ends and next to each threshold inside covers every value.
 */
function leastFee(m: Merchant, low: number, high: number): number {
  let least = Math.min(feePaise(m, low), feePaise(m, high));
  for (const t of m.thresholds)
    for (const point of [t - 1, t, t + 1])
      if (point > low && point < high) least = Math.min(least, feePaise(m, point));
  return least;
}

interface Option {
  merchant: number;
  paise: number;
  offer: BasketOffer;
}

/**
 * The cheapest way to buy the basket from at most `maxMerchants` merchants (default 3), counting
 * each merchant's fees and GST on them with the fee rules the table uses (memberships applied).
 * Only in-stock, current (not stale) offers at merchants that serve the location, meet the
 * shopper's deadline and whose fees are known take part; lines none of them has are returned as
 * `missing`. Exact for baskets of up to `exactLines` priced lines (branch and bound over
 * line-to-merchant assignments); larger baskets get the best plan found within `budget` steps,
 * never dearer than the best single merchant, with a proven `lowerBound`. Null when no eligible merchant sells anything in the basket or the lines
 * cannot be covered by `maxMerchants` merchants. On equal totals a single merchant wins.
 */
export function cheapestPlan(
  items: readonly CartItem[],
  rules: readonly FeeRule[],
  options: PlanOptions = {},
): BasketPlan | null {
  const maxMerchants = Math.max(1, Math.floor(options.maxMerchants ?? DEFAULT_MAX_MERCHANTS));
  const held = options.memberships ?? [];

  const merchants: Merchant[] = [];
  for (const name of merchantsInBasket(items)) {
    const rule = memberRuleFor(rules, name, held);
    if (!rule || leftOutFor(name, options)) continue;
    const feeKey = platformTotalKey(name);
    if (!feesKnown(computeFees(rule, feeKey, 0))) continue;
    const thresholds = [rule.freeDeliveryAbove, rule.smallCartBelow]
      .filter((t): t is number => t !== null && Number.isFinite(t))
      .map(toPaise);
    merchants.push({ name, rule, feeKey, thresholds, memo: new Map() });
  }

  const missing: CartItem[] = [];
  const lines: Array<{ item: CartItem; options: Option[] }> = [];
  for (const item of items) {
    const found: Option[] = [];
    merchants.forEach((m, index) => {
      const offer = buyableOffer(item, m.name);
      if (offer) found.push({ merchant: index, paise: toPaise(offer.price) * item.quantity, offer });
    });
    if (found.length === 0) missing.push(item);
    else lines.push({ item, options: found.sort((a, b) => a.paise - b.paise) });
  }
  if (lines.length === 0) return null;

  // Dearest lines first: their choice moves the total most, so good plans are found early.
  lines.sort((a, b) => b.options[b.options.length - 1]!.paise - a.options[a.options.length - 1]!.paise);
  const n = lines.length;
  const count = merchants.length;
  // rest[i][m]: what lines i.. would add to merchant m at most; restMin[i]: their least item cost.
  const rest: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(count).fill(0));
  const restMin = new Array<number>(n + 1).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    rest[i] = [...rest[i + 1]!];
    for (const option of lines[i]!.options) rest[i]![option.merchant]! += option.paise;
    restMin[i] = restMin[i + 1]! + lines[i]!.options[0]!.paise;
  }
  // A merchant not yet used adds nothing now, but at least its least possible fee if used later.
  const leastEver = merchants.map((m, index) => Math.min(0, leastFee(m, 0, rest[0]![index]!)));

  // The best single merchant is the first incumbent: a split must beat it strictly.
  let bestSingle: { merchant: number; paise: number } | null = null;
  merchants.forEach((m, index) => {
    if (!lines.every((line) => line.options.some((o) => o.merchant === index))) return;
    const paise = rest[0]![index]! + feePaise(m, rest[0]![index]!);
    if (!bestSingle || paise < bestSingle.paise) bestSingle = { merchant: index, paise };
  });

  let best = Number.POSITIVE_INFINITY;
  let bestChoice: number[] = [];
  const single = bestSingle as { merchant: number; paise: number } | null;
  if (single) {
    best = single.paise;
    bestChoice = lines.map((line) => line.options.findIndex((o) => o.merchant === single.merchant));
  }

  const exact = n <= (options.exactLines ?? DEFAULT_EXACT_LINES);
  const budget = exact ? Number.POSITIVE_INFINITY : (options.budget ?? DEFAULT_BUDGET);
  let steps = 0;
  let abandoned = Number.POSITIVE_INFINITY;
  const value = new Array<number>(count).fill(0);
  const uses = new Array<number>(count).fill(0);
  const choice = new Array<number>(n).fill(-1);
  let used = 0;

  const bound = (i: number, items: number): number => {
    let total = items;
    if (used < maxMerchants) {
      total += restMin[i]!;
      for (let m = 0; m < count; m++) total += uses[m]! > 0 ? 0 : leastEver[m]!;
    } else {
      for (let j = i; j < n; j++) {
        let least = Number.POSITIVE_INFINITY;
        for (const o of lines[j]!.options) if (uses[o.merchant]! > 0 && o.paise < least) least = o.paise;
        total += least;
      }
    }
    for (let m = 0; m < count; m++)
      if (uses[m]! > 0) total += leastFee(merchants[m]!, value[m]!, value[m]! + rest[i]![m]!);
    return total;
  };

  const search = (i: number, items: number): void => {
    if (i === n) {
      let total = items;
      for (let m = 0; m < count; m++) if (uses[m]! > 0) total += feePaise(merchants[m]!, value[m]!);
      if (total < best) {
        best = total;
        bestChoice = [...choice];
      }
      return;
    }
    const lower = bound(i, items);
    if (lower >= best) return;
    steps += 1;
    if (steps > budget) {
      abandoned = Math.min(abandoned, lower);
      return;
    }
    const line = lines[i]!;
    line.options.forEach((option, index) => {
      const m = option.merchant;
      if (uses[m] === 0 && used === maxMerchants) return;
      if (uses[m] === 0) used += 1;
      uses[m]! += 1;
      value[m]! += option.paise;
      choice[i] = index;
      search(i + 1, items + option.paise);
      value[m]! -= option.paise;
      uses[m]! -= 1;
      if (uses[m] === 0) used -= 1;
    });
    choice[i] = -1;
  };
  search(0, 0);
  if (!Number.isFinite(best)) return null;

  const byMerchant = new Map<number, PlanLine[]>();
  lines.forEach((line, i) => {
    const option = line.options[bestChoice[i]!]!;
    const planLine: PlanLine = { item: line.item, offer: option.offer, total: fromPaise(option.paise) };
    byMerchant.set(option.merchant, [...(byMerchant.get(option.merchant) ?? []), planLine]);
  });
  const groups: PlanGroup[] = [...byMerchant]
    .sort(([a], [b]) => a - b)
    .map(([index, planLines]) => {
      const m = merchants[index]!;
      // Lines in basket order, as the shopper added them.
      planLines.sort((a, b) => items.indexOf(a.item) - items.indexOf(b.item));
      const itemsPaise = planLines.reduce((sum, l) => sum + toPaise(l.total), 0);
      const fees = computeFees(m.rule, m.name, fromPaise(itemsPaise));
      return {
        merchant: m.name,
        lines: planLines,
        itemsTotal: fromPaise(itemsPaise),
        fees,
        grandTotal: fees.grandTotal,
      };
    });
  const totalPaise = groups.reduce((sum, g) => sum + toPaise(g.grandTotal), 0);
  const singleOut = single
    ? { merchant: merchants[single.merchant]!.name, grandTotal: fromPaise(single.paise) }
    : null;
  return {
    groups,
    total: fromPaise(totalPaise),
    missing,
    bestSingle: singleOut,
    saving: single ? fromPaise(single.paise - totalPaise) : null,
    exact: steps <= budget,
    lowerBound: fromPaise(Math.min(totalPaise, abandoned)),
  };
}

/**
 * Whether a plan is worth showing beside the table: it uses more than one merchant (one merchant
 * is already a column) and saves more than `minSaving` rupees against the best single merchant,
 * or no single merchant has every line.
 */
export function planWorthShowing(plan: BasketPlan | null, minSaving = 1): plan is BasketPlan {
  if (!plan || plan.groups.length < 2) return false;
  return plan.saving === null || toPaise(plan.saving) > toPaise(minSaving);
}
