import { ComparisonTable } from '@compare/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withCompare } from '../../internal/testing/story-decorator';
import {
  everydayBasket,
  manyMerchantsBasket,
  oneStoreBasket,
  outOfStockBasket,
  splitBasket,
  staleBasket,
  storageWith,
  storyFeeRules,
} from '../basket-sheet/story-baskets';

const meta = {
  title: 'Widgets/ComparisonTable',
  component: ComparisonTable,
  argTypes: {
    refreshOnLoad: {
      control: 'boolean',
      description: 'Refresh live prices when the widget loads with items.',
      table: { defaultValue: { summary: 'true' } },
    },
    minPlanSaving: {
      control: { type: 'number', min: 0, step: 1 },
      description: 'A split wins the verdict only when it saves more than this many rupees.',
      table: { defaultValue: { summary: '1' } },
    },
    maxPlanMerchants: {
      control: { type: 'number', min: 1, max: 6, step: 1 },
      description: 'Most stores a split may use.',
      table: { defaultValue: { summary: '3' } },
    },
    className: { control: 'text', description: 'Extra class on the widget root.' },
  },
  tags: ['autodocs'],
  decorators: [withCompare],
  parameters: { compare: { storage: storageWith(everydayBasket) } },
} satisfies Meta<typeof ComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

function cellText(canvasElement: HTMLElement, row: string, merchant: string): string {
  return canvasElement.querySelector(`${row} [data-merchant="${merchant}"]`)?.textContent ?? '';
}

/** Two lines over three merchants; prices refreshed on load (each ₹1 lower), fees computed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    // blinkit: milk 27 x 2 + bread 49 = 103 after the refresh (106 before), fees on top.
    await waitFor(() =>
      expect(cellText(canvasElement, 'tr[data-row="grandTotal"]', 'blinkit')).toBe('₹137.72'),
    );
    await expect(cellText(canvasElement, 'tr[data-row="total"]', 'blinkit')).toContain('₹103.00');
  },
};

/** The same basket as listed, without the refresh on load. */
export const Listed: Story = {
  args: { refreshOnLoad: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await waitFor(() =>
      expect(cellText(canvasElement, 'tr[data-row="grandTotal"]', 'blinkit')).toBe('₹140.72'),
    );
    await expect(cellText(canvasElement, 'tr[data-row="total"]', 'blinkit')).toBe('₹106.00 (5% off)');
  },
};

/** The batch refresh: the button reads 'Updating...', then the new prices show. */
export const Refresh: Story = {
  args: { refreshOnLoad: false },
  parameters: {
    compare: {
      storage: storageWith(everydayBasket),
      client: { delays: { refreshPrices: 600 } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await expect(cellText(canvasElement, 'tbody tr', 'zepto')).toContain('₹27.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Prices' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Updating...' })).toBeVisible(), {
      timeout: 10_000,
    });
    await canvas.findByRole('button', { name: 'Refresh Prices' }, { timeout: 3000 });
    await waitFor(() => expect(cellText(canvasElement, 'tbody tr', 'zepto')).toContain('₹26.00'));
  },
};

/** The server has no batch route (404): one scrape per offer instead, with the same new prices. */
export const RefreshFallback: Story = {
  args: { refreshOnLoad: false },
  parameters: {
    compare: {
      storage: storageWith(everydayBasket),
      client: { failing: { refreshPrices: 'HTTP error! Status: 404' }, delays: { scrapePrice: 600 } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await expect(cellText(canvasElement, 'tbody tr', 'zepto')).toContain('₹27.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Prices' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Updating...' })).toBeVisible(), {
      timeout: 10_000,
    });
    await canvas.findByRole('button', { name: 'Refresh Prices' }, { timeout: 3000 });
    await waitFor(() => expect(cellText(canvasElement, 'tbody tr', 'zepto')).toContain('₹26.00'));
  },
};

/** Fees still computing: the fee cells show '...'. */
export const ComputingFees: Story = {
  args: { refreshOnLoad: false },
  parameters: {
    compare: {
      storage: storageWith(everydayBasket),
      client: { delays: { calculateAllFees: Number.POSITIVE_INFINITY } },
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table');
    await expect(cellText(canvasElement, 'tr[data-row="deliveryFee"]', 'blinkit')).toBe('...');
  },
};

/** The fee call fails: logged, and the cells say N/A (no earlier figures to keep). */
export const FeesFailed: Story = {
  args: { refreshOnLoad: false },
  parameters: {
    compare: {
      storage: storageWith(everydayBasket),
      client: { failing: { calculateAllFees: 'HTTP error! Status: 500' } },
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table');
    await waitFor(() => expect(cellText(canvasElement, 'tr[data-row="grandTotal"]', 'zepto')).toBe('N/A'));
  },
};

/** Six lines over all six merchants; the columns narrow with the Filter. */
export const ManyMerchants: Story = {
  args: { refreshOnLoad: false },
  parameters: { compare: { storage: storageWith(manyMerchantsBasket) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    // The store columns show once their order rests on fees.
    await waitFor(() => expect(within(table).getAllByRole('columnheader')).toHaveLength(7));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Filter' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Bigbasket' }));
    await waitFor(() => expect(within(table).getAllByRole('columnheader')).toHaveLength(2));
  },
};

/** Bread is out of stock everywhere. */
export const OutOfStock: Story = {
  args: { refreshOnLoad: false },
  parameters: { compare: { storage: storageWith(outOfStockBasket) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await expect(canvas.getAllByText('Out of stock').length).toBeGreaterThan(0);
  },
};

/** Nothing in the basket. */
export const Empty: Story = {
  parameters: { compare: { storage: storageWith([]) } },
  play: async ({ canvasElement }) => {
    await waitFor(
      async () => expect(await within(canvasElement).findByText('No items in cart')).toBeVisible(),
      { timeout: 10_000 },
    );
  },
};

/** Dark appearance. */
export const Dark: Story = {
  args: { refreshOnLoad: false },
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table');
  },
};

/** Hindi strings. */
export const Hindi: Story = {
  args: { refreshOnLoad: false },
  parameters: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table');
  },
};

/** The verdict: one store is the cheapest complete way, with its saving against the next. */
export const VerdictOneStore: Story = {
  args: { refreshOnLoad: false },
  parameters: {
    compare: { storage: storageWith(oneStoreBasket), client: { feeRules: storyFeeRules } },
  },
  play: async ({ canvasElement }) => {
    const verdict = await within(canvasElement).findByTestId('verdict');
    await expect(verdict).toHaveAttribute('data-kind', 'single');
    await expect(within(verdict).getByTestId('verdict-saving')).toHaveTextContent(/less than/);
  },
};

/** The verdict: oil at Blinkit and ghee at Zepto land lower than either store alone. */
export const VerdictSplit: Story = {
  args: { refreshOnLoad: false },
  parameters: { compare: { storage: storageWith(splitBasket), client: { feeRules: storyFeeRules } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const verdict = await canvas.findByTestId('verdict');
    await expect(verdict).toHaveAttribute('data-kind', 'split');
    await expect(within(verdict).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The verdict when nobody has every item: bread is out of stock everywhere, the rest is priced. */
export const VerdictNobodyHasEverything: Story = {
  args: { refreshOnLoad: false },
  parameters: {
    compare: { storage: storageWith(outOfStockBasket), client: { feeRules: storyFeeRules } },
  },
  play: async ({ canvasElement }) => {
    const verdict = await within(canvasElement).findByTestId('verdict');
    await expect(verdict).toHaveAttribute('data-kind', 'partial');
    await expect(within(verdict).getByTestId('verdict-unavailable')).toHaveTextContent(/Harvest Gold/);
  },
};

/** 'Arrives within 10 min': slower stores are left out of the verdict, the tag and the split, and say so. */
export const Deadline: Story = {
  args: { refreshOnLoad: false },
  parameters: {
    compare: {
      storage: storageWith(manyMerchantsBasket, { arrivesWithin: '10' }),
      client: { feeRules: storyFeeRules },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const verdict = await canvas.findByTestId('verdict');
    await waitFor(() =>
      expect(within(verdict).getByTestId('verdict-left-out')).toHaveTextContent(/arrives in 14 min/),
    );
    await expect(canvas.getByRole('combobox', { name: 'Arrives within' })).toHaveTextContent('10 min');
  },
};

/** A stale price: shown with its age, not counted in the verdict or 'Cheapest'. */
export const StalePrice: Story = {
  args: { refreshOnLoad: false },
  parameters: { compare: { storage: storageWith(staleBasket), client: { feeRules: storyFeeRules } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await expect(await canvas.findByTestId('stale-price')).toHaveTextContent('Price from 3 days ago');
    await waitFor(() => expect(canvas.getByText('Not counted: price too old')).toBeVisible(), {
      timeout: 10_000,
    });
  },
};

/** The verdict in Hindi, under a deadline. */
export const VerdictHindi: Story = {
  args: { refreshOnLoad: false },
  parameters: {
    locale: 'hi',
    compare: {
      storage: storageWith(manyMerchantsBasket, { arrivesWithin: '20' }),
      client: { feeRules: storyFeeRules },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('verdict')).toHaveTextContent('कहाँ से खरीदें');
  },
};

/** The verdict and the table in the dark appearance, with a split. */
export const VerdictDark: Story = {
  args: { refreshOnLoad: false },
  parameters: {
    theme: 'dark',
    compare: { storage: storageWith(splitBasket), client: { feeRules: storyFeeRules } },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('verdict');
  },
};
