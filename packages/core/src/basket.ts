import { computeFees, type FeeRule } from './fees';
import { fromPaise, toPaise } from './money';
import { PLATFORM_KEYS, sameMerchant, toFeeKey } from './platforms';
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

/** An empty basket. */
export function clearBasket(): CartItem[] {
  return [];
}

function lowestPricePaise(offers: readonly BasketOffer[]): number | null {
  const inStock = offers.filter((offer) => !offer.isOutOfStock);
  const candidates = inStock.length > 0 ? inStock : offers;
  let lowest: number | null = null;
  for (const offer of candidates) {
    const paise = toPaise(offer.price);
    if (lowest === null || paise < lowest) lowest = paise;
  }
  return lowest;
}

/** Side-sheet total: each line's lowest price (in stock preferred) times quantity. */
export function basketTotal(items: readonly CartItem[]): number {
  let paise = 0;
  for (const line of items) paise += (lowestPricePaise(line.platformData) ?? 0) * line.quantity;
  return fromPaise(paise);
}

function offerOf(line: CartItem, merchant: string): BasketOffer | undefined {
  return line.platformData.find((offer) => sameMerchant(offer.merchantName, merchant));
}

/** One merchant's total, mrp total and discount over the lines it lists. */
export function merchantTotal(items: readonly CartItem[], merchant: string): MerchantTotal {
  let total = 0;
  let mrpTotal = 0;
  let lines = 0;
  for (const line of items) {
    const offer = offerOf(line, merchant);
    if (!offer) continue;
    total += toPaise(offer.price) * line.quantity;
    mrpTotal += toPaise(offer.mrp) * line.quantity;
    lines += 1;
  }
  // One division of integers: (x / m) * 100 would turn 14.5% into 14.4999... and round it down.
  // An mrp below the price is bad data; "-3% off" would be nonsense, so it reads as no discount.
  const discountPercent = mrpTotal > 0 ? Math.max(0, Math.round(((mrpTotal - total) * 100) / mrpTotal)) : 0;
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

/** Merchants listing anything in the basket, lower-cased: registry order first, then as found. */
export function merchantsInBasket(items: readonly CartItem[]): string[] {
  const found = new Set<string>();
  for (const line of items)
    for (const offer of line.platformData) found.add(offer.merchantName.toLowerCase());
  const known: string[] = PLATFORM_KEYS.filter((key) => found.has(key));
  const others = [...found].filter((name) => !known.includes(name));
  return [...known, ...others];
}

/** Body of POST /products/calculate-all-fees: fee-key totals of platforms with a total above 0. */
export function platformTotals(items: readonly CartItem[]): PlatformTotal[] {
  const byKey = new Map<string, number>();
  for (const merchant of merchantsInBasket(items)) {
    const key = toFeeKey(merchant);
    byKey.set(key, (byKey.get(key) ?? 0) + toPaise(merchantTotal(items, merchant).total));
  }
  return [...byKey]
    .filter(([, paise]) => paise > 0)
    .map(([platform, paise]) => ({ platform, cartTotal: fromPaise(paise) }));
}

/**
 * Splits the basket so each line goes to the merchant with its lowest price (in stock preferred).
 * Greedy: it does not move lines to reach a free-delivery threshold. With fee rules, each
 * group's fees are added to its grand total.
 */
export function cheapestSplit(items: readonly CartItem[], fees?: readonly FeeRule[]): BasketSplit {
  const groups = new Map<string, CartItem[]>();
  const unassigned: CartItem[] = [];
  for (const line of items) {
    const lowest = lowestPricePaise(line.platformData);
    const inStock = line.platformData.filter((offer) => !offer.isOutOfStock);
    const pool = inStock.length > 0 ? inStock : line.platformData;
    const offer = pool.find((candidate) => toPaise(candidate.price) === lowest);
    if (!offer) {
      unassigned.push(line);
      continue;
    }
    const merchant = offer.merchantName.toLowerCase();
    groups.set(merchant, [...(groups.get(merchant) ?? []), line]);
  }
  let totalPaise = 0;
  const result: SplitGroup[] = [];
  for (const [merchant, lines] of groups) {
    const itemsTotal = merchantTotal(lines, merchant).total;
    const feeKey = toFeeKey(merchant);
    const rule = fees?.find((candidate) => toFeeKey(candidate.platform) === feeKey);
    const group: SplitGroup = { merchant, items: lines, itemsTotal, grandTotal: itemsTotal };
    if (fees) {
      group.fees = computeFees(rule, feeKey, itemsTotal);
      group.grandTotal = group.fees.grandTotal;
    }
    totalPaise += toPaise(group.grandTotal);
    result.push(group);
  }
  return { groups: result, unassigned, total: fromPaise(totalPaise) };
}
