import { createMemoryStorage, DEFAULT_LOCATION, messages, STORAGE_KEYS } from '@compare/core';
import { CompareProvider, useRequireLocation, useShopperLocation } from '@compare/widgets';
import { hiMessages } from '@compare/widgets/hi';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createFakeClient } from '../src/internal/testing/fake-client';
import { deniedGeolocation, fixedGeolocation, renderWithProvider } from './helpers';

function Probe() {
  useRequireLocation();
  const location = useShopperLocation();
  return (
    <dl>
      <dt>status</dt>
      <dd data-testid="status">{location.status}</dd>
      <dt>point</dt>
      <dd data-testid="point">
        {location.latitude},{location.longitude}
      </dd>
      <dt>address</dt>
      <dd data-testid="address">{location.address}</dd>
    </dl>
  );
}

// The spec's start-up (stored point, else the device position, denial -> Mumbai with a toast) is
// the demo site's: it opts in with requestLocation="on-mount". Partners get the quiet default below.
describe('location at start when the host opts in (requestLocation="on-mount")', () => {
  test('stored lat/lon are used and geolocation is not asked', async () => {
    const geolocation = { getCurrentPosition: vi.fn() };
    renderWithProvider(<Probe />, {
      geolocation,
      storage: createMemoryStorage({
        lat: '12.9716',
        lon: '77.5946',
        address: 'Bengaluru, Karnataka, India',
      }),
    });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('ready'));
    expect(screen.getByTestId('point')).toHaveTextContent('12.9716,77.5946');
    expect(screen.getByTestId('address')).toHaveTextContent('Bengaluru, Karnataka, India');
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });

  test('on denial the location defaults to Mumbai and is stored', async () => {
    const storage = createMemoryStorage();
    renderWithProvider(<Probe />, { geolocation: deniedGeolocation, storage, requestLocation: 'on-mount' });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('ready'));
    expect(screen.getByTestId('point')).toHaveTextContent('19.076,72.8777');
    expect(screen.getByTestId('address')).toHaveTextContent('Mumbai, Maharashtra, India');
    expect(storage.getItem(STORAGE_KEYS.lat)).toBe('19.076');
    expect(storage.getItem(STORAGE_KEYS.lon)).toBe('72.8777');
    expect(storage.getItem(STORAGE_KEYS.address)).toBe(DEFAULT_LOCATION.address);
    expect(await screen.findByText('Location access denied')).toBeInTheDocument();
    expect(messages.locationAccessDenied).toBe('Location access denied');
  });

  test('without geolocation support the default is used with "Geolocation not supported"', async () => {
    const storage = createMemoryStorage();
    // What a browser without navigator.geolocation looks like to the provider.
    const unsupported = Object.getOwnPropertyDescriptor(globalThis.navigator, 'geolocation');
    expect(unsupported?.value ?? undefined).toBeUndefined();
    renderWithProvider(<Probe />, { geolocation: undefined, storage, requestLocation: 'on-mount' });
    await waitFor(() => expect(screen.getByTestId('point')).toHaveTextContent('19.076,72.8777'));
    expect(storage.getItem('lat')).toBe('19.076');
    expect(await screen.findByText('Geolocation not supported')).toBeInTheDocument();
  });

  test('a detected point is stored and reverse-geocoded for the address', async () => {
    const storage = createMemoryStorage();
    const { client } = renderWithProvider(<Probe />, {
      geolocation: fixedGeolocation(12.93, 77.62),
      storage,
    });
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent('Koramangala, Bengaluru, Karnataka, India'),
    );
    expect(storage.getItem('lat')).toBe('12.93');
    expect(storage.getItem('lon')).toBe('77.62');
    expect(storage.getItem('address')).toBe('Koramangala, Bengaluru, Karnataka, India');
    expect(client.calls.some((c) => c.method === 'reversePlace')).toBe(true);
  });

  test('a failed reverse lookup shows "Location error"', async () => {
    renderWithProvider(<Probe />, {
      geolocation: fixedGeolocation(12.93, 77.62),
      storage: createMemoryStorage(),
      clientOptions: { failing: { reversePlace: 'HTTP error! Status: 502' } },
    });
    expect(await screen.findByText('Location error')).toBeInTheDocument();
    expect(screen.getByTestId('point')).toHaveTextContent('12.93,77.62');
  });
});

function Table() {
  return <p>table only</p>;
}

describe('location on a partner page (default requestLocation="when-needed")', () => {
  test('a page without location widgets never asks and settles on Mumbai without storing it', async () => {
    const geolocation = { getCurrentPosition: vi.fn() };
    const storage = createMemoryStorage();
    const { rerender } = renderWithProvider(<Table />, { geolocation, storage });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    expect(storage.getItem(STORAGE_KEYS.lat)).toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    // A location widget mounted later (e.g. after client-side navigation) asks then.
    rerender(<Probe />);
    await waitFor(() => expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1));
  });

  test('a widget that needs the location asks once; a refusal falls back to Mumbai without a toast', async () => {
    const getCurrentPosition = vi.fn(deniedGeolocation.getCurrentPosition);
    const storage = createMemoryStorage();
    renderWithProvider(
      <>
        <Probe />
        <Probe />
      </>,
      { geolocation: { getCurrentPosition }, storage },
    );
    await waitFor(() => expect(screen.getAllByTestId('status')[0]).toHaveTextContent('ready'));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('point')[0]).toHaveTextContent('19.076,72.8777');
    expect(storage.getItem(STORAGE_KEYS.lat)).toBe('19.076');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Location access denied')).not.toBeInTheDocument();
  });

  test('geolocation={null} uses the default location silently, even with on-mount', async () => {
    const storage = createMemoryStorage();
    renderWithProvider(<Probe />, { geolocation: null, storage, requestLocation: 'on-mount' });
    await waitFor(() => expect(screen.getByTestId('point')).toHaveTextContent('19.076,72.8777'));
    expect(screen.getByTestId('address')).toHaveTextContent(DEFAULT_LOCATION.address);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Geolocation not supported')).not.toBeInTheDocument();
  });

  test('a location given by the host is used and stored, and the browser is never asked', async () => {
    const geolocation = { getCurrentPosition: vi.fn() };
    const storage = createMemoryStorage({ lat: '12.9716', lon: '77.5946', address: 'Bengaluru' });
    renderWithProvider(<Probe />, {
      geolocation,
      storage,
      requestLocation: 'on-mount',
      location: { lat: 28.6139, lon: 77.209, address: 'Connaught Place, New Delhi' },
    });
    await waitFor(() => expect(screen.getByTestId('point')).toHaveTextContent('28.6139,77.209'));
    expect(screen.getByTestId('address')).toHaveTextContent('Connaught Place, New Delhi');
    expect(storage.getItem(STORAGE_KEYS.lat)).toBe('28.6139');
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });
});

describe('location toasts in the shopper’s language', () => {
  test('a refusal on a Hindi page says so in Hindi, with what to do, never the browser’s own text', async () => {
    renderWithProvider(<Probe />, {
      geolocation: deniedGeolocation,
      storage: createMemoryStorage(),
      requestLocation: 'on-mount',
      locale: 'hi',
    });
    expect(await screen.findByText(hiMessages.locationAccessDenied)).toBeInTheDocument();
    expect(screen.getByText(hiMessages.locationAccessDeniedHint)).toBeInTheDocument();
    expect(screen.queryByText('Location access denied')).not.toBeInTheDocument();
    expect(screen.queryByText(/User denied Geolocation/)).not.toBeInTheDocument();
  });

  test('a refusal answered after the page switched to Hindi speaks Hindi', async () => {
    let refuse: (() => void) | null = null;
    const slowDenial = {
      getCurrentPosition: (_ok: unknown, error?: (e: { code: number; message: string }) => void) => {
        refuse = () => error?.({ code: 1, message: 'User denied Geolocation' });
      },
    };
    const client = createFakeClient();
    const storage = createMemoryStorage();
    const page = (locale: 'en' | 'hi') => (
      <CompareProvider
        apiClient={client}
        storage={storage}
        geolocation={slowDenial}
        requestLocation="on-mount"
        locale={locale}
        logger={() => {}}
      >
        <Probe />
      </CompareProvider>
    );
    const view = render(page('en'));
    await waitFor(() => expect(refuse).not.toBeNull());
    view.rerender(page('hi'));
    await act(async () => refuse?.());
    expect(await screen.findByText(hiMessages.locationAccessDenied)).toBeInTheDocument();
    expect(screen.queryByText(/User denied Geolocation/)).not.toBeInTheDocument();
  });

  test('an error other than a refusal is "Location error" with no browser text', async () => {
    renderWithProvider(<Probe />, {
      geolocation: { getCurrentPosition: (_ok, error) => error?.({ code: 3, message: 'Timeout expired' }) },
      storage: createMemoryStorage(),
      requestLocation: 'on-mount',
    });
    expect(await screen.findByText(messages.locationError)).toBeInTheDocument();
    expect(screen.queryByText('Timeout expired')).not.toBeInTheDocument();
  });
});
