// The Hindi/Hinglish word map as a lookup: exact (after normalisation), then by folded spelling
// (pyaz = pyaaz = pyaj, dhaniya = dhania), in Latin script and in Devanagari.
import { foldSpelling } from '../text/spelling';
import { contentWords, wordsOf } from '../text/words';

/** A lookup over the Hinglish map (`doodh -> [milk]`, `दूध -> [milk]`). */
export interface SynonymIndex {
  /** The English expansions of one word or a two-word phrase (words joined by a space). */
  lookup(phrase: string): string[][];
  /** Every single-word key, for typo correction and suggestions. */
  keys(): string[];
}

const fold = (phrase: string) => phrase.split(' ').map(foldSpelling).join(' ');

/** Builds the lookup from the map stored with the catalogue. */
export function createSynonymIndex(map: Record<string, readonly string[]>): SynonymIndex {
  const exact = new Map<string, string[][]>();
  const folded = new Map<string, string[][]>();
  const add = (target: Map<string, string[][]>, key: string, expansions: string[][]) => {
    const list = target.get(key) ?? [];
    for (const e of expansions) if (!list.some((l) => l.join(' ') === e.join(' '))) list.push(e);
    target.set(key, list);
  };
  for (const [term, expansions] of Object.entries(map)) {
    const key = contentWords(wordsOf(term)).join(' ');
    if (!key) continue;
    const parsed = expansions.map((e) => wordsOf(e)).filter((e) => e.length > 0);
    add(exact, key, parsed);
    add(folded, fold(key), parsed);
  }
  const singleKeys = [...exact.keys()].filter((k) => !k.includes(' '));
  return {
    lookup(phrase) {
      return exact.get(phrase) ?? folded.get(fold(phrase)) ?? [];
    },
    keys: () => singleKeys,
  };
}
