import { DeliveryBanner } from '@compare/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withCompare } from '../../internal/testing/story-decorator';

const meta = {
  title: 'Widgets/DeliveryBanner',
  component: DeliveryBanner,
  argTypes: {
    className: { control: 'text', description: 'Extra class on the widget root.' },
  },
  tags: ['autodocs'],
  decorators: [withCompare],
} satisfies Meta<typeof DeliveryBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One logo and ETA per merchant; 'N/A' where a merchant has none. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await canvas.findByText('N/A')).toBeVisible(), { timeout: 10_000 });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};

/** While ETAs load. */
export const Loading: Story = {
  parameters: { compare: { client: { delays: { getPlatforms: Number.POSITIVE_INFINITY } } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Fetching delivery times...')).toBeVisible(), {
      timeout: 10_000,
    });
  },
};

/** The API failed: every merchant shows N/A. */
export const ErrorState: Story = {
  parameters: { compare: { client: { failing: { getPlatforms: 'HTTP error! Status: 502' } } } },
};

/** A partner showing only some merchants. */
export const SomePlatforms: Story = {
  parameters: { compare: { platforms: ['blinkit', 'zepto', 'swiggy'] } },
};

/** In the dark theme. */
export const Dark: Story = { parameters: { theme: 'dark' } };

/** With the Hindi catalogue. */
export const Hindi: Story = { parameters: { locale: 'hi' } };
