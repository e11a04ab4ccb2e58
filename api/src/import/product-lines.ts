// The words that tell two items of one brand apart are compared as "own words": a title's words
// without brand and pack, plurals and spellings folded. No list here says which words name a
// product line: that is learned from the merchants' own catalogues (distinguishing.ts). The lists
// below only set aside words that never name an item (grammar, containers, counting words) and
// fold spellings of one kind of item.
import { foldPair, foldWord as foldPlural, WORD_SYNONYMS } from './normalise';

// Words merchants use for one kind of item, one word when two titles' own words are compared
// (similarity scoring is not changed by this): "Good Day Butter Cookies" and "Good Day Butter
// Biscuits" are one item. Keys and values are stemmed.
const SAME_KIND: Readonly<Record<string, string>> = Object.fromEntries(
  [
    ['cookie', 'cookie'],
    ['biscuit', 'cookie'],
    ['cracker', 'cookie'],
    ['crisp', 'chip'],
    ['wafer', 'chip'],
  ].map(([word, kind]) => [foldPlural(word!), foldPlural(kind!)]),
);

// Words that name no item: grammar, containers and counting words.
const NO_ITEM_WORDS: ReadonlySet<string> = new Set(
  [
    'a',
    'an',
    'and',
    'the',
    'of',
    'for',
    'with',
    'in',
    'by',
    'n',
    'x',
    'pack',
    'packet',
    'pouch',
    'bottle',
    'jar',
    'box',
    'tin',
    'can',
    'carton',
    'tetra',
    'pak',
    'tetrapak',
    'refill',
    'bag',
    'pc',
    'pcs',
    'piece',
    'approx',
    'approximately',
    'each',
    'net',
    'wt',
    'qty',
    'mrp',
    'bar',
  ].map(foldPlural),
);

const NUMBER = /^\d/;

/**
 * The words compared for telling items apart: the title's own words (brand and pack size out)
 * stemmed, with spellings and kinds folded ("biscuit" as "cookie") and words that name no item
 * out; numbers other than pack sizes stay ("Brinjal-2" is not "Brinjal-3"). Marketing words
 * ("Fresh", "Family", "Original") stay too: whether they tell a brand's items apart is learned.
 * Joined spellings the similarity reads as one word ("Max Fresh" as "maxfresh") come from
 * `tokens`.
 */
export function ownWords(tokens: readonly string[], words: readonly string[]): string[] {
  const own: string[] = [];
  const add = (t: string) => {
    const kind = SAME_KIND[t] ?? t;
    if (!NO_ITEM_WORDS.has(kind) && !own.includes(kind)) own.push(kind);
  };
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (NUMBER.test(w)) {
      add(w);
      continue;
    }
    const next = words[i + 1];
    const joined = next === undefined ? null : foldPair(w, next);
    if (joined && tokens.includes(joined)) {
      add(joined);
      i++;
      continue;
    }
    add(foldPlural(WORD_SYNONYMS[w] ?? w));
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

/** True when two own-word lists hold the same words. */
export function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((t) => b.includes(t));
}
