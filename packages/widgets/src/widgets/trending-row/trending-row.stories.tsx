import { TrendingRow } from '@compare/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { catalogue, trending } from '../../internal/testing/fixtures';
import { withCompare } from '../../internal/testing/story-decorator';

const first = trending[0] ?? { title: 'Trending', products: [] };

const meta = {
  title: 'Widgets/TrendingRow',
  component: TrendingRow,
  argTypes: {
    section: { control: 'object', description: 'The row: a title and its products.' },
    priorityImages: {
      control: { type: 'number', min: 0, step: 1 },
      description: 'Leading cards whose images load eagerly.',
      table: { defaultValue: { summary: '0' } },
    },
    initialCards: {
      control: { type: 'number', min: 1, step: 1 },
      description: 'Cards rendered at first; the rest when the shopper reaches for the row.',
      table: { defaultValue: { summary: 'all' } },
    },
    className: { control: 'text', description: 'Extra class on the widget root.' },
  },
  tags: ['autodocs'],
  decorators: [withCompare],
  args: { section: { title: 'Snacks & Munchies', products: catalogue.slice(4, 14) } },
} satisfies Meta<typeof TrendingRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A long row: the scroll buttons move it by 980 px. */
export const Scrolling: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/s?category=Snacks+%26+Munchies',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Scroll right' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Scroll left' }));
  },
};

/** A short section. */
export const Short: Story = { args: { section: first } };

/** In the dark theme. */
export const Dark: Story = { parameters: { theme: 'dark' } };

/** With the Hindi catalogue. */
export const Hindi: Story = { parameters: { locale: 'hi' } };
