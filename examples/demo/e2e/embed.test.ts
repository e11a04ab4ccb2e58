// The partner page on another origin embeds only the ComparisonTable and the FloatingCart under a
// deliberately hostile stylesheet. The widgets must still work (CORS with credentials, table, fee
// rows) and keep their own look (no hotpink 30px serif buttons).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_URL, DESKTOP, EMBED_URL, launchBrowser, openSession, PHONE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const HOTPINK = 'rgb(255, 105, 180)';

function buttonStyle(page: Page, name: string | RegExp) {
  return page
    .getByRole('button', { name })
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, fontSize: style.fontSize, fontFamily: style.fontFamily };
    });
}

describe('partner embed', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`compares a basket under hostile CSS on another origin (${label})`, async () => {
      expect(new URL(EMBED_URL).origin).not.toBe(new URL(API_URL).origin);
      const session = await openSession(browser, { viewport });
      const { page } = session;
      try {
        const corsAnswer = page.waitForResponse(
          (response) => response.url().startsWith(API_URL) && response.url().includes('/products'),
        );
        await page.goto(`${EMBED_URL}/?api=${encodeURIComponent(API_URL)}`);
        await page.getByRole('heading', { name: 'FreshKart Recipes' }).waitFor();
        await page.getByText('No items in cart', { exact: true }).waitFor({ timeout: 15_000 });

        // The partner's own button is styled by the partner, as a control for the checks below.
        expect((await buttonStyle(page, 'Add sample items')).background).toBe(HOTPINK);
        await page.getByRole('button', { name: 'Add sample items' }).click();
        const answer = await corsAnswer;
        expect(answer.headers()['access-control-allow-origin']).toBe(new URL(EMBED_URL).origin);
        expect(answer.headers()['access-control-allow-credentials']).toBe('true');

        const table = page.getByRole('table');
        await table.waitFor({ timeout: 20_000 });
        for (const row of [
          'Delivery Fee',
          'Small Cart Fee',
          'Handling Charge',
          'GST on Fees',
          'Grand Total',
        ]) {
          await table.getByText(row, { exact: true }).first().waitFor();
        }
        // Fees arrive (no cell is left at '...').
        await expect.poll(() => table.getByText('...', { exact: true }).count(), { timeout: 20_000 }).toBe(0);
        // The partner button adds one staple per search (milk, atta, butter).
        await page.getByRole('button', { name: 'Add sample items' }).waitFor();
        await expect.poll(() => table.locator('tbody tr').count()).toBe(3);
        await expect.poll(() => table.getByText('...', { exact: true }).count(), { timeout: 20_000 }).toBe(0);

        for (const name of ['Refresh Prices', /cart/i]) {
          const style = await buttonStyle(page, name);
          expect(style.background, String(name)).not.toBe(HOTPINK);
          expect(style.fontSize, String(name)).not.toBe('30px');
          expect(style.fontFamily, String(name)).not.toMatch(/^serif$/);
        }
        // The host's rogue :root token does not reach the widgets: their root redefines it.
        const primary = await page
          .locator('[data-compare-root]')
          .first()
          .evaluate((el) => getComputedStyle(el).getPropertyValue('--cmp-colors-primary').trim());
        expect(primary).not.toBe('red');

        await session.screenshot(`embed-${label}`);
        expect(session.problems).toEqual([]);
      } finally {
        await session.close();
      }
    });
  }
});
