// `npx tsx bench/export.ts [scale]`: the open price export at scale. Seeds a SQLite file with the
// demo catalogue grown `scale` times (100: ~35k products, ~3M offers and observations), then runs
// `npm run export` on it in its own process and prints its time, file size and peak RSS (the
// export's bounded memory is the point: RSS must not grow with the history).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCatalogue } from '../src/catalogue/index';
import { createDb, migrate } from '../src/db/knex';
import { seedIfEmpty } from '../src/db/seed';
import { grown } from './grown-catalogue';

const scale = Number(process.argv[2] ?? 100);
const dir = mkdtempSync(join(tmpdir(), 'compare-export-bench-'));
const filename = join(dir, 'bench.sqlite');
try {
  const db = createDb({ client: 'sqlite', filename });
  await migrate(db);
  let started = performance.now();
  await seedIfEmpty(db, () => grown(generateCatalogue(), scale));
  const count = async (table: string) => Number(((await db(table).count({ n: '*' }))[0] as { n: unknown }).n);
  const figures = {
    products: await count('products'),
    offers: await count('offers'),
    observations: await count('price_observations'),
  };
  await db.destroy();
  process.stdout.write(
    `seeded scale ${scale} in ${((performance.now() - started) / 1000).toFixed(0)} s: ${JSON.stringify(figures)}\n`,
  );
  started = performance.now();
  const cli = fileURLToPath(new URL('../src/export/cli.ts', import.meta.url));
  const run = spawnSync('npx', ['tsx', cli, join(dir, 'prices.jsonl.gz')], {
    env: { ...process.env, DATABASE_URL: `sqlite:${filename}` },
    encoding: 'utf8',
  });
  process.stdout.write(run.stderr);
  process.stdout.write(
    `wall time with process start: ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
