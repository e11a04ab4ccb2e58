// Text normalisation shared by the matcher: words of a title, brand keys, and the words compared
// for similarity (brand, pack size and filler words removed).
import { PACK_SIZE_TEXT } from '@compare/core';

/** Lower case, accents and punctuation gone, "&" as "and": "Haldiram's Bhujia-Sev" -> "haldirams bhujia sev". */
export function normaliseText(text: string): string {
  // Accents only need folding outside ASCII (most titles are plain ASCII).
  const folded = /[^ -~]/.test(text) ? text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : text;
  return folded
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9.]+/g, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/** Words of a text ("Amul Taaza, 500 ml" -> ["amul", "taaza", "500", "ml"]). */
export function wordsOf(text: string): string[] {
  const normal = normaliseText(text);
  return normal ? normal.split(' ') : [];
}

/** Words of a title with pack sizes ("500 ml", "Pack of 2") taken out. */
export function titleWords(title: string): string[] {
  return wordsOf(/\d/.test(title) ? title.replace(PACK_SIZE_TEXT, ' ') : title);
}

/** Plural and spelling folds so "Biscuits" meets "Biscuit" and "Noodles" meets "Noodle". */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ches|shes|xes|oes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us'))
    return word.slice(0, -1);
  return word;
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
const brandKeys = new Map<string, string>();
const MAX_BRAND_KEYS = 100_000;

/** A brand's comparison key: "Mother Dairy" and "MotherDairy" -> "motherdairy"; aliases folded. */
export function brandKey(brand: string): string {
  let key = brandKeys.get(brand);
  if (key === undefined) {
    if (brandKeys.size >= MAX_BRAND_KEYS) brandKeys.clear();
    key = computeBrandKey(brand);
    brandKeys.set(brand, key);
  }
  return key;
}

function computeBrandKey(brand: string): string {
  const words = wordsOf(brand).filter(
    (w, i, all) => !(i > 0 && i === all.length - 1 && BRAND_SUFFIXES.has(w)),
  );
  const key = words.map(stem).join('');
  return BRAND_ALIASES[key] ?? key;
}

/** The words of `title` with the brand's words removed once each (wherever they are). */
export function withoutBrand(words: readonly string[], brand: string): string[] {
  const remove = wordsOf(brand);
  const rest = [...words];
  for (const w of remove) {
    const root = stem(w);
    const at = rest.findIndex((r) => r === w || stem(r) === root);
    if (at >= 0) rest.splice(at, 1);
  }
  // "MotherDairy" written as one word in a title whose brand is "Mother Dairy".
  const joined = remove.join('');
  const at = rest.indexOf(joined);
  if (at >= 0 && remove.length > 1) rest.splice(at, 1);
  return rest;
}

/**
 * Words compared for title similarity: stemmed, synonyms folded, no filler, no numbers. Two
 * neighbouring words are read as one when `isKnown` knows the joined word ("Max Fresh" meets
 * "MaxFresh").
 */
export function similarityTokens(
  words: readonly string[],
  isKnown: (token: string) => boolean = () => false,
): string[] {
  const tokens = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const next = words[i + 1];
    if (next !== undefined && !/^\d/.test(w) && isKnown(stem(w + next))) {
      tokens.add(stem(w + next));
      i++;
      continue;
    }
    if (FILLER_WORDS.has(w) || /^\d+(\.\d+)?$/.test(w)) continue;
    const folded = WORD_SYNONYMS[w] ?? w;
    tokens.add(stem(folded));
  }
  return [...tokens];
}
