import { AlertsInbox } from '@compare/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoUser, milk, rice } from '../../internal/testing/fixtures';
import { withCompare } from '../../internal/testing/story-decorator';

const alerts = [
  {
    id: 2,
    watchId: 2,
    productId: rice.productId,
    variant: '5 kg',
    productName: 'India Gate Basmati Rice Classic',
    merchant: 'bigbasket',
    price: 949,
    below: 975,
    createdAt: '2026-11-22T06:00:00.000Z',
    read: false,
    deal: 'lowest-30-days' as const,
  },
  {
    id: 1,
    watchId: 1,
    productId: milk.productId,
    variant: '1 l',
    productName: 'Amul Taaza Toned Milk',
    merchant: 'zepto',
    price: 48,
    below: 50,
    createdAt: '2026-11-21T06:00:00.000Z',
    read: true,
  },
];

const meta = {
  title: 'Widgets/AlertsInbox',
  component: AlertsInbox,
  argTypes: { pollMs: { control: 'number', description: 'How often the inbox is read (ms).' } },
  tags: ['autodocs'],
  decorators: [withCompare],
  parameters: { compare: { client: { user: demoUser, account: { alerts } } } },
} satisfies Meta<typeof AlertsInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bell with one unread alert. */
export const Bell: Story = {};

/** The inbox open, newest first. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Price alerts, 1 unread' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Price alerts' }, { timeout: 10_000 });
    await expect(within(dialog).getAllByRole('link')).toHaveLength(2);
  },
};

/** Nothing yet. */
export const Empty: Story = {
  parameters: { compare: { client: { user: demoUser, account: { alerts: [] } } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Price alerts' }));
    await waitFor(async () => expect(await screen.findByText('No price alerts yet')).toBeVisible(), {
      timeout: 10_000,
    });
  },
};

/** Hindi, dark. */
export const HindiDark: Story = { parameters: { locale: 'hi', theme: 'dark' } };
