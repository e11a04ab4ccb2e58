import { ProductCard } from '@compare/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bread, milk, rice, unnamed } from '../../internal/testing/fixtures';
import { withCompare } from '../../internal/testing/story-decorator';

const meta = {
  title: 'Widgets/ProductCard',
  component: ProductCard,
  argTypes: {
    product: { control: 'object', description: 'The product (GET /products shape).' },
    headingLevel: {
      control: 'inline-radio',
      options: [2, 3, 4],
      description: 'Heading level of the product name.',
      table: { defaultValue: { summary: '3' } },
    },
    priority: {
      control: 'boolean',
      description: 'Above the fold: load the image eagerly at high priority.',
      table: { defaultValue: { summary: 'false' } },
    },
    className: { control: 'text', description: 'Extra class on the widget root.' },
  },
  tags: ['autodocs'],
  decorators: [withCompare],
  args: { product: milk },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <ProductCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two variants: a selector and the cheapest in-stock offer; '+n more offers' unfolds the rest. */
export const ManyVariants: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Select variant' });
    await expect(select).toHaveValue('500 ml');
    await userEvent.selectOptions(select, '1 l');
    await waitFor(() => expect(canvas.getByText('₹54.00')).toBeVisible(), { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: '+1 more offer' }));
    await expect(canvas.getByRole('button', { name: 'Hide offers' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Add toasts 'Added to cart' for a new line, then the control becomes a stepper. */
export const AddToCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Add/ }));
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(
      async () =>
        expect(
          await page.findByText('Amul Taaza Toned Milk (500 ml) has been added to your cart.'),
        ).toBeVisible(),
      { timeout: 10_000 },
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(canvas.getByRole('group', { name: /Quantity of/ })).toHaveTextContent('2'));
  },
};

/** One variant; the out-of-stock offer shows among all offers, never as the lead. */
export const OutOfStock: Story = {
  args: { product: bread },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByText('Out of stock')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '+1 more offer' }));
    await waitFor(() => expect(canvas.getByText('Out of stock')).toBeVisible(), { timeout: 10_000 });
  },
};

/** A product without a name shows Product-{productId}. */
export const Unnamed: Story = {
  args: { product: unnamed },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(within(canvasElement).getByRole('link', { name: 'Product-p-7781' })).toBeVisible(),
      { timeout: 10_000 },
    );
  },
};

/** Four pack sizes. */
export const FourVariants: Story = { args: { product: rice } };

/** In the dark theme. */
export const Dark: Story = { parameters: { theme: 'dark' } };

/** With the Hindi catalogue. */
export const Hindi: Story = {
  parameters: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: /^जोड़ें/ })).toBeVisible(), {
      timeout: 10_000,
    });
  },
};
