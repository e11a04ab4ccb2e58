// The Hindi/Hinglish word map grew (Devanagari, common spellings, 190+ grocery terms). A new
// database gets the whole map from the seeder; a database seeded before gets the words it lacks
// here, so its shoppers can search "दूध" too. Words already stored are left as they are.
import type { Knex } from 'knex';
import { buildHinglish } from '../../reference/hinglish';

// Inserted in slices so PostgreSQL's and SQLite's bound-parameter limits are never reached.
const SLICE = 200;

/** Adds the map's words a seeded database lacks. */
export async function up(db: Knex): Promise<void> {
  const stored = (await db('search_synonyms').select('term')) as Array<{ term: string }>;
  // An empty table is a database the seeder has not filled yet: it will write the whole map.
  if (stored.length === 0) return;
  const known = new Set(stored.map((row) => row.term));
  const missing = Object.entries(buildHinglish())
    .filter(([term]) => !known.has(term))
    .map(([term, expansions]) => ({ term, expansions: JSON.stringify(expansions) }));
  for (let i = 0; i < missing.length; i += SLICE) {
    await db('search_synonyms').insert(missing.slice(i, i + SLICE));
  }
}

/** Keeps the words: a shopper's search for them keeps working, and some may have been stored before. */
export async function down(): Promise<void> {}
