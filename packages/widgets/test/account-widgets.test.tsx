// The account widgets against the fake client's in-memory account routes: paste a list, the
// synced basket, saved and shared baskets, price watches and the alert inbox.
import { accountMessages as messages } from '@compare/core';
import {
  AlertsInbox,
  BasketSync,
  PasteList,
  PriceWatch,
  SavedBaskets,
  SharedBasket,
  useBasket,
} from '@compare/widgets';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeClient } from '../src/internal/testing/fake-client';
import { bread, demoUser, lineOf, milk, rice } from '../src/internal/testing/fixtures';
import { locatedStorage, renderWithProvider } from './helpers';

function BasketProbe() {
  const { items } = useBasket();
  return (
    <output data-testid="basket">
      {items.map((i) => `${i.productId}|${i.variant}|${i.quantity}`).join(';')}
    </output>
  );
}

const basketText = () => screen.getByTestId('basket').textContent;

describe('PasteList', () => {
  test('turns a typed list into chosen basket lines, lists what nothing matched, skips on request', async () => {
    const user = userEvent.setup();
    renderWithProvider(
      <>
        <PasteList />
        <BasketProbe />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Paste a list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paste a shopping list' });
    await user.type(
      within(dialog).getByLabelText(messages.pasteListLabel),
      '2 doodh 1 l, basmati 5kg{Enter}bread, xyzzy',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Find items' }));
    const lines = await within(dialog).findAllByTestId('paste-list-line');
    expect(lines).toHaveLength(3);
    expect(within(dialog).getByRole('combobox', { name: 'Match for “2 doodh 1 l”' })).toHaveTextContent(
      'Amul Taaza Toned Milk (1 l) · ₹54.00',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Match for “basmati 5kg”' })).toHaveTextContent(
      '(5 kg)',
    );
    expect(within(dialog).getByTestId('paste-list-missing')).toHaveTextContent('Not found: xyzzy');
    // Skip the bread line.
    await user.click(within(dialog).getByRole('combobox', { name: 'Match for “bread”' }));
    await user.click(await screen.findByRole('option', { name: 'Skip this line' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 2 lines' }));
    expect(basketText()).toBe('amul-taaza-toned-milk|1 l|2;india-gate-basmati-rice|5 kg|1');
    expect(await screen.findByText('2 lines added to your basket')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Paste a shopping list' })).toBeNull());
  });

  test('shows the server’s message when the list is refused, inline in the side sheet layout', async () => {
    const user = userEvent.setup();
    const client = createFakeClient();
    client.setFailing('request', 'The list can have at most 50 lines');
    renderWithProvider(<PasteList layout="inline" />, { apiClient: client });
    await user.click(screen.getByRole('button', { name: 'Paste a list' }));
    await user.type(screen.getByLabelText(messages.pasteListLabel), 'milk');
    await user.click(screen.getByRole('button', { name: 'Find items' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The list can have at most 50 lines');
  });

  test('speaks Hindi', async () => {
    renderWithProvider(<PasteList />, { locale: 'hi' });
    // The Hindi catalogue loads on demand: the provider shows nothing until it is here.
    expect(await screen.findByRole('button', { name: 'सूची चिपकाएँ' })).toBeInTheDocument();
  });
});

describe('BasketSync', () => {
  test('signing in merges the browser’s basket into the account’s (larger quantity) and keeps them in step', async () => {
    const client = createFakeClient({ user: demoUser });
    client.account.basket = [lineOf(milk, '1 l', 3), lineOf(bread, '400 g', 1)];
    const storage = locatedStorage({
      cart: JSON.stringify([lineOf(milk, '1 l', 1), lineOf(rice, '1 kg', 2)]),
    });
    renderWithProvider(
      <>
        <BasketSync debounceMs={10} />
        <BasketProbe />
      </>,
      { auth: true, apiClient: client, storage },
    );
    await waitFor(() =>
      expect(basketText()).toBe(
        'amul-taaza-toned-milk|1 l|3;harvest-gold-brown-bread|400 g|1;india-gate-basmati-rice|1 kg|2',
      ),
    );
    await waitFor(() => expect(client.account.basket.map((i) => i.quantity)).toEqual([3, 1, 2]));
    // Another device changed the basket: the next focus shows it.
    client.account.basket = [lineOf(bread, '400 g', 5)];
    act(() => {
      fireEvent.focus(window);
    });
    await waitFor(() => expect(basketText()).toBe('harvest-gold-brown-bread|400 g|5'));
    expect(JSON.parse(storage.getItem('cart') ?? '[]')).toHaveLength(1);
  });

  test('signed out it never calls the account', async () => {
    const client = createFakeClient();
    renderWithProvider(<BasketSync />, { auth: true, apiClient: client });
    await waitFor(() => expect(client.calls.some((c) => c.method === 'getUser')).toBe(true));
    expect(client.calls.some((c) => c.method === 'request')).toBe(false);
  });
});

describe('SavedBaskets', () => {
  test('signed out it says what signing in brings', async () => {
    renderWithProvider(<SavedBaskets />, { auth: true });
    expect(await screen.findByText(messages.accountSignInHint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });

  test('saves the basket, shares a link, stops sharing, reopens and deletes', async () => {
    const user = userEvent.setup();
    const client = createFakeClient({ user: demoUser });
    const storage = locatedStorage({ cart: JSON.stringify([lineOf(milk, '500 ml', 2)]) });
    renderWithProvider(
      <>
        <SavedBaskets shareUrl={(token) => `https://compare.example/b/${token}`} />
        <BasketProbe />
      </>,
      { auth: true, apiClient: client, storage },
    );
    await user.type(await screen.findByLabelText('Basket name'), 'Weekly');
    await user.click(screen.getByRole('button', { name: 'Save basket' }));
    const item = await screen.findByTestId('saved-basket');
    expect(item).toHaveTextContent('Weekly');
    expect(item).toHaveTextContent('1 item');
    await user.click(within(item).getByRole('button', { name: 'Share link' }));
    expect(await within(item).findByLabelText('Share link for Weekly')).toHaveValue(
      'https://compare.example/b/tok1AAAAAAAAAAAAAAAAAAA',
    );
    await user.click(within(item).getByRole('button', { name: 'Stop sharing' }));
    await waitFor(() => expect(within(item).queryByLabelText('Share link for Weekly')).toBeNull());
    act(() => client.account.basket.splice(0));
    await user.click(within(item).getByRole('button', { name: 'Use this basket' }));
    await waitFor(() => expect(basketText()).toBe('amul-taaza-toned-milk|500 ml|2'));
    await user.click(within(item).getByRole('button', { name: 'Delete: Weekly' }));
    expect(await screen.findByText(messages.savedBasketsEmpty)).toBeInTheDocument();
  });
});

describe('SharedBasket', () => {
  test('lists the shared lines priced here and adds them all', async () => {
    const user = userEvent.setup();
    const client = createFakeClient();
    client.account.saved.push({
      id: 9,
      name: 'Party',
      lines: 2,
      items: [lineOf(milk, '500 ml', 2), lineOf(rice, '5 kg', 1)],
      createdAt: '',
      updatedAt: '',
      shareToken: 'tokenAAAAAAAAAAAAAAAAA',
    });
    renderWithProvider(
      <>
        <SharedBasket token="tokenAAAAAAAAAAAAAAAAA" />
        <BasketProbe />
      </>,
      { apiClient: client },
    );
    expect(await screen.findByRole('heading', { name: 'Shared basket: Party' })).toBeInTheDocument();
    expect(screen.getByText('₹27.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add all to my basket' }));
    expect(basketText()).toBe('amul-taaza-toned-milk|500 ml|2;india-gate-basmati-rice|5 kg|1');
  });

  test('a revoked link says so', async () => {
    renderWithProvider(<SharedBasket token="goneAAAAAAAAAAAAAAAAAA" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.sharedBasketGone);
  });
});

describe('PriceWatch', () => {
  test('signed out it asks to sign in', async () => {
    renderWithProvider(<PriceWatch productId={milk.productId} />, { auth: true });
    expect(await screen.findByText(messages.watchSignIn)).toBeInTheDocument();
  });

  test('sets an alert below a price for chosen merchants, lists it and removes it', async () => {
    const user = userEvent.setup();
    const client = createFakeClient({ user: demoUser });
    renderWithProvider(<PriceWatch productId={milk.productId} />, { auth: true, apiClient: client });
    await user.type(await screen.findByLabelText('Alert me below ₹'), '49.5');
    await user.click(screen.getByRole('checkbox', { name: 'Zepto' }));
    await user.click(screen.getByRole('button', { name: 'Set alert' }));
    await waitFor(() =>
      expect(client.account.watches).toEqual([
        expect.objectContaining({
          productId: milk.productId,
          variant: '500 ml',
          below: 49.5,
          merchants: ['zepto'],
        }),
      ]),
    );
    expect(await screen.findByText('500 ml: Alert below ₹49.50 (Zepto)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove alert below ₹49.50' }));
    await waitFor(() => expect(client.account.watches).toEqual([]));
  });
});

describe('AlertsInbox', () => {
  test('renders nothing signed out', async () => {
    const { client } = renderWithProvider(<AlertsInbox />, { auth: true });
    await waitFor(() => expect(client.calls.some((c) => c.method === 'getUser')).toBe(true));
    expect(document.querySelector('[data-compare-widget="alerts-inbox"]')).toBeNull();
  });

  test('the bell names the unread count, opens the inbox and marks all read', async () => {
    const user = userEvent.setup();
    const client = createFakeClient({ user: demoUser });
    client.account.alerts = [
      {
        id: 1,
        watchId: 1,
        productId: milk.productId,
        variant: '1 l',
        productName: 'Amul Taaza Toned Milk',
        merchant: 'zepto',
        price: 48,
        below: 50,
        createdAt: '2026-11-22T06:00:00.000Z',
        read: false,
      },
    ];
    renderWithProvider(<AlertsInbox />, { auth: true, apiClient: client });
    const bell = await screen.findByRole('button', { name: 'Price alerts, 1 unread' });
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Price alerts' });
    expect(within(dialog).getByRole('link')).toHaveTextContent(
      'Amul Taaza Toned Milk (1 l) is ₹48.00 at Zepto, below your ₹50.00',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(client.account.alerts[0]?.read).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Price alerts' })).toHaveFocus();
  });

  test('says what the listing’s history makes of an alert’s price', async () => {
    const user = userEvent.setup();
    const client = createFakeClient({ user: demoUser });
    const alert = {
      watchId: 1,
      productId: milk.productId,
      variant: '1 l',
      productName: 'Amul Taaza Toned Milk',
      merchant: 'zepto',
      price: 48,
      below: 50,
      createdAt: '2026-11-22T06:00:00.000Z',
      read: false,
    };
    client.account.alerts = [
      { ...alert, id: 3, deal: 'lowest-30-days' },
      { ...alert, id: 2, deal: 'usual-price' },
      { ...alert, id: 1, deal: null },
    ];
    renderWithProvider(<AlertsInbox />, { auth: true, apiClient: client });
    await user.click(await screen.findByRole('button', { name: 'Price alerts, 3 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price alerts' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => within(item).queryByTestId('alert-deal')?.textContent ?? null)).toEqual([
      'Lowest in 30 days',
      'Usual price here',
      null,
    ]);
  });
});
