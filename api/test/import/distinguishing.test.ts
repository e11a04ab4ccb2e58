import { describe, expect, it } from 'vitest';
import { DistinguishingWords } from '../../src/import/distinguishing';

// The rule, written the slow way: within one merchant's listings of one brand and pack, two
// listings whose distinct own words differ by one word added, or by one word each side, teach
// those words for the brand. A listing with the same words as one kept teaches nothing.
function learnedByDefinition(listings: readonly Listing[]): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>[]>();
  const learned = new Map<string, Set<string>>();
  for (const { merchant, brand, pack, own } of listings) {
    const words = new Set(own);
    const name = `${merchant}|${brand}|${pack}`;
    const kept = groups.get(name) ?? [];
    groups.set(name, kept);
    if (kept.some((other) => other.size === words.size && [...words].every((w) => other.has(w)))) continue;
    for (const other of kept) {
      const onlyHere = [...words].filter((w) => !other.has(w));
      const onlyThere = [...other].filter((w) => !words.has(w));
      if (onlyHere.length > 1 || onlyThere.length > 1) continue;
      const set = learned.get(brand) ?? new Set();
      learned.set(brand, set);
      for (const w of [...onlyHere, ...onlyThere]) set.add(w);
    }
    kept.push(words);
  }
  return learned;
}

interface Listing {
  merchant: string;
  brand: string;
  pack: string;
  own: string[];
}

// A small deterministic generator (mulberry32), so a failure reproduces.
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function listingsOf(seed: number, count: number, vocabulary: number): Listing[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const words = Array.from({ length: vocabulary }, (_, i) => `w${i}`);
  return Array.from({ length: count }, () => ({
    merchant: pick(['blinkit', 'zepto', 'dmart']),
    brand: pick(['amul', 'tata', 'vadilal']),
    pack: pick(['500 g', '1 kg']),
    // Up to five words (mostly three or more), repeats allowed: a title may say a word twice.
    own: Array.from({ length: next() < 0.1 ? Math.floor(next() * 3) : 3 + Math.floor(next() * 3) }, () =>
      pick(words),
    ),
  }));
}

function learnedBy(words: DistinguishingWords, vocabulary: number): Map<string, Set<string>> {
  const learned = new Map<string, Set<string>>();
  for (const brand of ['amul', 'tata', 'vadilal']) {
    const set = new Set<string>();
    for (let i = 0; i < vocabulary; i++) if (words.find(brand, [`w${i}`]) !== null) set.add(`w${i}`);
    if (set.size > 0) learned.set(brand, set);
  }
  return learned;
}

describe('distinguishing words', () => {
  it('learns the words of near pairs within one merchant, brand and pack only', () => {
    const words = new DistinguishingWords();
    words.learn('blinkit', 'vadilal', '100 g', ['active', 'face', 'wash']);
    words.learn('blinkit', 'vadilal', '100 g', ['fresh', 'face', 'wash']);
    // Another merchant's, another pack's: no pair with the first two.
    words.learn('zepto', 'vadilal', '100 g', ['face', 'wash', 'gel']);
    words.learn('blinkit', 'vadilal', '200 g', ['face', 'wash', 'neem']);
    expect(words.find('vadilal', ['face', 'wash', 'active'])).toBe('active');
    expect(words.find('vadilal', ['fresh'])).toBe('fresh');
    expect(words.find('vadilal', ['face', 'wash', 'gel', 'neem'])).toBeNull();
    expect(words.find('amul', ['active'])).toBeNull();
  });

  it.each([
    // Small groups only, compared one by one.
    [1, 60, 10],
    // Groups past the size compared one by one: they are keyed part way through.
    [2, 3_000, 100],
    [3, 3_000, 200],
  ])(
    'finds what the rule says, however large the groups grow (seed %i, %i listings)',
    (seed, count, vocabulary) => {
      const listings = listingsOf(seed, count, vocabulary);
      const words = new DistinguishingWords();
      for (const l of listings) words.learn(l.merchant, l.brand, l.pack, l.own);
      const expected = learnedByDefinition(listings);
      // Some words teach and some do not: the comparison below tells the two apart.
      const taught = [...expected.values()].reduce((sum, set) => sum + set.size, 0);
      expect(taught).toBeGreaterThan(0);
      expect(taught).toBeLessThan(3 * vocabulary);
      expect(learnedBy(words, vocabulary)).toEqual(expected);
    },
  );
});
