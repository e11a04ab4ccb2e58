// The shop on a 390x844 phone: no page is wider than the screen, prices are on the first screen of
// home and search, 'Refined by' really folds, Sort lives in the URL, the floating cart covers
// neither '(Inclusive of all taxes)' nor a toast, and Hindi renders with real Devanagari glyphs.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openSession, PHONE } from './support/browser';
import { cartLine, findProduct, storedBasket, variantsOf } from './support/catalog';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** How many distinct rupee prices are fully inside the first screen of `scope`. */
function pricesOnFirstScreen(page: Page, scope: string): Promise<number> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return 0;
    const leaves = [...root.querySelectorAll('span, p, strong, td')].filter(
      (el) => el.children.length === 0 && /₹\s?\d/.test(el.textContent ?? '') && !el.closest('s'),
    );
    return leaves.filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
    }).length;
  }, scope);
}

/** The document's width against the viewport's (no sideways scrolling of the page). */
function pageWidth(page: Page): Promise<{ document: number; viewport: number }> {
  return page.evaluate(() => ({
    document: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    viewport: window.innerWidth,
  }));
}

function overlaps(a: DOMRect | null, b: DOMRect | null): boolean {
  if (!a || !b) return false;
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

describe('phone (390x844)', () => {
  async function widerThanScreen(routes: (milkId: string) => string[]) {
    const milk = await findProduct('milk');
    const variant = variantsOf(milk)[0] ?? '';
    const session = await openSession(browser, {
      viewport: PHONE,
      storage: storedBasket([cartLine(milk, variant, 2)]),
      // The unknown path is answered with the 404 page and a 404 status, which Chromium logs.
      allowConsole: [/404.*\/no-such-page/],
    });
    const { page } = session;
    const wide: string[] = [];
    try {
      for (const route of routes(milk.productId)) {
        await page.goto(route);
        await page.locator('main').waitFor();
        await page.waitForLoadState('networkidle');
        const width = await pageWidth(page);
        if (width.document > width.viewport) wide.push(`${route}: ${width.document} px`);
      }
      return { wide, problems: session.problems };
    } finally {
      await session.close();
    }
  }

  it('no route is wider than the screen', async () => {
    const { wide, problems } = await widerThanScreen((milkId) => [
      '/',
      '/s?q=milk',
      `/product/${encodeURIComponent(milkId)}`,
      '/auth',
      '/about',
      '/contact',
      '/privacy-policy',
      '/terms-of-use',
      '/checkout',
      '/no-such-page',
    ]);
    expect(wide).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('the basket comparison with a filled basket is no wider than the screen', async () => {
    const { wide, problems } = await widerThanScreen(() => ['/my-cart']);
    expect(wide).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('/my-cart answers first with a summary per store, cheapest first; the table is one tap away', async () => {
    const offers = (p: Awaited<ReturnType<typeof findProduct>>) =>
      p.platformData[variantsOf(p)[0] ?? '']?.length ?? 0;
    const milk = await findProduct('milk', (p) => offers(p) >= 3);
    const atta = await findProduct('atta', (p) => offers(p) >= 3);
    const rice = await findProduct('rice', (p) => offers(p) >= 2);
    const basket = [milk, atta, rice].map((p) => cartLine(p, variantsOf(p)[0] ?? '', 1));
    for (const viewport of [PHONE, { width: 320, height: 700 }]) {
      const session = await openSession(browser, { viewport, storage: storedBasket(basket) });
      const { page } = session;
      try {
        await page.goto('/my-cart');
        const cards = page.getByRole('list', { name: 'Totals by store' }).getByRole('listitem');
        await cards.first().waitFor();
        await page.getByRole('button', { name: 'Refresh Prices' }).waitFor({ timeout: 20_000 });
        await expect.poll(() => page.getByText('...', { exact: true }).count()).toBe(0);
        // The cheapest store leads; its card carries the verdict and the landed total.
        const tagged = page.getByTestId('summary-cheapest-tag');
        if ((await tagged.count()) > 0) {
          expect(await cards.first().getAttribute('data-merchant')).toBe(
            await page
              .locator('[data-testid="merchant-summary"]:has([data-testid="summary-cheapest-tag"])')
              .getAttribute('data-merchant'),
          );
        }
        expect(await cards.count()).toBeGreaterThanOrEqual(2);
        // The table stays folded until asked for, then opens inside its own scroll box.
        expect(await page.locator('table').isVisible()).toBe(false);
        const width = await pageWidth(page);
        expect(width.document).toBeLessThanOrEqual(width.viewport);
        await session.screenshot(`phone-my-cart-summary-${viewport.width}`, { fullPage: true });
        const toggle = page.getByRole('button', { name: 'Compare line by line' });
        await toggle.click();
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        await page.getByRole('rowheader', { name: 'Grand Total', exact: true }).waitFor();
        const opened = await pageWidth(page);
        expect(opened.document).toBeLessThanOrEqual(opened.viewport);
        // The floating cart stays on the screen.
        const cartButton = await page
          .getByRole('button', { name: /in cart$/ })
          .last()
          .boundingBox();
        expect((cartButton?.x ?? 0) + (cartButton?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
        await session.screenshot(`phone-my-cart-table-${viewport.width}`, { fullPage: true });
        expect(session.problems).toEqual([]);
      } finally {
        await session.close();
      }
    }
  });

  it('home shows prices on the first screen, above the category grid', async () => {
    const session = await openSession(browser, { viewport: PHONE, storage: storedBasket([]) });
    const { page } = session;
    try {
      await page.goto('/');
      await page.locator('main article[data-product-id]').first().waitFor({ timeout: 20_000 });
      expect(await pricesOnFirstScreen(page, 'main')).toBeGreaterThanOrEqual(1);
      const firstCard = await page.locator('main article[data-product-id]').first().boundingBox();
      const grid = await page.getByRole('list', { name: 'Shop by category' }).boundingBox();
      expect(firstCard?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(grid?.y ?? 0);
      // The delivery strip is one line, not six stacked merchants.
      const strip = await page.locator('ul:has(> li[data-platform])').boundingBox();
      expect(strip?.height ?? 0).toBeLessThanOrEqual(60);
      await session.screenshot('phone-home');
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('search for milk shows 4+ prices on the first screen; Sort goes into the URL', async () => {
    const session = await openSession(browser, { viewport: PHONE, storage: storedBasket([]) });
    const { page } = session;
    try {
      await page.goto('/s?q=milk');
      await page.locator('main article[data-product-id]').nth(3).waitFor({ timeout: 20_000 });
      expect(await pricesOnFirstScreen(page, 'main')).toBeGreaterThanOrEqual(4);
      await session.screenshot('phone-search-milk');

      // '+n more offers' unfolds the card's full offer list, sorted by price.
      const card = page.locator('main article[data-product-id]').first();
      await card.getByRole('button', { name: /more offers?$/ }).click();
      const prices = await card
        .locator('a[target="_blank"]')
        .evaluateAll((links) =>
          links.map((a) => Number((a.querySelector('span span')?.textContent ?? '').replace(/[^\d.]/g, ''))),
        );
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));

      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price');
      await page.waitForURL((url) => url.searchParams.get('sort') === 'price');
      await page.reload();
      await expect.poll(() => page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('price');
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it("'Refined by' starts folded on a phone and hides the platform checklist", async () => {
    const session = await openSession(browser, { viewport: PHONE, storage: storedBasket([]) });
    const { page } = session;
    try {
      await page.goto('/s?q=milk');
      const toggle = page.getByRole('button', { name: 'Refined by' });
      const blinkit = page.getByRole('checkbox', { name: 'Blinkit' });
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await blinkit.isVisible()).toBe(false);
      await toggle.click();
      await expect.poll(() => blinkit.isVisible()).toBe(true);
      await toggle.click();
      await expect.poll(() => blinkit.isVisible()).toBe(false);
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it("the floating cart covers neither '(Inclusive of all taxes)' nor the 'Added to cart' toast", async () => {
    const milk = await findProduct('milk');
    const session = await openSession(browser, { viewport: PHONE, storage: storedBasket([]) });
    const { page } = session;
    try {
      await page.goto(`/product/${encodeURIComponent(milk.productId)}`);
      const taxes = page.getByText('(Inclusive of all taxes)');
      await taxes.waitFor({ timeout: 20_000 });
      const fab = page.locator('[data-compare-widget="floating-cart"]');
      const fabBox = await fab.evaluate((el) => el.getBoundingClientRect().toJSON());
      const taxesBox = await taxes.evaluate((el) => el.getBoundingClientRect().toJSON());
      expect(overlaps(fabBox, taxesBox)).toBe(false);
      await session.screenshot('phone-product');

      await page.getByRole('button', { name: /^Add/ }).first().click();
      const toast = page.getByText('Added to cart', { exact: true });
      await toast.waitFor();
      const toastElement = page
        .locator('[role="status"], [role="alert"]')
        .filter({ hasText: 'Added to cart' })
        .first();
      const toastBox = await toastElement.evaluate((el) => el.getBoundingClientRect().toJSON());
      // The cart's button stays clear of the toast; the toast is drawn over the dock's empty part.
      const buttonBox = await fab.locator('button').evaluate((el) => el.getBoundingClientRect().toJSON());
      expect(overlaps(buttonBox, toastBox)).toBe(false);
      expect(
        await toastElement.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(box.left + box.width / 2, box.bottom - 4));
        }),
      ).toBe(true);
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it("the daily 'Fresh Prices Available!' popup leaves the floating cart uncovered", async () => {
    const milk = await findProduct('milk');
    const storage = storedBasket([cartLine(milk, variantsOf(milk)[0] ?? '', 1)]);
    // No popup shown yet today: it opens a second after the page loads.
    const { lastPricePopupDate: _shownToday, ...fresh } = storage;
    const session = await openSession(browser, { viewport: PHONE, storage: fresh });
    const { page } = session;
    try {
      await page.goto('/my-cart');
      const popup = page.getByText('Fresh Prices Available!', { exact: true });
      await popup.waitFor({ timeout: 20_000 });
      const fab = page.locator('[data-compare-widget="floating-cart"]');
      const fabBox = await fab.evaluate((el) => el.getBoundingClientRect().toJSON());
      const popupBox = await page
        .locator('[data-compare-widget="price-refresh-popup"]')
        .evaluate((el) => el.getBoundingClientRect().toJSON());
      expect(popupBox.height).toBeGreaterThan(0);
      expect(fabBox.width).toBeGreaterThan(0);
      expect(overlaps(fabBox, popupBox)).toBe(false);
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it("the English footer's 'हिन्दी' label is drawn in the shipped face once the footer is near", async () => {
    const session = await openSession(browser, { viewport: PHONE, storage: storedBasket([]) });
    const { page } = session;
    try {
      await page.goto('/about');
      await page.locator('main h1').waitFor({ timeout: 20_000 });
      const hindi = page.getByRole('button', { name: 'हिन्दी' });
      await hindi.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          page.evaluate(() => document.fonts.check('14px "Noto Sans Devanagari Variable"', 'हिन्दी')),
        )
        .toBe(true);
      await page.evaluate(() => document.fonts.ready);
      // The label's text measures as the face draws it (missing-glyph boxes measure otherwise).
      const widths = await hindi.evaluate((button) => {
        const range = document.createRange();
        range.selectNodeContents(button);
        const probe = document.createElement('span');
        probe.style.cssText = `position:absolute;font-family:"Noto Sans Devanagari Variable";font-size:${getComputedStyle(button).fontSize}`;
        probe.textContent = button.textContent;
        document.body.append(probe);
        const result = [range.getBoundingClientRect().width, probe.getBoundingClientRect().width];
        probe.remove();
        return result;
      });
      expect(Math.abs((widths[0] ?? 0) - (widths[1] ?? 0))).toBeLessThan(1);
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('Hindi renders with real Devanagari glyphs', async () => {
    const session = await openSession(browser, {
      viewport: PHONE,
      storage: { ...storedBasket([]), locale: 'hi' },
    });
    const { page } = session;
    try {
      await page.goto('/');
      await page.locator('main article[data-product-id]').first().waitFor({ timeout: 20_000 });
      await page.evaluate(() => document.fonts.ready);
      // The shipped Devanagari face is loaded and covers the Hindi on the page.
      const font = await page.evaluate(() => ({
        loaded: [...document.fonts].some(
          (face) => face.family.includes('Noto Sans Devanagari') && face.status === 'loaded',
        ),
        covers: document.fonts.check('16px "Noto Sans Devanagari Variable"', 'डेयरी और अंडे'),
      }));
      expect(font).toEqual({ loaded: true, covers: true });
      // Text set in it has real advance widths: a missing glyph box is the same width for every
      // character, so two different Devanagari words of equal length would measure the same.
      const widths = await page.evaluate(() => {
        const context = document.createElement('canvas').getContext('2d');
        if (!context) return [0, 0];
        context.font = '16px "Noto Sans Devanagari Variable"';
        return ['कककक', 'ििििि'].map((text) => context.measureText(text).width);
      });
      expect(widths[0]).not.toBe(widths[1]);
      await expect.poll(() => page.getByRole('heading', { name: 'डेयरी और अंडे' }).count()).toBeGreaterThan(0);
      await session.screenshot('phone-home-hindi');
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
