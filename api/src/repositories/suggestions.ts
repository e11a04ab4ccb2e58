// The suggestions table: what shoppers ask for on the contact page.
import type { Knex } from 'knex';

/** A shopper's suggestion from the contact page. */
export interface SuggestionInput {
  email: string | null;
  vertical: string;
  description: string | null;
}

/** Suggestion storage. */
export interface SuggestionsRepository {
  create(input: SuggestionInput): Promise<void>;
  count(): Promise<number>;
}

/** Creates the suggestions repository. */
export function createSuggestionsRepository(db: Knex): SuggestionsRepository {
  return {
    async create(input) {
      await db('suggestions').insert({ ...input, created_at: new Date().toISOString() });
    },
    async count() {
      const row = (await db('suggestions').count({ n: '*' }).first()) as { n: number | string } | undefined;
      return Number(row?.n ?? 0);
    },
  };
}
