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

/** Catalogue reads. */
export interface ProductsRepository {
  /**
   * Every product matching `terms`, with its full-text relevance (higher is better): bm25 over
   * FTS5 on SQLite, ts_rank over the weighted tsvector on PostgreSQL; the name weighs most.
   */
  match(terms: SearchTerms): Promise<Array<{ id: string; score: number }>>;
  /** Every offer listed in `zone` (one merchant in one city), with its product id. */
  offersIn(zone: VisibleZone): Promise<Array<OfferRow & { product_id: string }>>;
  /** Every product and variant (products by position; variants by product, then sort order). */
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
    async offersIn(zone) {
      return (await db('offers as o')
        .join('variants as v', 'v.id', 'o.variant_id')
        .where('o.merchant', zone.merchant)
        .andWhere('o.city_id', zone.cityId)
        .select('o.*', 'v.product_id')) as Array<OfferRow & { product_id: string }>;
    },
    async catalogueRows() {
      const products = (await db('products')
        .orderBy('position')
        .select('id', 'brand', 'name', 'category', 'category_title', 'tags', 'images')) as ProductRow[];
      const variants = (await db('variants')
        .orderBy([
          { column: 'product_id', order: 'asc' },
          { column: 'sort_order', order: 'asc' },
        ])
        .select('id', 'product_id', 'label', 'pack_value', 'pack_unit', 'sort_order')) as VariantRow[];
      return { products, variants };
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
