import { messages } from '@compare/core';
import { useAuth } from '@compare/widgets';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoUser } from '../src/internal/testing/fixtures';
import { type RenderOptions, renderWithProvider } from './helpers';

// Session widgets need the provider's auth switched on (it is off by default for partners).
const renderWithAuth = (ui: Parameters<typeof renderWithProvider>[0], options: RenderOptions = {}) =>
  renderWithProvider(ui, { auth: true, ...options });

function Session() {
  const { user, isLoading, login, register, logout } = useAuth();
  return (
    <div>
      <p data-testid="user">{isLoading ? 'loading' : (user?.username ?? 'none')}</p>
      <p data-testid="pending">{String(login.isPending || register.isPending || logout.isPending)}</p>
      <button type="button" onClick={() => login.mutate({ username: 'asha', password: 'secret1' })}>
        login
      </button>
      <button type="button" onClick={() => register.mutate({ username: 'ravi', password: 'secret1' })}>
        register
      </button>
      <button type="button" onClick={() => logout.mutate()}>
        logout
      </button>
    </div>
  );
}

describe('AuthProvider and useAuth (spec §4 Session)', () => {
  test('the current user is fetched at start; none (401) means null', async () => {
    const { client } = renderWithAuth(<Session />);
    await waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent('none'));
    expect(client.calls.filter((c) => c.method === 'getUser')).toHaveLength(1);
  });

  test('a signed-in user is known at start', async () => {
    renderWithAuth(<Session />, { clientOptions: { user: demoUser } });
    await waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent('asha'));
  });

  test('login and register success set the user; logout clears it', async () => {
    renderWithAuth(<Session />);
    await waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent('none'));
    await userEvent.click(screen.getByRole('button', { name: 'login' }));
    await waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent('asha'));
    await userEvent.click(screen.getByRole('button', { name: 'logout' }));
    await waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent('none'));
    await userEvent.click(screen.getByRole('button', { name: 'register' }));
    await waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent('ravi'));
  });

  test('mutations expose their pending state', async () => {
    renderWithAuth(<Session />, { clientOptions: { delays: { login: 50 } } });
    await waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent('none'));
    await userEvent.click(screen.getByRole('button', { name: 'login' }));
    expect(screen.getByTestId('pending')).toHaveTextContent('true');
    await waitFor(() => expect(screen.getByTestId('pending')).toHaveTextContent('false'));
  });

  test.each([
    ['login', 'Login failed', '401: Invalid username or password'],
    ['register', 'Registration failed', '409: Username is already taken'],
    ['logout', 'Logout failed', '500: Internal Server Error'],
  ] as const)(
    'a failed %s shows the destructive toast "%s" with the server message',
    async (method, title, detail) => {
      renderWithAuth(<Session />, { clientOptions: { failing: { [method]: detail } } });
      await waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent('none'));
      await userEvent.click(screen.getByRole('button', { name: method }));
      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(screen.getByText(detail)).toBeInTheDocument();
      expect(Object.values(messages)).toContain(title);
    },
  );
});

describe('auth on a partner page', () => {
  test('is off unless the host turns it on: no session call at start', async () => {
    const { client } = renderWithProvider(<p>comparison only</p>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.calls.some((c) => c.method === 'getUser')).toBe(false);
  });
});
