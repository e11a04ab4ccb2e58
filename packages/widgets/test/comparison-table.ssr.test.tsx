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

function serverRender(ui: ReactElement): string {
  return renderToString(
    <CompareProvider apiClient={createFakeClient()} storage={createMemoryStorage()} geolocation={null} auth>
      {ui}
    </CompareProvider>,
  );
}

describe('server rendering without window', () => {
  test('there is no window or document here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  test('FloatingCart renders its named button', () => {
    expect(serverRender(<FloatingCart />)).toContain('aria-label="Open cart"');
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
