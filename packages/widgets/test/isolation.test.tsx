// Every widget's outermost element carries the ui isolation class, so a host page's element rules
// (`button {}`, `div {}`, `table {}` ...) stop at the widget (the CSS behind it lives in @compare/ui).
import { ISOLATION_CLASS } from '@compare/ui';
import {
  AuthForm,
  BasketButton,
  CategoryGrid,
  CheckoutForm,
  ComparisonTable,
  DeliveryBanner,
  FloatingCart,
  HomeFeed,
  LocationPicker,
  ProductCard,
  ProductDetails,
  SearchBar,
  SearchResults,
  SuggestionForm,
  ThemeToggle,
  TrendingRow,
} from '@compare/widgets';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { milk, trending } from '../src/internal/testing/fixtures';
import { renderWithProvider } from './helpers';

const ROOT = 'widget-under-test';

const widgets: Array<[string, ReactElement]> = [
  ['AuthForm', <AuthForm key="a" className={ROOT} />],
  ['BasketButton', <BasketButton key="a" className={ROOT} />],
  ['CategoryGrid', <CategoryGrid key="a" className={ROOT} />],
  ['CheckoutForm', <CheckoutForm key="a" className={ROOT} />],
  ['ComparisonTable', <ComparisonTable key="a" className={ROOT} refreshOnLoad={false} />],
  ['DeliveryBanner', <DeliveryBanner key="a" className={ROOT} />],
  ['FloatingCart', <FloatingCart key="a" className={ROOT} />],
  ['HomeFeed', <HomeFeed key="a" className={ROOT} />],
  ['LocationPicker', <LocationPicker key="a" className={ROOT} />],
  ['ProductCard', <ProductCard key="a" className={ROOT} product={milk} />],
  ['ProductDetails', <ProductDetails key="a" className={ROOT} productId={milk.productId} />],
  ['SearchBar', <SearchBar key="a" className={ROOT} />],
  ['SearchResults', <SearchResults key="a" className={ROOT} params={{ q: 'milk' }} />],
  ['SuggestionForm', <SuggestionForm key="a" className={ROOT} />],
  ['ThemeToggle', <ThemeToggle key="a" className={ROOT} />],
  ['TrendingRow', <TrendingRow key="a" className={ROOT} section={trending[0] ?? { products: [] }} />],
];

describe('widget isolation', () => {
  test.each(widgets)('%s carries the isolation class on its outermost element', async (_name, widget) => {
    // AuthForm needs the session provider, which a host turns on with `auth`.
    const { container } = renderWithProvider(widget, { auth: true });
    await waitFor(() => expect(container.querySelector(`.${ROOT}`)).not.toBeNull());
    const root = container.querySelector(`.${ROOT}`);
    expect(root).toHaveClass(ISOLATION_CLASS);
    // Nothing of the widget sits outside that element: its parent holds no other isolated root.
    expect(root?.parentElement?.closest(`.${ISOLATION_CLASS}`)).toBeNull();
  });

  test('the provider root itself is not isolated (hosts lay out their own markup inside it)', () => {
    renderWithProvider(<p>host content</p>);
    expect(screen.getByText('host content').closest(`.${ISOLATION_CLASS}`)).toBeNull();
  });
});
