import { isGoodDeal, type Product } from '@compare/core';
import { ProductDetails } from '@compare/widgets';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeClient } from '../src/internal/testing/fake-client';
import { bread, milk, offer, rice } from '../src/internal/testing/fixtures';
import { summariseHistory } from '../src/widgets/product-details/price-history-panel';
import { renderWithProvider } from './helpers';

const now = () => new Date('2026-11-22T12:00:00Z');

describe('ProductDetails (spec §2 Product page)', () => {
  test('name, ETA in minutes, "View All by {brand}", taxes note, offers by price with "% off" and mrp', async () => {
    renderWithProvider(<ProductDetails productId={milk.productId} />, { now });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Amul Taaza Toned Milk' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Delivery in 8 mins')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All by Amul' })).toHaveAttribute('href', '/s?brand=Amul');
    expect(screen.getByText('(Inclusive of all taxes)')).toBeInTheDocument();
    const offers = screen.getAllByRole('link').filter((a) => a.getAttribute('target') === '_blank');
    expect(offers.map((a) => a.getAttribute('data-merchant'))).toEqual(['zepto', 'blinkit', 'swiggy']);
    expect(within(offers[0] as HTMLElement).getByText('4% off')).toBeInTheDocument();
    expect(within(offers[0] as HTMLElement).getByText('₹28.00')).toBeInTheDocument();
    expect(within(offers[1] as HTMLElement).queryByText(/% off/)).not.toBeInTheDocument();
  });

  test('"Select Unit" only when several units exist, and it switches the offers', async () => {
    const { unmount } = renderWithProvider(<ProductDetails productId={bread.productId} />, { now });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('combobox', { name: 'Select Unit' })).not.toBeInTheDocument();
    unmount();
    renderWithProvider(<ProductDetails productId={rice.productId} />, { now });
    const select = await screen.findByRole('combobox', { name: 'Select Unit' });
    expect(select).toHaveValue('1 kg');
    await userEvent.selectOptions(select, '10 kg');
    const offers = screen.getAllByRole('link').filter((a) => a.getAttribute('target') === '_blank');
    expect(offers.map((a) => a.getAttribute('data-merchant'))).toEqual(['dmart']);
  });

  test('the gallery switches images from thumbnails', async () => {
    renderWithProvider(<ProductDetails productId={milk.productId} />, { now });
    const main = await screen.findByRole('img', { name: 'Amul Taaza Toned Milk' });
    expect(main).toHaveAttribute('src', milk.images?.[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Image 2 of 2' }));
    expect(screen.getByRole('img', { name: 'Amul Taaza Toned Milk' })).toHaveAttribute(
      'src',
      milk.images?.[1],
    );
  });

  test('the add-to-cart control adds the selected unit', async () => {
    const { storage } = renderWithProvider(<ProductDetails productId={milk.productId} />, { now });
    await userEvent.click(await screen.findByRole('button', { name: /^Add/ }));
    expect(JSON.parse(storage.getItem('cart') ?? '[]')[0]).toMatchObject({
      productId: milk.productId,
      variant: '500 ml',
    });
    expect(
      screen.getByRole('group', { name: 'Quantity of Amul Taaza Toned Milk (500 ml)' }),
    ).toBeInTheDocument();
  });

  test('price history is shown when the API answers and hidden when it fails', async () => {
    const { unmount } = renderWithProvider(<ProductDetails productId={milk.productId} />, { now });
    expect(await screen.findByRole('heading', { name: 'Price history' })).toBeInTheDocument();
    expect(screen.getByText(/^Lowest: ₹/)).toBeInTheDocument();
    unmount();
    renderWithProvider(<ProductDetails productId={milk.productId} />, {
      now,
      clientOptions: { failing: { getPriceHistory: 'HTTP error! Status: 404' } },
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Price history' })).not.toBeInTheDocument();
  });

  test('an unknown product shows "Product not found"', async () => {
    renderWithProvider(<ProductDetails productId="nope" />);
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
  });

  test('the good-deal verdict compares with the 30-day low and high, from 14 days of in-stock prices', () => {
    // Fourteen days at ₹60 (1-14 Nov) but 10 Nov at ₹52; an out-of-stock ₹30 and a September ₹40 do not count.
    const days = Array.from({ length: 14 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}T06:00:00Z`);
    const history = {
      productId: 'x',
      series: [
        {
          merchantName: 'blinkit',
          variant: '1 l',
          points: [
            ...days.map((at) => ({
              at,
              price: at.startsWith('2026-11-10') ? 52 : 60,
              mrp: 64,
              available: true,
            })),
            { at: '2026-11-12T09:00:00Z', price: 30, mrp: 64, available: false },
            { at: '2026-09-01T06:00:00Z', price: 40, mrp: 64, available: true },
          ],
        },
      ],
    };
    const summary = summariseHistory(history, '1 l', now());
    expect(summary).toMatchObject({ low: 52, high: 60 });
    expect(summary?.daily).toHaveLength(14);
    expect(summary && isGoodDeal(54, summary)).toBe(true);
    expect(summary && isGoodDeal(55, summary)).toBe(false);
    expect(summariseHistory(history, '500 ml', now())).toBeNull();
  });

  test('no verdict from fewer than 14 days of observations', () => {
    const history = {
      productId: 'x',
      series: [
        {
          merchantName: 'blinkit',
          variant: '1 l',
          points: [
            { at: '2026-11-01T06:00:00Z', price: 60, mrp: 64, available: true },
            { at: '2026-11-10T06:00:00Z', price: 52, mrp: 64, available: true },
          ],
        },
      ],
    };
    const summary = summariseHistory(history, '1 l', now());
    expect(summary).toEqual({ low: 52, high: 60, daily: [60, 52], realDays: 2, demo: false });
    expect(summary && isGoodDeal(52, summary)).toBe(false);
  });

  test('seeded demo history is shown as demo data and never supports a verdict', () => {
    const days = Array.from({ length: 20 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}T06:00:00Z`);
    const history = {
      productId: 'x',
      series: [
        {
          merchantName: 'blinkit',
          variant: '1 l',
          points: days.map((at, i) => ({ at, price: 50 + i, mrp: 80, available: true, demo: true })),
        },
      ],
    };
    const summary = summariseHistory(history, '1 l', now());
    expect(summary).toMatchObject({ low: 50, high: 69, realDays: 0, demo: true });
    expect(summary && isGoodDeal(50, summary)).toBe(false);
  });
});

describe('ProductDetails headline price', () => {
  const offerLinks = () => screen.getAllByRole('link').filter((a) => a.getAttribute('target') === '_blank');

  test('an out-of-stock lowest price is marked so, with the cheapest in-stock price beside it', async () => {
    const product: Product = {
      ...milk,
      platformData: {
        '500 ml': [
          offer('swiggy', 'Milk S', 30, 30),
          { ...offer('blinkit', 'Milk B', 25, 28), isOutOfStock: true },
          offer('zepto', 'Milk Z', 27, 28),
        ],
      },
    };
    renderWithProvider(<ProductDetails productId={product.productId} />, {
      now,
      clientOptions: { products: [product] },
    });
    const price = (await screen.findByText('(Inclusive of all taxes)')).parentElement as HTMLElement;
    expect(price).toHaveTextContent('₹25.00');
    expect(within(price).getByText('Out of stock')).toBeInTheDocument();
    const inStock = screen.getByRole('link', { name: /^In stock: ₹27\.00 at Zepto/ });
    expect(inStock).toHaveAttribute('href', product.platformData['500 ml']?.[2]?.merchantUrl);
    // The offers stay sorted by ascending price, the out-of-stock one first.
    expect(offerLinks().map((a) => a.getAttribute('data-merchant'))).toEqual([
      'zepto',
      'blinkit',
      'zepto',
      'swiggy',
    ]);
  });

  test('an in-stock lowest price has no stock note and no second price', async () => {
    renderWithProvider(<ProductDetails productId={milk.productId} />, { now });
    const price = (await screen.findByText('(Inclusive of all taxes)')).parentElement as HTMLElement;
    expect(within(price).queryByText('Out of stock')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^In stock:/ })).not.toBeInTheDocument();
  });

  test('prices older than an hour say their age, on the headline and on each offer', async () => {
    const product: Product = {
      ...milk,
      platformData: {
        '500 ml': [
          offer('zepto', 'Milk Z', 27, 28, { observedAt: '2026-11-22T09:00:00Z' }),
          offer('swiggy', 'Milk S', 30, 30, { observedAt: '2026-11-22T11:45:00Z' }),
          offer('blinkit', 'Milk B', 29, 30, { observedAt: '2026-11-20T12:00:00Z' }),
        ],
      },
    };
    renderWithProvider(<ProductDetails productId={product.productId} />, {
      now,
      clientOptions: { products: [product] },
    });
    const price = (await screen.findByText('(Inclusive of all taxes)')).parentElement as HTMLElement;
    expect(within(price).getByTestId('price-age')).toHaveTextContent('updated 3 hr ago');
    const [zepto, blinkit, swiggy] = offerLinks() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(zepto).getByTestId('price-age')).toHaveTextContent('updated 3 hr ago');
    expect(within(blinkit).getByTestId('price-age')).toHaveTextContent('updated 2 days ago');
    expect(within(swiggy).queryByTestId('price-age')).not.toBeInTheDocument();
  });

  test('a stale price says how old it is on its offer, whatever its age', async () => {
    const product: Product = {
      ...milk,
      platformData: {
        '500 ml': [
          offer('zepto', 'Milk Z', 27, 28, { observedAt: '2026-11-19T12:00:00Z', stale: true }),
          offer('blinkit', 'Milk B', 29, 30, { observedAt: '2026-11-22T11:30:00Z' }),
        ],
      },
    };
    renderWithProvider(<ProductDetails productId={product.productId} />, {
      now,
      clientOptions: { products: [product] },
    });
    await screen.findByText('(Inclusive of all taxes)');
    const [zepto, blinkit] = offerLinks() as [HTMLElement, HTMLElement];
    expect(zepto).toHaveAttribute('data-stale');
    expect(within(zepto).getByTestId('stale-price')).toHaveTextContent('Price from 3 days ago');
    expect(within(zepto).queryByTestId('price-age')).not.toBeInTheDocument();
    expect(within(blinkit).queryByTestId('stale-price')).not.toBeInTheDocument();
  });
});

describe('ProductDetails discount checked against history (docs/rules.md)', () => {
  const day = 86_400_000;
  const series = (merchantName: string, price: number, mrp: number) => ({
    merchantName,
    variant: '1 l',
    points: Array.from({ length: 40 }, (_, i) => ({
      at: new Date(now().getTime() - (40 - i) * day).toISOString(),
      price,
      mrp,
      available: true,
    })),
  });

  test("a real drop says 'Lowest in 30 days' and a claim at the usual price says 'Usual price here'", async () => {
    // blinkit sells the litre at 54 (MRP 56) after 40 days at 60: a real drop. bigbasket's
    // '2% off' at 55 is below the 10% bar; a product whose MRP claims 40% at its usual price warns.
    const product: Product = {
      ...milk,
      platformData: {
        '1 l': [offer('blinkit', 'Milk 1 L', 54, 56), offer('bigbasket', 'Milk 1 L', 60, 100)],
      },
    };
    const client = createFakeClient({ products: [product] });
    client.getPriceHistory = async (productId) => ({
      data: { productId, series: [series('blinkit', 60, 56), series('bigbasket', 60, 100)] },
    });
    renderWithProvider(<ProductDetails productId={product.productId} />, { now, apiClient: client });
    const blinkit = (await screen.findAllByRole('link')).find((a) => a.dataset.merchant === 'blinkit');
    const bigbasket = screen.getAllByRole('link').find((a) => a.dataset.merchant === 'bigbasket');
    expect(await within(blinkit as HTMLElement).findByText('Lowest in 30 days')).toBeInTheDocument();
    expect(within(bigbasket as HTMLElement).getByText('40% off')).toBeInTheDocument();
    expect(within(bigbasket as HTMLElement).getByText('Usual price here')).toBeInTheDocument();
  });

  test('under 14 days of history makes no claim', async () => {
    const product: Product = { ...milk, platformData: { '1 l': [offer('bigbasket', 'Milk 1 L', 60, 100)] } };
    const client = createFakeClient({ products: [product] });
    const short = series('bigbasket', 60, 100);
    client.getPriceHistory = async (productId) => ({
      data: { productId, series: [{ ...short, points: short.points.slice(-13) }] },
    });
    renderWithProvider(<ProductDetails productId={product.productId} />, { now, apiClient: client });
    expect(await screen.findByText('40% off')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Price history' });
    expect(screen.queryByTestId('discount-verdict')).not.toBeInTheDocument();
  });
});
