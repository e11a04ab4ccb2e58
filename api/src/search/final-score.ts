// A match's final score: its word score raised by what else the shopper typed - a pack size one
// of its variants has, a number in its name, two words side by side in its name.
import type { KeyTable } from './key-table';
import type { ParsedQuery } from './query';

const SIZE_BONUS = 3;
const NUMBER_BONUS = 2;
/** Extra score when two typed words stand side by side in the name ("dairy milk" is Cadbury's). */
const PHRASE_BONUS = 20;

/** A product's name as the bonuses read it. */
export interface NamedProduct {
  nameWords: readonly string[];
  /** `nameWords` as key numbers. */
  nameKeys: readonly number[];
}

/** What raises a match's score for one query; null when nothing can (no size, number or phrase). */
export interface Bonuses {
  numbers: string[];
  /** Pairs of typed single words (as key numbers) that earn the phrase bonus side by side in a name. */
  phrases: Array<[number, number | undefined]>;
}

/**
 * The bonuses `query` can give, or null for a plain query (no size or number typed, one word
 * group): its matches keep their word scores and show no preferred variant.
 */
export function bonusesOf(query: ParsedQuery, keys: KeyTable): Bonuses | null {
  if (query.sizes.length === 0 && query.numbers.length === 0 && query.groups.length < 2) return null;
  const phrases: Bonuses['phrases'] = [];
  for (let g = 0; g + 1 < query.groups.length; g++) {
    const a = query.groups[g]!.alternatives[0]!.words;
    const b = query.groups[g + 1]!.alternatives[0]!.words;
    if (a.length !== 1 || b.length !== 1) continue;
    const first = keys.find(a[0]!);
    if (first !== undefined) phrases.push([first, keys.find(b[0]!)]);
  }
  return { numbers: query.numbers.map(String), phrases };
}

/** The final score of a match with word score `base`, its preferred variant `variantId` and `bonuses`. */
export function finalScore(
  product: NamedProduct,
  base: number,
  bonuses: Bonuses,
  variantId: string | null,
): number {
  let score = base + (variantId ? SIZE_BONUS : 0);
  for (const n of bonuses.numbers) if (product.nameWords.includes(n)) score += NUMBER_BONUS;
  for (const [first, second] of bonuses.phrases) {
    const at = product.nameKeys.indexOf(first);
    if (at >= 0 && product.nameKeys[at + 1] === second) score += PHRASE_BONUS;
  }
  return score;
}
