// An in-memory index over the catalogue's own words: word keys -> products, a sorted word list for
// prefixes, trigrams of words for the similarity fallback. A search reads only the posting lists
// of the words it names, so its cost follows the matches, not the catalogue's size. Both database
// engines feed it the same rows, so SQLite and PostgreSQL answer a search identically.
//
// Products are numbered by their position in the indexed list (an ordinal). Posting lists are typed
// arrays of ordinals, a search scores into score buffers the index reuses (no allocation per match),
// and the order between equal scores is one integer per product computed at build time, so a page
// of results is chosen with a bounded heap instead of sorting every match.
import { labelSize, lemma, normaliseText, type PackIntent, splitWords, words } from './normalise';
import { type ParsedQuery, parseQuery, type Vocabulary } from './query';
import { createSynonymIndex } from './synonyms';
import { similarity, trigrams } from './trigram';
import { editDistance } from './typo';

/** What the index needs of a catalogue product. */
export interface IndexedProduct {
  id: string;
  brand: string;
  name: string;
  /** Space-separated tags, the product's kind first (`milk toned dairy`). */
  tags: string;
  category: string;
  categoryTitle: string;
  /** Variants in display order. */
  variants: ReadonlyArray<{ id: string; label: string }>;
  /** Position in the trending sections (lower first); Infinity when not trending. */
  trending: number;
}

/** One ranked product. */
export interface SearchHit {
  id: string;
  /** The variant matching the typed pack size or count, to show first; null when none was typed or none matches. */
  variantId: string | null;
}

/** The answer to one search. */
export interface SearchAnswer {
  hits: SearchHit[];
  /** What was searched for when it differs from what was typed ("tomato" for "tomatoe"); else null. */
  searchedFor: string | null;
  /** True when nothing matched every word and the hits are the closest products instead. */
  similar: boolean;
}

/** One matching product by ordinal (its position in the indexed list). */
export interface ScoredHit {
  product: number;
  /** Relevance: higher first. */
  score: number;
  /** Ties on score: lower first (trending position, shorter name, name, id), one integer per product. */
  order: number;
  /** The variant matching the typed pack size or count; null when none was typed or none matches. */
  variantId: string | null;
}

/** One page of a search, selected without sorting every match. */
export interface ScoredPage {
  /** The page, best first. */
  hits: ScoredHit[];
  /** How many matches `accept` took. */
  total: number;
  searchedFor: string | null;
  similar: boolean;
}

/** Every accepted match of a search, in no particular order. */
export interface ScoredMatches {
  hits: ScoredHit[];
  searchedFor: string | null;
  similar: boolean;
}

/** A suggestion for the search box. */
export interface Suggestion {
  text: string;
  kind: 'term' | 'brand';
}

/** The index over one catalogue load. */
export interface SearchIndex {
  /** Every match, best first. */
  search(text: string): SearchAnswer;
  /** The page [offset, offset + limit) of the matches `accept` takes, best first, and their count. */
  page(text: string, accept: (product: number) => boolean, offset: number, limit: number): ScoredPage;
  /** The matches `accept` takes, unsorted, with their scores (see `compareHits`). */
  matches(text: string, accept: (product: number) => boolean): ScoredMatches;
  parse(text: string): ParsedQuery;
  suggest(text: string, limit: number): Suggestion[];
  /** How many products are indexed. */
  readonly size: number;
}

/** Relevance order of two hits: higher score first, then the index's tie order. */
export function compareHits(a: ScoredHit, b: ScoredHit): number {
  return b.score - a.score || a.order - b.order;
}

// Where a word was found; the score of an exact match in each field, and of a prefix match.
const FIELD_SCORES = { name: [10, 4], brand: [8, 4], kind: [9, 3], tag: [6, 3], category: [5, 2] } as const;
type Field = keyof typeof FIELD_SCORES;
const FIELDS = Object.keys(FIELD_SCORES) as Field[];
/** Extra score when a word names the product's kind (`butter` for a butter, not butterscotch). */
const KIND_BONUS = 6;
/** Extra score when the word also names the product's category. */
const CATEGORY_BONUS = 6;
const SIZE_BONUS = 3;
const NUMBER_BONUS = 2;
/** Extra score when two typed words stand side by side in the name ("dairy milk" is Cadbury's). */
const PHRASE_BONUS = 20;
/** Least pg_trgm similarity for the fallback (pg_trgm's own default threshold). */
const SIMILARITY_THRESHOLD = 0.3;
const MAX_SIMILAR = 20;
/** Products handled between two pauses of a stepped build. */
const BUILD_STEP = 64;

interface Entry {
  product: IndexedProduct;
  /** Position in the indexed list. */
  ordinal: number;
  nameWords: string[];
  /** `nameWords` as index keys (numbers of the index's key table). */
  nameKeys: number[];
}

/** Products having one word key, ascending, with the fields it was found in (bit per field). */
interface Postings {
  products: Int32Array;
  masks: Uint8Array;
}

function fieldBit(field: Field): number {
  return 1 << FIELDS.indexOf(field);
}

function scoreOf(mask: number, prefix: boolean): number {
  let best = 0;
  FIELDS.forEach((field, i) => {
    if (mask & (1 << i)) best = Math.max(best, FIELD_SCORES[field][prefix ? 1 : 0]);
  });
  return best;
}

const KIND_BIT = fieldBit('kind');
const CATEGORY_BIT = fieldBit('category');
/** The score of an exact word match per field mask: its best field, and the kind and category bonuses. */
const EXACT_SCORE = Array.from({ length: 1 << FIELDS.length }, (_, mask) => {
  const kind = mask & KIND_BIT ? KIND_BONUS : 0;
  // A word that names the product's own category as well ("oil" for a cooking oil, not baby oil).
  const category = mask & CATEGORY_BIT && mask !== CATEGORY_BIT ? CATEGORY_BONUS : 0;
  return scoreOf(mask, false) + kind + category;
});
const PREFIX_SCORE = Array.from({ length: 1 << FIELDS.length }, (_, mask) => scoreOf(mask, true));

function sizeMatches(size: PackIntent | null, want: PackIntent): boolean {
  if (!size) return false;
  if (want.count !== undefined && size.count !== want.count) return false;
  return size.unit === want.unit && Math.abs(size.value - want.value) < 1e-6;
}

function countMatches(size: PackIntent | null, count: number): boolean {
  // A multipack of `count` ("12 x 70 g") or a pack of `count` pieces.
  if (!size) return false;
  return (size.unit === 'pcs' && size.value === count) || size.count === count;
}

/**
 * Scores of a set of products, in buffers sized to the catalogue and reused by every search: a
 * product is in the set when its stamp is the current generation, so emptying it costs nothing.
 */
class ScoreSet {
  readonly score: Float64Array;
  readonly stamp: Uint32Array;
  readonly list: Int32Array;
  size = 0;
  private generation = 1;

  constructor(capacity: number) {
    this.score = new Float64Array(capacity);
    this.stamp = new Uint32Array(capacity);
    this.list = new Int32Array(capacity);
  }

  clear(): void {
    this.size = 0;
    if (this.generation === 0xffffffff) {
      this.stamp.fill(0);
      this.generation = 0;
    }
    this.generation++;
  }

  has(product: number): boolean {
    return this.stamp[product] === this.generation;
  }

  /** The product's score, 0 when it is not in the set. */
  get(product: number): number {
    return this.stamp[product] === this.generation ? this.score[product]! : 0;
  }

  set(product: number, score: number): void {
    if (this.stamp[product] !== this.generation) {
      this.stamp[product] = this.generation;
      this.list[this.size++] = product;
    }
    this.score[product] = score;
  }

  /** Keeps the products also in `other`, each with the lower of the two scores. */
  intersectMin(other: ScoreSet): void {
    let kept = 0;
    for (let i = 0; i < this.size; i++) {
      const product = this.list[i]!;
      if (other.has(product)) {
        this.score[product] = Math.min(this.score[product]!, other.score[product]!);
        this.list[kept++] = product;
      } else {
        this.stamp[product] = 0;
      }
    }
    this.size = kept;
  }
}

/** A min-first binary heap of hit positions under `worse` (the worst kept hit on top). */
function selectBest(
  count: number,
  keep: number,
  worse: (a: number, b: number) => boolean,
  accept: (position: number) => boolean,
): { best: number[]; total: number } {
  const heap: number[] = [];
  let total = 0;
  const down = (from: number) => {
    let i = from;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && worse(heap[l]!, heap[top]!)) top = l;
      if (r < heap.length && worse(heap[r]!, heap[top]!)) top = r;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top]!, heap[i]!];
      i = top;
    }
  };
  for (let p = 0; p < count; p++) {
    if (!accept(p)) continue;
    total++;
    if (keep === 0) continue;
    if (heap.length < keep) {
      heap.push(p);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!worse(heap[i]!, heap[parent]!)) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
    } else if (worse(heap[0]!, p)) {
      heap[0] = p;
      down(0);
    }
  }
  return { best: heap.sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0)), total };
}

/**
 * Sorts `items` under `compare` in steps (runs sorted whole, then merged), pausing every few
 * thousand comparisons so a large catalogue's build never holds the event loop for long.
 */
function* sortInSteps<T>(items: T[], compare: (a: T, b: T) => number): Generator<void, T[]> {
  const RUN = 512;
  const STEP = 4096;
  let from: T[] = items.slice();
  for (let start = 0; start < from.length; start += RUN) {
    const run = from.slice(start, start + RUN).sort(compare);
    for (let i = 0; i < run.length; i++) from[start + i] = run[i]!;
    yield;
  }
  let to: T[] = new Array<T>(from.length);
  let work = 0;
  for (let width = RUN; width < from.length; width *= 2) {
    for (let lo = 0; lo < from.length; lo += 2 * width) {
      const mid = Math.min(lo + width, from.length);
      const hi = Math.min(lo + 2 * width, from.length);
      let a = lo;
      let b = mid;
      let k = lo;
      while (a < mid && b < hi) {
        // Stable: the left run wins ties.
        to[k++] = compare(from[b]!, from[a]!) < 0 ? from[b++]! : from[a++]!;
        if (++work % STEP === 0) yield;
      }
      while (a < mid) to[k++] = from[a++]!;
      while (b < hi) to[k++] = from[b++]!;
    }
    [from, to] = [to, from];
  }
  return from;
}

function memo<T>(read: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    let value = known.get(text);
    if (value === undefined) {
      value = read(text);
      known.set(text, value);
    }
    return value;
  };
}

/** The words of a text and their index keys (as numbers of the build's key table). */
interface Read {
  words: string[];
  keys: number[];
}

/** True when `piece` ends in "half": "half kg" reads as "1/2 kg" only across the space. */
function endsInHalf(piece: string): boolean {
  return (
    piece.length >= 4 &&
    (piece.charCodeAt(piece.length - 1) | 32) === 102 &&
    piece.slice(-4).toLowerCase() === 'half'
  );
}

/**
 * Builds the index over `products` with the Hinglish map `synonymMap` in steps: each `next()` does a
 * few milliseconds of work; the generator returns the index. `createSearchIndex` runs it at once,
 * `buildSearchIndexInBackground` between other work.
 */
export function* buildSearchIndex(
  products: readonly IndexedProduct[],
  synonymMap: Record<string, readonly string[]>,
): Generator<void, SearchIndex> {
  const synonyms = createSynonymIndex(synonymMap);
  yield;
  const sizeOf = memo(labelSize);
  // Word keys as numbers, each with its posting list being drafted (products in order, field bits).
  const keyIds = new Map<string, number>();
  const keyNames: string[] = [];
  const keyIdOf = (key: string) => {
    let id = keyIds.get(key);
    if (id === undefined) {
      id = keyNames.length;
      keyIds.set(key, id);
      keyNames.push(key);
    }
    return id;
  };
  // Every (key, product, field) found, in product order, in flat arrays that grow as needed.
  let found = 0;
  let foundKeys = new Int32Array(1024);
  let foundProducts = new Int32Array(1024);
  let foundFields = new Uint8Array(1024);
  const surface = new Map<string, string>(); // surface word -> key
  // Reading a text is the costly part of a build and catalogue texts repeat a great deal (tags,
  // categories, brands, the words of names), so each space-separated piece is read once. Every
  // text read is indexed as words of its own (not joined), so its words are findable by prefix.
  const readWords = (list: string[]): Read => {
    const keys = list.map((w) => {
      const key = lemma(w);
      surface.set(w, key);
      return keyIdOf(key);
    });
    return { words: list, keys };
  };
  const pieces = memo((piece: string) => readWords(words(piece)));
  const read = (text: string): Read => {
    const split = text.split(' ');
    if (split.length === 1) return pieces(text);
    const out: Read = { words: [], keys: [] };
    for (const piece of split) {
      if (!piece) continue;
      if (endsInHalf(piece)) return readWords(words(text));
      const found = pieces(piece);
      for (let i = 0; i < found.words.length; i++) {
        out.words.push(found.words[i]!);
        out.keys.push(found.keys[i]!);
      }
    }
    return out;
  };
  const readWhole = memo(read);
  // Two neighbouring name words joined, as a key, remembered per pair.
  const joined = new Map<string, Map<string, number>>();
  const joinedKey = (a: string, b: string) => {
    let after = joined.get(a);
    if (!after) {
      after = new Map();
      joined.set(a, after);
    }
    let id = after.get(b);
    if (id === undefined) {
      id = keyIdOf(lemma(`${a}${b}`));
      after.set(b, id);
    }
    return id;
  };
  const add = (key: number, index: number, bit: number) => {
    if (found === foundKeys.length) {
      const grow = <A extends Int32Array | Uint8Array>(from: A, to: A) => {
        to.set(from);
        return to;
      };
      foundKeys = grow(foundKeys, new Int32Array(found * 2));
      foundProducts = grow(foundProducts, new Int32Array(found * 2));
      foundFields = grow(foundFields, new Uint8Array(found * 2));
    }
    foundKeys[found] = key;
    foundProducts[found] = index;
    foundFields[found] = bit;
    found++;
  };
  const NAME = fieldBit('name');
  const BRAND = fieldBit('brand');
  const KIND = fieldBit('kind');
  const TAG = fieldBit('tag');
  const CATEGORY = fieldBit('category');
  // Per brand text: its words and joined key; per tags text: the words worth suggesting (not
  // numbers or two-letter joins as in "ready to eat").
  const brandOf = memo((brand: string) => {
    const { words: list, keys } = readWhole(brand);
    const whole = list.join('');
    return {
      id: brand.toLowerCase(),
      keys,
      words: list.join(' '),
      joined: whole ? keyIdOf(lemma(whole)) : -1,
    };
  });
  const suggestable = memo((tags: string) => [
    ...new Set(readWhole(tags).words.filter((w) => w.length >= 3 && !/^\d+$/.test(w))),
  ]);
  const brands = new Map<string, { text: string; count: number; words: string }>();
  const terms = new Map<string, number>(); // suggestion term -> product count
  const entries: Entry[] = new Array<Entry>(products.length);
  for (let index = 0; index < products.length; index++) {
    const product = products[index]!;
    const name = read(product.name);
    entries[index] = {
      product,
      ordinal: index,
      nameWords: name.words,
      nameKeys: name.keys,
    };
    for (const key of name.keys) add(key, index, NAME);
    // Joined neighbours so "parleg", "cocacola" and "kitkat" find their products too (looked up
    // whole only: "amull" must not prefix-match "amul lassi").
    for (let i = 0; i + 1 < name.words.length; i++)
      add(joinedKey(name.words[i]!, name.words[i + 1]!), index, NAME);
    const brand = brandOf(product.brand);
    for (const key of brand.keys) add(key, index, BRAND);
    if (brand.joined >= 0) add(brand.joined, index, BRAND);
    const tags = readWhole(product.tags).keys;
    if (tags.length > 0) add(tags[0]!, index, KIND);
    for (let i = 1; i < tags.length; i++) add(tags[i]!, index, TAG);
    for (const key of readWhole(product.categoryTitle).keys) add(key, index, CATEGORY);
    for (const key of readWhole(product.category).keys) add(key, index, CATEGORY);
    const counted = brands.get(brand.id) ?? { text: product.brand, count: 0, words: brand.words };
    counted.count++;
    brands.set(brand.id, counted);
    for (const w of suggestable(product.tags)) terms.set(w, (terms.get(w) ?? 0) + 1);
    if (index % BUILD_STEP === BUILD_STEP - 1) yield;
  }
  // Posting lists: the finds grouped by key (a counting sort keeps product order), a product's
  // fields for one key merged, each list a view of two shared arrays.
  const keyCount = keyNames.length;
  const starts = new Int32Array(keyCount + 1);
  for (let i = 0; i < found; i++) starts[foundKeys[i]! + 1]!++;
  for (let k = 0; k < keyCount; k++) starts[k + 1]! += starts[k]!;
  const cursor = starts.slice(0, keyCount);
  const allProducts = new Int32Array(found);
  const allMasks = new Uint8Array(found);
  for (let i = 0; i < found; i++) {
    const at = cursor[foundKeys[i]!]!++;
    allProducts[at] = foundProducts[i]!;
    allMasks[at] = foundFields[i]!;
    if (i % 65536 === 65535) yield;
  }
  foundKeys = new Int32Array(0);
  foundProducts = new Int32Array(0);
  foundFields = new Uint8Array(0);
  yield;
  const postings = new Map<string, Postings>();
  for (let k = 0; k < keyCount; k++) {
    const start = starts[k]!;
    let end = start;
    for (let i = start; i < starts[k + 1]!; i++) {
      if (end > start && allProducts[end - 1] === allProducts[i]) allMasks[end - 1]! |= allMasks[i]!;
      else {
        allProducts[end] = allProducts[i]!;
        allMasks[end] = allMasks[i]!;
        end++;
      }
    }
    const list = { products: allProducts.subarray(start, end), masks: allMasks.subarray(start, end) };
    postings.set(keyNames[k]!, list);
    if (k % 4096 === 4095) yield;
  }
  // The order between equal scores, as one integer per product: trending first, then the shorter
  // name, then the name in the locale's order, then the id. Sorting with the locale's collation is
  // slow, so the products are sorted by their lower-cased names first (the same order for plain
  // letters, digits and spaces) and the result is checked pair by pair with the collation: when a
  // pair disagrees (other characters), they are sorted again with the collation itself.
  const collator = new Intl.Collator();
  const trending = Float64Array.from(entries, (e) => e.product.trending);
  const lengths = Int32Array.from(entries, (e) => e.nameWords.length);
  yield;
  const lower = entries.map((e) => e.product.name.toLowerCase());
  yield;
  const byId = (a: number, b: number) => {
    const ia = entries[a]!.product.id;
    const ib = entries[b]!.product.id;
    return ia < ib ? -1 : ia > ib ? 1 : 0;
  };
  const exact = (a: number, b: number) =>
    trending[a]! - trending[b]! ||
    lengths[a]! - lengths[b]! ||
    collator.compare(entries[a]!.product.name, entries[b]!.product.name) ||
    byId(a, b);
  const quick = (a: number, b: number) => {
    const d = trending[a]! - trending[b]! || lengths[a]! - lengths[b]!;
    if (d !== 0) return d;
    const la = lower[a]!;
    const lb = lower[b]!;
    if (la !== lb) return la < lb ? -1 : 1;
    // The same letters: lower case first at the first difference, as the collation orders case.
    const na = entries[a]!.product.name;
    const nb = entries[b]!.product.name;
    return na > nb ? -1 : na < nb ? 1 : byId(a, b);
  };
  const ordinals = Array.from({ length: products.length }, (_, i) => i);
  let tieSorted = yield* sortInSteps(ordinals, quick);
  for (let i = 1; i < tieSorted.length; i++) {
    if (exact(tieSorted[i - 1]!, tieSorted[i]!) > 0) {
      tieSorted = yield* sortInSteps(ordinals, exact);
      break;
    }
    if (i % 4096 === 0) yield;
  }
  const tieOrder = new Int32Array(products.length);
  tieSorted.forEach((product, position) => {
    tieOrder[product] = position;
  });
  yield;
  const sortedWords = [...surface.keys()].sort();
  const frequency = (key: string) => postings.get(key)?.products.length ?? 0;
  // Typo candidates: catalogue words and Hinglish keys, bucketed by length for a quick scan.
  const candidates = new Map<number, string[]>();
  for (const w of new Set([...sortedWords, ...synonyms.keys()])) {
    const length = [...w].length;
    if (length < 3) continue;
    const bucket = candidates.get(length) ?? [];
    bucket.push(w);
    candidates.set(length, bucket);
  }
  yield;
  // Word trigrams for the similarity fallback.
  const byTrigram = new Map<string, string[]>();
  for (const w of sortedWords) {
    if (w.length < 3 || /^\d+$/.test(w)) continue;
    for (const t of trigrams(w)) {
      const list = byTrigram.get(t) ?? [];
      list.push(w);
      byTrigram.set(t, list);
    }
  }
  yield;
  return indexOver(
    {
      entries,
      postings,
      keyIds,
      sizeOf,
      surface,
      sortedWords,
      candidates,
      byTrigram,
      brands,
      terms,
      tieOrder,
    },
    synonyms,
    frequency,
  );
}

interface Built {
  entries: Entry[];
  postings: Map<string, Postings>;
  /** Word keys by their number in `Entry.nameKeys`. */
  keyIds: Map<string, number>;
  /** A variant label's pack size (remembered per label). */
  sizeOf: (label: string) => PackIntent | null;
  surface: Map<string, string>;
  sortedWords: string[];
  candidates: Map<number, string[]>;
  byTrigram: Map<string, string[]>;
  brands: Map<string, { text: string; count: number; words: string }>;
  terms: Map<string, number>;
  tieOrder: Int32Array;
}

/** Builds the index over `products` with the Hinglish map `synonymMap`, all at once. */
export function createSearchIndex(
  products: readonly IndexedProduct[],
  synonymMap: Record<string, readonly string[]>,
): SearchIndex {
  const steps = buildSearchIndex(products, synonymMap);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Builds the index like `createSearchIndex`, yielding to the event loop whenever a slice of work has
 * taken `sliceMs`, so requests keep being answered while a large catalogue is indexed.
 */
export function buildSearchIndexInBackground(
  products: readonly IndexedProduct[],
  synonymMap: Record<string, readonly string[]>,
  sliceMs = 4,
): Promise<SearchIndex> {
  const steps = buildSearchIndex(products, synonymMap);
  return new Promise((resolve, reject) => {
    const slice = () => {
      try {
        const started = performance.now();
        for (;;) {
          const step = steps.next();
          if (step.done) {
            resolve(step.value);
            return;
          }
          if (performance.now() - started >= sliceMs) break;
        }
        setImmediate(slice);
      } catch (err) {
        reject(err);
      }
    };
    setImmediate(slice);
  });
}

/** The result of one scoring pass: matched ordinals with scores, valid until the next search. */
interface Scored {
  set: ScoreSet;
  query: ParsedQuery;
  /** Keep only the best MAX_SIMILAR (the closest products, when nothing matched every word). */
  cap: boolean;
  similar: boolean;
  searchedFor: string | null;
  /** Every product without a text filter (only punctuation typed). */
  everything: boolean;
}

function indexOver(
  built: Built,
  synonyms: ReturnType<typeof createSynonymIndex>,
  frequency: (key: string) => number,
): SearchIndex {
  const {
    entries,
    postings,
    keyIds,
    sizeOf,
    surface,
    sortedWords,
    candidates,
    byTrigram,
    brands,
    terms,
    tieOrder,
  } = built;
  const n = entries.length;
  const sets: ScoreSet[] = [];
  /** The reusable score set number `i` (allocated on first use). */
  const scratch = (i: number) => {
    while (sets.length <= i) sets.push(new ScoreSet(n));
    sets[i]!.clear();
    return sets[i]!;
  };
  // Sets 0-1 score words and alternatives, 2-9 the typed groups (at most 8), 10 the answer,
  // 11 the per-word best of the similarity fallback.
  const WORD = 0;
  const ALT = 1;
  const GROUP = 2;
  const ANSWER = 10;
  const BEST = 11;
  const counts = new Uint8Array(n);
  // Final scores of a page's matches, by position in the answer set.
  let finals = new Float64Array(0);

  const lowerBound = (prefix: string) => {
    let lo = 0;
    let hi = sortedWords.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sortedWords[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  // Keys of the words a prefix expands to, remembered per prefix (the vocabulary is fixed).
  const expansions = new Map<string, string[]>();
  const prefixKeys = (prefix: string): string[] => {
    const known = expansions.get(prefix);
    if (known) return known;
    const out = new Set<string>();
    for (let i = lowerBound(prefix); i < sortedWords.length && sortedWords[i]!.startsWith(prefix); i++) {
      if (sortedWords[i] !== prefix) out.add(surface.get(sortedWords[i]!)!);
    }
    const list = [...out];
    if (expansions.size < 4096) expansions.set(prefix, list);
    return list;
  };

  type Candidate = { word: string; distance: number; sameStart: boolean; frequency: number };
  // Fewer edits, then the same first letter (rarely the mistyped one), then the commoner word.
  const better = (a: Candidate, b: Candidate): boolean => {
    if (a.distance !== b.distance) return a.distance < b.distance;
    if (a.sameStart !== b.sameStart) return a.sameStart;
    if (a.frequency !== b.frequency) return a.frequency > b.frequency;
    return a.word < b.word;
  };
  const vocabulary: Vocabulary = {
    has: (key) => postings.has(key),
    hasPrefix: (prefix) => {
      const i = lowerBound(prefix);
      return (
        (sortedWords[i] === prefix && sortedWords[i + 1]?.startsWith(prefix) === true) ||
        (sortedWords[i] !== prefix && sortedWords[i]?.startsWith(prefix) === true)
      );
    },
    correct(word, maxEdits) {
      if (maxEdits === 0) return null;
      const length = [...word].length;
      let best: Candidate | null = null;
      for (let l = length - maxEdits; l <= length + maxEdits; l++) {
        for (const candidate of candidates.get(l) ?? []) {
          const distance = editDistance(word, candidate, maxEdits);
          if (distance > maxEdits) continue;
          const ranked: Candidate = {
            word: candidate,
            distance,
            sameStart: candidate[0] === word[0],
            frequency: frequency(lemma(candidate)) + synonyms.lookup(candidate).length,
          };
          if (!best || better(ranked, best)) best = ranked;
        }
      }
      return best?.word ?? null;
    },
  };

  /** Products matching one word exactly (by key) or, when allowed, as a prefix, with scores, into `out`. */
  const wordMatches = (word: string, prefix: boolean, out: ScoreSet) => {
    const exact = postings.get(word);
    if (exact) {
      const { products, masks } = exact;
      for (let i = 0; i < products.length; i++) out.set(products[i]!, EXACT_SCORE[masks[i]!]!);
    }
    if (!prefix) return;
    for (const key of prefixKeys(word)) {
      if (key === word) continue;
      const list = postings.get(key);
      if (!list) continue;
      const { products, masks } = list;
      for (let i = 0; i < products.length; i++) {
        const score = PREFIX_SCORE[masks[i]!]!;
        if (score > out.get(products[i]!)) out.set(products[i]!, score);
      }
    }
  };

  /** Products matching a group: the best of its alternatives; an alternative's words must all match. */
  const groupMatches = (group: ParsedQuery['groups'][number], out: ScoreSet) => {
    const single = group.alternatives.length === 1;
    for (const alt of group.alternatives) {
      // One alternative of one word (the usual case) scores straight into the group.
      const target = single && alt.words.length === 1 ? out : scratch(ALT);
      alt.words.forEach((w, i) => {
        const prefix = alt.prefix && i === alt.words.length - 1;
        if (i === 0) {
          wordMatches(w, prefix, target);
          return;
        }
        const next = scratch(WORD);
        wordMatches(w, prefix, next);
        target.intersectMin(next);
      });
      if (target === out) continue;
      for (let i = 0; i < target.size; i++) {
        const product = target.list[i]!;
        const score = target.score[product]!;
        if (score > out.get(product)) out.set(product, score);
      }
    }
  };

  // Variants' pack sizes, read for a product the first time a search asks.
  const sizeCache: Array<Array<{ id: string; size: PackIntent | null }> | undefined> = [];
  const sizesOf = (entry: Entry) => {
    let sizes = sizeCache[entry.ordinal];
    if (!sizes) {
      sizes = entry.product.variants.map((v) => ({ id: v.id, size: sizeOf(v.label) }));
      sizeCache[entry.ordinal] = sizes;
    }
    return sizes;
  };
  const preferredVariant = (entry: Entry, query: ParsedQuery): string | null => {
    if (query.sizes.length === 0 && query.numbers.length === 0) return null;
    const sizes = sizesOf(entry);
    for (const want of query.sizes) {
      const exact = sizes.find(
        (s) => sizeMatches(s.size, want) || (want.unit === 'pcs' && countMatches(s.size, want.value)),
      );
      if (exact) return exact.id;
    }
    for (const want of query.sizes) {
      // A kilo of ghee is sold as a litre: the same number in the other mass/volume unit.
      if (want.unit === 'pcs') continue;
      const other = { ...want, unit: want.unit === 'g' ? 'ml' : 'g' } as PackIntent;
      const near = sizes.find((s) => sizeMatches(s.size, other));
      if (near) return near.id;
    }
    for (const count of query.numbers) {
      // "5 star" names the product, not a pack of five.
      if (entry.nameWords.includes(String(count))) continue;
      const counted = sizes.find((s) => countMatches(s.size, count));
      if (counted) return counted.id;
    }
    return null;
  };

  /** What raises a product's score beyond its word matches: numbers and neighbouring words typed. */
  interface Bonuses {
    numbers: string[];
    /** Pairs of typed single words (as key numbers) that earn the phrase bonus side by side in a name. */
    phrases: Array<[number, number | undefined]>;
  }
  const bonusesOf = (query: ParsedQuery): Bonuses => {
    const phrases: Bonuses['phrases'] = [];
    for (let g = 0; g + 1 < query.groups.length; g++) {
      const a = query.groups[g]!.alternatives[0]!.words;
      const b = query.groups[g + 1]!.alternatives[0]!.words;
      if (a.length !== 1 || b.length !== 1) continue;
      const first = keyIds.get(a[0]!);
      if (first !== undefined) phrases.push([first, keyIds.get(b[0]!)]);
    }
    return { numbers: query.numbers.map(String), phrases };
  };

  /** The final score of `product` from its match score: pack size, numbers and phrases typed. */
  const finalScore = (product: number, base: number, bonuses: Bonuses, variantId: string | null) => {
    const entry = entries[product]!;
    let score = base + (variantId ? SIZE_BONUS : 0);
    for (const n of bonuses.numbers) if (entry.nameWords.includes(n)) score += NUMBER_BONUS;
    for (const [first, second] of bonuses.phrases) {
      const at = entry.nameKeys.indexOf(first);
      if (at >= 0 && entry.nameKeys[at + 1] === second) score += PHRASE_BONUS;
    }
    return score;
  };

  /**
   * Products whose words are most like the typed words: per typed word the best pg_trgm similarity
   * of any of the product's words, averaged over the typed words, at least the threshold.
   */
  const similarProducts = (typed: readonly string[], out: ScoreSet) => {
    const letters = typed.filter((w) => w.length >= 3 && !/^\d+$/.test(w));
    const totals = scratch(ALT);
    for (const w of letters) {
      const best = scratch(BEST);
      const seen = new Set<string>();
      for (const t of trigrams(w)) for (const candidate of byTrigram.get(t) ?? []) seen.add(candidate);
      for (const candidate of seen) {
        const sim = similarity(w, candidate);
        if (sim < SIMILARITY_THRESHOLD) continue;
        const list = postings.get(surface.get(candidate)!);
        if (!list) continue;
        const { products, masks } = list;
        for (let i = 0; i < products.length; i++) {
          // A category's name ("Dairy & Eggs") says too little about each product in it.
          if (masks[i] === CATEGORY_BIT) continue;
          if (sim > best.get(products[i]!)) best.set(products[i]!, sim);
        }
      }
      for (let i = 0; i < best.size; i++) {
        const product = best.list[i]!;
        totals.set(product, totals.get(product) + best.score[product]!);
      }
    }
    for (let i = 0; i < totals.size; i++) {
      const product = totals.list[i]!;
      const mean = totals.score[product]! / letters.length;
      if (mean >= SIMILARITY_THRESHOLD) out.set(product, mean);
    }
  };

  /** Scores every product answering `text` into the answer set (before pack size, numbers and phrases). */
  const score = (text: string): Scored => {
    const query = parseQuery(text, vocabulary, synonyms);
    const answer = scratch(ANSWER);
    const done = (cap: boolean, similar: boolean, searchedFor: string | null): Scored => ({
      set: answer,
      query,
      cap,
      similar,
      searchedFor,
      everything: false,
    });
    if (query.words.length === 0 && query.sizes.length === 0) {
      return { set: answer, query, cap: false, similar: false, searchedFor: null, everything: true };
    }
    if (query.groups.length > 0) {
      const perGroup = query.groups
        .map((group, i) => {
          const set = scratch(GROUP + i);
          groupMatches(group, set);
          return set;
        })
        .sort((a, b) => a.size - b.size);
      const first = perGroup[0]!;
      for (let i = 0; i < first.size; i++) {
        const product = first.list[i]!;
        let total = first.score[product]!;
        let everywhere = true;
        for (let g = 1; g < perGroup.length; g++) {
          const other = perGroup[g]!;
          if (!other.has(product)) {
            everywhere = false;
            break;
          }
          total += other.score[product]!;
        }
        if (everywhere) answer.set(product, total);
      }
      if (answer.size > 0) return done(false, false, query.searchedFor);
      // No product has every word: the products missing only one of them are the closest.
      if (perGroup.length > 1) {
        const partial = scratch(ALT);
        for (const group of perGroup) {
          for (let i = 0; i < group.size; i++) {
            const product = group.list[i]!;
            if (!partial.has(product)) counts[product] = 0;
            counts[product]!++;
            partial.set(product, partial.get(product) + group.score[product]!);
          }
        }
        for (let i = 0; i < partial.size; i++) {
          const product = partial.list[i]!;
          if (counts[product] === perGroup.length - 1) answer.set(product, partial.score[product]!);
        }
        if (answer.size > 0) return done(true, true, query.searchedFor);
      }
      // Some words matched, only not together: nothing is close enough to offer.
      if (perGroup.some((g) => g.size > 0)) return done(false, false, query.searchedFor);
    } else if (query.sizes.length > 0 && query.words.length === 0) {
      // Only a pack size was typed: products sold in that size.
      for (let product = 0; product < n; product++) {
        if (preferredVariant(entries[product]!, query)) answer.set(product, 0);
      }
      return done(false, false, null);
    }
    similarProducts(query.words, answer);
    return done(true, answer.size > 0, null);
  };

  /** The scored matches as hits (final scores, variants), before any selection. */
  const hitsOf = (scored: Scored): ScoredHit[] => {
    const { set, query } = scored;
    const plain = query.sizes.length === 0 && query.numbers.length === 0 && query.groups.length < 2;
    const bonuses = bonusesOf(query);
    const hits: ScoredHit[] = new Array<ScoredHit>(set.size);
    for (let i = 0; i < set.size; i++) {
      const product = set.list[i]!;
      const base = set.score[product]!;
      if (plain) {
        hits[i] = { product, score: base, order: tieOrder[product]!, variantId: null };
        continue;
      }
      const variantId = preferredVariant(entries[product]!, query);
      hits[i] = {
        product,
        score: finalScore(product, base, bonuses, variantId),
        order: tieOrder[product]!,
        variantId,
      };
    }
    return hits;
  };

  /** Of two hit positions, whether the first ranks below the second. */
  const worseIn = (hits: readonly ScoredHit[]) => (a: number, b: number) => {
    const ha = hits[a]!;
    const hb = hits[b]!;
    return ha.score < hb.score || (ha.score === hb.score && ha.order > hb.order);
  };

  /** The closest products are only the best few, chosen before anything else filters them. */
  const capped = (scored: Scored): ScoredHit[] => {
    const hits = hitsOf(scored);
    if (!scored.cap) return hits;
    return selectBest(hits.length, MAX_SIMILAR, worseIn(hits), () => true).best.map((p) => hits[p]!);
  };

  const everyProduct = (): ScoredHit[] =>
    entries.map((_, product) => ({ product, score: 0, order: product, variantId: null }));

  const page = (
    text: string,
    accept: (product: number) => boolean,
    offset: number,
    limit: number,
  ): ScoredPage => {
    const scored = score(text);
    const keep = Math.max(0, offset) + Math.max(0, limit);
    if (scored.everything) {
      // Without a text filter every product answers, in catalogue order.
      const hits: ScoredHit[] = [];
      let total = 0;
      for (let product = 0; product < n; product++) {
        if (!accept(product)) continue;
        if (total >= offset && hits.length < limit)
          hits.push({ product, score: 0, order: product, variantId: null });
        total++;
      }
      return { hits, total, searchedFor: null, similar: false };
    }
    if (scored.cap) {
      const hits = capped(scored).filter((h) => accept(h.product));
      return {
        hits: hits.slice(offset, offset + limit),
        total: hits.length,
        searchedFor: scored.searchedFor,
        similar: scored.similar,
      };
    }
    // Final scores in a reused buffer by position in the answer set: no object per match, only
    // per hit of the page.
    const { set, query } = scored;
    const plain = query.sizes.length === 0 && query.numbers.length === 0 && query.groups.length < 2;
    const bonuses = bonusesOf(query);
    if (finals.length < set.size) finals = new Float64Array(n);
    for (let i = 0; i < set.size; i++) {
      const product = set.list[i]!;
      const base = set.score[product]!;
      finals[i] = plain
        ? base
        : finalScore(product, base, bonuses, preferredVariant(entries[product]!, query));
    }
    const list = set.list;
    const worse = (a: number, b: number) =>
      finals[a]! < finals[b]! || (finals[a] === finals[b] && tieOrder[list[a]!]! > tieOrder[list[b]!]!);
    const { best, total } = selectBest(set.size, keep, worse, (p) => accept(list[p]!));
    return {
      hits: best.slice(offset).map((p) => {
        const product = list[p]!;
        return {
          product,
          score: finals[p]!,
          order: tieOrder[product]!,
          variantId: plain ? null : preferredVariant(entries[product]!, query),
        };
      }),
      total,
      searchedFor: scored.searchedFor,
      similar: scored.similar,
    };
  };

  const matches = (text: string, accept: (product: number) => boolean): ScoredMatches => {
    const scored = score(text);
    const hits = scored.everything ? everyProduct() : capped(scored);
    return {
      hits: hits.filter((h) => accept(h.product)),
      searchedFor: scored.searchedFor,
      similar: scored.similar,
    };
  };

  const search = (text: string): SearchAnswer => {
    const scored = score(text);
    // Without words there is nothing to rank here (the caller decides what an empty search shows).
    const hits = scored.everything ? [] : capped(scored).sort(compareHits);
    return {
      hits: hits.map((h) => ({ id: entries[h.product]!.product.id, variantId: h.variantId })),
      searchedFor: scored.searchedFor,
      similar: scored.similar,
    };
  };

  const suggest = (text: string, limit: number): Suggestion[] => {
    const typed = splitWords(normaliseText(text)).join(' ');
    if ([...typed].length < 2) return [];
    const found: Array<Suggestion & { weight: number }> = [];
    for (const [, brand] of brands) {
      if (brand.words.startsWith(typed)) found.push({ text: brand.text, kind: 'brand', weight: brand.count });
    }
    for (const [term, count] of terms) {
      if (term.startsWith(typed)) found.push({ text: term, kind: 'term', weight: count });
    }
    // One spelling per Hinglish word (amrood, not amrood and amrud): the map lists the usual one first.
    const meanings = new Set<string>();
    for (const key of synonyms.keys()) {
      if (!key.startsWith(typed) || terms.has(key)) continue;
      const meaning = JSON.stringify(synonyms.lookup(key));
      if (meanings.has(meaning)) continue;
      meanings.add(meaning);
      found.push({ text: key, kind: 'term', weight: 0.5 });
    }
    found.sort(
      (a, b) =>
        Number(b.text.toLowerCase() === typed) - Number(a.text.toLowerCase() === typed) ||
        b.weight - a.weight ||
        a.text.localeCompare(b.text),
    );
    const seen = new Set<string>();
    return found
      .filter((s) => {
        const key = s.text.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, limit)
      .map(({ text: t, kind }) => ({ text: t, kind }));
  };

  return {
    search,
    page,
    matches,
    parse: (text) => parseQuery(text, vocabulary, synonyms),
    suggest,
    size: n,
  };
}
