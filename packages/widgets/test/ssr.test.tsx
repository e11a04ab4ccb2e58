// @vitest-environment node
import { createMemoryStorage } from '@compare/core';
import { getCssText } from '@compare/ui';
import {
  BasketButton,
  CategoryGrid,
  CompareProvider,
  createCompareQueryClient,
  DeliveryBanner,
  HomeFeed,
  LocationDialog,
  LocationGate,
  LocationPicker,
  ProductCard,
  ProductDetails,
  SearchBar,
  SearchResults,
  ThemeToggle,
  TrendingRow,
} from '@compare/widgets';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createFakeClient } from '../src/internal/testing/fake-client';
import { milk, trending } from '../src/internal/testing/fixtures';

function ssr(ui: ReactElement, withStorage = true): string {
  return renderToString(
    <CompareProvider apiClient={createFakeClient()} storage={withStorage ? createMemoryStorage() : undefined}>
      {ui}
    </CompareProvider>,
  );
}

const section = trending[0] ?? { title: 'Trending', products: [] };

const widgets: Array<[string, ReactElement, string]> = [
  ['ProductCard', <ProductCard key="card" product={milk} />, 'Amul Taaza Toned Milk'],
  ['ProductDetails', <ProductDetails key="details" productId={milk.productId} />, 'Loading...'],
  ['SearchResults', <SearchResults key="results" params={{ q: 'milk' }} />, 'Search result'],
  ['HomeFeed', <HomeFeed key="home" />, 'Getting your location to find the best deals...'],
  ['LocationGate', <LocationGate key="gate">ready</LocationGate>, 'Getting your location'],
  ['DeliveryBanner', <DeliveryBanner key="banner" />, 'Fetching delivery times...'],
  ['CategoryGrid', <CategoryGrid key="grid" />, 'Shop by category'],
  ['TrendingRow', <TrendingRow key="row" section={section} />, 'View all'],
  ['LocationPicker', <LocationPicker key="picker" />, 'Select location'],
  ['LocationDialog', <LocationDialog key="dialog" />, ''],
  ['SearchBar', <SearchBar key="search" />, 'Search for milk, bread...'],
  ['BasketButton', <BasketButton key="basket" />, 'Compare Basket'],
  ['ThemeToggle', <ThemeToggle key="theme" />, 'Toggle dark mode'],
];

describe('server rendering without window', () => {
  test('there is no window here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  test.each(widgets)('%s renders with renderToString', (_name, ui, text) => {
    const html = ssr(ui);
    expect(html).toContain('data-compare-root');
    expect(html).toContain(text);
  });

  test('the default storage is not touched while rendering on a server', () => {
    const html = ssr(<BasketButton />, false);
    expect(html).toContain('Compare Basket');
  });

  test('prefetched data renders the product page and its styles are collected for the host', () => {
    const queryClient = createCompareQueryClient();
    queryClient.setQueryData(['compare', '/api', 'product', milk.productId], milk);
    const html = renderToString(
      <CompareProvider
        apiClient={createFakeClient()}
        apiBaseUrl="/api"
        queryClient={queryClient}
        storage={createMemoryStorage()}
      >
        <ProductDetails productId={milk.productId} />
      </CompareProvider>,
    );
    expect(html).toContain('View All by Amul');
    expect(html).toContain('(Inclusive of all taxes)');
    expect(getCssText()).toContain('cmp-');
  });
});
