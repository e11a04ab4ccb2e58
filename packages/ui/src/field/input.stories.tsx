import { Field, FieldDescription, FieldError, Input, Label } from '@compare/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

const meta = {
  title: 'UI/Input',
  component: Input,
  tags: ['autodocs'],
  args: { label: 'Email', placeholder: 'name@example.com', type: 'email' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled input; typing works as usual. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'asha@example.com');
    await expect(input).toHaveValue('asha@example.com');
  },
};

/** With help text. */
export const WithDescription: Story = {
  args: { description: 'We only use it for receipts.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We only use it for receipts.',
    );
  },
};

/** An error sets aria-invalid and describes the input. */
export const WithError: Story = {
  args: { error: 'Enter a valid email address.', defaultValue: 'asha@' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address.');
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'asha@example.com' },
};

/** The same wiring composed by hand from Field, Label, FieldDescription and FieldError. */
export const ComposedField: Story = {
  render: () => (
    <Field invalid>
      <Label>City</Label>
      <Input placeholder="Mumbai" />
      <FieldDescription>Where the order goes.</FieldDescription>
      <FieldError>City is required.</FieldError>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription(
      'Where the order goes. City is required.',
    );
  },
};

/** With an error, in the dark theme. */
export const Dark: Story = {
  args: { error: 'Enter a valid email address.', defaultValue: 'asha@' },
  parameters: { theme: 'dark' },
};
