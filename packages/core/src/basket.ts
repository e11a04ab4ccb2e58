import { basketDiscountPercent } from './discount';
import { computeFees, type FeeRule, feeRuleFor } from './fees';
import { fromPaise, toPaise } from './money';
import { listedOffers, lowestOffer, offerAt } from './offers';
import { PLATFORM_KEYS, platformTotalKey } from './platforms';
import type { BasketOffer, CartItem, FeeResult, PlatformTotal } from './types';

/** A merchant's share of the basket. Rupees. */
export interface MerchantTotal {
  total: number;
  mrpTotal: number;
  discountPercent: number;
  /** Basket lines this merchant lists. */
  lines: number;
}

/** One merchant's group in a split basket. Rupees. */
export interface SplitGroup {
  merchant: string;
  items: CartItem[];
  itemsTotal: number;
  /** Fees for this group when rules were given. */
  fees?: FeeResult;
  grandTotal: number;
}

/** A basket split across merchants, each line bought where it is cheapest. Rupees. */
export interface BasketSplit {
  groups: SplitGroup[];
  /** Lines no merchant lists. */
  unassigned: CartItem[];
  total: number;
}

/** Identity of a basket line: productId plus variant. */
export function lineKey(productId: string, variant: string): string {
  return JSON.stringify([productId, variant]);
}

function isLine(item: CartItem, productId: string, variant: string): boolean {
  return item.productId === productId && item.variant === variant;
}

/** Adds one of an item: an existing line gains 1 (added=false), a new line starts at 1 (added=true). */
export function addItem(
  items: readonly CartItem[],
  item: Omit<CartItem, 'quantity'>,
): { items: CartItem[]; added: boolean } {
  if (items.some((line) => isLine(line, item.productId, item.variant))) {
    return {
      items: items.map((line) =>
        isLine(line, item.productId, item.variant) ? { ...line, quantity: line.quantity + 1 } : line,
      ),
      added: false,
    };
  }
  return { items: [...items, { ...item, quantity: 1 }], added: true };
}

/** Sets a line's quantity; below 1 removes the line. Fractions are floored. */
export function setQuantity(
  items: readonly CartItem[],
  productId: string,
  variant: string,
  quantity: number,
): CartItem[] {
  const whole = Math.floor(quantity);
  // NaN fails `>= 1` as well, so a garbled quantity removes rather than corrupts the line.
  if (!(whole >= 1)) return removeItem(items, productId, variant);
  return items.map((line) => (isLine(line, productId, variant) ? { ...line, quantity: whole } : line));
}

/** Removes a line. */
export function removeItem(items: readonly CartItem[], productId: string, variant: string): CartItem[] {
  return items.filter((line) => !isLine(line, productId, variant));
}

/** Replaces a line's offers (after a price refresh). */
export function replacePrices(
  items: readonly CartItem[],
  productId: string,
  variant: string,
  platformData: BasketOffer[],
): CartItem[] {
  return items.map((line) => (isLine(line, productId, variant) ? { ...line, platformData } : line));
}

/** True when the line had offers and every merchant has since delisted it: nobody lists it any more. */
export function isLineDelisted(item: CartItem): boolean {
  return item.platformData.length > 0 && listedOffers(item.platformData).length === 0;
}

/** An empty basket. */
export function clearBasket(): CartItem[] {
  return [];
}

/**
 * Side-sheet total: each line's lowest price (in stock preferred) times quantity; a line no
 * merchant lists any more adds nothing.
 */
export function basketTotal(items: readonly CartItem[]): number {
  let paise = 0;
  for (const line of items) {
    const offer = lowestOffer(listedOffers(line.platformData));
    paise += (offer ? toPaise(offer.price) : 0) * line.quantity;
  }
  return fromPaise(paise);
}

/** One merchant's total, mrp total and discount over the lines it lists (not the ones it delisted). */
export function merchantTotal(items: readonly CartItem[], merchant: string): MerchantTotal {
  let total = 0;
  let mrpTotal = 0;
  let lines = 0;
  for (const line of items) {
    const offer = offerAt(listedOffers(line.platformData), merchant);
    if (!offer) continue;
    total += toPaise(offer.price) * line.quantity;
    mrpTotal += toPaise(offer.mrp) * line.quantity;
    lines += 1;
  }
  const discountPercent = basketDiscountPercent(fromPaise(total), fromPaise(mrpTotal));
  return { total: fromPaise(total), mrpTotal: fromPaise(mrpTotal), discountPercent, lines };
}

/** Sum of quantities. */
export function totalQuantity(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}

/** Number of distinct lines (the floating cart badge). */
export function distinctLines(items: readonly CartItem[]): number {
  return items.length;
}

/**
 * Merchants listing anything in the basket (an offer they delisted does not count), lower-cased:
 * registry order first, then as found.
 */
export function merchantsInBasket(items: readonly CartItem[]): string[] {
  const found = new Set<string>();
  for (const line of items)
    for (const offer of listedOffers(line.platformData)) found.add(offer.merchantName.toLowerCase());
  const known: string[] = PLATFORM_KEYS.filter((key) => found.has(key));
  const others = [...found].filter((name) => !known.includes(name));
  return [...known, ...others];
}

/** Body of POST /products/calculate-all-fees: fee-key totals of platforms with a total above 0. */
export function platformTotals(items: readonly CartItem[]): PlatformTotal[] {
  const byKey = new Map<string, number>();
  for (const merchant of merchantsInBasket(items)) {
    const key = platformTotalKey(merchant);
    byKey.set(key, (byKey.get(key) ?? 0) + toPaise(merchantTotal(items, merchant).total));
  }
  return [...byKey]
    .filter(([, paise]) => paise > 0)
    .map(([platform, paise]) => ({ platform, cartTotal: fromPaise(paise) }));
}

/** Options of {@link cheapestSplit}. */
export interface SplitOptions {
  /** Most merchants a split may use (a shopper rarely wants more than 2-3 deliveries). Default 3. */
  maxMerchants?: number;
}

function poolOf(line: CartItem, merchants: ReadonlySet<string>): BasketOffer[] {
  const listed = listedOffers(line.platformData).filter((offer) =>
    merchants.has(offer.merchantName.toLowerCase()),
  );
  const inStock = listed.filter((offer) => !offer.isOutOfStock);
  return inStock.length > 0 ? inStock : listed;
}

function subsetsUpTo<T>(values: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  const walk = (start: number, picked: T[]) => {
    if (picked.length > 0) out.push(picked);
    if (picked.length === size) return;
    for (let i = start; i < values.length; i++) walk(i + 1, [...picked, values[i]!]);
  };
  walk(0, []);
  return out;
}

function priceSplit(
  assignment: ReadonlyMap<CartItem, string>,
  fees: readonly FeeRule[] | undefined,
): { groups: SplitGroup[]; paise: number } {
  const byMerchant = new Map<string, CartItem[]>();
  for (const [line, merchant] of assignment)
    byMerchant.set(merchant, [...(byMerchant.get(merchant) ?? []), line]);
  let paise = 0;
  const groups: SplitGroup[] = [];
  for (const [merchant, lines] of byMerchant) {
    const itemsTotal = merchantTotal(lines, merchant).total;
    const group: SplitGroup = { merchant, items: lines, itemsTotal, grandTotal: itemsTotal };
    if (fees) {
      group.fees = computeFees(feeRuleFor(fees, merchant), platformTotalKey(merchant), itemsTotal);
      group.grandTotal = group.fees.grandTotal;
    }
    paise += toPaise(group.grandTotal);
    groups.push(group);
  }
  return { groups, paise };
}

/**
 * The cheapest way to buy the basket from at most `maxMerchants` merchants. Without fee rules
 * each line simply goes where it is cheapest. With fee rules, every allowed set of merchants is
 * tried, and within a set lines are moved between merchants while that lowers the landed total,
 * so a line may go to a dearer merchant when it lifts that cart over a free-delivery or
 * small-cart threshold. In-stock offers are preferred; lines nobody lists stay unassigned.
 */
export function cheapestSplit(
  items: readonly CartItem[],
  fees?: readonly FeeRule[],
  options: SplitOptions = {},
): BasketSplit {
  const maxMerchants = Math.max(1, Math.floor(options.maxMerchants ?? 3));
  const unassigned = items.filter((line) => listedOffers(line.platformData).length === 0);
  const lines = items.filter((line) => listedOffers(line.platformData).length > 0);
  const merchants = merchantsInBasket(lines);
  let best: { groups: SplitGroup[]; paise: number } | undefined;

  for (const subset of subsetsUpTo(merchants, maxMerchants)) {
    const allowed = new Set(subset);
    const pools = lines.map((line) => poolOf(line, allowed));
    if (pools.some((pool) => pool.length === 0)) continue;
    const assignment = new Map<CartItem, string>();
    lines.forEach((line, i) => {
      assignment.set(line, lowestOffer(pools[i]!)!.merchantName.toLowerCase());
    });
    let priced = priceSplit(assignment, fees);
    // Local search over single-line moves; each accepted move strictly lowers the total, so it ends.
    for (let improved = Boolean(fees) && subset.length > 1; improved; ) {
      improved = false;
      lines.forEach((line, i) => {
        for (const offer of pools[i]!) {
          const merchant = offer.merchantName.toLowerCase();
          if (merchant === assignment.get(line)) continue;
          const previous = assignment.get(line)!;
          assignment.set(line, merchant);
          const candidate = priceSplit(assignment, fees);
          if (candidate.paise < priced.paise) {
            priced = candidate;
            improved = true;
          } else {
            assignment.set(line, previous);
          }
        }
      });
    }
    const better =
      !best ||
      priced.paise < best.paise ||
      (priced.paise === best.paise && priced.groups.length < best.groups.length);
    if (better) best = priced;
  }

  if (!best) return { groups: [], unassigned: [...items], total: 0 };
  return { groups: best.groups, unassigned, total: fromPaise(best.paise) };
}
