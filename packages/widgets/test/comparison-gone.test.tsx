// Honest states of /my-cart where no verdict can be drawn or a basket's products are gone: a stored
// line whose product the catalogue no longer has, an offer a merchant no longer lists, a town no
// store delivers to, and a refresh with nothing to ask. Nothing is left as an empty reserved block.
import type { CartItem, PlatformEta } from '@compare/core';
import { ComparisonTable, FloatingCart } from '@compare/widgets';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeClient, type FakeApiClient } from '../src/internal/testing/fake-client';
import { bread, lineOf, milk } from '../src/internal/testing/fixtures';
import { findComparisonTable, locatedStorage, renderWithProvider } from './helpers';

// The lead's stored line: a product the catalogue no longer has, its offer kept without a link.
const gone: CartItem = {
  productId: 'amul-taaza-gone',
  productName: 'Amul Taaza Toned Milk',
  brand: 'Amul',
  variant: '500 ml',
  quantity: 1,
  platformData: [{ merchantName: 'blinkit', price: 28, mrp: 29, img: '', name: 'Amul Taaza' }],
};

const withCart = (items: CartItem[]) => locatedStorage({ cart: JSON.stringify(items) });
const storedCart = (storage: { getItem: (key: string) => string | null }) =>
  JSON.parse(storage.getItem('cart') ?? '[]') as CartItem[];
const nowhere: PlatformEta[] = ['blinkit', 'zepto', 'swiggy', 'bigbasket', 'dmart', 'jiomart'].map(
  (name) => ({
    name,
    eta: { value: null, unit: '' },
  }),
);

function row(productId: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`tbody tr[data-product-id="${productId}"]`);
  if (!found) throw new Error(`no ${productId} row`);
  return found;
}

/** The blank line held for 'Prices refreshed ...' while the refresh on load is to come. */
const heldRefreshLine = () =>
  [...document.querySelectorAll('[data-compare-widget="comparison-table"] > p[aria-hidden="true"]')].filter(
    (p) => p.textContent === '\u00a0',
  );

describe('a stored basket whose products are gone', () => {
  test('the line says it is no longer listed; no store sums it up, the verdict names it', async () => {
    const { client, storage } = renderWithProvider(<ComparisonTable />, { storage: withCart([gone]) });
    await waitFor(() => expect(within(row(gone.productId)).getByTestId('line-delisted')).toBeVisible());
    expect(row(gone.productId)).toHaveTextContent('No longer listed here');
    // The product was asked for once (its offer has no link to price it live), and answered 404.
    expect(client.calls.filter((c) => c.method === 'getProduct').map((c) => c.args[0])).toEqual([
      gone.productId,
    ]);
    expect(storedCart(storage)[0]?.platformData[0]).toMatchObject({
      merchantName: 'blinkit',
      delisted: true,
    });
    const verdict = await screen.findByTestId('verdict');
    expect(verdict).toHaveAttribute('data-kind', 'none');
    expect(within(verdict).getByTestId('verdict-delisted')).toHaveTextContent(
      'No longer listed here: Amul Taaza Toned Milk (500 ml)',
    );
    // No store column, card, Total or Grand Total for a basket nobody lists; no placeholder left.
    expect(screen.queryAllByTestId('merchant-summary')).toHaveLength(0);
    expect(screen.queryByRole('rowheader', { name: 'Grand Total' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('verdict-placeholder')).not.toBeInTheDocument();
    expect(heldRefreshLine()).toHaveLength(0);
    expect(screen.getByTestId('last-refreshed')).toHaveTextContent(/^Prices refreshed /);
  });

  test('where no store delivers, the notice takes the verdict’s place and nothing stays reserved', async () => {
    renderWithProvider(<ComparisonTable />, {
      storage: withCart([gone]),
      clientOptions: { platforms: nowhere },
    });
    expect(await screen.findByTestId('not-served')).toHaveTextContent(
      'No store we compare delivers to Mumbai, Maharashtra, India yet',
    );
    await waitFor(() => expect(row(gone.productId)).toHaveTextContent('No longer listed here'));
    expect(screen.queryByTestId('verdict-placeholder')).not.toBeInTheDocument();
    expect(screen.queryByTestId('verdict')).not.toBeInTheDocument();
    expect(heldRefreshLine()).toHaveLength(0);
  });

  test('a served-nowhere town with a basket that is listed: the notice, its lines, no placeholder', async () => {
    renderWithProvider(<ComparisonTable />, {
      storage: withCart([lineOf(milk, '500 ml', 1)]),
      clientOptions: { platforms: nowhere },
    });
    await screen.findByTestId('not-served');
    await findComparisonTable();
    await waitFor(() => expect(screen.queryByTestId('verdict-placeholder')).not.toBeInTheDocument());
    expect(screen.queryByText('No longer listed here')).not.toBeInTheDocument();
    await waitFor(() => expect(heldRefreshLine()).toHaveLength(0));
  });

  test('the side sheet shows a delisted line as such, and neither its Total nor the store’s counts it', async () => {
    const marked: CartItem = { ...gone, platformData: [{ ...gone.platformData[0]!, delisted: true }] };
    renderWithProvider(<FloatingCart />, { storage: withCart([marked, lineOf(bread, '400 g', 1)]) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Open cart/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    // Blinkit (the selector's first) lists the bread at 50; the milk it no longer lists.
    const lines = within(sheet).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('No longer listed here');
    expect(lines[0]).not.toHaveTextContent('₹28.00');
    expect(within(sheet).getByTestId('basket-sheet-total')).toHaveTextContent('₹50.00');
    expect(within(sheet).getByTestId('basket-sheet-merchant-total')).toHaveTextContent(
      'Blinkit total (1 of 2 items)₹50.00',
    );
  });
});

describe('an offer its merchant no longer lists (the batch refresh says PRICE_NOT_FOUND)', () => {
  // Milk 500 ml: zepto 27, blinkit 28, swiggy 28.5. Bread 400 g: blinkit 50, zepto 52 (out of stock).
  const cart = [lineOf(milk, '500 ml', 2), lineOf(bread, '400 g', 1)];

  function delisting(
    base: FakeApiClient,
    gonePrice: { merchant: string; productUrl: string },
  ): FakeApiClient {
    return {
      ...base,
      refreshPrices: async (request) => {
        const answer = await base.refreshPrices(request);
        return {
          data: (answer.data ?? []).map((line) =>
            line.url === gonePrice.productUrl && line.platform === gonePrice.merchant
              ? {
                  platform: line.platform,
                  url: line.url,
                  ok: false,
                  error: { code: 'PRICE_NOT_FOUND', message: 'zepto does not list this product here' },
                }
              : line,
          ),
        };
      },
    };
  }

  test('its cell says so; it leaves the merchant’s total, the verdict and Cheapest', async () => {
    const zeptoMilk = cart[0]!.platformData.find((o) => o.merchantName === 'zepto')!;
    const client = delisting(createFakeClient(), { merchant: 'zepto', productUrl: zeptoMilk.merchantUrl! });
    const { storage } = renderWithProvider(<ComparisonTable />, {
      storage: withCart(cart),
      apiClient: client,
    });
    const cell = () => row(milk.productId).querySelector<HTMLElement>('[data-merchant="zepto"]')!;
    await waitFor(() =>
      expect(within(cell()).getByTestId('offer-delisted')).toHaveTextContent('No longer listed here'),
    );
    // The line is still listed elsewhere: no line tag.
    expect(within(row(milk.productId)).queryByTestId('line-delisted')).not.toBeInTheDocument();
    // Zepto's total is its bread alone (the fake refresh is ₹1 below the list, and in stock: 51), not
    // 2 x 26 + 51, and it covers 1 of the 2 lines.
    const total = document.querySelector<HTMLElement>('tfoot tr[data-row="total"] [data-merchant="zepto"]')!;
    expect(total).toHaveTextContent('₹51.00');
    expect(total).toHaveTextContent('1 of 2 items');
    const verdict = await screen.findByTestId('verdict');
    expect(verdict).toHaveAttribute('data-kind', 'single');
    expect(within(verdict).getByText('Buy everything at Blinkit')).toBeInTheDocument();
    expect(storedCart(storage)[0]?.platformData.find((o) => o.merchantName === 'zepto')?.delisted).toBe(true);
  });
});

describe('the line held for the refresh on load', () => {
  test('goes once that refresh has nothing to ask (a line without offers), rather than staying blank', async () => {
    const empty: CartItem = { ...gone, productId: 'no-offers', platformData: [] };
    renderWithProvider(<ComparisonTable />, { storage: withCart([empty]) });
    await findComparisonTable();
    await waitFor(() => expect(heldRefreshLine()).toHaveLength(0));
    expect(screen.queryByTestId('last-refreshed')).not.toBeInTheDocument();
  });

  test('is held while the refresh on load is to come, then filled', async () => {
    renderWithProvider(<ComparisonTable />, { storage: withCart([lineOf(milk, '500 ml', 1)]) });
    await findComparisonTable();
    await waitFor(() => expect(screen.getByTestId('last-refreshed')).toHaveTextContent(/^Prices refreshed /));
    expect(heldRefreshLine()).toHaveLength(0);
  });
});
