// The matching evaluation: imports one evaluation set with the real `npm run import` command into
// a fresh database (DEMO_DATA=off), then scores where every listing went against the item it really
// is. Sets the matcher was not written from:
//   labelled   test/import/eval/labelled-mumbai.jsonl: 511 hand-labelled rows, six merchants
//   bigbasket  bench/data/bigbasket-products.csv.gz: BigBasket's public list, 27,555 listings of one
//              merchant (every listing its own item: two listings of one merchant are never one)
//   scale      bench/scale-feed.ts: 35,000 items, 315,100 rows, six merchants, two cities
// Prints pairwise precision and recall with 95% Wilson intervals, the review rate, false merges and
// misses grouped by cause with examples, listings a shopper cannot see, bundles that became a pack
// of a part, the import's wall time (command to summary) and variants against items.
//   cd api && npx tsx bench/matching-eval.ts --set labelled|bigbasket|scale [--sku-per-city] [--pg URL]
// (--pg: PostgreSQL server URL of a role that may create databases; a database of its own is made
// and dropped.) `npx tsx bench/matching-eval.ts --all` runs every set, both sku shapes of the scale
// feed, on SQLite (and PostgreSQL for the scale feed when BENCH_DATABASE_URL is set).
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { createDb } from '../src/db/knex';
import { bigbasketFeed } from './bigbasket-feed';
import { type EvalRow, isComboTitle, type PairScore, type Placement, scorePairs } from './eval-score';
import { runImport } from './run-import';
import { SCALE_ITEMS, type SkuScheme, scaleFeedRows } from './scale-feed';

const _API_DIR = fileURLToPath(new URL('..', import.meta.url));
/** The hand-labelled cross-merchant set. */
export const LABELLED_SET_PATH = fileURLToPath(
  new URL('../test/import/eval/labelled-mumbai.jsonl', import.meta.url),
);

export type SetName = 'labelled' | 'bigbasket' | 'scale';

const int = (value: number) => Math.round(value).toLocaleString('en-IN');
const fixed = (value: number, digits = 3) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

interface FeedRow {
  label?: string;
  merchant: string;
  sku: string;
  title: string;
  brand?: string;
  pack?: string;
  url: string;
  mrp: number | string;
  city?: string;
}

const evalRow = (row: FeedRow, label: string): EvalRow => ({
  key: `${row.merchant}:${row.sku}`,
  label,
  merchant: row.merchant,
  sku: row.sku,
  city: row.city ?? '',
  title: row.title,
  ...(row.brand ? { brand: row.brand } : {}),
  ...(row.pack ? { pack: row.pack } : {}),
  mrp: Number(row.mrp),
  url: row.url,
});

/** A set as feed text to import and the labelled rows to score with. */
interface LoadedSet {
  name: string;
  rows: EvalRow[];
  feed: Iterable<string>;
}

function loadSet(set: SetName, scheme: SkuScheme): LoadedSet {
  if (set === 'labelled') {
    const rows: EvalRow[] = [];
    let feed = '';
    for (const line of readFileSync(LABELLED_SET_PATH, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      // The label stays out of the feed: the importer reads only what a merchant's feed carries.
      const { label, ...row } = JSON.parse(line) as FeedRow;
      if (!label) throw new Error(`a row of ${LABELLED_SET_PATH} has no label: ${line}`);
      rows.push(evalRow(row, label));
      feed += `${JSON.stringify(row)}\n`;
    }
    return {
      name: 'labelled cross-merchant set (test/import/eval/labelled-mumbai.jsonl)',
      rows,
      feed: [feed],
    };
  }
  if (set === 'bigbasket') {
    const feed = bigbasketFeed();
    return {
      name: "BigBasket's public product list (bench/data/bigbasket-products.csv.gz), one merchant",
      rows: feed.map((row) => evalRow(row, row.sku)),
      feed: [feed.map((row) => `${JSON.stringify(row)}\n`).join('')],
    };
  }
  const rows: EvalRow[] = [];
  const lines: string[] = [];
  for (const { label, row } of scaleFeedRows(scheme)) {
    rows.push(evalRow(row, label));
    lines.push(`${JSON.stringify(row)}\n`);
  }
  return {
    name: `scale feed (bench/scale-feed.ts), ${int(SCALE_ITEMS)} items, ${scheme === 'one-sku' ? 'one sku per item' : 'a sku per city'}`,
    rows,
    feed: (function* () {
      for (let i = 0; i < lines.length; i += 5000) yield lines.slice(i, i + 5000).join('');
    })(),
  };
}

/** The value after the colon of the summary line starting with `label`. */
function summaryValue(out: string, label: string): string {
  const line = out.split('\n').find((l) => l.trim().startsWith(label));
  if (!line) return '?';
  return line.includes(':')
    ? line.slice(line.indexOf(':') + 1).trim()
    : line.trim().slice(label.length).trim();
}

/** What the database says about the imported listings. */
interface Stored {
  placed: Map<string, Placement>;
  /** Feed rows (by index) a shopper can see: their offer shows this listing's URL, its product is not held. */
  visibleRows: boolean[];
  variants: number;
  products: number;
  visibleProducts: number;
  pendingListings: number;
  /** listing key -> product id, title, variant label */
  listingProducts: Map<string, { product: string; title: string; variantLabel: string }>;
}

async function readStored(db: Knex, rows: EvalRow[]): Promise<Stored> {
  const listings = (await db('listings as l')
    .join('variants as v', 'v.id', 'l.variant_id')
    .select('l.key', 'l.variant_id', 'l.product_id', 'l.match_kind', 'l.title', 'v.label')) as Array<{
    key: string;
    variant_id: string;
    product_id: string;
    match_kind: string;
    title: string;
    label: string;
  }>;
  const pending = new Set(
    (
      (await db('match_reviews').where('status', 'pending').distinct('listing_key')) as Array<{
        listing_key: string;
      }>
    ).map((r) => r.listing_key),
  );
  const placed = new Map<string, Placement>();
  const listingProducts = new Map<string, { product: string; title: string; variantLabel: string }>();
  for (const l of listings) {
    placed.set(l.key, {
      variant: l.variant_id,
      product: l.product_id,
      variantLabel: l.label,
      kind: l.match_kind,
      pendingReview: pending.has(l.key),
    });
    listingProducts.set(l.key, { product: l.product_id, title: l.title, variantLabel: l.label });
  }
  const hasHeld = await db.schema.hasColumn('products', 'held');
  const held = new Set(
    hasHeld
      ? ((await db('products').where('held', true).select('id')) as Array<{ id: string }>).map((r) => r.id)
      : [],
  );
  const hasRetired = await db.schema.hasColumn('offers', 'retired_at');
  const offers = (await db('offers').select(
    'variant_id',
    'merchant',
    'city_id',
    'url',
    ...(hasRetired ? ['retired_at'] : []),
  )) as Array<{
    variant_id: string;
    merchant: string;
    city_id: string;
    url: string;
    retired_at?: string | null;
  }>;
  const offerUrl = new Map<string, string>();
  for (const o of offers) {
    if (o.retired_at) continue;
    offerUrl.set(`${o.variant_id}|${o.merchant}|${o.city_id}`, o.url);
  }
  const cities = (await db('cities').select('id', 'name')) as Array<{ id: string; name: string }>;
  const cityId = new Map<string, string>();
  for (const c of cities) {
    cityId.set(c.name.toLowerCase(), c.id);
    cityId.set(c.id, c.id);
  }
  const visibleProducts = new Set<string>();
  const visibleRows = rows.map((row) => {
    const p = placed.get(row.key);
    const city = cityId.get(row.city.toLowerCase());
    if (!p || !city || held.has(p.product)) return false;
    const shown = offerUrl.get(`${p.variant}|${row.merchant}|${city}`) === row.url;
    if (shown) visibleProducts.add(p.product);
    return shown;
  });
  const count = async (table: string) =>
    Number(((await db(table).count({ c: '*' }).first()) as { c: number | string }).c);
  return {
    placed,
    visibleRows,
    variants: await count('variants'),
    products: await count('products'),
    visibleProducts: visibleProducts.size,
    pendingListings: pending.size,
    listingProducts,
  };
}

/** Checks that hold for any set: one merchant's listings kept apart, bundles never a part's pack. */
function merchantAndBundleChecks(
  rows: EvalRow[],
  stored: Stored,
  examples: number,
  titlesCarryPack: boolean,
): string[] {
  const out: string[] = [];
  const firstRow = new Map<string, EvalRow>();
  for (const r of rows) if (!firstRow.has(r.key)) firstRow.set(r.key, r);
  // Listings of one merchant sharing a variant in one city: only one of them has an offer.
  const byVariantMerchantCity = new Map<string, EvalRow[]>();
  for (const r of rows) {
    const p = stored.placed.get(r.key);
    if (!p) continue;
    const k = `${p.variant}|${r.merchant}|${r.city.toLowerCase()}`;
    const list = byVariantMerchantCity.get(k);
    if (list) list.push(r);
    else byVariantMerchantCity.set(k, [r]);
  }
  const collisions = [...byVariantMerchantCity.values()].filter((l) => new Set(l.map((r) => r.key)).size > 1);
  out.push(
    `  one merchant's two listings on one variant in one city (all but one hidden): ${int(collisions.length)}${collisions
      .slice(0, examples)
      .map((l) => `\n    e.g. ${l.map((r) => `${r.merchant} ${r.sku} '${r.title}' ₹${r.mrp}`).join(' / ')}`)
      .join('')}`,
  );
  // Products holding two different titles of one merchant.
  const titlesByProductMerchant = new Map<string, Set<string>>();
  for (const r of firstRow.values()) {
    const p = stored.placed.get(r.key);
    if (!p) continue;
    const k = `${p.product}|${r.merchant}`;
    const set = titlesByProductMerchant.get(k) ?? new Set<string>();
    set.add(r.title.trim().toLowerCase());
    titlesByProductMerchant.set(k, set);
  }
  const twoTitles = [...titlesByProductMerchant.entries()].filter(([, s]) => s.size > 1);
  // Where titles carry the pack size, one product's packs have titles of their own: nothing to count.
  if (!titlesCarryPack)
    out.push(
      `  products holding two different titles of one merchant: ${int(twoTitles.length)}${twoTitles
        .slice(0, examples)
        .map(
          ([k, s]) =>
            `\n    e.g. ${k.split('|')[1]} on ${k.split('|')[0]}: ${[...s].map((t) => `'${t}'`).join(' / ')}`,
        )
        .join('')}`,
    );
  // A bundle on a product that also holds a single pack of another listing: a pack size of a part.
  const byProduct = new Map<string, EvalRow[]>();
  for (const r of firstRow.values()) {
    const p = stored.placed.get(r.key);
    if (!p) continue;
    const list = byProduct.get(p.product);
    if (list) list.push(r);
    else byProduct.set(p.product, [r]);
  }
  const bundleOf = (r: EvalRow) => isComboTitle(r.title);
  const bundles = [...firstRow.values()].filter(bundleOf);
  const asPart = bundles.filter((b) => {
    const p = stored.placed.get(b.key);
    return p ? (byProduct.get(p.product) ?? []).some((o) => o.label !== b.label && !bundleOf(o)) : false;
  });
  out.push(
    `  combos ('A + B', 'Combo', 'Buy 3 Get 1'): ${int(bundles.length)} listings; on a product with a listing of another item that is no combo (a pack size of a part): ${int(asPart.length)}${asPart
      .slice(0, examples)
      .map((b) => {
        const p = stored.placed.get(b.key)!;
        const part = (byProduct.get(p.product) ?? []).find((o) => o.label !== b.label && !bundleOf(o))!;
        return `\n    e.g. '${b.title}' ₹${b.mrp} is the '${p.variantLabel}' variant of the product of '${part.title}' ₹${part.mrp}`;
      })
      .join('')}`,
  );
  return out;
}

function printScore(score: PairScore, examples: number): string[] {
  const out = [
    `  listings ${int(score.listings)} of ${int(score.items)} items; labelled pairs ${int(score.labelledPairs)}, pairs on one variant ${int(score.predictedPairs)}, of them right ${int(score.truePairs)}`,
    `  pairwise precision ${score.predictedPairs ? `${fixed(score.precision)} (95% Wilson ${fixed(score.precisionInterval[0])}-${fixed(score.precisionInterval[1])})` : 'n/a (no two listings on one variant)'}, recall ${score.labelledPairs ? `${fixed(score.recall)} (95% Wilson ${fixed(score.recallInterval[0])}-${fixed(score.recallInterval[1])})` : 'n/a (no two listings of one item)'}`,
    `  variants holding two or more items: ${int(score.mixedVariants)}; items split over two or more variants: ${int(score.splitItems)}`,
  ];
  const causes = (title: string, list: PairScore['falseMerges']) => {
    const total = list.reduce((s, c) => s + c.pairs, 0);
    out.push(`  ${title}: ${int(total)} pairs`);
    for (const c of list) {
      out.push(`    ${int(c.pairs)}  ${c.cause}`);
      for (const e of c.examples.slice(0, examples)) out.push(`        ${e}`);
    }
  };
  causes('false merges (pairs of different items on one variant), by cause', score.falseMerges);
  causes('misses (pairs of one item on different variants), by cause', score.misses);
  return out;
}

async function withDatabase<T>(
  pg: string | undefined,
  dir: string,
  name: string,
  use: (url: string, open: () => Knex) => Promise<T>,
): Promise<T> {
  if (!pg) {
    const path = join(dir, `${name}.sqlite`);
    return use(`sqlite:${path}`, () => createDb({ client: 'sqlite', filename: path }));
  }
  const database = `compare_eval_${randomBytes(4).toString('hex')}`;
  const admin = createDb({ client: 'pg', connectionString: pg });
  await admin.raw(`CREATE DATABASE ${database}`);
  const url = new URL(pg);
  url.pathname = `/${database}`;
  try {
    return await use(url.toString(), () => createDb({ client: 'pg', connectionString: url.toString() }));
  } finally {
    await admin.raw(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.destroy();
  }
}

/** Imports one set into a fresh database and prints its evaluation. */
export async function evaluateSet(
  set: SetName,
  options: { scheme?: SkuScheme; pg?: string; examples?: number } = {},
): Promise<void> {
  const scheme = options.scheme ?? 'one-sku';
  const examples = options.examples ?? 3;
  const loaded = loadSet(set, scheme);
  const dir = mkdtempSync(join(tmpdir(), 'compare-matching-eval-'));
  try {
    const file = join(dir, 'feed.jsonl');
    const out = createWriteStream(file);
    for (const chunk of loaded.feed) if (!out.write(chunk)) await once(out, 'drain');
    out.end();
    await once(out, 'finish');
    await withDatabase(options.pg, dir, set, async (url, open) => {
      const run = await runImport(file, url);
      const db = open();
      try {
        const stored = await readStored(db, loaded.rows);
        const score = scorePairs(loaded.rows, stored.placed, examples);
        const visible = stored.visibleRows.filter(Boolean).length;
        const hidden = loaded.rows.filter((_, i) => !stored.visibleRows[i]);
        const lines = [
          `\n== ${loaded.name}, ${options.pg ? 'PostgreSQL' : 'SQLite'}`,
          `  npm run import (DEMO_DATA=off, fresh database): ${run.seconds.toFixed(1)} s from the command to its summary, ${int(loaded.rows.length / run.seconds)} rows/s; importer: ${summaryValue(run.out, 'Import finished')}; load average ${load()}`,
          `  rows ${int(loaded.rows.length)}, rejected ${summaryValue(run.out, 'rejected')}; products ${int(stored.products)} (a shopper sees ${int(stored.visibleProducts)}), variants ${int(stored.variants)} for ${int(score.items)} items`,
          `  review: ${int(stored.pendingListings)} listings with a pending suggestion, ${((100 * stored.pendingListings) / Math.max(1, score.listings)).toFixed(2)}% of ${int(score.listings)} listings`,
          `  rows a shopper can see: ${int(visible)} of ${int(loaded.rows.length)} (${int(hidden.length)} hidden)${hidden
            .slice(0, examples)
            .map(
              (r) =>
                `\n    e.g. ${r.merchant} ${r.sku} '${r.title}' ₹${r.mrp} (${stored.placed.get(r.key)?.kind ?? 'not stored'})`,
            )
            .join('')}`,
          ...printScore(score, examples),
          ...merchantAndBundleChecks(loaded.rows, stored, examples, set !== 'bigbasket'),
        ];
        console.log(lines.join('\n'));
      } finally {
        await db.destroy();
      }
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function usage(message: string): never {
  console.error(
    `${message}\nusage: npx tsx bench/matching-eval.ts --set labelled|bigbasket|scale [--sku-per-city] [--pg postgres://user:pass@host/db] [--examples N]\n       npx tsx bench/matching-eval.ts --all`,
  );
  process.exit(2);
}

async function main(argv: string[]): Promise<void> {
  const value = (flag: string) => {
    const at = argv.indexOf(flag);
    if (at < 0) return undefined;
    const v = argv[at + 1];
    if (!v || v.startsWith('--')) usage(`${flag} needs a value`);
    return v;
  };
  const examples = Number(value('--examples') ?? 3);
  if (!Number.isInteger(examples) || examples < 0) usage('--examples needs a whole number');
  if (argv.includes('--all')) {
    const pg = value('--pg') ?? process.env.BENCH_DATABASE_URL;
    await evaluateSet('labelled', { examples });
    await evaluateSet('bigbasket', { examples });
    for (const scheme of ['one-sku', 'sku-per-city'] as const) {
      await evaluateSet('scale', { scheme, examples });
      if (pg) await evaluateSet('scale', { scheme, pg, examples });
    }
    return;
  }
  const set = value('--set');
  if (set !== 'labelled' && set !== 'bigbasket' && set !== 'scale')
    usage('--set must be labelled, bigbasket or scale');
  const pg = value('--pg');
  if (pg && !/^postgres(ql)?:\/\//.test(pg)) usage('--pg needs a postgres:// URL');
  if (argv.includes('--sku-per-city') && set !== 'scale') usage('--sku-per-city applies to --set scale only');
  await evaluateSet(set, {
    scheme: argv.includes('--sku-per-city') ? 'sku-per-city' : 'one-sku',
    pg,
    examples,
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
