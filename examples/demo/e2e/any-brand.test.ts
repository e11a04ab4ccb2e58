// 'Any brand' on /my-cart, 'Same kind, other brands' on a product page and unbranded lines of a
// pasted list, on the demo catalogue at Mumbai. Three demo baskets with 'Any brand' on for their
// staples are compared by POST /baskets/compare (the saving each finds is printed); the first is
// opened at 390 and 1280 px, where every swap the page's own answer names is said beside the
// verdict with unit prices and the table prices the swapped lines at the equivalents.
import type { CartItem } from '@compare/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJson, launchBrowser, openSession, PHONE } from './support/browser';
import { cartLine, getProduct, MUMBAI, storedBasket, variantsOf } from './support/catalog';

const DESKTOP_TALL = { width: 1280, height: 900 } as const;

interface Choice {
  merchantName: string;
  substituted: boolean;
  saving: number | null;
  text: string | null;
}
interface Compared {
  lines: Array<{ productId: string; choices: Choice[] }>;
  merchants: Array<{ merchantName: string; itemsTotal: number; complete: boolean; saving: number }>;
}

/** Demo baskets: [product id, variant index, quantity], every line with 'Any brand' on. */
const BASKETS: Record<string, Array<[string, number, number]>> = {
  'milk and dal': [
    ['amul-taaza-toned-milk', 0, 2],
    ['tata-sampann-unpolished-toor-dal', 1, 1],
  ],
  'oil, sugar and salt': [
    ['fortune-sunlite-refined-sunflower-oil', 0, 1],
    ['madhur-pure-and-hygienic-sugar', 0, 2],
    ['tata-salt', 0, 1],
  ],
  'atta, rice and curd': [
    ['aashirvaad-shudh-chakki-atta', 1, 1],
    ['daawat-rozana-super-basmati-rice', 0, 1],
    ['amul-masti-dahi', 0, 2],
  ],
};

async function basket(name: string): Promise<CartItem[]> {
  return Promise.all(
    BASKETS[name]!.map(async ([id, index, quantity]) => {
      const product = await getProduct(id);
      return { ...cartLine(product, variantsOf(product)[index] ?? '', quantity), anyBrand: true };
    }),
  );
}

async function compare(items: CartItem[]): Promise<Compared> {
  const lines = items.map((i) => ({
    productId: i.productId,
    variant: i.variant,
    quantity: i.quantity,
    anyBrand: true,
  }));
  const answer = await apiJson<{ data: Compared }>(`/baskets/compare?lat=${MUMBAI.lat}&lon=${MUMBAI.lon}`, {
    method: 'POST',
    body: JSON.stringify({ lines }),
  });
  return answer.data;
}

/** Answers the page's live refresh with the prices the lines already hold. */
async function pinRefresh(page: Page, items: CartItem[]) {
  const offers = new Map(
    items.flatMap((item) => item.platformData.map((o) => [o.merchantUrl ?? '', o] as const)),
  );
  await page.route('**/api/scrape/cart/refresh', async (route) => {
    const body = route.request().postDataJSON() as { items: Array<{ platform: string; url: string }> };
    const data = body.items.map(({ platform, url }) => {
      const offer = offers.get(url);
      return offer
        ? {
            platform,
            url,
            ok: true,
            data: { price: offer.price, mrp: offer.mrp, available: !offer.isOutOfStock },
          }
        : { platform, url, ok: false };
    });
    await route.fulfill({ json: { success: true, data } });
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("'Any brand' on three demo baskets", () => {
  for (const name of Object.keys(BASKETS)) {
    it(`finds what equivalents save on the ${name} basket`, async () => {
      const items = await basket(name);
      const data = await compare(items);
      const best = [...data.merchants].sort((a, b) => b.saving - a.saving)[0]!;
      const swaps = data.lines.flatMap((l) => l.choices.filter((c) => c.substituted && c.saving !== null));
      console.info(
        `any brand, ${name}: best saving ${best.saving.toFixed(2)} at ${best.merchantName}; ` +
          data.merchants
            .map((m) => `${m.merchantName} ${m.itemsTotal.toFixed(2)} (-${m.saving.toFixed(2)})`)
            .join(', '),
      );
      for (const swap of swaps) console.info(`  ${swap.text}`);
      // Every substitution's saving is what the line's own product costs more there.
      for (const swap of swaps) expect(swap.saving!).toBeGreaterThan(0);
      expect(data.merchants.every((m) => m.saving >= 0)).toBe(true);
    });
  }
});

describe('/my-cart with Any brand on for two lines', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP_TALL],
  ] as const) {
    it(`says each swap with unit prices and prices the table with it (${label})`, async () => {
      const items = await basket('milk and dal');
      const session = await openSession(browser, { viewport, storage: storedBasket(items) });
      const { page } = session;
      try {
        await pinRefresh(page, items);
        const answered = page.waitForResponse((r) => r.url().includes('/baskets/compare') && r.ok());
        await page.goto('/my-cart');
        const answer = (await (await answered).json()) as { data: Compared };
        const panel = page.getByTestId('any-brand');
        await panel.waitFor({ timeout: 20_000 });
        const switches = panel.getByRole('switch');
        expect(await switches.count()).toBe(2);
        for (const s of await switches.all()) expect(await s.isChecked()).toBe(true);
        const expected = answer.data.lines.flatMap((l) =>
          l.choices.filter((c) => c.substituted).map((c) => c.text!),
        );
        expect(expected.length).toBeGreaterThan(0);
        await page.getByTestId('any-brand-swaps').first().waitFor();
        const shown = await panel.getByTestId('any-brand-swaps').locator('li').allTextContents();
        expect(shown.map((t) => t.replace(/ \(₹[^)]*\)$/, '')).sort()).toEqual([...expected].sort());
        expect(shown.some((t) => /\/100 (ml|g)/.test(t))).toBe(true);
        await page.getByTestId('verdict').waitFor();
        await session.screenshot(`any-brand-my-cart-${label}`, { fullPage: true });
        expect(session.problems).toEqual([]);
      } finally {
        await session.close();
      }
    });
  }
});

describe('the product page and a pasted list', () => {
  it("shows 'Same kind, other brands' with unit prices, cheapest first", async () => {
    const session = await openSession(browser, { viewport: PHONE, storage: storedBasket([]) });
    const { page } = session;
    try {
      await page.goto('/product/amul-taaza-toned-milk');
      const panel = page.getByTestId('same-kind');
      await panel.waitFor({ timeout: 20_000 });
      const rows = await panel.locator('li').allTextContents();
      expect(rows.length).toBeGreaterThan(0);
      const units = rows.map((r) => Number(/₹([\d.]+)\/100 ml/.exec(r)?.[1]));
      expect(units).toEqual([...units].sort((a, b) => a - b));
      // Nestle's toned milk comes in a carton (long-life, UHT): not offered for fresh pouch milk.
      expect(rows.join(' ')).not.toMatch(/Full Cream|Double Toned|Flavoured|Nestle/);
      await panel.scrollIntoViewIfNeeded();
      await session.screenshot('same-kind-product-phone');
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('resolves unbranded lines to their kind, cheapest first, and keeps a brand', async () => {
    const session = await openSession(browser, { viewport: DESKTOP_TALL, storage: storedBasket([]) });
    const { page } = session;
    try {
      await page.goto('/my-cart');
      await page.getByRole('button', { name: 'Paste a list' }).click();
      await page
        .getByLabel('Your list, one item per line or separated by commas')
        .fill('toned milk 1 l\ntoor dal 1kg\nदूध\namul butter 100 g');
      await page.getByRole('button', { name: 'Find items' }).click();
      const lines = page.getByTestId('paste-list-line');
      await lines.first().waitFor({ timeout: 20_000 });
      const kinds = await page.getByTestId('paste-list-kind').allTextContents();
      expect(kinds).toEqual([
        'Any brand of toned milk: cheapest first',
        'Any brand of toor dal: cheapest first',
        'Any brand of milk: cheapest first',
      ]);
      expect(await lines.nth(3).getByTestId('paste-list-kind').count()).toBe(0);
      await session.screenshot('any-brand-pasted-list-desktop');
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
