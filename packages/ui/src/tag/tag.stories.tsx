import { Tag } from '@compare/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'UI/Tag',
  component: Tag,
  tags: ['autodocs'],
  args: { children: 'Neutral', variant: 'neutral' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

function AllVariants() {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Tag variant="neutral">Neutral</Tag>
      <Tag variant="success">Success</Tag>
      <Tag variant="warning">Warning</Tag>
      <Tag variant="danger">Danger</Tag>
      <Tag variant="info">Info</Tag>
    </div>
  );
}

/** One tag. */
export const Default: Story = {};

/** Every variant. */
export const Variants: Story = {
  render: () => <AllVariants />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Danger')).toHaveAttribute('data-variant', 'danger');
  },
};

/** Every variant in the dark theme. */
export const Dark: Story = {
  render: () => <AllVariants />,
  parameters: { theme: 'dark' },
};
