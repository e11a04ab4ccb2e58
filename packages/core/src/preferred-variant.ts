// Which of a product's variants a shopper asked for, by the pack size or count they typed: the
// search's card ("ghee 1 kg", "eggs 12", "4 x 70 g") and a pasted shopping list's line pick by this
// one rule. Sizes are read by the pack-size rule (docs/rules.md, "Pack sizes") in base units, so
// "1 l" meets "1000 ml". docs/rules.md, "Preferred variant".
import { baseQuantity, type PackSize, parsePackSize } from './units';

/** A pack size in base units (grams, millilitres or pieces) and how many packs it holds. */
export interface PackIntent {
  value: number;
  unit: 'g' | 'ml' | 'pcs';
  /** Packs in a multipack ("4 x 70 g" is 4); 1 for a single pack. */
  count: number;
}

/** A pack size as an intent. */
export function packIntent(size: PackSize): PackIntent {
  const { value, unit } = baseQuantity(size);
  return { value, unit, count: size.count };
}

/** A variant label's pack size as an intent; null when the label names none. */
export function labelIntent(label: string): PackIntent | null {
  const size = parsePackSize(label);
  return size ? packIntent(size) : null;
}

/** A product's variants with their pack sizes, in display order. */
export type VariantSizes = ReadonlyArray<{ id: string; size: PackIntent | null }>;

/** What the shopper typed besides words: pack sizes ("1 kg") and bare numbers ("eggs 12"). */
export interface VariantWish {
  sizes: readonly PackIntent[];
  numbers: readonly number[];
}

// A multipack is its own item: "2 x 500 ml" is neither "500 ml" nor "1 l".
function sizeMatches(size: PackIntent | null, want: PackIntent): boolean {
  if (!size || size.count !== want.count) return false;
  return size.unit === want.unit && Math.abs(size.value - want.value) < 1e-6;
}

// A multipack of `count` ("12 x 70 g") or a pack of `count` pieces.
function countMatches(size: PackIntent | null, count: number): boolean {
  if (!size) return false;
  return (size.unit === 'pcs' && size.value === count) || (size.count > 1 && size.count === count);
}

/**
 * The variant the shopper asked for: one of the typed size (or, for a typed count, a pack of that
 * many), else one of the same number in the other of mass and volume (a kilo of ghee is sold as a
 * litre), else one holding a typed bare number of pieces. Null when nothing was typed or nothing
 * matches. A number in the product's name (`nameWords`) is no count: "5 star".
 */
export function preferredVariant(
  sizes: VariantSizes,
  nameWords: readonly string[],
  wish: VariantWish,
): string | null {
  if (wish.sizes.length === 0 && wish.numbers.length === 0) return null;
  for (const want of wish.sizes) {
    const exact = sizes.find(
      (s) => sizeMatches(s.size, want) || (want.unit === 'pcs' && countMatches(s.size, want.value)),
    );
    if (exact) return exact.id;
  }
  for (const want of wish.sizes) {
    if (want.unit === 'pcs') continue;
    const other: PackIntent = { value: want.value, unit: want.unit === 'g' ? 'ml' : 'g', count: want.count };
    const near = sizes.find((s) => sizeMatches(s.size, other));
    if (near) return near.id;
  }
  for (const count of wish.numbers) {
    if (nameWords.includes(String(count))) continue;
    const counted = sizes.find((s) => countMatches(s.size, count));
    if (counted) return counted.id;
  }
  return null;
}
