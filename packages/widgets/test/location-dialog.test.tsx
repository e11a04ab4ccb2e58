import { messages, SUGGESTION_MIN_CHARS } from '@compare/core';
import { LocationDialog, LocationPicker } from '@compare/widgets';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProvider } from './helpers';

const user = () => userEvent.setup();

async function openPicker() {
  const trigger = await screen.findByRole('button', { name: /Mumbai, Maharashtra, India/ });
  await user().click(trigger);
  return screen.findByRole('dialog', { name: 'Change Location' });
}

describe('LocationPicker and LocationDialog', () => {
  test('the picker shows the current address and opens "Change Location"', async () => {
    renderWithProvider(<LocationPicker />);
    const dialog = await openPicker();
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Detect my Location' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText('Selected Address')).toBeInTheDocument();
    expect(screen.getAllByText('Mumbai, Maharashtra, India').length).toBeGreaterThan(1);
    // The API's places are GeoNames data (CC BY 4.0): credited where shoppers search them.
    expect(within(dialog).getByText('Places: GeoNames (CC BY 4.0)')).toBeInTheDocument();
  });

  test('with the open-map geocoder the dialog does not credit the API’s places', async () => {
    renderWithProvider(<LocationPicker />, { geocoder: 'open-map' });
    const dialog = await openPicker();
    expect(within(dialog).queryByText('Places: GeoNames (CC BY 4.0)')).not.toBeInTheDocument();
  });

  test('opening clears the search box and focuses it', async () => {
    renderWithProvider(<LocationPicker />);
    await openPicker();
    const box = screen.getByRole('searchbox', { name: messages.locationSearchLabel });
    await waitFor(() => expect(box).toHaveFocus());
    await user().type(box, 'Pune');
    await user().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openPicker();
    const again = screen.getByRole('searchbox', { name: messages.locationSearchLabel });
    expect(again).toHaveValue('');
    await waitFor(() => expect(again).toHaveFocus());
  });

  test('suggestions are fetched only from 3 characters, and choosing one sets the location', async () => {
    const { client, storage } = renderWithProvider(<LocationPicker />);
    await openPicker();
    const box = screen.getByRole('searchbox');
    await user().type(box, 'Ko');
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(client.calls.filter((c) => c.method === 'searchPlaces')).toHaveLength(0);
    expect(SUGGESTION_MIN_CHARS).toBe(3);
    await user().type(box, 'r');
    const option = await screen.findByRole('button', { name: 'Koramangala, Bengaluru, Karnataka, India' });
    const searches = client.calls.filter((c) => c.method === 'searchPlaces');
    expect(searches).toHaveLength(1);
    expect(searches[0]?.args[0]).toBe('Kor');
    expect(searches[0]?.args[1]).toMatchObject({ limit: 5 });
    await user().click(option);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storage.getItem('address')).toBe('Koramangala, Bengaluru, Karnataka, India');
    expect(storage.getItem('lat')).toBe('12.9352');
    // The toast's module loads with the first toast.
    expect(await screen.findByText('Location set')).toBeInTheDocument();
    expect(screen.getByText('Delivering to: Koramangala, Bengaluru, Karnataka, India')).toBeInTheDocument();
  });

  test('the previous suggestion request is aborted when the text changes', async () => {
    const { client } = renderWithProvider(<LocationPicker />, {
      clientOptions: { delays: { searchPlaces: 1000 } },
    });
    await openPicker();
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'Mumb' } });
    await act(() => new Promise((r) => setTimeout(r, 300)));
    const first = client.calls.filter((c) => c.method === 'searchPlaces')[0];
    const options = first?.args[1] as { signal: AbortSignal } | undefined;
    if (!options) throw new Error('no suggestion request');
    const { signal } = options;
    expect(signal.aborted).toBe(false);
    fireEvent.change(box, { target: { value: 'Mumba' } });
    expect(signal.aborted).toBe(true);
  });

  test('Enter triggers Search; a 6-digit PIN code resolves like any address (limit 1)', async () => {
    const { client, storage } = renderWithProvider(<LocationPicker />);
    await openPicker();
    await user().type(screen.getByRole('searchbox'), '400001{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const resolve = client.calls.find(
      (c) => c.method === 'searchPlaces' && (c.args[1] as { limit: number }).limit === 1,
    );
    expect(resolve?.args[0]).toBe('400001');
    expect(storage.getItem('address')).toBe('400001, Fort, Mumbai, Maharashtra, India');
  });

  test('blank text is ignored on Search', async () => {
    const { client } = renderWithProvider(<LocationPicker />);
    await openPicker();
    await user().type(screen.getByRole('searchbox'), '   ');
    await user().click(screen.getByRole('button', { name: 'Search' }));
    expect(client.calls.filter((c) => c.method === 'searchPlaces')).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  test('"Address not found" when nothing matches; "Error searching address" when the lookup fails', async () => {
    const { client } = renderWithProvider(<LocationPicker />);
    await openPicker();
    await user().type(screen.getByRole('searchbox'), 'Atlantis{Enter}');
    expect(await screen.findByText('Address not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    client.setFailing('searchPlaces', 'HTTP error! Status: 500');
    await user().click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Error searching address')).toBeInTheDocument();
  });

  test('Detect my Location asks the device and closes', async () => {
    const geolocation = {
      getCurrentPosition: vi.fn((ok) => ok({ coords: { latitude: 28.6139, longitude: 77.209 } })),
    };
    const { storage } = renderWithProvider(<LocationPicker />, { geolocation });
    await openPicker();
    await user().click(screen.getByRole('button', { name: 'Detect my Location' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(storage.getItem('address')).toBe('New Delhi, Delhi, India'));
  });

  test('an outside click closes the dialog', async () => {
    renderWithProvider(
      <div>
        <p>outside</p>
        <LocationDialog defaultOpen />
      </div>,
    );
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
