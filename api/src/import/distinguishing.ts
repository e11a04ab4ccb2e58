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

/** The distinct words of `list`, sorted. */
function sortedOnce(list: readonly string[]): string[] {
  const sorted = sortWords(list.slice());
  let kept = 0;
  for (let i = 0; i < sorted.length; i++)
    if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[kept++] = sorted[i]!;
  sorted.length = kept;
  return sorted;
}

/**
 * A number written as a short string that no other number's begins with (seven bits a character,
 * the eighth set on all but the last), so that a sequence of them reads back one way only: two
 * keys made of such codes are equal exactly when their numbers are. Every character is below 256,
 * so a key is a one-byte string.
 */
function code(n: number): string {
  let out = '';
  while (n >= 128) {
    out += String.fromCharCode(128 | (n & 127));
    n = Math.floor(n / 128);
  }
  return out + String.fromCharCode(n);
}

/** True when a key's entry (see `DistinguishingWords.keys`) says it is some listing's words whole. */
const isWhole = (entry: number | number[]) => (typeof entry === 'number' ? entry & 1 : entry[0]) === 1;

/**
 * Words that tell a brand's items apart, as learned so far.
 *
 * A run learns from every new listing, and what it keeps for that (each listing's own words, whole
 * and with each word left out) is kept for the whole run: a million rows' listings keep about a
 * million keys. So each (merchant, brand, pack) group and each word is numbered, and a key is the
 * group's code and its words' codes in one flat string of a few bytes, in one map for
 * all groups, rather than the words themselves in a set and a map per group.
 */
export class DistinguishingWords {
  private readonly learned = new Map<string, Set<string>>();
  /**
   * Group number by merchant, brand and pack, in maps within maps: the three strings are the
   * listing's own (their hashes already made), where a joined name would be a new string to hash
   * for every listing.
   */
  private readonly groups = new Map<string, Map<string, Map<string, number>>>();
  private groupCount = 0;
  /** Word number by word, and each number's code; the words by number. */
  private readonly wordNumbers = new Map<string, number>();
  private readonly words: string[] = [];
  private readonly codes: string[] = [];
  /**
   * Per group, keys of sorted own words (group code, then the words' codes): a listing's words
   * whole, and its words with one left out. One map answers both questions asked of a key, so a
   * key costs one look-up in it rather than one in each of two tables of a million keys:
   * - whether it is some listing's words whole;
   * - the numbers of the words left out where it is a listing's words with one left out.
   * The entry packs both, `whole` being 1 or 0 (see `isWhole`): a number `2 * (word + 1) + whole`
   * for at most one word left out (`word + 1` is 0 when none), the most common case by far; a list
   * `[whole, word, word, ...]` for more. (Word numbers stay far below 2^30, so `>> 1` reads them.)
   */
  private readonly keys = new Map<string, number | number[]>();

  /**
   * Learns from a listing of `merchant` with brand `brandKey`, own words `own` and pack label
   * `pack` (two packs of one item may be worded apart, so only listings of one pack teach).
   */
  learn(merchant: string, brandKey: string, pack: string, own: readonly string[]): void {
    const group = this.groupOf(merchant, brandKey, pack);
    const sorted = sortedOnce(own);
    // The key's parts: the group's code, then each word's.
    const parts = new Array<string>(sorted.length + 1);
    const numbers = new Array<number>(sorted.length);
    parts[0] = code(group);
    for (let i = 0; i < sorted.length; i++) {
      const n = this.numberOf(sorted[i]!);
      numbers[i] = n;
      parts[i + 1] = this.codes[n]!;
    }
    const { keys } = this;
    const wholeKey = parts.join('');
    const entry = keys.get(wholeKey);
    if (entry !== undefined && isWhole(entry)) return;
    // Listings one word longer, seen before: the word each has beyond this one's.
    if (typeof entry === 'number') {
      if (entry >= 2) this.add(brandKey, (entry >> 1) - 1);
    } else if (entry) for (let j = 1; j < entry.length; j++) this.add(brandKey, entry[j]!);
    for (let i = 0; i < numbers.length; i++) {
      const left = numbers[i]!;
      const leftCode = parts[i + 1]!;
      parts[i + 1] = '';
      const key = parts.join('');
      parts[i + 1] = leftCode;
      const others = keys.get(key);
      if (others === undefined) {
        keys.set(key, 2 * (left + 1));
        continue;
      }
      // A listing one word shorter: `left` is the word this one has beyond it.
      if (isWhole(others)) this.add(brandKey, left);
      // Listings with another word in place of `left`: both words tell items apart.
      if (typeof others === 'number') {
        if (others < 2) {
          keys.set(key, others + 2 * (left + 1));
        } else if ((others >> 1) - 1 !== left) {
          const other = (others >> 1) - 1;
          this.add(brandKey, left);
          this.add(brandKey, other);
          keys.set(key, [others & 1, other, left]);
        }
      } else {
        let has = false;
        for (let j = 1; j < others.length; j++) {
          const other = others[j]!;
          if (other === left) {
            has = true;
            continue;
          }
          this.add(brandKey, left);
          this.add(brandKey, other);
        }
        if (!has) others.push(left);
      }
    }
    if (entry === undefined) keys.set(wholeKey, 1);
    else if (typeof entry === 'number') keys.set(wholeKey, entry | 1);
    else entry[0] = 1;
  }

  /** The first of `words` learned as telling items of `brandKey` apart, or null. */
  find(brandKey: string, words: readonly string[]): string | null {
    const learned = this.learned.get(brandKey);
    if (!learned) return null;
    for (const w of words) if (learned.has(w)) return w;
    return null;
  }

  private groupOf(merchant: string, brandKey: string, pack: string): number {
    let byBrand = this.groups.get(merchant);
    if (!byBrand) {
      byBrand = new Map();
      this.groups.set(merchant, byBrand);
    }
    let byPack = byBrand.get(brandKey);
    if (!byPack) {
      byPack = new Map();
      byBrand.set(brandKey, byPack);
    }
    let group = byPack.get(pack);
    if (group === undefined) {
      group = this.groupCount++;
      byPack.set(pack, group);
    }
    return group;
  }

  private numberOf(word: string): number {
    let n = this.wordNumbers.get(word);
    if (n === undefined) {
      n = this.words.length;
      this.wordNumbers.set(word, n);
      this.words.push(word);
      this.codes.push(code(n));
    }
    return n;
  }

  private add(brandKey: string, word: number): void {
    let set = this.learned.get(brandKey);
    if (!set) {
      set = new Set();
      this.learned.set(brandKey, set);
    }
    set.add(this.words[word]!);
  }
}
