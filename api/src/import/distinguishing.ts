// Distinguishing words, learned from the merchants' own catalogues. One merchant's two listings
// of one brand and pack size are two items (a merchant does not list one item twice), so the words by which
// their titles differ are words that tell that brand's items apart: "Vadilal Active Face Wash"
// beside "Vadilal Fresh Face Wash" at one merchant teaches "active" and "fresh" for Vadilal, and
// another merchant's "Vadilal Fresh Face Wash" then never joins the Active one. Only near pairs
// teach (one word added, or one word each side), so descriptive words a merchant adds to every
// title are not taken for line names.
//
// Near pairs are found without comparing every two listings of a brand. A group (one merchant's
// listings of one brand and pack) is mostly small: on a 35,000-item feed half of them hold one
// listing and 99% at most a dozen. A small group keeps its listings' words as numbers in one list
// and a new listing is compared with each of them. A group that grows past SMALL_GROUP is keyed
// instead: each listing's own words are keyed as a whole and with each word left out, and two
// listings one word apart share a key, so a listing costs a few map look-ups whatever the size of
// its group. Both ways find exactly the same near pairs.

import { insertionSort } from './small-sort';

/**
 * Listings a group compares one by one. Past this many, comparing a listing with each costs more
 * than its keys' look-ups (a few map look-ups in a table of a million keys, each a cache miss).
 */
const SMALL_GROUP = 32;

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

/** One merchant's listings of one brand and pack. */
interface Group {
  /** Its number (the first code of its keys, once keyed). */
  readonly id: number;
  /** Listings kept (one per set of words). */
  size: number;
  /**
   * While the group is small: each listing's distinct words by number, ascending, after their
   * count, in one list. Null once the group is keyed.
   */
  listed: number[] | null;
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
  /** Groups by `merchant NUL brand NUL pack`. */
  private readonly groups = new Map<string, Group>();
  private groupCount = 0;
  /** Word number by word, and each number's code; the words by number. */
  private readonly wordNumbers = new Map<string, number>();
  private readonly words: string[] = [];
  private readonly codes: string[] = [];
  /**
   * Per keyed group, keys of sorted own words (group code, then the words' codes): a listing's words
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
    // The listing's distinct words by number, ascending (one order for every listing).
    const numbers = new Array<number>(own.length);
    for (let i = 0; i < own.length; i++) numbers[i] = this.numberOf(own[i]!);
    insertionSort(numbers);
    let kept = 0;
    for (let i = 0; i < numbers.length; i++)
      if (i === 0 || numbers[i] !== numbers[kept - 1]) numbers[kept++] = numbers[i]!;
    numbers.length = kept;
    const { listed } = group;
    if (listed === null) {
      this.learnKeyed(group.id, brandKey, numbers);
      return;
    }
    if (!this.learnNear(listed, brandKey, numbers)) return;
    listed.push(numbers.length, ...numbers);
    if (++group.size <= SMALL_GROUP) return;
    // Keyed from now on: its listings so far are keyed in the order they came, as if the group
    // had always been keyed (every word that teaches is learned already).
    group.listed = null;
    for (let at = 0; at < listed.length; at += listed[at]! + 1)
      this.learnKeyed(group.id, brandKey, listed.slice(at + 1, at + 1 + listed[at]!));
  }

  /** The first of `words` learned as telling items of `brandKey` apart, or null. */
  find(brandKey: string, words: readonly string[]): string | null {
    const learned = this.learned.get(brandKey);
    if (!learned) return null;
    for (const w of words) if (learned.has(w)) return w;
    return null;
  }

  /**
   * Compares a listing's words (`numbers`) with each listing of a small group (`listed`) and learns
   * the words of every near pair; false when one of them has the same words (the listing teaches
   * nothing new and is not kept).
   */
  private learnNear(listed: readonly number[], brandKey: string, numbers: readonly number[]): boolean {
    const size = numbers.length;
    for (let at = 0; at < listed.length; at += listed[at]! + 1) {
      const otherSize = listed[at]!;
      if (otherSize > size + 1 || otherSize < size - 1) continue;
      // Both lists ascending: walk them together, counting the words only one of them has.
      let i = 0;
      let j = at + 1;
      const end = j + otherSize;
      let onlyHere = 0;
      let onlyThere = 0;
      let here = -1;
      let there = -1;
      while ((i < size || j < end) && onlyHere < 2 && onlyThere < 2) {
        const a = i < size ? numbers[i]! : Number.POSITIVE_INFINITY;
        const b = j < end ? listed[j]! : Number.POSITIVE_INFINITY;
        if (a === b) {
          i++;
          j++;
        } else if (a < b) {
          here = a;
          onlyHere++;
          i++;
        } else {
          there = b;
          onlyThere++;
          j++;
        }
      }
      if (onlyHere + onlyThere === 0) return false;
      // One word added either way, or one word each side.
      if (onlyHere > 1 || onlyThere > 1) continue;
      if (onlyHere === 1) this.add(brandKey, here);
      if (onlyThere === 1) this.add(brandKey, there);
    }
    return true;
  }

  /** Learns from a listing's words (`numbers`) in a keyed group (see `keys`). */
  private learnKeyed(group: number, brandKey: string, numbers: readonly number[]): void {
    // The key's parts: the group's code, then each word's.
    const parts = new Array<string>(numbers.length + 1);
    parts[0] = code(group);
    for (let i = 0; i < numbers.length; i++) parts[i + 1] = this.codes[numbers[i]!]!;
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

  private groupOf(merchant: string, brandKey: string, pack: string): Group {
    const name = `${merchant}\u0000${brandKey}\u0000${pack}`;
    let group = this.groups.get(name);
    if (group === undefined) {
      group = { id: this.groupCount++, size: 0, listed: [] };
      this.groups.set(name, group);
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
