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

/**
 * Words that tell a brand's items apart, as learned so far.
 *
 * A run learns from every new listing, and what it keeps for that (each listing's own words, whole
 * and with each word left out) is kept for the whole run: a million rows' listings keep about a
 * million keys. So each (merchant, brand, pack) group and each word is numbered, and a key is the
 * group's code and its words' codes in one flat string of a few bytes, in one set and one map for
 * all groups, rather than the words themselves in a set and a map per group.
 */
export class DistinguishingWords {
  private readonly learned = new Map<string, Set<string>>();
  /** Group number by `merchant NUL brand NUL pack`. */
  private readonly groups = new Map<string, number>();
  /** Word number by word, and each number's code; the words by number. */
  private readonly wordNumbers = new Map<string, number>();
  private readonly words: string[] = [];
  private readonly codes: string[] = [];
  /** Per group, the sorted own words of each listing (group code, then the words' codes). */
  private readonly whole = new Set<string>();
  /**
   * Per group, the sorted own words with one left out -> the numbers of the words left out there
   * (one as itself: most keys are one listing's, and a run keeps a few of them per listing).
   */
  private readonly partial = new Map<string, number | number[]>();

  /**
   * Learns from a listing of `merchant` with brand `brandKey`, own words `own` and pack label
   * `pack` (two packs of one item may be worded apart, so only listings of one pack teach).
   */
  learn(merchant: string, brandKey: string, pack: string, own: readonly string[]): void {
    const groupName = [merchant, brandKey, pack].join('\u0000');
    let group = this.groups.get(groupName);
    if (group === undefined) {
      group = this.groups.size;
      this.groups.set(groupName, group);
    }
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
    const wholeKey = parts.join('');
    if (this.whole.has(wholeKey)) return;
    const extras = this.partial.get(wholeKey);
    if (typeof extras === 'number') this.add(brandKey, extras);
    else if (extras) for (const extra of extras) this.add(brandKey, extra);
    for (let i = 0; i < numbers.length; i++) {
      const left = numbers[i]!;
      const leftCode = parts[i + 1]!;
      parts[i + 1] = '';
      const key = parts.join('');
      parts[i + 1] = leftCode;
      if (this.whole.has(key)) this.add(brandKey, left);
      const others = this.partial.get(key);
      if (others === undefined) {
        this.partial.set(key, left);
      } else if (typeof others === 'number') {
        if (others !== left) {
          this.add(brandKey, left);
          this.add(brandKey, others);
          this.partial.set(key, [others, left]);
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
    this.whole.add(wholeKey);
  }

  /** The first of `words` learned as telling items of `brandKey` apart, or null. */
  find(brandKey: string, words: readonly string[]): string | null {
    const learned = this.learned.get(brandKey);
    if (!learned) return null;
    for (const w of words) if (learned.has(w)) return w;
    return null;
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
