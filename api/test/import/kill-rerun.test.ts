// An import killed part way (kill -9 of a child `npm run import`) and run again gives the same
// catalogue as a clean run: the same listings on the same products and variants. The feed is
// small but makes matching matter: six merchants word the same items their own ways, brands carry
// several lines, one merchant gives each city its own sku, and small transactions give the kill
// many points to land between.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/knex';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const HOSTS: Record<string, (sku: string) => string> = {
  blinkit: (sku) => `https://blinkit.com/prn/x/prid/${sku}`,
  zepto: (sku) => `https://www.zeptonow.com/pn/x/pvid/${sku}`,
  swiggy: (sku) => `https://www.swiggy.com/instamart/item/${sku}`,
  bigbasket: (sku) => `https://www.bigbasket.com/pd/${sku}/x/`,
  dmart: (sku) => `https://www.dmart.in/product/x?selectedProd=${sku}`,
  jiomart: (sku) => `https://www.jiomart.com/p/groceries/x/${sku}`,
};
const MERCHANTS = Object.keys(HOSTS);
// Made-up names: the test is about replaying, not about any real catalogue.
const BRANDS = [
  'Korvan',
  'Ameli',
  'Tusko',
  'Barnaby',
  'Quillo',
  'Nestar',
  'Pavlo',
  'Druma',
  'Solvi',
  'Himra',
];
const LINES = ['Velvet', 'Crisp', 'Harvest', 'Zesty', 'Mellow', 'Golden'];
const KINDS = ['Cookies', 'Chutney', 'Tea', 'Noodles', 'Ghee'];
const PACKS = ['200 g', '500 g', '1 kg', '100 ml', '1 l'];
const ROWS_PER_BATCH = 60;

/** The feed: about 640 rows (336 listings), each merchant titling the items its own way. */
function feedText(): string {
  const lines: string[] = [];
  for (const [b, brand] of BRANDS.entries()) {
    for (const [l, line] of LINES.entries()) {
      const kind = KINDS[(b + l) % KINDS.length]!;
      const pack = PACKS[(b * 3 + l) % PACKS.length]!;
      const mrp = 40 + ((b * 37 + l * 53) % 300);
      for (const [m, merchant] of MERCHANTS.entries()) {
        if ((b + l + m) % 5 === 0) continue;
        const title = [
          `${brand} ${line} ${kind} ${pack}`,
          `${brand} ${kind} ${line}`,
          `${line} ${kind} by ${brand}`,
          `${brand} ${line} ${kind} (${pack})`,
          `${brand} ${line} Premium ${kind}`,
          `${brand} ${line} ${kind} Pouch`,
        ][m]!;
        for (const city of ['Mumbai', 'Delhi']) {
          const sku = m === 5 ? `${b}-${l}-${city}` : `${b}-${l}`;
          lines.push(
            JSON.stringify({
              merchant,
              sku,
              title,
              ...(m === 3 ? {} : { brand }),
              ...(m === 0 || m === 3 ? {} : { pack }),
              url: HOSTS[merchant]!(sku),
              mrp: mrp + (m % 2),
              price: mrp - 3,
              inStock: true,
              city,
            }),
          );
        }
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Starts `npm run import` (the CLI in one node process, so a kill reaches the importer itself). */
function importChild(file: string, dbPath: string): ChildProcess {
  return spawn(
    process.execPath,
    ['--import', 'tsx', 'src/import/cli.ts', file, '--batch-rows', String(ROWS_PER_BATCH)],
    {
      cwd: API_DIR,
      env: { ...process.env, DATABASE_URL: `sqlite:${dbPath}`, DEMO_DATA: 'off', INIT_CWD: API_DIR },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
}

async function runToEnd(file: string, dbPath: string): Promise<void> {
  const child = importChild(file, dbPath);
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`npm run import failed (${code}): ${err}`);
}

const listingsIn = async (dbPath: string): Promise<number> => {
  const db = createDb({ client: 'sqlite', filename: dbPath });
  try {
    const row = (await db('listings')
      .count({ n: '*' })
      .first()
      .catch(() => undefined)) as { n: number } | undefined;
    return Number(row?.n ?? 0);
  } finally {
    await db.destroy();
  }
};

/** Runs an import and kills it (SIGKILL) once at least `listings` listings are committed. */
async function killAfter(file: string, dbPath: string, listings: number): Promise<number> {
  const child = importChild(file, dbPath);
  const exited = once(child, 'exit');
  let done = false;
  void exited.then(() => {
    done = true;
  });
  let seen = 0;
  while (!done) {
    seen = await listingsIn(dbPath).catch(() => 0);
    if (seen >= listings) {
      child.kill('SIGKILL');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await exited;
  return listingsIn(dbPath);
}

/** Where each listing went: the listings grouped by product and by variant, as sorted keys. */
async function catalogueOf(dbPath: string) {
  const db = createDb({ client: 'sqlite', filename: dbPath });
  try {
    const rows = (await db('listings').select('key', 'product_id', 'variant_id')) as Array<{
      key: string;
      product_id: string;
      variant_id: string;
    }>;
    const groups = (by: 'product_id' | 'variant_id') => {
      const map = new Map<string, string[]>();
      for (const r of rows) map.set(r[by], [...(map.get(r[by]) ?? []), r.key]);
      return [...map.values()].map((keys) => keys.sort().join(' ')).sort();
    };
    const products = Number(((await db('products').count({ n: '*' }).first()) as { n: number | string }).n);
    return {
      listings: rows.length,
      products,
      byProduct: groups('product_id'),
      byVariant: groups('variant_id'),
    };
  } finally {
    await db.destroy();
  }
}

describe('an import killed part way and run again', () => {
  let dir: string;
  let file: string;
  let clean: Awaited<ReturnType<typeof catalogueOf>>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'compare-kill-'));
    file = join(dir, 'feed.jsonl');
    writeFileSync(file, feedText());
    await runToEnd(file, join(dir, 'clean.sqlite'));
    clean = await catalogueOf(join(dir, 'clean.sqlite'));
  }, 120_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('gives the same products and variants as a clean run, wherever the kill landed', async () => {
    expect(clean.listings).toBeGreaterThan(300);
    // Products hold listings of several merchants: matching was at work.
    expect(clean.products).toBeLessThan(clean.listings / 3);
    const stoppedAt: number[] = [];
    for (const [i, after] of [1, 120, 240].entries()) {
      const dbPath = join(dir, `killed-${i}.sqlite`);
      const committed = await killAfter(file, dbPath, after);
      stoppedAt.push(committed);
      await runToEnd(file, dbPath);
      const rerun = await catalogueOf(dbPath);
      expect(rerun.listings, `killed after ${committed} listings`).toBe(clean.listings);
      expect(rerun.products, `killed after ${committed} listings`).toBe(clean.products);
      expect(rerun.byVariant, `killed after ${committed} listings`).toEqual(clean.byVariant);
      expect(rerun.byProduct, `killed after ${committed} listings`).toEqual(clean.byProduct);
    }
    // The kills landed part way, not before the first or after the last write.
    expect(stoppedAt.some((n) => n > 0 && n < clean.listings)).toBe(true);
  }, 900_000);
});
