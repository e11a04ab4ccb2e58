import { Skeleton } from '@compare/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { width: 240, height: 16, shape: 'rect' },
  argTypes: { shape: { control: 'inline-radio', options: ['rect', 'text', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

function CardPlaceholder() {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }} data-testid="placeholder">
      <Skeleton shape="circle" width={48} height={48} />
      <div style={{ display: 'grid', gap: 8 }}>
        <Skeleton shape="text" width={180} />
        <Skeleton shape="text" width={120} />
      </div>
    </div>
  );
}

/** One block. */
export const Default: Story = {};

/** A card's loading state, hidden from assistive technology. */
export const Card: Story = {
  render: () => <CardPlaceholder />,
  play: async ({ canvasElement }) => {
    const blocks = within(canvasElement).getByTestId('placeholder').querySelectorAll('[aria-hidden="true"]');
    await expect(blocks).toHaveLength(3);
  },
};

/** In the dark theme. */
export const Dark: Story = {
  render: () => <CardPlaceholder />,
  parameters: { theme: 'dark' },
};
