import { messages, STORAGE_KEYS } from '@compare/core';
import { BasketButton, SearchBar, type SearchParams, ThemeToggle } from '@compare/widgets';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { milk } from '../src/internal/testing/fixtures';
import { locatedStorage, renderWithProvider } from './helpers';

const user = () => userEvent.setup();

describe('SearchBar', () => {
  test('placeholder, Enter commits the trimmed text as q, records it and emits "search"', async () => {
    const searches: SearchParams[] = [];
    const { storage, events } = renderWithProvider(<SearchBar onSearch={(p) => searches.push(p)} />);
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveAttribute('placeholder', 'Search for milk, bread...');
    expect(messages.searchPlaceholder).toBe('Search for milk, bread...');
    await user().type(box, '  amul milk  {Enter}');
    expect(searches).toEqual([{ q: 'amul milk' }]);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.recentSearches) ?? '[]')).toEqual(['amul milk']);
    expect(events).toContainEqual({ type: 'search', query: 'amul milk' });
  });

  test('an empty trimmed text is not recorded, but q is still set', async () => {
    const searches: SearchParams[] = [];
    const { storage } = renderWithProvider(<SearchBar onSearch={(p) => searches.push(p)} />);
    await user().type(screen.getByRole('combobox'), '   {Enter}');
    expect(searches).toEqual([{ q: '' }]);
    expect(storage.getItem(STORAGE_KEYS.recentSearches)).toBeNull();
  });

  test('without onSearch Enter navigates through hrefs.search, keeping other parameters', async () => {
    const { navigations } = renderWithProvider(<SearchBar params={{ q: 'tea', platform: 'zepto' }} />);
    const box = screen.getByRole('combobox');
    await user().clear(box);
    await user().type(box, 'bread{Enter}');
    expect(navigations).toEqual(['/s?q=bread&platform=zepto']);
  });

  test('X clears q', async () => {
    const searches: SearchParams[] = [];
    renderWithProvider(
      <SearchBar params={{ q: 'milk', brand: 'Amul' }} onSearch={(p) => searches.push(p)} />,
    );
    expect(screen.getByRole('combobox')).toHaveValue('milk');
    await user().click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('combobox')).toHaveValue('');
    expect(searches).toEqual([{ q: '', brand: 'Amul' }]);
  });

  test('recent searches show while focused and empty; choosing one searches it', async () => {
    const searches: SearchParams[] = [];
    renderWithProvider(<SearchBar onSearch={(p) => searches.push(p)} />, {
      storage: locatedStorage({ recentSearches: JSON.stringify(['paneer', 'atta']) }),
    });
    expect(screen.queryByText('Recent searches')).not.toBeInTheDocument();
    await user().click(screen.getByRole('combobox'));
    const list = await screen.findByRole('list', { name: 'Recent searches' });
    expect(list).toHaveTextContent('paneer');
    await user().type(screen.getByRole('combobox'), 'x');
    expect(screen.queryByRole('list', { name: 'Recent searches' })).not.toBeInTheDocument();
    await user().clear(screen.getByRole('combobox'));
    await user().click(await screen.findByRole('button', { name: 'atta' }));
    expect(searches).toEqual([{ q: 'atta' }]);
  });
});

describe('BasketButton', () => {
  test('empty: "Compare Basket", and pressing it shows "Cart is empty" with the spec description', async () => {
    renderWithProvider(<BasketButton />);
    await user().click(screen.getByRole('button', { name: 'Compare Basket' }));
    expect(await screen.findByText('Cart is empty')).toBeInTheDocument();
    expect(screen.getByText('Please add items to your cart before proceeding.')).toBeInTheDocument();
    expect(`${messages.cartEmptyToastTitle}: ${messages.cartEmptyToastDescription}`).toBe(
      'Cart is empty: Please add items to your cart before proceeding.',
    );
  });

  test('with items: count and total, linking to /my-cart', async () => {
    const cart = [
      {
        productId: milk.productId,
        productName: 'Amul Taaza Toned Milk',
        brand: 'Amul',
        variant: '500 ml',
        quantity: 3,
        platformData: [
          { merchantName: 'zepto', price: 27, mrp: 28, img: '', name: 'Milk' },
          { merchantName: 'blinkit', price: 28, mrp: 28, img: '', name: 'Milk' },
        ],
      },
    ];
    renderWithProvider(<BasketButton />, { storage: locatedStorage({ cart: JSON.stringify(cart) }) });
    const link = await screen.findByRole('link', { name: /3 items · ₹81.00/ });
    expect(link).toHaveAttribute('href', '/my-cart');
  });
});

describe('ThemeToggle', () => {
  test('has an accessible name, switches light/dark and persists', async () => {
    const { storage, container } = renderWithProvider(<ThemeToggle />);
    const button = screen.getByRole('button', { name: 'Toggle dark mode' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user().click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(storage.getItem('theme')).toBe('dark');
    await waitFor(() =>
      expect(container.querySelector('[data-appearance]')).toHaveAttribute('data-appearance', 'dark'),
    );
    await user().click(button);
    expect(storage.getItem('theme')).toBe('light');
  });
});
