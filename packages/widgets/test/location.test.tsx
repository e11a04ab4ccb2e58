import { createMemoryStorage, DEFAULT_LOCATION, messages, STORAGE_KEYS } from '@compare/core';
import { useShopperLocation } from '@compare/widgets';
import { screen, waitFor } from '@testing-library/react';
import { deniedGeolocation, fixedGeolocation, renderWithProvider } from './helpers';

function Probe() {
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

describe('location at start (spec §4)', () => {
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
    renderWithProvider(<Probe />, { geolocation: deniedGeolocation, storage });
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
    renderWithProvider(<Probe />, { geolocation: null, storage });
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
