// Product answers in the DESIGN section 3 shape, computed for the shopper's location.
import { getPlatform, PLATFORMS } from '@compare/core';
import { discountPercent, toRupees } from '../money';
import type { SynonymsRepository } from '../repositories/misc';
import type { ProductBundle, ProductsRepository, VariantRow } from '../repositories/products';
import { cached } from './cache';
import type { LocationService, MerchantReach, Point } from './location';
import { buildSearchTerms, createSynonymIndex } from './search-terms';

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

function parseImages(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
}

/** Shapes a bundle of rows into products; variants without a visible offer are left out. */
export function shapeProducts(bundle: ProductBundle, reach: MerchantReach[], origin: string): ProductDto[] {
  const eta = new Map(reach.map((r) => [r.merchant as string, r.eta]));
  const offersByVariant = new Map<string, OfferDto[]>();
  for (const o of bundle.offers) {
    const price = Number(o.price_paise);
    const mrp = Number(o.mrp_paise);
    const list = offersByVariant.get(o.variant_id) ?? [];
    list.push({
      merchantName: o.merchant,
      merchantUrl: o.url,
      name: o.title,
      img: absoluteUrl(o.image, origin),
      price: toRupees(price),
      mrp: toRupees(mrp),
      discount: discountPercent(price, mrp),
      isOutOfStock: !o.in_stock,
      eta: eta.get(o.merchant) ?? null,
    });
    offersByVariant.set(o.variant_id, list);
  }
  const variantsByProduct = new Map<string, ProductBundle['variants']>();
  for (const v of bundle.variants) {
    const list = variantsByProduct.get(v.product_id) ?? [];
    list.push(v);
    variantsByProduct.set(v.product_id, list);
  }
  return bundle.products.map((p) => {
    const platformData: Record<string, OfferDto[]> = {};
    const variants: VariantDto[] = [];
    for (const v of variantsByProduct.get(p.id) ?? []) {
      const offers = offersByVariant.get(v.id);
      if (!offers || offers.length === 0 || platformData[v.label]) continue;
      // Ascending price; ties by merchant so the order is stable across engines.
      offers.sort((a, b) => a.price - b.price || a.merchantName.localeCompare(b.merchantName));
      platformData[v.label] = offers;
      variants.push({ label: v.label, packValue: Number(v.pack_value), packUnit: v.pack_unit });
    }
    return {
      productId: p.id,
      brand: p.brand,
      name: p.name,
      category: p.category_title,
      images: parseImages(p.images).map((img) => absoluteUrl(img, origin)),
      platformData,
      variants,
    };
  });
}

/** Normalises platform names from the query (`Swiggy Instamart` -> `swiggy`); unknown names are dropped. */
export function normalisePlatforms(names: string[]): string[] {
  return [...new Set(names.flatMap((n) => getPlatform(n)?.key ?? []))];
}

/** Creates the product service. */
export function createProductService(deps: {
  products: ProductsRepository;
  synonyms: SynonymsRepository;
  location: LocationService;
}): ProductService {
  const { products, location } = deps;
  const synonymIndex = cached(60_000, async () => createSynonymIndex(await deps.synonyms.all()));
  // Products and variants only change when the catalogue is reseeded: keep them in memory (per
  // process, refreshed every minute) so a page needs one query for its live offers.
  const catalogue = cached(60_000, async () => {
    const rows = await products.catalogueRows();
    const variantsByProduct = new Map<string, VariantRow[]>();
    for (const v of rows.variants) {
      const list = variantsByProduct.get(v.product_id) ?? [];
      list.push(v);
      variantsByProduct.set(v.product_id, list);
    }
    return { byId: new Map(rows.products.map((p) => [p.id, p])), variantsByProduct };
  });
  const categoryRows = cached(60_000, () => products.categories());
  const loadShaped = async (ids: string[], point: Point, origin: string, merchants?: string[] | null) => {
    const [reach, cat] = await Promise.all([location.reach(point), catalogue()]);
    const wanted = merchants ? new Set(merchants) : null;
    const zones = reach.flatMap((r) =>
      r.cityId !== null && (!wanted || wanted.has(r.merchant))
        ? [{ merchant: r.merchant, cityId: r.cityId }]
        : [],
    );
    const rows = ids.flatMap((id) => {
      const p = cat.byId.get(id);
      return p ? [p] : [];
    });
    const variants = rows.flatMap((p) => cat.variantsByProduct.get(p.id) ?? []);
    const offers = await products.offersFor(
      variants.map((v) => v.id),
      zones,
    );
    return shapeProducts({ products: rows, variants, offers }, reach, origin);
  };
  return {
    async list(query, point, origin) {
      const platforms = query.platforms ? normalisePlatforms(query.platforms) : null;
      const zones = await location.zones(point, platforms);
      const terms = query.q ? buildSearchTerms(query.q, await synonymIndex()) : null;
      const { ids, total } = await products.search({
        terms,
        category: query.category ?? null,
        brand: query.brand ?? null,
        zones,
        offset: query.offset,
        limit: query.limit,
      });
      return { data: await loadShaped(ids, point, origin, platforms), total };
    },
    async byId(id, point, origin) {
      const [product] = await loadShaped([id], point, origin);
      return product ?? null;
    },
    async trending(point, origin) {
      const sections = await products.trending();
      const all = await loadShaped([...new Set(sections.flatMap((s) => s.product_ids))], point, origin);
      const byId = new Map(all.map((p) => [p.productId, p]));
      return sections.map((s) => ({
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
