// The partner page on another origin embeds only the ComparisonTable and the FloatingCart under a
// deliberately hostile stylesheet. The widgets must still work (CORS with credentials, table, fee
// rows) and keep their own look: none of the partner's element rules (hotpink 30px serif buttons,
// lime cell borders, dashed red divs, Georgia headings, yellow struck links, sepia images) reaches
// inside a widget, while the partner's own elements keep them.
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
const LIME = 'rgb(0, 255, 0)';
const RED = 'rgb(255, 0, 0)';
const YELLOW = 'rgb(255, 255, 0)';

interface ElementLook {
  tag: string;
  text: string;
  background: string;
  color: string;
  fontSize: string;
  fontFamily: string;
  textTransform: string;
  textDecoration: string;
  borders: string[];
  filter: string;
}

/** The computed look of every element of a kind inside the embedded widgets (roots included). */
function widgetLooks(page: Page, selector: string): Promise<ElementLook[]> {
  return page.evaluate((wanted) => {
    const roots = [...document.querySelectorAll('[data-compare-widget]')];
    const elements = new Set<Element>();
    for (const root of roots) {
      if (root.matches(wanted)) elements.add(root);
      for (const element of root.querySelectorAll(wanted)) elements.add(element);
    }
    return [...elements].map((element) => {
      const style = getComputedStyle(element);
      return {
        tag: element.tagName.toLowerCase(),
        text: (element.textContent ?? '').trim().slice(0, 40),
        background: style.backgroundColor,
        color: style.color,
        fontSize: style.fontSize,
        fontFamily: style.fontFamily,
        textTransform: style.textTransform,
        textDecoration: style.textDecorationLine,
        borders: (['Top', 'Right', 'Bottom', 'Left'] as const).map((side) =>
          [
            style.getPropertyValue(`border-${side.toLowerCase()}-width`),
            style.getPropertyValue(`border-${side.toLowerCase()}-style`),
            style.getPropertyValue(`border-${side.toLowerCase()}-color`),
          ].join(' '),
        ),
        filter: style.filter,
      };
    });
  }, selector);
}

/** Asserts the partner's element rules stay outside the widgets. */
async function expectWidgetsUntouched(page: Page) {
  const buttons = await widgetLooks(page, 'button');
  expect(buttons.length).toBeGreaterThan(1);
  for (const look of buttons) {
    expect(look.background, look.text).not.toBe(HOTPINK);
    expect(look.fontSize, look.text).not.toBe('30px');
    expect(look.fontFamily, look.text).not.toMatch(/^serif$/);
    expect(look.textTransform, look.text).not.toBe('uppercase');
  }
  const cells = await widgetLooks(page, 'table, td, th');
  expect(cells.length).toBeGreaterThan(10);
  for (const look of cells) {
    for (const border of look.borders)
      expect(border, `${look.tag} ${look.text}`).not.toBe(`3px solid ${LIME}`);
    expect(look.fontSize, look.text).not.toBe('22px');
  }
  const divs = await widgetLooks(page, 'div');
  expect(divs.length).toBeGreaterThan(3);
  for (const look of divs) {
    for (const border of look.borders) expect(border, look.text).not.toBe(`1px dashed ${RED}`);
  }
  const headings = await widgetLooks(page, 'h1, h2, h3');
  expect(headings.length).toBeGreaterThan(0);
  for (const look of headings) expect(look.fontFamily, look.text).not.toMatch(/georgia/i);
  const links = await widgetLooks(page, 'a');
  expect(links.length).toBeGreaterThan(0);
  for (const look of links) {
    expect(look.color, look.text).not.toBe(YELLOW);
    expect(look.textDecoration, look.text).not.toContain('line-through');
  }
  const images = await widgetLooks(page, 'img');
  expect(images.length).toBeGreaterThan(0);
  for (const look of images) expect(look.filter, look.text).not.toContain('sepia');
}

function buttonStyle(page: Page, name: string | RegExp) {
  return page
    .getByRole('button', { name })
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        background: style.backgroundColor,
        fontSize: style.fontSize,
        fontFamily: style.fontFamily,
        textTransform: style.textTransform,
      };
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

        // A phone shows the per-store summary first; the line-by-line table opens from its button.
        if (label === 'phone') await page.getByRole('button', { name: 'Compare line by line' }).click();
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
        await expectWidgetsUntouched(page);
        // The partner keeps its own look: the isolation stops at the widgets' roots.
        expect(await buttonStyle(page, 'Add sample items')).toEqual({
          background: HOTPINK,
          fontSize: '30px',
          fontFamily: 'serif',
          textTransform: 'uppercase',
        });
        const partnerHeading = await page
          .getByRole('heading', { name: 'Where is this basket cheapest?' })
          .evaluate((el) => getComputedStyle(el).fontFamily);
        expect(partnerHeading).toMatch(/georgia/i);
        // The host's rogue :root token does not reach the widgets: their root redefines it.
        const primary = await page
          .locator('[data-compare-root]')
          .first()
          .evaluate((el) => getComputedStyle(el).getPropertyValue('--cmp-colors-primary').trim());
        expect(primary).not.toBe('red');

        await session.screenshot(`embed-${label}`, { fullPage: true });
        expect(session.problems).toEqual([]);
      } finally {
        await session.close();
      }
    });
  }
});
