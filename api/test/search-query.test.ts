// Query understanding and the catalogue word index, without a database: normalisation, plurals,
// Hinglish in both scripts, typo correction, pack-size intent and the order shoppers expect.
import { findPackSizes, labelIntent, packIntent } from '@compare/core';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../src/catalogue/index';
import { createSearchIndex } from '../src/search/search-index';
import { createSynonymIndex } from '../src/search/synonyms';
import { allowedEdits, editDistance } from '../src/text/edit-distance';
import { normaliseText } from '../src/text/normalise';
import { similarity } from '../src/text/trigrams';
import { wordsOf } from '../src/text/words';

const catalogue = generateCatalogue();
const titles = new Map(catalogue.categories.map((c) => [c.slug, c.title]));
const index = createSearchIndex(
  catalogue.products.map((p) => ({
    id: p.id,
    brand: p.brand,
    name: p.name,
    tags: p.tags.join(' '),
    category: p.category,
    categoryTitle: titles.get(p.category) ?? p.category,
    variants: catalogue.variants
      .filter((v) => v.productId === p.id)
      .map((v) => ({ id: v.id, label: v.label })),
    trending: Number.POSITIVE_INFINITY,
  })),
  catalogue.hinglish,
);
const ids = catalogue.products.map((p) => p.id);
/** Every match of `q`, best first, as product ids and the variant shown first. */
const search = (q: string) => {
  const page = index.page(q, { accept: () => true, offset: 0, limit: index.size });
  return {
    hits: page.hits.map((h) => ({ id: ids[h.product]!, variantId: h.variantId })),
    searchedFor: page.searchedFor,
    similar: page.similar,
  };
};
const top = (q: string, n = 1) =>
  search(q)
    .hits.slice(0, n)
    .map((h) => h.id);

describe('normalisation', () => {
  it('folds case, punctuation, apostrophes and hyphens, and strips search operators', () => {
    expect(wordsOf('  "Amul"  MILK* OR (rice) ')).toEqual(['amul', 'milk', 'or', 'rice']);
    expect(wordsOf('Parle-G')).toEqual(wordsOf('parle g'));
    expect(wordsOf("Haldiram's")).toEqual(['haldirams']);
    expect(wordsOf('5star')).toEqual(['5', 'star']);
    expect(wordsOf('')).toEqual([]);
  });
  it('reads pack sizes glued or spaced, fractions, litres as millilitres and multipacks', () => {
    const size = (text: string) => findPackSizes(normaliseText(text)).sizes.map(packIntent);
    expect(size('5kg')).toEqual(size('5 kg'));
    expect(size('5kg')).toEqual([{ value: 5000, unit: 'g', count: 1 }]);
    expect(size('1l')).toEqual(size('1 litre'));
    expect(size('1 litre')).toEqual(size('1000 ml'));
    expect(size('1/2 kg')).toEqual([{ value: 500, unit: 'g', count: 1 }]);
    expect(size('half kg')).toEqual([{ value: 500, unit: 'g', count: 1 }]);
    expect(size('१ किलो')).toEqual([{ value: 1000, unit: 'g', count: 1 }]);
    expect(size('a dozen')).toEqual([{ value: 12, unit: 'pcs', count: 1 }]);
    expect(size('4x70g')).toEqual([{ value: 280, unit: 'g', count: 4 }]);
    expect(findPackSizes(normaliseText('basmati rice 5kg')).rest.trim()).toBe('basmati rice');
    expect(labelIntent('12 x 70 g')).toEqual({ value: 840, unit: 'g', count: 12 });
    expect(labelIntent('1 l')).toEqual({ value: 1000, unit: 'ml', count: 1 });
  });
});

describe('Hinglish map', () => {
  const synonyms = createSynonymIndex(catalogue.hinglish);
  it('holds at least 200 grocery words in Latin script and in Devanagari', () => {
    const keys = Object.keys(catalogue.hinglish);
    expect(keys.filter((k) => /^[a-z ]+$/.test(k)).length).toBeGreaterThanOrEqual(200);
    expect(keys.filter((k) => /[\u0900-\u097f]/.test(k)).length).toBeGreaterThanOrEqual(200);
  });
  it('looks up words, spellings, two-word phrases and Devanagari, dropping joining words', () => {
    for (const word of ['दूध', 'doodh', 'dudh', 'dhoodh']) expect(synonyms.lookup(word)).toEqual([['milk']]);
    for (const word of ['प्याज', 'प्याज़', 'pyaz', 'pyaaz', 'pyaj', 'piyaz']) {
      expect(synonyms.lookup(wordsOf(word).join(' '))).toEqual([['onion']]);
    }
    expect(synonyms.lookup('आटा')).toEqual([['atta'], ['flour']]);
    expect(synonyms.lookup('sarson tel')).toEqual([['oil', 'mustard']]);
    expect(synonyms.lookup('hari mirch')).toEqual([['chilli', 'green']]);
  });
});

describe('typo tolerance', () => {
  it('allows one edit for 4-7 letters, two for longer words, none for shorter', () => {
    expect([3, 4, 7, 8, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
    expect(editDistance('tomatoe', 'tomato', 1)).toBe(1);
    expect(editDistance('onoin', 'onion', 1)).toBe(1);
    expect(editDistance('biscut', 'biscuit', 1)).toBe(1);
    expect(editDistance('xyz', 'onion', 1)).toBe(2);
    expect(similarity('biskit', 'biscuit')).toBeGreaterThan(0.3);
  });
  it('corrects against the catalogue and says what it searched for', () => {
    for (const [typed, meant] of [
      ['tomatoe', 'tomato'],
      ['tomoto', 'tomato'],
      ['bananna', 'banana'],
      ['detergant', 'detergent'],
      ['chocalate', 'chocolate'],
    ] as const) {
      const answer = search(typed);
      expect(answer.searchedFor, typed).toBe(meant);
      expect(answer.hits.length, typed).toBeGreaterThan(0);
    }
    expect(search('tomato').searchedFor).toBeNull();
    expect(search('amull butter').searchedFor).toBe('amul butter');
  });
  it('answers the closest products, flagged, when nothing matches every word; nothing for gibberish', () => {
    const partial = search('amul taaza pouch');
    expect(partial.similar).toBe(true);
    expect(partial.hits[0]?.id).toBe('amul-taaza-toned-milk');
    const misspelt = search('musterd oyl');
    expect(misspelt).toMatchObject({ searchedFor: 'mustard oyl', similar: true });
    expect(misspelt.hits[0]?.id).toMatch(/mustard/);
    // Too short to correct, but its trigrams are close to "eggs".
    const fuzzy = search('egs');
    expect(fuzzy.similar).toBe(true);
    expect(
      fuzzy.hits
        .slice(0, 2)
        .map((h) => h.id)
        .sort(),
    ).toEqual(['eggoz-nutrition-brown-eggs', 'farm-eggs']);
    expect(search('xyzzy')).toEqual({ hits: [], searchedFor: null, similar: false });
    expect(search("o'reilly -- ; drop table products").hits).toEqual([]);
  });
});

describe('ranking', () => {
  it('finds plurals, Hinglish and Devanagari', () => {
    expect(top('tomatoes', 2).sort()).toEqual(['tomato-hybrid', 'tomato-local']);
    expect(top('onions')).toEqual(['onion']);
    expect(top('bananas', 2).sort()).toEqual(['banana-robusta', 'banana-yelakki']);
    expect(top('chillies')).toEqual(['green-chilli']);
    expect(top('दूध')[0]).toMatch(/milk$/);
    expect(top('आटा')[0]).toMatch(/atta$/);
    expect(top('चीनी')[0]).toMatch(/sugar$/);
    expect(top('pyaj')).toEqual(['onion']);
    expect(top('sarson ka tel')[0]).toMatch(/mustard-oil$/);
  });
  it('puts the category or staple a word names above products that merely start with it', () => {
    expect(top('butter')).toEqual(['amul-pasteurised-butter']);
    expect(top('haldi', 2).sort()).toEqual(['everest-turmeric-powder', 'tata-sampann-turmeric-powder']);
    expect(top('eggs', 2).sort()).toEqual(['eggoz-nutrition-brown-eggs', 'farm-eggs']);
    const butter = search('butter').hits.map((h) => h.id);
    expect(butter.indexOf('havmor-butterscotch-ice-cream')).toBeGreaterThan(
      butter.indexOf('amul-pasteurised-butter'),
    );
    expect(top('dairy milk', 2).sort()).toEqual([
      'cadbury-dairy-milk-chocolate-bar',
      'cadbury-dairy-milk-silk-chocolate-bar',
    ]);
    expect(top('mil')[0]).toMatch(/milk$/);
  });
  it('treats pack sizes and counts as intent: the product is found and its matching pack goes first', () => {
    const hit = (q: string) => search(q).hits[0];
    expect(hit('amul taaza 1l')).toEqual({
      id: 'amul-taaza-toned-milk',
      variantId: 'amul-taaza-toned-milk--1-l',
    });
    expect(hit('amul taaza 1000 ml')?.variantId).toBe('amul-taaza-toned-milk--1-l');
    expect(hit('eggs 12')?.variantId).toMatch(/--12-pcs$/);
    expect(hit('basmati rice 5kg')?.variantId).toMatch(/basmati-rice.*--5-kg$/);
    expect(hit('onion 1/2 kg')).toEqual({ id: 'onion', variantId: 'onion--500-g' });
    expect(hit('ghee 1 kg')?.variantId).toMatch(/--1-l$/);
    expect(hit('5 star')).toEqual({ id: 'cadbury-5-star-chocolate-bar', variantId: null });
    expect(hit('amul taaza 3l')).toEqual({ id: 'amul-taaza-toned-milk', variantId: null });
  });
});

describe('suggestions', () => {
  it('offers catalogue terms, brands and Hinglish words after 2 characters, in both scripts', () => {
    expect(index.suggest('m', 8)).toEqual([]);
    const mi = index.suggest('mi', 8).map((s) => s.text);
    expect(mi).toContain('milk');
    expect(index.suggest('am', 8)).toContainEqual({ text: 'Amul', kind: 'brand' });
    expect(index.suggest('दू', 8).map((s) => s.text)).toContain('दूध');
    expect(index.suggest('haldi', 8)[0]).toEqual({ text: 'haldi', kind: 'term' });
    expect(index.suggest('zzq', 8)).toEqual([]);
    // One spelling per Hinglish word, and no two-letter tag words.
    const am = index.suggest('amr', 8).map((s) => s.text);
    expect(am.filter((t) => t === 'amrood' || t === 'amrud')).toHaveLength(1);
    expect(index.suggest('to', 8).map((s) => s.text)).not.toContain('to');
  });
  it('suggests a Hinglish word only when its meaning finds products in this catalogue', () => {
    // An operator's catalogue of one product: the word map still knows doodh, pyaz and atta.
    const single = createSearchIndex(
      [
        {
          id: 'onion',
          brand: 'Fresho',
          name: 'Onion',
          category: 'vegetables',
          categoryTitle: 'Vegetables',
          tags: 'onion vegetable',
          trending: Number.POSITIVE_INFINITY,
          variants: [],
        },
      ],
      catalogue.hinglish,
    );
    expect(single.suggest('pya', 8).map((s) => s.text)).toContain('pyaz');
    expect(single.suggest('doo', 8)).toEqual([]);
    expect(single.suggest('at', 8)).toEqual([]);
    expect(index.suggest('doo', 8).map((s) => s.text)).toContain('doodh');
  });
});
