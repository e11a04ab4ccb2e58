// A listing's pack in the shape matching compares: core's `parsePackSize` reads the text (one
// parser for labels, titles and feeds, docs/rules.md "Pack sizes"); this keeps the multipack count
// apart from the size of one unit, because a "2 x 500 ml" pack is a different item from a
// "500 ml" pouch and from a "1 l" pouch.
import { type PackSize, parsePackSize } from '@compare/core';

/** A unit as shown in a variant label. */
export type LabelUnit = PackSize['unit'];

/** The dimension sizes are compared in (grams, millilitres or pieces). */
export type BaseUnit = 'g' | 'ml' | 'pcs';

/** A parsed pack: `count` units of `size` `unit` each. */
export interface Pack {
  count: number;
  size: number;
  unit: LabelUnit;
  /** The base dimension of `unit`. */
  base: BaseUnit;
  /** count x size, converted to the base unit (grams, millilitres, pieces). */
  total: number;
  /** Canonical label: "500 ml", "6 x 1 l", "12 pcs". */
  label: string;
}

const BASE: Record<LabelUnit, { base: BaseUnit; factor: number }> = {
  g: { base: 'g', factor: 1 },
  kg: { base: 'g', factor: 1000 },
  ml: { base: 'ml', factor: 1 },
  l: { base: 'ml', factor: 1000 },
  pcs: { base: 'pcs', factor: 1 },
};

const isLabelUnit = (unit: string): unit is LabelUnit => unit in BASE;

/** Relative size difference allowed between two packs of the same item. */
export const PACK_TOLERANCE = 0.05;

const near = (a: number, b: number) => Math.abs(a - b) <= PACK_TOLERANCE * Math.max(a, b);

const round = (n: number) => Math.round(n * 1000) / 1000;

function toPack(size: PackSize | null): Pack | null {
  if (!size || size.count > 1000 || !(size.count >= 1)) return null;
  const { count, unit } = size;
  const each = round(size.value / count);
  const { base, factor } = BASE[unit];
  const label = `${each} ${unit}`;
  return {
    count,
    size: each,
    unit,
    base,
    total: round(size.value * factor),
    label: count > 1 ? `${count} x ${label}` : label,
  };
}

// A size band ('12-17 Kg' on diapers, '3 - 5 years'): who the item is for, not what the pack
// holds. The band is taken out before the pack is read, so '... 12-17 Kg 4 pcs' is 4 pieces.
const SIZE_BAND =
  /(?<![\w.])\d+(?:\.\d+)?\s*(?:-|–|to)\s*\d+(?:\.\d+)?\s*(?:kgs?|kilograms?|g|gms?|grams?|ml|l|ltrs?|litres?|liters?)(?![\p{L}\p{N}])/giu;
const withoutBands = (text: string) =>
  /\d\s*(?:-|–|to)\s*\d/.test(text) ? text.replace(SIZE_BAND, ' ') : text;

// A model or code word ('G130060GR', 'W320', 'D3'): letters, then digits glued to them. Its
// digits are no quantity ('G130060GR' is not 130,060 g, 'Vitamin D3 Tablets' not 3 tablets), so it
// is taken out before a title's pack is read ('x2', a count, stays).
const CODE_WORD = /(?<![\p{L}\p{N}])(?![x×]\d)\p{L}+\d[\p{L}\p{N}]*/giu;
const withoutCodes = (text: string) => (/\p{L}\d/u.test(text) ? text.replace(CODE_WORD, ' ') : text);

// 'Pack of 2' beside a count of pieces ('10 pcs (Pack of 2)'): two packs of ten, as another
// merchant writes '2 x 10 pcs' (a size beside it is read so already: '500 g (Pack of 2)').
const PACK_OF_COUNT = /\bpack\s+of\s+(\d+)\b/i;
function piecesPacked(read: Pack | null, text: string): Pack | null {
  if (read?.base !== 'pcs' || read.count !== 1) return read;
  const packs = Number(PACK_OF_COUNT.exec(text)?.[1] ?? 0);
  if (!(packs > 1) || packs === read.total) return read;
  return toPack({ value: read.total * packs, unit: 'pcs', count: packs });
}

/**
 * Reads the pack from a listing: the `pack` field first, the title for what it lacks ("Pack of 2"
 * with "500 ml" in the title is 2 x 500 ml). A bare "Pack of 6" or "12 pcs" is counted in pieces.
 * Returns null when neither names a size.
 */
export function parsePack(pack: string | undefined, rawTitle = ''): Pack | null {
  const title = withoutCodes(withoutBands(rawTitle));
  if (!pack) return piecesPacked(toPack(parsePackSize(title)), title);
  const own = parsePackSize(withoutBands(pack));
  if (own && own.unit !== 'pcs') {
    // A total in the pack field that the title spells as a multipack ('280 g' beside '... 4 x 70
    // g'): the multipack, one notation for one pack.
    const inTitle = own.count === 1 ? toPack(parsePackSize(title)) : null;
    const read = toPack(own);
    return inTitle &&
      read &&
      inTitle.count > 1 &&
      inTitle.base === read.base &&
      near(inTitle.total, read.total)
      ? inTitle
      : read;
  }
  // A count of pieces ("Pack of 2") may apply to the size the title names: read them together.
  const together = parsePackSize(`${pack} ${title}`);
  return together && together.unit !== 'pcs' ? toPack(together) : piecesPacked(toPack(own ?? together), pack);
}

/**
 * The label of a variant whose listing gives no pack size, in its column or its title: shown as
 * such rather than as a made-up "1 pc" (a product has at most one such variant).
 */
export const PACK_NOT_GIVEN = 'pack size not given';

/**
 * A pack from a stored variant (label first; value and unit when the label says nothing); null for
 * a variant whose pack size was not given.
 */
export function packOfVariant(label: string, value: number, unit: string): Pack | null {
  if (label === PACK_NOT_GIVEN) return null;
  const fromLabel = parsePack(label);
  if (fromLabel) return fromLabel;
  return isLabelUnit(unit) ? toPack({ value, unit, count: 1 }) : null;
}

/** True when two packs are the same item size: same base unit, same count, totals within 5%. */
export function samePack(a: Pack, b: Pack): boolean {
  if (a.base !== b.base || a.count !== b.count) return false;
  return Math.abs(a.total - b.total) <= PACK_TOLERANCE * Math.max(a.total, b.total);
}

/**
 * True when two packs may be one pack whose count a merchant put beside the total rather than the
 * unit ('280 g (Pack of 4)', read as 4 x 280 g, beside '4 x 70 g' or '280 g'). Which reading is
 * right is not in the text: only an MRP that agrees may join such packs (matcher.ts), so a
 * '2 x 1 kg' pack at twice the MRP of the '1 kg' one stays apart.
 */
export function sameContents(a: Pack, b: Pack): boolean {
  if (a.base !== b.base) return false;
  return (
    (a.count > 1 && near(a.total / a.count, b.total)) || (b.count > 1 && near(b.total / b.count, a.total))
  );
}

/**
 * True when two packs hold one total in different counts ('4 x 70 g' and '280 g'). Whether they
 * are one pack is not in the text either: the matcher joins them at one MRP, unless the product
 * sells the multipack's unit on its own (then '2 x 500 ml' is two of its 500 ml pouches, a pack
 * of its own beside the 1 l one).
 */
export function sameTotal(a: Pack, b: Pack): boolean {
  return a.base === b.base && a.count !== b.count && near(a.total, b.total);
}

/** The size of one unit of a pack, in its base unit. */
export const unitTotal = (pack: Pack) => pack.total / pack.count;

/** True when `pack` is a single pack of `total` (base unit), within the tolerance. */
export const isSingleOf = (pack: Pack, base: BaseUnit, total: number) =>
  pack.count === 1 && pack.base === base && near(pack.total, total);
