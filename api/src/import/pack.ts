// Pack sizes as merchants write them ("500 ml", "1 kg", "6 x 1 L", "12 pcs", "Pack of 2", "1 dozen")
// with the multipack count kept apart: a "2 x 500 ml" pack is a different item from a "500 ml"
// pouch and from a "1 l" pouch, so matching compares the count and the total in a base unit.

/** A unit as shown in a variant label. */
export type LabelUnit = 'g' | 'kg' | 'ml' | 'l' | 'pcs';

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

const UNIT_ALIASES: Record<string, LabelUnit | 'dozen'> = {
  g: 'g',
  gm: 'g',
  gms: 'g',
  gr: 'g',
  gram: 'g',
  grams: 'g',
  gramme: 'g',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  ml: 'ml',
  mls: 'ml',
  millilitre: 'ml',
  milliliter: 'ml',
  l: 'l',
  lt: 'l',
  ltr: 'l',
  ltrs: 'l',
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
  pc: 'pcs',
  pcs: 'pcs',
  piece: 'pcs',
  pieces: 'pcs',
  nos: 'pcs',
  no: 'pcs',
  units: 'pcs',
  unit: 'pcs',
  sachets: 'pcs',
  sachet: 'pcs',
  tablets: 'pcs',
  rolls: 'pcs',
  eggs: 'pcs',
  dozen: 'dozen',
};

const BASE: Record<LabelUnit, { base: BaseUnit; factor: number }> = {
  g: { base: 'g', factor: 1 },
  kg: { base: 'g', factor: 1000 },
  ml: { base: 'ml', factor: 1 },
  l: { base: 'ml', factor: 1000 },
  pcs: { base: 'pcs', factor: 1 },
};

// Longest aliases first so "ml" is not read as "m" + "l" and "pieces" not as "pc".
const UNIT = Object.keys(UNIT_ALIASES)
  .sort((a, b) => b.length - a.length)
  .join('|');
const NUM = '(\\d+(?:\\.\\d+)?)';
// Units are read as any word and looked up, which is much cheaper than an alternation of aliases.
const MULTI = new RegExp(`(?<![\\w.])${NUM}\\s*(?:x|×|\\*)\\s*${NUM}\\s*([a-z]+)`, 'gi');
const MULTI_AFTER = new RegExp(`(?<![\\w.])${NUM}\\s*([a-z]+)\\s*(?:x|×|\\*)\\s*(\\d+)(?![\\w.])`, 'gi');
const SINGLE = new RegExp(`(?<![\\w.])${NUM}\\s*([a-z]+)`, 'gi');
const isUnit = (word: string) => UNIT_ALIASES[word.toLowerCase()] !== undefined;

function firstWithUnit(pattern: RegExp, text: string, unitGroup: number): RegExpExecArray | null {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (isUnit(m[unitGroup]!)) return m;
  }
  return null;
}
const PACK_OF = /\b(?:pack|set|combo|box)\s+of\s+(\d+)\b|\b(\d+)\s*(?:pack|pk)\b/i;

/** Every pack-size phrase a title may contain, for removal before comparing words. */
export const PACK_TEXT = new RegExp(
  `(?<![\\w.])(?:${NUM}\\s*(?:x|×|\\*)\\s*)?${NUM}\\s*(?:${UNIT})(?:\\s*(?:x|×|\\*)\\s*\\d+)?(?![a-z])|\\b(?:pack|set|combo|box)\\s+of\\s+\\d+\\b|\\b\\d+\\s*(?:pack|pk)\\b`,
  'gi',
);

const round = (n: number) => Math.round(n * 1000) / 1000;

function build(count: number, size: number, alias: string): Pack | null {
  const found = UNIT_ALIASES[alias.toLowerCase()];
  if (found === undefined || !(size > 0) || !(count > 0) || count > 1000) return null;
  const unit: LabelUnit = found === 'dozen' ? 'pcs' : found;
  const value = round(found === 'dozen' ? size * 12 : size);
  const { base, factor } = BASE[unit];
  const sizeLabel = `${value} ${unit}`;
  return {
    count,
    size: value,
    unit,
    base,
    total: round(count * value * factor),
    label: count > 1 ? `${count} x ${sizeLabel}` : sizeLabel,
  };
}

const NOTHING = { pack: null, packOf: null };

function parseOne(text: string): { pack: Pack | null; packOf: number | null } {
  // Every size names a number.
  if (!/\d/.test(text)) return NOTHING;
  const multi = firstWithUnit(MULTI, text, 3);
  if (multi) return { pack: build(Number(multi[1]), Number(multi[2]), multi[3]!), packOf: null };
  const after = firstWithUnit(MULTI_AFTER, text, 2);
  if (after) return { pack: build(Number(after[3]), Number(after[1]), after[2]!), packOf: null };
  const of = PACK_OF.exec(text);
  const packOf = of ? Number(of[1] ?? of[2]) : null;
  const single = firstWithUnit(SINGLE, text, 2);
  if (single) {
    const pack = build(packOf && packOf > 1 ? packOf : 1, Number(single[1]), single[2]!);
    return { pack, packOf: null };
  }
  return { pack: null, packOf };
}

/**
 * Reads the pack from a listing: the `pack` field first, the title for what it lacks ("Pack of 2"
 * with "500 ml" in the title is 2 x 500 ml). A bare "Pack of 6" or "12 pcs" is counted in pieces.
 * Returns null when neither names a size.
 */
export function parsePack(pack: string | undefined, title = ''): Pack | null {
  const fromPack = pack ? parseOne(pack) : NOTHING;
  if (fromPack.pack) return fromPack.pack;
  const fromTitle = parseOne(title);
  const count = fromPack.packOf ?? fromTitle.packOf;
  if (fromTitle.pack) {
    if (fromPack.packOf && fromPack.packOf > 1 && fromTitle.pack.count === 1) {
      return build(fromPack.packOf, fromTitle.pack.size, fromTitle.pack.unit);
    }
    return fromTitle.pack;
  }
  return count ? build(1, count, 'pcs') : null;
}

/** A pack from a stored variant (label first; value and unit when the label says nothing). */
export function packOfVariant(label: string, value: number, unit: string): Pack | null {
  return parsePack(label) ?? build(1, value, unit);
}

/** Relative size difference allowed between two packs of the same item. */
export const PACK_TOLERANCE = 0.05;

/** True when two packs are the same item size: same base unit, same count, totals within 5%. */
export function samePack(a: Pack, b: Pack): boolean {
  if (a.base !== b.base || a.count !== b.count) return false;
  return Math.abs(a.total - b.total) <= PACK_TOLERANCE * Math.max(a.total, b.total);
}
