import { CategoryGrid } from '@compare/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withCompare } from '../../internal/testing/story-decorator';

const meta = {
  title: 'Widgets/CategoryGrid',
  component: CategoryGrid,
  argTypes: {
    categories: {
      control: 'object',
      description: 'Tiles to show; fetched for the current location when omitted.',
    },
    label: {
      control: 'text',
      description: 'Accessible name of the grid.',
      table: { defaultValue: { summary: 'Shop by category' } },
    },
    className: { control: 'text', description: 'Extra class on the widget root.' },
  },
  tags: ['autodocs'],
  decorators: [withCompare],
} satisfies Meta<typeof CategoryGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tiles link to /s?q={search}; 3, 4 or 7 columns by screen width. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const tile = await within(canvasElement).findByRole('link', { name: 'Atta, Rice & Dal' });
    await expect(tile).toHaveAttribute('href', '/s?q=rice');
  },
};

/** Skeleton tiles while loading. */
export const Loading: Story = {
  parameters: { compare: { client: { delays: { getCategories: Number.POSITIVE_INFINITY } } } },
};

/** No categories. */
export const Empty: Story = { args: { categories: [] } };

/** In the dark theme. */
export const Dark: Story = { parameters: { theme: 'dark' } };

/** With the Hindi catalogue. */
export const Hindi: Story = { parameters: { locale: 'hi' } };
