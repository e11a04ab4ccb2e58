// Scores the matcher on the labelled matching set: imports it through the real importer, then
// compares which listings ended up on one product variant with the set's labels, pair by pair.
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import { type ImportSummary, importFeed } from '../../src/import/importer';

/** The labelled set: feed rows with a `label` naming the item each listing really is. */
export const MATCHING_SET_PATH = new URL('./matching-set.jsonl', import.meta.url);

/** Pairwise precision and recall of one run, with the pairs that went wrong. */
export interface MatchingScore {
  listings: number;
  labels: number;
  precision: number;
  recall: number;
  truePairs: number;
  predictedPairs: number;
  labelledPairs: number;
  /** Listings joined although their labels differ ("label a ~ label b"). */
  wrongJoins: string[];
  summary: ImportSummary;
}

const pairs = (n: number) => (n * (n - 1)) / 2;

/** Imports the labelled set into `db` and scores where its listings went. */
export async function scoreMatchingSet(db: Knex): Promise<MatchingScore> {
  const text = readFileSync(MATCHING_SET_PATH, 'utf8');
  const rows = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { label: string; merchant: string; sku: string });
  const summary = await importFeed(db, { input: Readable.from([text]), format: 'jsonl' });
  const keys = rows.map((r) => `${r.merchant}:${r.sku}`);
  const stored = new Map<string, string>();
  for (let i = 0; i < keys.length; i += 500) {
    const found = (await db('listings')
      .whereIn('key', keys.slice(i, i + 500))
      .select('key', 'variant_id')) as Array<{
      key: string;
      variant_id: string;
    }>;
    for (const f of found) stored.set(f.key, f.variant_id);
  }
  const byLabel = new Map<string, number>();
  const byVariant = new Map<string, string[]>();
  const byBoth = new Map<string, number>();
  for (const [i, row] of rows.entries()) {
    const variant = stored.get(keys[i]!);
    if (!variant) throw new Error(`listing ${keys[i]} was not imported`);
    byLabel.set(row.label, (byLabel.get(row.label) ?? 0) + 1);
    byVariant.set(variant, [...(byVariant.get(variant) ?? []), row.label]);
    const both = `${row.label}\u0000${variant}`;
    byBoth.set(both, (byBoth.get(both) ?? 0) + 1);
  }
  const truePairs = [...byBoth.values()].reduce((s, n) => s + pairs(n), 0);
  const predictedPairs = [...byVariant.values()].reduce((s, list) => s + pairs(list.length), 0);
  const labelledPairs = [...byLabel.values()].reduce((s, n) => s + pairs(n), 0);
  const wrongJoins = [...byVariant.values()]
    .map((labels) => [...new Set(labels)])
    .filter((labels) => labels.length > 1)
    .map((labels) => labels.join(' ~ '));
  return {
    listings: rows.length,
    labels: byLabel.size,
    precision: predictedPairs === 0 ? 1 : truePairs / predictedPairs,
    recall: labelledPairs === 0 ? 1 : truePairs / labelledPairs,
    truePairs,
    predictedPairs,
    labelledPairs,
    wrongJoins,
    summary,
  };
}
