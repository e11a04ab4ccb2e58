import { ProductDetails } from '@compare/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bread, milk, rice } from '../../internal/testing/fixtures';
import { withCompare } from '../../internal/testing/story-decorator';

const meta = {
  title: 'Widgets/ProductDetails',
  component: ProductDetails,
  argTypes: {
    productId: { control: 'text', description: 'The product to load (GET /products/{id}).' },
    className: { control: 'text', description: 'Extra class on the widget root.' },
  },
  tags: ['autodocs'],
  decorators: [withCompare],
  args: { productId: milk.productId },
} satisfies Meta<typeof ProductDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Gallery, ETA, brand link, unit selector, offers with discount badges and the price history. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      async () =>
        expect(await canvas.findByRole('heading', { level: 1, name: 'Amul Taaza Toned Milk' })).toBeVisible(),
      { timeout: 10_000 },
    );
    await expect(canvas.getByRole('link', { name: 'View All by Amul' })).toHaveAttribute(
      'href',
      '/s?brand=Amul',
    );
    await waitFor(() => expect(canvas.getByText('(Inclusive of all taxes)')).toBeVisible(), {
      timeout: 10_000,
    });
    await waitFor(
      async () => expect(await canvas.findByRole('heading', { name: 'Price history' })).toBeVisible(),
      { timeout: 10_000 },
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Image 2 of 2' }));
  },
};

/** Several units: 'Select Unit' switches the offers. */
export const ManyUnits: Story = {
  args: { productId: rice.productId },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Select Unit' }), '5 kg');
    await waitFor(() => expect(canvas.getAllByText('₹999.00')[0]).toBeVisible(), { timeout: 10_000 });
  },
};

/** An out-of-stock offer. */
export const OutOfStock: Story = { args: { productId: bread.productId } };

/** While the product loads. */
export const Loading: Story = {
  parameters: { compare: { client: { delays: { getProduct: Number.POSITIVE_INFINITY } } } },
};

/** The API does not know the product. */
export const NotFound: Story = {
  args: { productId: 'missing' },
  play: async ({ canvasElement }) => {
    await waitFor(
      async () => expect(await within(canvasElement).findByText('Product not found')).toBeVisible(),
      { timeout: 10_000 },
    );
  },
};

/** Price history unavailable: the panel is hidden. */
export const HistoryError: Story = {
  parameters: { compare: { client: { failing: { getPriceHistory: 'HTTP error! Status: 404' } } } },
};

/** In the dark theme. */
export const Dark: Story = { parameters: { theme: 'dark' } };

/** With the Hindi catalogue. */
export const Hindi: Story = { parameters: { locale: 'hi' } };
