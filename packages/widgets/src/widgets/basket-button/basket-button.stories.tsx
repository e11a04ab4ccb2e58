import { BasketButton } from '@compare/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOCATED_STORAGE, withCompare } from '../../internal/testing/story-decorator';

const cart = JSON.stringify([
  {
    productId: 'amul-taaza-toned-milk',
    productName: 'Amul Taaza Toned Milk',
    brand: 'Amul',
    variant: '500 ml',
    quantity: 2,
    platformData: [{ merchantName: 'zepto', price: 27, mrp: 28, img: '', name: 'Amul Taaza' }],
  },
]);

const meta = {
  title: 'Widgets/BasketButton',
  component: BasketButton,
  argTypes: {
    className: { control: 'text', description: 'Extra class on the widget root.' },
  },
  tags: ['autodocs'],
  decorators: [withCompare],
} satisfies Meta<typeof BasketButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: 'Compare Basket'; pressing it shows 'Cart is empty'. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Compare Basket' }));
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(
      async () =>
        expect(await page.findByText('Please add items to your cart before proceeding.')).toBeVisible(),
      { timeout: 10_000 },
    );
  },
};

/** With items: the count and total, linking to the comparison. */
export const WithItems: Story = {
  parameters: { compare: { storage: { ...LOCATED_STORAGE, cart } } },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: /2 items · ₹54.00/ });
    await expect(link).toHaveAttribute('href', '/my-cart');
  },
};

/** In the dark theme. */
export const Dark: Story = {
  parameters: { theme: 'dark', compare: { storage: { ...LOCATED_STORAGE, cart } } },
};

/** With the Hindi catalogue. */
export const Hindi: Story = { parameters: { locale: 'hi' } };
