// Equivalents: another brand's product of the same kind, with the same attributes that matter, in
// a pack that compares. In a basket the same quantity is bought (one 1 l pack or two 500 ml ones);
// on a product page packs of other sizes compare by unit price, always said as such, and never
// across sizes too far apart to mean the same purchase (5 kg against 100 g).
// docs/rules.md, "Kinds and equivalents".
import { type Kind, type KindInput, productKind } from './kinds';
import { formatINR, fromPaise, toPaise } from './money';
import { getPlatform } from './platforms';
import type { BasketOffer, CartItem } from './types';
import { baseQuantity, type PackSize, parsePackSize, type UnitPrice, unitPrice } from './units';

/**
 * How two packs compare: `same-pack` (within 5%), `packs` (a whole number of the other pack, up to
 * {@link MAX_PACKS}, makes the same quantity), `unit-price` (only per 100 g, 100 ml or piece).
 */
export type PackBasis = 'same-pack' | 'packs' | 'unit-price';

/** How the other pack compares with the wanted one, and how many of it make the wanted quantity. */
export interface PackMatch {
  basis: PackBasis;
  /** Packs of the other product that make the wanted pack (1 for `same-pack`; 0 for `unit-price`). */
  packs: number;
}

/** Most packs of another size a basket line may be made of (2 x 500 ml for 1 l, not 10 x 100 g). */
export const MAX_PACKS = 4;
/** Largest ratio of two pack sizes compared by unit price (1 kg and 5 kg, never 100 g and 5 kg). */
export const MAX_UNIT_PRICE_RATIO = 5;

const near = (a: number, b: number) => Math.abs(a - b) <= 0.05 * Math.max(a, b);

/** How `other` compares with `wanted`; null when they measure different things or differ too much. */
export function comparePacks(wanted: PackSize, other: PackSize): PackMatch | null {
  const a = baseQuantity(wanted);
  const b = baseQuantity(other);
  // A multipack is its own item; pieces compare only by count of single packs.
  if (a.unit !== b.unit || !(a.value > 0) || !(b.value > 0)) return null;
  if (wanted.count === other.count && near(a.value, b.value)) return { basis: 'same-pack', packs: 1 };
  const packs = Math.round(a.value / b.value);
  if (other.count === 1 && packs >= 2 && packs <= MAX_PACKS && near(packs * b.value, a.value)) {
    return { basis: 'packs', packs };
  }
  const ratio = Math.max(a.value, b.value) / Math.min(a.value, b.value);
  return ratio <= MAX_UNIT_PRICE_RATIO ? { basis: 'unit-price', packs: 0 } : null;
}

/** A product listing as equivalence reads it: its kind facts and its pack. */
export interface ListingFacts extends KindInput {
  /** Its pack; read from the title when absent. */
  pack?: PackSize | null | undefined;
}

/** Why two listings are equivalents. */
export interface Equivalence {
  kind: Kind;
  attributes: string[];
  pack: PackMatch;
}

/**
 * Whether `other` may be offered for `wanted`: the same kind, the same attributes that matter and
 * a pack that compares. Null for anything else, and for a product of unknown kind.
 */
export function equivalence(wanted: ListingFacts, other: ListingFacts): Equivalence | null {
  const a = productKind(wanted);
  const b = productKind(other);
  if (!a || !b || a.kind.id !== b.kind.id) return null;
  if (a.attributes.join('|') !== b.attributes.join('|')) return null;
  const packA = wanted.pack ?? parsePackSize(wanted.title);
  const packB = other.pack ?? parsePackSize(other.title);
  if (!packA || !packB) return null;
  const pack = comparePacks(packA, packB);
  return pack && { kind: a.kind, attributes: a.attributes, pack };
}

/** One way to buy a basket line at a merchant: the line's own product or an equivalent. Rupees. */
export interface LineOption {
  productId: string;
  variant: string;
  brand: string;
  name: string;
  merchant: string;
  /** Price of one pack. */
  price: number;
  /** Packs of it that make one of the line's packs. */
  packs: number;
}

/** The cheapest way to buy a line at one merchant, and what it saves against the line's own product. */
export interface LineChoice {
  merchant: string;
  chosen: LineOption;
  /** True when `chosen` is another product than the line's own. */
  substituted: boolean;
  /** Cost of the line (all its packs) as chosen. */
  cost: number;
  /** Cost of the line's own product there; null when the merchant does not sell it in stock. */
  ownCost: number | null;
  /** `ownCost - cost` when both are known; else null. */
  saving: number | null;
  /** Unit prices of the chosen pack and the line's own, when readable. */
  unitPrice: UnitPrice | null;
  ownUnitPrice: UnitPrice | null;
}

/**
 * The cheapest option per merchant for a line of `quantity` packs: `own` are the line's product's
 * offers (packs 1), `equivalents` the other products' offers with the packs that make one of the
 * line's (only `same-pack` and `packs` matches: a basket line buys the same quantity). Of equal
 * costs the line's own product is kept. Merchants in the order first seen.
 */
export function cheapestPerMerchant(
  quantity: number,
  own: readonly LineOption[],
  equivalents: readonly LineOption[],
): LineChoice[] {
  const byMerchant = new Map<string, { own: LineOption | null; best: LineOption; bestPaise: number }>();
  const costPaise = (o: LineOption) => toPaise(o.price) * o.packs * quantity;
  for (const option of own) {
    const key = option.merchant.toLowerCase();
    const paise = costPaise(option);
    const seen = byMerchant.get(key);
    if (!seen || paise < seen.bestPaise) byMerchant.set(key, { own: option, best: option, bestPaise: paise });
  }
  for (const option of equivalents) {
    const key = option.merchant.toLowerCase();
    const paise = costPaise(option);
    const seen = byMerchant.get(key);
    if (!seen) byMerchant.set(key, { own: null, best: option, bestPaise: paise });
    else if (paise < seen.bestPaise) {
      seen.best = option;
      seen.bestPaise = paise;
    }
  }
  return [...byMerchant.values()].map(({ own: mine, best, bestPaise }) => {
    const ownPaise = mine ? costPaise(mine) : null;
    return {
      merchant: best.merchant,
      chosen: best,
      substituted: best !== mine,
      cost: fromPaise(bestPaise),
      ownCost: ownPaise === null ? null : fromPaise(ownPaise),
      saving: ownPaise === null ? null : fromPaise(ownPaise - bestPaise),
      unitPrice: unitPrice(best.price, best.variant),
      ownUnitPrice: mine ? unitPrice(mine.price, mine.variant) : null,
    };
  });
}

/** A merchant's display name ("Zepto") for a platform key; the key itself when unknown. */
function merchantName(merchant: string): string {
  return getPlatform(merchant)?.displayName ?? merchant;
}

/**
 * What the verdict says of a substitution: 'Mother Dairy Toned Milk 500 ml instead of Amul Taaza
 * Toned Milk 500 ml at Zepto: ₹3.00 less'; '2 x ...' for packs; 'not available there' when the line's
 * own product is not.
 */
export function substitutionText(choice: LineChoice, ownName: string, ownVariant: string): string {
  const { chosen } = choice;
  const what = `${chosen.packs > 1 ? `${chosen.packs} x ` : ''}${chosen.name} ${chosen.variant}`;
  const where = `${what} instead of ${ownName} ${ownVariant} at ${merchantName(chosen.merchant)}`;
  if (choice.saving === null) return `${where} (${ownName} is not available there)`;
  return `${where}: ${formatINR(choice.saving)} less`;
}

/** A compared line's choice at one merchant, as POST /baskets/compare answers it. Rupees. */
export interface ComparedChoice {
  merchantName: string;
  productId: string;
  brand: string;
  name: string;
  variant: string;
  merchantUrl: string;
  img: string;
  /** Price and mrp of one pack of the chosen product. */
  price: number;
  mrp: number;
  packs: number;
  substituted: boolean;
  cost: number;
  ownCost: number | null;
  saving: number | null;
  unitPrice: UnitPrice | null;
  ownUnitPrice: UnitPrice | null;
  text: string | null;
}

/** A compared basket line, as POST /baskets/compare answers it. */
export interface ComparedBasketLine {
  productId: string;
  variant: string;
  anyBrand: boolean;
  kind: { id: string; label: string } | null;
  choices: ComparedChoice[];
}

/** Turns the 'Any brand' flag of one basket line on or off (off removes the field). */
export function setLineAnyBrand(
  items: readonly CartItem[],
  productId: string,
  variant: string,
  on: boolean,
): CartItem[] {
  return items.map((item) => {
    if (item.productId !== productId || item.variant !== variant) return item;
    const { anyBrand: _old, ...rest } = item;
    return on ? { ...rest, anyBrand: true } : rest;
  });
}

/** The merchant's offer a substituted choice stands for on the line: its packs priced as one. */
function choiceOffer(choice: ComparedChoice): BasketOffer {
  const packs = `${choice.packs > 1 ? `${choice.packs} x ` : ''}${choice.name} ${choice.variant}`;
  return {
    merchantName: choice.merchantName,
    price: fromPaise(toPaise(choice.price) * choice.packs),
    mrp: fromPaise(toPaise(choice.mrp) * choice.packs),
    img: choice.img,
    name: packs,
    merchantUrl: choice.merchantUrl,
    isOutOfStock: false,
  };
}

/**
 * The basket as the comparison prices it: each line with 'Any brand' on is offered, at every
 * merchant where an equivalent is cheaper (or the line's own product is not available), as that
 * equivalent; its own offers stay everywhere else. Lines without the flag are unchanged.
 */
export function withEquivalents(
  items: readonly CartItem[],
  compared: readonly ComparedBasketLine[],
): CartItem[] {
  return items.map((item) => {
    if (!item.anyBrand) return item;
    const line = compared.find((c) => c.productId === item.productId && c.variant === item.variant);
    const swaps = line?.choices.filter((c) => c.substituted) ?? [];
    if (swaps.length === 0) return item;
    const swapped = new Set(swaps.map((c) => c.merchantName.toLowerCase()));
    const kept = item.platformData.filter((o) => !swapped.has(o.merchantName.toLowerCase()));
    return { ...item, platformData: [...kept, ...swaps.map(choiceOffer)] };
  });
}
