// The scale feed part of the import bench (scale-feed.ts): for each sku scheme, `npm run import`
// of the 315,100-row feed into a fresh SQLite database started without the demo (DEMO_DATA=off),
// timed from the command to its summary (bench/run-import.ts), then the same file again (nothing
// changes), and the pairwise precision and recall of where the listings went. On PostgreSQL (when
// a URL is given) the importer runs in this process on a fresh schema.
// Run alone: cd api && npx tsx bench/import-scale.ts   (BENCH_ENGINE=sqlite|postgres as import.ts)
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { generateCatalogue } from '../src/catalogue/index';
import { createDb, migrate } from '../src/db/knex';
import { prepareDatabase } from '../src/import/demo';
import { importFeed } from '../src/import/importer';
import { wilson } from './eval-score';
import { runImport } from './run-import';
import { pairwiseScore, SCALE_ITEMS, type SkuScheme, scaleFeedText, scaleLabels } from './scale-feed';

const n = (value: number) => Math.round(value).toLocaleString('en-IN');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const summaryLine = (out: string, label: string) =>
  out
    .split('\n')
    .find((l) => l.trim().startsWith(label))
    ?.split(':')
    .pop()
    ?.trim() ?? '?';

async function variantsOf(db: Knex): Promise<Map<string, string>> {
  const rows = (await db('listings').select('key', 'variant_id')) as Array<{
    key: string;
    variant_id: string;
  }>;
  return new Map(rows.map((r) => [r.key, r.variant_id]));
}

const interval = (k: number, total: number) =>
  total === 0
    ? 'n/a'
    : wilson(k, total)
        .map((v) => v.toFixed(4))
        .join('-');

async function scoreLine(db: Knex, scheme: SkuScheme): Promise<string> {
  const labels = scaleLabels(scheme);
  const score = pairwiseScore(labels, await variantsOf(db));
  const items = new Set(labels.values()).size;
  const variants = Number(((await db('variants').count({ c: '*' }).first()) as { c: number | string }).c);
  const pending = Number(
    (
      (await db('match_reviews').where('status', 'pending').count({ c: '*' }).first()) as {
        c: number | string;
      }
    ).c,
  );
  return `${n(variants)} variants for the ${n(items)} items listed, ${n(pending)} for review; pairwise precision ${score.precision.toFixed(4)} (95% ${interval(score.truePairs, score.predictedPairs)}), recall ${score.recall.toFixed(4)} (95% ${interval(score.truePairs, score.labelledPairs)})${score.examples.length ? `; ${score.mixedVariants} variants hold two items, e.g. ${score.examples.slice(0, 2).join('; ')}` : ''}`;
}

async function sqliteScheme(dir: string, file: string, scheme: SkuScheme): Promise<void> {
  const path = join(dir, `${scheme}.sqlite`);
  const first = await runImport(file, `sqlite:${path}`);
  const again = await runImport(file, `sqlite:${path}`);
  const db = createDb({ client: 'sqlite', filename: path });
  try {
    console.log(
      `  sqlite, ${scheme}: npm run import ${first.seconds.toFixed(1)} s from the command to its summary (${n(315_100 / first.seconds)} rows/s, start-up included; the importer's own figure ${summaryLine(first.out, 'Import finished')}); again, unchanged: ${again.seconds.toFixed(1)} s (${n(315_100 / again.seconds)} rows/s; importer ${summaryLine(again.out, 'Import finished')}); load average ${load()}`,
    );
    console.log(`    ${await scoreLine(db, scheme)}`);
  } finally {
    await db.destroy();
  }
}

async function postgresScheme(url: string, file: string, scheme: SkuScheme): Promise<void> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = createDb({ client: 'pg', connectionString: url });
  await admin.raw(`CREATE SCHEMA ${schema}`);
  const db = createDb({ client: 'pg', connectionString: url }, { schema });
  try {
    const started = performance.now();
    await migrate(db);
    await prepareDatabase(db, generateCatalogue, false);
    const first = await importFeed(db, { input: createReadStream(file), format: 'jsonl' });
    const firstSeconds = (performance.now() - started) / 1000;
    const again = await importFeed(db, { input: createReadStream(file), format: 'jsonl' });
    console.log(
      `  postgres, ${scheme}: ${firstSeconds.toFixed(1)} s with migrations and reference data (importer ${n(first.rowsRead / (first.elapsedMs / 1000))} rows/s); again, unchanged: ${n(again.rowsRead / (again.elapsedMs / 1000))} rows/s; load average ${load()}`,
    );
    console.log(`    ${await scoreLine(db, scheme)}`);
  } finally {
    await db.destroy();
    await admin.raw(`DROP SCHEMA ${schema} CASCADE`);
    await admin.destroy();
  }
}

/** Runs the scale feed bench for both sku schemes. */
export async function benchScaleFeed(): Promise<void> {
  console.log(
    `Scale feed: ${n(SCALE_ITEMS)} items made from BigBasket's public list, six merchants, two cities, 3,15,100 rows, each labelled with its item (bench/scale-feed.ts)`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'compare-import-scale-'));
  try {
    const engine = process.env.BENCH_ENGINE;
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    for (const scheme of ['one-sku', 'sku-per-city'] as const) {
      const file = join(dir, `${scheme}.jsonl`);
      const out = createWriteStream(file);
      for (const chunk of scaleFeedText(scheme)) if (!out.write(chunk)) await once(out, 'drain');
      out.end();
      await once(out, 'finish');
      if (engine !== 'postgres') await sqliteScheme(dir, file, scheme);
      if (engine !== 'sqlite' && url) await postgresScheme(url, file, scheme);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchScaleFeed().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
