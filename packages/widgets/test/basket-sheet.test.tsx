import type { CartItem } from '@compare/core';
import { BasketSheet, FloatingCart, type RenderLink } from '@compare/widgets';
import { hiMessages } from '@compare/widgets/hi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bread, lineOf, milk, rice } from '../src/internal/testing/fixtures';
import { locatedStorage, renderWithProvider } from './helpers';

// Milk 500 ml: zepto 27, blinkit 28, swiggy 28.5. Bread 400 g: blinkit 50, zepto 52 (out of stock).
const cart = [lineOf(milk, '500 ml', 3), lineOf(bread, '400 g', 1)];

function withCart(items: CartItem[]) {
  return locatedStorage({ cart: JSON.stringify(items) });
}

async function openSheet() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Open cart/ }));
  const sheet = await screen.findByRole('dialog', { name: 'Shopping Cart' });
  // Opening moves focus into the sheet (a frame later); the shopper acts after that.
  await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
  return { user, sheet };
}

async function chooseMerchant(user: ReturnType<typeof userEvent.setup>, sheet: HTMLElement, name: string) {
  await user.click(within(sheet).getByRole('combobox', { name: 'Select merchant' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('FloatingCart', () => {
  test('fixed, it docks at the bottom and keeps room for itself at the end of the page', async () => {
    const { unmount } = renderWithProvider(
      <>
        <p>Page</p>
        <FloatingCart />
      </>,
      { storage: withCart(cart) },
    );
    await screen.findByRole('button', { name: 'Open cart, 2 items in cart' });
    const room = document.querySelector('[data-floating-cart-room]');
    expect(room).toHaveAttribute('aria-hidden', 'true');
    // Focus and find-in-page scroll what they bring into view clear of the dock.
    expect(document.documentElement.style.scrollPaddingBottom).toBe('72px');
    unmount();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });

  test('inline, it is a plain button in the flow: no room kept, no scroll padding', async () => {
    renderWithProvider(<FloatingCart position="inline" />, { storage: withCart(cart) });
    await screen.findByRole('button', { name: 'Open cart, 2 items in cart' });
    expect(document.querySelector('[data-floating-cart-room]')).toBeNull();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });

  test('the badge shows the number of distinct lines and the button has a name', async () => {
    renderWithProvider(<FloatingCart />, { storage: withCart(cart) });
    const button = await screen.findByRole('button', { name: 'Open cart, 2 items in cart' });
    expect(within(button).getByText('2')).toBeInTheDocument();
  });

  test('with an empty basket the button is named without a badge', () => {
    renderWithProvider(<FloatingCart />);
    const button = screen.getByRole('button', { name: 'Open cart' });
    expect(button).toHaveTextContent('');
    expect(screen.queryByTestId('floating-cart-badge')).not.toBeInTheDocument();
  });

  test("with items, the bar sums the basket up as the sheet does and offers 'Proceed to Comparison'", async () => {
    renderWithProvider(<FloatingCart />, { storage: withCart(cart) });
    const summary = await screen.findByTestId('floating-cart-summary');
    // 3 milk + 1 bread = 4 items; 27 x 3 + 50, the sheet's Total (the best price of each item).
    expect(summary).toHaveTextContent('4 items · ₹131.00');
    expect(summary).toHaveTextContent('Best price of each item across stores');
    const dock = document.querySelector('[data-compare-widget="floating-cart"]')!;
    expect(dock).not.toHaveAttribute('data-empty');
    expect(within(dock as HTMLElement).getByRole('link', { name: 'Proceed to Comparison' })).toHaveAttribute(
      'href',
      '/my-cart',
    );
    // The spec's button and badge are as they were.
    expect(screen.getByRole('button', { name: 'Open cart, 2 items in cart' })).toHaveTextContent('2');
  });

  test('the link follows hrefs, and a page showing the comparison itself can leave it out', async () => {
    const { unmount } = renderWithProvider(<FloatingCart />, {
      storage: withCart(cart),
      hrefs: { cart: () => '/compare' },
    });
    expect(await screen.findByRole('link', { name: 'Proceed to Comparison' })).toHaveAttribute(
      'href',
      '/compare',
    );
    unmount();
    renderWithProvider(<FloatingCart proceed={false} />, { storage: withCart(cart) });
    await screen.findByTestId('floating-cart-summary');
    expect(screen.queryByRole('link', { name: 'Proceed to Comparison' })).not.toBeInTheDocument();
  });

  test('with an empty basket there is no bar: the button alone, the room at the end kept', () => {
    renderWithProvider(<FloatingCart />);
    expect(document.querySelector('[data-compare-widget="floating-cart"]')).toHaveAttribute('data-empty', '');
    // Kept in the page (nothing is added when the bar fills in) but not seen.
    expect(screen.getByTestId('floating-cart-summary')).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'Proceed to Comparison' })).not.toBeInTheDocument();
    // No hidden link either: a partner's router (next/link) would prefetch the comparison page.
    expect(document.querySelector('[data-compare-widget="floating-cart"] a')).toBeNull();
    expect(document.querySelector('[data-floating-cart-room]')).toBeInTheDocument();
  });

  test('the bar in Hindi', async () => {
    renderWithProvider(<FloatingCart />, { storage: withCart(cart), locale: 'hi', messages: hiMessages });
    const summary = await screen.findByTestId('floating-cart-summary');
    expect(summary).toHaveTextContent('4 आइटम · ₹131.00');
    expect(summary).toHaveTextContent(hiMessages.sheetTotalNote);
    expect(screen.getByRole('link', { name: hiMessages.proceedToComparison })).toBeInTheDocument();
  });

  test('opens the side sheet titled Shopping Cart', async () => {
    renderWithProvider(<FloatingCart />, { storage: withCart(cart) });
    const { sheet } = await openSheet();
    expect(within(sheet).getByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument();
    expect(within(sheet).getByText('Amul Taaza Toned Milk')).toBeInTheDocument();
    expect(within(sheet).getByText('Harvest Gold Brown Bread')).toBeInTheDocument();
  });
});

describe('BasketSheet', () => {
  test('Total is the sum of each line’s lowest price times quantity', async () => {
    renderWithProvider(<FloatingCart />, { storage: withCart(cart) });
    const { sheet } = await openSheet();
    // 27 x 3 + 50 x 1
    expect(within(sheet).getByTestId('basket-sheet-total')).toHaveTextContent('Total₹131.00');
  });

  test('the total is rounded to 2 decimals', async () => {
    const odd: CartItem = {
      ...lineOf(milk, '500 ml', 3),
      platformData: [{ merchantName: 'zepto', price: 10.1, mrp: 12, img: '', name: 'Milk' }],
    };
    renderWithProvider(<FloatingCart />, { storage: withCart([odd]) });
    const { sheet } = await openSheet();
    expect(within(sheet).getByTestId('basket-sheet-total')).toHaveTextContent('₹30.30');
  });

  test('the merchant selector offers exactly blinkit, zepto, swiggy, bigbasket and dmart, blinkit first', async () => {
    renderWithProvider(<FloatingCart />, { storage: withCart(cart) });
    const { user, sheet } = await openSheet();
    expect(within(sheet).getByRole('combobox', { name: 'Select merchant' })).toHaveTextContent('Blinkit');
    await user.click(within(sheet).getByRole('combobox', { name: 'Select merchant' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Blinkit', 'Zepto', 'Swiggy', 'Bigbasket', 'DMart']);
  });

  test('choosing a merchant shows each item’s price there; the Total stays the lowest-price total', async () => {
    renderWithProvider(<FloatingCart />, { storage: withCart(cart) });
    const { user, sheet } = await openSheet();
    await chooseMerchant(user, sheet, 'Zepto');
    const items = within(sheet).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('₹27.00');
    expect(items[1]).toHaveTextContent('₹52.00');
    expect(items[1]).toHaveTextContent('Out of stock');
    // 27 x 3 + 50 x 1: each line at its lowest price across merchants.
    expect(within(sheet).getByTestId('basket-sheet-total')).toHaveTextContent('₹131.00');
    await chooseMerchant(user, sheet, 'Swiggy');
    expect(within(sheet).getAllByRole('listitem')).toHaveLength(1);
    expect(within(sheet).getAllByRole('listitem')[0]).toHaveTextContent('₹28.50');
  });

  test('the Total says it is the best price of each item, with the chosen store’s own total beside it', async () => {
    renderWithProvider(<FloatingCart />, { storage: withCart(cart) });
    const { user, sheet } = await openSheet();
    expect(within(sheet).getByText('Best price of each item across stores')).toBeInTheDocument();
    // Blinkit: milk 28 x 3 + bread 50 = 134, everything listed.
    expect(within(sheet).getByTestId('basket-sheet-merchant-total')).toHaveTextContent(
      'Blinkit total₹134.00',
    );
    await chooseMerchant(user, sheet, 'Swiggy');
    // Swiggy lists the milk only: 28.50 x 3, and says what its total covers.
    expect(within(sheet).getByTestId('basket-sheet-merchant-total')).toHaveTextContent(
      'Swiggy total (1 of 2 items)₹85.50',
    );
    expect(within(sheet).getByTestId('basket-sheet-total')).toHaveTextContent('Total₹131.00');
  });

  test('a merchant listing none of the items shows the spec empty state', async () => {
    renderWithProvider(<FloatingCart />, { storage: withCart(cart) });
    const { user, sheet } = await openSheet();
    await chooseMerchant(user, sheet, 'DMart');
    expect(within(sheet).getByText('No items found for this platform')).toBeInTheDocument();
  });

  test('an empty basket shows Your cart is empty', async () => {
    renderWithProvider(<FloatingCart />);
    const { sheet } = await openSheet();
    expect(within(sheet).getByText('Your cart is empty')).toBeInTheDocument();
    expect(within(sheet).queryByRole('link', { name: 'Proceed to Comparison' })).not.toBeInTheDocument();
  });

  test('items show image, name, price, struck mrp and quantity controls; remove and steppers change the basket', async () => {
    const { storage } = renderWithProvider(<FloatingCart />, {
      storage: withCart([lineOf(rice, '1 kg', 1)]),
    });
    const { user, sheet } = await openSheet();
    const item = within(sheet).getByRole('listitem');
    expect(item.querySelector('img')).toHaveAttribute('src', expect.stringContaining('data:image/svg+xml'));
    expect(item).toHaveTextContent('India Gate Basmati Rice Classic');
    expect(item).toHaveTextContent('₹215.00');
    expect(item.querySelector('s')).toHaveTextContent('₹250.00');
    const stepper = within(item).getByRole('group', {
      name: 'Quantity of India Gate Basmati Rice Classic (1 kg)',
    });
    await user.click(within(stepper).getByRole('button', { name: 'Increase quantity' }));
    expect(within(stepper).getByText('2')).toBeInTheDocument();
    expect(JSON.parse(storage.getItem('cart') ?? '[]')[0].quantity).toBe(2);
    await user.click(within(stepper).getByRole('button', { name: 'Decrease quantity' }));
    await user.click(within(stepper).getByRole('button', { name: 'Decrease quantity' }));
    expect(within(sheet).getByText('Your cart is empty')).toBeInTheDocument();
    expect(storage.getItem('cart')).toBe('[]');
  });

  test('each price older than an hour says how old it is, and a stale one says so in words', async () => {
    const now = () => new Date('2026-11-22T12:00:00Z');
    const line = lineOf(rice, '1 kg', 1);
    const aged = (hours: number, stale = false) => ({
      ...line,
      platformData: line.platformData.map((o) => ({
        ...o,
        observedAt: new Date(now().getTime() - hours * 3_600_000).toISOString(),
        ...(stale ? { stale: true } : {}),
      })),
    });
    const { unmount } = renderWithProvider(<FloatingCart />, { now, storage: withCart([aged(3)]) });
    let { sheet } = await openSheet();
    expect(within(sheet).getByTestId('price-age')).toHaveTextContent('updated 3 hr ago');
    unmount();
    renderWithProvider(<FloatingCart />, { now, storage: withCart([aged(80, true)]) });
    ({ sheet } = await openSheet());
    expect(within(sheet).getByTestId('stale-price')).toHaveTextContent('Price from 3 days ago');
    expect(within(sheet).queryByTestId('price-age')).not.toBeInTheDocument();
  });

  test('the remove button removes the line', async () => {
    renderWithProvider(<FloatingCart />, { storage: withCart(cart) });
    const { user, sheet } = await openSheet();
    await user.click(
      within(sheet).getByRole('button', { name: 'Remove item: Harvest Gold Brown Bread (400 g)' }),
    );
    expect(within(sheet).getAllByRole('listitem')).toHaveLength(1);
    // The trigger is hidden from assistive tech while the modal sheet is open, so read its label.
    expect(document.querySelector('[data-compare-widget="floating-cart"] button')).toHaveAttribute(
      'aria-label',
      'Open cart, 1 item in cart',
    );
  });

  test('Proceed to Comparison links to /my-cart through the partner’s renderLink and closes the sheet', async () => {
    const seen: string[] = [];
    const renderLink: RenderLink = ({ children, ...props }) => {
      seen.push(props.href);
      return (
        <a {...props} data-router-link="">
          {children}
        </a>
      );
    };
    // A client-side router would take the click; here nothing may navigate jsdom away.
    const stopNavigation = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    renderWithProvider(<FloatingCart />, { storage: withCart(cart), renderLink });
    const { user, sheet } = await openSheet();
    const link = within(sheet).getByRole('link', { name: 'Proceed to Comparison' });
    expect(link).toHaveAttribute('href', '/my-cart');
    expect(seen).toContain('/my-cart');
    expect(link).toHaveAttribute('data-router-link');
    await user.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    document.removeEventListener('click', stopNavigation);
  });

  test('is controllable: open, and onOpenChange on close', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = renderWithProvider(<BasketSheet open onOpenChange={onOpenChange} />, {
      storage: withCart(cart),
    });
    const sheet = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    await userEvent.setup().click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // Still open: the parent owns the state.
    expect(screen.getByRole('dialog', { name: 'Shopping Cart' })).toBeInTheDocument();
    rerender(<BasketSheet open={false} onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('defaultOpen opens it at first render', async () => {
    renderWithProvider(<BasketSheet defaultOpen />, { storage: withCart(cart) });
    expect(await screen.findByRole('dialog', { name: 'Shopping Cart' })).toBeInTheDocument();
  });
});
