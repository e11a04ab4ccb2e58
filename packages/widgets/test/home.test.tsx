import { createMemoryStorage, ROW_SCROLL_STEP_PX } from '@compare/core';
import { CategoryGrid, DeliveryBanner, HomeFeed, TrendingRow, useShopperLocation } from '@compare/widgets';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { platformEtas, trending } from '../src/internal/testing/fixtures';
import { locatedStorage, renderWithProvider } from './helpers';

function Mover() {
  const location = useShopperLocation();
  return (
    <button
      type="button"
      onClick={() =>
        location.setAddress({ display_name: 'Pune', lat: '18.5204', lon: '73.8567', place_id: 7 })
      }
    >
      move
    </button>
  );
}

describe('DeliveryBanner', () => {
  test('"Fetching delivery times..." while loading, then one logo and ETA per merchant', async () => {
    renderWithProvider(<DeliveryBanner />, { clientOptions: { delays: { getPlatforms: 50 } } });
    expect(screen.getByText('Fetching delivery times...')).toBeInTheDocument();
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[0]).toHaveTextContent('Blinkit8 mins');
    // A numeric value without a unit defaults to 'mins'.
    expect(items[1]).toHaveTextContent('Swiggy14 mins');
    expect(items[4]).toHaveTextContent('DMart1-2 hours');
    expect(items[5]).toHaveTextContent('JioMartN/A');
  });

  test('ETAs reload when the location changes', async () => {
    const { client } = renderWithProvider(
      <>
        <DeliveryBanner />
        <Mover />
      </>,
    );
    await screen.findByText('Blinkit');
    const calls = () => client.calls.filter((c) => c.method === 'getPlatforms').map((c) => c.args[0]);
    expect(calls()).toEqual([{ lat: 19.076, lon: 72.8777 }]);
    await userEvent.click(screen.getByRole('button', { name: 'move' }));
    await waitFor(() =>
      expect(calls()).toEqual([
        { lat: 19.076, lon: 72.8777 },
        { lat: 18.5204, lon: 73.8567 },
      ]),
    );
  });

  test("only the provider's platforms are shown", async () => {
    renderWithProvider(<DeliveryBanner />, { platforms: ['blinkit', 'zepto'] });
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('HomeFeed', () => {
  test('"Getting your location to find the best deals..." while no location is known', () => {
    renderWithProvider(<HomeFeed />, {
      storage: createMemoryStorage(),
      geolocation: { getCurrentPosition: () => undefined },
    });
    expect(screen.getByText('Getting your location to find the best deals...')).toBeInTheDocument();
  });

  test('a spinner until categories and trending have both loaded', async () => {
    const { client } = renderWithProvider(<HomeFeed />, { clientOptions: { delays: { getTrending: 80 } } });
    await waitFor(() => expect(client.calls.some((c) => c.method === 'getCategories')).toBe(true));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Shop by category' })).not.toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Shop by category' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dairy, Bread & Eggs' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  test('renders the first two rows at once and the rest as they approach the viewport', async () => {
    const observed: Array<{ element: Element; callback: IntersectionObserverCallback }> = [];
    class FakeIntersectionObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({ element, callback: this.callback });
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    try {
      const sections = ['Row one', 'Row two', 'Row three', 'Row four'].map((title, index) => ({
        title,
        products: trending[index % 2]?.products ?? [],
      }));
      renderWithProvider(<HomeFeed />, { clientOptions: { trending: sections } });
      expect(await screen.findByRole('heading', { name: 'Row two' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Row one' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Row three' })).not.toBeInTheDocument();
      expect(screen.getAllByTestId('trending-placeholder')).toHaveLength(2);
      const third = observed[0];
      if (!third) throw new Error('the third row is not observed');
      act(() =>
        third.callback(
          [{ isIntersecting: true, target: third.element } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      expect(await screen.findByRole('heading', { name: 'Row three' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Row four' })).not.toBeInTheDocument();
      expect(screen.getAllByTestId('trending-placeholder')).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('where no merchant delivers, it says so with the area and a way to change it, not N/A ETAs and empty rows', async () => {
    renderWithProvider(<HomeFeed />, {
      storage: locatedStorage({ lat: '26.6338', lon: '92.8', address: 'Tezpur, Assam, India' }),
      clientOptions: {
        platforms: platformEtas.map((eta) => ({ ...eta, eta: { value: null, unit: '' } })),
        trending: trending.map((section) => ({ ...section, products: [] })),
        nearestPrices: { name: 'Guwahati', state: 'Assam', lat: 26.1445, lon: 91.7362, distanceKm: 1186 },
      },
    });
    const notice = await screen.findByTestId('not-served');
    expect(notice).toHaveTextContent('No store we compare delivers to Tezpur, Assam, India yet');
    expect(await within(notice).findByText('Nearest prices: Guwahati, 1,186 km')).toBeInTheDocument();
    expect(notice).toHaveTextContent('Change your location to compare stores that deliver.');
    expect(within(notice).getByRole('button')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Shop by category' })).toBeInTheDocument();
    expect(screen.queryByText('N/A')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Dairy, Bread & Eggs' })).not.toBeInTheDocument();
  });

  test('where merchants deliver, no not-served notice', async () => {
    renderWithProvider(<HomeFeed />);
    expect(await screen.findByRole('region', { name: 'Dairy, Bread & Eggs' })).toBeInTheDocument();
    expect(document.querySelector('[data-platform="blinkit"]')).toHaveTextContent('Blinkit8 mins');
    expect(screen.queryByTestId('not-served')).not.toBeInTheDocument();
    expect(screen.queryByTestId('nearest-prices')).not.toBeInTheDocument();
  });

  test("the first row's first four images load eagerly at high priority, the rest lazily", async () => {
    renderWithProvider(<HomeFeed />);
    const first = await screen.findByRole('region', { name: 'Dairy, Bread & Eggs' });
    const images = [...first.querySelectorAll('article > img')];
    expect(images).toHaveLength(4);
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'eager');
      expect(image).toHaveAttribute('fetchpriority', 'high');
    }
    const second = screen.getByRole('region', { name: 'Atta, Rice & Dal' });
    for (const image of second.querySelectorAll('article > img')) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });
});

describe('CategoryGrid', () => {
  test('tiles show title and image and link to /s?q={search}', async () => {
    renderWithProvider(<CategoryGrid />);
    const grid = await screen.findByRole('list', { name: 'Shop by category' });
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(7));
    const tile = within(grid).getByRole('link', { name: 'Atta, Rice & Dal' });
    expect(tile).toHaveAttribute('href', '/s?q=rice');
    expect(tile.querySelector('img')).toHaveAttribute('src', expect.stringContaining('data:image/svg+xml'));
  });
});

describe('TrendingRow', () => {
  test('title, "View all" to /s?category={title}, cards, and scroll buttons moving 980 px', async () => {
    const section = trending[0];
    if (!section) throw new Error('fixture missing');
    const scrollBy = vi.fn();
    Element.prototype.scrollBy = scrollBy;
    renderWithProvider(<TrendingRow section={section} />);
    expect(screen.getByRole('heading', { name: 'Dairy, Bread & Eggs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/s?category=Dairy,+Bread+%26+Eggs',
    );
    expect(screen.getAllByRole('article')).toHaveLength(section.products.length);
    await userEvent.click(screen.getByRole('button', { name: 'Scroll right' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: ROW_SCROLL_STEP_PX, behavior: 'smooth' });
    await userEvent.click(screen.getByRole('button', { name: 'Scroll left' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -980, behavior: 'smooth' });
  });

  test('initialCards renders the first cards, and the rest once the shopper reaches for the row', async () => {
    const section = trending[0];
    if (!section || section.products.length < 3) throw new Error('fixture needs 3+ products');
    Element.prototype.scrollBy = vi.fn();
    renderWithProvider(<TrendingRow section={section} initialCards={2} />);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Scroll right' }));
    expect(screen.getAllByRole('article')).toHaveLength(section.products.length);
  });

  test('a section with only a category uses it as the title', () => {
    const section = trending[1];
    if (!section) throw new Error('fixture missing');
    renderWithProvider(<TrendingRow section={section} />);
    expect(screen.getByRole('heading', { name: 'Atta, Rice & Dal' })).toBeInTheDocument();
  });
});
