import type { CompareEvent } from '@compare/widgets';
import { BasketButton, ProductCard, SearchBar, useTrack } from '@compare/widgets';
import { CompareNextProvider } from '@compare/widgets/next';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AppRouterContext,
  type AppRouterInstance,
} from 'next/dist/shared/lib/app-router-context.shared-runtime';
import type { ReactNode } from 'react';
import { createFakeClient } from '../src/internal/testing/fake-client';
import { milk } from '../src/internal/testing/fixtures';
import { hrefsFromTemplates } from '../src/next/compare-next-provider';
import { deniedGeolocation, locatedStorage } from './helpers';

// The App Router's instance, as Next.js provides it to client components.
function fakeRouter() {
  const pushed: string[] = [];
  const router: AppRouterInstance = {
    bfcacheId: 'b0',
    push: (href: string) => {
      pushed.push(href);
    },
    replace: (href: string) => {
      pushed.push(href);
    },
    prefetch: () => undefined,
    back: () => undefined,
    forward: () => undefined,
    refresh: () => undefined,
  };
  return { router, pushed };
}

function inNext(router: AppRouterInstance, children: ReactNode) {
  return <AppRouterContext.Provider value={router}>{children}</AppRouterContext.Provider>;
}

// A partner's own client component sending an analytics event through the provider.
function Tracker() {
  const track = useTrack();
  return (
    <button type="button" onClick={() => track({ type: 'search', query: 'ghee' })}>
      Track
    </button>
  );
}

describe('hrefsFromTemplates', () => {
  test('fills the product id, appends the search and keeps the defaults of routes left out', () => {
    const hrefs = hrefsFromTemplates({ product: '/products/{id}', search: '/find', cart: '/compare' });
    expect(hrefs.product('amul taaza/1')).toBe('/products/amul%20taaza%2F1');
    expect(hrefs.search({ q: 'toor dal', platform: 'blinkit,zepto' })).toBe(
      '/find?q=toor+dal&platform=blinkit,zepto',
    );
    expect(hrefs.search({})).toBe('/find');
    expect(hrefsFromTemplates({ search: '/shop?tab=search' }).search({ q: 'milk' })).toBe(
      '/shop?tab=search&q=milk',
    );
    expect(hrefs.cart()).toBe('/compare');
    expect(hrefs.home()).toBe('/');
    expect(hrefs.checkout()).toBe('/checkout');
  });
});

describe('CompareNextProvider', () => {
  test('links point at the templated routes and programmatic navigation goes through the App Router', async () => {
    const { router, pushed } = fakeRouter();
    const [variant, offers] = Object.entries(milk.platformData)[0] ?? [];
    const cart = [
      {
        productId: milk.productId,
        productName: 'Milk',
        brand: milk.brand,
        variant,
        quantity: 1,
        platformData: offers,
      },
    ];
    render(
      inNext(
        router,
        <CompareNextProvider
          apiClient={createFakeClient()}
          storage={locatedStorage({ cart: JSON.stringify(cart) })}
          geolocation={deniedGeolocation}
          hrefs={{ cart: '/compare', product: '/products/{id}', search: '/search' }}
        >
          <BasketButton />
          <ProductCard product={milk} />
          <SearchBar />
        </CompareNextProvider>,
      ),
    );
    expect(await screen.findByRole('link', { name: /1 item/ })).toHaveAttribute('href', '/compare');
    const productLink = screen
      .getAllByRole('link')
      .find((link) => link.getAttribute('href')?.startsWith('/products/'));
    expect(productLink).toHaveAttribute('href', `/products/${encodeURIComponent(milk.productId)}`);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search products' }), 'paneer{Enter}');
    expect(pushed).toEqual(['/search?q=paneer']);
  });

  test('an onEvent that rejects (a failed Server Action) is logged, never thrown into the page', async () => {
    const { router } = fakeRouter();
    const logs: unknown[][] = [];
    const seen: CompareEvent[] = [];
    render(
      inNext(
        router,
        <CompareNextProvider
          apiClient={createFakeClient()}
          storage={locatedStorage()}
          geolocation={deniedGeolocation}
          onEvent={async (event) => {
            seen.push(event);
            throw new Error('action failed');
          }}
          logger={(...args) => logs.push(args)}
        >
          <Tracker />
        </CompareNextProvider>,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(seen).toEqual([{ type: 'search', query: 'ghee' }]);
    await waitFor(() => expect(logs).toHaveLength(1));
    expect(logs[0]?.[0]).toBe('Compare onEvent failed');
    expect(String(logs[0]?.[1])).toContain('action failed');
  });
});
