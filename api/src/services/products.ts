// Product answers in the DESIGN section 3 shape, computed for the shopper's location.
//
// The catalogue (products, variants, trending) and each (merchant, city)'s offers are kept in
// memory per process, so a product page or a repeated search reads no database at all: a search
// is one cached full-text match, ranked and filtered here, then paged. Live price updates are
// patched into the cached offers as they commit (OffersRepository.onChange).
import { getPlatform, PLATFORMS } from '@compare/core';
import { discountPercent, fromPaise } from '../money';
import type { SynonymsRepository } from '../repositories/misc';
import type { OfferRow, OffersRepository } from '../repositories/offers';
import type {
  ProductRow,
  ProductsRepository,
  SearchTerms,
  VariantRow,
  VisibleZone,
} from '../repositories/products';
import { CATALOGUE_TTL_MS, cached, cachedByKey } from './cache';
import { type LocationService, type MerchantReach, type Point, visibleZones } from './location';
import { buildSearchTerms, createSynonymIndex, words } from './search-terms';

/** One offer on the wire (rupees). */
export interface OfferDto {
  merchantName: string;
  merchantUrl: string;
  name: string;
  img: string;
  price: number;
  mrp: number;
  discount: number;
  isOutOfStock: boolean;
  eta: number | null;
}

/** A variant's pack size so clients can show unit prices. */
export interface VariantDto {
  label: string;
  packValue: number;
  packUnit: string;
}

/** One product on the wire. */
export interface ProductDto {
  productId: string;
  brand: string;
  name: string;
  category: string;
  images: string[];
  platformData: Record<string, OfferDto[]>;
  variants: VariantDto[];
}

/** GET /products filters after validation. */
export interface ProductListQuery {
  q?: string | undefined;
  platforms?: string[] | undefined;
  category?: string | undefined;
  brand?: string | undefined;
  offset: number;
  limit: number;
}

/** Product use cases. */
export interface ProductService {
  list(query: ProductListQuery, point: Point, origin: string): Promise<{ data: ProductDto[]; total: number }>;
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

/** Makes an image path absolute so partner sites on other origins can show it. */
export function absoluteUrl(path: string, origin: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** A catalogue product with what search ranking needs, precomputed once per catalogue load. */
interface CatalogueEntry {
  row: ProductRow;
  variants: VariantRow[];
  /** Image paths as stored (relative to the API origin). */
  images: string[];
  /** Words of the product's name (brand included). */
  nameWords: string[];
  /** The product's kind: its first tag (`milk` for toned milk, `condensed` for condensed milk). */
  kind: string;
  /** Position of its first appearance in the trending sections; Infinity when not trending. */
  trending: number;
}

function parseImages(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
}

/** Shapes catalogue entries and their visible offers into products; variants without an offer are left out. */
function shapeProducts(
  entries: readonly CatalogueEntry[],
  offers: readonly OfferRow[],
  reach: MerchantReach[],
  origin: string,
): ProductDto[] {
  const eta = new Map(reach.map((r) => [r.merchant as string, r.eta]));
  const offersByVariant = new Map<string, OfferDto[]>();
  for (const o of offers) {
    const price = Number(o.price_paise);
    const mrp = Number(o.mrp_paise);
    const list = offersByVariant.get(o.variant_id) ?? [];
    list.push({
      merchantName: o.merchant,
      merchantUrl: o.url,
      name: o.title,
      img: absoluteUrl(o.image, origin),
      price: fromPaise(price),
      mrp: fromPaise(mrp),
      discount: discountPercent(price, mrp),
      isOutOfStock: !o.in_stock,
      eta: eta.get(o.merchant) ?? null,
    });
    offersByVariant.set(o.variant_id, list);
  }
  return entries.map(({ row, variants, images }) => {
    const platformData: Record<string, OfferDto[]> = {};
    const shown: VariantDto[] = [];
    for (const v of variants) {
      const list = offersByVariant.get(v.id);
      if (!list || list.length === 0 || platformData[v.label]) continue;
      // Ascending price; ties by merchant so the order is stable across engines.
      list.sort((a, b) => a.price - b.price || a.merchantName.localeCompare(b.merchantName));
      platformData[v.label] = list;
      shown.push({ label: v.label, packValue: Number(v.pack_value), packUnit: v.pack_unit });
    }
    return {
      productId: row.id,
      brand: row.brand,
      name: row.name,
      category: row.category_title,
      images: images.map((img) => absoluteUrl(img, origin)),
      platformData,
      variants: shown,
    };
  });
}

/** Normalises platform names from the query (`Swiggy Instamart` -> `swiggy`); unknown names are dropped. */
export function normalisePlatforms(names: string[]): string[] {
  return [...new Set(names.flatMap((n) => getPlatform(n)?.key ?? []))];
}

/** How a product's name and kind answer a search: counts of groups matched each way. */
interface NameRelevance {
  whole: number;
  prefix: number;
  kind: number;
}

/** Counts the search groups the product's name matches as whole words, as prefixes, and by kind. */
export function nameRelevance(nameWords: readonly string[], kind: string, terms: SearchTerms): NameRelevance {
  const result: NameRelevance = { whole: 0, prefix: 0, kind: 0 };
  for (const group of terms) {
    if (group.some((alt) => alt.every((w) => nameWords.includes(w)))) result.whole++;
    if (group.some((alt) => alt.every((w) => nameWords.some((n) => n.startsWith(w))))) result.prefix++;
    if (group.some((alt) => alt.includes(kind))) result.kind++;
  }
  return result;
}

/**
 * Orders full-text matches: whole-word name matches, then prefix name matches, then products of
 * the searched kind, then engine relevance (name weighs most), then trending, then name.
 */
function rankMatches(
  matches: ReadonlyArray<{ entry: CatalogueEntry; score: number }>,
  terms: SearchTerms,
): CatalogueEntry[] {
  const keyed = matches.map((m) => ({ ...m, rel: nameRelevance(m.entry.nameWords, m.entry.kind, terms) }));
  keyed.sort(
    (a, b) =>
      b.rel.whole - a.rel.whole ||
      b.rel.prefix - a.rel.prefix ||
      b.rel.kind - a.rel.kind ||
      b.score - a.score ||
      a.entry.trending - b.entry.trending ||
      a.entry.row.name.localeCompare(b.entry.row.name) ||
      (a.entry.row.id < b.entry.row.id ? -1 : 1),
  );
  return keyed.map((k) => k.entry);
}

// Bounds for the keyed caches: zones are merchants x cities with stores; searches are what
// shoppers type (a repeated search needs no query).
const MAX_CACHED_ZONES = 500;
const MAX_CACHED_SEARCHES = 1000;
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

/** One zone's offers: by variant, by id, and the set of products listed. */
interface ZoneOffers {
  byVariant: Map<string, OfferRow[]>;
  byId: Map<string, OfferRow>;
  products: Set<string>;
}

function indexZone(rows: ReadonlyArray<OfferRow & { product_id: string }>): ZoneOffers {
  const zone: ZoneOffers = { byVariant: new Map(), byId: new Map(), products: new Set() };
  for (const { product_id, ...row } of rows) {
    const list = zone.byVariant.get(row.variant_id) ?? [];
    list.push(row);
    zone.byVariant.set(row.variant_id, list);
    zone.byId.set(row.id, row);
    zone.products.add(product_id);
  }
  return zone;
}

/** Creates the product service. */
export function createProductService(deps: {
  products: ProductsRepository;
  offers: Pick<OffersRepository, 'onChange'>;
  synonyms: SynonymsRepository;
  location: LocationService;
}): ProductService {
  const { products, location } = deps;
  const synonymIndex = cached(CATALOGUE_TTL_MS, async () => createSynonymIndex(await deps.synonyms.all()));
  // Products, variants and trending sections only change when the catalogue is seeded: keep them
  // in memory (per process, reloaded every minute) so a page needs one query for its live offers.
  const catalogue = cached(CATALOGUE_TTL_MS, async () => {
    const [rows, sections] = await Promise.all([products.catalogueRows(), products.trending()]);
    const trending = new Map<string, number>();
    for (const id of sections.flatMap((s) => s.product_ids))
      if (!trending.has(id)) trending.set(id, trending.size);
    const variantsByProduct = new Map<string, VariantRow[]>();
    for (const v of rows.variants) {
      const list = variantsByProduct.get(v.product_id) ?? [];
      list.push(v);
      variantsByProduct.set(v.product_id, list);
    }
    const entries: CatalogueEntry[] = rows.products.map((row) => ({
      row,
      variants: variantsByProduct.get(row.id) ?? [],
      images: parseImages(row.images),
      nameWords: words(row.name),
      kind: words(row.tags)[0] ?? '',
      trending: trending.get(row.id) ?? Number.POSITIVE_INFINITY,
    }));
    return { entries, byId: new Map(entries.map((e) => [e.row.id, e])), sections };
  });
  // Each (merchant, city)'s offers, indexed by variant, and the products it lists. Offers are only
  // inserted by the seeder; price updates made here (live refreshes) are patched into the loaded
  // rows as they commit, and a reload every minute picks up writes from other processes.
  const zoneCache = cachedByKey(CATALOGUE_TTL_MS, MAX_CACHED_ZONES, async (zone: VisibleZone) =>
    indexZone(await products.offersIn(zone)),
  );
  const zoneOffers = (zone: VisibleZone) => zoneCache.get(zone, `${zone.merchant}\u0000${zone.cityId}`);
  deps.offers.onChange((change) => {
    for (const loaded of zoneCache.loaded()) {
      void loaded
        .then((zone) => {
          const row = zone.byId.get(change.id);
          if (row) Object.assign(row, change);
        })
        .catch(() => undefined);
    }
  });
  // Full-text matches depend only on the catalogue: repeated searches need no query.
  const matches = cachedByKey(CATALOGUE_TTL_MS, MAX_CACHED_SEARCHES, (terms: SearchTerms) =>
    products.match(terms),
  );
  const offersOf = async (entries: readonly CatalogueEntry[], zones: VisibleZone[]): Promise<OfferRow[]> => {
    const loaded = await Promise.all(zones.map(zoneOffers));
    return entries.flatMap((e) =>
      e.variants.flatMap((v) => loaded.flatMap((zone) => zone.byVariant.get(v.id) ?? [])),
    );
  };
  const categoryRows = cached(CATALOGUE_TTL_MS, () => products.categories());
  const loadShaped = async (
    entries: CatalogueEntry[],
    reach: MerchantReach[],
    origin: string,
    merchants?: string[] | null,
  ) => shapeProducts(entries, await offersOf(entries, visibleZones(reach, merchants)), reach, origin);
  // Whole answers per (search, merchants' reach at the point, origin), dropped at every price update
  // made here and after a few seconds (so other processes' updates show soon too).
  let priceVersion = 0;
  deps.offers.onChange(() => {
    priceVersion++;
  });
  const pages = cachedByKey(PAGE_TTL_MS, MAX_CACHED_PAGES, async (args: PageArgs) => {
    const { query, reach, origin, platforms } = args;
    const visible = visibleZones(reach, platforms);
    if (visible.length === 0) return { data: [], total: 0 };
    const [cat, listed] = await Promise.all([catalogue(), Promise.all(visible.map(zoneOffers))]);
    const terms = query.q ? buildSearchTerms(query.q, await synonymIndex()) : null;
    let candidates: CatalogueEntry[];
    if (terms) {
      const found = (await matches.get(terms, JSON.stringify(terms))).flatMap(({ id, score }) => {
        const entry = cat.byId.get(id);
        return entry ? [{ entry, score }] : [];
      });
      candidates = rankMatches(found, terms);
    } else {
      candidates = cat.entries;
    }
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
    const page = found.slice(query.offset, query.offset + query.limit);
    return { data: await loadShaped(page, reach, origin, platforms), total: found.length };
  });
  return {
    async list(query, point, origin) {
      const platforms = query.platforms ? normalisePlatforms(query.platforms) : null;
      const reach = await location.reach(point);
      const key = JSON.stringify([
        priceVersion,
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
    async byId(id, point, origin) {
      const entry = (await catalogue()).byId.get(id);
      if (!entry) return null;
      const [product] = await loadShaped([entry], await location.reach(point), origin);
      return product ?? null;
    },
    async visibleOffers(id, point) {
      const entry = (await catalogue()).byId.get(id);
      if (!entry) return null;
      return {
        variants: entry.variants,
        offers: await offersOf([entry], await location.zones(point)),
      };
    },
    async trending(point, origin) {
      const cat = await catalogue();
      const ids = [...new Set(cat.sections.flatMap((s) => s.product_ids))];
      const all = await loadShaped(
        ids.flatMap((id) => cat.byId.get(id) ?? []),
        await location.reach(point),
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
    async categories(origin) {
      return (await categoryRows()).map((c) => ({
        title: c.title,
        img: absoluteUrl(c.img, origin),
        search: c.search,
        slug: c.slug,
      }));
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
