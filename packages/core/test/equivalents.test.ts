import {
  cheapestPerMerchant,
  comparePacks,
  equivalence,
  kindsForText,
  listKinds,
  parsePackSize,
  productKind,
  setLineAnyBrand,
  substitutionText,
  withEquivalents,
} from '@compare/core';
import { describe, expect, it } from 'vitest';
import { GROUPS, type Labelled, LINKS, NEGATIVES } from './equivalence-set';

interface Pair {
  a: Labelled;
  b: Labelled;
  equivalent: boolean;
}

function labelledPairs(): Pair[] {
  const pairs: Pair[] = [];
  for (const items of Object.values(GROUPS)) {
    for (let i = 0; i < items.length; i++)
      for (let j = i + 1; j < items.length; j++) pairs.push({ a: items[i]!, b: items[j]!, equivalent: true });
  }
  for (const [x, y, equivalent] of LINKS) {
    for (const a of GROUPS[x]!) for (const b of GROUPS[y]!) pairs.push({ a, b, equivalent });
  }
  for (const [a, b] of NEGATIVES) pairs.push({ a, b, equivalent: false });
  return pairs;
}

const PAIRS = labelledPairs();

describe('the labelled set of product pairs', () => {
  // Each pair is judged both ways: a suggestion is made from either side.
  const judged = PAIRS.flatMap((p) => [
    { ...p, said: equivalence(p.a, p.b) !== null },
    { ...p, a: p.b, b: p.a, said: equivalence(p.b, p.a) !== null },
  ]);
  const truePositives = judged.filter((p) => p.said && p.equivalent).length;
  const falsePositives = judged.filter((p) => p.said && !p.equivalent);
  const positives = judged.filter((p) => p.equivalent).length;
  const precision = truePositives / (truePositives + falsePositives.length);
  const recall = truePositives / positives;

  it('has at least 200 pairs, with hard negatives', () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(200);
    expect(PAIRS.filter((p) => !p.equivalent).length).toBeGreaterThanOrEqual(100);
  });

  it('suggests with a precision of at least 0.98 (and finds most equivalents)', () => {
    console.info(
      `equivalents: ${PAIRS.length} pairs, precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}`,
    );
    expect(falsePositives.map((p) => `${p.a.title} -> ${p.b.title}`)).toEqual([]);
    expect(precision).toBeGreaterThanOrEqual(0.98);
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });

  it('covers every staple kind with equivalents', () => {
    const covered = new Set(
      PAIRS.filter((p) => p.equivalent).flatMap((p) => {
        const kind = productKind(p.a);
        return kind ? [kind.kind.id] : [];
      }),
    );
    const staples = listKinds().filter((k) => k.staple);
    expect(staples.map((k) => k.id).filter((id) => !covered.has(id))).toEqual([]);
    for (const word of [
      'toned-milk',
      'full-cream-milk',
      'toor-dal',
      'basmati-rice',
      'sunflower-oil',
      'iodised-salt',
      'atta',
      'sugar',
      'curd',
      'paneer',
      'eggs',
      'onion',
    ])
      expect(covered.has(word)).toBe(true);
  });
});

describe('productKind', () => {
  it.each([
    ['Amul Taaza Toned Milk', 'Amul', 'Dairy & Eggs', 'toned-milk', []],
    ['Amul Gold Full Cream Milk', 'Amul', 'dairy-eggs', 'full-cream-milk', []],
    ['Organic Tattva Organic Toor Dal', 'Organic Tattva', 'Atta, Rice & Dal', 'toor-dal', ['organic']],
    ['Fortune Kachi Ghani Pure Mustard Oil', 'Fortune', 'Oils & Ghee', 'mustard-oil', ['cold pressed']],
    ['Amul Unsalted Butter', 'Amul', 'Dairy & Eggs', 'butter', ['unsalted']],
    ['Tata Salt', 'Tata', 'Masala & Spices', 'iodised-salt', []],
  ])('%s is %s', (title, brand, category, kind, attributes) => {
    expect(productKind({ title, brand, category })).toEqual({
      kind: expect.objectContaining({ id: kind }),
      attributes,
    });
  });

  it.each([
    ['Tata Tea Gold', 'Beverages'],
    ['Saffola Masala Oats Classic Masala', 'Breakfast & Cereals'],
    ['Britannia Milk Bread', 'Bakery & Bread'],
    ['Amul Kool Kesar Flavoured Milk', 'Dairy & Eggs'],
    ['Haldiram Moong Dal', 'Snacks & Namkeen'],
  ])('%s has no kind (so no equivalents)', (title, category) => {
    expect(productKind({ title, category })).toBeNull();
  });

  it("reads attributes from the merchants' titles: milk in a carton is long-life milk, ghee in one is not", () => {
    const nestle = productKind({
      title: 'Nestle a+ Nourish Toned Milk',
      brand: 'Nestle',
      category: 'Dairy & Eggs',
      attributes: ['Nestle a+ Nourish Toned Milk (Carton)'],
    });
    expect(nestle?.attributes).toEqual(['long life']);
    const ghee = productKind({
      title: 'Patanjali Cow Ghee',
      brand: 'Patanjali',
      category: 'Oils & Ghee',
      attributes: ['Patanjali Cow Ghee (Carton)'],
    });
    expect(ghee?.attributes).toEqual(['cow']);
  });

  it('never reads a kind from the brand', () => {
    // "Mother Dairy" names no dairy kind; "Fortune" or "Tata Salt" as a brand alone names nothing.
    expect(
      productKind({ title: 'Mother Dairy Cow Ghee', brand: 'Mother Dairy', category: 'Oils & Ghee' })?.kind
        .id,
    ).toBe('ghee');
    expect(productKind({ title: 'Mother Dairy', brand: 'Mother Dairy' })).toBeNull();
  });
});

describe('kindsForText (a list line without a brand)', () => {
  it.each([
    ['toned milk 1 l', ['toned-milk']],
    ['toor dal 1kg', ['toor-dal']],
    ['arhar dal', ['toor-dal']],
    ['atta 5kg', ['atta']],
    ['namak', ['iodised-salt']],
    ['anda', ['eggs']],
    ['pyaz 1 kg', ['onion']],
  ])('%s -> %j', (text, kinds) => {
    expect(kindsForText(text).map((k) => k.id)).toEqual(kinds);
  });

  it('a generic word names every kind of its family', () => {
    expect(kindsForText('दूध').map((k) => k.id)).toEqual([
      'double-toned-milk',
      'toned-milk',
      'full-cream-milk',
    ]);
    expect(kindsForText('doodh 1 l').map((k) => k.family)).toEqual(['milk', 'milk', 'milk']);
    expect(kindsForText('milk bread')).toEqual([]);
    expect(kindsForText('tata tea gold')).toEqual([]);
  });
});

describe('comparePacks', () => {
  const p = (label: string) => parsePackSize(label)!;
  it.each([
    ['1 l', '1000 ml', { basis: 'same-pack', packs: 1 }],
    ['1 l', '500 ml', { basis: 'packs', packs: 2 }],
    ['12 pcs', '6 pcs', { basis: 'packs', packs: 2 }],
    ['1 kg', '5 kg', { basis: 'unit-price', packs: 0 }],
    ['5 kg', '100 g', null],
    ['1 l', '1 kg', null],
    ['2 x 500 ml', '1 l', { basis: 'unit-price', packs: 0 }],
  ])('%s against %s', (a, b, expected) => {
    expect(comparePacks(p(a), p(b))).toEqual(expected);
  });
});

describe('cheapestPerMerchant', () => {
  const own = [
    {
      productId: 'amul',
      variant: '500 ml',
      brand: 'Amul',
      name: 'Amul Taaza Toned Milk',
      merchant: 'zepto',
      price: 28,
      packs: 1,
    },
    {
      productId: 'amul',
      variant: '500 ml',
      brand: 'Amul',
      name: 'Amul Taaza Toned Milk',
      merchant: 'blinkit',
      price: 27,
      packs: 1,
    },
  ];
  const others = [
    {
      productId: 'md',
      variant: '500 ml',
      brand: 'Mother Dairy',
      name: 'Mother Dairy Toned Milk',
      merchant: 'zepto',
      price: 25,
      packs: 1,
    },
    {
      productId: 'md',
      variant: '500 ml',
      brand: 'Mother Dairy',
      name: 'Mother Dairy Toned Milk',
      merchant: 'blinkit',
      price: 27,
      packs: 1,
    },
    {
      productId: 'nandini',
      variant: '500 ml',
      brand: 'Nandini',
      name: 'Nandini Toned Milk',
      merchant: 'dmart',
      price: 22,
      packs: 1,
    },
  ];

  it('picks the cheapest equivalent at each merchant and says what it saves', () => {
    const choices = cheapestPerMerchant(2, own, others);
    const zepto = choices.find((c) => c.merchant === 'zepto')!;
    expect(zepto).toMatchObject({ substituted: true, cost: 50, ownCost: 56, saving: 6 });
    expect(zepto.unitPrice).toEqual({ amount: 5, per: '100 ml' });
    expect(substitutionText(zepto, 'Amul Taaza Toned Milk', '500 ml')).toBe(
      'Mother Dairy Toned Milk 500 ml instead of Amul Taaza Toned Milk 500 ml at Zepto: ₹6.00 less',
    );
  });

  it('keeps the own product on a tie, and says when the own product is not sold there', () => {
    const choices = cheapestPerMerchant(1, own, others);
    expect(choices.find((c) => c.merchant === 'blinkit')).toMatchObject({ substituted: false, saving: 0 });
    const dmart = choices.find((c) => c.merchant === 'dmart')!;
    expect(dmart).toMatchObject({ substituted: true, ownCost: null, saving: null });
    expect(substitutionText(dmart, 'Amul Taaza Toned Milk', '500 ml')).toBe(
      'Nandini Toned Milk 500 ml instead of Amul Taaza Toned Milk 500 ml at DMart (Amul Taaza Toned Milk is not available there)',
    );
  });

  it('counts packs: two 500 ml pouches for a litre', () => {
    const litre = [{ ...own[0]!, variant: '1 l', price: 56 }];
    const halves = [{ ...others[0]!, packs: 2 }];
    const [zepto] = cheapestPerMerchant(1, litre, halves);
    expect(zepto).toMatchObject({ cost: 50, saving: 6 });
    expect(substitutionText(zepto!, 'Amul Taaza Toned Milk', '1 l')).toMatch(
      /^2 x Mother Dairy Toned Milk 500 ml instead/,
    );
  });
});

describe('withEquivalents and setLineAnyBrand', () => {
  const line = {
    productId: 'amul',
    productName: 'Amul Taaza Toned Milk',
    brand: 'Amul',
    variant: '1 l',
    quantity: 2,
    platformData: [
      { merchantName: 'zepto', price: 56, mrp: 56, img: '/a.svg', name: 'Amul Taaza Toned Milk' },
      { merchantName: 'blinkit', price: 54, mrp: 56, img: '/a.svg', name: 'Amul Taaza Toned Milk' },
    ],
  };
  const choice = {
    merchantName: 'zepto',
    productId: 'md',
    brand: 'Mother Dairy',
    name: 'Mother Dairy Toned Milk',
    variant: '500 ml',
    merchantUrl: 'https://zepto.example/md',
    img: '/md.svg',
    price: 25.5,
    mrp: 28,
    packs: 2,
    substituted: true,
    cost: 102,
    ownCost: 112,
    saving: 10,
    unitPrice: { amount: 5.1, per: '100 ml' as const },
    ownUnitPrice: { amount: 5.6, per: '100 ml' as const },
    text: '2 x Mother Dairy Toned Milk 500 ml instead of Amul Taaza Toned Milk 1 l at Zepto: ₹10.00 less',
  };
  const compared = [{ productId: 'amul', variant: '1 l', anyBrand: true, kind: null, choices: [choice] }];

  it('prices a line with any brand on as its cheaper equivalent where there is one', () => {
    const [on] = withEquivalents(setLineAnyBrand([line], 'amul', '1 l', true), compared);
    expect(on!.anyBrand).toBe(true);
    expect(on!.platformData).toEqual([
      line.platformData[1],
      {
        merchantName: 'zepto',
        price: 51,
        mrp: 56,
        img: '/md.svg',
        name: '2 x Mother Dairy Toned Milk 500 ml',
        merchantUrl: 'https://zepto.example/md',
        isOutOfStock: false,
      },
    ]);
  });

  it('leaves a line with any brand off as it is, and off removes the flag', () => {
    expect(withEquivalents([line], compared)).toEqual([line]);
    const off = setLineAnyBrand(setLineAnyBrand([line], 'amul', '1 l', true), 'amul', '1 l', false);
    expect(off).toEqual([line]);
  });
});
