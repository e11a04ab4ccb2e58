// Search-box suggestions: catalogue terms, brands and Hinglish words starting with what was typed,
// the exact word first, then the commoner.
import { wordsOf } from '../text/words';
import type { SynonymIndex } from './synonyms';

/** A suggestion for the search box. */
export interface Suggestion {
  text: string;
  kind: 'term' | 'brand';
}

/** What suggestions are drawn from, counted while the index is built. */
export class SuggestionSource {
  /** Brand id -> its text as written, how many products have it, and its words. */
  readonly brands = new Map<string, { text: string; count: number; words: string }>();
  /** Tag word -> how many products have it. */
  readonly terms = new Map<string, number>();

  /** Counts a product's brand (`id`, as written `text`, its words) and its tag words. */
  add(brand: { id: string; text: string; words: string }, tagWords: readonly string[]): void {
    const counted = this.brands.get(brand.id) ?? { text: brand.text, count: 0, words: brand.words };
    counted.count++;
    this.brands.set(brand.id, counted);
    for (const w of tagWords) this.terms.set(w, (this.terms.get(w) ?? 0) + 1);
  }
}

/**
 * Up to `limit` suggestions for `text`; none below two letters. A Hinglish word is suggested only
 * when `findable` says one of its meanings finds products, so no suggestion leads to an empty page
 * (an operator's catalogue need not sell what the word map knows).
 */
export function suggest(
  source: SuggestionSource,
  synonyms: SynonymIndex,
  findable: (words: readonly string[]) => boolean,
  text: string,
  limit: number,
): Suggestion[] {
  const typed = wordsOf(text).join(' ');
  if ([...typed].length < 2) return [];
  const found: Array<Suggestion & { weight: number }> = [];
  for (const [, brand] of source.brands) {
    if (brand.words.startsWith(typed)) found.push({ text: brand.text, kind: 'brand', weight: brand.count });
  }
  for (const [term, count] of source.terms) {
    if (term.startsWith(typed)) found.push({ text: term, kind: 'term', weight: count });
  }
  // One spelling per Hinglish word (amrood, not amrood and amrud): the map lists the usual one first.
  const meanings = new Set<string>();
  for (const key of synonyms.keys()) {
    if (!key.startsWith(typed) || source.terms.has(key)) continue;
    const expansions = synonyms.lookup(key);
    if (!expansions.some(findable)) continue;
    const meaning = JSON.stringify(expansions);
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
}
