// Namesakes in the location dialog (issue 35): each suggestion shows its name and, below it, its
// district and state, so 'Bilaspur' of Chhattisgarh and of Himachal Pradesh read apart.
import { LocationPicker } from '@compare/widgets';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProvider } from './helpers';

// As the API's gazetteer answers 'Bilaspur' (display names carry district and state).
const BILASPURS = [
  {
    display_name: 'Bilaspur, Bilaspur, Chhattisgarh, 495001, India',
    lat: '22.0801',
    lon: '82.1554',
    place_id: 1000034,
  },
  {
    display_name: 'Bilaspur, Bilaspur, Himachal Pradesh, 174001, India',
    lat: '31.3303',
    lon: '76.7566',
    place_id: 1002210,
  },
  {
    display_name: 'Bilaspur, District Rampur, Uttar Pradesh, India',
    lat: '28.8866',
    lon: '79.2703',
    place_id: 1000600,
  },
  { display_name: 'Mumbai, Maharashtra, India', lat: '19.076', lon: '72.8777', place_id: 1 },
];

test('namesakes are listed with their district and state, and choosing one sets that place', async () => {
  const user = userEvent.setup();
  const { storage } = renderWithProvider(<LocationPicker />, { clientOptions: { places: BILASPURS } });
  await user.click(await screen.findByRole('button', { name: /Mumbai, Maharashtra, India/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Change Location' });
  await user.type(within(dialog).getByRole('searchbox'), 'Bilaspur');
  const list = await within(dialog).findByRole('list', { name: 'Address suggestions' });
  const options = within(list).getAllByRole('button');
  expect(options.map((o) => o.getAttribute('aria-label'))).toEqual(
    BILASPURS.slice(0, 3).map((p) => p.display_name),
  );
  // Each shows the name, then where it is: the shopper tells the namesakes apart.
  expect(options.map((o) => within(o).getByText('Bilaspur').tagName)).toEqual(['SPAN', 'SPAN', 'SPAN']);
  expect(within(options[0]!).getByText('Bilaspur, Chhattisgarh, 495001, India')).toBeVisible();
  expect(within(options[1]!).getByText('Bilaspur, Himachal Pradesh, 174001, India')).toBeVisible();
  expect(within(options[2]!).getByText('District Rampur, Uttar Pradesh, India')).toBeVisible();
  await user.click(within(list).getByRole('button', { name: BILASPURS[1]!.display_name }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(storage.getItem('address')).toBe('Bilaspur, Bilaspur, Himachal Pradesh, 174001, India');
  expect(storage.getItem('lat')).toBe('31.3303');
});
