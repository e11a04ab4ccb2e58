// The evaluation sets (test/import/eval, bench/data) and the scoring the matching evaluation prints
// (bench/matching-eval.ts): the sets are what their README says, and the score counts pairs right.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bigbasketFeed } from '../../bench/bigbasket-feed';
import { type EvalRow, isComboTitle, type Placement, scorePairs, wilson } from '../../bench/eval-score';

const MERCHANTS = ['blinkit', 'zepto', 'swiggy', 'bigbasket', 'dmart', 'jiomart'];

interface LabelledRow {
  label: string;
  merchant: string;
  sku: string;
  title: string;
  url: string;
  mrp: number;
  price: number;
  city: string;
}

const labelled = readFileSync(new URL('./eval/labelled-mumbai.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as LabelledRow);

describe('the hand-labelled cross-merchant set', () => {
  it('holds at least 300 listings of about a hundred items from the six merchants, mostly in Mumbai', () => {
    const listings = new Set(labelled.map((r) => `${r.merchant}:${r.sku}`));
    expect(listings.size).toBeGreaterThanOrEqual(300);
    const items = new Set(labelled.map((r) => r.label)).size;
    expect(items).toBeGreaterThanOrEqual(90);
    expect(new Set(labelled.map((r) => r.merchant))).toEqual(new Set(MERCHANTS));
    const mumbai = labelled.filter((r) => r.city === 'Mumbai').length;
    expect(mumbai / labelled.length).toBeGreaterThan(0.95);
    expect(mumbai).toBeLessThan(labelled.length);
  });

  it('gives one item one MRP within a few percent at every merchant, and a price at most the MRP', () => {
    const byLabel = new Map<string, number[]>();
    for (const r of labelled) {
      expect(r.price).toBeLessThanOrEqual(r.mrp);
      byLabel.set(r.label, [...(byLabel.get(r.label) ?? []), r.mrp]);
    }
    for (const [label, mrps] of byLabel) {
      expect(Math.max(...mrps) / Math.min(...mrps), label).toBeLessThanOrEqual(1.05);
    }
  });

  it('keeps one sku per listing: a merchant sku is one item, in every city it is priced in', () => {
    const labelOf = new Map<string, string>();
    for (const r of labelled) {
      const key = `${r.merchant}:${r.sku}`;
      expect(labelOf.get(key) ?? r.label, key).toBe(r.label);
      labelOf.set(key, r.label);
    }
  });
});

describe("BigBasket's public list as a feed", () => {
  const feed = bigbasketFeed();

  it('gives every one of the 27,555 listings a row: its id as sku, its MRP and price, a bigbasket URL', () => {
    expect(feed).toHaveLength(27_555);
    expect(new Set(feed.map((r) => r.sku)).size).toBe(27_555);
    for (const r of feed) {
      expect(r.title.length).toBeGreaterThan(0);
      expect(r.price).toBeLessThanOrEqual(r.mrp);
      expect(r.url.startsWith(`https://www.bigbasket.com/pd/${r.sku}/`)).toBe(true);
    }
    expect(feed.find((r) => r.sku === '1')).toMatchObject({
      title: 'Garlic Oil - Vegetarian Capsule 500 mg',
      brand: 'Sri Sri Ayurveda',
      mrp: 220,
      price: 220,
      city: 'Mumbai',
    });
  });
});

describe('pair scoring', () => {
  const row = (key: string, label: string, title: string, mrp: number, brand?: string): EvalRow => ({
    key,
    label,
    merchant: key.split(':')[0]!,
    sku: key.split(':')[1]!,
    city: 'Mumbai',
    title,
    ...(brand ? { brand } : {}),
    mrp,
    url: `https://example.com/${key}`,
  });
  const at = (variant: string, pendingReview = false): Placement => ({
    variant,
    product: variant,
    variantLabel: '1 l',
    kind: pendingReview ? 'review' : 'matched',
    pendingReview,
  });

  it('counts right pairs, joins of two items and splits of one item, each with its cause', () => {
    const rows = [
      row('blinkit:1', 'gold', 'Saffola Gold Oil', 210, 'Saffola'),
      row('zepto:2', 'gold', 'Saffola Gold Refined Oil', 210, 'Saffola'),
      row('swiggy:3', 'gold', 'Saffola Gold Oil Pouch', 208),
      row('dmart:4', 'tasty', 'Saffola Tasty Oil', 178, 'Marico'),
      // The same listing priced in a second city counts once.
      row('blinkit:1', 'gold', 'Saffola Gold Oil', 210, 'Saffola'),
    ];
    const placed = new Map([
      ['blinkit:1', at('v1')],
      ['zepto:2', at('v1')],
      ['swiggy:3', at('v2', true)],
      ['dmart:4', at('v1')],
    ]);
    const score = scorePairs(rows, placed);
    expect(score.listings).toBe(4);
    expect(score.labelledPairs).toBe(3);
    expect(score.predictedPairs).toBe(3);
    expect(score.truePairs).toBe(1);
    expect(score.precision).toBeCloseTo(1 / 3);
    expect(score.recall).toBeCloseTo(1 / 3);
    expect(score.mixedVariants).toBe(1);
    expect(score.splitItems).toBe(1);
    expect(score.falseMerges).toEqual([
      expect.objectContaining({ cause: 'MRPs more than 10% apart', pairs: 2 }),
    ]);
    expect(score.misses).toEqual([
      expect.objectContaining({ cause: 'left for review (a suggestion waits)', pairs: 2 }),
    ]);
  });

  it('refuses to score a listing the import did not store', () => {
    expect(() => scorePairs([row('jiomart:9', 'x', 'X', 10)], new Map())).toThrow(
      /jiomart:9 was not imported/,
    );
  });

  it('gives the 95% Wilson interval', () => {
    const [lo, hi] = wilson(8, 10);
    expect(lo).toBeCloseTo(0.49, 2);
    expect(hi).toBeCloseTo(0.943, 3);
    expect(wilson(0, 0).every(Number.isNaN)).toBe(true);
  });

  it('tells combos from multipacks of one item', () => {
    expect(isComboTitle('Toor/Arhar Dal, 1 kg + Moong Dal, 1 kg + Masoor Dal, 1 kg')).toBe(true);
    expect(isComboTitle('Ayurvedic Soap Combo (Buy 3 Get 75g Free)')).toBe(true);
    expect(isComboTitle('Dove Cream Beauty Bathing Bar (Buy 3 Get 1 Free)')).toBe(true);
    expect(isComboTitle('Maggi 2-Minute Masala Noodles 4 x 70 g')).toBe(false);
    expect(isComboTitle('Tata Salt 1 kg (Pack of 2)')).toBe(false);
  });
});
