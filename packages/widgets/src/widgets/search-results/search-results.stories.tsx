import { type SearchParams, SearchResults } from '@compare/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withCompare } from '../../internal/testing/story-decorator';

function Controlled({ initial }: { initial: SearchParams }) {
  const [params, setParams] = useState(initial);
  return <SearchResults params={params} onParamsChange={setParams} />;
}

const meta = {
  title: 'Widgets/SearchResults',
  component: SearchResults,
  argTypes: {
    params: { control: 'object', description: 'The query: q, platform, category, brand.' },
    onParamsChange: {
      action: 'onParamsChange',
      description: 'Called with new parameters when filters change.',
    },
    sort: {
      control: 'select',
      options: ['relevance', 'price', 'unit-price', 'discount'],
      description: 'Order of the results (controlled).',
    },
    defaultSort: {
      control: 'select',
      options: ['relevance', 'price', 'unit-price', 'discount'],
      description: 'Order at first render when uncontrolled.',
      table: { defaultValue: { summary: 'relevance' } },
    },
    onSortChange: { action: 'onSortChange', description: 'Called when the shopper picks another order.' },
    className: { control: 'text', description: 'Extra class on the widget root.' },
  },
  tags: ['autodocs'],
  decorators: [withCompare],
  args: { params: { q: 'milk' } },
  render: (args) => <Controlled initial={args.params} />,
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Results with the platform filters; checking a platform adds a removable chip. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('article')).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Blinkit' }));
    await waitFor(
      async () => expect(await canvas.findByRole('button', { name: 'Remove filter Blinkit' })).toBeVisible(),
      { timeout: 10_000 },
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvas.queryByRole('button', { name: 'Remove filter Blinkit' })).toBeNull();
  },
};

/** A category with more than one page: scrolling near the bottom loads more. */
export const ManyPages: Story = { args: { params: { category: 'Snacks & Munchies' } } };

/** Nothing matches. */
export const Empty: Story = {
  args: { params: { q: 'caviar' } },
  play: async ({ canvasElement }) => {
    await waitFor(
      async () => expect(await within(canvasElement).findByText('No products found')).toBeVisible(),
      { timeout: 10_000 },
    );
  },
};

/** The first load: a full-screen waiting message. */
export const Loading: Story = {
  parameters: { compare: { client: { delays: { searchProducts: Number.POSITIVE_INFINITY } } } },
};

/** A failed search: paging ends and the list is empty. */
export const ErrorState: Story = {
  parameters: { compare: { client: { failing: { searchProducts: 'HTTP error! Status: 500' } } } },
};

/** In the dark theme. */
export const Dark: Story = { parameters: { theme: 'dark' } };

/** With the Hindi catalogue. */
export const Hindi: Story = { parameters: { locale: 'hi' } };
