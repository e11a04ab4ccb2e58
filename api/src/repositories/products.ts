// Product catalogue queries, including the one search function over FTS5 (SQLite) and tsvector
// (PostgreSQL). Callers pass already-sanitised term groups; this file only builds engine syntax.
import type { Knex } from 'knex';
import { isSqlite } from '../db/knex';

/** A (merchant, city) pair whose offers are visible at the shopper's location. */
export interface VisibleZone {
  merchant: string;
  cityId: string;
}

/**
 * A parsed search: every group must match; a group matches when any of its alternatives does; an
 * alternative is one or more words that must all match as prefixes.
 */
export type SearchTerms = string[][][];

/** Filters of a product search. */
export interface ProductSearch {
  terms: SearchTerms | null;
  category: string | null;
  brand: string | null;
  zones: VisibleZone[];
  offset: number;
  limit: number;
}

export interface ProductRow {
  id: string;
  brand: string;
  name: string;
  category: string;
  category_title: string;
  images: string;
}

export interface VariantRow {
  id: string;
  product_id: string;
  label: string;
  pack_value: number;
  pack_unit: string;
  sort_order: number;
}

export interface VisibleOfferRow {
  id: string;
  variant_id: string;
  merchant: string;
  title: string;
  url: string;
  image: string;
  price_paise: number;
  mrp_paise: number;
  in_stock: number | boolean;
}

export interface CategoryRow {
  slug: string;
  title: string;
  search: string;
  img: string;
}

export interface TrendingRow {
  id: number;
  title: string;
  category: string;
  product_ids: string[];
}

/** Everything needed to render a list of products at one location. */
export interface ProductBundle {
  products: ProductRow[];
  variants: VariantRow[];
  offers: VisibleOfferRow[];
}

/** The static part of the catalogue (products and variants), small enough to keep in memory. */
export interface CatalogueRows {
  products: ProductRow[];
  variants: VariantRow[];
}

/** Catalogue reads. */
export interface ProductsRepository {
  search(filters: ProductSearch): Promise<{ ids: string[]; total: number }>;
  /** Every product and variant (variants ordered by product, then sort order). */
  catalogueRows(): Promise<CatalogueRows>;
  /** Offers of the given variants in the visible zones. */
  offersFor(variantIds: string[], zones: VisibleZone[]): Promise<VisibleOfferRow[]>;
  /** Products (in the order of `ids`), their variants and their offers in the visible zones. */
  load(ids: string[], zones: VisibleZone[]): Promise<ProductBundle>;
  exists(id: string): Promise<boolean>;
  categories(): Promise<CategoryRow[]>;
  trending(): Promise<TrendingRow[]>;
  count(): Promise<number>;
}

const quoteFts = (word: string): string => `"${word.replace(/"/g, '""')}"*`;

/** FTS5 MATCH expression: `("mil"*) AND ("doodh"* OR "milk"*)`. */
export function toFtsMatch(terms: SearchTerms): string {
  return terms
    .map(
      (group) =>
        `(${group.map((alt) => (alt.length === 1 ? quoteFts(alt[0]!) : `(${alt.map(quoteFts).join(' AND ')})`)).join(' OR ')})`,
    )
    .join(' AND ');
}

/** PostgreSQL tsquery text: `(mil:*) & (doodh:* | milk:*)`. Words are letters/digits only. */
export function toTsQuery(terms: SearchTerms): string {
  const word = (w: string) => `'${w.replace(/'/g, "''").replace(/\\/g, '')}':*`;
  return terms
    .map(
      (group) =>
        `(${group.map((alt) => (alt.length === 1 ? word(alt[0]!) : `(${alt.map(word).join(' & ')})`)).join(' | ')})`,
    )
    .join(' & ');
}

/** True when the product has an offer in one of the zones: one indexed EXISTS per zone. */
function whereVisible(db: Knex, zones: VisibleZone[]) {
  return (b: Knex.QueryBuilder) => {
    for (const z of zones) {
      b.orWhereExists(
        db
          .select(db.raw('1'))
          .from('variants as v')
          .join('offers as o', 'o.variant_id', 'v.id')
          .whereRaw('v.product_id = p.id')
          .andWhere('o.merchant', z.merchant)
          .andWhere('o.city_id', z.cityId),
      );
    }
  };
}

/** Creates the products repository. */
export function createProductsRepository(db: Knex): ProductsRepository {
  const sqlite = isSqlite(db);
  const offersFor = async (variantIds: string[], zones: VisibleZone[]): Promise<VisibleOfferRow[]> => {
    if (zones.length === 0 || variantIds.length === 0) return [];
    return (await db('offers as o')
      .where((b) => {
        for (const z of zones) {
          b.orWhere((w) =>
            w
              .whereIn('o.variant_id', variantIds)
              .andWhere('o.merchant', z.merchant)
              .andWhere('o.city_id', z.cityId),
          );
        }
      })
      .select(
        'o.id',
        'o.variant_id',
        'o.merchant',
        'o.title',
        'o.url',
        'o.image',
        'o.price_paise',
        'o.mrp_paise',
        'o.in_stock',
      )) as VisibleOfferRow[];
  };
  return {
    async search(filters) {
      if (filters.zones.length === 0) return { ids: [], total: 0 };
      const hasTerms = filters.terms !== null && filters.terms.length > 0;
      // CROSS JOIN makes SQLite run the full-text match first instead of probing it per product.
      const query: Knex.QueryBuilder =
        sqlite && hasTerms
          ? db.from(
              db.raw(
                '(SELECT product_id, rank FROM products_fts WHERE products_fts MATCH ?) AS f CROSS JOIN products AS p ON p.id = f.product_id',
                [toFtsMatch(filters.terms!)],
              ),
            )
          : db('products as p');
      let rankOrder: Knex.Raw | null = null;
      if (filters.terms && hasTerms) {
        if (sqlite) {
          rankOrder = db.raw('f.rank asc');
        } else {
          const tsq = toTsQuery(filters.terms);
          query.whereRaw("p.search @@ to_tsquery('simple', ?)", [tsq]);
          rankOrder = db.raw("ts_rank(p.search, to_tsquery('simple', ?)) desc", [tsq]);
        }
      }
      if (filters.category) {
        const c = filters.category.toLowerCase();
        query.where((b) =>
          b.whereRaw('lower(p.category_title) = ?', [c]).orWhereRaw('lower(p.category) = ?', [c]),
        );
      }
      if (filters.brand) query.whereRaw('lower(p.brand) = ?', [filters.brand.toLowerCase()]);
      query.where(whereVisible(db, filters.zones));
      // One pass answers the page and the total (window count); only a page past the end needs
      // a separate count.
      const page = query.clone().select('p.id', db.raw('count(*) over () as total'));
      if (rankOrder) page.orderByRaw(rankOrder);
      const rows = (await page.orderBy('p.position').offset(filters.offset).limit(filters.limit)) as Array<{
        id: string;
        total: number | string;
      }>;
      let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
      if (rows.length === 0 && filters.offset > 0) {
        const countRow = (await query.clone().count({ n: '*' }).first()) as
          | { n: number | string }
          | undefined;
        total = Number(countRow?.n ?? 0);
      }
      return { ids: rows.map((r) => r.id), total };
    },
    async catalogueRows() {
      const products = (await db('products')
        .orderBy('position')
        .select('id', 'brand', 'name', 'category', 'category_title', 'images')) as ProductRow[];
      const variants = (await db('variants')
        .orderBy([
          { column: 'product_id', order: 'asc' },
          { column: 'sort_order', order: 'asc' },
        ])
        .select('id', 'product_id', 'label', 'pack_value', 'pack_unit', 'sort_order')) as VariantRow[];
      return { products, variants };
    },
    offersFor,
    async load(ids, zones) {
      if (ids.length === 0) return { products: [], variants: [], offers: [] };
      const products = (await db('products')
        .whereIn('id', ids)
        .select('id', 'brand', 'name', 'category', 'category_title', 'images')) as ProductRow[];
      const byId = new Map(products.map((p) => [p.id, p]));
      const variants = (await db('variants')
        .whereIn('product_id', ids)
        .orderBy([
          { column: 'product_id', order: 'asc' },
          { column: 'sort_order', order: 'asc' },
        ])
        .select('id', 'product_id', 'label', 'pack_value', 'pack_unit', 'sort_order')) as VariantRow[];
      return {
        products: ids.flatMap((id) => {
          const p = byId.get(id);
          return p ? [p] : [];
        }),
        variants,
        offers: await offersFor(
          variants.map((v) => v.id),
          zones,
        ),
      };
    },
    async exists(id) {
      return Boolean(await db('products').where('id', id).first('id'));
    },
    async categories() {
      return (await db('categories')
        .orderBy('sort_order')
        .select('slug', 'title', 'search', 'img')) as CategoryRow[];
    },
    async trending() {
      const sections = (await db('trending_sections')
        .orderBy('sort_order')
        .select('id', 'title', 'category')) as Array<Omit<TrendingRow, 'product_ids'>>;
      const items = (await db('trending_items')
        .orderBy([
          { column: 'section_id', order: 'asc' },
          { column: 'position', order: 'asc' },
        ])
        .select('section_id', 'product_id')) as Array<{ section_id: number; product_id: string }>;
      return sections.map((s) => ({
        ...s,
        id: Number(s.id),
        product_ids: items.filter((i) => Number(i.section_id) === Number(s.id)).map((i) => i.product_id),
      }));
    },
    async count() {
      const row = (await db('products').count({ n: '*' }).first()) as { n: number | string } | undefined;
      return Number(row?.n ?? 0);
    },
  };
}
