// Accounts in the browser: one account signed in on two devices sees one basket; a saved basket's
// share link opened signed out (priced there, 'Add all to my basket'); a price watch fires after an
// import lowers the price, and the bell's inbox shows it. Pasting a list fills the basket. Each
// screen is checked with axe. The journeys run on an API of their own: the watch evaluation runs
// every 2 s there, so the import made by another process (the importer's CLI) is picked up quickly.
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Product } from '@compare/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openSession, type Session } from './support/browser';
import { freePort, repoRoot, startApi } from './support/servers.mjs';

const run = promisify(execFile);
const SHOTS = process.env.ACCOUNTS_SHOTS_DIR;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;
let api: { url: string; stop: () => Promise<void>; databaseFile: string };
let names = 0;

beforeAll(async () => {
  [browser, api] = await Promise.all([
    launchBrowser(),
    startApi({ port: await freePort(), env: { WATCH_EVALUATE_SECONDS: '2' } }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await api?.stop();
});

/** A signed-in session: the account registered (first) or signed in (later devices). */
async function device(username: string, register: boolean): Promise<Session> {
  const session = await openSession(browser, { viewport: DESKTOP });
  const response = await session.page.request.post(`${api.url}/api/${register ? 'register' : 'login'}`, {
    data: { username, password: 'secret12' },
    headers: { Origin: api.url },
  });
  expect(response.ok()).toBe(true);
  return session;
}

/** Saves a screenshot under test-results/e2e (and ACCOUNTS_SHOTS_DIR when set). */
async function shot(session: Session, name: string): Promise<void> {
  await session.screenshot(`accounts-${name}`);
  if (SHOTS) await session.page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** axe on the page as it is now (wcag2a/aa rules); answers the violations' ids. */
async function axe(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const w = window as unknown as {
      axe: { run: (c: Document, o: object) => Promise<{ violations: Array<{ id: string }> }> };
    };
    const result = await w.axe.run(document, { runOnly: ['wcag2a', 'wcag2aa'] });
    return result.violations.map((v) => v.id);
  });
}

async function product(q: string): Promise<Product> {
  const res = await fetch(`${api.url}/products?q=${encodeURIComponent(q)}&limit=5`);
  const page = (await res.json()) as { data: Product[] };
  const found = page.data.find((p) => Object.values(p.platformData).some((offers) => offers.length >= 2));
  if (!found) throw new Error(`no product for ${q}`);
  return found;
}

const badge = (page: Page) => page.getByRole('button', { name: /^Open cart/ });

describe('accounts', () => {
  it('shows one basket on two devices of one account, within 5 s of focus', async () => {
    const username = `twodevices${++names}`;
    const a = await device(username, true);
    const b = await device(username, false);
    try {
      const milk = await product('milk');
      await b.page.goto(`${api.url}/`);
      await a.page.goto(`${api.url}/product/${encodeURIComponent(milk.productId)}`);
      await a.page
        .getByRole('button', { name: /^Add: / })
        .first()
        .click();
      await badge(a.page)
        .and(a.page.getByRole('button', { name: 'Open cart, 1 item in cart' }))
        .waitFor();
      // The change reaches the server shortly after it is made; device B reads it when it is focused.
      await a.page.waitForTimeout(1000);
      const focused = Date.now();
      await b.page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await b.page.getByRole('button', { name: 'Open cart, 1 item in cart' }).waitFor({ timeout: 5000 });
      expect(Date.now() - focused).toBeLessThan(5000);
      await shot(b, 'two-devices-device-b');
      // And back: B removes it on /my-cart, A sees an empty basket after its next focus.
      await b.page.goto(`${api.url}/my-cart`);
      await b.page.getByRole('button', { name: 'Decrease quantity' }).first().click();
      await b.page.waitForTimeout(1000);
      await a.page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await a.page.getByRole('button', { name: 'Open cart', exact: true }).waitFor({ timeout: 5000 });
      expect([...a.problems, ...b.problems]).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('pastes a list, saves the basket and opens its share link signed out', async () => {
    const owner = await device(`sharer${++names}`, true);
    const visitor = await openSession(browser, { viewport: DESKTOP });
    try {
      const { page } = owner;
      await page.goto(`${api.url}/my-cart`);
      await page.getByRole('button', { name: 'Paste a list' }).click();
      const dialog = page.getByRole('dialog', { name: 'Paste a shopping list' });
      await dialog.getByRole('textbox').fill('2 doodh\natta 5kg\npyaz 1 kg\nदूध 1 लीटर\nxyzzy plover');
      await dialog.getByRole('button', { name: 'Find items' }).click();
      await dialog.getByText('Not found: xyzzy plover').waitFor();
      expect(await dialog.getByTestId('paste-list-line').count()).toBe(4);
      expect(await axe(page)).toEqual([]);
      await shot(owner, 'paste-list-resolved');
      await dialog.getByRole('button', { name: /^Add \d lines$/ }).click();
      await badge(page)
        .and(page.getByRole('button', { name: /in cart$/ }))
        .waitFor();

      await page.getByLabel('Basket name').fill('Weekly');
      await page.getByRole('button', { name: 'Save basket' }).click();
      const saved = page.getByTestId('saved-basket');
      await saved.getByRole('button', { name: 'Share link' }).click();
      const link = await saved.getByLabel('Share link for Weekly').inputValue();
      expect(link).toMatch(new RegExp(`^${api.url}/b/[A-Za-z0-9_-]{22}$`));
      expect(await axe(page)).toEqual([]);
      await shot(owner, 'saved-baskets');

      await visitor.page.goto(link);
      await visitor.page.getByRole('heading', { name: 'Shared basket: Weekly' }).waitFor();
      expect(await axe(visitor.page)).toEqual([]);
      await shot(visitor, 'shared-basket-signed-out');
      await visitor.page.getByRole('button', { name: 'Add all to my basket' }).click();
      await badge(visitor.page)
        .and(visitor.page.getByRole('button', { name: /in cart$/ }))
        .waitFor();

      // Revoked, the link says so.
      await saved.getByRole('button', { name: 'Stop sharing' }).click();
      await saved.getByRole('button', { name: 'Share link' }).waitFor();
      await visitor.page.reload();
      await visitor.page.getByText('This basket is no longer shared.').waitFor();
      expect(owner.problems).toEqual([]);
    } finally {
      await owner.close();
      await visitor.close();
    }
  });

  it('fires a price watch after an import lowers the price: the bell and the inbox show it', async () => {
    const session = await device(`watcher${++names}`, true);
    const { page } = session;
    try {
      const atta = await product('atta');
      const variant =
        Object.keys(atta.platformData).find((v) => (atta.platformData[v]?.length ?? 0) >= 2) ?? '';
      const offers = atta.platformData[variant] ?? [];
      const lowest = Math.min(...offers.map((o) => o.price));
      const below = Math.floor(lowest) - 1;
      await page.goto(`${api.url}/product/${encodeURIComponent(atta.productId)}`);
      const watch = page.locator('[data-compare-widget="price-watch"]');
      if (Object.keys(atta.platformData).length > 1) {
        await watch.getByRole('combobox', { name: 'Select variant' }).click();
        await page.getByRole('listbox').getByRole('option', { name: variant, exact: true }).click();
      }
      await watch.getByLabel('Alert me below ₹').fill(String(below));
      await watch.getByRole('button', { name: 'Set alert' }).click();
      await watch.getByText(new RegExp(`Alert below ₹${below}\\.00 \\(Any merchant\\)`)).waitFor();
      expect(await axe(page)).toEqual([]);
      await shot(session, 'price-watch-set');

      // One merchant's listing, imported again at a price under the alert (the importer's CLI on
      // the same database, as an operator would run it).
      const offer = offers[offers.length - 1]!;
      const url = new URL(offer.merchantUrl);
      const parts = url.pathname.split('/').filter(Boolean);
      const sku =
        url.searchParams.get('selectedProd') ?? (parts[0] === 'pd' ? parts[1] : parts[parts.length - 1]);
      const feed = join(tmpdir(), `accounts-e2e-${Date.now()}.jsonl`);
      const price = below - 5;
      writeFileSync(
        feed,
        `${JSON.stringify({
          merchant: offer.merchantName,
          sku,
          title: offer.name,
          brand: atta.brand,
          pack: variant,
          category: atta.category,
          url: offer.merchantUrl,
          mrp: offer.mrp,
          price,
          inStock: true,
          city: 'mumbai',
          productId: atta.productId,
        })}\n`,
      );
      await run(process.execPath, ['--import', 'tsx', 'api/src/import/cli.ts', feed], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: `sqlite:${api.databaseFile}`, INIT_CWD: repoRoot },
      });
      // The worker evaluates every 2 s here; the bell reads the inbox on focus.
      const bell = page.getByRole('button', { name: 'Price alerts, 1 unread' });
      await expect
        .poll(
          async () => {
            // The shopper comes back to the tab: the inbox is read again.
            await page.evaluate(() =>
              document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
            );
            return bell.count();
          },
          { timeout: 20_000, interval: 1000 },
        )
        .toBe(1);
      await bell.click();
      const inbox = page.getByRole('dialog', { name: 'Price alerts' });
      await inbox.getByText(new RegExp(`is ₹${price}\\.00 at .+, below your ₹${below}\\.00`)).waitFor();
      expect(await axe(page)).toEqual([]);
      await shot(session, 'alerts-inbox');
      await inbox.getByRole('button', { name: 'Mark all as read' }).click();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Price alerts', exact: true }).waitFor();
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
