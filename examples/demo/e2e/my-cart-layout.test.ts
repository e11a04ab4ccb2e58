// Nothing covers a figure, and the table fits its container. The floating cart's dock never sits
// over a price, a total or a button: at the end of a page nothing is under it, and every one of
// them scrolled into view (as focus or find-in-page would) lands clear of it; at phone widths from
// 320 to 430 px and on a desktop, in the demo and in a partner's page. At 1,100 px and narrower the
// six-store table keeps the product column in view, says it scrolls, and cuts no text.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_URL, EMBED_URL, launchBrowser, openSession } from './support/browser';
import { cartLine, findProduct, type getProduct, storedBasket, variantsOf } from './support/catalog';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface Covered {
  text: string;
  where: string;
}

/**
 * Prices, totals and buttons the floating cart's dock covers: with `scrollEach`, each is first
 * scrolled into view the way the browser brings a focused or found element into view.
 */
function coveredByCart(page: Page, scrollEach: boolean): Promise<Covered[]> {
  return page.evaluate((each) => {
    const dock = document.querySelector('[data-compare-widget="floating-cart"]');
    if (!dock) throw new Error('no floating cart on the page');
    const outside = (el: Element) => !dock.contains(el) && !el.closest('[role="dialog"]');
    const figures = [...document.querySelectorAll('button, [role="combobox"], a, span, p, strong, td, th')]
      .filter(outside)
      .filter(
        (el) =>
          el.matches('button, [role="combobox"]') ||
          (el.children.length === 0 && /₹\s?\d/.test(el.textContent ?? '') && !el.closest('s')),
      )
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      });
    const covered: Array<{ text: string; where: string }> = [];
    for (const el of figures) {
      if (each) el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const a = el.getBoundingClientRect();
      const b = dock.getBoundingClientRect();
      // Boxes that only touch (sub-pixel positions round both ways) are not covered.
      const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (overlapX > 1 && overlapY > 1)
        covered.push({
          text: (el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 40),
          where: `${Math.round(a.top)}..${Math.round(a.bottom)} under ${Math.round(b.top)}`,
        });
    }
    return covered;
  }, scrollEach);
}

async function expectNothingCovered(page: Page, label: string) {
  // The end of the page: the room the cart keeps is what lies under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await coveredByCart(page, false), `${label}, end of page`).toEqual([]);
  expect(await coveredByCart(page, true), `${label}, each scrolled into view`).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function basket() {
  const offers = (p: Awaited<ReturnType<typeof getProduct>>) =>
    p.platformData[variantsOf(p)[0] ?? '']?.length ?? 0;
  const milk = await findProduct('milk', (p) => offers(p) >= 5);
  const atta = await findProduct('atta', (p) => offers(p) >= 5);
  const rice = await findProduct('rice', (p) => offers(p) >= 3);
  return [
    cartLine(milk, variantsOf(milk)[0] ?? '', 2),
    cartLine(atta, variantsOf(atta)[0] ?? ''),
    cartLine(rice, variantsOf(rice)[0] ?? ''),
  ];
}

async function settledCart(page: Page) {
  await page.getByTestId('verdict').waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Refresh Prices' }).waitFor({ timeout: 20_000 });
  await expect.poll(() => page.getByText('...', { exact: true }).count(), { timeout: 10_000 }).toBe(0);
}

describe('the floating cart covers nothing', () => {
  it('on /my-cart at every phone width from 320 to 430 px and on a desktop, table open', async () => {
    const items = await basket();
    for (const viewport of [
      { width: 320, height: 640 },
      { width: 360, height: 780 },
      { width: 390, height: 844 },
      { width: 414, height: 896 },
      { width: 430, height: 932 },
      { width: 1280, height: 900 },
    ]) {
      const session = await openSession(browser, { viewport, storage: storedBasket(items) });
      const { page } = session;
      try {
        await page.goto('/my-cart');
        await settledCart(page);
        if (viewport.width < 768) await page.getByRole('button', { name: 'Compare line by line' }).click();
        await page.getByRole('rowheader', { name: 'Grand Total', exact: true }).waitFor();
        await expectNothingCovered(page, `/my-cart at ${viewport.width}`);
        if (viewport.width === 390 || viewport.width === 1280) {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await session.screenshot(`cart-dock-end-${viewport.width}`);
        }
        expect(session.problems).toEqual([]);
      } finally {
        await session.close();
      }
    }
  });

  it('on home, search and a product page, phone and desktop', async () => {
    const items = await basket();
    const milk = items[0]!;
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      const session = await openSession(browser, { viewport, storage: storedBasket(items) });
      const { page } = session;
      try {
        for (const path of ['/s?q=milk', `/product/${encodeURIComponent(milk.productId)}`]) {
          await page.goto(path);
          await page
            .locator('main')
            .getByText(/₹\s?\d/)
            .first()
            .waitFor({ timeout: 20_000 });
          await page.waitForLoadState('networkidle');
          await expectNothingCovered(page, `${path} at ${viewport.width}`);
        }
        expect(session.problems).toEqual([]);
      } finally {
        await session.close();
      }
    }
  });

  it("in a partner's page, phone and desktop", async () => {
    const items = await basket();
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      const session = await openSession(browser, { viewport, storage: storedBasket(items) });
      const { page } = session;
      try {
        await page.goto(`${EMBED_URL}/?api=${encodeURIComponent(API_URL)}`);
        await settledCart(page);
        if (viewport.width < 768) await page.getByRole('button', { name: 'Compare line by line' }).click();
        await page.getByRole('rowheader', { name: 'Grand Total', exact: true }).waitFor();
        await expectNothingCovered(page, `embed at ${viewport.width}`);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await session.screenshot(`embed-dock-end-${viewport.width}`);
        expect(session.problems).toEqual([]);
      } finally {
        await session.close();
      }
    }
  });
});

/** How the table sits in its box: overflow, the cue, the sticky column and any cut text. */
function tableFit(page: Page) {
  return page.evaluate(() => {
    const region = document.querySelector('table')!.closest('[role="region"]') as HTMLElement;
    const overflows = region.scrollWidth > region.clientWidth + 1;
    const cue = document.querySelector('[data-testid="scroll-cue"]');
    region.scrollLeft = region.scrollWidth;
    const regionBox = region.getBoundingClientRect();
    const productHead = region.querySelector('thead th')!.getBoundingClientRect();
    const lastHead = [...region.querySelectorAll('thead th')].at(-1)!.getBoundingClientRect();
    // A cut text: an element narrower than what it holds, or clipped by the region itself.
    // Visually hidden labels ('MRP', '(opens in a new tab)') are 1 px boxes on purpose: not text cut.
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };
    const cut = [...region.querySelectorAll('th, td, [data-column-name], span, a')]
      .filter((el) => el.children.length === 0 || el.matches('[data-column-name]'))
      .filter(shown)
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
      .map((el) => (el.textContent ?? '').trim());
    region.scrollLeft = 0;
    return {
      overflows,
      cue: cue ? (cue.textContent ?? '') : null,
      productStaysLeft: Math.abs(productHead.left - regionBox.left) <= 1,
      lastColumnReachable: lastHead.right <= regionBox.right + 1,
      fitsPage: document.documentElement.scrollWidth <= window.innerWidth,
      cut,
    };
  });
}

describe('the table fits its container', () => {
  it("in a partner's 1,100 px column and a 1,100 px desktop, the product column stays, the rest scrolls with a cue", async () => {
    const everyStore = await findProduct(
      'milk',
      (p) => (p.platformData[variantsOf(p)[0] ?? '']?.length ?? 0) >= 6,
    );
    const items = [cartLine(everyStore, variantsOf(everyStore)[0] ?? '', 1), ...(await basket()).slice(1)];
    for (const [label, url, viewport] of [
      ['embed-1280', `${EMBED_URL}/?api=${encodeURIComponent(API_URL)}`, { width: 1280, height: 900 }],
      ['demo-1100', '/my-cart', { width: 1100, height: 900 }],
      ['demo-900', '/my-cart', { width: 900, height: 900 }],
    ] as const) {
      const session = await openSession(browser, { viewport, storage: storedBasket(items) });
      const { page } = session;
      try {
        await page.goto(url);
        await settledCart(page);
        await page.locator('table').scrollIntoViewIfNeeded();
        await session.screenshot(`table-fit-${label}`);
        const fit = await tableFit(page);
        expect(fit.fitsPage, label).toBe(true);
        expect(fit.cut, label).toEqual([]);
        if (fit.overflows) {
          expect(fit.cue, label).toBe('Scroll sideways for more stores');
          expect(fit.productStaysLeft, label).toBe(true);
          expect(fit.lastColumnReachable, label).toBe(true);
        }
        if (label === 'embed-1280') expect(fit.overflows).toBe(true);
        expect(session.problems).toEqual([]);
      } finally {
        await session.close();
      }
    }
  });
});
