// Catalogue search over a loaded catalogue, without a database: a page of results is the same as
// cutting the full ranking, every accepted match keeps its relevance for other orders, and a new
// catalogue is indexed in the background while searches keep answering from the previous index.
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../src/catalogue/index';
import type { Catalogue as DemoCatalogue } from '../src/catalogue/types';
import type { PageRequest } from '../src/search/hits';
import { compareRelevance } from '../src/search/hits';
import { type CatalogueSearch, createCatalogueSearch } from '../src/services/catalogue-search';
import type { Catalogue, CatalogueEntry } from '../src/services/loaded-catalogue';

const demo = generateCatalogue();

/** The demo catalogue as the service loads it, `copies` times (copies renamed, as a bigger city). */
function loaded(source: DemoCatalogue, copies = 1, rename: (name: string) => string = (n) => n): Catalogue {
  const titles = new Map(source.categories.map((c) => [c.slug, c.title]));
  const entries: CatalogueEntry[] = [];
  for (let copy = 0; copy < copies; copy++) {
    source.products.forEach((p, i) => {
      const id = copy === 0 ? p.id : `${p.id}-${copy}`;
      const name = rename(copy === 0 ? p.name : `${p.name} Pack ${copy}`);
      entries.push({
        row: {
          id,
          brand: p.brand,
          name,
          category: p.category,
          category_title: titles.get(p.category) ?? p.category,
          tags: p.tags.join(' '),
          images: '[]',
        },
        variants: source.variants
          .filter((v) => v.productId === p.id)
          .map((v, order) => ({
            id: copy === 0 ? v.id : `${v.id}-${copy}`,
            product_id: id,
            label: v.label,
            pack_value: 1,
            pack_unit: 'g',
            sort_order: order,
          })),
        images: [],
        kind: p.tags[0] ?? '',
        // A few trending products, so the tie order is exercised.
        trending: i % 9 === 0 ? i % 4 : Number.POSITIVE_INFINITY,
      });
    });
  }
  return { entries, byId: new Map(entries.map((e) => [e.row.id, e])), sections: [] };
}

const synonyms = { all: async () => demo.hinglish };
const QUERIES = [
  'milk',
  'a',
  'ma',
  'rice',
  'atta 5kg',
  'amul butter',
  'tomatoe',
  'doodh',
  'xyzzyq',
  '12 eggs',
  '!!!',
];
const ids = (entries: readonly CatalogueEntry[]) => entries.map((e) => e.row.id);

/** A page of `q`'s results as entries, with the search's count and flags. */
async function pageOf(
  search: CatalogueSearch,
  q: string,
  catalogue: Catalogue,
  request: Partial<PageRequest<CatalogueEntry>> = {},
) {
  const page = await search.page(q, catalogue, { accept: () => true, offset: 0, limit: 100_000, ...request });
  return { ...page, entries: page.hits.map((h) => h.product) };
}

describe('search pages', () => {
  const catalogue = loaded(demo);
  const ranking = createCatalogueSearch({ synonyms });

  it('cuts the same page from the matches as the full ranking does, with the same count', async () => {
    for (const q of QUERIES) {
      const full = await pageOf(ranking, q, catalogue);
      for (const [offset, limit] of [
        [0, 20],
        [20, 20],
        [5, 3],
      ] as const) {
        const page = await pageOf(ranking, q, catalogue, { offset, limit });
        expect(ids(page.entries), q).toEqual(ids(full.entries.slice(offset, offset + limit)));
        expect(page.total, q).toBe(full.entries.length);
        expect(page.searchedFor, q).toBe(full.searchedFor);
        expect(page.similar, q).toBe(full.similar);
      }
    }
  });

  it('counts and pages only the accepted products', async () => {
    const dairy = (e: CatalogueEntry) => e.row.category === 'dairy-eggs';
    for (const q of ['milk', 'ma', 'butter 500g']) {
      const full = (await pageOf(ranking, q, catalogue)).entries.filter(dairy);
      const page = await pageOf(ranking, q, catalogue, { accept: dairy, offset: 1, limit: 4 });
      expect(ids(page.entries), q).toEqual(ids(full.slice(1, 5)));
      expect(page.total, q).toBe(full.length);
    }
  });

  it('puts the typed pack size first for the products of the page', async () => {
    const page = await pageOf(ranking, 'amul butter 500g', catalogue, { limit: 5 });
    const first = page.hits[0]!;
    const variant = first.product.variants.find((v) => v.id === first.variantId);
    expect(variant?.label).toBe('500 g');
  });

  it('orders by a sort key first, keyless matches last, and by relevance between equal keys', async () => {
    // Shorter names first; names of one word have no key.
    const sortKey = (hit: { product: CatalogueEntry }) => {
      const length = hit.product.row.name.split(' ').length;
      return length === 1 ? null : length;
    };
    for (const q of QUERIES) {
      const full = await pageOf(ranking, q, catalogue);
      const sorted = await pageOf(ranking, q, catalogue, { sortKey });
      const expected = [...full.hits]
        .sort((a, b) => {
          const ka = sortKey(a);
          const kb = sortKey(b);
          if (ka === null || kb === null) return ka === kb ? compareRelevance(a, b) : ka === null ? 1 : -1;
          return ka - kb || compareRelevance(a, b);
        })
        .map((h) => h.product);
      expect(ids(sorted.entries), q).toEqual(ids(expected));
      expect(sorted.total, q).toBe(full.total);
      const page = await pageOf(ranking, q, catalogue, { sortKey, offset: 3, limit: 4 });
      expect(ids(page.entries), q).toEqual(ids(expected.slice(3, 7)));
    }
  });
});

describe('indexing a new catalogue', () => {
  it('answers from the previous index while the new one builds, then from the new one', async () => {
    const ranking = createCatalogueSearch({ synonyms });
    const before = loaded(demo);
    await ranking.warm(before);
    // The next load renames every product and drops the first one.
    const renamed = loaded(demo, 1, (n) => `${n} Zorbified`);
    const after: Catalogue = {
      ...renamed,
      entries: renamed.entries.slice(1),
      byId: new Map(renamed.entries.slice(1).map((e) => [e.row.id, e])),
    };
    const during = await pageOf(ranking, 'milk', after, { accept: () => true, offset: 0, limit: 50 });
    // Old words still find products (the old index), as the new catalogue's entries, minus the dropped one.
    expect(during.total).toBeGreaterThan(0);
    expect(during.entries.every((e) => after.byId.get(e.row.id) === e)).toBe(true);
    expect(ids(during.entries)).not.toContain(before.entries[0]!.row.id);
    expect(
      (await pageOf(ranking, 'zorbified', after, { accept: () => true, offset: 0, limit: 1 })).total,
    ).toBe(0);
    await ranking.warm(after);
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (let i = 0; i < 50; i++) {
      if ((await pageOf(ranking, 'zorbified', after, { accept: () => true, offset: 0, limit: 1 })).total > 0)
        break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const done = await pageOf(ranking, 'zorbified', after, { accept: () => true, offset: 0, limit: 1 });
    expect(done.total).toBe(after.entries.length);
  });

  it('answers with the entries of a reload that changed nothing', async () => {
    const ranking = createCatalogueSearch({ synonyms });
    const before = loaded(demo);
    await ranking.warm(before);
    const again = loaded(demo);
    await ranking.warm(again);
    let page = await pageOf(ranking, 'milk', again, { accept: () => true, offset: 0, limit: 5 });
    for (let i = 0; i < 50 && !again.entries.includes(page.entries[0]!); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      page = await pageOf(ranking, 'milk', again, { accept: () => true, offset: 0, limit: 5 });
    }
    const first = await pageOf(ranking, 'milk', before, { accept: () => true, offset: 0, limit: 5 });
    expect(ids(page.entries)).toEqual(ids(first.entries));
    expect(page.entries.every((e) => again.byId.get(e.row.id) === e)).toBe(true);
  });

  it('lets other work run while a large catalogue is indexed', async () => {
    const ranking = createCatalogueSearch({ synonyms });
    const big = loaded(demo, 20);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    try {
      await ranking.warm(big);
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(3);
    const page = await pageOf(ranking, 'milk', big, { accept: () => true, offset: 0, limit: 10 });
    expect(page.total).toBeGreaterThanOrEqual(20);
  });
});
