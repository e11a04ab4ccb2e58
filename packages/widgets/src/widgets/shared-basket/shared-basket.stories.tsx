import { SharedBasket } from '@compare/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bread, lineOf, milk, rice } from '../../internal/testing/fixtures';
import { withCompare } from '../../internal/testing/story-decorator';

const TOKEN = 'tok9AAAAAAAAAAAAAAAAAAA';
const saved = [
  {
    id: 9,
    name: 'Party',
    lines: 3,
    items: [
      lineOf(milk, '500 ml', 2),
      lineOf(rice, '5 kg', 1),
      { ...lineOf(bread, '400 g', 1), variant: '800 g' },
    ],
    createdAt: '',
    updatedAt: '',
    shareToken: TOKEN,
  },
];

const meta = {
  title: 'Widgets/SharedBasket',
  component: SharedBasket,
  argTypes: { token: { control: 'text', description: 'The share token of /b/{token}.' } },
  tags: ['autodocs'],
  decorators: [withCompare],
  args: { token: TOKEN },
  parameters: { compare: { client: { account: { saved } } } },
} satisfies Meta<typeof SharedBasket>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened by someone signed out: priced where they are, one line not sold there. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      async () => expect(await canvas.findByRole('heading', { name: 'Shared basket: Party' })).toBeVisible(),
      { timeout: 10_000 },
    );
    await waitFor(() => expect(canvas.getByText('Not sold near you')).toBeVisible(), { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Add all to my basket' }));
  },
};

/** A link its owner revoked. */
export const Revoked: Story = { args: { token: 'goneAAAAAAAAAAAAAAAAAA' } };

/** Hindi. */
export const Hindi: Story = { parameters: { locale: 'hi' } };
