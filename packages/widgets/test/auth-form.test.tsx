import { messages } from '@compare/core';
import { AuthForm } from '@compare/widgets';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type RenderOptions, renderWithProvider } from './helpers';

// Session widgets need the provider's auth switched on (it is off by default for partners).
const renderWithAuth = (ui: Parameters<typeof renderWithProvider>[0], options: RenderOptions = {}) =>
  renderWithProvider(ui, { auth: true, ...options });

function panel(name: 'Login' | 'Register'): HTMLElement {
  return screen.getByRole('tabpanel', { name });
}

function field(container: HTMLElement, label: 'Username' | 'Password'): HTMLInputElement {
  return within(container).getByLabelText(label) as HTMLInputElement;
}

function describedText(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('AuthForm', () => {
  test('two tabs, each with username and password fields and the spec buttons', async () => {
    renderWithAuth(<AuthForm />);
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Register' })).toBeInTheDocument();
    const login = panel('Login');
    expect(field(login, 'Username')).toHaveAttribute('autocomplete', 'username');
    expect(field(login, 'Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(field(login, 'Password')).toHaveAttribute('type', 'password');
    expect(within(login).getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Register' }));
    const register = panel('Register');
    expect(field(register, 'Username')).toHaveAttribute('autocomplete', 'username');
    expect(field(register, 'Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(within(register).getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });

  test('validation messages are the spec’s, shown at the fields', async () => {
    const { client } = renderWithAuth(<AuthForm />);
    const user = userEvent.setup();
    const login = panel('Login');
    await user.click(within(login).getByRole('button', { name: 'Login' }));
    const username = field(login, 'Username');
    const password = field(login, 'Password');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(username)).toBe('Username is required');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(password)).toBe('Password is required');
    expect(username).toHaveFocus();

    await user.type(username, 'ab');
    await user.type(password, '12345');
    expect(describedText(username)).toBe('Username must be at least 3 characters');
    expect(describedText(password)).toBe('Password must be at least 6 characters');
    await user.type(username, 'c');
    await user.type(password, '6');
    expect(username).not.toHaveAttribute('aria-invalid');
    expect(describedText(username)).toBe('');
    expect(client.calls.some((c) => c.method === 'login')).toBe(false);

    // The catalogue entries are the spec text exactly.
    expect(messages.usernameRequired).toBe('Username is required');
    expect(messages.usernameTooShort).toBe('Username must be at least 3 characters');
    expect(messages.passwordRequired).toBe('Password is required');
    expect(messages.passwordTooShort).toBe('Password must be at least 6 characters');
  });

  test('blank usernames count as empty', async () => {
    renderWithAuth(<AuthForm />);
    const user = userEvent.setup();
    const login = panel('Login');
    await user.type(field(login, 'Username'), '   ');
    await user.type(field(login, 'Password'), 'secret1');
    await user.click(within(login).getByRole('button', { name: 'Login' }));
    expect(describedText(field(login, 'Username'))).toBe('Username is required');
  });

  test("login shows 'Logging in...' while pending, then calls onSuccess with the user", async () => {
    const onSuccess = vi.fn();
    const { client } = renderWithAuth(<AuthForm onSuccess={onSuccess} />, {
      clientOptions: { delays: { login: 100 } },
    });
    const user = userEvent.setup();
    const login = panel('Login');
    await user.type(field(login, 'Username'), 'asha');
    await user.type(field(login, 'Password'), 'secret1');
    await user.click(within(login).getByRole('button', { name: 'Login' }));
    expect(await within(login).findByRole('button', { name: 'Logging in...' })).toBeInTheDocument();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(onSuccess.mock.calls[0]?.[0]).toMatchObject({ username: 'asha' });
    expect(onSuccess.mock.calls[0]?.[1]).toBe('login');
    expect(client.calls.find((c) => c.method === 'login')?.args[0]).toEqual({
      username: 'asha',
      password: 'secret1',
    });
  });

  test("register shows 'Creating account...' while pending", async () => {
    const onSuccess = vi.fn();
    renderWithAuth(<AuthForm defaultTab="register" onSuccess={onSuccess} />, {
      clientOptions: { delays: { register: 100 } },
    });
    const user = userEvent.setup();
    const register = panel('Register');
    await user.type(field(register, 'Username'), 'ravi');
    await user.type(field(register, 'Password'), 'secret12');
    await user.click(within(register).getByRole('button', { name: 'Create account' }));
    expect(await within(register).findByRole('button', { name: 'Creating account...' })).toBeInTheDocument();
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ username: 'ravi' }), 'register'),
    );
  });

  test('a failed login toasts Login failed with the server message', async () => {
    const onSuccess = vi.fn();
    renderWithAuth(<AuthForm onSuccess={onSuccess} />, {
      clientOptions: { failing: { login: '401: Invalid username or password' } },
    });
    const user = userEvent.setup();
    const login = panel('Login');
    await user.type(field(login, 'Username'), 'asha');
    await user.type(field(login, 'Password'), 'wrongpw');
    await user.click(within(login).getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('401: Invalid username or password')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  test('a failed registration toasts Registration failed with the server message', async () => {
    renderWithAuth(<AuthForm defaultTab="register" />, {
      clientOptions: { failing: { register: '409: Username is taken' } },
    });
    const user = userEvent.setup();
    const register = panel('Register');
    await user.type(field(register, 'Username'), 'asha');
    await user.type(field(register, 'Password'), 'secret12');
    await user.click(within(register).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('409: Username is taken')).toBeInTheDocument();
  });

  test('Skip now links home', () => {
    renderWithAuth(<AuthForm />);
    expect(screen.getByRole('link', { name: 'Skip now' })).toHaveAttribute('href', '/');
  });

  test('the side panel says Fresh Groceries Delivered with the tagline, unless turned off', () => {
    const { unmount } = renderWithAuth(<AuthForm />);
    // jsdom matches no media query, so the panel is in its narrow-screen (hidden) state here.
    const aside = screen
      .getByRole('heading', { name: 'Fresh Groceries Delivered', hidden: true })
      .closest('aside');
    expect(aside).toHaveAttribute('aria-labelledby', screen.getByText('Fresh Groceries Delivered').id);
    expect(aside).toHaveTextContent('Your one-stop compare for fresh groceries and everyday essentials.');
    unmount();
    renderWithAuth(<AuthForm showAside={false} />);
    expect(screen.queryByText('Fresh Groceries Delivered')).not.toBeInTheDocument();
  });
});
