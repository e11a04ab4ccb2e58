import { QuantityStepper } from '@compare/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'UI/QuantityStepper',
  component: QuantityStepper,
  tags: ['autodocs'],
  args: { defaultValue: 1, min: 0, max: 5, onValueChange: fn() },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plus and minus change the count, which is announced politely. */
export const Increments: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('3');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('2');
  },
};

/** At the maximum the plus button is unavailable. */
export const AtMaximum: Story = {
  args: { defaultValue: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const increase = canvas.getByRole('button', { name: 'Increase' });
    await expect(increase).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(increase);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { disabled: true },
};

/** Labels come from props (here in Hindi). */
export const CustomLabels: Story = {
  args: { label: 'मात्रा', decreaseLabel: 'कम करें', increaseLabel: 'बढ़ाएँ' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('group', { name: 'मात्रा' })).toBeVisible(), {
      timeout: 10_000,
    });
  },
};

/** In the dark theme. */
export const Dark: Story = {
  parameters: { theme: 'dark' },
};
