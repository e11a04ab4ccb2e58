// Removing the demo catalogue from a database that also holds an operator's imports. What the demo
// wrote carries its mark: its price observations have source `seed`, its listings the demo feed's
// keys. An offer with an imported observation is the operator's (an imported listing may have taken
// over a demo offer); every other offer is the demo's and goes with its history. Then whatever
// nothing refers to any more goes: the demo's listings and listings without offers, their reviews, variants and products nobody lists, stores of merchant
// and city pairs with no offers, and the trending lists (the demo's alone). Reference data
// (merchants, categories, cities, places, fee rules, synonyms) stays.
import type { Knex } from 'knex';
import { SEED_SOURCE } from '../db/seed';

/** What removing the demo deleted. */
export interface DemoRemoval {
  offers: number;
  observations: number;
  listings: number;
  products: number;
  variants: number;
  stores: number;
  trendingSections: number;
}

const counted = (n: unknown) => (typeof n === 'number' ? n : Array.isArray(n) ? n.length : Number(n ?? 0));

/**
 * Deletes the demo's offers, history and everything only it used; `importSource` marks imports and
 * `demoListingKeys` are the demo feed's listings (gone even where an import took over their offer).
 */
export async function removeDemoData(
  db: Knex,
  importSource: string,
  demoListingKeys: readonly string[],
): Promise<DemoRemoval> {
  return db.transaction(async (trx) => {
    const imported = trx('price_observations as p')
      .select(trx.raw('1'))
      .whereRaw('p.offer_id = offers.id')
      .where('p.source', importSource);
    const demoOffers = trx('offers').select('id').whereNotExists(imported);
    const observations = counted(
      await trx('price_observations')
        .where('source', SEED_SOURCE)
        .orWhereIn('offer_id', demoOffers.clone())
        .delete(),
    );
    const offers = counted(await trx('offers').whereNotExists(imported.clone()).delete());
    const offerOfListing = trx('offers as o')
      .select(trx.raw('1'))
      .whereRaw('o.variant_id = listings.variant_id')
      .whereRaw('o.merchant = listings.merchant');
    let listings = 0;
    for (let i = 0; i < demoListingKeys.length; i += 500) {
      const keys = demoListingKeys.slice(i, i + 500);
      await trx('match_reviews').whereIn('listing_key', keys).delete();
      listings += counted(await trx('listings').whereIn('key', keys).delete());
    }
    const gone = trx('listings').select('key').whereNotExists(offerOfListing);
    await trx('match_reviews').whereIn('listing_key', gone.clone()).delete();
    listings += counted(await trx('listings').whereNotExists(offerOfListing.clone()).delete());
    await trx('trending_items').delete();
    const trendingSections = counted(await trx('trending_sections').delete());
    const variants = counted(
      await trx('variants')
        .whereRaw(
          `NOT EXISTS (SELECT 1 FROM offers o WHERE o.variant_id = variants.id)
           AND NOT EXISTS (SELECT 1 FROM listings l WHERE l.variant_id = variants.id)
           AND NOT EXISTS (SELECT 1 FROM match_reviews r WHERE r.variant_id = variants.id)`,
        )
        .delete(),
    );
    const products = counted(
      await trx('products')
        .whereRaw(
          `NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = products.id)
           AND NOT EXISTS (SELECT 1 FROM listings l WHERE l.product_id = products.id)
           AND NOT EXISTS (SELECT 1 FROM match_reviews r WHERE r.product_id = products.id)`,
        )
        .delete(),
    );
    await trx('product_views')
      .whereRaw('NOT EXISTS (SELECT 1 FROM products p WHERE p.id = product_views.product_id)')
      .delete();
    const stores = counted(
      await trx('stores')
        .whereRaw(
          'NOT EXISTS (SELECT 1 FROM offers o WHERE o.merchant = stores.merchant AND o.city_id = stores.city_id)',
        )
        .delete(),
    );
    return { offers, observations, listings, products, variants, stores, trendingSections };
  });
}
