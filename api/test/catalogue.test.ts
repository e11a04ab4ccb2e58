import { type PlatformKey, parsePackLabel } from '@compare/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, etaAt, generateCatalogue } from '../src/catalogue/index';

const MUMBAI = { lat: 19.076, lon: 72.8777 };
const BASKET_MERCHANTS: readonly PlatformKey[] = ['blinkit', 'zepto', 'swiggy', 'bigbasket', 'dmart'];

const URL_PATTERNS: Record<PlatformKey, RegExp> = {
  blinkit: /^https:\/\/blinkit\.com\/prn\/[a-z0-9]+(?:-[a-z0-9]+)*\/prid\/\d+$/,
  zepto:
    /^https:\/\/www\.zeptonow\.com\/pn\/[a-z0-9]+(?:-[a-z0-9]+)*\/pvid\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  swiggy: /^https:\/\/www\.swiggy\.com\/instamart\/item\/[A-Z0-9]{10}$/,
  bigbasket: /^https:\/\/www\.bigbasket\.com\/pd\/\d+\/[a-z0-9]+(?:-[a-z0-9]+)*\/$/,
  dmart: /^https:\/\/www\.dmart\.in\/product\/[a-z0-9]+(?:-[a-z0-9]+)*\?selectedProd=\d+$/,
  jiomart: /^https:\/\/www\.jiomart\.com\/p\/groceries\/[a-z0-9]+(?:-[a-z0-9]+)*\/\d+$/,
};

let catalogue: Catalogue;

beforeAll(() => {
  catalogue = generateCatalogue();
});

function expectUnique(values: readonly (string | number)[]): void {
  const seen = new Set<string | number>();
  const duplicates: (string | number)[] = [];
  for (const value of values) {
    if (seen.has(value)) duplicates.push(value);
    seen.add(value);
  }
  expect(duplicates).toEqual([]);
}

describe('generateCatalogue', () => {
  it('is deterministic', () => {
    expect(generateCatalogue()).toEqual(catalogue);
  });

  it('generates in under 300 ms', () => {
    // Best of three, so a busy CI machine measures the work rather than its neighbours.
    const timings = [0, 1, 2].map(() => {
      const start = performance.now();
      generateCatalogue();
      return performance.now() - start;
    });
    expect(Math.min(...timings)).toBeLessThan(300);
  });

  it('has at least 300 products in at least 12 categories with unique ids', () => {
    expect(catalogue.products.length).toBeGreaterThanOrEqual(300);
    expect(catalogue.categories.length).toBeGreaterThanOrEqual(12);
    expectUnique(catalogue.products.map((product) => product.id));
    expectUnique(catalogue.variants.map((variant) => variant.id));
    expectUnique(catalogue.offers.map((offer) => offer.id));
    expectUnique(catalogue.categories.map((category) => category.slug));
    const slugs = new Set(catalogue.categories.map((category) => category.slug));
    for (const category of catalogue.categories) {
      expect(category.img).toBe(`/images/categories/${category.slug}.svg`);
      expect(catalogue.products.some((product) => product.category === category.slug)).toBe(true);
    }
    for (const product of catalogue.products) {
      expect(slugs.has(product.category)).toBe(true);
      expect(product.images).toEqual([`/images/products/${product.id}.svg`]);
      expect(product.tags.length).toBeGreaterThan(0);
    }
  });

  it('puts the well-known products at their real-world MRPs (Tata Salt 1 kg, Maggi 4 x 70 g, ...)', () => {
    const mrpOf = (productId: string, label: string) =>
      catalogue.variants.find((variant) => variant.productId === productId && variant.label === label)?.mrp;
    expect(mrpOf('amul-taaza-toned-milk', '500 ml')).toBeGreaterThanOrEqual(27);
    expect(mrpOf('amul-taaza-toned-milk', '500 ml')).toBeLessThanOrEqual(29);
    expect(mrpOf('tata-salt', '1 kg')).toBe(28);
    expect(mrpOf('maggi-2-minute-masala-noodles', '4 x 70 g')).toBe(56);
    const atta = mrpOf('aashirvaad-shudh-chakki-atta', '5 kg') ?? 0;
    expect(atta).toBeGreaterThanOrEqual(280);
    expect(atta).toBeLessThanOrEqual(320);
  });

  it('gives every variant a label that parses to its pack size, and many products several sizes', () => {
    const productIds = new Set(catalogue.products.map((product) => product.id));
    for (const variant of catalogue.variants) {
      expect(productIds.has(variant.productId)).toBe(true);
      const { packValue, packUnit } = parsePackLabel(variant.label);
      expect({ packValue: variant.packValue, packUnit: variant.packUnit }).toEqual({ packValue, packUnit });
      expect(variant.mrp).toBeGreaterThan(0);
    }
    const maggi = catalogue.variants.find((variant) => variant.label === '4 x 70 g');
    expect(maggi).toMatchObject({ packValue: 280, packUnit: 'g' });
    const multi = catalogue.products.filter(
      (product) => catalogue.variants.filter((variant) => variant.productId === product.id).length >= 2,
    );
    expect(multi.length).toBeGreaterThanOrEqual(150);
  });

  it('prices every offer above 0 and at most its MRP, in rupees with at most 2 decimals', () => {
    const variantById = new Map(catalogue.variants.map((variant) => [variant.id, variant]));
    // One assertion over the list: 30k expect() calls would take seconds.
    const bad = catalogue.offers.filter(
      (offer) =>
        !(offer.price > 0) ||
        offer.price > offer.mrp ||
        offer.mrp !== variantById.get(offer.variantId)?.mrp ||
        Math.round(offer.price * 100) !== offer.price * 100,
    );
    expect(bad).toEqual([]);
    const outOfStock = catalogue.offers.filter((offer) => !offer.inStock).length / catalogue.offers.length;
    expect(outOfStock).toBeGreaterThan(0.01);
    expect(outOfStock).toBeLessThan(0.1);
    expect(catalogue.offers.length).toBeLessThan(40000);
  });

  it("builds URLs in each merchant's pattern, the same in every city and distinct per variant", () => {
    const urlByListing = new Map<string, string>();
    const listingByUrl = new Map<string, string>();
    const problems: string[] = [];
    for (const offer of catalogue.offers) {
      if (!URL_PATTERNS[offer.merchant].test(offer.url)) problems.push(`pattern: ${offer.url}`);
      const listing = `${offer.merchant}|${offer.variantId}`;
      const known = urlByListing.get(listing);
      if (known === undefined) urlByListing.set(listing, offer.url);
      else if (known !== offer.url) problems.push(`differs by city: ${listing}`);
      const owner = listingByUrl.get(offer.url);
      if (owner === undefined) listingByUrl.set(offer.url, listing);
      else if (owner !== listing) problems.push(`shared: ${offer.url}`);
    }
    expect(problems).toEqual([]);
    expect(new Set(catalogue.offers.map((offer) => offer.merchant)).size).toBe(6);
  });

  it('words titles the way each merchant does', () => {
    const titles = Object.fromEntries(
      catalogue.offers
        .filter((offer) => offer.variantId === 'amul-taaza-toned-milk--500-ml' && offer.cityId === 'mumbai')
        .map((offer) => [offer.merchant, offer.title]),
    );
    expect(titles).toEqual({
      blinkit: 'Amul Taaza Toned Milk',
      zepto: 'Amul Taaza Toned Fresh Milk (Pouch)',
      swiggy: 'Amul Taaza Toned Milk Pouch',
      bigbasket: 'Amul Taaza Homogenised Toned Milk, 500 ml Pouch',
      dmart: 'Amul Taaza Toned Milk : 500 ml',
      jiomart: 'Amul Taaza Toned Milk 500 ml',
    });
  });

  it('lists a merchant-specific subset and prices it per city', () => {
    const variantCount = catalogue.variants.length;
    for (const merchant of ['blinkit', 'zepto', 'swiggy', 'bigbasket', 'dmart', 'jiomart'] as const) {
      const listed = new Set(catalogue.offers.filter((o) => o.merchant === merchant).map((o) => o.variantId));
      expect(listed.size / variantCount).toBeGreaterThan(0.6);
      expect(listed.size / variantCount).toBeLessThan(0.97);
    }
    const mumbaiPrices = new Map(
      catalogue.offers
        .filter((o) => o.cityId === 'mumbai')
        .map((o) => [`${o.merchant}|${o.variantId}`, o.price]),
    );
    const differing = catalogue.offers.filter((o) => {
      const mumbai = mumbaiPrices.get(`${o.merchant}|${o.variantId}`);
      return o.cityId === 'delhi' && mumbai !== undefined && mumbai !== o.price;
    });
    expect(differing.length).toBeGreaterThan(100);
  });

  it('has offers only where the merchant has stores', () => {
    const servedPairs = new Set(catalogue.stores.map((store) => `${store.merchant}|${store.cityId}`));
    for (const offer of catalogue.offers)
      expect(servedPairs.has(`${offer.merchant}|${offer.cityId}`)).toBe(true);
    const dmartCities = new Set(catalogue.stores.filter((s) => s.merchant === 'dmart').map((s) => s.cityId));
    expect([...dmartCities].sort()).toEqual(['ahmedabad', 'bengaluru', 'hyderabad', 'mumbai', 'pune']);
  });

  it('has at least 10 cities and 2-6 stores per served merchant city', () => {
    expect(catalogue.cities.length).toBeGreaterThanOrEqual(10);
    const counts = new Map<string, number>();
    for (const store of catalogue.stores) {
      const key = `${store.merchant}|${store.cityId}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const count of counts.values()) {
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(6);
    }
  });

  it('serves the Mumbai default point from the five basket merchants within 8-40 minutes', () => {
    for (const merchant of BASKET_MERCHANTS) {
      const stores = catalogue.stores.filter((store) => store.merchant === merchant);
      const eta = etaAt(stores, MUMBAI.lat, MUMBAI.lon);
      expect(eta, merchant).not.toBeNull();
      expect(eta ?? 0).toBeGreaterThanOrEqual(8);
      expect(eta ?? 0).toBeLessThanOrEqual(40);
    }
  });

  it('leaves some places in India unserved by every merchant', () => {
    const unserved = catalogue.places.filter(
      (place) => etaAt(catalogue.stores, place.lat, place.lon) === null,
    );
    expect(unserved.map((place) => place.name)).toEqual(
      expect.arrayContaining(['Shimla', '172114', '194101']),
    );
  });

  it('has at least 150 places with valid PIN codes and every city among them', () => {
    expect(catalogue.places.length).toBeGreaterThanOrEqual(150);
    expectUnique(catalogue.places.map((place) => place.id));
    for (const place of catalogue.places) {
      if (place.pincode !== null) expect(place.pincode).toMatch(/^[1-9]\d{5}$/);
      if (place.kind === 'pincode') expect(place.name).toBe(place.pincode);
      expect(Math.abs(place.lat - 22)).toBeLessThan(16);
      expect(Math.abs(place.lon - 82)).toBeLessThan(16);
    }
    for (const city of catalogue.cities) {
      expect(catalogue.places.some((place) => place.kind === 'city' && place.name === city.name)).toBe(true);
      const localities = catalogue.places.filter(
        (place) => place.kind === 'locality' && place.city === city.name,
      );
      expect(localities.length).toBeGreaterThanOrEqual(7);
    }
    expect(catalogue.places.find((place) => place.name === '400053')).toMatchObject({
      kind: 'pincode',
      city: 'Andheri West, Mumbai',
      state: 'Maharashtra',
    });
  });

  it('maps at least 60 Hinglish words to terms that find catalogue products', () => {
    const categoryTitle = new Map(catalogue.categories.map((category) => [category.slug, category.title]));
    const haystacks = catalogue.products.map((product) =>
      [product.name, ...product.tags, categoryTitle.get(product.category) ?? ''].join(' ').toLowerCase(),
    );
    const entries = Object.entries(catalogue.hinglish);
    expect(entries.length).toBeGreaterThanOrEqual(60);
    const misses = entries.flatMap(([word, terms]) =>
      terms
        .filter((term) => !haystacks.some((text) => text.includes(term.toLowerCase())))
        .map((t) => `${word}->${t}`),
    );
    expect(misses).toEqual([]);
    expect(catalogue.hinglish.doodh).toEqual(['milk']);
    // Latin script or Devanagari, one to three words ("sarson ka tel", "सरसों का तेल").
    expect(
      entries.filter(
        ([word]) => !/^(?:[a-z]+|[\u0900-\u097f]+)(?: (?:[a-z]+|[\u0900-\u097f]+)){0,2}$/.test(word),
      ),
    ).toEqual([]);
  });

  it('has 5-7 trending sections of 10-16 existing products from their category', () => {
    const productById = new Map(catalogue.products.map((product) => [product.id, product]));
    const slugByTitle = new Map(catalogue.categories.map((category) => [category.title, category.slug]));
    expect(catalogue.trending.length).toBeGreaterThanOrEqual(5);
    expect(catalogue.trending.length).toBeLessThanOrEqual(7);
    for (const section of catalogue.trending) {
      expect(section.productIds.length).toBeGreaterThanOrEqual(10);
      expect(section.productIds.length).toBeLessThanOrEqual(16);
      for (const id of section.productIds) {
        expect(productById.get(id)?.category).toBe(slugByTitle.get(section.category));
      }
    }
  });

  it('has one sourced fee rule per fee key with GST from 22 Sep 2025', () => {
    expect(catalogue.feeRules.map((rule) => rule.platform).sort()).toEqual([
      'bigbasket',
      'blinkit',
      'dmart_ready',
      'jiomart',
      'swiggy_instamart',
      'zepto',
    ]);
    for (const rule of catalogue.feeRules) {
      expect(rule.source.length).toBeGreaterThan(20);
      expect(rule.source).toMatch(/20\d\d/);
      expect(rule.effectiveFrom).toBe('2025-09-22');
      expect(rule.gstRate).toBe(0.18);
    }
    const dmart = catalogue.feeRules.find((rule) => rule.platform === 'dmart_ready');
    expect(dmart?.deliveryFee).toBeNull();
  });
});
