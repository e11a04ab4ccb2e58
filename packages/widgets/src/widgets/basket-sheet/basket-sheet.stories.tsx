import { BasketSheet } from '@compare/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withCompare } from '../../internal/testing/story-decorator';
import { everydayBasket, storageWith } from './story-baskets';

const meta = {
  title: 'Widgets/BasketSheet',
  component: BasketSheet,
  argTypes: {
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
    children: { control: false, description: 'Rendered inside the sheet root, typically a Sheet.Trigger.' },
  },
  tags: ['autodocs'],
  decorators: [withCompare],
  args: { defaultOpen: true, onOpenChange: fn() },
  parameters: { compare: { storage: storageWith(everydayBasket) } },
} satisfies Meta<typeof BasketSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open with two lines; the quantity controls change the total. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sheet = await canvas.findByRole('dialog', { name: 'Shopping Cart' }, { timeout: 10_000 });
    const stepper = within(sheet).getByRole('group', { name: 'Quantity of Amul Taaza Toned Milk (500 ml)' });
    await userEvent.click(within(stepper).getByRole('button', { name: 'Increase quantity' }));
    // 27 x 3 + 50
    await expect(within(sheet).getByTestId('basket-sheet-total')).toHaveTextContent('₹131.00');
  },
};

/** DMart lists none of the lines: 'No items found for this platform'. */
export const NoItemsForPlatform: Story = {
  args: { defaultMerchant: 'dmart' },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement).findByRole(
      'dialog',
      { name: 'Shopping Cart' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(within(sheet).getByText('No items found for this platform')).toBeVisible(), {
      timeout: 10_000,
    });
  },
};

/** Driven by the host: a router (here a button) owns the open state. */
export const Controlled: Story = {
  args: { defaultOpen: false },
  render: function Controlled(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Show basket
        </button>
        <BasketSheet
          {...args}
          open={open}
          onOpenChange={(next) => {
            args.onOpenChange?.(next);
            setOpen(next);
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show basket' }));
    const sheet = await canvas.findByRole('dialog', { name: 'Shopping Cart' }, { timeout: 10_000 });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
