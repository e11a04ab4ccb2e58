// The CPU of matching alone: the match stage (`matchRows`, as the importer calls it) over a JSON
// Lines feed, in batches of the importer's size, into an empty catalogue, with no database: no
// look-up, write or driver thread shares the figure, so it holds on a busy machine better than an
// import's wall time does (compare two trees side by side, in the same minutes). Prints the
// process CPU spent in `matchRows`, the garbage collector's pauses within it, and a digest of every
// decision (listings, suggested merges, products and variants as the batches hold them): two
// trees that decide alike print the same digest.
//   cd api && npx tsx bench/matching-cpu.ts FEED.jsonl [--rows N]
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { loadavg } from 'node:os';
import { PerformanceObserver } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { createCatalogueAdditions } from '../src/import/catalogue-additions';
import type { PlacedRow } from '../src/import/locate-rows';
import { type MatchContext, matchRows } from '../src/import/match';
import { createMatcher } from '../src/import/matcher';
import { MerchantItems } from '../src/import/merchant-items';
import { Turns } from '../src/import/turns';
import { validateRow } from '../src/import/validate';
import { emptyBatch, ImportWriter } from '../src/import/write';
import type { ListingsRepository } from '../src/repositories/listings';

const BATCH_ROWS = 20_000;

const args = process.argv.slice(2);
const feed = args.find((a) => !a.startsWith('--'));
const rowsAt = args.indexOf('--rows');
const maxRows = rowsAt >= 0 ? Number(args[rowsAt + 1]) : Number.POSITIVE_INFINITY;
if (!feed || !(maxRows > 0)) {
  console.error('usage: npx tsx bench/matching-cpu.ts FEED.jsonl [--rows N]');
  process.exit(2);
}

const now = new Date().toISOString();
const matcher = createMatcher();
const additions = createCatalogueAdditions(
  { products: [], variants: [], listed: [], categories: [] },
  matcher,
);
// The stage never writes here: the writer only keeps the run's listings and claimed offers.
const writer = new ImportWriter(
  {} as ListingsRepository,
  { dryRun: true },
  { listings: false, offers: false },
);
let position = 0;
const ctx: MatchContext = {
  matcher,
  additions,
  addBrand: matcher.addBrand,
  writer,
  findListings: async () => new Map(),
  nextPosition: () => ++position,
  now,
  items: new MerchantItems(),
  loadItems: async () => undefined,
};

let gcMs = 0;
let matching = false;
new PerformanceObserver((list) => {
  if (matching) for (const entry of list.getEntries()) gcMs += entry.duration;
}).observe({ entryTypes: ['gc'] });

const digest = createHash('sha256');
let cpuMicros = 0;
let rows = 0;
const runBatch = async (placed: PlacedRow[]) => {
  const batch = emptyBatch('bench', now);
  matching = true;
  const before = process.cpuUsage();
  await matchRows(placed, batch, ctx, new Turns());
  const spent = process.cpuUsage(before);
  matching = false;
  cpuMicros += spent.user + spent.system;
  for (const l of batch.listings)
    digest.update(
      `${l.key}|${l.product_id}|${l.variant_id}|${l.brand}|${l.pack}|${l.match_kind}|${l.match_reason}\n`,
    );
  for (const r of batch.reviews)
    digest.update(`${r.listing_key}|${r.product_id}|${r.variant_id}|${r.reason}\n`);
  for (const p of batch.products) digest.update(`${JSON.stringify(p)}\n`);
  for (const v of batch.variants) digest.update(`${JSON.stringify(v)}\n`);
};

let placed: PlacedRow[] = [];
let line = 0;
for await (const text of createInterface({
  input: createReadStream(feed),
  crlfDelay: Number.POSITIVE_INFINITY,
})) {
  line++;
  if (!text.trim()) continue;
  const result = validateRow(JSON.parse(text), now);
  if (!result.ok) continue;
  const { row } = result;
  placed.push({ line, row, key: `${row.merchant}:${row.sku}`, cityId: (row.city ?? '').toLowerCase() });
  if (++rows >= maxRows) break;
  if (placed.length === BATCH_ROWS) {
    await runBatch(placed);
    placed = [];
  }
}
if (placed.length > 0) await runBatch(placed);

const { summary } = writer;
console.log(
  `matchRows CPU ${(cpuMicros / 1e6).toFixed(2)} s over ${rows.toLocaleString('en-IN')} rows ` +
    `(${summary.newListings.toLocaleString('en-IN')} new listings, ${summary.productsCreated.toLocaleString('en-IN')} products, ` +
    `${summary.leftForReview} suggestions); GC pauses within it ${(gcMs / 1000).toFixed(2)} s; ` +
    `decisions ${digest.digest('hex').slice(0, 12)}; load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
