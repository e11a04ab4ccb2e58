// Product catalogue queries: the catalogue rows and each zone's offers, read in bulk for the product
// service's in-memory catalogue and search index (which caches them all).
import type { PackUnit } from '@compare/core';
import type { Knex } from 'knex';
import { isSqlite } from '../db/engine';
import type { OfferRow } from './offers';

/** A (merchant, city) pair whose offers are visible at the shopper's location. */
export interface VisibleZone {
  merchant: string;
  cityId: string;
}

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

/**
 * What a zone summary needs of one offer, as a compact tuple: variant id, price and MRP in paise,
 * and whether it is in stock (1/0 or a boolean, as the engine answers).
 */
export type ZonePrice = [variantId: string, pricePaise: number, mrpPaise: number, inStock: number | boolean];

// Rows per query when a table or a zone is read whole (SQLite), and ids per IN list.
const ROW_SLICE = 10_000;
// Every column of an offer row (OfferRow), in its order, and a row as a tuple of them.
const OFFER_COLUMNS =
  'id, variant_id, merchant, city_id, title, url, image, price_paise, mrp_paise, in_stock, updated_at';
type OfferTuple = [
  id: string,
  variantId: string,
  merchant: string,
  cityId: string,
  title: string,
  url: string,
  image: string,
  pricePaise: number,
  mrpPaise: number,
  inStock: number | boolean,
  updatedAt: string,
];

/** An offer row from its tuple (columns in the order of OFFER_COLUMNS). */
function offerRow(t: OfferTuple): OfferRow {
  return {
    id: t[0],
    variant_id: t[1],
    merchant: t[2],
    city_id: t[3],
    title: t[4],
    url: t[5],
    image: t[6],
    price_paise: t[7],
    mrp_paise: t[8],
    in_stock: t[9],
    updated_at: t[10],
  };
}

// Buckets a PostgreSQL read of a whole table or zone is answered in (see tuples).
const PG_BUCKETS = 16;
const IN_LIST = 500;

const slices = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every row of `table` as a tuple of `columns`, in no particular order. Each answer is one JSON
 * array of tuples (one string to hand over and parse instead of an object per row): SQLite reads
 * rowid slices (each an index range on the driver's thread), PostgreSQL answers in a few buckets of
 * the rows' ids; the event loop runs between slices.
 */
async function tuples(db: Knex, table: string, columns: readonly string[]): Promise<unknown[][]> {
  const out: unknown[][] = [];
  if (!isSqlite(db)) {
    const { rows } = (await db.raw(
      `SELECT json_agg(json_build_array(${columns.join(', ')}))::text AS rows FROM ${table}
        GROUP BY abs(hashtext(id)) % ${PG_BUCKETS}`,
    )) as { rows: Array<{ rows: string }> };
    for (const row of rows) {
      for (const tuple of JSON.parse(row.rows) as unknown[][]) out.push(tuple);
      await yieldToEventLoop();
    }
    return out;
  }
  let after = -1;
  for (;;) {
    const [slice] = (await db.raw(
      `SELECT count(*) AS n, max(rowid) AS last, json_group_array(json_array(${columns.join(', ')})) AS rows
         FROM (SELECT rowid, * FROM ${table} WHERE rowid > ? ORDER BY rowid LIMIT ?)`,
      [after, ROW_SLICE],
    )) as Array<{ n: number; last: number | null; rows: string }>;
    if (!slice || slice.n === 0) return out;
    for (const tuple of JSON.parse(slice.rows) as unknown[][]) out.push(tuple);
    if (slice.n < ROW_SLICE || slice.last === null) return out;
    after = slice.last;
    await yieldToEventLoop();
  }
}

/** The one row of an aggregate query (either engine's raw answer) as text. */
function versionText(answer: unknown): string {
  const rows = Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows;
  return JSON.stringify(rows[0] ?? null);
}

/** Catalogue reads. */
export interface ProductsRepository {
  /**
   * Price, MRP and stock of every offer listed in `zone` (one merchant in one city), read in slices
   * so a large zone does not hold the event loop.
   */
  zonePrices(zone: VisibleZone): Promise<ZonePrice[]>;
  /**
   * A short text that changes whenever the offers of `zone` change (added, removed, moved to
   * another variant, repriced, in or out of stock): equal texts mean a reload would read the same.
   */
  zoneVersion(zone: VisibleZone): Promise<string>;
  /** Like `zoneVersion` for what `catalogueRows`, `categories` and `trending` read. */
  catalogueVersion(): Promise<string>;
  /** The offers of `variantIds` listed in `zones`. */
  offersOfVariants(variantIds: readonly string[], zones: readonly VisibleZone[]): Promise<OfferRow[]>;
  /** The zones of the offers `offerIds` (unknown ids are left out). */
  zonesOf(offerIds: readonly string[]): Promise<VisibleZone[]>;
  /** Every product and variant (products by position; variants by sort order, of any product). */
  catalogueRows(): Promise<CatalogueRows>;
  categories(): Promise<CategoryRow[]>;
  trending(): Promise<TrendingRow[]>;
}

/** Creates the products repository. */
export function createProductsRepository(db: Knex): ProductsRepository {
  const sqlite = isSqlite(db);
  return {
    async zonePrices(zone) {
      // Each slice comes back as one JSON array of tuples: one string for the driver to hand over
      // and one JSON.parse, instead of an object per row (several times cheaper for a large zone).
      if (!sqlite) {
        // One answer (about 45 bytes an offer, parsed in a few milliseconds): bucketing it would
        // make PostgreSQL sort the zone's rows first.
        const { rows } = (await db.raw(
          `SELECT json_agg(json_build_array(variant_id, price_paise, mrp_paise, in_stock))::text AS rows
             FROM offers WHERE merchant = ? AND city_id = ?`,
          [zone.merchant, zone.cityId],
        )) as { rows: Array<{ rows: string | null }> };
        const text = rows[0]?.rows;
        return text ? (JSON.parse(text) as ZonePrice[]) : [];
      }
      // Keyset slices by rowid: the (merchant, city_id) index holds rowids in order, so each slice
      // is an index range read (on the driver's thread), and the event loop is free between slices.
      const out: ZonePrice[] = [];
      let after = -1;
      for (;;) {
        const [slice] = (await db.raw(
          `SELECT count(*) AS n, max(rowid) AS last,
                  json_group_array(json_array(variant_id, price_paise, mrp_paise, in_stock)) AS rows
             FROM (SELECT rowid, variant_id, price_paise, mrp_paise, in_stock FROM offers
                    WHERE merchant = ? AND city_id = ? AND rowid > ? ORDER BY rowid LIMIT ?)`,
          [zone.merchant, zone.cityId, after, ROW_SLICE],
        )) as Array<{ n: number; last: number | null; rows: string }>;
        if (!slice || slice.n === 0) return out;
        for (const price of JSON.parse(slice.rows) as ZonePrice[]) out.push(price);
        if (slice.n < ROW_SLICE || slice.last === null) return out;
        after = slice.last;
        await yieldToEventLoop();
      }
    },
    async zoneVersion(zone) {
      // Sums over the zone's offers, computed by the database: on SQLite rowids (a new or moved
      // offer gets a new one), on PostgreSQL a hash of each offer's variant.
      const sql = sqlite
        ? `SELECT count(*) AS n, total(rowid) AS k, total(price_paise) AS p, total(mrp_paise) AS m,
                  total(in_stock) AS s FROM offers WHERE merchant = ? AND city_id = ?`
        : `SELECT count(*) AS n, sum(hashtext(variant_id)::bigint) AS k, sum(price_paise) AS p,
                  sum(mrp_paise) AS m, sum(in_stock::int) AS s FROM offers WHERE merchant = ? AND city_id = ?`;
      return versionText(await db.raw(sql, [zone.merchant, zone.cityId]));
    },
    async catalogueVersion() {
      // What the catalogue reads of each table: on SQLite its rows' count, rowids and text lengths;
      // on PostgreSQL its rows' count and transaction ids (every insert or update writes a new one).
      const part = (table: string, lengths: string) =>
        sqlite
          ? `SELECT count(*) || ':' || total(rowid) || ':' || total(${lengths}) FROM ${table}`
          : `SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM ${table}`;
      const sql = `SELECT (${part('products', 'length(id) + length(name) + length(brand) + length(category) + length(category_title) + length(tags) + length(images) + position + held')}) AS products,
        (${part('variants', 'length(id) + length(product_id) + length(label) + pack_value + length(pack_unit) + sort_order')}) AS variants,
        (${part('categories', 'length(slug) + length(title) + length(search) + length(img) + sort_order')}) AS categories,
        (${part('trending_sections', 'length(title) + length(category) + sort_order')}) AS sections,
        (${part('trending_items', 'section_id + length(product_id) + position')}) AS items`;
      return versionText(await db.raw(sql));
    },
    async offersOfVariants(variantIds, zones) {
      if (variantIds.length === 0 || zones.length === 0) return [];
      const wanted = new Set(zones.map((z) => `${z.merchant}\u0000${z.cityId}`));
      const merchants = [...new Set(zones.map((z) => z.merchant))];
      const cities = [...new Set(zones.map((z) => z.cityId))];
      const rows: OfferRow[] = [];
      const marks = (n: number) => new Array<string>(n).fill('?').join(', ');
      // One (variant_id, merchant, city_id) index range per combination; pairs not asked for (a
      // merchant of one zone in the city of another) are dropped here. The rows come back as one
      // JSON array of tuples (see `tuples`): this runs for every search page.
      const aggregate = sqlite
        ? `json_group_array(json_array(${OFFER_COLUMNS}))`
        : `coalesce(json_agg(json_build_array(${OFFER_COLUMNS})), '[]')::text`;
      for (const ids of slices([...new Set(variantIds)], IN_LIST)) {
        // PostgreSQL gets arrays: one statement text whatever the counts, planned in a fraction of
        // the time 40-odd separate parameters take.
        const answer = (await (sqlite
          ? db.raw(
              `SELECT ${aggregate} AS rows FROM offers WHERE variant_id IN (${marks(ids.length)})
                  AND merchant IN (${marks(merchants.length)}) AND city_id IN (${marks(cities.length)})`,
              [...ids, ...merchants, ...cities],
            )
          : db.raw(
              `SELECT ${aggregate} AS rows FROM offers
                WHERE variant_id = ANY(?) AND merchant = ANY(?) AND city_id = ANY(?)`,
              [ids, merchants, cities],
            ))) as Array<{ rows: string }> | { rows: Array<{ rows: string }> };
        const [first] = Array.isArray(answer) ? answer : answer.rows;
        for (const tuple of JSON.parse(first?.rows ?? '[]') as OfferTuple[]) {
          const row = offerRow(tuple);
          if (wanted.has(`${row.merchant}\u0000${row.city_id}`)) rows.push(row);
        }
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
      // Read as tuples (see `tuples`), then ordered here: products by position, variants by sort
      // order (callers group them by product).
      const productRows = (await tuples(db, 'products', [
        'id',
        'brand',
        'name',
        'category',
        'category_title',
        'tags',
        'images',
        'position',
        'held',
      ])) as Array<[string, string, string, string, string, string, string, number, boolean | number]>;
      // A product held back while its listing waits for review is shown to no shopper.
      const held = new Set<string>();
      const shownRows: typeof productRows = [];
      for (const r of productRows) {
        if (r[8]) held.add(r[0]);
        else shownRows.push(r);
      }
      shownRows.sort((a, b) => a[7] - b[7]);
      const variantRows = (await tuples(db, 'variants', [
        'id',
        'product_id',
        'label',
        'pack_value',
        'pack_unit',
        'sort_order',
      ])) as Array<[string, string, string, number, PackUnit, number]>;
      variantRows.sort((a, b) => a[5] - b[5]);
      return {
        products: shownRows.map(([id, brand, name, category, category_title, tags, images]) => ({
          id,
          brand,
          name,
          category,
          category_title,
          tags,
          images,
        })),
        variants: variantRows
          .filter((v) => !held.has(v[1]))
          .map(([id, product_id, label, pack_value, pack_unit, sort_order]) => ({
            id,
            product_id,
            label,
            pack_value,
            pack_unit,
            sort_order,
          })),
      };
    },
    async categories() {
      // Only categories a shopper finds something in: an operator's catalogue (or an empty one)
      // shows no tile that leads to an empty page.
      return (await db('categories')
        .whereExists(
          db('products as p')
            .select(db.raw('1'))
            .whereRaw('p.category = categories.slug')
            .where('p.held', false),
        )
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
