import { SearchBar } from '@compare/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LOCATED_STORAGE, withCompare } from '../../internal/testing/story-decorator';

const meta = {
  title: 'Widgets/SearchBar',
  component: SearchBar,
  argTypes: {
    params: { control: 'object', description: 'Current search parameters; q is the initial text.' },
    onSearch: {
      action: 'onSearch',
      description: 'Called with the new parameters (default: navigate to hrefs.search).',
    },
    className: { control: 'text', description: 'Extra class on the widget root.' },
  },
  tags: ['autodocs'],
  decorators: [withCompare],
  args: { onSearch: fn() },
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter commits the trimmed text as q. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search products' }), '  paneer {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ q: 'paneer' });
  },
};

/** Recent searches show while the box is focused and empty. */
export const RecentSearches: Story = {
  parameters: { compare: { storage: { ...LOCATED_STORAGE, recentSearches: '["milk","atta","paneer"]' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await waitFor(
      async () => expect(await canvas.findByRole('list', { name: 'Recent searches' })).toBeVisible(),
      { timeout: 10_000 },
    );
  },
};

/** With a current q: the X clears it. */
export const WithQuery: Story = {
  args: { params: { q: 'bread' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear search' }));
    await expect(args.onSearch).toHaveBeenCalledWith({ q: '' });
  },
};

/** In the dark theme. */
export const Dark: Story = { parameters: { theme: 'dark' } };

/** With the Hindi catalogue. */
export const Hindi: Story = { parameters: { locale: 'hi' } };
