import { Tabs } from '@compare/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

const meta = {
  title: 'UI/Tabs',
  component: Tabs.Root,
  tags: ['autodocs'],
  args: { defaultValue: 'overview', orientation: 'horizontal', activationMode: 'automatic' },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Sections">
        <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
        <Tabs.Trigger value="details">Details</Tabs.Trigger>
        <Tabs.Trigger value="archived" disabled>
          Archived
        </Tabs.Trigger>
        <Tabs.Trigger value="history">History</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="overview">The overview panel.</Tabs.Content>
      <Tabs.Content value="details">The details panel.</Tabs.Content>
      <Tabs.Content value="archived">The archived panel.</Tabs.Content>
      <Tabs.Content value="history">The history panel.</Tabs.Content>
    </Tabs.Root>
  ),
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move and select (skipping the disabled tab); Home and End jump. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The details panel.');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The history panel.');
  },
};

/** Manual activation: arrows move focus, Enter selects. */
export const Manual: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The overview panel.');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The details panel.');
  },
};

/** Vertical orientation (Up/Down arrows). */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
  },
};

/** In the dark theme. */
export const Dark: Story = {
  parameters: { theme: 'dark' },
};
