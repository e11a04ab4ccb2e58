import { Field, FieldError, Label, Select, type SelectOption } from '@compare/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const colours: SelectOption[] = [
  { value: 'red', label: 'Red' },
  { value: 'green', label: 'Green' },
  { value: 'grey', label: 'Grey (unavailable)', disabled: true },
  { value: 'blue', label: 'Blue' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    options: colours,
    placeholder: 'Select a colour',
    label: 'Colour',
    name: 'colour',
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280, minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Enter opens, arrows move (skipping disabled options), Enter selects. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Colour' });
    await expect(trigger).toHaveTextContent('Select a colour');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('listbox', { name: 'Colour' });
    await waitFor(() => expect(canvas.getByRole('option', { name: 'Red' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('option', { name: 'Blue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('blue');
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Blue');
  },
};

/** Typing a letter jumps to the matching option; Escape closes without choosing. */
export const Typeahead: Story = {
  args: { defaultValue: 'red' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Colour' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('option', { name: 'Red' })).toHaveFocus());
    await userEvent.keyboard('g');
    await waitFor(() => expect(canvas.getByRole('option', { name: 'Green' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveTextContent('Red');
  },
};

/** Open, showing the disabled placeholder option. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Colour' }));
    await expect(await canvas.findByRole('option', { name: 'Select a colour' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { disabled: true },
};

/** Inside a Field with an error: invalid and described by the message. */
export const WithError: Story = {
  args: { label: undefined, required: true },
  render: (args) => (
    <Field invalid>
      <Label>Colour</Label>
      <Select {...args} />
      <FieldError>Choose a colour to continue.</FieldError>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Colour' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose a colour to continue.');
  },
};

/** Open in the dark theme. */
export const Dark: Story = {
  ...Open,
  parameters: { theme: 'dark' },
};
