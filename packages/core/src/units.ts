import { formatINR, roundRupees } from './money';

/** A pack size in one of the base units a label can name. */
export interface PackSize {
  value: number;
  unit: 'g' | 'kg' | 'ml' | 'l' | 'pcs';
}

/** A price per comparable quantity. Rupees. */
export interface UnitPrice {
  amount: number;
  per: '100 g' | '100 ml' | '1 pc';
}

const UNIT_ALIASES: Record<string, PackSize['unit'] | 'dozen'> = {
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
const NUMBER = '(\\d+(?:\\.\\d+)?)';
const MULTIPACK = new RegExp(`${NUMBER}\\s*[x×*]\\s*${NUMBER}\\s*(${UNIT_PATTERN})\\b`, 'i');
const SINGLE = new RegExp(`${NUMBER}\\s*(${UNIT_PATTERN})\\b`, 'gi');

function toSize(value: number, alias: string): PackSize | null {
  const unit = UNIT_ALIASES[alias.toLowerCase()];
  if (unit === undefined || !(value > 0)) return null;
  // Multiplying decimals (3 x 0.1) leaves float noise; six decimals is finer than any label.
  const clean = Number(value.toFixed(6));
  return unit === 'dozen' ? { value: clean * 12, unit: 'pcs' } : { value: clean, unit };
}

/**
 * Reads a pack size from a variant label: "500 ml", "1.5 L", "4 x 70 g" (280 g), "12 pieces",
 * "1 dozen" (12 pcs), "1 pack (6 pcs)". Returns null when no quantity with a known unit is found.
 */
export function parsePackSize(label: string): PackSize | null {
  const multi = MULTIPACK.exec(label);
  if (multi) return toSize(Number(multi[1]) * Number(multi[2]), multi[3]!);
  for (const match of label.matchAll(SINGLE)) {
    const size = toSize(Number(match[1]), match[2]!);
    if (size) return size;
  }
  return null;
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
