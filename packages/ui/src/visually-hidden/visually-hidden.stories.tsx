import { Button, VisuallyHidden } from '@compare/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hidden text completes the button's accessible name. */
export const InAButton: Story = {
  render: () => (
    <Button variant="outline">
      Edit<VisuallyHidden> shipping address</VisuallyHidden>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(within(canvasElement).getByRole('button', { name: 'Edit shipping address' })).toBeVisible(),
      { timeout: 10_000 },
    );
  },
};
