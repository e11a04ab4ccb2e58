// The open price export reads every product, offer and observation in key order, in pages, so it
// streams in bounded memory on either engine (a page at a time, never the whole table).
import type { Knex } from 'knex';

/** Rows read per query. */
export const EXPORT_PAGE = 5000;

/** A product with its variants (pack sizes). */
export interface ExportProduct {
  id: string;
  name: string;
  brand: string;
  category: string;
  variants: Array<{ id: string; label: string; packValue: number; packUnit: string }>;
}

/** A merchant's offer of a variant in a city, with its current price (paise). */
export interface ExportOffer {
  id: string;
  productId: string;
  variantId: string;
  merchant: string;
  cityId: string;
  title: string;
  url: string;
  pricePaise: number;
  mrpPaise: number;
  inStock: boolean;
  observedAt: string;
}

/** One recorded price of an offer (paise). */
export interface ExportObservation {
  id: number;
  offerId: string;
  pricePaise: number;
  mrpPaise: number;
  inStock: boolean;
  observedAt: string;
  source: string;
}

/** Paged readers over the three tables. */
export interface ExportRepository {
  products(): AsyncIterable<ExportProduct[]>;
  offers(): AsyncIterable<ExportOffer[]>;
  observations(): AsyncIterable<ExportObservation[]>;
}

const bool = (v: unknown) => v === true || v === 1 || v === '1';

/** Creates the export repository over `db`. */
export function createExportRepository(db: Knex, page = EXPORT_PAGE): ExportRepository {
  return {
    async *products() {
      let after = '';
      for (;;) {
        const rows = (await db('products')
          .where('id', '>', after)
          .orderBy('id')
          .limit(page)
          .select('id', 'name', 'brand', 'category')) as Array<Record<string, string>>;
        if (rows.length === 0) return;
        after = rows[rows.length - 1]?.id as string;
        const ids: string[] = rows.map((r) => String(r.id));
        const variants = (await db('variants')
          .whereIn('product_id', ids)
          .orderBy('product_id')
          .orderBy('sort_order')
          .select('id', 'product_id', 'label', 'pack_value', 'pack_unit')) as Array<Record<string, unknown>>;
        const byProduct = new Map<string, ExportProduct['variants']>();
        for (const v of variants) {
          const list = byProduct.get(String(v.product_id)) ?? [];
          list.push({
            id: String(v.id),
            label: String(v.label),
            packValue: Number(v.pack_value),
            packUnit: String(v.pack_unit),
          });
          byProduct.set(String(v.product_id), list);
        }
        yield rows.map((r) => ({
          id: String(r.id),
          name: String(r.name),
          brand: String(r.brand),
          category: String(r.category),
          variants: byProduct.get(String(r.id)) ?? [],
        }));
      }
    },
    async *offers() {
      let after = '';
      for (;;) {
        const rows = (await db('offers as o')
          .join('variants as v', 'v.id', 'o.variant_id')
          .where('o.id', '>', after)
          .orderBy('o.id')
          .limit(page)
          .select('o.*', 'v.product_id')) as Array<Record<string, unknown>>;
        if (rows.length === 0) return;
        after = String(rows[rows.length - 1]?.id);
        yield rows.map((r) => ({
          id: String(r.id),
          productId: String(r.product_id),
          variantId: String(r.variant_id),
          merchant: String(r.merchant),
          cityId: String(r.city_id),
          title: String(r.title),
          url: String(r.url),
          pricePaise: Number(r.price_paise),
          mrpPaise: Number(r.mrp_paise),
          inStock: bool(r.in_stock),
          observedAt: String(r.updated_at),
        }));
      }
    },
    async *observations() {
      let after = 0;
      for (;;) {
        const rows = (await db('price_observations')
          .where('id', '>', after)
          .orderBy('id')
          .limit(page)
          .select(
            'id',
            'offer_id',
            'price_paise',
            'mrp_paise',
            'in_stock',
            'observed_at',
            'source',
          )) as Array<Record<string, unknown>>;
        if (rows.length === 0) return;
        after = Number(rows[rows.length - 1]?.id);
        yield rows.map((r) => ({
          id: Number(r.id),
          offerId: String(r.offer_id),
          pricePaise: Number(r.price_paise),
          mrpPaise: Number(r.mrp_paise),
          inStock: bool(r.in_stock),
          observedAt: String(r.observed_at),
          source: String(r.source),
        }));
      }
    },
  };
}
