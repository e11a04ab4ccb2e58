import { LocationPicker } from '@compare/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withCompare } from '../../internal/testing/story-decorator';

const meta = {
  title: 'Widgets/LocationPicker',
  component: LocationPicker,
  argTypes: {
    className: { control: 'text', description: 'Extra class on the widget root.' },
  },
  tags: ['autodocs'],
  decorators: [withCompare],
} satisfies Meta<typeof LocationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header button with the current address. */
export const Default: Story = {};

/** Opening focuses the search; 3 characters bring suggestions; choosing one sets the location. */
export const ChooseSuggestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /Mumbai, Maharashtra, India/ }));
    const dialog = await page.findByRole('dialog', { name: 'Change Location' }, { timeout: 10_000 });
    const box = within(dialog).getByRole('searchbox');
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(box, 'Koram');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Koramangala/ }));
    await waitFor(
      async () =>
        expect(
          await page.findByText('Delivering to: Koramangala, Bengaluru, Karnataka, India'),
        ).toBeVisible(),
      { timeout: 10_000 },
    );
  },
};

/** A PIN code that resolves on Enter. */
export const PinCode: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Mumbai/ }));
    const dialog = await page.findByRole('dialog', { name: 'Change Location' }, { timeout: 10_000 });
    await userEvent.type(within(dialog).getByRole('searchbox'), '400001{Enter}');
    await waitFor(async () => expect(await page.findByText('Location set')).toBeVisible(), {
      timeout: 10_000,
    });
  },
};

/** Nothing matches: 'Address not found'. */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Mumbai/ }));
    const dialog = await page.findByRole('dialog', { name: 'Change Location' }, { timeout: 10_000 });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'Atlantis{Enter}');
    await waitFor(async () => expect(await page.findByText('Address not found')).toBeVisible(), {
      timeout: 10_000,
    });
  },
};

/** No location yet. */
export const NoLocation: Story = {
  parameters: { compare: { storage: {}, geolocation: { getCurrentPosition: () => undefined } } },
};

/** In the dark theme. */
export const Dark: Story = { parameters: { theme: 'dark' } };

/** With the Hindi catalogue. */
export const Hindi: Story = { parameters: { locale: 'hi' } };
