// Cutting text into words, and the joining words a query can do without.
import { normaliseText, type Reading } from './normalise';

/**
 * The words of text already in the normal form of `reading` (see `Reading`): for search, runs of
 * letters or digits, also cut where letters meet digits; for matching, the space-separated words.
 */
export function splitWords(normalised: string, reading: Reading = 'search'): string[] {
  if (reading === 'matching') return normalised ? normalised.split(' ') : [];
  return normalised
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .flatMap((word) => word.split(/(?<=\p{N})(?=[\p{L}\p{M}])|(?<=[\p{L}\p{M}])(?=\p{N})/u))
    .filter(Boolean);
}

/** Every word of `text` as `reading` sees it ("Amul Taaza, 500ml" -> amul, taaza, 500, ml). */
export function wordsOf(text: string, reading: Reading = 'search'): string[] {
  return splitWords(normaliseText(text, reading), reading);
}

// Joining words that carry no product meaning: "sarson ka tel" is sarson + tel.
const JOINING_WORDS: ReadonlySet<string> = new Set([
  'ka',
  'ki',
  'ke',
  'ko',
  'aur',
  'wala',
  'wali',
  'and',
  'of',
  'the',
  'with',
  'for',
  'का',
  'की',
  'के',
  'को',
  'और',
  'वाला',
  'वाली',
]);

/** `list` without joining words ("ka", "and", "की"), unless nothing else is left. */
export function contentWords(list: readonly string[]): string[] {
  const kept = list.filter((w) => !JOINING_WORDS.has(w));
  return kept.length > 0 ? kept : [...list];
}

/** {@link wordsOf} read the `matching` way: the words the feed matcher compares. */
export function matchingWords(text: string): string[] {
  return wordsOf(text, 'matching');
}
