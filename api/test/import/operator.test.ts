// An operator's own catalogue: a database without the demo, removing the demo later, one product
// per item whatever the sku scheme, no made-up pack sizes, product lines kept apart, snapshots
// that retire what a merchant no longer lists, and the review queue at scale.
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../src/catalogue/index';
import { loadConfig } from '../../src/config';
import { runReview } from '../../src/import/cli-review';
import { loadDemoIfEmpty, prepareDatabase, removeDemo } from '../../src/import/demo';
import { type ImportOptions, importFeed } from '../../src/import/importer';
import { SnapshotRefused } from '../../src/import/snapshot';
import { createMatchReviewsRepository } from '../../src/repositories/match-reviews';
import { createProductsRepository } from '../../src/repositories/products';
import { fixtureCatalogue } from '../fixtures/catalogue';
import { createTestDb, engines, type TestDb } from '../helpers';

const HOSTS: Record<string, (sku: string) => string> = {
  blinkit: (sku) => `https://blinkit.com/prn/x/prid/${sku}`,
  zepto: (sku) => `https://www.zeptonow.com/pn/x/pvid/${sku}`,
  swiggy: (sku) => `https://www.swiggy.com/instamart/item/${sku}`,
  bigbasket: (sku) => `https://www.bigbasket.com/pd/${sku}/x/`,
  dmart: (sku) => `https://www.dmart.in/product/x?selectedProd=${sku}`,
  jiomart: (sku) => `https://www.jiomart.com/p/groceries/x/${sku}`,
};

interface Listing {
  merchant: string;
  sku: string;
  title: string;
  pack?: string;
  brand?: string;
  city?: string;
  price?: number;
  mrp?: number;
  observedAt?: string;
}

const feed = (rows: Listing[]) =>
  rows
    .map((r) =>
      JSON.stringify({
        url: HOSTS[r.merchant]!(r.sku),
        mrp: r.mrp ?? 100,
        price: r.price ?? 90,
        inStock: true,
        city: 'Mumbai',
        ...r,
      }),
    )
    .join('\n');

const load = (db: Knex, rows: Listing[] | string, options: Partial<ImportOptions> = {}) => {
  const text = typeof rows === 'string' ? rows : feed(rows);
  return importFeed(db, { input: Readable.from([text]), format: 'jsonl', ...options });
};

const snapshot = (db: Knex, rows: Listing[] | string, force = false) => {
  const text = typeof rows === 'string' ? rows : feed(rows);
  return load(db, text, { snapshot: { reread: () => Readable.from([text]), force } });
};

const count = async (db: Knex, table: string) =>
  Number(((await db(table).count({ n: '*' }).first()) as { n: number | string }).n);

const listing = (db: Knex, key: string) =>
  db('listings').where({ key }).first() as Promise<{
    product_id: string;
    variant_id: string;
    match_kind: string;
    match_reason: string;
  }>;

describe.each(engines())('an operator catalogue on $name', (engine) => {
  describe('DEMO_DATA=off', () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await createTestDb(engine, false);
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    it('gives an empty database the reference data and nothing of the demo, once', async () => {
      expect(await prepareDatabase(t.db, fixtureCatalogue, false)).toEqual({ reference: true });
      for (const table of [
        'products',
        'variants',
        'offers',
        'stores',
        'price_observations',
        'trending_items',
      ])
        expect(await count(t.db, table), table).toBe(0);
      for (const table of ['merchants', 'categories', 'cities', 'places', 'fee_rules', 'search_synonyms'])
        expect(await count(t.db, table), table).toBeGreaterThan(0);
      expect(await prepareDatabase(t.db, fixtureCatalogue, false)).toBeNull();
    });

    it('makes one product per item for skus per city, and shows a second sku in one city as its own', async () => {
      const rows: Listing[] = [];
      for (const [i, title] of [
        'Tata Salt Lite',
        'Fortune Sunlite Refined Oil',
        'Aashirvaad Atta',
      ].entries()) {
        for (const city of ['Mumbai', 'Delhi']) {
          rows.push({ merchant: 'blinkit', sku: `bk-${i}-${city}`, title, pack: '1 kg', city });
          rows.push({ merchant: 'zepto', sku: `z-${i}`, title, pack: '1 kg', city });
        }
      }
      const first = await load(t.db, rows);
      expect(first).toMatchObject({ productsCreated: 3, leftForReview: 0, rejectedCount: 0 });
      expect(await count(t.db, 'variants')).toBe(3);
      const mumbai = await listing(t.db, 'blinkit:bk-0-Mumbai');
      const delhi = await listing(t.db, 'blinkit:bk-0-Delhi');
      expect(delhi.variant_id).toBe(mumbai.variant_id);
      expect(JSON.parse(delhi.match_reason).note).toBe(
        'blinkit lists the same item under its own sku in another city',
      );
      // A second sku with the same title in a city where the merchant already prices one: one
      // merchant's two skus are two items, so it is a product of its own, shown at once.
      const second = await load(t.db, [
        { merchant: 'blinkit', sku: 'bk-0-Mumbai', title: 'Tata Salt Lite', pack: '1 kg' },
        { merchant: 'blinkit', sku: 'bk-0-again', title: 'Tata Salt Lite', pack: '1 kg' },
      ]);
      expect(second).toMatchObject({ leftForReview: 0, productsCreated: 1 });
      const again = await listing(t.db, 'blinkit:bk-0-again');
      expect(again.match_kind).toBe('created');
      expect(again.product_id).not.toBe(mumbai.product_id);
      expect(JSON.parse(again.match_reason).note).toBe(
        'blinkit lists the same title under another sku in this city: two of its skus are two items',
      );
      const shown = (await createProductsRepository(t.db).catalogueRows()).products.map((p) => p.id);
      expect(shown).toEqual(expect.arrayContaining([again.product_id, mumbai.product_id]));
      expect(shown).toHaveLength(4);
    });

    it('never makes a listing without a pack size another product’s pack size', async () => {
      const summary = await load(t.db, [
        { merchant: 'swiggy', sku: 'sw-maggi', title: 'Maggi 2-Minute Masala Noodles', pack: '70 g' },
        { merchant: 'bigbasket', sku: 'bb-maggi-chicken', title: 'Maggi 2 Minute Chicken Noodles' },
        { merchant: 'bigbasket', sku: 'bb-maggi', title: 'Maggi 2-Minute Masala Noodles' },
        { merchant: 'bigbasket', sku: 'bb-gyan-syrup', title: 'Gyan Up Syrup', brand: 'Gyan Up' },
        { merchant: 'bigbasket', sku: 'bb-gyan-tab', title: 'Gyan Up Tablets', brand: 'Gyan Up' },
        { merchant: 'bigbasket', sku: 'bb-brinjal-1', title: 'Fresho Brinjal-1' },
        { merchant: 'bigbasket', sku: 'bb-brinjal-2', title: 'Fresho Brinjal-2' },
        { merchant: 'jiomart', sku: 'jm-brinjal-1', title: 'Fresho Brinjal-1' },
      ]);
      // Numbers other than pack sizes tell items apart; the same item without a pack size from a
      // second merchant joins the first's "pack size not given" variant.
      const brinjal1 = await listing(t.db, 'bigbasket:bb-brinjal-1');
      expect((await listing(t.db, 'bigbasket:bb-brinjal-2')).product_id).not.toBe(brinjal1.product_id);
      expect((await listing(t.db, 'jiomart:jm-brinjal-1')).variant_id).toBe(brinjal1.variant_id);
      expect(summary.rejectedCount).toBe(0);
      const masala = await listing(t.db, 'swiggy:sw-maggi');
      const chicken = await listing(t.db, 'bigbasket:bb-maggi-chicken');
      const same = await listing(t.db, 'bigbasket:bb-maggi');
      expect(chicken.product_id).not.toBe(masala.product_id);
      // The same words: the same product, its pack size shown as not given.
      expect(same.product_id).toBe(masala.product_id);
      const labels = (await t.db('variants').where({ product_id: masala.product_id }).select('label')).map(
        (v) => v.label,
      );
      expect(labels.sort()).toEqual(['70 g', 'pack size not given']);
      const syrup = await listing(t.db, 'bigbasket:bb-gyan-syrup');
      const tablets = await listing(t.db, 'bigbasket:bb-gyan-tab');
      expect(syrup.product_id).not.toBe(tablets.product_id);
      // No product has two variants of one label, so every listing is shown somewhere.
      const labelsPerProduct = await t
        .db('variants')
        .select('product_id', 'label')
        .count({ n: '*' })
        .groupBy('product_id', 'label')
        .havingRaw('count(*) > 1');
      expect(labelsPerProduct).toEqual([]);
    });

    it('keeps apart the lines a merchant lists side by side, and items whose MRPs differ', async () => {
      const summary = await load(t.db, [
        // blinkit lists both Red Label lines: "royal" and "original" tell that brand's items apart.
        { merchant: 'blinkit', sku: 'rl-royal', title: 'Red Label Royal Paneer', pack: '200 g' },
        { merchant: 'blinkit', sku: 'rl-original', title: 'Red Label Original Paneer', pack: '200 g' },
        { merchant: 'zepto', sku: 'rl-original', title: 'Red Label Original Paneer Block', pack: '200 g' },
        // One Vadilal face wash at ₹28, another merchant's "Active" one at ₹492: another item.
        { merchant: 'swiggy', sku: 'vd', title: 'Vadilal Face Wash', pack: '100 g', mrp: 28, price: 25 },
        { merchant: 'zepto', sku: 'vd-active', title: 'Vadilal Active Face Wash', pack: '100 g', mrp: 492 },
        // Differently worded, each way, at MRPs that agree but are not one printed MRP (1.5% apart):
        // its own product, merge suggested.
        {
          merchant: 'blinkit',
          sku: 'sv-tasty',
          title: 'Savlon Tasty Cheese Slices',
          pack: '200 g',
          mrp: 100,
        },
        {
          merchant: 'zepto',
          sku: 'sv-creamy',
          title: 'Savlon Creamy Cheese Cubes',
          pack: '200 g',
          mrp: 101.5,
        },
      ]);
      expect(summary).toMatchObject({ productsCreated: 6, leftForReview: 1 });
      const royal = await listing(t.db, 'blinkit:rl-royal');
      const original = await listing(t.db, 'blinkit:rl-original');
      const zepto = await listing(t.db, 'zepto:rl-original');
      expect(original.product_id).not.toBe(royal.product_id);
      expect(zepto.variant_id).toBe(original.variant_id);
      const active = await listing(t.db, 'zepto:vd-active');
      expect(active.match_kind).toBe('created');
      expect(JSON.parse(active.match_reason).note).toBe('MRP ₹492 vs ₹28: 94% apart, another item');
      const creamy = await listing(t.db, 'zepto:sv-creamy');
      expect(creamy.match_kind).toBe('review');
      expect(JSON.parse(creamy.match_reason).evidence).toContain(
        'each title has a word the other lacks (listing "creamy cubes", product "tasty slices")',
      );
    });

    it('pages, filters and decides the review queue in bulk', async () => {
      const reviews = createMatchReviewsRepository(t.db);
      const printed: string[] = [];
      const out = (text: string) => printed.push(text);
      expect(await reviews.count({ status: 'pending' })).toBe(1);
      expect(await reviews.count({ status: 'pending', merchant: 'blinkit' })).toBe(0);
      expect(await runReview(t.db, ['--merchant', 'zepto', '--page-size', '1'], out)).toBe(0);
      const [text] = printed;
      expect(text).toMatch(/^1 suggested merge\(s\); every listing is shown as its own product/);
      expect(text).toMatch(/By brand:\n {2}Fresh +1 {2}score 0\.\d{3}\n1-1 shown \(page 1 of 1/);
      expect(text).toContain(
        'each title has a word the other lacks (listing "creamy cubes", product "tasty slices")',
      );
      printed.length = 0;
      expect(await runReview(t.db, ['accept', '--min-score', '0.99'], out)).toBe(0);
      expect(printed).toEqual(['No suggested merges select those filters.']);
      printed.length = 0;
      expect(await runReview(t.db, ['accept', '--brand', 'vadilal'], out)).toBe(0);
      expect(printed).toEqual(['No suggested merges select those filters.']);
      printed.length = 0;
      expect(await runReview(t.db, ['reject', '--brand', 'fresh', '--max-score', '1'], out)).toBe(0);
      expect(printed).toHaveLength(1);
      expect(printed[0]).toMatch(/^#\d+ rejected: zepto "Savlon Creamy Cheese Cubes" \(score /);
      expect(await reviews.count({ status: 'pending' })).toBe(0);
      await expect(runReview(t.db, ['accept'], out)).rejects.toThrow(
        'review accept needs ids, or --merchant, --brand, --min-score or --max-score',
      );
    });
  });

  describe('snapshots', () => {
    let t: TestDb;
    const BASE: Listing[] = [
      { merchant: 'blinkit', sku: 's1', title: 'Amul Butter', pack: '100 g' },
      { merchant: 'blinkit', sku: 's2', title: 'Amul Cheese Slices', pack: '200 g' },
      { merchant: 'blinkit', sku: 's3', title: 'Amul Masti Dahi', pack: '400 g' },
      { merchant: 'blinkit', sku: 's4', title: 'Amul Kool Cafe', pack: '200 ml' },
      { merchant: 'blinkit', sku: 's1', title: 'Amul Butter', pack: '100 g', city: 'Delhi' },
      { merchant: 'zepto', sku: 'z1', title: 'Amul Butter', pack: '100 g' },
    ];
    const live = async (merchant: string, city: string) =>
      (await t
        .db('offers')
        .where({ merchant, city_id: city })
        .whereNull('retired_at')
        .select('id')) as unknown[];
    beforeAll(async () => {
      t = await createTestDb(engine, false);
      await prepareDatabase(t.db, fixtureCatalogue, false);
      await load(t.db, BASE);
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    it('retires exactly the listings a pair no longer lists, keeping their history', async () => {
      const summary = await snapshot(t.db, BASE.slice(0, 3));
      expect(summary.retired).toBe(1);
      expect(summary.snapshotNotes).toEqual(['blinkit in mumbai: retired 1 of 4 listings']);
      const retired = await t.db('offers').whereNotNull('retired_at').select('title', 'in_stock');
      expect(retired).toEqual([{ title: 'Amul Kool Cafe', in_stock: engine.name === 'sqlite' ? 0 : false }]);
      // Delhi and zepto were not in the file: untouched.
      expect(await live('blinkit', 'delhi')).toHaveLength(1);
      expect(await live('zepto', 'mumbai')).toHaveLength(1);
      const history = await t
        .db('price_observations as p')
        .join('offers as o', 'o.id', 'p.offer_id')
        .where('o.title', 'Amul Kool Cafe')
        .orderBy('p.id')
        .select('p.in_stock');
      expect(history.map((h) => Boolean(h.in_stock))).toEqual([true, false]);
      // Without --snapshot nothing is retired; listed again, it is back.
      const back = await load(t.db, BASE.slice(3, 4));
      expect(back.retired).toBe(0);
      expect(await live('blinkit', 'mumbai')).toHaveLength(4);
    });

    it('stops before writing when more than half would go, unless forced', async () => {
      const repriced = [{ ...BASE[0]!, price: 50 }];
      await expect(snapshot(t.db, repriced)).rejects.toThrow(SnapshotRefused);
      await expect(snapshot(t.db, repriced)).rejects.toThrow(
        'snapshot stopped before writing: blinkit in mumbai would retire 3 of 4 listings (more than half)',
      );
      const butter = await t
        .db('offers')
        .where({ merchant: 'blinkit', city_id: 'mumbai', title: 'Amul Butter' })
        .first();
      expect(Number(butter.price_paise)).toBe(9000);
      const forced = await snapshot(t.db, repriced, true);
      expect(forced.retired).toBe(3);
      expect(await live('blinkit', 'mumbai')).toHaveLength(1);
      await load(t.db, BASE);
    });

    it('retires nothing for a pair a bad row may belong to, and says why', async () => {
      const text = `${feed(BASE.slice(0, 2))}\n${JSON.stringify({ merchant: 'blinkit', sku: 's9', title: 'x', city: 'Mumbai', price: 5, mrp: 4, url: HOSTS.blinkit!('s9'), inStock: true })}`;
      const summary = await snapshot(t.db, text);
      expect(summary.retired).toBe(0);
      expect(summary.snapshotNotes).toEqual([
        'blinkit in mumbai: nothing retired, line 3 was rejected (price 5 is more than mrp 4)',
      ]);
      const broken = `${feed(BASE.slice(0, 2))}\nnot json`;
      expect((await snapshot(t.db, broken)).snapshotNotes).toEqual([
        'nothing retired: line 3: not valid JSON',
      ]);
      expect(await live('blinkit', 'mumbai')).toHaveLength(4);
    });
  });

  describe('demo remove', () => {
    it('drops the demo and keeps every imported listing with its product and history', async () => {
      const t = await createTestDb(engine, false);
      try {
        await loadDemoIfEmpty(t.db, generateCatalogue);
        const imported = await load(t.db, [
          // At the demo's own price: a price or MRP far from it would be held as quarantined.
          {
            merchant: 'blinkit',
            sku: 'op-1',
            title: 'Amul Taaza Toned Milk',
            pack: '500 ml',
            mrp: 28,
            price: 27,
          },
          { merchant: 'zepto', sku: 'op-2', title: 'Paper Boat Aamras Drink', pack: '200 ml' },
        ]);
        expect(imported.rejectedCount).toBe(0);
        const removed = await removeDemo(t.db, generateCatalogue);
        expect(removed.products).toBeGreaterThan(100);
        const offers = await t.db('offers').select('merchant', 'title');
        expect(offers.map((o) => o.title).sort()).toEqual([
          'Amul Taaza Toned Milk',
          'Paper Boat Aamras Drink',
        ]);
        expect(await count(t.db, 'products')).toBe(2);
        expect(await count(t.db, 'variants')).toBe(2);
        expect(await count(t.db, 'listings')).toBe(2);
        expect(await count(t.db, 'trending_items')).toBe(0);
        const sources = await t.db('price_observations').distinct('source');
        expect(sources).toEqual([{ source: 'import' }]);
        expect(await count(t.db, 'fee_rules')).toBeGreaterThan(0);
        // The stores that price the imported offers stay.
        expect(await t.db('stores').distinct('merchant', 'city_id').orderBy('merchant')).toEqual([
          { merchant: 'blinkit', city_id: 'mumbai' },
          { merchant: 'zepto', city_id: 'mumbai' },
        ]);
      } finally {
        await t.cleanup();
      }
    });
  });
});

describe('operator settings', () => {
  it('reads DEMO_DATA and OFFER_MAX_AGE_HOURS, refusing what they cannot mean', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: 'ON' }).demoData).toBe(true);
    expect(() => loadConfig({ DEMO_DATA: 'maybe' })).toThrow('DEMO_DATA must be on or off');
    expect(loadConfig({}).offerMaxAgeHours).toBe(72);
    expect(loadConfig({ OFFER_MAX_AGE_HOURS: '24' }).offerMaxAgeHours).toBe(24);
    expect(() => loadConfig({ OFFER_MAX_AGE_HOURS: '0' })).toThrow(
      'OFFER_MAX_AGE_HOURS must be a whole number from 1 to 8760',
    );
  });
});
