import {
  type CartItem,
  createMemoryStorage,
  PRICE_POPUP_DELAY_MS,
  PRICE_POPUP_DURATION_MS,
} from '@compare/core';
import { PriceRefreshPopup } from '@compare/widgets';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProvider } from './helpers';

const line = (productId: string): CartItem => ({
  productId,
  productName: `Item ${productId}`,
  brand: 'Amul',
  variant: '500 ml',
  quantity: 2,
  platformData: [{ merchantName: 'zepto', price: 27, mrp: 28, img: '', name: 'x' }],
});

// A fixed local moment: 22 Nov 2026, 09:00 local time.
const now = () => new Date(2026, 10, 22, 9, 0, 0);

function storageWith(extra: Record<string, string>) {
  return createMemoryStorage({ lat: '19.076', lon: '72.8777', ...extra });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('PriceRefreshPopup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('constants are the spec’s: 1 s delay, 5000 ms duration', () => {
    expect(PRICE_POPUP_DELAY_MS).toBe(1000);
    expect(PRICE_POPUP_DURATION_MS).toBe(5000);
  });

  test('opens 1 s after load with the item count, stores the date, counts down and closes after 5 s', () => {
    const storage = storageWith({ cart: JSON.stringify([line('a'), line('b'), line('c')]) });
    renderWithProvider(<PriceRefreshPopup />, { storage, now });
    advance(999);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1);
    const popup = screen.getByRole('dialog', { name: 'Fresh Prices Available!' });
    expect(popup).toHaveTextContent('Prices for the 3 items in your cart may have changed.');
    expect(storage.getItem('lastPricePopupDate')).toBe('2026-11-22');
    const bar = screen.getByRole('progressbar', { name: 'Fresh Prices Available!' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    advance(2500);
    expect(Number(bar.getAttribute('aria-valuenow'))).toBe(50);
    advance(2499);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('closes on the close button', () => {
    const storage = storageWith({ cart: JSON.stringify([line('a')]) });
    renderWithProvider(<PriceRefreshPopup />, { storage, now });
    advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(10_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('is shown at most once per calendar day', () => {
    const storage = storageWith({ cart: JSON.stringify([line('a')]), lastPricePopupDate: '2026-11-22' });
    renderWithProvider(<PriceRefreshPopup />, { storage, now });
    advance(5000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a date from an earlier day shows it again', () => {
    const storage = storageWith({ cart: JSON.stringify([line('a')]), lastPricePopupDate: '2026-11-21' });
    renderWithProvider(<PriceRefreshPopup />, { storage, now });
    advance(1000);
    expect(screen.getByRole('dialog', { name: 'Fresh Prices Available!' })).toBeInTheDocument();
    expect(storage.getItem('lastPricePopupDate')).toBe('2026-11-22');
  });

  test('uses the local calendar date, not UTC', () => {
    // 00:30 local on 23 Nov is still 22 Nov in UTC for zones east of UTC; the popup keys on local.
    const lateNight = () => new Date(2026, 10, 23, 0, 30, 0);
    const storage = storageWith({ cart: JSON.stringify([line('a')]), lastPricePopupDate: '2026-11-22' });
    renderWithProvider(<PriceRefreshPopup />, { storage, now: lateNight });
    advance(1000);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(storage.getItem('lastPricePopupDate')).toBe('2026-11-23');
  });

  test('is never shown when the basket is empty', () => {
    const storage = storageWith({});
    renderWithProvider(<PriceRefreshPopup />, { storage, now });
    advance(10_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storage.getItem('lastPricePopupDate')).toBeNull();
  });

  test('Compare now links to the basket comparison', () => {
    const storage = storageWith({ cart: JSON.stringify([line('a')]) });
    renderWithProvider(<PriceRefreshPopup />, { storage, now });
    advance(1000);
    expect(screen.getByRole('link', { name: 'Compare now' })).toHaveAttribute('href', '/my-cart');
  });
});
