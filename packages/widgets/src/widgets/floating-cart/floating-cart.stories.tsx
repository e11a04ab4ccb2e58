import { FloatingCart } from '@compare/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withCompare } from '../../internal/testing/story-decorator';
import {
  everydayBasket,
  manyMerchantsBasket,
  outOfStockBasket,
  storageWith,
} from '../basket-sheet/story-baskets';

const meta = {
  title: 'Widgets/FloatingCart',
  component: FloatingCart,
  argTypes: {
    position: {
      control: 'inline-radio',
      options: ['fixed', 'inline'],
      description:
        "'fixed' docks at the bottom of the screen, keeping room at the page's end; 'inline' stays in the flow.",
      table: { defaultValue: { summary: 'fixed' } },
    },
    open: { control: 'boolean', description: 'Controlled open state (leave unset for uncontrolled).' },
    defaultOpen: {
      control: 'boolean',
      description: 'Open at first render when uncontrolled.',
      table: { defaultValue: { summary: 'false' } },
    },
    onOpenChange: { action: 'onOpenChange', description: 'Called with the new open state.' },
    defaultMerchant: {
      control: 'select',
      options: ['blinkit', 'zepto', 'swiggy', 'bigbasket', 'dmart', 'jiomart'],
      description: 'Merchant chosen at first render.',
      table: { defaultValue: { summary: 'blinkit' } },
    },
    side: {
      control: 'inline-radio',
      options: ['right', 'left'],
      description: 'Edge the sheet docks to.',
      table: { defaultValue: { summary: 'right' } },
    },
    className: { control: 'text', description: 'Extra class on the widget root.' },
  },
  tags: ['autodocs'],
  decorators: [withCompare],
  parameters: { compare: { storage: storageWith(everydayBasket) } },
} satisfies Meta<typeof FloatingCart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two lines: the badge shows 2; opening shows the sheet with the lowest-price total. */
export const WithItems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Open cart, 2 items in cart' });
    await userEvent.click(button);
    const sheet = await canvas.findByRole('dialog', { name: 'Shopping Cart' }, { timeout: 10_000 });
    // 27 x 2 + 50
    await expect(within(sheet).getByTestId('basket-sheet-total')).toHaveTextContent('₹104.00');
    await expect(within(sheet).getByRole('link', { name: 'Proceed to Comparison' })).toHaveAttribute(
      'href',
      '/my-cart',
    );
  },
};

/** An empty basket: no badge; the sheet says 'Your cart is empty'. */
export const Empty: Story = {
  parameters: { compare: { storage: storageWith([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open cart' }));
    const sheet = await canvas.findByRole('dialog', { name: 'Shopping Cart' }, { timeout: 10_000 });
    await waitFor(() => expect(within(sheet).getByText('Your cart is empty')).toBeVisible(), {
      timeout: 10_000,
    });
  },
};

/** Six lines over all merchants; choosing Zepto shows Zepto's prices and total. */
export const ManyMerchants: Story = {
  parameters: { compare: { storage: storageWith(manyMerchantsBasket) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open cart, 6 items in cart' }));
    const sheet = await canvas.findByRole('dialog', { name: 'Shopping Cart' }, { timeout: 10_000 });
    await userEvent.click(within(sheet).getByRole('combobox', { name: 'Select merchant' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Zepto' }));
    await waitFor(() => expect(within(sheet).getAllByRole('listitem')).toHaveLength(4));
  },
};

/** A line out of stock everywhere is marked. */
export const OutOfStock: Story = {
  parameters: { compare: { storage: storageWith(outOfStockBasket) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Open cart/ }));
    const sheet = await canvas.findByRole('dialog', { name: 'Shopping Cart' }, { timeout: 10_000 });
    await waitFor(() => expect(within(sheet).getByText('Out of stock')).toBeVisible(), { timeout: 10_000 });
  },
};

/** Dark appearance, sheet open. */
export const Dark: Story = {
  args: { defaultOpen: true },
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('dialog', { name: 'Shopping Cart' }, { timeout: 10_000 });
  },
};

/** Hindi strings, sheet open. */
export const Hindi: Story = {
  args: { defaultOpen: true },
  parameters: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    await waitFor(
      async () =>
        expect(
          await within(canvasElement).findByRole('dialog', undefined, { timeout: 10_000 }),
        ).toBeVisible(),
      {
        timeout: 10_000,
      },
    );
  },
};
