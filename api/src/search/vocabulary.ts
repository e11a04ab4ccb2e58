// The catalogue's words as the query parser sees them: which keys exist, which words a prefix
// expands to, and the closest word to a typo (catalogue words and Hinglish keys alike).
import { editDistance } from '../text/edit-distance';
import { foldPlural } from '../text/plurals';
import type { Postings } from './key-table';
import type { Vocabulary } from './query';
import type { SynonymIndex } from './synonyms';

/** A correction candidate, ranked by `better`. */
interface Candidate {
  word: string;
  distance: number;
  sameStart: boolean;
  frequency: number;
}

// Fewer edits, then the same first letter (rarely the mistyped one), then the commoner word.
function better(a: Candidate, b: Candidate): boolean {
  if (a.distance !== b.distance) return a.distance < b.distance;
  if (a.sameStart !== b.sameStart) return a.sameStart;
  if (a.frequency !== b.frequency) return a.frequency > b.frequency;
  return a.word < b.word;
}

/** The vocabulary of one index, with the prefix expansion its matching uses. */
export interface IndexVocabulary extends Vocabulary {
  /** Keys of the catalogue words longer than `prefix` that start with it. */
  prefixKeys(prefix: string): string[];
  /** Every catalogue word (as written, normalised), sorted. */
  readonly sortedWords: readonly string[];
}

/** Builds the vocabulary over the words read (`surface`: word -> key) and their postings. */
export function createVocabulary(
  surface: ReadonlyMap<string, string>,
  postings: ReadonlyMap<string, Postings>,
  synonyms: SynonymIndex,
): IndexVocabulary {
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
  // Remembered per prefix (the vocabulary is fixed), up to a bound.
  const expansions = new Map<string, string[]>();
  return {
    sortedWords,
    has: (key) => postings.has(key),
    hasPrefix(prefix) {
      const i = lowerBound(prefix);
      return (
        (sortedWords[i] === prefix && sortedWords[i + 1]?.startsWith(prefix) === true) ||
        (sortedWords[i] !== prefix && sortedWords[i]?.startsWith(prefix) === true)
      );
    },
    prefixKeys(prefix) {
      const known = expansions.get(prefix);
      if (known) return known;
      const out = new Set<string>();
      for (let i = lowerBound(prefix); i < sortedWords.length && sortedWords[i]!.startsWith(prefix); i++) {
        if (sortedWords[i] !== prefix) out.add(surface.get(sortedWords[i]!)!);
      }
      const list = [...out];
      if (expansions.size < 4096) expansions.set(prefix, list);
      return list;
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
            frequency: frequency(foldPlural(candidate)) + synonyms.lookup(candidate).length,
          };
          if (!best || better(ranked, best)) best = ranked;
        }
      }
      return best?.word ?? null;
    },
  };
}
