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

/**
 * Reads the pack from a listing: the `pack` field first, the title for what it lacks ("Pack of 2"
 * with "500 ml" in the title is 2 x 500 ml). A bare "Pack of 6" or "12 pcs" is counted in pieces.
 * Returns null when neither names a size.
 */
export function parsePack(pack: string | undefined, title = ''): Pack | null {
  if (!pack) return toPack(parsePackSize(title));
  const own = parsePackSize(pack);
  if (own && own.unit !== 'pcs') return toPack(own);
  // A count of pieces ("Pack of 2") may apply to the size the title names: read them together.
  const together = parsePackSize(`${pack} ${title}`);
  return toPack(together && together.unit !== 'pcs' ? together : (own ?? together));
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

/** Relative size difference allowed between two packs of the same item. */
export const PACK_TOLERANCE = 0.05;

/** True when two packs are the same item size: same base unit, same count, totals within 5%. */
export function samePack(a: Pack, b: Pack): boolean {
  if (a.base !== b.base || a.count !== b.count) return false;
  return Math.abs(a.total - b.total) <= PACK_TOLERANCE * Math.max(a.total, b.total);
}
