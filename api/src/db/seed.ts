// Writes a Catalogue into a database in one transaction with batched inserts. The reference data
// (merchants, categories, cities, places, fee rules, synonyms) is written once, when the database
// has none; the demo (products, variants, stores, offers with one price observation each, so every
// price history starts at the seeded price, and trending) when it has no products. A database that
// starts without the demo (DEMO_DATA=off) gets the reference data alone.
import { PLATFORMS } from '@compare/core';
import type { Knex } from 'knex';
import type { Catalogue } from '../catalogue/types';
import { toPaise, toPaiseOrNull } from '../money';
import { writeMembershipEffects } from '../repositories/fee-rules';
import { type BulkRow, bulkInsert } from './bulk';

/** `price_observations.source` of the observations the seeder records. */
export const SEED_SOURCE = 'seed';

const insertAll = (trx: Knex.Transaction, table: string, rows: BulkRow[], conflict = '') =>
  bulkInsert(trx, table, rows, conflict);

const countOf = async (db: Knex | Knex.Transaction, table: string) =>
  Number(((await db(table).count({ n: '*' }).first()) as { n: number | string } | undefined)?.n ?? 0);

/** True when the reference data is already there (fee rules are written with it, and only by it). */
const hasReference = (db: Knex | Knex.Transaction) => countOf(db, 'fee_rules').then((n) => n > 0);

async function writeReference(trx: Knex.Transaction, data: Catalogue): Promise<void> {
  await insertAll(
    trx,
    'merchants',
    PLATFORMS.map((p) => ({ key: p.key, display_name: p.displayName, fee_key: p.feeKey, color: p.color })),
    'ON CONFLICT (key) DO NOTHING',
  );
  await insertAll(
    trx,
    'categories',
    data.categories.map((c) => ({
      slug: c.slug,
      title: c.title,
      search: c.search,
      img: c.img,
      sort_order: c.sortOrder,
    })),
    'ON CONFLICT (slug) DO NOTHING',
  );
  await insertAll(
    trx,
    'cities',
    data.cities.map((c) => ({ id: c.id, name: c.name, state: c.state, lat: c.lat, lon: c.lon })),
    'ON CONFLICT (id) DO NOTHING',
  );
  await insertAll(
    trx,
    'fee_rules',
    data.feeRules.map((r) => ({
      platform: r.platform,
      delivery_fee_paise: toPaiseOrNull(r.deliveryFee),
      free_delivery_above_paise: toPaiseOrNull(r.freeDeliveryAbove),
      small_cart_fee_paise: toPaiseOrNull(r.smallCartFee),
      small_cart_below_paise: toPaiseOrNull(r.smallCartBelow),
      handling_charge_paise: toPaiseOrNull(r.handlingCharge),
      gst_rate: r.gstRate,
      source: r.source,
      effective_from: r.effectiveFrom,
    })),
  );
  await writeMembershipEffects(trx, data.feeRules);
  // Places an import added before the reference data came keep their ids.
  if ((await countOf(trx, 'places')) === 0) {
    await insertAll(
      trx,
      'places',
      data.places.map((p) => ({
        id: p.id,
        name: p.name,
        name_lower: p.name.toLowerCase(),
        kind: p.kind,
        pincode: p.pincode,
        city: p.city,
        state: p.state,
        lat: p.lat,
        lon: p.lon,
      })),
    );
  }
  await insertAll(
    trx,
    'search_synonyms',
    Object.entries(data.hinglish).map(([term, expansions]) => ({
      term: term.toLowerCase(),
      expansions: JSON.stringify(expansions),
    })),
    'ON CONFLICT (term) DO NOTHING',
  );
}

async function writeDemo(trx: Knex.Transaction, data: Catalogue): Promise<void> {
  const categoryTitle = new Map(data.categories.map((c) => [c.slug, c.title]));
  const now = new Date().toISOString();
  await insertAll(
    trx,
    'products',
    data.products.map((p, position) => ({
      id: p.id,
      position,
      brand: p.brand,
      name: p.name,
      category: p.category,
      category_title: categoryTitle.get(p.category) ?? p.category,
      tags: p.tags.join(' '),
      images: JSON.stringify(p.images),
    })),
  );
  await insertAll(
    trx,
    'variants',
    data.variants.map((v) => ({
      id: v.id,
      product_id: v.productId,
      label: v.label,
      pack_value: v.packValue,
      pack_unit: v.packUnit,
      mrp_paise: toPaise(v.mrp),
      sort_order: v.sortOrder,
    })),
  );
  await insertAll(
    trx,
    'stores',
    data.stores.map((s) => ({
      id: s.id,
      merchant: s.merchant,
      city_id: s.cityId,
      name: s.name,
      lat: s.lat,
      lon: s.lon,
      radius_km: s.radiusKm,
      base_eta_minutes: s.baseEtaMinutes,
      minutes_per_km: s.minutesPerKm,
    })),
    'ON CONFLICT (id) DO NOTHING',
  );
  await insertAll(
    trx,
    'offers',
    data.offers.map((o) => ({
      id: o.id,
      variant_id: o.variantId,
      merchant: o.merchant,
      city_id: o.cityId,
      title: o.title,
      url: o.url,
      image: o.image,
      price_paise: toPaise(o.price),
      mrp_paise: toPaise(o.mrp),
      in_stock: o.inStock,
      updated_at: now,
    })),
  );
  // History starts at the seeded price: one observation per offer, copied in a single statement.
  await trx.raw(
    `INSERT INTO price_observations (offer_id, price_paise, mrp_paise, in_stock, observed_at, source)
     SELECT id, price_paise, mrp_paise, in_stock, updated_at, ? FROM offers`,
    [SEED_SOURCE],
  );
  for (const section of [...data.trending].sort((a, b) => a.sortOrder - b.sortOrder)) {
    const inserted = (await trx('trending_sections')
      .insert({ title: section.title, category: section.category, sort_order: section.sortOrder })
      .returning('id')) as Array<{ id: number } | number>;
    const first = inserted[0];
    const sectionId = typeof first === 'number' ? first : Number(first?.id);
    await insertAll(
      trx,
      'trending_items',
      section.productIds.map((productId, position) => ({
        section_id: sectionId,
        product_id: productId,
        position,
      })),
    );
  }
}

/**
 * Seeds `catalogue` when the products table is empty (the reference data too when it is missing);
 * resolves to true when it wrote the demo.
 */
export async function seedIfEmpty(db: Knex, catalogue: Catalogue | (() => Catalogue)): Promise<boolean> {
  if ((await countOf(db, 'products')) > 0) return false;
  const data = typeof catalogue === 'function' ? catalogue() : catalogue;
  return db.transaction(async (trx) => {
    // Re-check inside the transaction so two processes starting together do not both seed.
    if ((await countOf(trx, 'products')) > 0) return false;
    if (!(await hasReference(trx))) await writeReference(trx, data);
    await writeDemo(trx, data);
    return true;
  });
}

/**
 * Seeds only the reference data of `catalogue` when the database has none (DEMO_DATA=off); resolves
 * to true when it wrote it.
 */
export async function seedReferenceIfEmpty(
  db: Knex,
  catalogue: Catalogue | (() => Catalogue),
): Promise<boolean> {
  if (await hasReference(db)) return false;
  const data = typeof catalogue === 'function' ? catalogue() : catalogue;
  return db.transaction(async (trx) => {
    if (await hasReference(trx)) return false;
    await writeReference(trx, data);
    return true;
  });
}
