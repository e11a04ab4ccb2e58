// /my-cart's 'Any brand' switch: off by default, kept with the line, and with it on the comparison
// buys the line as the cheapest equivalent of its kind at each merchant and says so, with unit prices.
import { type CartItem, loadCart } from '@compare/core';
import { ComparisonTable } from '@compare/widgets';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toBasketOffers } from '../src/internal/product';
import { createFakeClient } from '../src/internal/testing/fake-client';
import { bread, fullCreamMilk, milk, motherDairyMilk } from '../src/internal/testing/fixtures';
import { locatedStorage, renderWithProvider } from './helpers';

const amulLine: CartItem = {
  productId: milk.productId,
  productName: milk.name!,
  brand: milk.brand,
  variant: '500 ml',
  quantity: 1,
  platformData: toBasketOffers(milk.platformData['500 ml']!),
};
const breadLine: CartItem = {
  productId: bread.productId,
  productName: bread.name!,
  brand: bread.brand,
  variant: '400 g',
  quantity: 1,
  platformData: toBasketOffers(bread.platformData['400 g']!),
};

function render(items: CartItem[], props: { anyBrand?: boolean } = {}) {
  const storage = locatedStorage({ cart: JSON.stringify(items) });
  const client = createFakeClient({ products: [milk, motherDairyMilk, fullCreamMilk, bread] });
  const rendered = renderWithProvider(<ComparisonTable refreshOnLoad={false} {...props} />, {
    apiClient: client,
    storage,
  });
  return { ...rendered, storage, client };
}

const cell = (productId: string, merchant: string) =>
  document.querySelector(`tr[data-product-id="${productId}"] td[data-merchant="${merchant}"]`);

describe("the 'Any brand' switch", () => {
  it('is off by default for every line, and asks the server nothing while off', async () => {
    const { client } = render([amulLine, breadLine]);
    const panel = await screen.findByTestId('any-brand');
    const switches = within(panel).getAllByRole('switch');
    expect(switches.map((s) => s.getAttribute('aria-label') ?? s.parentElement?.textContent)).toEqual([
      'Any brand: Amul Taaza Toned Milk (500 ml)',
      'Any brand: Harvest Gold Brown Bread (400 g)',
    ]);
    for (const s of switches) expect(s).not.toBeChecked();
    expect(client.calls.filter((c) => c.method === 'request')).toEqual([]);
  });

  it('with it on, buys the line as the cheaper equivalent where there is one and says so with unit prices', async () => {
    const user = userEvent.setup();
    const { storage } = render([amulLine, breadLine]);
    await waitFor(() => expect(cell(milk.productId, 'zepto')).toHaveTextContent('₹27.00'));
    await user.click(
      await screen.findByRole('switch', { name: 'Any brand: Amul Taaza Toned Milk (500 ml)' }),
    );
    const swaps = await screen.findByTestId('any-brand-swaps');
    expect(
      within(swaps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Mother Dairy Toned Milk 500 ml instead of Amul Taaza Toned Milk 500 ml at Zepto: ₹3.00 less (₹4.80/100 ml against ₹5.40/100 ml)',
      'Mother Dairy Toned Milk 500 ml instead of Amul Taaza Toned Milk 500 ml at Bigbasket (Amul Taaza Toned Milk is not available there) (₹5.20/100 ml)',
    ]);
    // The table prices the line as Mother Dairy at zepto; blinkit's own Amul (₹28) stays, cheaper
    // than Mother Dairy there (₹29); full cream milk at ₹20 is never offered for toned milk.
    await waitFor(() => expect(cell(milk.productId, 'zepto')).toHaveTextContent('₹24.00'));
    expect(cell(milk.productId, 'blinkit')).toHaveTextContent('₹28.00');
    expect(document.body).not.toHaveTextContent('Amul Gold');
    // Stored with the line (and so synced for accounts), the bread's switch untouched.
    const stored = loadCart(storage);
    expect(stored.map((l) => [l.productId, l.anyBrand])).toEqual([
      [milk.productId, true],
      [bread.productId, undefined],
    ]);
    expect(
      screen.getByRole('switch', { name: 'Any brand: Harvest Gold Brown Bread (400 g)' }),
    ).not.toBeChecked();
  });

  it('turned off again, the line is its own product everywhere', async () => {
    const user = userEvent.setup();
    render([{ ...amulLine, anyBrand: true }]);
    await waitFor(() => expect(cell(milk.productId, 'zepto')).toHaveTextContent('₹24.00'));
    await user.click(screen.getByRole('switch', { name: 'Any brand: Amul Taaza Toned Milk (500 ml)' }));
    await waitFor(() => expect(cell(milk.productId, 'zepto')).toHaveTextContent('₹27.00'));
    expect(screen.queryByTestId('any-brand-swaps')).toBeNull();
  });

  it('is hidden with anyBrand={false}, and a stored flag then changes nothing', async () => {
    render([{ ...amulLine, anyBrand: true }], { anyBrand: false });
    await waitFor(() => expect(cell(milk.productId, 'zepto')).toHaveTextContent('₹27.00'));
    expect(screen.queryByTestId('any-brand')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
