import { PasteList } from '@compare/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withCompare } from '../../internal/testing/story-decorator';

const meta = {
  title: 'Widgets/PasteList',
  component: PasteList,
  argTypes: {
    layout: {
      control: 'inline-radio',
      options: ['dialog', 'inline'],
      description: 'A dialog, or in place (side sheet).',
    },
    className: { control: 'text', description: 'Extra class on the widget root.' },
  },
  tags: ['autodocs'],
  decorators: [withCompare],
} satisfies Meta<typeof PasteList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button that opens the dialog. */
export const Closed: Story = {};

/** A typed list matched line by line: Hinglish, Devanagari, a pack size, a line nothing matched. */
export const Resolved: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Paste a list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paste a shopping list' }, { timeout: 10_000 });
    await userEvent.type(
      within(dialog).getByRole('textbox'),
      '2 doodh{Enter}basmati 5kg{Enter}दूध 1 लीटर{Enter}bread x2{Enter}xyzzy',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find items' }));
    await waitFor(async () => expect(await within(dialog).findByText('Not found: xyzzy')).toBeVisible(), {
      timeout: 10_000,
    });
    await expect(within(dialog).getByRole('button', { name: 'Add 4 lines' })).toBeEnabled();
  },
};

/** In place, as the side sheet shows it. */
export const Inline: Story = {
  args: { layout: 'inline', defaultOpen: true },
};

/** Hindi strings. */
export const Hindi: Story = {
  args: { layout: 'inline', defaultOpen: true },
  parameters: { locale: 'hi' },
};
