// First start: the demo catalogue enters an empty database the way an operator's data does. The
// reference data that is not listings (merchants, categories, cities, stores, places, fee rules,
// synonyms, trending) and the canonical products with their pack sizes are seeded directly; every
// merchant offer then comes through the feed importer as a listing with that merchant's own
// title, and the matcher joins it to its product.
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import { demoFeedLines } from '../catalogue/feed';
import type { Catalogue } from '../catalogue/types';
import { SEED_SOURCE, seedIfEmpty } from '../db/seed';
import { type ImportSummary, importFeed } from './importer';

/**
 * Loads the demo catalogue into an empty database (products table empty); resolves to the
 * import's summary, or null when the database already had a catalogue. Price history starts at
 * the demo prices, marked as demo data (source `seed`).
 */
export async function loadDemoIfEmpty(
  db: Knex,
  catalogue: Catalogue | (() => Catalogue),
): Promise<ImportSummary | null> {
  let data: Catalogue | null = null;
  const seeded = await seedIfEmpty(db, () => {
    data = typeof catalogue === 'function' ? catalogue() : catalogue;
    return { ...data, offers: [] };
  });
  if (!seeded || data === null) return null;
  return importFeed(db, {
    input: Readable.from(demoFeedLines(data)),
    format: 'jsonl',
    source: SEED_SOURCE,
  });
}
