import { Popover } from '@compare/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'UI/Popover',
  component: Popover.Root,
  tags: ['autodocs'],
  args: { placement: 'bottom' },
  render: (args) => (
    <div style={{ padding: 48 }}>
      <Popover.Root {...args}>
        <Popover.Trigger variant="outline">More info</Popover.Trigger>
        <Popover.Content aria-label="More info">
          <p style={{ margin: '0 0 8px' }}>
            Positioned next to its trigger; flips and shifts to stay in view.
          </p>
          <Popover.Close>Got it</Popover.Close>
        </Popover.Content>
      </Popover.Root>
    </div>
  ),
} satisfies Meta<typeof Popover.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toggles from its trigger; Escape closes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'More info' });
    await userEvent.click(trigger);
    const shown = await canvas.findByRole('dialog', { name: 'More info' }, { timeout: 10_000 });
    await waitFor(() => expect(shown).toBeVisible());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Rendered open, placed to the right. */
export const Open: Story = {
  args: { defaultOpen: true, placement: 'right' },
};

/** Open in the dark theme. */
export const Dark: Story = {
  args: { defaultOpen: true },
  parameters: { theme: 'dark' },
};
