// The text module: one normal form read two ways (search and the feed matcher), one plural fold,
// one spelling fold, and the distances typo correction and the similarity fallback use.
import { describe, expect, it } from 'vitest';
import { brandKey, titleWords } from '../src/import/normalise';
import { normaliseText } from '../src/text/normalise';
import { foldPlural } from '../src/text/plurals';
import { foldSpelling } from '../src/text/spelling';
import { matchingWords, wordsOf } from '../src/text/words';

describe('reading text for search and for matching', () => {
  it('keeps Devanagari for search (shoppers type it) and only Latin for matching (feed titles are Latin)', () => {
    expect(wordsOf('दूध १ लीटर')).toEqual(['दूध', '1', 'लीटर']);
    expect(matchingWords('Amul दूध')).toEqual(['amul']);
  });

  it('cuts "500ml" for search, so a typed size meets a label; keeps "7up" whole for matching, as titles name it', () => {
    expect(wordsOf('Amul Taaza 500ml')).toEqual(['amul', 'taaza', '500', 'ml']);
    expect(matchingWords('7Up Lime 500ml')).toEqual(['7up', 'lime', '500ml']);
  });

  it('keeps decimals whole and reads "&" as "and" for matching, where titles write sizes and names so', () => {
    expect(matchingWords('Tata Salt & Sugar 1.5 kg')).toEqual(['tata', 'salt', 'and', 'sugar', '1.5', 'kg']);
    expect(wordsOf('Salt & Sugar 1.5 kg')).toEqual(['salt', 'sugar', '1', '5', 'kg']);
  });

  it('drops apostrophes and folds case either way', () => {
    expect(normaliseText("Haldiram's")).toBe('haldirams');
    expect(normaliseText("Haldiram's", 'matching')).toBe('haldirams');
    expect(normaliseText('Crème Brûlée', 'matching')).toBe('creme brulee');
  });
});

describe('one plural fold for search and matching', () => {
  it('folds plurals and the y/ie/ies endings to one key', () => {
    for (const [a, b] of [
      ['tomatoes', 'tomato'],
      ['chillies', 'chilly'],
      ['cookies', 'cookie'],
      ['biscuits', 'biscuit'],
      ['noodles', 'noodle'],
      ['peaches', 'peach'],
      ['leaves', 'leaf'],
    ] as const)
      expect(foldPlural(a), a).toBe(foldPlural(b));
    expect(foldPlural('glass')).toBe('glass');
    expect(foldPlural('dal')).toBe('dal');
  });

  it('gives the matcher one brand key however a brand is spelt, its aliases folded the same way', () => {
    expect(brandKey('Mother Dairy')).toBe(brandKey('MotherDairy'));
    expect(brandKey('M Dairy')).toBe(brandKey('Mother Dairy'));
    expect(brandKey('Haldiram Snacks')).toBe(brandKey("Haldiram's"));
    expect(titleWords('Britannia Good Day Cookies 2 x 100 g')).toEqual([
      'britannia',
      'good',
      'day',
      'cookies',
    ]);
  });
});

describe('Hinglish spellings', () => {
  it('folds Hinglish spelling variants', () => {
    expect(foldSpelling('doodh')).toBe(foldSpelling('dudh'));
    expect(foldSpelling('cheeni')).toBe(foldSpelling('chini'));
    expect(foldSpelling('pyaaz')).toBe(foldSpelling('pyaz'));
    expect(foldSpelling('pyaj')).toBe(foldSpelling('pyaz'));
    expect(foldSpelling('dhaniya')).toBe(foldSpelling('dhania'));
    expect(foldSpelling('chawal')).toBe(foldSpelling('chaval'));
  });
});
