import { type CartItem, CHECKOUT_DELAY_MS } from '@compare/core';
import { CheckoutForm } from '@compare/widgets';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { bread, lineOf, milk, rice } from '../src/internal/testing/fixtures';
import { locatedStorage, renderWithProvider } from './helpers';

const soldOut: CartItem = {
  ...lineOf(bread, '400 g', 1),
  platformData: (lineOf(bread, '400 g', 1).platformData ?? []).map((o) => ({ ...o, isOutOfStock: true })),
};
// Milk 27 x 3 (zepto, mrp 28), rice 215 x 1 (blinkit, mrp 250), bread all out of stock -> 50.
const cart = [lineOf(milk, '500 ml', 3), lineOf(rice, '1 kg', 1), soldOut];

const FIELDS = [
  'First Name',
  'Last Name',
  'Address',
  'City',
  'ZIP Code',
  'Card Number',
  'Expiry Date (MM/YY)',
  'CVV',
];

describe('CheckoutForm', () => {
  test('shipping and payment fields with the spec labels, none required', () => {
    renderWithProvider(<CheckoutForm />, { storage: locatedStorage({ cart: JSON.stringify(cart) }) });
    for (const label of FIELDS) {
      const input = screen.getByRole('textbox', { name: label });
      expect(input).not.toBeRequired();
      expect(input).not.toHaveAttribute('pattern');
    }
    expect(screen.getByRole('group', { name: 'Shipping Information' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Payment Information' })).toBeInTheDocument();
  });

  test('the order summary lists name x quantity, out-of-stock marks, struck mrp and the total in dollars', () => {
    renderWithProvider(<CheckoutForm />, { storage: locatedStorage({ cart: JSON.stringify(cart) }) });
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    const lines = within(summary).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Amul Taaza Toned Milk x 3');
    expect(lines[0]).toHaveTextContent('$81.00');
    expect(lines[0]?.querySelector('s')).toHaveTextContent('$84.00');
    expect(lines[1]).toHaveTextContent('India Gate Basmati Rice Classic x 1');
    expect(lines[2]).toHaveTextContent('Harvest Gold Brown Bread x 1');
    expect(within(lines[2] as HTMLElement).getByText('Out of stock')).toBeInTheDocument();
    expect(within(lines[0] as HTMLElement).queryByText('Out of stock')).not.toBeInTheDocument();
    // 81 + 215 + 50
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$346.00');
    expect(summary).not.toHaveTextContent('₹');
  });

  test("Place Order: 'Processing...', 2 s, purchase event in USD, toast, basket cleared, onComplete; no server call", async () => {
    vi.useFakeTimers();
    try {
      const onComplete = vi.fn();
      const moment = new Date('2026-11-22T08:30:00Z');
      const { client, events, storage } = renderWithProvider(<CheckoutForm onComplete={onComplete} />, {
        storage: locatedStorage({ cart: JSON.stringify(cart) }),
        now: () => moment,
      });
      const callsBefore = client.calls.length;
      // Nothing is validated: empty fields still place the order.
      fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
      expect(screen.getByRole('button', { name: 'Processing...' })).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(CHECKOUT_DELAY_MS - 1);
      });
      expect(events.filter((e) => e.type === 'purchase')).toHaveLength(0);
      expect(onComplete).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      const purchase = events.find((e) => e.type === 'purchase');
      expect(purchase).toMatchObject({
        type: 'purchase',
        transactionId: `TXN-${moment.getTime()}`,
        currency: 'USD',
        value: 346,
      });
      expect(storage.getItem('cart')).toBe('[]');
      // The toast's module loads with the first toast.
      vi.useRealTimers();
      expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
      expect(screen.getByText('Thank you for shopping with us.')).toBeInTheDocument();
      expect(onComplete).toHaveBeenCalledTimes(1);
      expect(client.calls.slice(callsBefore).map((c) => c.method)).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  test('without onComplete the provider navigates home', () => {
    vi.useFakeTimers();
    try {
      const { navigations } = renderWithProvider(<CheckoutForm />, {
        storage: locatedStorage({ cart: JSON.stringify(cart) }),
      });
      fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
      act(() => {
        vi.advanceTimersByTime(CHECKOUT_DELAY_MS);
      });
      expect(navigations).toEqual(['/']);
    } finally {
      vi.useRealTimers();
    }
  });

  test('CHECKOUT_DELAY_MS is the spec’s 2 seconds', () => {
    expect(CHECKOUT_DELAY_MS).toBe(2000);
  });

  test('an empty basket shows Your cart is empty with Continue Shopping home', () => {
    renderWithProvider(<CheckoutForm />);
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
  });
});
