// The product page's 'Same kind, other brands': other brands of the product's kind at the point,
// cheapest unit price first, with unit prices; never another kind; nothing for a product of no kind.
import { ProductDetails } from '@compare/widgets';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createFakeClient } from '../src/internal/testing/fake-client';
import { bread, fullCreamMilk, milk, motherDairyMilk, unnamed } from '../src/internal/testing/fixtures';
import { renderWithProvider } from './helpers';

const render = (productId: string) =>
  renderWithProvider(<ProductDetails productId={productId} />, {
    apiClient: createFakeClient({ products: [milk, motherDairyMilk, fullCreamMilk, bread, unnamed] }),
  });

describe("'Same kind, other brands'", () => {
  it('lists another brand of the same kind with its unit price, never full cream for toned', async () => {
    render(milk.productId);
    const panel = await screen.findByTestId('same-kind');
    expect(within(panel).getByRole('heading', { name: 'Same kind, other brands' })).toBeInTheDocument();
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Mother Dairy Toned Milk500 ml · Zepto₹24.00₹4.80/100 ml',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Mother Dairy Toned Milk' })).toHaveAttribute(
      'href',
      '/product/mother-dairy-toned-milk',
    );
    expect(panel).not.toHaveTextContent('Full Cream');
  });

  it('for another pack size, says how many packs make it', async () => {
    const user = userEvent.setup();
    render(milk.productId);
    await screen.findByTestId('same-kind');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Select Unit' }), '1 l');
    expect(await screen.findByText('2 x 500 ml · Zepto')).toBeInTheDocument();
  });

  it('says so when no other brand of the kind is sold here', async () => {
    render(bread.productId);
    expect(await screen.findByText('No other brand of this kind at your location')).toBeInTheDocument();
  });

  it('shows nothing for a product of no known kind', async () => {
    const { client } = render(unnamed.productId);
    await screen.findByRole('heading', { level: 1 });
    await vi.waitFor(() => expect(client.calls.some((c) => c.method === 'request')).toBe(true));
    expect(screen.queryByTestId('same-kind')).toBeNull();
  });
});
