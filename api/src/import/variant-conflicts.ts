// Words that make two otherwise alike titles different items. Each group lists mutually exclusive
// options (with their spellings); two listings conflict when they name different options of a
// group. Some groups have a default option, used when a title names none of them but contains
// one of the scope words ("Amul Butter" is salted butter; "Britannia Bread" is white bread).
// This is data: add a group or a spelling here when a wrong match is found.

import { sortWords } from './normalise';

/** One group of mutually exclusive variant words. */
export interface ConflictGroup {
  name: string;
  /** Options; each option is a list of spellings (phrases of normalised words). */
  options: string[][];
  /** Index of the option a title means when it names none. */
  defaultOption?: number;
  /** The group applies only to titles containing one of these words (to all when absent). */
  scope?: string[];
}

/** The variant-conflict list. */
export const VARIANT_CONFLICTS: readonly ConflictGroup[] = [
  {
    name: 'milk fat',
    options: [
      ['double toned', 'double tonned', 'dtm'],
      ['toned', 'tonned'],
      ['full cream', 'fcm', 'whole milk'],
      ['skimmed', 'skim', 'slim n trim'],
    ],
  },
  { name: 'amul line', options: [['taaza', 'taza'], ['gold'], ['slim'], ['shakti'], ['moti'], ['lite']] },
  {
    name: 'salt in butter',
    options: [['unsalted', 'salt free', 'white butter'], ['salted']],
    defaultOption: 1,
    scope: ['butter'],
  },
  {
    name: 'atta kind',
    options: [
      ['shudh chakki', 'chakki fresh'],
      ['multigrain', 'multigrains', 'multi grain'],
      ['sharbati'],
      ['select'],
      ['sugar release control'],
      ['high fibre'],
    ],
  },
  {
    name: 'noodle base',
    options: [['atta', 'whole wheat'], ['oats'], ['rice'], ['millet'], ['maida']],
    defaultOption: 4,
    scope: ['noodle', 'noodles', 'pasta', 'vermicelli'],
  },
  {
    name: 'colour',
    options: [['brown'], ['white']],
    defaultOption: 1,
    scope: ['bread', 'egg', 'eggs', 'sugar', 'rice', 'chana'],
  },
  {
    name: 'bread kind',
    options: [
      ['sandwich'],
      ['milk bread'],
      ['multigrain', 'multi grain'],
      ['whole wheat', '100 wheat'],
      ['pav'],
      ['bun', 'buns'],
    ],
  },
  {
    name: 'sugar',
    options: [['diet', 'zero', 'zero sugar', 'sugar free', 'no added sugar', 'no sugar'], ['regular']],
    defaultOption: 1,
  },
  {
    name: 'salt level',
    options: [['lite', 'light', 'low sodium'], ['regular']],
    defaultOption: 1,
    scope: ['salt'],
  },
  { name: 'fat level', options: [['low fat', 'lite fat'], ['full fat'], ['high protein'], ['malai']] },
  { name: 'organic', options: [['organic'], ['regular']], defaultOption: 1 },
  {
    name: 'flavour',
    options: [
      ['chocolate', 'choco', 'cocoa'],
      ['strawberry'],
      ['vanilla'],
      ['mango'],
      ['elaichi', 'cardamom'],
      ['kesar', 'saffron'],
      ['butterscotch'],
      ['rose'],
      ['orange'],
      ['lemon', 'nimbu'],
      ['apple'],
      ['mixed fruit'],
      ['guava'],
      ['litchi', 'lychee'],
      ['pineapple'],
    ],
  },
  {
    name: 'snack flavour',
    options: [
      ['classic salted', 'salted'],
      ['magic masala', 'india magic masala'],
      ['cream and onion', 'cream onion', 'cream n onion', 'sour cream and onion'],
      ['tomato', 'tangy tomato', 'tomato tango'],
      ['chile lemon', 'chilli lemon', 'chilli lime'],
      ['peri peri'],
      ['pudina', 'mint'],
      ['cheese', 'cheesy'],
      ['hot and sweet', 'hot n sweet'],
    ],
  },
  {
    name: 'filling',
    options: [
      ['cashew', 'kaju'],
      ['butter'],
      ['pista'],
      ['almond', 'badam'],
      ['choco chip', 'choco chips'],
      ['nuts'],
      ['cream'],
    ],
  },
  {
    name: 'dal kind',
    options: [['toor', 'tur', 'arhar'], ['moong'], ['masoor'], ['urad'], ['chana'], ['rajma'], ['kabuli']],
  },
  { name: 'dal form', options: [['split'], ['whole'], ['dhuli', 'washed']] },
  {
    name: 'rice kind',
    options: [['basmati'], ['sona masoori', 'sona masuri'], ['kolam'], ['ponni'], ['idli'], ['jeera rice']],
  },
  {
    name: 'meat',
    options: [['veg', 'vegetable'], ['chicken'], ['mutton'], ['paneer'], ['egg'], ['fish'], ['prawn']],
  },
  { name: 'laundry form', options: [['liquid'], ['powder'], ['bar'], ['pods']] },
  { name: 'washer load', options: [['front load'], ['top load']] },
  { name: 'tea kind', options: [['green tea', 'green'], ['masala'], ['ginger'], ['tulsi'], ['lemon']] },
  {
    name: 'oil kind',
    options: [['refined'], ['kachi ghani', 'cold pressed', 'wood pressed'], ['extra virgin'], ['pomace']],
  },
  {
    name: 'oil seed',
    options: [
      ['sunflower'],
      ['groundnut', 'peanut'],
      ['mustard'],
      ['soyabean', 'soybean', 'soya'],
      ['rice bran'],
      ['olive'],
      ['coconut'],
      ['sesame', 'til', 'gingelly'],
      ['palm'],
    ],
  },
  { name: 'ghee source', options: [['cow'], ['buffalo'], ['desi']] },
  { name: 'coffee form', options: [['instant'], ['filter'], ['beans']] },
  { name: 'age stage', options: [['stage 1'], ['stage 2'], ['stage 3'], ['stage 4']] },
  {
    name: 'diaper size',
    options: [['newborn', 'nb'], ['small'], ['medium'], ['large'], ['xl', 'extra large'], ['xxl']],
  },
  { name: 'skin', options: [['dry skin'], ['oily skin'], ['normal skin'], ['sensitive']] },
  {
    name: 'gender',
    options: [
      ['men', 'mens', 'for men'],
      ['women', 'womens', 'for women'],
      ['kids', 'junior'],
    ],
  },
  { name: 'roast', options: [['roasted'], ['raw'], ['salted']] },
  { name: 'sweetness', options: [['sweet'], ['spicy', 'hot']] },
  { name: 'fruit ripeness', options: [['raw'], ['ripe']] },
  { name: 'onion colour', options: [['red'], ['white'], ['yellow'], ['green']] },
  { name: 'curd kind', options: [['set'], ['greek'], ['probiotic'], ['masti']] },
  { name: 'paneer kind', options: [['fresh'], ['frozen']] },
  {
    name: 'toothpaste',
    options: [
      ['strong teeth'],
      ['maxfresh', 'max fresh'],
      ['total'],
      ['sensitive'],
      ['herbal', 'vedshakti'],
      ['whitening'],
    ],
  },
];

const space = (text: string) => ` ${text} `;

interface CompiledOption {
  phrase: string;
  /** The phrase's first word: a title without it cannot contain the phrase. */
  first: string;
  option: number;
}

interface CompiledGroup {
  group: ConflictGroup;
  /** Spellings longest first so "double toned" is read before "toned". */
  phrases: CompiledOption[];
}

const COMPILED: readonly CompiledGroup[] = VARIANT_CONFLICTS.map((group) => ({
  group,
  phrases: group.options
    .flatMap((spellings, option) =>
      spellings.map((phrase) => ({ phrase: space(phrase), first: phrase.split(' ')[0]!, option })),
    )
    .sort((a, b) => b.phrase.length - a.phrase.length),
}));

// Groups by the words that can start one of their phrases: a title is only checked against the
// groups its words can touch (imports read hundreds of thousands of titles).
const GROUPS_BY_WORD = new Map<string, CompiledGroup[]>();
for (const compiled of COMPILED) {
  for (const first of new Set(compiled.phrases.map((p) => p.first))) {
    const list = GROUPS_BY_WORD.get(first) ?? [];
    list.push(compiled);
    GROUPS_BY_WORD.set(first, list);
  }
}
// Groups with a default option, each with the option set a title naming none of them reads (one
// set shared by every title: term sets are only read).
const DEFAULT_GROUPS = COMPILED.filter((c) => c.group.defaultOption !== undefined).map(({ group }) => ({
  group,
  options: new Set([group.defaultOption!]) as ReadonlySet<number>,
}));

// A title's words are few: they are searched as a list (no set is made per title).
const inScope = (group: ConflictGroup, present: readonly string[]) => {
  const { scope } = group;
  if (!scope) return true;
  for (const w of scope) if (present.includes(w)) return true;
  return false;
};

/** Which options of each group a title names: group name -> option indexes (read only: shared). */
export type VariantTerms = ReadonlyMap<string, ReadonlySet<number>>;

// The term sets of titles that name no option, by which default groups are in scope (a bit each):
// most titles, and one object for each.
const defaultsOnly: (VariantTerms | undefined)[] = [];

/** Reads the variant terms of normalised words (title words with the brand and pack removed). */
export function variantTerms(words: readonly string[]): VariantTerms {
  const present = words;
  let touched: Set<CompiledGroup> | null = null;
  for (const w of present) {
    const groups = GROUPS_BY_WORD.get(w);
    if (!groups) continue;
    touched ??= new Set();
    for (const g of groups) touched.add(g);
  }
  const found = new Map<string, ReadonlySet<number>>();
  if (touched !== null) {
    const text = space(words.join(' '));
    for (const compiled of touched) {
      const { group, phrases } = compiled;
      if (!inScope(group, present)) continue;
      let rest = text;
      const options = new Set<number>();
      for (const { phrase, first, option } of phrases) {
        if (present.includes(first) && rest.includes(phrase)) {
          options.add(option);
          rest = rest.split(phrase).join(' ');
        }
      }
      if (options.size > 0) found.set(group.name, options);
    }
  }
  if (found.size === 0) {
    let inScopeBits = 0;
    for (let i = 0; i < DEFAULT_GROUPS.length; i++)
      if (inScope(DEFAULT_GROUPS[i]!.group, present)) inScopeBits |= 1 << i;
    let shared = defaultsOnly[inScopeBits];
    if (shared === undefined) {
      const defaults = new Map<string, ReadonlySet<number>>();
      for (let i = 0; i < DEFAULT_GROUPS.length; i++) {
        const { group, options } = DEFAULT_GROUPS[i]!;
        if (inScopeBits & (1 << i)) defaults.set(group.name, options);
      }
      shared = defaults;
      defaultsOnly[inScopeBits] = shared;
    }
    return shared;
  }
  for (const { group, options } of DEFAULT_GROUPS) {
    if (!found.has(group.name) && inScope(group, present)) found.set(group.name, options);
  }
  return found;
}

const within = (small: ReadonlySet<number>, large: ReadonlySet<number>) => {
  for (const o of small) if (!large.has(o)) return false;
  return true;
};

/**
 * The first group in which two titles name different options, or null. A title naming more
 * options of a group than the other does not conflict ("Select Atta" and "Select Sharbati Atta").
 */
export function conflictBetween(a: VariantTerms, b: VariantTerms): string | null {
  for (const [group, options] of a) {
    const other = b.get(group);
    if (other !== undefined && !within(options, other) && !within(other, options)) return group;
  }
  return null;
}

/** Conflict answers remembered per pair of term sets, and a number for each term set. */
export interface ConflictCache {
  termsIdOf(terms: VariantTerms): number;
  /** The first term set seen with the content of term set number `id` (one object kept per content). */
  termsOf(id: number): VariantTerms;
  /** Whether terms `a` (numbered `aId`) conflict with wording `b`'s. */
  conflicting(a: VariantTerms, aId: number, b: { terms: VariantTerms; termsId: number }): boolean;
}

const CONFLICT = 1;
const APART = 2;

/** Creates an empty conflict cache. */
export function createConflictCache(): ConflictCache {
  // Whether two titles' variant terms conflict depends only on which options of which groups
  // they name, and a catalogue has few such combinations: each gets a number, and each pair's
  // answer is worked out once (a listing is compared with every product of its brand).
  const termsIds = new Map<string, number>();
  const termsById: VariantTerms[] = [];
  // A listing's term set is asked for its number several times (each brand it is weighed in, each
  // wording it adds): the number is kept with the object.
  const idOfObject = new WeakMap<VariantTerms, number>();
  const termsIdOf = (terms: VariantTerms): number => {
    const known = idOfObject.get(terms);
    if (known !== undefined) return known;
    const parts: string[] = [];
    for (const [group, options] of terms)
      parts.push(`${group}:${[...options].sort((a, b) => a - b).join(',')}`);
    const key = sortWords(parts).join('|');
    let id = termsIds.get(key);
    if (id === undefined) {
      id = termsIds.size;
      termsIds.set(key, id);
      termsById.push(terms);
    }
    idOfObject.set(terms, id);
    return id;
  };
  // Answers by the two numbers: CONFLICT or APART, 0 (a hole) while not worked out.
  const conflictAnswers: Uint8Array[] = [];
  const conflicting = (
    a: VariantTerms,
    aId: number,
    b: { terms: VariantTerms; termsId: number },
  ): boolean => {
    const bId = b.termsId;
    let row = conflictAnswers[aId];
    if (row === undefined || row.length <= bId) {
      const grown = new Uint8Array(Math.max(64, (bId + 1) * 2, termsById.length));
      if (row) grown.set(row);
      row = grown;
      conflictAnswers[aId] = row;
    }
    let answer = row[bId]!;
    if (answer === 0) {
      answer = conflictBetween(a, b.terms) !== null ? CONFLICT : APART;
      row[bId] = answer;
    }
    return answer === CONFLICT;
  };

  return { termsIdOf, termsOf: (id) => termsById[id]!, conflicting };
}
