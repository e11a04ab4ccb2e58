// Turns free text into sanitised search terms, expanding Hindi/Hinglish grocery words.
import type { SearchTerms } from '../repositories/products';

const MAX_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;

/** Every lower-cased letter/digit word of `text`; quotes, operators and punctuation are dropped. */
export function words(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

/** The words of a search box: at most 8, each at most 40 characters. */
export function tokenize(text: string): string[] {
  return words(text)
    .slice(0, MAX_TOKENS)
    .map((t) => t.slice(0, MAX_TOKEN_LENGTH));
}

/** Folds common Hinglish spelling variants together: doodh/dudh, cheeni/chini, pyaaz/pyaz. */
export function foldSpelling(word: string): string {
  return word
    .replace(/(.)\1+/g, '$1')
    .replace(/o/g, 'u')
    .replace(/e/g, 'i');
}

/** A synonym lookup that tolerates the spelling variants `foldSpelling` folds. */
export interface SynonymIndex {
  lookup(term: string): string[];
}

/** Builds a lookup over a Hinglish map (`doodh -> [milk]`). */
export function createSynonymIndex(map: Record<string, string[]>): SynonymIndex {
  const exact = new Map<string, string[]>();
  const folded = new Map<string, string[]>();
  for (const [term, expansions] of Object.entries(map)) {
    const key = tokenize(term).join(' ');
    exact.set(key, [...(exact.get(key) ?? []), ...expansions]);
    const f = key.split(' ').map(foldSpelling).join(' ');
    folded.set(f, [...(folded.get(f) ?? []), ...expansions]);
  }
  return {
    lookup(term) {
      return exact.get(term) ?? folded.get(term.split(' ').map(foldSpelling).join(' ')) ?? [];
    },
  };
}

function group(words: string[], synonyms: SynonymIndex): string[][] {
  const alternatives: string[][] = [words];
  for (const expansion of synonyms.lookup(words.join(' '))) {
    const alt = tokenize(expansion);
    if (alt.length > 0) alternatives.push(alt);
  }
  const seen = new Set<string>();
  return alternatives.filter((alt) => {
    const key = alt.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Search terms for `text`: each token (or two-word Hinglish phrase) becomes a group of alternatives. */
export function buildSearchTerms(text: string, synonyms: SynonymIndex): SearchTerms | null {
  const tokens = tokenize(text);
  if (tokens.length === 0) return null;
  const groups: SearchTerms = [];
  for (let i = 0; i < tokens.length; i++) {
    const next = tokens[i + 1];
    if (next !== undefined && synonyms.lookup(`${tokens[i]} ${next}`).length > 0) {
      groups.push(group([tokens[i]!, next], synonyms));
      i++;
    } else {
      groups.push(group([tokens[i]!], synonyms));
    }
  }
  return groups;
}
