import { PriceWatch } from '@compare/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser, milk } from '../../internal/testing/fixtures';
import { withCompare } from '../../internal/testing/story-decorator';

const meta = {
  title: 'Widgets/PriceWatch',
  component: PriceWatch,
  argTypes: {
    productId: { control: 'text', description: 'The product to watch.' },
    defaultVariant: { control: 'text', description: 'The variant chosen at first.' },
  },
  tags: ['autodocs'],
  decorators: [withCompare],
  args: { productId: milk.productId },
  parameters: { compare: { client: { user: demoUser } } },
} satisfies Meta<typeof PriceWatch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Setting 'Alert me below ₹50' for Zepto only. */
export const SetAlert: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('spinbutton', { name: 'Alert me below ₹' }), '50');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Zepto' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Set alert' }));
    await waitFor(
      async () => expect(await canvas.findByText('500 ml: Alert below ₹50.00 (Zepto)')).toBeVisible(),
      { timeout: 10_000 },
    );
  },
};

/** Signed out: a sign-in link. */
export const SignedOut: Story = { parameters: { compare: { client: {} } } };

/** Hindi, dark. */
export const HindiDark: Story = { parameters: { locale: 'hi', theme: 'dark' } };
