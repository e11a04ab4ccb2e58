// Every price says how old it is (issue 33): a feed imported by the operator's CLI dates one
// product's prices 3 hours, 2 days and 4 days back; /my-cart's table says 'updated 3 hr ago' and
// 'updated 2 days ago', the 4-day-old price 'Price from 4 days ago' and 'Not counted', and the
// verdict names the line it left out as too old; on a phone the line-by-line table says the same.
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
import { DESKTOP, launchBrowser, openSession, PHONE } from './support/browser';
import { cartLine, MUMBAI, storedBasket } from './support/catalog';
import { freePort, repoRoot, startApi } from './support/servers.mjs';

const run = promisify(execFile);
const HOUR = 3_600_000;

let browser: Browser;
let api: { url: string; stop: () => Promise<void>; databaseFile: string };
let product: Product;

beforeAll(async () => {
  [browser, api] = await Promise.all([
    launchBrowser(),
    startApi({ port: await freePort(), env: { PRICE_SOURCE: 'http' } }),
  ]);
  const at = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
  const row = (merchant: string, url: string, price: number, hours: number) =>
    JSON.stringify({
      merchant,
      sku: `${merchant}-ages-kokum`,
      title: 'Ratnagiri Kokum Sherbet Concentrate',
      brand: 'Ratnagiri',
      pack: '750 ml',
      url,
      mrp: 200,
      price,
      inStock: true,
      city: 'Mumbai',
      observedAt: at(hours),
    });
  const feed = join(tmpdir(), `price-ages-${process.pid}.jsonl`);
  writeFileSync(
    feed,
    [
      row('blinkit', 'https://blinkit.com/prn/kokum/prid/9101', 180, 3),
      row('zepto', 'https://www.zeptonow.com/pn/kokum/pvid/9102', 175, 49),
      row('bigbasket', 'https://www.bigbasket.com/pd/9103/kokum/', 150, 97),
    ].join('\n'),
  );
  await run(process.execPath, ['--import', 'tsx', 'api/src/import/cli.ts', feed], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: `sqlite:${api.databaseFile}`, INIT_CWD: repoRoot },
  });
  // The running server reads the import within seconds (the SQLite change mark).
  const end = Date.now() + 20_000;
  for (;;) {
    const res = await fetch(`${api.url}/products?q=kokum`, {
      headers: { Lat: String(MUMBAI.lat), Lon: String(MUMBAI.lon) },
    });
    const found = ((await res.json()) as { data: Product[] }).data[0];
    if (found && Object.values(found.platformData)[0]?.length === 3) {
      product = found;
      break;
    }
    if (Date.now() > end) throw new Error('the imported product did not show within 20 s');
    await new Promise((r) => setTimeout(r, 500));
  }
});
// The basket line as the widgets store it after reading the API: each offer with its observedAt and
// stale flag.
const basketLine = (variant: string) => ({
  ...cartLine(product, variant),
  platformData: product.platformData[variant] ?? [],
});

afterAll(async () => {
  await browser?.close();
  await api?.stop();
});

describe('price ages', () => {
  it('the table says how old each price is, and the verdict names the line left out as too old', async () => {
    const variant = Object.keys(product.platformData)[0] as string;
    const session = await openSession(browser, {
      viewport: DESKTOP,
      storage: storedBasket([basketLine(variant)]),
    });
    const { page } = session;
    try {
      await page.goto(`${api.url}/my-cart`);
      const cell = (merchant: string) => page.locator(`tbody td[data-merchant="${merchant}"]`).first();
      await expect.poll(() => cell('blinkit').textContent(), { timeout: 20_000 }).toMatch(/updated 3 hr ago/);
      expect(await cell('zepto').textContent()).toMatch(/updated 2 days ago/);
      expect(await cell('bigbasket').textContent()).toMatch(/Price from 4 days ago/);
      expect(await cell('bigbasket').textContent()).toMatch(/Not counted: price too old/);
      expect(await page.getByTestId('verdict-stale').textContent()).toMatch(
        /^Price too old, not counted: .*Kokum.* at Bigbasket$/,
      );
      expect(await page.getByTestId('verdict').textContent()).not.toMatch(/Buy everything at Bigbasket/);
    } finally {
      await session.close();
    }
  });

  it('on a phone, the line-by-line table says the same ages without overflowing the page', async () => {
    const variant = Object.keys(product.platformData)[0] as string;
    const session = await openSession(browser, {
      viewport: PHONE,
      storage: storedBasket([basketLine(variant)]),
    });
    const { page } = session;
    try {
      await page.goto(`${api.url}/my-cart`);
      await page.getByRole('button', { name: 'Compare line by line' }).click();
      const blinkit = page.locator('tbody td[data-merchant="blinkit"]').first();
      await expect.poll(() => blinkit.textContent(), { timeout: 20_000 }).toMatch(/updated 3 hr ago/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await session.close();
    }
  });
});
