import { SavedBaskets } from '@compare/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser, lineOf, milk, rice } from '../../internal/testing/fixtures';
import { withCompare } from '../../internal/testing/story-decorator';

const cart = JSON.stringify([lineOf(milk, '1 l', 2), lineOf(rice, '5 kg', 1)]);
const located = { lat: '19.076', lon: '72.8777', address: 'Mumbai, Maharashtra, India', cart };
const saved = [
  {
    id: 1,
    name: 'Weekly',
    lines: 2,
    items: [lineOf(milk, '1 l', 2), lineOf(rice, '5 kg', 1)],
    createdAt: '',
    updatedAt: '',
    shareToken: null,
  },
  {
    id: 2,
    name: 'Diwali party',
    lines: 1,
    items: [lineOf(milk, '500 ml', 6)],
    createdAt: '',
    updatedAt: '',
    shareToken: 'tok2AAAAAAAAAAAAAAAAAAA',
  },
];

const meta = {
  title: 'Widgets/SavedBaskets',
  component: SavedBaskets,
  argTypes: { className: { control: 'text', description: 'Extra class on the widget root.' } },
  tags: ['autodocs'],
  decorators: [withCompare],
  args: { shareUrl: (token: string) => `https://compare.example/b/${token}` },
  parameters: { compare: { client: { user: demoUser, account: { saved } }, storage: located } },
} satisfies Meta<typeof SavedBaskets>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two saved baskets, one of them shared. */
export const Signed: Story = {};

/** Saving the current basket under a name. */
export const Save: Story = {
  parameters: { compare: { client: { user: demoUser }, storage: located } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Basket name' }), 'Monthly');
    await userEvent.click(canvas.getByRole('button', { name: 'Save basket' }));
    await waitFor(async () => expect(await canvas.findByRole('heading', { name: 'Monthly' })).toBeVisible(), {
      timeout: 10_000,
    });
  },
};

/** Signed out: what signing in brings. */
export const SignedOut: Story = { parameters: { compare: { storage: located } } };

/** Hindi, dark. */
export const HindiDark: Story = { parameters: { locale: 'hi', theme: 'dark' } };
