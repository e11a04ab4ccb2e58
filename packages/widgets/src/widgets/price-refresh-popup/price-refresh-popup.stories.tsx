import { calendarDate, PriceRefreshPopup } from '@compare/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withCompare } from '../../internal/testing/story-decorator';
import { everydayBasket, storageWith } from '../basket-sheet/story-baskets';

const meta = {
  title: 'Widgets/PriceRefreshPopup',
  component: PriceRefreshPopup,
  argTypes: {
    position: {
      control: 'inline-radio',
      options: ['fixed', 'inline'],
      description: "'fixed' floats on the page; 'inline' stays in the flow.",
      table: { defaultValue: { summary: 'fixed' } },
    },
    showAction: {
      control: 'boolean',
      description: "Show the 'Compare now' link.",
      table: { defaultValue: { summary: 'true' } },
    },
    className: { control: 'text', description: 'Extra class on the widget root.' },
  },
  tags: ['autodocs'],
  decorators: [withCompare],
  args: { position: 'inline' },
  parameters: { compare: { storage: storageWith(everydayBasket) } },
} satisfies Meta<typeof PriceRefreshPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens 1 s after load with the item count and a 5-second countdown bar. */
export const Countdown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const popup = await canvas.findByRole('dialog', { name: 'Fresh Prices Available!' }, { timeout: 3000 });
    await expect(popup).toHaveTextContent('Prices for the 2 items in your cart may have changed.');
    const bar = canvas.getByRole('progressbar', { name: 'Fresh Prices Available!' });
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(10), {
      timeout: 2000,
    });
  },
};

/** The close button closes it. */
export const ClosedByHand: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const popup = await canvas.findByRole('dialog', { name: 'Fresh Prices Available!' }, { timeout: 3000 });
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** Already shown today: stays closed. */
export const AlreadyShownToday: Story = {
  parameters: {
    compare: { storage: storageWith(everydayBasket, { lastPricePopupDate: calendarDate(new Date()) }) },
  },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** An empty basket never shows it. */
export const EmptyBasket: Story = {
  parameters: { compare: { storage: storageWith([]) } },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** Dark appearance. */
export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('dialog', {}, { timeout: 3000 });
  },
};

/** Hindi strings. */
export const Hindi: Story = {
  parameters: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('dialog', {}, { timeout: 3000 });
  },
};
