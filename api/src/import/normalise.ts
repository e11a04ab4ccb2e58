// The matcher's own reading of titles and brands: brand keys, the words compared for similarity
// (brand, pack size and filler words removed) and the tables behind them. The generic text steps
// (normal form, words, plurals) are the text module's (api/src/text), read the `matching` way.
import { PACK_SIZE_TEXT } from '@compare/core';
import { foldPlural } from '../text/plurals';
import { matchingWords } from '../text/words';
import { remembered } from './remembered';
import { insertionSort } from './small-sort';

// Plural folds remembered per word for an import: a feed of a million rows says a few hundred
// thousand distinct words, each folded many times (titles, brands, tokens, own words). Past this
// many the memo starts over.
const MAX_FOLDS = 200_000;

/** `foldPlural`, remembered per word (the fold is pure). */
export const foldWord: (word: string) => string = remembered(foldPlural, MAX_FOLDS);

/** Words of a title with pack sizes ("500 ml", "Pack of 2") taken out. */
export function titleWords(title: string): string[] {
  return matchingWords(/\d/.test(title) ? title.replace(PACK_SIZE_TEXT, ' ') : title);
}

/**
 * Words that say nothing about which item a listing is: containers, filler and marketing words
 * each merchant adds to its own titles.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
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
  'fresh',
  'new',
  'best',
  'quality',
  'value',
  'combo',
  'offer',
  'mrp',
  'pc',
  'pcs',
  'approx',
  'approximately',
  'each',
  'net',
  'wt',
  'weight',
  'qty',
  'x',
  'original',
  'family',
  'economy',
  'jumbo',
  'mega',
  'saver',
  'namkeen',
]);

/** Spellings and Hindi words merchants use for the same thing, folded to one word. */
export const WORD_SYNONYMS: Readonly<Record<string, string>> = {
  gluco: 'glucose',
  creme: 'cream',
  dahi: 'curd',
  pyaz: 'onion',
  pyaaz: 'onion',
  aloo: 'potato',
  alu: 'potato',
  kela: 'banana',
  ande: 'egg',
  anda: 'egg',
  tamatar: 'tomato',
  iodized: 'iodised',
  flavored: 'flavoured',
  colour: 'color',
  chilli: 'chili',
  chile: 'chili',
  namkin: 'namkeen',
  biskut: 'biscuit',
  yoghurt: 'yogurt',
  dhania: 'coriander',
  haldi: 'turmeric',
  jeera: 'cumin',
};

/** Brand spellings that name the same brand (key -> canonical key). */
export const BRAND_ALIASES: Readonly<Record<string, string>> = {
  fresho: 'fresh',
  freshproduce: 'fresh',
  motherdairy: 'motherdairy',
  mdairy: 'motherdairy',
  parleg: 'parle',
  parleproduct: 'parle',
  amulindia: 'amul',
  haldiram: 'haldiram',
  haldiramsnack: 'haldiram',
  cadburyindia: 'cadbury',
  mondelez: 'cadbury',
  hul: 'hindustanunilever',
  tataconsumer: 'tata',
  itc: 'itc',
};

// The aliases as keys are compared: through the same plural fold ("mdairy" is read "mdairi").
const ALIAS_OF = new Map(
  Object.entries(BRAND_ALIASES).map(([alias, brand]) => [foldWord(alias), foldWord(brand)]),
);

const BRAND_SUFFIXES = new Set([
  'ltd',
  'limited',
  'pvt',
  'private',
  'india',
  'inc',
  'co',
  'company',
  'brand',
]);

// Feeds repeat a few thousand brands across millions of rows.
const MAX_BRAND_KEYS = 100_000;

/** A brand's comparison key: "Mother Dairy" and "MotherDairy" -> "motherdairy"; aliases folded. */
export const brandKey: (brand: string) => string = remembered(computeBrandKey, MAX_BRAND_KEYS);

function computeBrandKey(brand: string): string {
  const words = matchingWords(brand).filter(
    (w, i, all) => !(i > 0 && i === all.length - 1 && BRAND_SUFFIXES.has(w)),
  );
  const key = words.map(foldWord).join('');
  return ALIAS_OF.get(key) ?? key;
}

// A feed names a few thousand brands across millions of rows: each brand's words are read once.
/** `matchingWords(brand)`, remembered per brand (read only: the list is shared). */
export const brandWords: (brand: string) => readonly string[] = remembered<readonly string[]>(
  matchingWords,
  MAX_BRAND_KEYS,
);

/** The words of `title` without the brand's words, when the title has them all (wherever they are). */
export function withoutBrand(words: readonly string[], brand: string): string[] {
  const remove = brandWords(brand);
  const rest = [...words];
  // Only a brand the title carries whole: 'Organic - Kalonji' filed under 'Organic Tattva' keeps
  // its 'organic', as 'Organic Tattva Organic Kalonji' does.
  const found: number[] = [];
  for (const w of remove) {
    const root = foldWord(w);
    const at = rest.findIndex((r, i) => !found.includes(i) && (r === w || foldWord(r) === root));
    if (at < 0) break;
    found.push(at);
  }
  if (found.length === remove.length) {
    // Highest place first, so each place still names its word.
    for (let i = 1; i < found.length; i++) {
      const at = found[i]!;
      let j = i - 1;
      while (j >= 0 && found[j]! < at) {
        found[j + 1] = found[j]!;
        j--;
      }
      found[j + 1] = at;
    }
    for (const at of found) rest.splice(at, 1);
    return rest;
  }
  // "MotherDairy" written as one word in a title whose brand is "Mother Dairy".
  const joined = remove.join('');
  const at = rest.indexOf(joined);
  if (at >= 0 && remove.length > 1) rest.splice(at, 1);
  return rest;
}

/**
 * Sorts `list` in place as `list.sort()` sorts strings (by UTF-16 code units) and returns it. The
 * lists sorted per listing are a title's few words: sorted by insertion, without the work array
 * the built-in sort allocates; a long list goes to the built-in sort.
 */
export function sortWords<T extends string[]>(list: T): T {
  if (list.length > 16) return list.sort();
  return insertionSort(list);
}

/** True when a word starts with a digit (0-9). */
const startsWithDigit = (word: string) => {
  const c = word.charCodeAt(0);
  return c >= 48 && c <= 57;
};

// Two neighbouring words joined and folded, remembered per pair (maps within maps: no joined
// string is made to look a pair up). Past MAX_PAIRS pairs the memo starts over.
const pairs = new Map<string, Map<string, string>>();
let pairCount = 0;
const MAX_PAIRS = 200_000;

/** `foldWord(word + next)`, remembered per pair of words. */
export function foldPair(word: string, next: string): string {
  let after = pairs.get(word);
  if (after === undefined) {
    if (pairCount >= MAX_PAIRS) {
      pairs.clear();
      pairCount = 0;
    }
    after = new Map();
    pairs.set(word, after);
  }
  let folded = after.get(next);
  if (folded === undefined) {
    folded = foldPlural(word + next);
    after.set(next, folded);
    pairCount++;
  }
  return folded;
}

// Each word's similarity token (null: a filler word or a number), remembered per word.
const MAX_WORD_TOKENS = 200_000;

const tokenOf = remembered<string | null>(
  (word) =>
    FILLER_WORDS.has(word) || /^\d+(\.\d+)?$/.test(word) ? null : foldWord(WORD_SYNONYMS[word] ?? word),
  MAX_WORD_TOKENS,
);

/**
 * Words compared for title similarity: plurals folded, synonyms folded, no filler, no numbers. Two
 * neighbouring words are read as one when `isKnown` knows the joined word ("Max Fresh" meets
 * "MaxFresh").
 */
export function similarityTokens(
  words: readonly string[],
  isKnown: (token: string) => boolean = () => false,
): string[] {
  // Each token once, in the order first met (a title has few: a list, not a set).
  const tokens: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const next = words[i + 1];
    if (next !== undefined && !startsWithDigit(w)) {
      const joined = foldPair(w, next);
      if (isKnown(joined)) {
        if (!tokens.includes(joined)) tokens.push(joined);
        i++;
        continue;
      }
    }
    const token = tokenOf(w);
    if (token !== null && !tokens.includes(token)) tokens.push(token);
  }
  return tokens;
}
