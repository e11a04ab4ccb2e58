import { AuthForm } from '@compare/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withCompare } from '../../internal/testing/story-decorator';

const meta = {
  title: 'Widgets/AuthForm',
  component: AuthForm,
  argTypes: {
    defaultTab: {
      control: 'inline-radio',
      options: ['login', 'register'],
      description: 'Tab shown first.',
      table: { defaultValue: { summary: 'login' } },
    },
    showAside: {
      control: 'boolean',
      description: "Show the 'Fresh Groceries Delivered' panel on wide screens.",
      table: { defaultValue: { summary: 'true' } },
    },
    onSuccess: {
      action: 'onSuccess',
      description: 'Called with the user and the mode after login or registration.',
    },
    className: { control: 'text', description: 'Extra class on the widget root.' },
  },
  tags: ['autodocs'],
  decorators: [withCompare],
  args: { onSuccess: fn() },
} satisfies Meta<typeof AuthForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Login and Register tabs, with the side panel on wide screens. */
export const Default: Story = {};

/** Submitting empty, then too short, shows the spec's messages at the fields. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('tabpanel', { name: 'Login' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(within(panel).getByText('Username is required')).toBeVisible(), {
      timeout: 10_000,
    });
    await waitFor(() => expect(within(panel).getByText('Password is required')).toBeVisible(), {
      timeout: 10_000,
    });
    await userEvent.type(within(panel).getByLabelText('Username'), 'ab');
    await userEvent.type(within(panel).getByLabelText('Password'), '123');
    await waitFor(
      () => expect(within(panel).getByText('Username must be at least 3 characters')).toBeVisible(),
      { timeout: 10_000 },
    );
    await waitFor(
      () => expect(within(panel).getByText('Password must be at least 6 characters')).toBeVisible(),
      { timeout: 10_000 },
    );
    await expect(within(panel).getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server never answers: 'Logging in...'. */
export const LoggingIn: Story = {
  parameters: { compare: { client: { delays: { login: Number.POSITIVE_INFINITY } } } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('tabpanel', { name: 'Login' });
    await userEvent.type(within(panel).getByLabelText('Username'), 'asha');
    await userEvent.type(within(panel).getByLabelText('Password'), 'secret1');
    await userEvent.click(within(panel).getByRole('button', { name: 'Login' }));
    await waitFor(
      async () => expect(await within(panel).findByRole('button', { name: 'Logging in...' })).toBeVisible(),
      { timeout: 10_000 },
    );
  },
};

/** Wrong credentials: the 'Login failed' toast with the server's message. */
export const LoginFailed: Story = {
  parameters: { compare: { client: { failing: { login: '401: Invalid username or password' } } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('tabpanel', { name: 'Login' });
    await userEvent.type(within(panel).getByLabelText('Username'), 'asha');
    await userEvent.type(within(panel).getByLabelText('Password'), 'wrong-password');
    await userEvent.click(within(panel).getByRole('button', { name: 'Login' }));
    await waitFor(async () => expect(await canvas.findByText('Login failed')).toBeVisible(), {
      timeout: 10_000,
    });
    await waitFor(() => expect(canvas.getByText('401: Invalid username or password')).toBeVisible(), {
      timeout: 10_000,
    });
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** Registration succeeds and calls onSuccess. */
export const Register: Story = {
  args: { defaultTab: 'register' },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement).getByRole('tabpanel', { name: 'Register' });
    await userEvent.type(within(panel).getByLabelText('Username'), 'ravi');
    await userEvent.type(within(panel).getByLabelText('Password'), 'secret12');
    await userEvent.click(within(panel).getByRole('button', { name: 'Create account' }));
    await expect(args.onSuccess).toHaveBeenCalled();
  },
};

/** Without the side panel. */
export const WithoutAside: Story = { args: { showAside: false } };

/** Dark appearance. */
export const Dark: Story = { parameters: { theme: 'dark' } };

/** Hindi strings. */
export const Hindi: Story = { parameters: { locale: 'hi' } };
