import { type createMemoryStorage, messages, STORAGE_KEYS } from '@compare/core';
import {
  CompareProvider,
  useAuth,
  useBasket,
  useCompare,
  useLinks,
  useMessages,
  useT,
  useThemeMode,
} from '@compare/widgets';
import { hiMessages } from '@compare/widgets/hi';
import { useQueryClient } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createFakeClient } from '../src/internal/testing/fake-client';
import { milk } from '../src/internal/testing/fixtures';
import { deniedGeolocation, locatedStorage, renderWithProvider } from './helpers';

function wrapper(props: { storage?: ReturnType<typeof createMemoryStorage>; locale?: 'en' | 'hi' } = {}) {
  const client = createFakeClient();
  const storage = props.storage ?? locatedStorage();
  return ({ children }: { children: ReactNode }) => (
    <CompareProvider
      apiClient={client}
      storage={storage}
      geolocation={deniedGeolocation}
      locale={props.locale}
    >
      {children}
    </CompareProvider>
  );
}

const line = {
  productId: milk.productId,
  productName: 'Amul Taaza Toned Milk',
  brand: 'Amul',
  variant: '500 ml',
  platformData: [{ merchantName: 'zepto', price: 27, mrp: 28, img: '', name: 'Milk' }],
};

function BasketProbe({ name }: { name: string }) {
  const basket = useBasket();
  return (
    <div>
      <span data-testid={`${name}-count`}>{basket.count}</span>
      <button type="button" onClick={() => basket.add(line)}>
        add-{name}
      </button>
    </div>
  );
}

function ClientProbe({ seen }: { seen: unknown[] }) {
  seen.push(useQueryClient());
  return null;
}

function CountProbe() {
  return <span data-testid="count">{useBasket().count}</span>;
}

describe('CompareProvider', () => {
  test('hooks outside the provider throw a clear message', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useCompare())).toThrow('useCompare must be used within a CompareProvider');
    spy.mockRestore();
  });

  test('useAuth outside an AuthProvider throws the spec message exactly', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow(
      new Error('useAuth must be used within an AuthProvider'),
    );
    expect(messages.useAuthOutsideProvider).toBe('useAuth must be used within an AuthProvider');
    const client = createFakeClient();
    const noAuth = ({ children }: { children: ReactNode }) => (
      <CompareProvider apiClient={client} storage={locatedStorage()} auth={false}>
        {children}
      </CompareProvider>
    );
    expect(() => renderHook(() => useAuth(), { wrapper: noAuth })).toThrow(
      'useAuth must be used within an AuthProvider',
    );
    spy.mockRestore();
  });

  test('two providers on a page do not share a basket', async () => {
    const client = createFakeClient();
    render(
      <>
        <CompareProvider apiClient={client} storage={locatedStorage()} geolocation={deniedGeolocation}>
          <BasketProbe name="a" />
        </CompareProvider>
        <CompareProvider apiClient={client} storage={locatedStorage()} geolocation={deniedGeolocation}>
          <BasketProbe name="b" />
        </CompareProvider>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'add-a' }));
    await userEvent.click(screen.getByRole('button', { name: 'add-a' }));
    expect(screen.getByTestId('a-count')).toHaveTextContent('2');
    expect(screen.getByTestId('b-count')).toHaveTextContent('0');
  });

  test('each provider creates its own QueryClient with the spec defaults', () => {
    const seen: unknown[] = [];
    const client = createFakeClient();
    render(
      <>
        <CompareProvider apiClient={client} storage={locatedStorage()}>
          <ClientProbe seen={seen} />
        </CompareProvider>
        <CompareProvider apiClient={client} storage={locatedStorage()}>
          <ClientProbe seen={seen} />
        </CompareProvider>
      </>,
    );
    const [first, second] = seen as ReturnType<typeof useQueryClient>[];
    expect(first).not.toBe(second);
    const defaults = first?.getDefaultOptions().queries;
    expect(defaults).toMatchObject({
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
  });

  test('the basket is loaded from storage at start and saved on every change under "cart"', async () => {
    const storage = locatedStorage({ cart: JSON.stringify([{ ...line, quantity: 2 }]) });
    const { result } = renderHook(() => useBasket(), { wrapper: wrapper({ storage }) });
    await waitFor(() => expect(result.current.count).toBe(2));
    act(() => {
      result.current.setQuantity(line.productId, line.variant, 5);
    });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.cart) ?? '[]')[0].quantity).toBe(5);
    act(() => {
      result.current.setQuantity(line.productId, line.variant, 0);
    });
    expect(JSON.parse(storage.getItem('cart') ?? 'null')).toEqual([]);
  });

  test('a corrupt stored basket is logged and the basket starts empty', async () => {
    const logs: unknown[][] = [];
    const storage = locatedStorage({ cart: '{not json' });
    render(
      <CompareProvider apiClient={createFakeClient()} storage={storage} logger={(...a) => logs.push(a)}>
        <CountProbe />
      </CompareProvider>,
    );
    await waitFor(() => expect(logs.length).toBeGreaterThan(0));
    expect(screen.getByTestId('count')).toHaveTextContent('0');
  });

  test("locale 'hi' picks the Hindi catalogue and messages override single strings", async () => {
    const { result } = renderHook(() => ({ m: useMessages(), t: useT() }), {
      wrapper: wrapper({ locale: 'hi' }),
    });
    // The Hindi catalogue is a module of its own: the provider waits for it on its first render.
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current.m).toMatchObject({ searchPlaceholder: hiMessages.searchPlaceholder });
    expect(result.current.t('addedToCartDescription', { name: 'दूध', variant: '1 l' })).toBe(
      'दूध (1 l) आपकी कार्ट में जोड़ दिया गया है।',
    );
    const client = createFakeClient();
    const { result: overridden } = renderHook(() => useMessages(), {
      wrapper: ({ children }) => (
        <CompareProvider
          apiClient={client}
          storage={locatedStorage()}
          messages={{ compareBasket: 'Compare!' }}
        >
          {children}
        </CompareProvider>
      ),
    });
    expect(overridden.current.compareBasket).toBe('Compare!');
    expect(overridden.current.searchPlaceholder).toBe('Search for milk, bread...');
  });

  test("plural messages take the active locale's plural rules: Hindi counts 0 as 'one', English as 'other'", () => {
    const hindi = renderHook(() => useT(), {
      wrapper: ({ children }) => (
        <CompareProvider apiClient={createFakeClient()} locale="hi" messages={hiMessages}>
          {children}
        </CompareProvider>
      ),
    }).result.current;
    expect(hindi('verdictSplit', { count: 0 })).toMatch(/^0 दुकान में /);
    expect(hindi('verdictSplit', { count: 2 })).toMatch(/^2 दुकानों में /);
    const english = renderHook(() => useT(), { wrapper: wrapper() }).result.current;
    expect(english('cartBadge', { count: 0 })).toBe('0 items in cart');
    expect(english('cartBadge', { count: 1 })).toBe('1 item in cart');
  });

  test('hrefs build the spec routes and partners can override them', () => {
    const { result } = renderHook(() => useLinks(), { wrapper: wrapper() });
    const { hrefs } = result.current;
    expect(hrefs.home()).toBe('/');
    expect(hrefs.search({ q: 'milk' })).toBe('/s?q=milk');
    expect(hrefs.search({ platform: 'blinkit,zepto', q: '' })).toBe('/s?platform=blinkit,zepto');
    expect(hrefs.search({ category: 'Dairy, Bread & Eggs' })).toBe('/s?category=Dairy,+Bread+%26+Eggs');
    expect(hrefs.product('amul-1')).toBe('/product/amul-1');
    expect(hrefs.cart()).toBe('/my-cart');
    expect(hrefs.checkout()).toBe('/checkout');
    expect(hrefs.auth()).toBe('/auth');
    const client = createFakeClient();
    const { result: custom } = renderHook(() => useLinks(), {
      wrapper: ({ children }) => (
        <CompareProvider
          apiClient={client}
          storage={locatedStorage()}
          hrefs={{ cart: () => '/partner/basket' }}
        >
          {children}
        </CompareProvider>
      ),
    });
    expect(custom.current.hrefs.cart()).toBe('/partner/basket');
    expect(custom.current.hrefs.home()).toBe('/');
  });

  test('renderLink renders every app link the partner way', async () => {
    const { CategoryGrid } = await import('@compare/widgets');
    renderWithProvider(<CategoryGrid />, {
      renderLink: ({ href, children, className }) => (
        <a href={`#${href}`} className={className} data-partner-link="">
          {children}
        </a>
      ),
    });
    const link = await screen.findByRole('link', { name: /Dairy, Bread & Eggs/ });
    expect(link).toHaveAttribute('href', '#/s?q=milk');
    expect(link).toHaveAttribute('data-partner-link');
  });

  test('theme: the stored theme applies, the toggle switches and persists it', async () => {
    const storage = locatedStorage({ theme: 'dark' });
    const { result } = renderHook(() => useThemeMode(), { wrapper: wrapper({ storage }) });
    await waitFor(() => expect(result.current.theme).toBe('dark'));
    act(() => result.current.toggle());
    expect(result.current.theme).toBe('light');
    expect(storage.getItem(STORAGE_KEYS.theme)).toBe('light');
  });

  test('theme: without a stored theme the system preference applies', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('dark'),
    })) as typeof window.matchMedia;
    const { result } = renderHook(() => useThemeMode(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.theme).toBe('dark'));
    expect(result.current.chosen).toBe(false);
    window.matchMedia = original;
  });

  test('tokens are scoped to the provider root, not :root', () => {
    renderWithProvider(<span>inside</span>, { theme: { tokens: { colors: { primary: '#123456' } } } });
    const root = screen.getByText('inside').closest('[data-appearance]') as HTMLElement;
    expect(root.style.getPropertyValue('--cmp-colors-primary')).toBe('#123456');
    expect(document.documentElement.style.getPropertyValue('--cmp-colors-primary')).toBe('');
  });
});

describe('provider options', () => {
  test('a custom geocoder answers the location suggestions', async () => {
    const { LocationDialog } = await import('@compare/widgets');
    const search = vi.fn(async () => [
      { display_name: 'Custom Place, India', lat: '10', lon: '20', place_id: 'c1' },
    ]);
    const geocoder = { search, resolve: vi.fn(async () => null), reverse: vi.fn(async () => null) };
    renderWithProvider(<LocationDialog defaultOpen />, { geocoder });
    await userEvent.type(await screen.findByRole('searchbox'), 'cus');
    expect(await screen.findByRole('button', { name: 'Custom Place, India' })).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith('cus', expect.objectContaining({ limit: 5 }));
  });

  test('platforms limits the merchants whose offers are shown', async () => {
    const { ProductCard } = await import('@compare/widgets');
    renderWithProvider(<ProductCard product={milk} />, { platforms: ['blinkit'] });
    const offers = screen.getAllByRole('link').filter((a) => a.getAttribute('target') === '_blank');
    expect(offers.map((a) => a.getAttribute('data-merchant'))).toEqual(['blinkit']);
  });
});
