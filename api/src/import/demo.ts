// What an empty database starts with. With the demo (DEMO_DATA on, the default), the demo catalogue
// enters the way an operator's data does: the reference data (merchants, categories, cities,
// places, fee rules, synonyms), the demo's stores, trending lists and canonical products with their
// pack sizes are seeded directly; every merchant offer then comes through the feed importer as a
// listing with that merchant's own title, and the matcher joins it to its product. Without it
// (DEMO_DATA=off) only the reference data is written. `removeDemo` takes the demo out of a database
// that has it, keeping everything imported.
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import { demoFeedLines, demoFeedRows } from '../catalogue/feed';
import type { Catalogue } from '../catalogue/types';
import { SEED_SOURCE, seedIfEmpty, seedReferenceIfEmpty } from '../db/seed';
import { type DemoRemoval, removeDemoData } from '../repositories/demo-data';
import { IMPORT_SOURCE, type ImportSummary, importFeed } from './importer';

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

/** What preparing a database did. */
export type Prepared = { demo: ImportSummary } | { reference: true } | null;

/**
 * Gives an empty database what it starts with: the demo catalogue when `demo`, the reference data
 * alone otherwise. Null when there was nothing to do.
 */
export async function prepareDatabase(
  db: Knex,
  catalogue: Catalogue | (() => Catalogue),
  demo: boolean,
): Promise<Prepared> {
  if (demo) {
    const summary = await loadDemoIfEmpty(db, catalogue);
    return summary ? { demo: summary } : null;
  }
  return (await seedReferenceIfEmpty(db, catalogue)) ? { reference: true } : null;
}

/** Removes the demo catalogue, keeping imported listings, their products and price history. */
export function removeDemo(db: Knex, catalogue: Catalogue | (() => Catalogue)): Promise<DemoRemoval> {
  const data = typeof catalogue === 'function' ? catalogue() : catalogue;
  const keys = [...demoFeedRows(data)].map((r) => `${r.merchant}:${r.sku}`);
  return removeDemoData(db, IMPORT_SOURCE, keys);
}
