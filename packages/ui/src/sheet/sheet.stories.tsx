import { Button, Sheet } from '@compare/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'UI/Sheet',
  component: Sheet.Content,
  tags: ['autodocs'],
  args: { side: 'right' },
  argTypes: { side: { control: 'inline-radio', options: ['left', 'right'] } },
  parameters: {
    docs: { description: { component: 'A modal side panel with the same compound API as Dialog.' } },
  },
  render: (args) => (
    <Sheet.Root>
      <Sheet.Trigger variant="primary">Open panel</Sheet.Trigger>
      <Sheet.Content {...args}>
        <Sheet.Title>Panel</Sheet.Title>
        <Sheet.Description>Secondary content docked to the side.</Sheet.Description>
        <Button variant="secondary">An action</Button>
        <Sheet.Close>Close panel</Sheet.Close>
      </Sheet.Content>
    </Sheet.Root>
  ),
} satisfies Meta<typeof Sheet.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Docked right; Escape closes it and focus returns to the trigger. */
export const Right: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Open panel' });
    await userEvent.click(trigger);
    const sheet = await canvas.findByRole('dialog', { name: 'Panel' }, { timeout: 10_000 });
    await expect(sheet).toHaveAttribute('data-side', 'right');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Docked left, left open. */
export const Left: Story = {
  args: { side: 'left' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open panel' }));
    await expect(await canvas.findByRole('dialog', { name: 'Panel' }, { timeout: 10_000 })).toHaveAttribute(
      'data-side',
      'left',
    );
  },
};

/** Open in the dark theme; its Close part closes it. */
export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open panel' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Close panel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Open panel' }));
    const shown = await canvas.findByRole('dialog', { name: 'Panel' }, { timeout: 10_000 });
    await waitFor(() => expect(shown).toBeVisible());
  },
};
