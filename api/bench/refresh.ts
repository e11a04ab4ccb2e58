// Batch refresh benchmark: 20 items × 5 merchants through POST /api/scrape/cart/refresh of the
// real app (PRICE_SOURCE=http) against the merchant simulator at 150 ms latency, all over real
// sockets on 127.0.0.1. Reports wall time and wall time as a multiple of one round trip; the
// per-merchant concurrency decides that multiple (≈ ceil(20 / concurrency)).
// Run: cd api && npx tsx bench/refresh.ts
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlatformKey } from '@compare/core';
import { createApp, DEFAULT_ROUTERS } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, migrate } from '../src/db/knex';
import { silentLogger } from '../src/logger';
import { createScrapeRouter } from '../src/routes/scrape';
import { startMerchantSimulator } from '../src/simulator/server';

const LATENCY_MS = 150;
const ITEMS_PER_MERCHANT = 20;
const MERCHANTS: PlatformKey[] = ['blinkit', 'zepto', 'swiggy', 'bigbasket', 'dmart'];
const RUNS = 3;
const POINT = { lat: 19.076, lon: 72.8777 };

let serial = 0;
/** A fresh product URL (never cached) in the merchant's real pattern. */
function freshUrl(platform: PlatformKey): string {
  serial += 1;
  const id = String(1_000_000 + serial);
  switch (platform) {
    case 'blinkit':
      return `https://blinkit.com/prn/bench-${serial}/prid/${id}`;
    case 'zepto':
      return `https://www.zeptonow.com/pn/bench-${serial}/pvid/00000000-0000-4000-8000-${id.padStart(12, '0')}`;
    case 'swiggy':
      return `https://www.swiggy.com/instamart/item/${id}`;
    case 'bigbasket':
      return `https://www.bigbasket.com/pd/${id}/bench-${serial}/`;
    case 'dmart':
      return `https://www.dmart.in/product/bench-${serial}?selectedProd=${id}`;
    case 'jiomart':
      return `https://www.jiomart.com/p/groceries/bench-${serial}/${id}`;
  }
}

async function post(baseUrl: string, items: Array<{ platform: PlatformKey; url: string }>): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/scrape/cart/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...POINT, items }),
  });
  const body = (await res.json()) as { data: Array<{ ok: boolean; error?: { code: string } }> };
  const elapsed = performance.now() - started;
  const failed = body.data.filter((line) => !line.ok);
  if (res.status !== 200 || failed.length > 0) {
    throw new Error(
      `refresh failed: status ${res.status}, ${failed.length} failed lines (${failed[0]?.error?.code})`,
    );
  }
  return elapsed;
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(
  concurrency: number | null,
): Promise<{ label: string; oneTrip: number; batch: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'compare-bench-refresh-'));
  const sim = await startMerchantSimulator();
  for (const m of MERCHANTS) sim.configure(m, { latencyMs: LATENCY_MS });
  const config = loadConfig({
    DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}`,
    PRICE_SOURCE: 'http',
    ALLOW_TEST_OVERRIDES: '1',
    PRICE_HOST_OVERRIDES: sim.hostOverrides(),
    ...(concurrency === null ? {} : { PRICE_CONCURRENCY: String(concurrency) }),
    LOG_LEVEL: 'silent',
  });
  const db = createDb(config.database);
  await migrate(db);
  const routers = DEFAULT_ROUTERS.includes(createScrapeRouter) ? [] : [createScrapeRouter];
  const app = createApp({ db, config, logger: silentLogger, routers });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    // Warm-up (connection setup, JIT), then one round trip = a one-item refresh.
    await post(baseUrl, [{ platform: 'blinkit', url: freshUrl('blinkit') }]);
    const trips: number[] = [];
    for (let i = 0; i < RUNS; i += 1)
      trips.push(await post(baseUrl, [{ platform: 'zepto', url: freshUrl('zepto') }]));
    const batches: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const items = MERCHANTS.flatMap((platform) =>
        Array.from({ length: ITEMS_PER_MERCHANT }, () => ({ platform, url: freshUrl(platform) })),
      );
      batches.push(await post(baseUrl, items));
    }
    const label = concurrency === null ? 'default' : String(concurrency);
    return { label, oneTrip: median(trips), batch: median(batches) };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.destroy();
    await sim.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const rows = [];
for (const concurrency of [null, 4, 20]) rows.push(await measure(concurrency));

process.stdout.write(
  `batch refresh: ${ITEMS_PER_MERCHANT} items x ${MERCHANTS.length} merchants, simulator latency ${LATENCY_MS} ms, median of ${RUNS}\n`,
);
process.stdout.write(
  'per-merchant concurrency | one round trip (ms) | batch wall (ms) | batch / round trip\n',
);
for (const row of rows) {
  process.stdout.write(
    `${row.label.padEnd(24)} | ${row.oneTrip.toFixed(0).padStart(19)} | ${row.batch.toFixed(0).padStart(15)} | ${(row.batch / row.oneTrip).toFixed(2)}x\n`,
  );
}
