// Product answers computed for the shopper's location, composed from the in-memory catalogue
// (loaded-catalogue.ts), search (catalogue-search.ts) and answer shaping (offer-shaping.ts).
import {
  compareMerchants,
  fromPaise,
  leadOffer,
  PLATFORMS,
  type ProductSort,
  productSortKey,
} from '@compare/core';
import type { ChangeStream } from '../change-stream';
import type { OfferRow } from '../repositories/offers';
import type { ProductsRepository, VariantRow, VisibleZone } from '../repositories/products';
import type { SynonymsRepository } from '../repositories/synonyms';
import type { SearchHit } from '../search/hits';
import type { Suggestion } from '../search/suggest';
import { CATALOGUE_TTL_MS, createLoadingCache } from './cache';
import { createCatalogueSearch } from './catalogue-search';
import { type CatalogueEntry, createLoadedCatalogue, type ZoneSummary } from './loaded-catalogue';
import { type LocationService, type MerchantReach, type Point, visibleZones } from './location';
import { absoluteUrl, normalisePlatforms, type ProductDto, shapeProducts } from './offer-shaping';
import { createShapedProducts, type Shaped } from './shaped-products';

/** GET /products filters after validation. */
export interface ProductListQuery {
  q?: string | undefined;
  platforms?: string[] | undefined;
  category?: string | undefined;
  brand?: string | undefined;
  sort?: ProductSort | undefined;
  offset: number;
  limit: number;
}

/** One page of a product search. */
export interface ProductPage {
  /** The page's products, in page order (the same objects other pages show: do not change them). */
  data: ProductDto[];
  /** The page's product ids, in page order. */
  productIds: string[];
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
  /**
   * Loads what the first searches at `points` need: the catalogue, its search index and the
   * summaries of the zones visible there (each in slices between other work).
   */
  warm(points: readonly Point[]): Promise<void>;
}

// Search answers are up to ~80 kB each: a few hundred cover the hot searches in ~16 MB.
const MAX_CACHED_PAGES = 200;
const PAGE_TTL_MS = 5_000;
// Shaped products (a product's visible offers as the JSON a page sends, ~3 kB at the demo's
// merchant count) are shared by every page that shows them: other searches, other pages and sorts
// of the same search. Bounded by bytes; kept as long as a page (another process's price updates
// show as soon), and dropped whenever the page cache is.
const SHAPED_CACHE_BYTES = 64 * 1024 * 1024;

// Searches run at start, before the first request (see `warm`), and the origin their answers use.
const WARM_SEARCHES = 24;
const WARM_ORIGIN = 'http://warm-up.invalid';

/** A visible zone's summary and its merchant. */
interface VisibleSummary {
  merchant: string;
  summary: ZoneSummary;
}

/** The entry's variants with the preferred one (the typed pack size) first. */
function preferredFirst(entry: CatalogueEntry, preferred: string | null | undefined): CatalogueEntry {
  if (!preferred || entry.variants[0]?.id === preferred) return entry;
  const first = entry.variants.filter((v) => v.id === preferred);
  if (first.length === 0) return entry;
  return { ...entry, variants: [...first, ...entry.variants.filter((v) => v.id !== preferred)] };
}

/**
 * A product's key under `sort` from the offer its card shows first (core's product-sort rules),
 * reading each visible zone's lowest offer per variant; `visible` is in merchant order, so of equal
 * prices the first merchant's leads, as the card lists offers.
 */
function sortKeyOf(
  entry: CatalogueEntry,
  sort: Exclude<ProductSort, 'relevance'>,
  visible: readonly VisibleSummary[],
): number | null {
  const byLabel = new Map(entry.variants.map((v) => [v.label, v.id]));
  const lead = leadOffer(
    entry.variants.map((v) => v.label),
    (label) =>
      visible.flatMap(({ summary }) => {
        const low = summary.lowest(byLabel.get(label)!);
        return low
          ? [{ price: fromPaise(low.pricePaise), mrp: fromPaise(low.mrpPaise), isOutOfStock: !low.inStock }]
          : [];
      }),
  );
  return productSortKey(lead, sort);
}

/** A page as kept: the answer and the offers it shows (their ids, and SORTED_PAGES when ordered by price). */
type CachedPage = ProductPage & { builtFrom: string[] };

// The tag of the pages a zone summary reload drops: those ordered by what the summaries hold.
const SORTED_PAGES = 'sorted';

/** The trending sections as kept, and the offers they show. */
interface TrendingAnswer {
  sections: Array<{ title: string; category: string; products: ProductDto[] }>;
  builtFrom: string[];
}

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
  changes: ChangeStream;
  synonyms: SynonymsRepository;
  location: LocationService;
  /** Offers observed longer ago than this are marked stale (OFFER_MAX_AGE_HOURS). */
  offerMaxAgeMs?: number;
}): ProductService {
  const { location } = deps;
  const loaded = createLoadedCatalogue(deps);
  const search = createCatalogueSearch(deps);
  // Shaped products and the offers each was built from (what a price change of one of them expires).
  const loadShaped = async (
    entries: CatalogueEntry[],
    reach: MerchantReach[],
    origin: string,
    merchants?: string[] | null,
  ): Promise<Shaped[]> => {
    const offers = await loaded.offersOf(entries, visibleZones(reach, merchants));
    const products = shapeProducts(entries, offers, reach, origin, deps.offerMaxAgeMs);
    const offerIds = new Map<string, string[]>();
    for (const o of offers) {
      const list = offerIds.get(o.variant_id) ?? [];
      list.push(o.id);
      offerIds.set(o.variant_id, list);
    }
    return products.map((product, i) => ({
      product,
      offers: entries[i]!.variants.flatMap((v) => offerIds.get(v.id) ?? []),
    }));
  };
  const shaped = createShapedProducts({
    shape: loadShaped,
    changes: deps.changes,
    maxBytes: SHAPED_CACHE_BYTES,
    ttlMs: PAGE_TTL_MS,
    maxContexts: MAX_CACHED_PAGES,
  });
  // Whole answers per (search, merchants' reach at the point, origin), kept a few seconds (so
  // price updates made on SQLite by another process show soon). Each knows the offers it shows: a
  // price change drops the pages that show that offer; a zone summary reloaded drops the pages
  // ordered by price (sorting reads the summaries); an import drops them all.
  const pages = createLoadingCache({
    ttlMs: PAGE_TTL_MS,
    maxEntries: MAX_CACHED_PAGES,
    tags: (page: CachedPage) => page.builtFrom,
    changes: {
      stream: deps.changes,
      on: {
        offer: ({ offer }) => [offer.id],
        zones: ({ all }) => (all ? 'drop' : [SORTED_PAGES]),
        catalogue: 'drop',
      },
    },
    load: async (args: PageArgs): Promise<CachedPage> => {
      const { query, reach, origin, platforms } = args;
      const visible = visibleZones(reach, platforms);
      if (visible.length === 0)
        return { data: [], productIds: [], total: 0, searchedFor: null, similar: false, builtFrom: [] };
      const [cat, listed] = await Promise.all([loaded.catalogue(), Promise.all(visible.map(loaded.zone))]);
      const category = query.category?.toLowerCase();
      const brand = query.brand?.toLowerCase();
      const accept = (entry: CatalogueEntry) => {
        const { row } = entry;
        return (
          (!category ||
            row.category_title.toLowerCase() === category ||
            row.category.toLowerCase() === category) &&
          (!brand || row.brand.toLowerCase() === brand) &&
          listed.some((zone) => zone.lists(entry))
        );
      };
      const sort = query.sort ?? 'relevance';
      const zonesShown = visible
        .map((z, i) => ({ merchant: z.merchant, summary: listed[i]! }))
        .sort((a, b) => compareMerchants(a.merchant, b.merchant));
      // Relevance pages are chosen without sorting every match; other orders key every accepted match
      // by what its card shows first (the typed pack size first), then keep the first offset + limit.
      const result = await search.page(query.q ?? '', cat, {
        accept,
        offset: query.offset,
        limit: query.limit,
        sortKey:
          sort === 'relevance'
            ? undefined
            : (hit: SearchHit<CatalogueEntry>) =>
                sortKeyOf(preferredFirst(hit.product, hit.variantId), sort, zonesShown),
      });
      const { total, searchedFor, similar } = result;
      // The variant matching a typed pack size goes first, so the card selects it.
      const shown = result.hits.map((hit) => preferredFirst(hit.product, hit.variantId));
      const products = await shaped.get(shown, reach, origin, platforms);
      const builtFrom = products.flatMap((p) => p.offers);
      // Pages chosen by the zones' summaries (and every page of an all-zones visibility change).
      builtFrom.push(SORTED_PAGES);
      return {
        data: products.map((p) => p.product),
        productIds: shown.map((entry) => entry.row.id),
        total,
        searchedFor,
        similar: similar && total > 0,
        builtFrom: sort === 'relevance' ? builtFrom.slice(0, -1) : builtFrom,
      };
    },
  });
  // Trending sections (the home page's main call) and category tiles per zone reach and origin,
  // built once and dropped when something they show changes (a price change drops the trending
  // answers showing that offer), so the answer (and its bytes and encodings, answers/encode.ts) is
  // reused until then.
  const trendingPages = createLoadingCache({
    ttlMs: CATALOGUE_TTL_MS,
    maxEntries: MAX_CACHED_PAGES,
    tags: (answer: TrendingAnswer) => answer.builtFrom,
    changes: {
      stream: deps.changes,
      on: { offer: ({ offer }) => [offer.id], zones: ({ all }) => (all ? 'drop' : []), catalogue: 'drop' },
    },
    load: async ({ reach, origin }: { reach: MerchantReach[]; origin: string }): Promise<TrendingAnswer> => {
      const cat = await loaded.catalogue();
      const ids = [...new Set(cat.sections.flatMap((s) => s.product_ids))];
      const all = await loadShaped(
        ids.flatMap((id) => cat.byId.get(id) ?? []),
        reach,
        origin,
      );
      const byId = new Map(all.map(({ product }) => [product.productId, product]));
      const sections = cat.sections.map((s) => ({
        title: s.title,
        category: s.category,
        products: s.product_ids.flatMap((id) => {
          const p = byId.get(id);
          return p && Object.keys(p.platformData).length > 0 ? [p] : [];
        }),
      }));
      return { sections, builtFrom: all.flatMap((p) => p.offers) };
    },
  });
  const categoryTiles = createLoadingCache({
    ttlMs: CATALOGUE_TTL_MS,
    maxEntries: 16,
    changes: { stream: deps.changes, on: { zones: 'drop', catalogue: 'drop' } },
    load: async (origin: string) =>
      (await loaded.categories()).map((c) => ({
        title: c.title,
        img: absoluteUrl(c.img, origin),
        search: c.search,
        slug: c.slug,
      })),
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
        query.sort ?? 'relevance',
        query.offset,
        query.limit,
      ]);
      return pages.get({ query, reach, origin, platforms }, key);
    },
    async suggest(q, limit) {
      return search.suggest(q, await loaded.catalogue(), limit);
    },
    async byId(id, point, origin) {
      const entry = (await loaded.catalogue()).byId.get(id);
      if (!entry) return null;
      const [shapedOne] = await loadShaped([entry], await location.reach(point), origin);
      return shapedOne?.product ?? null;
    },
    async visibleOffers(id, point) {
      const entry = (await loaded.catalogue()).byId.get(id);
      if (!entry) return null;
      return {
        variants: entry.variants,
        offers: await loaded.offersOf([entry], await location.zones(point)),
      };
    },
    async trending(point, origin) {
      const reach = await location.reach(point);
      const key = JSON.stringify([origin, reach.map((r) => [r.merchant, r.cityId, r.eta])]);
      return (await trendingPages.get({ reach, origin }, key)).sections;
    },
    async categories(origin) {
      return categoryTiles.get(origin, origin);
    },
    async warm(points) {
      const cat = await loaded.catalogue();
      const visible = new Map<string, VisibleZone>();
      for (const point of points)
        for (const zone of await location.zones(point)) visible.set(`${zone.merchant} ${zone.cityId}`, zone);
      await Promise.all([search.warm(cat), ...[...visible.values()].map(loaded.zone)]);
      // A few searches through the whole path (search, offers, shaping), one after another, so the
      // first shoppers' searches run compiled code over warm database pages instead of paying for
      // that themselves: the kinds of the trending products (milk, atta, ...), as a shopper types.
      const kinds = [
        ...new Set(cat.sections.flatMap((s) => s.product_ids.map((id) => cat.byId.get(id)?.kind ?? ''))),
      ]
        .filter(Boolean)
        .slice(0, WARM_SEARCHES);
      for (const point of points) {
        const reach = await location.reach(point);
        for (const q of kinds) {
          const query: ProductListQuery = { q, offset: 0, limit: 20 };
          await pages.get({ query, reach, origin: WARM_ORIGIN, platforms: null }, `warm ${q}`);
        }
      }
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
