import { SuggestionForm } from '@compare/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withCompare } from '../../internal/testing/story-decorator';

const meta = {
  title: 'Widgets/SuggestionForm',
  component: SuggestionForm,
  argTypes: {
    showTitle: {
      control: 'boolean',
      description: "Show the 'Suggest a deal' heading.",
      table: { defaultValue: { summary: 'true' } },
    },
    onSubmitted: { action: 'onSubmitted', description: 'Called with the submitted values.' },
    className: { control: 'text', description: 'Extra class on the widget root.' },
  },
  tags: ['autodocs'],
  decorators: [withCompare],
  args: { onSubmitted: fn() },
} satisfies Meta<typeof SuggestionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a category and submitting shows the toast and clears the form. */
export const Submit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'asha@example.in');
    // The open list fills in when the categories arrive.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Deal category' }));
    await userEvent.click(
      await canvas.findByRole('option', { name: 'Tea, Coffee & More' }, { timeout: 3000 }),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Filter coffee offers');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(async () => expect(await canvas.findByText('Suggestion submitted!')).toBeVisible(), {
      timeout: 10_000,
    });
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(args.onSubmitted).toHaveBeenCalled();
  },
};

/** The category is required. */
export const CategoryRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('combobox', { name: 'Deal category' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Categories still loading: only the placeholder is listed. */
export const LoadingCategories: Story = {
  parameters: { compare: { client: { delays: { getCategories: Number.POSITIVE_INFINITY } } } },
};

/** Sending fails: logged only, the shopper still gets the confirmation. */
export const SendFails: Story = {
  parameters: { compare: { client: { failing: { submitSuggestion: 'HTTP error! Status: 503' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The open list fills in when the categories arrive.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Deal category' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Masala & Oil' }, { timeout: 3000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(async () => expect(await canvas.findByText('Suggestion submitted!')).toBeVisible(), {
      timeout: 10_000,
    });
  },
};

/** Dark appearance. */
export const Dark: Story = { parameters: { theme: 'dark' } };

/** Hindi strings. */
export const Hindi: Story = { parameters: { locale: 'hi' } };
