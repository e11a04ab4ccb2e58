import { type ApiResult, type ProductPage, SCROLL_THRESHOLD_PX, SEARCH_PAGE_SIZE } from '@compare/core';
import { type SearchParams, SearchResults } from '@compare/widgets';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeClient, type FakeApiClient } from '../src/internal/testing/fake-client';
import { catalogue, platformEtas } from '../src/internal/testing/fixtures';
import { locatedStorage, renderWithProvider } from './helpers';

const WAITING = [
  'Hunting down the best prices for you...',
  'Comparing prices across your favourite stores...',
  'Checking which shelves are stocked near you...',
  'Lining up the freshest deals...',
  'Almost there, filling your basket with savings...',
];

function searchCalls(client: FakeApiClient) {
  return client.calls
    .filter((c) => c.method === 'searchProducts')
    .map((c) => c.args[0] as Record<string, unknown>);
}

function cards() {
  return screen.queryAllByRole('article');
}

// jsdom has no layout: set the page geometry the scroll rule reads, then scroll.
function scrollTo(distanceFromBottom: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 5000 - 800 - distanceFromBottom });
  fireEvent.scroll(window);
}

describe('SearchResults (spec §2 Search, §4 Search paging)', () => {
  test('nothing is shown when there are no query parameters', () => {
    const { container, client } = renderWithProvider(<SearchResults params={{}} />);
    expect(container.querySelector('nav')).toBeNull();
    expect(searchCalls(client)).toHaveLength(0);
  });

  test('breadcrumb and the first page (offset 0, limit 20)', async () => {
    const { client } = renderWithProvider(<SearchResults params={{ category: 'Snacks & Munchies' }} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByText('Search result')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(searchCalls(client)[0]).toMatchObject({
      category: 'Snacks & Munchies',
      offset: 0,
      limit: SEARCH_PAGE_SIZE,
    });
  });

  test('the first four cards load their images eagerly at high priority, the rest lazily', async () => {
    renderWithProvider(<SearchResults params={{ category: 'Snacks & Munchies' }} />);
    await waitFor(() => expect(cards()).toHaveLength(20));
    const images = cards().map((card) => card.querySelector(':scope > img'));
    images.forEach((image, index) => {
      if (!image) throw new Error(`card ${index} has no image`);
      expect(image).toHaveAttribute('width', '120');
      expect(image).toHaveAttribute('height', '120');
      if (index < 4) {
        expect(image).toHaveAttribute('loading', 'eager');
        expect(image).toHaveAttribute('fetchpriority', 'high');
      } else {
        expect(image).toHaveAttribute('loading', 'lazy');
        expect(image).not.toHaveAttribute('fetchpriority');
      }
    });
  });

  test('Sort orders the cards by their lead price, and reports the choice for the URL', async () => {
    const onSortChange = vi.fn();
    const { client } = renderWithProvider(
      <SearchResults params={{ category: 'Snacks & Munchies' }} onSortChange={onSortChange} />,
    );
    await waitFor(() => expect(cards()).toHaveLength(20));
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveValue('relevance');
    expect(
      within(sortBy)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Relevance', 'Price: low to high', 'Price per unit', 'Discount']);
    await userEvent.setup().selectOptions(sortBy, 'price');
    expect(onSortChange).toHaveBeenCalledWith('price');
    // The API is asked for its order, from the first page, with the same filters.
    await waitFor(() =>
      expect(client.calls.filter((c) => c.method === 'searchProducts').at(-1)?.args[0]).toEqual({
        category: 'Snacks & Munchies',
        sort: 'price',
        offset: 0,
        limit: 20,
      }),
    );
    await waitFor(() => expect(cards()).toHaveLength(20));
    const prices = cards().map((card) => {
      const lead = card.querySelector('[data-best-offer]');
      return Number((lead?.querySelector('span span')?.textContent ?? '').replace(/[^\d.]/g, ''));
    });
    expect(prices.every((price) => price > 0)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(prices).size).toBeGreaterThan(1);
  });

  test('first load shows a full-screen spinner with one of the 5 waiting messages', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    renderWithProvider(<SearchResults params={{ q: 'milk' }} />, {
      clientOptions: { delays: { searchProducts: 200 } },
    });
    expect(screen.getAllByText(WAITING[2] as string)).toHaveLength(2);
    expect(WAITING).toHaveLength(5);
    await waitFor(() => expect(screen.queryAllByText(WAITING[2] as string)).toHaveLength(0));
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    random.mockRestore();
  });

  test('scrolling within 200 px of the bottom loads the next page (offset + 20) and appends', async () => {
    const { client } = renderWithProvider(<SearchResults params={{ category: 'Snacks & Munchies' }} />);
    await waitFor(() => expect(cards()).toHaveLength(20));
    scrollTo(SCROLL_THRESHOLD_PX + 50);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(searchCalls(client)).toHaveLength(1);
    scrollTo(SCROLL_THRESHOLD_PX - 10);
    await waitFor(() => expect(searchCalls(client)).toHaveLength(2));
    expect(searchCalls(client)[1]).toMatchObject({ offset: 20, limit: 20 });
    const total = catalogue.filter((p) => p.category === 'Snacks & Munchies').length;
    await waitFor(() => expect(cards()).toHaveLength(total));
  });

  test('a page shorter than 20 ends paging', async () => {
    const { client } = renderWithProvider(<SearchResults params={{ q: 'milk' }} />);
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    expect(cards().length).toBeLessThan(20);
    scrollTo(0);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(searchCalls(client)).toHaveLength(1);
  });

  test('a failed page ends paging and keeps the list; a fresh query that fails empties it', async () => {
    const client = createFakeClient();
    const { rerender } = renderWithProvider(<SearchResults params={{ category: 'Snacks & Munchies' }} />, {
      apiClient: client,
    });
    await waitFor(() => expect(cards()).toHaveLength(20));
    client.setFailing('searchProducts', 'HTTP error! Status: 500');
    scrollTo(0);
    await waitFor(() => expect(searchCalls(client)).toHaveLength(2));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(cards()).toHaveLength(20);
    scrollTo(0);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(searchCalls(client)).toHaveLength(2);

    rerender(<SearchResults params={{ q: 'butter' }} />);
    await waitFor(() => expect(searchCalls(client)).toHaveLength(3));
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  test('an unsuccessful body ({success: false}) also ends paging', async () => {
    const client = createFakeClient();
    const answers: ApiResult<ProductPage>[] = [{ data: { success: false, data: [] } }];
    const searching: FakeApiClient = {
      ...client,
      searchProducts: async (query) => {
        client.calls.push({ method: 'searchProducts', args: [query] });
        return answers.shift() ?? { data: { success: true, data: [] } };
      },
    };
    renderWithProvider(<SearchResults params={{ q: 'tea' }} />, { apiClient: searching });
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    scrollTo(0);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(searchCalls(client)).toHaveLength(1);
  });

  test('a change of parameters resets to offset 0 and replaces the list', async () => {
    const { client, rerender } = renderWithProvider(<SearchResults params={{ q: 'milk' }} />);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Amul Taaza Toned Milk' })).toBeInTheDocument(),
    );
    rerender(<SearchResults params={{ q: 'rice' }} />);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'India Gate Basmati Rice Classic' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('link', { name: 'Amul Taaza Toned Milk' })).not.toBeInTheDocument();
    expect(searchCalls(client).at(-1)).toMatchObject({ q: 'rice', offset: 0 });
  });

  test('"No products found" when the search is empty', async () => {
    renderWithProvider(<SearchResults params={{ q: 'caviar' }} />);
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  test('where no merchant delivers, it says so with the area and a way to change it instead of "No products found"', async () => {
    renderWithProvider(<SearchResults params={{ q: 'caviar' }} />, {
      storage: locatedStorage({ lat: '26.6338', lon: '92.8', address: 'Tezpur, Assam, India' }),
      clientOptions: { platforms: platformEtas.map((eta) => ({ ...eta, eta: { value: null, unit: '' } })) },
    });
    const notice = await screen.findByTestId('not-served');
    expect(notice).toHaveTextContent('No store we compare delivers to Tezpur, Assam, India yet');
    expect(within(notice).getByRole('button')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Search result' });
    await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'false'));
    expect(within(results).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByText('No products found')).not.toBeInTheDocument();
  });

  test('platform filters: checklist of the five, comma-separated parameter, chips and Clear', async () => {
    const changes: SearchParams[] = [];
    const { rerender } = renderWithProvider(
      <SearchResults params={{ q: 'milk' }} onParamsChange={(p) => changes.push(p)} />,
    );
    const group = screen.getByRole('group', { name: 'Platform' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual([
      'Blinkit',
      'Swiggy',
      'Zepto',
      'Bigbasket',
      'DMart',
    ]);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Blinkit' }));
    expect(changes.at(-1)).toEqual({ q: 'milk', platform: 'blinkit' });

    rerender(
      <SearchResults params={{ q: 'milk', platform: 'blinkit' }} onParamsChange={(p) => changes.push(p)} />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Zepto' }));
    expect(changes.at(-1)).toEqual({ q: 'milk', platform: 'blinkit,zepto' });

    rerender(
      <SearchResults
        params={{ q: 'milk', platform: 'blinkit,zepto' }}
        onParamsChange={(p) => changes.push(p)}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Blinkit' }));
    expect(changes.at(-1)).toEqual({ q: 'milk', platform: 'zepto' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(changes.at(-1)).toEqual({ q: 'milk', platform: undefined });
  });

  test('"Refined by" collapses and expands', async () => {
    renderWithProvider(<SearchResults params={{ q: 'milk' }} />);
    const toggle = screen.getByRole('button', { name: 'Refined by' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Platform' })).not.toBeInTheDocument();
  });

  test('"Refined by" starts collapsed on a phone-width screen', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query === '(max-width: 767px)',
    })) as typeof window.matchMedia;
    try {
      renderWithProvider(<SearchResults params={{ q: 'milk' }} />);
      const toggle = screen.getByRole('button', { name: 'Refined by' });
      await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
      await userEvent.click(toggle);
      expect(screen.getByRole('checkbox', { name: 'Blinkit' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  test('without onParamsChange a filter change navigates to the search route', async () => {
    const { navigations } = renderWithProvider(<SearchResults params={{ q: 'milk' }} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'DMart' }));
    expect(navigations).toEqual(['/s?q=milk&platform=dmart']);
  });
});
