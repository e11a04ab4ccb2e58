// A bad feed row never becomes the price (issue 33): the operator's CLI imports a kokum sherbet at
// ₹180 (MRP ₹200), then a row reading ₹1.80 with an MRP of ₹800 (a 100x parse error). The price
// shoppers see stays ₹180, and /sources lists the held row with why it was held; a second import an
// hour later at ₹1.82 confirms it, the price becomes ₹1.82 and nothing is held any more.
// Its own API (live prices over HTTP, which this offline machine cannot reach, so no refresh
// replaces the imported prices).
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Product } from '@compare/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openSession } from './support/browser';
import { MUMBAI } from './support/catalog';
import { freePort, repoRoot, startApi } from './support/servers.mjs';

const run = promisify(execFile);
const HOUR = 3_600_000;

let browser: Browser;
let api: { url: string; stop: () => Promise<void>; databaseFile: string };

/** Imports one blinkit kokum row through `npm run import`'s CLI into the test API's database. */
async function importRow(name: string, price: number, mrp: number, hoursAgo: number) {
  const feed = join(tmpdir(), `quarantine-${name}-${process.pid}.jsonl`);
  writeFileSync(
    feed,
    JSON.stringify({
      merchant: 'blinkit',
      sku: 'blinkit-quarantine-kokum',
      title: 'Ratnagiri Kokum Sherbet Concentrate',
      brand: 'Ratnagiri',
      pack: '750 ml',
      url: 'https://blinkit.com/prn/kokum/prid/9201',
      mrp,
      price,
      inStock: true,
      city: 'Mumbai',
      observedAt: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
    }),
  );
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'api/src/import/cli.ts', feed], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: `sqlite:${api.databaseFile}`, INIT_CWD: repoRoot },
  });
  return stdout;
}

/** The kokum's blinkit price as the API answers a shopper in Mumbai. */
async function shownPrice(): Promise<number | undefined> {
  const res = await fetch(`${api.url}/products?q=kokum`, {
    headers: { Lat: String(MUMBAI.lat), Lon: String(MUMBAI.lon) },
  });
  const found = ((await res.json()) as { data: Product[] }).data[0];
  const offers = found ? Object.values(found.platformData)[0] : undefined;
  return offers?.find((o) => o.merchantName.toLowerCase() === 'blinkit')?.price;
}

beforeAll(async () => {
  [browser, api] = await Promise.all([
    launchBrowser(),
    startApi({ port: await freePort(), env: { PRICE_SOURCE: 'http' } }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await api?.stop();
});

describe('quarantined prices', () => {
  it('holds a 100x drop with an MRP jump, lists it on /sources, and applies it once confirmed', async () => {
    await importRow('first', 180, 200, 3);
    // The running server reads each import within seconds (the SQLite change mark).
    await expect.poll(shownPrice, { timeout: 20_000, interval: 500 }).toBe(180);
    const report = await importRow('bad', 1.8, 800, 2);
    expect(report).toMatch(/quarantined:\s+1/);
    // Shoppers still see the old price.
    await new Promise((r) => setTimeout(r, 3000));
    expect(await shownPrice()).toBe(180);

    const session = await openSession(browser, { viewport: DESKTOP });
    const { page } = session;
    try {
      const summary = page.getByTestId('quarantine-summary');
      // /api/sources is cached for a few seconds: reload until the held row is listed.
      await expect
        .poll(
          async () => {
            await page.goto(`${api.url}/sources`);
            return summary.textContent();
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toBe('1 price is held back until confirmed.');
      const held = page.getByRole('table', { name: 'Quarantined prices, newest first' }).locator('tbody tr');
      expect(await held.count()).toBe(1);
      const row = (await held.first().textContent()) ?? '';
      expect(row).toContain('Ratnagiri Kokum Sherbet Concentrate (Blinkit, Mumbai)');
      expect(row).toContain('₹1.80 (MRP ₹800.00)');
      expect(row).toContain('₹180.00');
      await session.screenshot('sources-quarantine-1280', { fullPage: true });

      const confirm = await importRow('confirm', 1.82, 800, 1);
      expect(confirm).toMatch(/held prices confirmed:\s+1/);
      await expect.poll(shownPrice, { timeout: 20_000, interval: 500 }).toBe(1.82);
      await expect
        .poll(
          async () => {
            await page.goto(`${api.url}/sources`);
            return summary.textContent();
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toBe('No price is held back.');
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
