// Query understanding: turns what a shopper typed into required word groups, pack-size intent and
// the words actually searched for. "tomatoes" finds tomato, "pyaaz" and "प्याज" find onion,
// "biscut" is corrected to biscuit, "amul taaza 1l" searches amul + taaza and prefers the 1 l pack.
import { findPackSizes, type PackIntent, packIntent } from '@compare/core';
import { allowedEdits } from '../text/edit-distance';
import { normaliseText } from '../text/normalise';
import { foldPlural } from '../text/plurals';
import { contentWords, splitWords } from '../text/words';
import type { SynonymIndex } from './synonyms';

/** What the parser needs to know about the catalogue's words. */
export interface Vocabulary {
  /** True when some product has a word with this key (see `foldPlural`). */
  has(key: string): boolean;
  /** True when some product word starts with `prefix` (and is longer than it). */
  hasPrefix(prefix: string): boolean;
  /** The closest catalogue word or Hinglish key within the allowed edits, or null. */
  correct(word: string, maxEdits: number): string | null;
}

/** One way a group can match: every word must match (the last one as a prefix when `prefix`). */
export interface Alternative {
  words: string[];
  prefix: boolean;
}

/** One typed word (or two-word Hinglish phrase): a product matches it when any alternative matches. */
export interface QueryGroup {
  /** The word as searched for (after correction). */
  text: string;
  alternatives: Alternative[];
}

/** A parsed search. */
export interface ParsedQuery {
  /** Every group must match. */
  groups: QueryGroup[];
  /** Bare numbers ("eggs 12", "5 star"): they prefer a matching count or name word, never filter. */
  numbers: number[];
  /** Pack sizes typed ("5kg", "1/2 kg", "1 l"): they prefer products and variants of that size. */
  sizes: PackIntent[];
  /** What was searched for when a typed word was corrected; else null. */
  searchedFor: string | null;
  /** The letters and digits typed, normalised (for the similarity fallback). */
  words: string[];
}

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

function alternativesFor(typed: string[], synonyms: SynonymIndex, prefix: boolean): Alternative[] {
  const out: Alternative[] = [{ words: typed.map(foldPlural), prefix }];
  for (const expansion of synonyms.lookup(typed.join(' '))) {
    const alt = { words: expansion.map(foldPlural), prefix: false };
    if (!out.some((o) => o.words.join(' ') === alt.words.join(' '))) out.push(alt);
  }
  return out;
}

/** Parses `text` against the catalogue's vocabulary and the Hinglish map. */
export function parseQuery(text: string, vocabulary: Vocabulary, synonyms: SynonymIndex): ParsedQuery {
  const { sizes, rest } = findPackSizes(normaliseText(text));
  const tokens = contentWords(splitWords(rest))
    .slice(0, MAX_WORDS)
    .map((t) => t.slice(0, MAX_WORD_LENGTH));
  const numbers: number[] = [];
  const groups: QueryGroup[] = [];
  const searched: string[] = [];
  let changed = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (/^\d+$/.test(token)) {
      numbers.push(Number(token));
      searched.push(token);
      continue;
    }
    const next = tokens[i + 1];
    if (next !== undefined && synonyms.lookup(`${token} ${next}`).length > 0) {
      groups.push({
        text: `${token} ${next}`,
        alternatives: alternativesFor([token, next], synonyms, false),
      });
      searched.push(token, next);
      i++;
      continue;
    }
    const known =
      synonyms.lookup(token).length > 0 ||
      vocabulary.has(foldPlural(token)) ||
      (token.length >= 2 && vocabulary.hasPrefix(token));
    if (known) {
      groups.push({ text: token, alternatives: alternativesFor([token], synonyms, token.length >= 2) });
      searched.push(token);
      continue;
    }
    const corrected = vocabulary.correct(token, allowedEdits([...token].length));
    if (corrected !== null) {
      changed = true;
      groups.push({ text: corrected, alternatives: alternativesFor([corrected], synonyms, false) });
      searched.push(corrected);
    } else {
      // Nothing like it in the catalogue: it still has to match, so the answer falls back to the
      // closest products rather than pretending the word was not typed.
      groups.push({ text: token, alternatives: [{ words: [foldPlural(token)], prefix: false }] });
      searched.push(token);
    }
  }
  return {
    groups,
    numbers,
    sizes: sizes.map(packIntent),
    searchedFor: changed && searched.length > 0 ? searched.join(' ') : null,
    words: tokens,
  };
}
