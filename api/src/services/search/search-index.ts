// An in-memory index over the catalogue's own words: word keys -> products, a sorted word list for
// prefixes, trigrams of words for the similarity fallback. A search reads only the posting lists
// of the words it names, so its cost follows the matches, not the catalogue's size. Both database
// engines feed it the same rows, so SQLite and PostgreSQL answer a search identically.
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

/** A suggestion for the search box. */
export interface Suggestion {
  text: string;
  kind: 'term' | 'brand';
}

/** The index over one catalogue load. */
export interface SearchIndex {
  search(text: string): SearchAnswer;
  parse(text: string): ParsedQuery;
  suggest(text: string, limit: number): Suggestion[];
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

interface Entry {
  product: IndexedProduct;
  nameWords: string[];
  /** `nameWords` as index keys. */
  nameKeys: string[];
  sizes: Array<{ id: string; size: PackIntent | null }>;
}

type Postings = Map<number, number>; // product -> bit mask of fields

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

/** Builds the index over `products` with the Hinglish map `synonymMap`. */
export function createSearchIndex(
  products: readonly IndexedProduct[],
  synonymMap: Record<string, readonly string[]>,
): SearchIndex {
  const synonyms = createSynonymIndex(synonymMap);
  const postings = new Map<string, Postings>();
  const surface = new Map<string, string>(); // surface word -> key
  const brands = new Map<string, { text: string; count: number }>();
  const terms = new Map<string, number>(); // suggestion term -> product count
  const entries: Entry[] = products.map((product) => ({
    product,
    nameWords: words(product.name),
    nameKeys: words(product.name).map(lemma),
    sizes: product.variants.map((v) => ({ id: v.id, size: labelSize(v.label) })),
  }));
  const add = (word: string, index: number, field: Field, joined = false) => {
    const key = lemma(word);
    // Joined neighbours are looked up whole only: "amull" must not prefix-match "amul lassi".
    if (!joined) surface.set(word, key);
    const list = postings.get(key) ?? new Map<number, number>();
    list.set(index, (list.get(index) ?? 0) | fieldBit(field));
    postings.set(key, list);
  };
  entries.forEach(({ product, nameWords }, index) => {
    const tagWords = words(product.tags);
    for (const w of nameWords) add(w, index, 'name');
    // Joined neighbours so "parleg", "cocacola" and "kitkat" find their products too.
    for (let i = 0; i + 1 < nameWords.length; i++)
      add(`${nameWords[i]}${nameWords[i + 1]}`, index, 'name', true);
    for (const w of words(product.brand)) add(w, index, 'brand');
    const brandKey = words(product.brand).join('');
    if (brandKey) add(brandKey, index, 'brand', true);
    if (tagWords[0]) add(tagWords[0], index, 'kind');
    for (const w of tagWords.slice(1)) add(w, index, 'tag');
    for (const w of [...words(product.categoryTitle), ...words(product.category)]) add(w, index, 'category');
    const brand = brands.get(product.brand.toLowerCase()) ?? { text: product.brand, count: 0 };
    brand.count++;
    brands.set(product.brand.toLowerCase(), brand);
    // Tag words worth suggesting: not numbers or two-letter joins ("ready to eat").
    for (const w of new Set(tagWords))
      if (w.length >= 3 && !/^\d+$/.test(w)) terms.set(w, (terms.get(w) ?? 0) + 1);
  });
  const sortedWords = [...surface.keys()].sort();
  const frequency = (key: string) => postings.get(key)?.size ?? 0;
  // Typo candidates: catalogue words and Hinglish keys, bucketed by length for a quick scan.
  const candidates = new Map<number, string[]>();
  for (const w of new Set([...sortedWords, ...synonyms.keys()])) {
    const length = [...w].length;
    if (length < 3) continue;
    const bucket = candidates.get(length) ?? [];
    bucket.push(w);
    candidates.set(length, bucket);
  }
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
  const prefixKeys = (prefix: string): Set<string> => {
    const out = new Set<string>();
    for (let i = lowerBound(prefix); i < sortedWords.length && sortedWords[i]!.startsWith(prefix); i++) {
      if (sortedWords[i] !== prefix) out.add(surface.get(sortedWords[i]!)!);
    }
    return out;
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

  /** Products matching one word exactly (by key) or, when allowed, as a prefix; with scores. */
  const wordMatches = (word: string, prefix: boolean): Map<number, number> => {
    const out = new Map<number, number>();
    for (const [index, mask] of postings.get(word) ?? []) {
      const kind = mask & fieldBit('kind') ? KIND_BONUS : 0;
      // A word that names the product's own category as well ("oil" for a cooking oil, not baby oil).
      const category = mask & fieldBit('category') && mask !== fieldBit('category') ? CATEGORY_BONUS : 0;
      out.set(index, scoreOf(mask, false) + kind + category);
    }
    if (prefix) {
      for (const key of prefixKeys(word)) {
        if (key === word) continue;
        for (const [index, mask] of postings.get(key) ?? []) {
          const score = scoreOf(mask, true);
          if (score > (out.get(index) ?? 0)) out.set(index, score);
        }
      }
    }
    return out;
  };

  /** Products matching a group: the best of its alternatives; an alternative's words must all match. */
  const groupMatches = (group: ParsedQuery['groups'][number]): Map<number, number> => {
    const out = new Map<number, number>();
    for (const alt of group.alternatives) {
      let combined: Map<number, number> | null = null;
      alt.words.forEach((w, i) => {
        const matches = wordMatches(w, alt.prefix && i === alt.words.length - 1);
        if (combined === null) {
          combined = matches;
          return;
        }
        const next = new Map<number, number>();
        for (const [index, score] of combined) {
          const other = matches.get(index);
          if (other !== undefined) next.set(index, Math.min(score, other));
        }
        combined = next;
      });
      for (const [index, score] of combined ?? new Map<number, number>()) {
        if (score > (out.get(index) ?? 0)) out.set(index, score);
      }
    }
    return out;
  };

  const preferredVariant = (entry: Entry, query: ParsedQuery): string | null => {
    for (const want of query.sizes) {
      const exact = entry.sizes.find(
        (s) => sizeMatches(s.size, want) || (want.unit === 'pcs' && countMatches(s.size, want.value)),
      );
      if (exact) return exact.id;
    }
    for (const want of query.sizes) {
      // A kilo of ghee is sold as a litre: the same number in the other mass/volume unit.
      if (want.unit === 'pcs') continue;
      const other = { ...want, unit: want.unit === 'g' ? 'ml' : 'g' } as PackIntent;
      const near = entry.sizes.find((s) => sizeMatches(s.size, other));
      if (near) return near.id;
    }
    for (const count of query.numbers) {
      // "5 star" names the product, not a pack of five.
      if (entry.nameWords.includes(String(count))) continue;
      const counted = entry.sizes.find((s) => countMatches(s.size, count));
      if (counted) return counted.id;
    }
    return null;
  };

  const rank = (scored: Map<number, number>, query: ParsedQuery): SearchHit[] => {
    const rows = [...scored].map(([index, base]) => {
      const entry = entries[index]!;
      const variantId = preferredVariant(entry, query);
      let score = base + (variantId ? SIZE_BONUS : 0);
      for (const n of query.numbers) if (entry.nameWords.includes(String(n))) score += NUMBER_BONUS;
      for (let g = 0; g + 1 < query.groups.length; g++) {
        const a = query.groups[g]!.alternatives[0]!.words;
        const b = query.groups[g + 1]!.alternatives[0]!.words;
        if (a.length !== 1 || b.length !== 1) continue;
        const at = entry.nameKeys.indexOf(a[0]!);
        if (at >= 0 && entry.nameKeys[at + 1] === b[0]) score += PHRASE_BONUS;
      }
      return { entry, score, variantId };
    });
    rows.sort(
      (a, b) =>
        b.score - a.score ||
        a.entry.product.trending - b.entry.product.trending ||
        a.entry.nameWords.length - b.entry.nameWords.length ||
        a.entry.product.name.localeCompare(b.entry.product.name) ||
        (a.entry.product.id < b.entry.product.id ? -1 : 1),
    );
    return rows.map((r) => ({ id: r.entry.product.id, variantId: r.variantId }));
  };

  /**
   * Products whose words are most like the typed words: per typed word the best pg_trgm similarity
   * of any of the product's words, averaged over the typed words, at least the threshold.
   */
  const similarProducts = (typed: readonly string[]): Map<number, number> => {
    const letters = typed.filter((w) => w.length >= 3 && !/^\d+$/.test(w));
    const totals = new Map<number, number>();
    for (const w of letters) {
      const best = new Map<number, number>();
      const seen = new Set<string>();
      for (const t of trigrams(w)) for (const candidate of byTrigram.get(t) ?? []) seen.add(candidate);
      for (const candidate of seen) {
        const sim = similarity(w, candidate);
        if (sim < SIMILARITY_THRESHOLD) continue;
        for (const [index, mask] of postings.get(surface.get(candidate)!) ?? []) {
          // A category's name ("Dairy & Eggs") says too little about each product in it.
          if (mask === fieldBit('category')) continue;
          if (sim > (best.get(index) ?? 0)) best.set(index, sim);
        }
      }
      for (const [index, sim] of best) totals.set(index, (totals.get(index) ?? 0) + sim);
    }
    const out = new Map<number, number>();
    for (const [index, total] of totals) {
      const mean = total / letters.length;
      if (mean >= SIMILARITY_THRESHOLD) out.set(index, mean);
    }
    return out;
  };

  const search = (text: string): SearchAnswer => {
    const query = parseQuery(text, vocabulary, synonyms);
    if (query.groups.length > 0) {
      const perGroup = query.groups.map(groupMatches).sort((a, b) => a.size - b.size);
      const all = new Map<number, number>();
      for (const [index, score] of perGroup[0]!) {
        let total = score;
        let everywhere = true;
        for (const other of perGroup.slice(1)) {
          const s = other.get(index);
          if (s === undefined) {
            everywhere = false;
            break;
          }
          total += s;
        }
        if (everywhere) all.set(index, total);
      }
      if (all.size > 0) return { hits: rank(all, query), searchedFor: query.searchedFor, similar: false };
      // No product has every word: the products missing only one of them are the closest.
      if (perGroup.length > 1) {
        const partial = new Map<number, { groups: number; score: number }>();
        for (const group of perGroup) {
          for (const [index, score] of group) {
            const p = partial.get(index) ?? { groups: 0, score: 0 };
            partial.set(index, { groups: p.groups + 1, score: p.score + score });
          }
        }
        const closest = new Map(
          [...partial]
            .filter(([, p]) => p.groups === perGroup.length - 1)
            .map(([index, p]) => [index, p.score]),
        );
        if (closest.size > 0) {
          return {
            hits: rank(closest, query).slice(0, MAX_SIMILAR),
            searchedFor: query.searchedFor,
            similar: true,
          };
        }
      }
      // Some words matched, only not together: nothing is close enough to offer.
      if (perGroup.some((g) => g.size > 0))
        return { hits: [], searchedFor: query.searchedFor, similar: false };
    } else if (query.sizes.length > 0 && query.words.length === 0) {
      // Only a pack size was typed: products sold in that size.
      const sized = new Map<number, number>();
      entries.forEach((entry, index) => {
        if (preferredVariant(entry, query)) sized.set(index, 0);
      });
      return { hits: rank(sized, query), searchedFor: null, similar: false };
    }
    const similar = similarProducts(query.words);
    if (similar.size === 0) return { hits: [], searchedFor: null, similar: false };
    return { hits: rank(similar, query).slice(0, MAX_SIMILAR), searchedFor: null, similar: true };
  };

  const suggest = (text: string, limit: number): Suggestion[] => {
    const typed = splitWords(normaliseText(text)).join(' ');
    if ([...typed].length < 2) return [];
    const found: Array<Suggestion & { weight: number }> = [];
    for (const [, brand] of brands) {
      if (words(brand.text).join(' ').startsWith(typed))
        found.push({ text: brand.text, kind: 'brand', weight: brand.count });
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

  return { search, parse: (text) => parseQuery(text, vocabulary, synonyms), suggest };
}
