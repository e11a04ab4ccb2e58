import { HomeFeed } from '@compare/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withCompare } from '../../internal/testing/story-decorator';

const meta = {
  title: 'Widgets/HomeFeed',
  component: HomeFeed,
  argTypes: {
    showDeliveryBanner: {
      control: 'boolean',
      description: 'Show the delivery-time banner above the grid.',
      table: { defaultValue: { summary: 'true' } },
    },
    className: { control: 'text', description: 'Extra class on the widget root.' },
  },
  tags: ['autodocs'],
  decorators: [withCompare],
} satisfies Meta<typeof HomeFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delivery banner, category grid and trending rows. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      async () => expect(await canvas.findByRole('list', { name: 'Shop by category' })).toBeVisible(),
      { timeout: 10_000 },
    );
    await expect(canvas.getAllByRole('link', { name: 'View all' })).toHaveLength(2);
  },
};

/** No location yet: the waiting text. */
export const WaitingForLocation: Story = {
  parameters: { compare: { storage: {}, geolocation: { getCurrentPosition: () => undefined } } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Getting your location to find the best deals...'),
    ).toBeVisible();
  },
};

/** Categories or trending still loading: a spinner. */
export const Loading: Story = {
  parameters: { compare: { client: { delays: { getTrending: Number.POSITIVE_INFINITY } } } },
};

/** In the dark theme. */
export const Dark: Story = { parameters: { theme: 'dark' } };

/** With the Hindi catalogue. */
export const Hindi: Story = { parameters: { locale: 'hi' } };
