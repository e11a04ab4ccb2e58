// Product answers computed for the shopper's location, composed from the in-memory catalogue
// (catalogue-index.ts), search (search/ranking.ts) and answer shaping (offer-shaping.ts).
import { fromPaise, offerDiscountPercent, PLATFORMS, toPaise, unitPrice } from '@compare/core';
import { LRUCache } from 'lru-cache';
import type { OfferRow, OffersRepository } from '../repositories/offers';
import type { ProductsRepository, VariantRow, VisibleZone } from '../repositories/products';
import type { SynonymsRepository } from '../repositories/synonyms';
import { CATALOGUE_TTL_MS, cachedByKey } from './cache';
import {
  type CatalogueEntry,
  createCatalogueIndex,
  type LowestInZone,
  type ZoneSummary,
} from './catalogue-index';
import { type LocationService, type MerchantReach, type Point, visibleZones } from './location';
import { absoluteUrl, normalisePlatforms, type ProductDto, shapeProducts } from './offer-shaping';
import { compareRelevance, createSearchRanking } from './search/ranking';
import type { Suggestion } from './search/search-index';

/** The orders GET /products can answer in (`relevance` when none is asked for). */
export const PRODUCT_SORTS = ['relevance', 'price', 'unit-price', 'discount'] as const;
/** One of {@link PRODUCT_SORTS}. */
export type ProductSort = (typeof PRODUCT_SORTS)[number];

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
  /** The page's products, each serialised as JSON (a ProductDto, UTF-8), in page order. */
  data: Buffer[];
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

// Unit prices per 100 g, per 100 ml and per piece are not comparable: the unit orders first.
const UNIT_ORDER = ['100 g', '100 ml', '1 pc'];

/** A visible zone's summary and its merchant (ties between equal lowest prices go by merchant). */
interface VisibleSummary {
  merchant: string;
  summary: ZoneSummary;
}

/** The entry's variants with the preferred one (the typed pack size) first. */
function preferredFirst(entry: CatalogueEntry, preferred: string | undefined): CatalogueEntry {
  if (!preferred || entry.variants[0]?.id === preferred) return entry;
  const first = entry.variants.filter((v) => v.id === preferred);
  if (first.length === 0) return entry;
  return { ...entry, variants: [...first, ...entry.variants.filter((v) => v.id !== preferred)] };
}

/**
 * What a product's card shows first: its first variant with a visible offer, and that variant's
 * lowest visible offer (docs/rules.md, "Lowest offer": in stock first, then the cheapest; of equal
 * prices the first listed, offers being listed by price then merchant).
 */
function leadOf(
  entry: CatalogueEntry,
  visible: readonly VisibleSummary[],
): { label: string; offer: LowestInZone } | null {
  for (const v of entry.variants) {
    let best: LowestInZone | null = null;
    let bestMerchant = '';
    for (const { merchant, summary } of visible) {
      const low = summary.lowest(v.id);
      if (!low) continue;
      if (
        !best ||
        (low.inStock && !best.inStock) ||
        (low.inStock === best.inStock &&
          (low.pricePaise < best.pricePaise ||
            (low.pricePaise === best.pricePaise && merchant < bestMerchant)))
      ) {
        best = low;
        bestMerchant = merchant;
      }
    }
    if (best) return { label: v.label, offer: best };
  }
  return null;
}

/**
 * A product's sort key (lower first), or null when it has none (no visible offer, or no pack size
 * for a unit price): the same keys as the search page's own sort (widgets' search-sort.ts).
 */
function sortKey(
  entry: CatalogueEntry,
  sort: Exclude<ProductSort, 'relevance'>,
  visible: readonly VisibleSummary[],
): number | null {
  const lead = leadOf(entry, visible);
  if (!lead) return null;
  const price = fromPaise(lead.offer.pricePaise);
  if (sort === 'price') return lead.offer.pricePaise;
  if (sort === 'discount') return -offerDiscountPercent(price, fromPaise(lead.offer.mrpPaise));
  const perUnit = unitPrice(price, lead.label);
  return perUnit ? UNIT_ORDER.indexOf(perUnit.per) * 1e9 + toPaise(perUnit.amount) : null;
}

/**
 * The first `k` items of `items` in `compare` order, sorted, chosen with a bounded heap (the worst
 * kept item on top) so only k items are ever ordered, however many there are.
 */
export function topK<T>(items: Iterable<T>, k: number, compare: (a: T, b: T) => number): T[] {
  const heap: T[] = [];
  if (k <= 0) return heap;
  const worse = (i: number, j: number) => compare(heap[i]!, heap[j]!) > 0;
  const swap = (i: number, j: number) => {
    const t = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = t;
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0; ) {
        const parent = (i - 1) >> 1;
        if (!worse(i, parent)) break;
        swap(i, parent);
        i = parent;
      }
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let top = i;
        if (l < heap.length && worse(l, top)) top = l;
        if (r < heap.length && worse(r, top)) top = r;
        if (top === i) break;
        swap(i, top);
        i = top;
      }
    }
  }
  return heap.sort(compare);
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
  offers: Pick<OffersRepository, 'onChange' | 'onCatalogueChange'>;
  synonyms: SynonymsRepository;
  location: LocationService;
  /** Offers observed longer ago than this are marked stale (OFFER_MAX_AGE_HOURS). */
  offerMaxAgeMs?: number;
}): ProductService {
  const { location } = deps;
  const index = createCatalogueIndex(deps);
  const ranking = createSearchRanking(deps);
  const loadShaped = async (
    entries: CatalogueEntry[],
    reach: MerchantReach[],
    origin: string,
    merchants?: string[] | null,
  ) =>
    shapeProducts(
      entries,
      await index.offersOf(entries, visibleZones(reach, merchants)),
      reach,
      origin,
      deps.offerMaxAgeMs,
    );
  // Serialised products per (origin, merchants' reach at the point, merchants asked for, product,
  // variant shown first): a page reads its offers from the database only for products no recent
  // page has shown. Kept as bytes outside the JavaScript heap (the garbage collector neither scans
  // nor moves them), each in a buffer of its own so a dropped one frees its memory.
  const shaped = new LRUCache<string, Buffer>({
    maxSize: SHAPED_CACHE_BYTES,
    sizeCalculation: (json, key) => json.length + key.length * 2 + 64,
    ttl: PAGE_TTL_MS,
  });
  // Each distinct (origin, reach, merchants) gets a short number for the keys above (never reused).
  const contexts = new Map<string, number>();
  let nextContext = 0;
  // Counts clears, so a load that began before a price change does not store what it read.
  let shapedGeneration = 0;
  const clearShaped = () => {
    shapedGeneration++;
    shaped.clear();
    contexts.clear();
  };
  const loadSerialised = async (
    entries: CatalogueEntry[],
    reach: MerchantReach[],
    origin: string,
    merchants: string[] | null,
  ): Promise<Buffer[]> => {
    const text = JSON.stringify([origin, reach.map((r) => [r.merchant, r.cityId, r.eta]), merchants]);
    let context = contexts.get(text);
    if (context === undefined) {
      if (contexts.size >= MAX_CACHED_PAGES) contexts.clear();
      context = nextContext++;
      contexts.set(text, context);
    }
    const keys = entries.map((e) => `${context} ${e.row.id} ${e.variants[0]?.id ?? ''}`);
    const out = keys.map((key) => shaped.get(key));
    const missing: number[] = [];
    for (let i = 0; i < out.length; i++) if (out[i] === undefined) missing.push(i);
    if (missing.length > 0) {
      const generation = shapedGeneration;
      const fresh = await loadShaped(
        missing.map((i) => entries[i]!),
        reach,
        origin,
        merchants,
      );
      missing.forEach((at, i) => {
        const json = JSON.stringify(fresh[i]);
        const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(json));
        bytes.write(json);
        out[at] = bytes;
        if (generation === shapedGeneration) shaped.set(keys[at]!, bytes);
      });
    }
    return out as Buffer[];
  };
  // Whole answers per (search, merchants' reach at the point, origin), kept a few seconds (so other
  // processes' price updates show soon) and dropped at every price update made here.
  const pages = cachedByKey(PAGE_TTL_MS, MAX_CACHED_PAGES, async (args: PageArgs): Promise<ProductPage> => {
    const { query, reach, origin, platforms } = args;
    const visible = visibleZones(reach, platforms);
    if (visible.length === 0)
      return { data: [], productIds: [], total: 0, searchedFor: null, similar: false };
    const [cat, listed] = await Promise.all([index.catalogue(), Promise.all(visible.map(index.zone))]);
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
    const end = query.offset + query.limit;
    let page: CatalogueEntry[];
    let total: number;
    let variants: Map<string, string> | null = null;
    let searchedFor: string | null = null;
    let similar = false;
    if (sort === 'relevance' && query.q) {
      // The search selects its page without sorting every match.
      const result = await ranking.page(query.q, cat, { accept, offset: query.offset, limit: query.limit });
      ({ total, variants, searchedFor, similar } = result);
      page = result.entries;
    } else if (sort === 'relevance') {
      // No text: every accepted product in catalogue order.
      page = [];
      total = 0;
      for (const entry of cat.entries) {
        if (!accept(entry)) continue;
        if (total >= query.offset && total < end) page.push(entry);
        total++;
      }
    } else {
      // Every accepted match keyed by what its card shows first, then the first offset + limit by
      // key (no key last; equal keys in relevance order) without sorting them all.
      const zonesShown = visible.map((z, i) => ({ merchant: z.merchant, summary: listed[i]! }));
      const ranked: Array<{ entry: CatalogueEntry; score: number; order: number }> = [];
      if (query.q) {
        const result = await ranking.matches(query.q, cat, accept);
        ({ variants, searchedFor, similar } = result);
        for (const match of result.matches) ranked.push(match);
      } else {
        cat.entries.forEach((entry, order) => {
          if (accept(entry)) ranked.push({ entry, score: 0, order });
        });
      }
      total = ranked.length;
      const keyed = ranked.map((match) => ({
        match,
        key: sortKey(preferredFirst(match.entry, variants?.get(match.entry.row.id)), sort, zonesShown),
      }));
      page = topK(keyed, end, (a, b) => {
        if (a.key === null || b.key === null) {
          if (a.key !== b.key) return a.key === null ? 1 : -1;
        } else if (a.key !== b.key) return a.key - b.key;
        return compareRelevance(a.match, b.match);
      })
        .slice(query.offset)
        .map((k) => k.match.entry);
    }
    // The variant matching a typed pack size goes first, so the card selects it.
    const shown = page.map((entry) => preferredFirst(entry, variants?.get(entry.row.id)));
    return {
      data: await loadSerialised(shown, reach, origin, platforms),
      productIds: shown.map((entry) => entry.row.id),
      total,
      searchedFor,
      similar: similar && total > 0,
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
    clearShaped();
    trendingPages.clear();
  });
  // Sorting and listing read the zone summaries: answers cached while they reloaded go too.
  index.onZonesReloaded(() => {
    pages.clear();
    clearShaped();
  });
  deps.offers.onCatalogueChange(() => {
    pages.clear();
    clearShaped();
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
        query.sort ?? 'relevance',
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
    async warm(points) {
      const cat = await index.catalogue();
      const visible = new Map<string, VisibleZone>();
      for (const point of points)
        for (const zone of await location.zones(point)) visible.set(`${zone.merchant} ${zone.cityId}`, zone);
      await Promise.all([ranking.warm(cat), ...[...visible.values()].map(index.zone)]);
      // A few searches through the whole path (ranking, offers, shaping), one after another, so the
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
