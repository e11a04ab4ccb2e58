// Product catalogue queries: the full-text match over FTS5 (SQLite) and the weighted tsvector
// (PostgreSQL), the catalogue rows and each zone's offers (the product service caches them all).
// Callers pass already-sanitised term groups; this file only builds engine syntax.
import type { PackUnit } from '@compare/core';
import type { Knex } from 'knex';
import { isSqlite } from '../db/engine';
import type { OfferRow } from './offers';

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

export interface ProductRow {
  id: string;
  brand: string;
  name: string;
  category: string;
  category_title: string;
  /** Space-separated search words, the product's kind first (`milk toned`). */
  tags: string;
  images: string;
}

export interface VariantRow {
  id: string;
  product_id: string;
  label: string;
  pack_value: number;
  pack_unit: PackUnit;
  sort_order: number;
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

/** The static part of the catalogue (products and variants), small enough to keep in memory. */
export interface CatalogueRows {
  products: ProductRow[];
  variants: VariantRow[];
}

/** What a zone summary needs of one offer. */
export interface ZonePriceRow {
  variant_id: string;
  price_paise: number | string;
  mrp_paise: number | string;
  in_stock: number | boolean;
}

// Rows per query when a zone's prices are read, and ids per IN list.
const ZONE_SLICE = 2_500;
const IN_LIST = 500;

const slices = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** Every row of `table` (SQLite), read in rowid order a slice at a time, yielding between slices. */
async function inRowidSlices(db: Knex, table: string, columns: string[]): Promise<unknown[]> {
  const rows: unknown[] = [];
  let after = -1;
  for (;;) {
    const slice = (await db(table)
      .where('rowid', '>', after)
      .orderBy('rowid')
      .limit(ZONE_SLICE)
      .select('rowid', ...columns)) as Array<{ rowid: number }>;
    for (const { rowid: _, ...row } of slice) rows.push(row);
    if (slice.length < ZONE_SLICE) return rows;
    after = slice[slice.length - 1]!.rowid;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** Catalogue reads. */
export interface ProductsRepository {
  /**
   * Every product matching `terms`, with its full-text relevance (higher is better): bm25 over
   * FTS5 on SQLite, ts_rank over the weighted tsvector on PostgreSQL; the name weighs most.
   */
  match(terms: SearchTerms): Promise<Array<{ id: string; score: number }>>;
  /**
   * Price, MRP and stock of every offer listed in `zone` (one merchant in one city), read in slices
   * so a large zone does not hold the event loop (SQLite reads synchronously).
   */
  zonePrices(zone: VisibleZone): Promise<ZonePriceRow[]>;
  /** The offers of `variantIds` listed in `zones`. */
  offersOfVariants(variantIds: readonly string[], zones: readonly VisibleZone[]): Promise<OfferRow[]>;
  /** The zones of the offers `offerIds` (unknown ids are left out). */
  zonesOf(offerIds: readonly string[]): Promise<VisibleZone[]>;
  /** Every product and variant (products by position; variants by sort order, of any product). */
  catalogueRows(): Promise<CatalogueRows>;
  categories(): Promise<CategoryRow[]>;
  trending(): Promise<TrendingRow[]>;
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

// FTS5 columns: product_id (unindexed), brand, name, category, tags. A name hit outweighs a brand
// hit, which outweighs category and tag hits.
const BM25_WEIGHTS = '0, 4, 10, 1, 1';

/** Creates the products repository. */
export function createProductsRepository(db: Knex): ProductsRepository {
  const sqlite = isSqlite(db);
  return {
    async match(terms) {
      if (terms.length === 0) return [];
      // bm25() is negative (more negative = better): negate it so both engines answer higher-is-better.
      const rows = (
        sqlite
          ? await db.raw(
              `SELECT product_id AS id, -bm25(products_fts, ${BM25_WEIGHTS}) AS score FROM products_fts WHERE products_fts MATCH ?`,
              [toFtsMatch(terms)],
            )
          : (
              await db.raw(
                "SELECT p.id, ts_rank(p.search, q) AS score FROM products p, to_tsquery('simple', ?) q WHERE p.search @@ q",
                [toTsQuery(terms)],
              )
            ).rows
      ) as Array<{ id: string; score: number | string }>;
      return rows.map((r) => ({ id: r.id, score: Number(r.score) }));
    },
    async zonePrices(zone) {
      const columns = ['variant_id', 'price_paise', 'mrp_paise', 'in_stock'];
      if (!sqlite) {
        return (await db('offers')
          .where({ merchant: zone.merchant, city_id: zone.cityId })
          .select(columns)) as ZonePriceRow[];
      }
      // Keyset slices by rowid: the (merchant, city_id) index holds rowids in order, so each slice
      // is an index range read, and the event loop is free between slices.
      const rows: ZonePriceRow[] = [];
      let after = -1;
      for (;;) {
        const slice = (await db('offers')
          .where({ merchant: zone.merchant, city_id: zone.cityId })
          .andWhere('rowid', '>', after)
          .orderBy('rowid')
          .limit(ZONE_SLICE)
          .select('rowid', ...columns)) as Array<ZonePriceRow & { rowid: number }>;
        for (const { rowid: _, ...row } of slice) rows.push(row);
        if (slice.length < ZONE_SLICE) return rows;
        after = slice[slice.length - 1]!.rowid;
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    },
    async offersOfVariants(variantIds, zones) {
      if (variantIds.length === 0 || zones.length === 0) return [];
      const wanted = new Set(zones.map((z) => `${z.merchant}\u0000${z.cityId}`));
      const merchants = [...new Set(zones.map((z) => z.merchant))];
      const cities = [...new Set(zones.map((z) => z.cityId))];
      const rows: OfferRow[] = [];
      // One (variant_id, merchant, city_id) index range per combination; pairs not asked for (a
      // merchant of one zone in the city of another) are dropped here.
      for (const ids of slices([...new Set(variantIds)], IN_LIST)) {
        const found = (await db('offers')
          .whereIn('variant_id', ids)
          .whereIn('merchant', merchants)
          .whereIn('city_id', cities)
          .select('*')) as OfferRow[];
        for (const row of found) if (wanted.has(`${row.merchant}\u0000${row.city_id}`)) rows.push(row);
      }
      return rows;
    },
    async zonesOf(offerIds) {
      const zones = new Map<string, VisibleZone>();
      for (const ids of slices([...new Set(offerIds)], IN_LIST)) {
        const rows = (await db('offers').whereIn('id', ids).distinct('merchant', 'city_id')) as Array<{
          merchant: string;
          city_id: string;
        }>;
        for (const r of rows)
          zones.set(`${r.merchant}\u0000${r.city_id}`, { merchant: r.merchant, cityId: r.city_id });
      }
      return [...zones.values()];
    },
    async catalogueRows() {
      const productColumns = ['id', 'brand', 'name', 'category', 'category_title', 'tags', 'images'];
      const variantColumns = ['id', 'product_id', 'label', 'pack_value', 'pack_unit', 'sort_order'];
      if (!sqlite) {
        const products = (await db('products').orderBy('position').select(productColumns)) as ProductRow[];
        const variants = (await db('variants').orderBy('sort_order').select(variantColumns)) as VariantRow[];
        return { products, variants };
      }
      // SQLite reads synchronously: read in rowid slices (the event loop runs between them) and
      // order here: products by position, variants by sort order (callers group them by product).
      const products = (await inRowidSlices(db, 'products', [...productColumns, 'position'])) as Array<
        ProductRow & { position: number }
      >;
      products.sort((a, b) => a.position - b.position);
      const variants = (await inRowidSlices(db, 'variants', variantColumns)) as VariantRow[];
      variants.sort((a, b) => a.sort_order - b.sort_order);
      return {
        products: products.map(({ position: _, ...row }) => row),
        variants,
      };
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
  };
}
