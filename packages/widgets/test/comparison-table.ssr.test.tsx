// @vitest-environment node
// The basket, comparison and form widgets render on a server without `window` (DESIGN.md §6).
import { createMemoryStorage } from '@compare/core';
import {
  AuthForm,
  BasketSheet,
  CheckoutForm,
  CompareProvider,
  ComparisonTable,
  FloatingCart,
  PriceRefreshPopup,
  SuggestionForm,
} from '@compare/widgets';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createFakeClient } from '../src/internal/testing/fake-client';

function serverRender(ui: ReactElement, basketLines?: number): string {
  return renderToString(
    <CompareProvider
      apiClient={createFakeClient()}
      storage={createMemoryStorage()}
      geolocation={null}
      auth
      basketLines={basketLines}
    >
      {ui}
    </CompareProvider>,
  );
}

describe('server rendering without window', () => {
  test('there is no window or document here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  test('FloatingCart renders its named button, alone (no bar) until the stored basket is read', () => {
    const html = serverRender(<FloatingCart />);
    expect(html).toContain('aria-label="Open cart"');
    // The bar's summary is in the markup, hidden while the dock is empty: the client fills it in
    // without adding anything to a server-rendered page (no layout shift on hydration).
    expect(html).toContain('data-empty=""');
    expect(html).toContain('data-testid="floating-cart-summary"');
    // The room it keeps at the page's end is there from the first paint.
    expect(html).toContain('data-floating-cart-room=""');
  });

  test('BasketSheet renders nothing until it opens on the client', () => {
    expect(() => serverRender(<BasketSheet defaultOpen />)).not.toThrow();
  });

  test('ComparisonTable renders its title and controls', () => {
    const html = serverRender(<ComparisonTable />);
    expect(html).toContain('My Cart');
    expect(html).toContain('Refresh Prices');
    expect(html).toContain('Filter');
  });

  test('ComparisonTable on a first visit (no basket cookie): the empty basket, no table to collapse', () => {
    const html = serverRender(<ComparisonTable />);
    expect(html).toContain('No items in cart');
    expect(html).not.toContain('<table');
    expect(html).not.toContain('data-testid="verdict-placeholder"');
    // Without JavaScript the page says what the widget needs instead of a placeholder for good.
    expect(html).toMatch(/<noscript>.*Turn on JavaScript to compare prices for your basket\..*<\/noscript>/);
  });

  test("ComparisonTable holds the comparison's shape for the basket the cookie announces", () => {
    const html = serverRender(<ComparisonTable />, 3);
    // A status for assistive technology, and the places the comparison then fills: the verdict's
    // box, a card per store (phone) and a table with a column per store, three rows and the footer.
    expect(html).toContain('Loading...');
    expect(html).toContain('data-testid="verdict-placeholder"');
    const table = /<table[\s\S]*<\/table>/.exec(html)?.[0] ?? '';
    const head = /<thead[\s\S]*<\/thead>/.exec(table)?.[0] ?? '';
    expect(head.match(/<th\b/g)).toHaveLength(1 + 6);
    const body = /<tbody[\s\S]*<\/tbody>/.exec(table)?.[0] ?? '';
    expect(body.match(/<tr\b/g)).toHaveLength(3);
    for (const row of [
      'Total',
      'Delivery Fee',
      'Small Cart Fee',
      'Handling Charge',
      'GST on Fees',
      'Grand Total',
    ])
      expect(table).toContain(`>${row}</th>`);
    expect(html).not.toContain('No items in cart');
    expect(
      serverRender(<ComparisonTable />, 5)
        .match(/<tbody[\s\S]*<\/tbody>/)?.[0]
        .match(/<tr\b/g),
    ).toHaveLength(5);
  });

  test('PriceRefreshPopup renders nothing on the server', () => {
    const html = serverRender(<PriceRefreshPopup />);
    expect(html).not.toContain('Fresh Prices Available!');
  });

  test('AuthForm renders both tabs and the side panel', () => {
    const html = serverRender(<AuthForm />);
    expect(html).toContain('Login');
    expect(html).toContain('Register');
    expect(html).toContain('Fresh Groceries Delivered');
    expect(html).toContain('current-password');
  });

  test('SuggestionForm renders its fields', () => {
    const html = serverRender(<SuggestionForm />);
    expect(html).toContain('Select a deal category');
    expect(html).toContain('type="email"');
  });

  test('CheckoutForm renders the empty state before the stored basket is read', () => {
    const html = serverRender(<CheckoutForm />);
    expect(html).toContain('Your cart is empty');
    expect(html).toContain('Continue Shopping');
  });
});
