import { CheckoutForm } from '@compare/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withCompare } from '../../internal/testing/story-decorator';
import {
  everydayBasket,
  manyMerchantsBasket,
  outOfStockBasket,
  storageWith,
} from '../basket-sheet/story-baskets';

const meta = {
  title: 'Widgets/CheckoutForm',
  component: CheckoutForm,
  argTypes: {
    onComplete: {
      action: 'onComplete',
      description: 'Called once the order is placed (default: navigate home).',
    },
    className: { control: 'text', description: 'Extra class on the widget root.' },
  },
  tags: ['autodocs'],
  decorators: [withCompare],
  args: { onComplete: fn() },
  parameters: { compare: { storage: storageWith(everydayBasket) } },
} satisfies Meta<typeof CheckoutForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order summary in dollars. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await canvas.findByText('Amul Taaza Toned Milk x 2')).toBeVisible(), {
      timeout: 10_000,
    });
    await expect(canvas.getByTestId('checkout-total')).toHaveTextContent('$104.00');
  },
};

/** 'Place Order': 'Processing...' for 2 s, then the toast and onComplete. */
export const PlaceOrder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Processing...' })).toBeVisible(), {
      timeout: 10_000,
    });
    await waitFor(() => expect(args.onComplete).toHaveBeenCalled(), { timeout: 4000 });
    await waitFor(() => expect(canvas.getByText('Order placed successfully!')).toBeVisible(), {
      timeout: 10_000,
    });
  },
};

/** A line out of stock everywhere is marked in the summary. */
export const OutOfStock: Story = {
  parameters: { compare: { storage: storageWith(outOfStockBasket) } },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await within(canvasElement).findByText('Out of stock')).toBeVisible(), {
      timeout: 10_000,
    });
  },
};

/** A long basket. */
export const ManyItems: Story = {
  parameters: { compare: { storage: storageWith(manyMerchantsBasket) } },
};

/** Nothing to buy: 'Your cart is empty' and 'Continue Shopping'. */
export const Empty: Story = {
  parameters: { compare: { storage: storageWith([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Your cart is empty')).toBeVisible(), { timeout: 10_000 });
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  },
};

/** Dark appearance. */
export const Dark: Story = { parameters: { theme: 'dark' } };

/** Hindi strings. */
export const Hindi: Story = { parameters: { locale: 'hi' } };
