// Known brands, for finding the brand a title starts with when the feed names none: every brand of
// the catalogue and of the feed, by its first word (and written as one word, "MotherDairy").
import { matchingWords } from '../text/words';
import { brandKey, foldWord } from './normalise';

/** Brand of listings that name none and whose title starts with no known brand (loose produce). */
export const UNBRANDED = 'Fresh';

/** A brand as titles write it. */
export interface KnownBrand {
  words: string[];
  display: string;
  key: string;
}

/** The brands known so far. */
export interface BrandIndex {
  /** Makes a brand known (by its display spelling). */
  learn(display: string): void;
  /**
   * The known brand a title's words start with (after a leading label word, if any), the longest
   * one; with `shorterThan`, the longest of those shorter than it ('bb Royal' under 'bb Royal
   * Organic'), or null. With `atStart`, only a brand the title's first word starts.
   */
  infer(
    titleWordsRead: readonly string[],
    shorterThan?: KnownBrand | null,
    atStart?: boolean,
  ): KnownBrand | null;
}

/** True when `read` (title words, not folded) has the folded `words` from `start` on. */
function startsAt(read: readonly string[], start: number, words: readonly string[]): boolean {
  if (start + words.length > read.length) return false;
  for (let i = 0; i < words.length; i++) if (foldWord(read[start + i]!) !== words[i]) return false;
  return true;
}

/** Creates an empty brand index. */
export function createBrandIndex(): BrandIndex {
  // Brands by their first word, longest first, for finding a brand at the start of a title.
  const brands = new Map<string, KnownBrand[]>();
  const brandKeys = new Set<string>();
  const learn = (display: string) => {
    // Called for every row that names a brand: a known brand is answered from its key alone.
    const key = brandKey(display);
    if (!key || brandKeys.has(key)) return;
    const words = matchingWords(display).map(foldWord);
    if (words.length === 0) return;
    brandKeys.add(key);
    const list = brands.get(words[0]!) ?? [];
    list.push({ words, display, key });
    list.sort((a, b) => b.words.length - a.words.length);
    brands.set(words[0]!, list);
    // Also findable written as one word ("MotherDairy").
    if (words.length > 1) {
      const joined = words.join('');
      const one = brands.get(joined) ?? [];
      one.push({ words: [joined], display, key });
      brands.set(joined, one);
    }
  };

  const infer = (
    titleWordsRead: readonly string[],
    shorterThan?: KnownBrand | null,
    atStart = false,
  ): KnownBrand | null => {
    // The brand leads a title; some merchants put a label first ("Fresho", "bb Royal"). Only the
    // words a known brand is compared with are folded.
    const read = titleWordsRead;
    for (let start = 0; start < Math.min(atStart ? 1 : 2, read.length); start++) {
      const list = brands.get(foldWord(read[start]!));
      if (!list) continue;
      for (const known of list) {
        if (shorterThan && (known.words.length >= shorterThan.words.length || known.key === shorterThan.key))
          continue;
        if (startsAt(read, start, known.words)) return known;
      }
      if (shorterThan && list.includes(shorterThan)) return null;
    }
    return null;
  };

  return { learn, infer };
}
