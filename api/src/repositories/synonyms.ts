// The search_synonyms table: Hinglish search words and their English expansions.
import type { Knex } from 'knex';

/** Search synonym access (Hinglish -> English). */
export interface SynonymsRepository {
  all(): Promise<Record<string, string[]>>;
}

/** Creates the synonyms repository. */
export function createSynonymsRepository(db: Knex): SynonymsRepository {
  return {
    async all() {
      const rows = (await db('search_synonyms').select('term', 'expansions')) as Array<{
        term: string;
        expansions: string;
      }>;
      const out: Record<string, string[]> = {};
      for (const row of rows) {
        const parsed: unknown = JSON.parse(row.expansions);
        out[row.term] = Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
      }
      return out;
    },
  };
}
