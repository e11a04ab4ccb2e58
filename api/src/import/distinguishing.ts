// Distinguishing words, learned from the merchants' own catalogues. One merchant's two listings
// of one brand and pack size are two items (a merchant does not list one item twice), so the words by which
// their titles differ are words that tell that brand's items apart: "Vadilal Active Face Wash"
// beside "Vadilal Fresh Face Wash" at one merchant teaches "active" and "fresh" for Vadilal, and
// another merchant's "Vadilal Fresh Face Wash" then never joins the Active one. Only near pairs
// teach (one word added, or one word each side), so descriptive words a merchant adds to every
// title are not taken for line names.
//
// Near pairs are found without comparing listings pairwise: each listing's own words are keyed
// as a whole and with each word left out; two listings one word apart share a key. The cost is a
// few map look-ups per listing, whatever the size of a brand.

import { sortWords } from './normalise';

/** One merchant's listings of one brand and pack, keyed by their own words. */
interface Group {
  /** Sorted own words of each listing. */
  whole: Set<string>;
  /**
   * Sorted own words with one left out -> the words left out there (one word as itself: most keys
   * are one listing's, and a run keeps a few of them per listing).
   */
  partial: Map<string, string | string[]>;
}

/** The distinct words of `list`, sorted. */
function sortedOnce(list: readonly string[]): string[] {
  const sorted = sortWords(list.slice());
  let kept = 0;
  for (let i = 0; i < sorted.length; i++)
    if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[kept++] = sorted[i]!;
  sorted.length = kept;
  return sorted;
}

/** Words that tell a brand's items apart, as learned so far. */
export class DistinguishingWords {
  // Per brand, the learned words.
  private readonly learned = new Map<string, Set<string>>();
  // Per merchant, brand and pack (maps within maps: no key is made per listing).
  private readonly groups = new Map<string, Map<string, Map<string, Group>>>();

  /**
   * Learns from a listing of `merchant` with brand `brandKey`, own words `own` and pack label
   * `pack` (two packs of one item may be worded apart, so only listings of one pack teach).
   */
  learn(merchant: string, brandKey: string, pack: string, own: readonly string[]): void {
    let brands = this.groups.get(merchant);
    if (!brands) {
      brands = new Map();
      this.groups.set(merchant, brands);
    }
    let packs = brands.get(brandKey);
    if (!packs) {
      packs = new Map();
      brands.set(brandKey, packs);
    }
    let group = packs.get(pack);
    if (!group) {
      group = { whole: new Set(), partial: new Map() };
      packs.set(pack, group);
    }
    const words = sortedOnce(own);
    const wholeKey = words.join(' ');
    if (group.whole.has(wholeKey)) return;
    // Another listing with one word more: that word tells them apart.
    const extras = group.partial.get(wholeKey);
    if (typeof extras === 'string') this.add(brandKey, extras);
    else if (extras) for (const extra of extras) this.add(brandKey, extra);
    // The key with word i left out is cut from the whole key: the words before it and after it.
    let start = 0;
    for (let i = 0; i < words.length; i++) {
      const left = words[i]!;
      const end = start + left.length;
      const key =
        i === words.length - 1
          ? wholeKey.slice(0, Math.max(0, start - 1))
          : wholeKey.slice(0, start) + wholeKey.slice(end + 1);
      start = end + 1;
      // Another listing with one word less, or one word other than this one.
      if (group.whole.has(key)) this.add(brandKey, left);
      const others = group.partial.get(key);
      if (others === undefined) {
        group.partial.set(key, left);
      } else if (typeof others === 'string') {
        if (others !== left) {
          this.add(brandKey, left);
          this.add(brandKey, others);
          group.partial.set(key, [others, left]);
        }
      } else {
        for (const other of others) {
          if (other === left) continue;
          this.add(brandKey, left);
          this.add(brandKey, other);
        }
        if (!others.includes(left)) others.push(left);
      }
    }
    group.whole.add(wholeKey);
  }

  /** The first of `words` learned as telling items of `brandKey` apart, or null. */
  find(brandKey: string, words: readonly string[]): string | null {
    const learned = this.learned.get(brandKey);
    if (!learned) return null;
    for (const w of words) if (learned.has(w)) return w;
    return null;
  }

  private add(brandKey: string, word: string): void {
    let set = this.learned.get(brandKey);
    if (!set) {
      set = new Set();
      this.learned.set(brandKey, set);
    }
    set.add(word);
  }
}
