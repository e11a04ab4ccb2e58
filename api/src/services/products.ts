// Product answers computed for the shopper's location, composed from the in-memory catalogue
// (catalogue-index.ts), search (search/ranking.ts) and answer shaping (offer-shaping.ts).
import { PLATFORMS } from '@compare/core';
import type { OfferRow, OffersRepository } from '../repositories/offers';
import type { ProductsRepository, VariantRow } from '../repositories/products';
import type { SynonymsRepository } from '../repositories/synonyms';
import { CATALOGUE_TTL_MS, cachedByKey } from './cache';
import { type CatalogueEntry, createCatalogueIndex } from './catalogue-index';
import { type LocationService, type MerchantReach, type Point, visibleZones } from './location';
import { absoluteUrl, normalisePlatforms, type ProductDto, shapeProducts } from './offer-shaping';
import { createSearchRanking } from './search/ranking';
import type { Suggestion } from './search/search-index';

/** GET /products filters after validation. */
export interface ProductListQuery {
  q?: string | undefined;
  platforms?: string[] | undefined;
  category?: string | undefined;
  brand?: string | undefined;
  offset: number;
  limit: number;
}

/** One page of a product search. */
export interface ProductPage {
  data: ProductDto[];
  total: number;
  /** What was searched for when a typed word was corrected ("tomato" for "tomatoe"); else null. */
  searchedFor: string | null;
  /** True when nothing matched every word and these are the closest products instead. */
  similar: boolean;
}

/** Product use cases. */
export interface ProductService {
  list(query: ProductListQuery, point: Point, origin: string): Promise<ProductPage>;
  /** Catalogue terms, brands and Hinglish words for a search box that starts with `q`. */
  suggest(q: string, limit: number): Promise<Suggestion[]>;
  byId(id: string, point: Point, origin: string): Promise<ProductDto | null>;
  /** A product's variants and its offers visible at `point`; null for an unknown product. */
  visibleOffers(id: string, point: Point): Promise<{ variants: VariantRow[]; offers: OfferRow[] } | null>;
  trending(
    point: Point,
    origin: string,
  ): Promise<Array<{ title: string; category: string; products: ProductDto[] }>>;
  categories(origin: string): Promise<Array<{ title: string; img: string; search: string; slug: string }>>;
  platforms(point: Point): Promise<Array<{ name: string; eta: { value: number | null; unit: 'mins' } }>>;
}

// Search answers are up to ~50 kB each: a few hundred cover the hot searches in ~10 MB.
const MAX_CACHED_PAGES = 200;
const PAGE_TTL_MS = 5_000;

/** What one cached search answer depends on. */
interface PageArgs {
  query: ProductListQuery;
  reach: MerchantReach[];
  origin: string;
  platforms: string[] | null;
}

/** Creates the product service. */
export function createProductService(deps: {
  products: ProductsRepository;
  offers: Pick<OffersRepository, 'onChange' | 'onCatalogueChange'>;
  synonyms: SynonymsRepository;
  location: LocationService;
}): ProductService {
  const { location } = deps;
  const index = createCatalogueIndex(deps);
  const ranking = createSearchRanking(deps);
  const loadShaped = async (
    entries: CatalogueEntry[],
    reach: MerchantReach[],
    origin: string,
    merchants?: string[] | null,
  ) => shapeProducts(entries, await index.offersOf(entries, visibleZones(reach, merchants)), reach, origin);
  // Whole answers per (search, merchants' reach at the point, origin), kept a few seconds (so other
  // processes' price updates show soon) and dropped at every price update made here.
  const pages = cachedByKey(PAGE_TTL_MS, MAX_CACHED_PAGES, async (args: PageArgs): Promise<ProductPage> => {
    const { query, reach, origin, platforms } = args;
    const visible = visibleZones(reach, platforms);
    if (visible.length === 0) return { data: [], total: 0, searchedFor: null, similar: false };
    const [cat, listed] = await Promise.all([index.catalogue(), Promise.all(visible.map(index.zone))]);
    const result = query.q ? await ranking.search(query.q, cat) : null;
    const candidates = result ? result.entries : cat.entries;
    const category = query.category?.toLowerCase();
    const brand = query.brand?.toLowerCase();
    const found = candidates.filter(
      ({ row }) =>
        listed.some((zone) => zone.products.has(row.id)) &&
        (!category ||
          row.category_title.toLowerCase() === category ||
          row.category.toLowerCase() === category) &&
        (!brand || row.brand.toLowerCase() === brand),
    );
    // The variant matching a typed pack size goes first, so the card selects it.
    const page = found.slice(query.offset, query.offset + query.limit).map((entry) => {
      const preferred = result?.variants.get(entry.row.id);
      if (!preferred) return entry;
      const first = entry.variants.filter((v) => v.id === preferred);
      return { ...entry, variants: [...first, ...entry.variants.filter((v) => v.id !== preferred)] };
    });
    return {
      data: await loadShaped(page, reach, origin, platforms),
      total: found.length,
      searchedFor: result?.searchedFor ?? null,
      similar: (result?.similar ?? false) && found.length > 0,
    };
  });
  // Trending sections (the home page's main call) and category tiles per zone reach and origin,
  // built once and dropped at every change, so the answer (and its serialised, compressed body
  // upstream) is reused until something it shows changes.
  const trendingPages = cachedByKey(
    CATALOGUE_TTL_MS,
    MAX_CACHED_PAGES,
    async ({ reach, origin }: { reach: MerchantReach[]; origin: string }) => {
      const cat = await index.catalogue();
      const ids = [...new Set(cat.sections.flatMap((s) => s.product_ids))];
      const all = await loadShaped(
        ids.flatMap((id) => cat.byId.get(id) ?? []),
        reach,
        origin,
      );
      const byId = new Map(all.map((p) => [p.productId, p]));
      return cat.sections.map((s) => ({
        title: s.title,
        category: s.category,
        products: s.product_ids.flatMap((id) => {
          const p = byId.get(id);
          return p && Object.keys(p.platformData).length > 0 ? [p] : [];
        }),
      }));
    },
  );
  const categoryTiles = cachedByKey(CATALOGUE_TTL_MS, 16, async (origin: string) =>
    (await index.categories()).map((c) => ({
      title: c.title,
      img: absoluteUrl(c.img, origin),
      search: c.search,
      slug: c.slug,
    })),
  );
  deps.offers.onChange(() => {
    pages.clear();
    trendingPages.clear();
  });
  deps.offers.onCatalogueChange(() => {
    pages.clear();
    trendingPages.clear();
    categoryTiles.clear();
  });
  return {
    async list(query, point, origin) {
      const platforms = query.platforms ? normalisePlatforms(query.platforms) : null;
      const reach = await location.reach(point);
      const key = JSON.stringify([
        origin,
        reach.map((r) => [r.merchant, r.cityId, r.eta]),
        platforms,
        query.q,
        query.category,
        query.brand,
        query.offset,
        query.limit,
      ]);
      return pages.get({ query, reach, origin, platforms }, key);
    },
    async suggest(q, limit) {
      return ranking.suggest(q, await index.catalogue(), limit);
    },
    async byId(id, point, origin) {
      const entry = (await index.catalogue()).byId.get(id);
      if (!entry) return null;
      const [product] = await loadShaped([entry], await location.reach(point), origin);
      return product ?? null;
    },
    async visibleOffers(id, point) {
      const entry = (await index.catalogue()).byId.get(id);
      if (!entry) return null;
      return {
        variants: entry.variants,
        offers: await index.offersOf([entry], await location.zones(point)),
      };
    },
    async trending(point, origin) {
      const reach = await location.reach(point);
      const key = JSON.stringify([origin, reach.map((r) => [r.merchant, r.cityId, r.eta])]);
      return trendingPages.get({ reach, origin }, key);
    },
    async categories(origin) {
      return categoryTiles.get(origin, origin);
    },
    async platforms(point) {
      const reach = new Map((await location.reach(point)).map((r) => [r.merchant as string, r.eta]));
      return PLATFORMS.map((p) => ({
        name: p.key,
        eta: { value: reach.get(p.key) ?? null, unit: 'mins' as const },
      }));
    },
  };
}
