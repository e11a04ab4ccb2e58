// Words that tell two items of one brand apart when titles otherwise agree. Two titles that each
// carry a word the other lacks (after fillers, spellings, synonyms and pack sizes are set aside:
// the matcher's similarity tokens) are not the same item for sure: "Red Label Royal Paneer" and
// "Red Label Original Paneer" share every other word. Such a pair is never merged automatically:
// when one of the differing words names a known product line (below) the two stay apart, otherwise
// the pair goes to review. A title that only adds words ("Amul Taaza Toned Fresh Milk Pouch" to
// "Amul Taaza Toned Milk") is a merchant's own wording and still matches. Product-line words count
// even where similarity sets them aside as filler ("Original").
import { foldPlural } from '../text/plurals';

/**
 * Words brands use to name a product line or edition (stemmed, as similarity tokens are). This is
 * data: add a word here when two lines of one brand were sent to review that should stay apart.
 */
export const PRODUCT_LINE_WORDS: ReadonlySet<string> = new Set(
  [
    'classic',
    'original',
    'royal',
    'gold',
    'premium',
    'select',
    'super',
    'lite',
    'light',
    'special',
    'deluxe',
    'supreme',
    'plus',
    'pro',
    'ultra',
    'active',
    'smart',
    'prime',
    'signature',
    'reserve',
    'elite',
    'power',
    'junior',
    'kids',
    'diet',
    'zero',
    'tablet',
    'syrup',
    'capsule',
  ].map(foldPlural),
);

// Words merchants use for one kind of item, one word when two titles' own words are compared
// (similarity scoring is not changed by this): "Good Day Butter Cookies" and "Good Day Butter
// Biscuits" are one item. Keys and values are similarity tokens (stemmed).
const SAME_KIND: Readonly<Record<string, string>> = Object.fromEntries(
  [
    ['cookie', 'cookie'],
    ['biscuit', 'cookie'],
    ['cracker', 'cookie'],
    ['crisp', 'chip'],
    ['wafer', 'chip'],
  ].map(([word, kind]) => [foldPlural(word!), foldPlural(kind!)]),
);

// Words that name no item of their own when only one title has them ("Silk Chocolate Bar").
const FORM_WORDS: ReadonlySet<string> = new Set(['bar', 'combo', 'new', 'offer', 'value', 'saver']);

// Words similarity sets aside as filler that can still name a line of one brand ("Savlon Fresh
// Cheese Slices" beside "Savlon Super Cheese Slices").
const LINE_FILLERS: ReadonlySet<string> = new Set(['fresh']);

const NUMBER = /^\d/;

/**
 * The words compared for telling items apart: the similarity tokens with kinds folded ("biscuit"
 * as "cookie") and form words out, plus the product-line words of the title even where similarity
 * sets them aside as filler ("Original", "Fresh"), and its numbers other than pack sizes
 * ("Brinjal-2" is not "Brinjal-3").
 */
export function ownWords(tokens: readonly string[], words: readonly string[]): string[] {
  const own: string[] = [];
  for (const t of tokens) {
    if (FORM_WORDS.has(t)) continue;
    const kind = SAME_KIND[t] ?? t;
    if (!own.includes(kind)) own.push(kind);
  }
  for (const w of words) {
    const number = NUMBER.test(w);
    const t = number ? w : foldPlural(w);
    if ((number || PRODUCT_LINE_WORDS.has(t) || LINE_FILLERS.has(t)) && !own.includes(t)) own.push(t);
  }
  return own;
}

/** The words each of two own-word lists has that the other lacks. */
export interface WordDifference {
  onlyA: string[];
  onlyB: string[];
}

/** The words of `a` missing from `b` and of `b` missing from `a`. */
export function wordDifference(a: readonly string[], b: readonly string[]): WordDifference {
  return { onlyA: a.filter((t) => !b.includes(t)), onlyB: b.filter((t) => !a.includes(t)) };
}

/**
 * The differing words as the titles wrote them ("creamy", not its folded "creami"), for the review
 * note an operator reads; a word no title spells (a folded kind) stays as it is.
 */
export function spellDifference(
  difference: WordDifference,
  aWords: readonly string[],
  bWords: readonly string[],
): WordDifference {
  const spell = (tokens: string[], words: readonly string[]) =>
    tokens.map((t) => words.find((w) => w === t || foldPlural(w) === t) ?? t);
  return { onlyA: spell(difference.onlyA, aWords), onlyB: spell(difference.onlyB, bWords) };
}

/** True when not both lists carry a word the other lacks: the titles may name one item. */
export function isClean(a: readonly string[], b: readonly string[]): boolean {
  let aOwn = false;
  for (const t of a)
    if (!b.includes(t)) {
      aOwn = true;
      break;
    }
  if (!aOwn) return true;
  for (const t of b) if (!a.includes(t)) return false;
  return true;
}

/** The first differing word that names a product line, or null. */
export function productLineWord(difference: WordDifference): string | null {
  for (const w of [...difference.onlyA, ...difference.onlyB])
    if (PRODUCT_LINE_WORDS.has(foldPlural(w))) return w;
  return null;
}

/** True when two own-word lists hold the same words. */
export function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((t) => b.includes(t));
}
