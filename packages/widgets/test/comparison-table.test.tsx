import {
  type ApiClient,
  type CartItem,
  type FeeResult,
  type PriceQuote,
  platformTotals,
} from '@compare/core';
import { ComparisonTable } from '@compare/widgets';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeClient, type FakeApiClient } from '../src/internal/testing/fake-client';
import { bread, lineOf, milk } from '../src/internal/testing/fixtures';
import { loadComparisonContent } from '../src/widgets/comparison-table/comparison-table';
import { MIN_UPDATING_MS } from '../src/widgets/comparison-table/use-price-refresh';
import { findComparisonTable, locatedStorage, renderWithProvider } from './helpers';

// Milk 500 ml: zepto 27/28, blinkit 28/28, swiggy 28.5/29. Bread 400 g: blinkit 50/55, zepto 52/55 (out of stock).
const cart = [lineOf(milk, '500 ml', 2), lineOf(bread, '400 g', 1)];

function withCart(items: CartItem[]) {
  return locatedStorage({ cart: JSON.stringify(items) });
}

function storedCart(storage: { getItem: (key: string) => string | null }): CartItem[] {
  return JSON.parse(storage.getItem('cart') ?? '[]') as CartItem[];
}

function cell(row: HTMLElement, merchant: string): HTMLElement {
  const found = row.querySelector<HTMLElement>(`[data-merchant="${merchant}"]`);
  if (!found) throw new Error(`no ${merchant} cell`);
  return found;
}

function footerRow(name: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`tfoot tr[data-row="${name}"]`);
  if (!found) throw new Error(`no ${name} row`);
  return found;
}

function productRow(productId: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`tbody tr[data-product-id="${productId}"]`);
  if (!found) throw new Error(`no ${productId} row`);
  return found;
}

/** A fake whose methods can be replaced per test. */
function clientWith(overrides: Partial<ApiClient>, base: FakeApiClient = createFakeClient()): FakeApiClient {
  return { ...base, ...overrides };
}

describe('ComparisonTable', () => {
  test('title, Refresh Prices and Filter; empty basket says No items in cart', () => {
    renderWithProvider(<ComparisonTable />);
    expect(screen.getByRole('heading', { name: 'My Cart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Prices' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Filter' })).toBeInTheDocument();
    expect(screen.getByText('No items in cart')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test('an empty basket fetches nothing it cannot show: no fee rules, no store ETAs, no fees', async () => {
    const { client } = renderWithProvider(<ComparisonTable />);
    await screen.findByText('No items in cart');
    // Long enough for the queries a mounted table starts (they start in effects, a task later).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const asked = client.calls.map((c) =>
      c.method === 'fetchJson' ? `fetchJson ${String(c.args[0])}` : c.method,
    );
    expect(asked.filter((call) => /fee-rules|getPlatforms|calculateAllFees/.test(call))).toEqual([]);
  });

  test('mounted in the browser without server markup, the first render shows the stored basket', async () => {
    // Once the content's module is in (the standalone build has it from the start; a bundler's page
    // fetches it when a basket is expected).
    await loadComparisonContent();
    renderWithProvider(<ComparisonTable refreshOnLoad={false} />, { storage: withCart(cart) });
    // No waiting: the rows are there in the first render, where a placeholder would later move.
    expect(productRow(milk.productId)).toHaveTextContent('Amul Taaza Toned Milk');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  test('the refresh button keeps both labels in one place and is named by the one that applies', async () => {
    let answer: (value: Awaited<ReturnType<FakeApiClient['refreshPrices']>>) => void = () => {};
    const client = clientWith({ refreshPrices: () => new Promise((resolve) => (answer = resolve)) });
    renderWithProvider(<ComparisonTable refreshOnLoad={false} />, {
      storage: withCart(cart),
      apiClient: client,
    });
    await findComparisonTable();
    const button = screen.getByRole('button', { name: 'Refresh Prices' });
    await userEvent.setup().click(button);
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBe(button);
    // Both texts stay inside, so the button is as wide while it runs as before.
    expect(button).toHaveTextContent('Refresh Prices');
    answer({ data: [] });
    expect(await screen.findByRole('button', { name: 'Refresh Prices' })).toBe(button);
  });

  test('one row per product and one column per platform in the basket', async () => {
    renderWithProvider(<ComparisonTable refreshOnLoad={false} />, { storage: withCart(cart) });
    const table = await findComparisonTable();
    // A column's name, without the notes under it ("1 of 2 items").
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.querySelector('[data-column-name]')?.textContent ?? h.textContent);
    expect(headers).toEqual(['Product', 'Blinkit', 'Swiggy', 'Zepto']);
    const milkRow = productRow(milk.productId);
    expect(milkRow).toHaveTextContent('Amul');
    expect(milkRow).toHaveTextContent('Amul Taaza Toned Milk');
    expect(milkRow).toHaveTextContent('500 ml');
    expect(milkRow.querySelector('img')).toBeInTheDocument();
    expect(
      within(milkRow).getByRole('group', { name: 'Quantity of Amul Taaza Toned Milk (500 ml)' }),
    ).toHaveTextContent('2');
  });

  test('cells: price linking out with struck mrp, Out of stock, n% off and N/A', async () => {
    renderWithProvider(<ComparisonTable refreshOnLoad={false} />, { storage: withCart(cart) });
    await findComparisonTable();
    const milkZepto = cell(productRow(milk.productId), 'zepto');
    const link = within(milkZepto).getByRole('link');
    expect(link).toHaveAttribute('href', milk.platformData['500 ml']?.[0]?.merchantUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('₹27.00');
    expect(link.querySelector('s')).toHaveTextContent('₹28.00');
    expect(milkZepto).toHaveTextContent('4% off');
    // Not discounted: no struck mrp, no tag.
    const milkBlinkit = cell(productRow(milk.productId), 'blinkit');
    expect(milkBlinkit.querySelector('s')).toBeNull();
    expect(milkBlinkit).not.toHaveTextContent('% off');
    expect(within(cell(productRow(bread.productId), 'zepto')).getByText('Out of stock')).toBeInTheDocument();
    expect(cell(productRow(bread.productId), 'swiggy')).toHaveTextContent(/^N\/A$/);
  });

  test('platform totals show (n% off) or a dash', async () => {
    renderWithProvider(<ComparisonTable refreshOnLoad={false} />, { storage: withCart(cart) });
    await findComparisonTable();
    const total = footerRow('total');
    expect(within(total).getByRole('rowheader')).toHaveTextContent('Total');
    // blinkit: 28 x 2 + 50 = 106 of mrp 56 + 55 = 111 -> round(4.5) = 5
    expect(cell(total, 'blinkit')).toHaveTextContent('₹106.00 (5% off)');
    // swiggy: 57 of 58 -> round(1.72) = 2
    expect(cell(total, 'swiggy')).toHaveTextContent('₹57.00 (2% off)');
  });

  test('a platform total without discount shows a dash', async () => {
    const flat = [
      {
        ...lineOf(milk, '500 ml', 1),
        platformData: [{ merchantName: 'blinkit', price: 28, mrp: 28, img: '', name: 'x' }],
      },
    ];
    renderWithProvider(<ComparisonTable refreshOnLoad={false} />, { storage: withCart(flat) });
    await findComparisonTable();
    expect(cell(footerRow('total'), 'blinkit')).toHaveTextContent('₹28.00 -');
  });

  test('fees come from calculate-all-fees with the normalised platform totals', async () => {
    const { client } = renderWithProvider(<ComparisonTable refreshOnLoad={false} />, {
      storage: withCart(cart),
    });
    await findComparisonTable();
    await waitFor(() => expect(cell(footerRow('grandTotal'), 'blinkit')).not.toHaveTextContent('...'));
    const call = client.calls.find((c) => c.method === 'calculateAllFees');
    expect(call?.args[0]).toEqual(platformTotals(cart));
    expect(call?.args[0]).toEqual([
      { platform: 'blinkit', cartTotal: 106 },
      { platform: 'swiggy_instamart', cartTotal: 57 },
      { platform: 'zepto', cartTotal: 106 },
    ]);
    expect(within(footerRow('deliveryFee')).getByRole('rowheader')).toHaveTextContent('Delivery Fee');
    expect(within(footerRow('smallCartFee')).getByRole('rowheader')).toHaveTextContent('Small Cart Fee');
    expect(within(footerRow('handlingCharge')).getByRole('rowheader')).toHaveTextContent('Handling Charge');
    expect(within(footerRow('gstOnFees')).getByRole('rowheader')).toHaveTextContent('GST on Fees');
    expect(within(footerRow('grandTotal')).getByRole('rowheader')).toHaveTextContent('Grand Total');
    // The fake: delivery 30 below 199, small-cart 20 below 99 (else 0), handling 4, GST 0.72.
    expect(cell(footerRow('deliveryFee'), 'blinkit')).toHaveTextContent('₹30.00');
    expect(cell(footerRow('smallCartFee'), 'blinkit')).toHaveTextContent(/^-$/);
    expect(cell(footerRow('smallCartFee'), 'swiggy')).toHaveTextContent('₹20.00');
    expect(cell(footerRow('handlingCharge'), 'zepto')).toHaveTextContent('₹4.00');
    expect(cell(footerRow('gstOnFees'), 'zepto')).toHaveTextContent('₹0.72');
    expect(cell(footerRow('grandTotal'), 'blinkit')).toHaveTextContent('₹140.72');
  });

  test('a fee the rules do not know shows N/A; zero shows a dash', async () => {
    const fees: FeeResult[] = [
      {
        platform: 'blinkit',
        deliveryFee: null,
        smallCartFee: 0,
        handlingCharge: 2.5,
        gstOnFees: null,
        grandTotal: 108.5,
      },
    ];
    const client = clientWith({ calculateAllFees: async () => ({ data: fees }) });
    renderWithProvider(<ComparisonTable refreshOnLoad={false} />, {
      storage: withCart(cart),
      apiClient: client,
    });
    await waitFor(() => expect(cell(footerRow('grandTotal'), 'blinkit')).toHaveTextContent('₹108.50'));
    expect(cell(footerRow('deliveryFee'), 'blinkit')).toHaveTextContent(/^N\/A$/);
    expect(cell(footerRow('smallCartFee'), 'blinkit')).toHaveTextContent(/^-$/);
    expect(cell(footerRow('handlingCharge'), 'blinkit')).toHaveTextContent('₹2.50');
    expect(cell(footerRow('gstOnFees'), 'blinkit')).toHaveTextContent(/^N\/A$/);
    // No result for a platform at all: N/A.
    expect(cell(footerRow('grandTotal'), 'zepto')).toHaveTextContent(/^N\/A$/);
  });

  test("cells show '...' while fees are computed", async () => {
    vi.useFakeTimers();
    try {
      renderWithProvider(<ComparisonTable refreshOnLoad={false} />, {
        storage: withCart(cart),
        clientOptions: { delays: { calculateAllFees: 1000 } },
      });
      expect(cell(footerRow('deliveryFee'), 'blinkit')).toHaveTextContent(/^\.\.\.$/);
      expect(cell(footerRow('grandTotal'), 'zepto')).toHaveTextContent(/^\.\.\.$/);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      expect(cell(footerRow('grandTotal'), 'blinkit')).toHaveTextContent('₹140.72');
    } finally {
      vi.useRealTimers();
    }
  });

  test('a fee failure is logged as Failed to fetch all cart fees and the old values stay', async () => {
    const { client, logs } = renderWithProvider(<ComparisonTable refreshOnLoad={false} />, {
      storage: withCart(cart),
    });
    await waitFor(() => expect(cell(footerRow('grandTotal'), 'blinkit')).toHaveTextContent('₹140.72'));
    client.setFailing('calculateAllFees', 'HTTP error! Status: 500');
    const user = userEvent.setup();
    const milkRow = productRow(milk.productId);
    await user.click(within(milkRow).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() =>
      expect(logs.some((entry) => entry[0] === 'Failed to fetch all cart fees')).toBe(true),
    );
    await waitFor(() => expect(cell(footerRow('grandTotal'), 'blinkit')).toHaveTextContent('₹140.72'));
    // The items total did change.
    expect(cell(footerRow('total'), 'blinkit')).toHaveTextContent('₹134.00');
  });

  test('the Filter offers All plus each platform in the basket and narrows the columns', async () => {
    renderWithProvider(<ComparisonTable refreshOnLoad={false} />, { storage: withCart(cart) });
    const table = await findComparisonTable();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Filter' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['All', 'Blinkit', 'Swiggy', 'Zepto']);
    await user.click(screen.getByRole('option', { name: 'Zepto' }));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.querySelector('[data-column-name]')?.textContent ?? h.textContent),
    ).toEqual(['Product', 'Zepto']);
  });

  test('the cheapest complete basket is tagged; an items-only split dearer after fees is not offered', async () => {
    const items = [lineOf(milk, '500 ml', 1), { ...lineOf(bread, '400 g', 1) }];
    // Bread in stock everywhere so blinkit and zepto both list every line.
    const first = items[1];
    if (first) first.platformData = first.platformData.map((o) => ({ ...o, isOutOfStock: false }));
    renderWithProvider(<ComparisonTable refreshOnLoad={false} />, { storage: withCart(items) });
    await waitFor(() => expect(screen.getByTestId('cheapest-tag')).toBeInTheDocument());
    // blinkit 28 + 50 = 78; zepto 27 + 52 = 79; both get the same fees from the fake.
    expect(screen.getByTestId('cheapest-tag').closest('th')).toHaveAttribute('data-merchant', 'blinkit');
    // Milk at zepto and bread at blinkit is ₹77 of items, but two sets of fees make it dearer than
    // blinkit alone, so no split is offered (the plan itself is tested in comparison-plan.test.tsx).
    expect(screen.queryByTestId('cheapest-split')).not.toBeInTheDocument();
  });

  test('a table wider than its container says it scrolls and shades the side with more stores', async () => {
    const width = (element: HTMLElement, wide: number, fits: number) =>
      element.getAttribute('role') === 'region' ? wide : fits;
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return width(this, 1195, 0);
    });
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return width(this, 1100, 0);
    });
    try {
      renderWithProvider(<ComparisonTable refreshOnLoad={false} />, { storage: withCart(cart) });
      const region = (await findComparisonTable()).closest('[role="region"]') as HTMLElement;
      expect(await screen.findByTestId('scroll-cue')).toHaveTextContent('Scroll sideways for more stores');
      const edge = region.parentElement?.querySelector('[data-side="end"]');
      expect(edge).toHaveAttribute('data-visible');
      // Scrolled to the end, the edge has nothing more to show.
      region.scrollLeft = 95;
      region.dispatchEvent(new Event('scroll'));
      await waitFor(() => expect(edge).not.toHaveAttribute('data-visible'));
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    }
  });

  test('a table that fits shows no scroll cue', async () => {
    renderWithProvider(<ComparisonTable refreshOnLoad={false} />, { storage: withCart(cart) });
    await findComparisonTable();
    expect(screen.queryByTestId('scroll-cue')).not.toBeInTheDocument();
  });

  test('the fee estimate note is shown', async () => {
    renderWithProvider(<ComparisonTable refreshOnLoad={false} />, { storage: withCart(cart) });
    expect(
      await screen.findByText('Fees are estimates from public observations and may differ at checkout.'),
    ).toBeInTheDocument();
  });
});

describe('ComparisonTable price refresh', () => {
  test('runs on load with items, using the batch call once, and shows the new prices', async () => {
    const { client, storage } = renderWithProvider(<ComparisonTable />, { storage: withCart(cart) });
    await waitFor(() => expect(client.calls.some((c) => c.method === 'refreshPrices')).toBe(true));
    const call = client.calls.find((c) => c.method === 'refreshPrices');
    const request = call?.args[0] as {
      lat: number;
      lon: number;
      items: Array<{ platform: string; url: string }>;
    };
    expect(request.lat).toBe(19.076);
    expect(request.lon).toBe(72.8777);
    // Every offer of every line: 3 milk + 2 bread.
    expect(request.items).toHaveLength(5);
    // The fake's live price is one rupee below the listed price.
    await waitFor(() => expect(cell(productRow(milk.productId), 'zepto')).toHaveTextContent('₹26.00'));
    expect(cell(productRow(bread.productId), 'blinkit')).toHaveTextContent('₹49.00');
    expect(storedCart(storage)[0]?.platformData.find((o) => o.merchantName === 'zepto')?.price).toBe(26);
    expect(client.calls.filter((c) => c.method === 'refreshPrices')).toHaveLength(1);
    expect(client.calls.filter((c) => c.method === 'scrapePrice')).toHaveLength(0);
  });

  test('does not run on load with an empty basket', async () => {
    const { client } = renderWithProvider(<ComparisonTable />);
    await screen.findByText('No items in cart');
    expect(client.calls.some((c) => c.method === 'refreshPrices' || c.method === 'scrapePrice')).toBe(false);
  });

  test('falls back to one scrape per offer when the batch route is missing (404), and remembers it', async () => {
    const base = createFakeClient({ failing: { refreshPrices: 'HTTP error! Status: 404' } });
    const { storage } = renderWithProvider(<ComparisonTable />, { storage: withCart(cart), apiClient: base });
    await waitFor(() => expect(base.calls.filter((c) => c.method === 'scrapePrice')).toHaveLength(5));
    // The fake's live price is one rupee below the listed price.
    await waitFor(() => expect(cell(productRow(milk.productId), 'zepto')).toHaveTextContent('₹26.00'));
    expect(storedCart(storage)[0]?.platformData.find((o) => o.merchantName === 'zepto')?.price).toBe(26);
    const user = userEvent.setup();
    // 'Updating...' stays a moment after the prices land; the button is 'Refresh Prices' again after.
    await user.click(await screen.findByRole('button', { name: 'Refresh Prices' }));
    await waitFor(() => expect(base.calls.filter((c) => c.method === 'scrapePrice')).toHaveLength(10));
    expect(base.calls.filter((c) => c.method === 'refreshPrices')).toHaveLength(1);
  });

  test("the button reads 'Updating...' while the batch runs, then new prices show", async () => {
    const base = createFakeClient({ delays: { refreshPrices: 150 } });
    renderWithProvider(<ComparisonTable refreshOnLoad={false} />, {
      storage: withCart(cart),
      apiClient: base,
    });
    await findComparisonTable();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Refresh Prices' }));
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Refresh Prices' })).toBeInTheDocument();
    expect(cell(productRow(bread.productId), 'blinkit')).toHaveTextContent('₹49.00');
    expect(base.calls.filter((c) => c.method === 'scrapePrice')).toHaveLength(0);
  });

  test("'Updating...' stays readable when the refresh answers at once, then the button returns", async () => {
    renderWithProvider(<ComparisonTable refreshOnLoad={false} />, {
      storage: withCart(cart),
      apiClient: createFakeClient(),
    });
    await findComparisonTable();
    // The page's own timeline, read as each change lands (not by polling, which a busy machine
    // can delay past the label's minimum time): when the new price showed, and when the button
    // said 'Refresh Prices' again.
    const seen: { updating?: number; price?: number; label?: number } = {};
    const observer = new MutationObserver(() => {
      const now = Date.now();
      if (seen.updating === undefined && screen.queryByRole('button', { name: 'Updating...' }))
        seen.updating = now;
      if (
        seen.price === undefined &&
        cell(productRow(bread.productId), 'blinkit').textContent?.includes('₹49.00')
      )
        seen.price = now;
      if (
        seen.price !== undefined &&
        seen.label === undefined &&
        screen.queryByRole('button', { name: 'Refresh Prices' })
      )
        seen.label = now;
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    const clicked = Date.now();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh Prices' }));
    await waitFor(() => expect(seen.label).toBeDefined());
    observer.disconnect();
    // The label said the refresh was running before the new prices came in and went back only
    // after them, at least its minimum time after the click.
    expect(seen.updating).toBeLessThanOrEqual(seen.price as number);
    expect(seen.price).toBeLessThanOrEqual(seen.label as number);
    expect((seen.label as number) - clicked).toBeGreaterThanOrEqual(MIN_UPDATING_MS);
    expect(cell(productRow(bread.productId), 'blinkit')).toHaveTextContent('₹49.00');
  });

  test('a 405 from the batch route also falls back to per-offer scrapes, which change prices', async () => {
    const base = createFakeClient({
      failing: { refreshPrices: 'HTTP error! Status: 405' },
      delays: { scrapePrice: 150 },
    });
    renderWithProvider(<ComparisonTable refreshOnLoad={false} />, {
      storage: withCart(cart),
      apiClient: base,
    });
    await findComparisonTable();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Refresh Prices' }));
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Refresh Prices' })).toBeInTheDocument();
    expect(cell(productRow(bread.productId), 'blinkit')).toHaveTextContent('₹49.00');
    expect(base.calls.filter((c) => c.method === 'scrapePrice')).toHaveLength(5);
  });

  test('merge rules: non-numeric price keeps the old one, discount is the rounded-up percent, availability', async () => {
    const quotes: Record<string, PriceQuote> = {
      blinkit: { price: 'unavailable', mrp: 30, available: false },
      zepto: { price: '25.5', mrp: null, available: 'maybe' },
      swiggy: { price: 20, mrp: 29, available: true },
    };
    const client = clientWith({
      refreshPrices: async (request) => ({
        data: request.items.map((item) => ({
          ...item,
          ok: true,
          data: quotes[item.platform] ?? { price: null, mrp: null, available: null },
        })),
      }),
    });
    const { storage } = renderWithProvider(<ComparisonTable />, {
      storage: withCart([lineOf(milk, '500 ml', 1)]),
      apiClient: client,
    });
    await waitFor(() => expect(cell(productRow(milk.productId), 'zepto')).toHaveTextContent('₹25.50'));
    const offers = storedCart(storage)[0]?.platformData ?? [];
    const blinkit = offers.find((o) => o.merchantName === 'blinkit');
    // Price kept (28), mrp 30, ceil(2/30*100) = 7, out of stock.
    expect(blinkit).toMatchObject({ price: 28, mrp: 30, discount: 7, isOutOfStock: true });
    // mrp kept (28), ceil(2.5/28*100) = ceil(8.93) = 9, availability unchanged.
    expect(offers.find((o) => o.merchantName === 'zepto')).toMatchObject({
      price: 25.5,
      mrp: 28,
      discount: 9,
      isOutOfStock: false,
    });
    // ceil(9/29*100) = ceil(31.03) = 32
    expect(offers.find((o) => o.merchantName === 'swiggy')).toMatchObject({
      price: 20,
      mrp: 29,
      discount: 32,
    });
    expect(within(cell(productRow(milk.productId), 'blinkit')).getByText('Out of stock')).toBeInTheDocument();
    expect(cell(productRow(milk.productId), 'swiggy')).toHaveTextContent('32% off');
  });

  test('a failed fetch keeps the old offer and is logged', async () => {
    const client = clientWith({
      refreshPrices: async (request) => ({
        data: request.items.map((item) =>
          item.platform === 'zepto'
            ? { ...item, ok: false, error: 'Merchant unavailable' }
            : { ...item, ok: true, data: { price: 10, mrp: 28, available: true } },
        ),
      }),
    });
    const { storage, logs } = renderWithProvider(<ComparisonTable />, {
      storage: withCart([lineOf(milk, '500 ml', 1)]),
      apiClient: client,
    });
    await waitFor(() => expect(cell(productRow(milk.productId), 'blinkit')).toHaveTextContent('₹10.00'));
    expect(storedCart(storage)[0]?.platformData.find((o) => o.merchantName === 'zepto')).toMatchObject({
      price: 27,
      mrp: 28,
    });
    expect(logs.some((entry) => entry.includes('Merchant unavailable'))).toBe(true);
  });

  test('a whole failed batch (not 404/405) keeps every offer and does not fall back', async () => {
    const base = createFakeClient({ failing: { refreshPrices: 'HTTP error! Status: 502' } });
    const { logs } = renderWithProvider(<ComparisonTable />, { storage: withCart(cart), apiClient: base });
    await waitFor(() => expect(logs.some((entry) => entry[0] === 'HTTP error! Status: 502')).toBe(true));
    expect(base.calls.some((c) => c.method === 'scrapePrice')).toBe(false);
    expect(cell(productRow(milk.productId), 'zepto')).toHaveTextContent('₹27.00');
  });

  test('new prices recompute the totals and the fees', async () => {
    const base = createFakeClient();
    renderWithProvider(<ComparisonTable />, { storage: withCart(cart), apiClient: base });
    // blinkit 27 x 2 + 49 = 103 after the refresh (was 106).
    await waitFor(() => expect(cell(footerRow('total'), 'blinkit')).toHaveTextContent('₹103.00'));
    await waitFor(() => expect(cell(footerRow('grandTotal'), 'blinkit')).toHaveTextContent('₹137.72'));
    const feeCalls = base.calls.filter((c) => c.method === 'calculateAllFees');
    expect(feeCalls.at(-1)?.args[0]).toContainEqual({ platform: 'blinkit', cartTotal: 103 });
  });
});
