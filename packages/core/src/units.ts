import { formatINR, roundRupees } from './money';
import type { PackUnit } from './types';

/** A pack size in one of the base units a label can name. */
export interface PackSize {
  value: number;
  unit: PackUnit;
}

/** A price per comparable quantity. Rupees. */
export interface UnitPrice {
  amount: number;
  per: '100 g' | '100 ml' | '1 pc';
}

const UNIT_ALIASES: Record<string, PackUnit | 'dozen'> = {
  g: 'g',
  gm: 'g',
  gms: 'g',
  gram: 'g',
  grams: 'g',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  ml: 'ml',
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
  unit: 'pcs',
  units: 'pcs',
  nos: 'pcs',
  dozen: 'dozen',
};

// Longest aliases first so "ml" is not read as "m" + "l" and "pieces" not as "pc".
const UNIT_PATTERN = Object.keys(UNIT_ALIASES)
  .sort((a, b) => b.length - a.length)
  .join('|');
// A decimal ("1.5") or a simple fraction ("1/2"); the lookbehinds keep a match from starting in
// the middle of a longer number ("1.5" is never read as "5").
const NUMBER = '(\\d+(?:\\.\\d+)?(?:\\s*/\\s*\\d+)?)';
const MULTIPACK = new RegExp(`(?<![\\d./])${NUMBER}\\s*[x×*]\\s*${NUMBER}\\s*(${UNIT_PATTERN})\\b`, 'i');
const SINGLE = new RegExp(`(?<![\\d./])${NUMBER}\\s*(${UNIT_PATTERN})\\b`, 'gi');
const PACK_OF = /\bpack\s+of\s+(\d+)\b/i;

function readNumber(text: string): number {
  const [top, bottom] = text.split('/');
  if (bottom === undefined) return Number(top);
  const denominator = Number(bottom);
  return denominator > 0 ? Number(top) / denominator : Number.NaN;
}

function toSize(value: number, alias: string): PackSize | null {
  const unit = UNIT_ALIASES[alias.toLowerCase()];
  if (unit === undefined || !(value > 0) || !Number.isFinite(value)) return null;
  // Multiplying decimals (3 x 0.1) leaves float noise; six decimals is finer than any label.
  const clean = Number(value.toFixed(6));
  return unit === 'dozen' ? { value: Number((clean * 12).toFixed(6)), unit: 'pcs' } : { value: clean, unit };
}

function firstSingle(label: string): PackSize | null {
  for (const match of label.matchAll(SINGLE)) {
    const size = toSize(readNumber(match[1]!), match[2]!);
    if (size) return size;
  }
  return null;
}

/**
 * Reads a pack size from a variant label or a merchant's title: "500 ml", "1.5 L", "1/2 kg",
 * "4 x 70 g" and "6 x 1 L" (multipacks multiply out), "12 pcs", "1 dozen" (12 pcs), "1 pack
 * (6 pcs)", "Pack of 2" (2 pcs) and "500 g (Pack of 2)" (1000 g). Units stay as written ("1 l"
 * is 1 l, not 1000 ml) so a label and its size never disagree. Null when no quantity with a
 * known unit is found. docs/rules.md, "Pack sizes".
 */
export function parsePackSize(label: string): PackSize | null {
  const multi = MULTIPACK.exec(label);
  if (multi) return toSize(readNumber(multi[1]!) * readNumber(multi[2]!), multi[3]!);
  const single = firstSingle(label);
  const packOf = PACK_OF.exec(label);
  if (!packOf) return single;
  const count = Number(packOf[1]);
  if (!single) return toSize(count, 'pcs');
  return single.unit === 'pcs' ? single : toSize(single.value * count, single.unit);
}

/** A variant's pack size as the API sends it (`packValue`, `packUnit`). */
export interface PackLabelSize {
  packValue: number;
  packUnit: PackUnit;
}

/**
 * The pack size of a catalogue label, for data that must have one: same reading as
 * {@link parsePackSize}, but a label without a size throws `Unparseable pack label: "..."`.
 */
export function parsePackLabel(label: string): PackLabelSize {
  const size = parsePackSize(label);
  if (!size) throw new Error(`Unparseable pack label: "${label}"`);
  return { packValue: size.value, packUnit: size.unit };
}

/** Price per 100 g, 100 ml or piece for a variant label, rounded to the paisa; null when unknown. */
export function unitPrice(price: number, label: string): UnitPrice | null {
  const size = parsePackSize(label);
  if (!size || !Number.isFinite(price) || price < 0) return null;
  switch (size.unit) {
    case 'g':
      return { amount: roundRupees((price * 100) / size.value), per: '100 g' };
    case 'kg':
      return { amount: roundRupees((price * 100) / (size.value * 1000)), per: '100 g' };
    case 'ml':
      return { amount: roundRupees((price * 100) / size.value), per: '100 ml' };
    case 'l':
      return { amount: roundRupees((price * 100) / (size.value * 1000)), per: '100 ml' };
    case 'pcs':
      return { amount: roundRupees(price / size.value), per: '1 pc' };
  }
}

/** Formats a unit price: '₹5.40/100 g'. */
export function formatUnitPrice(up: UnitPrice): string {
  return `${formatINR(up.amount)}/${up.per}`;
}
