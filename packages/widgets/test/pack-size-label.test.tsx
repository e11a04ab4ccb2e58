// A variant whose pack size no feed gave carries the importer's label 'pack size not given' (data);
// every place a variant label is shown says it through the message catalogue, in Hindi too.
import { type CartItem, PACK_NOT_GIVEN_LABEL, type Product } from '@compare/core';
import { ComparisonTable, FloatingCart, ProductCard, ProductDetails } from '@compare/widgets';
import { hiMessages } from '@compare/widgets/hi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offer } from '../src/internal/testing/fixtures';
import { findComparisonTable, locatedStorage, renderWithProvider } from './helpers';

const HINDI = hiMessages.packSizeNotGiven;

// An operator's catalogue: the pack size is given for one listing, not for the other.
const noodles: Product = {
  productId: 'maggi-chicken',
  brand: 'Maggi',
  name: 'Maggi 2 Minute Chicken Noodles',
  platformData: {
    [PACK_NOT_GIVEN_LABEL]: [offer('bigbasket', 'Maggi Chicken Noodles', 60, 60)],
    '4 x 70 g': [offer('blinkit', 'Maggi Chicken Noodles 4 x 70 g', 56, 60)],
  },
};

const line: CartItem = {
  productId: noodles.productId,
  productName: noodles.name ?? '',
  brand: noodles.brand,
  variant: PACK_NOT_GIVEN_LABEL,
  quantity: 1,
  platformData: [{ merchantName: 'bigbasket', price: 60, mrp: 60, img: '', name: 'Maggi Chicken' }],
};

const hindi = { locale: 'hi' as const, messages: hiMessages };

describe("a variant whose pack size was not given reads as such in the shopper's language", () => {
  test('the product card’s variant select, in Hindi; English keeps the catalogue’s words', () => {
    const { unmount } = renderWithProvider(<ProductCard product={noodles} />, hindi);
    const select = screen.getByRole('combobox');
    expect(within(select).getByRole('option', { name: HINDI })).toHaveValue(PACK_NOT_GIVEN_LABEL);
    expect(screen.queryByText(PACK_NOT_GIVEN_LABEL)).not.toBeInTheDocument();
    unmount();
    renderWithProvider(<ProductCard product={noodles} />);
    expect(
      within(screen.getByRole('combobox')).getByRole('option', { name: 'pack size not given' }),
    ).toBeTruthy();
  });

  test("the product page's 'Select Unit', in Hindi", async () => {
    renderWithProvider(<ProductDetails productId={noodles.productId} />, {
      ...hindi,
      clientOptions: { products: [noodles] },
    });
    const select = await screen.findByRole('combobox', { name: hiMessages.selectUnit });
    expect(within(select).getByRole('option', { name: HINDI })).toBeInTheDocument();
  });

  test('the comparison row and its stepper’s name, in Hindi', async () => {
    renderWithProvider(<ComparisonTable refreshOnLoad={false} />, {
      ...hindi,
      storage: locatedStorage({ cart: JSON.stringify([line]) }),
    });
    await findComparisonTable();
    const row = document.querySelector<HTMLElement>(`tbody tr[data-product-id="${line.productId}"]`)!;
    expect(within(row).getByText(HINDI)).toBeInTheDocument();
    expect(within(row).getByRole('group', { name: new RegExp(`\\(${HINDI}\\)`) })).toBeInTheDocument();
    expect(row).not.toHaveTextContent(PACK_NOT_GIVEN_LABEL);
  });

  test('the side sheet’s basket line, in Hindi', async () => {
    renderWithProvider(<FloatingCart />, {
      ...hindi,
      storage: locatedStorage({ cart: JSON.stringify([line]) }),
    });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: new RegExp(`^${hiMessages.openCart}`) }));
    const sheet = await screen.findByRole('dialog');
    // Opening moves focus into the sheet (a frame later); the shopper acts after that.
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    // The sheet's merchant selector starts at Blinkit; the line is listed at Bigbasket.
    await userEvent.setup().click(within(sheet).getByRole('combobox'));
    await userEvent.setup().click(await screen.findByRole('option', { name: 'Bigbasket' }));
    expect(within(sheet).getByText(`Maggi · ${HINDI}`)).toBeInTheDocument();
  });
});
