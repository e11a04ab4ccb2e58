// /my-cart answers first: the verdict above the stores, the honest order of the table's columns,
// the 'Arrives within' deadline and stale prices left out of every verdict.
import { type ApiClient, basketFees, type CartItem, type FeeRule, type PlatformEta } from '@compare/core';
import { ComparisonTable } from '@compare/widgets';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeClient, type FakeApiClient } from '../src/internal/testing/fake-client';
import { locatedStorage, renderWithProvider, feeRule as rule } from './helpers';

const UNKNOWN = { deliveryFee: null, smallCartFee: null, handlingCharge: null, freeDeliveryAbove: null };
const RULES: FeeRule[] = [
  rule('blinkit'),
  rule('zepto'),
  rule('swiggy_instamart'),
  rule('bigbasket'),
  rule('dmart_ready', UNKNOWN),
];

const ETAS: PlatformEta[] = [
  { name: 'blinkit', eta: { value: 9, unit: 'mins' } },
  { name: 'zepto', eta: { value: 12, unit: 'mins' } },
  { name: 'swiggy', eta: { value: 25, unit: 'mins' } },
  { name: 'bigbasket', eta: { value: 40, unit: 'mins' } },
  { name: 'dmart', eta: { value: 90, unit: 'mins' } },
];

/** A fake server publishing RULES and answering fees with them, as the API does. */
function server(etas: PlatformEta[] = ETAS): FakeApiClient {
  return {
    ...createFakeClient({ platforms: etas }),
    fetchJson: (async (path: string) =>
      path === '/products/fee-rules' ? { success: true, data: RULES } : null) as ApiClient['fetchJson'],
    calculateAllFees: async (totals, memberships = []) => ({ data: basketFees(RULES, totals, memberships) }),
  };
}

type Spec = [
  merchant: string,
  price: number,
  flags?: { out?: boolean; observedAt?: string; stale?: boolean },
];

const line = (id: string, offers: Spec[]): CartItem => ({
  productId: id,
  productName: id,
  brand: 'Brand',
  variant: '1 pc',
  quantity: 1,
  platformData: offers.map(([merchantName, price, flags]) => ({
    merchantName,
    price,
    mrp: price,
    img: '',
    name: id,
    isOutOfStock: flags?.out ?? false,
    ...(flags?.observedAt ? { observedAt: flags.observedAt } : {}),
    ...(flags?.stale ? { stale: true } : {}),
  })),
});

function render(items: CartItem[], extra: Record<string, string> = {}, client = server()) {
  return renderWithProvider(<ComparisonTable refreshOnLoad={false} />, {
    apiClient: client,
    storage: locatedStorage({ cart: JSON.stringify(items), ...extra }),
    now: () => new Date('2026-11-22T12:00:00Z'),
  });
}

const columnOrder = () =>
  [...document.querySelectorAll('thead th[data-merchant]')].map((th) => th.getAttribute('data-merchant'));

// Blinkit 210 items, free delivery above ₹199: 210 + 10 + 1.80 = ₹221.80. Zepto 195: + 30 + 10 + 7.20
// = ₹242.20. DMart ₹110 has both, fees unknown. Swiggy has 1 of 2.
const EVERYDAY = [
  line('Rice', [
    ['blinkit', 120],
    ['zepto', 100],
    ['dmart', 60],
    ['swiggy', 40],
  ]),
  line('Dal', [
    ['blinkit', 90],
    ['zepto', 95],
    ['dmart', 50],
  ]),
];

describe('the verdict', () => {
  test('one store wins: its landed total, what it saves against the next, above everything else', async () => {
    render(EVERYDAY);
    const verdict = await screen.findByTestId('verdict');
    expect(verdict).toHaveAttribute('data-kind', 'single');
    expect(verdict).toHaveTextContent('Where to buy');
    expect(verdict).toHaveTextContent('Buy everything at Blinkit');
    expect(within(verdict).getByTestId('verdict-total')).toHaveTextContent('₹221.80 with every fee');
    expect(within(verdict).getByTestId('verdict-saving')).toHaveTextContent(
      '₹20.40 less than Zepto (₹242.20)',
    );
    expect(verdict).toHaveTextContent('Items ₹210.00 + fees ₹11.80 · Rice (1 pc) × 1, Dal (1 pc) × 1');
    // First in the page: before the store cards and the table.
    const summary = screen.getByRole('list', { name: 'Totals by store' });
    expect(verdict.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      verdict.compareDocumentPosition(screen.getByRole('table')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  test('the table orders its columns honestly: complete and known, unknown fees, then lacking items', async () => {
    render(EVERYDAY);
    await screen.findByTestId('verdict');
    await waitFor(() => expect(columnOrder()).toEqual(['blinkit', 'zepto', 'dmart', 'swiggy']));
    expect(screen.getByTestId('cheapest-tag').closest('th')).toHaveAttribute('data-merchant', 'blinkit');
  });

  test('when nobody has every item it says which items nobody has', async () => {
    render([
      line('Rice', [
        ['blinkit', 120],
        ['zepto', 100],
      ]),
      line('Saffron', [
        ['blinkit', 300, { out: true }],
        ['zepto', 280, { out: true }],
      ]),
    ]);
    const verdict = await screen.findByTestId('verdict');
    expect(verdict).toHaveAttribute('data-kind', 'partial');
    expect(verdict).toHaveTextContent('No store has every item');
    expect(within(verdict).getByTestId('verdict-unavailable')).toHaveTextContent(
      'Not in stock at any store here: Saffron (1 pc)',
    );
    // Zepto's ₹100 rice with ₹30 delivery, ₹10 handling and ₹7.20 GST.
    expect(within(verdict).getByTestId('verdict-total')).toHaveTextContent(
      'The rest: ₹147.20 with every fee',
    );
  });
});

describe("'Arrives within'", () => {
  test('a 15-minute deadline leaves slower stores out of the verdict and Cheapest, and says why', async () => {
    const items = [
      line('Oil', [
        ['blinkit', 250],
        ['zepto', 240],
        ['swiggy', 200],
        ['bigbasket', 190],
      ]),
    ];
    render(items, { arrivesWithin: '15' });
    const verdict = await screen.findByTestId('verdict');
    // Zepto: 240 + 10 + 1.80; Blinkit: 250 + 10 + 1.80. Swiggy and Bigbasket would be cheaper.
    await waitFor(() => expect(verdict).toHaveTextContent('Buy everything at Zepto'));
    expect(within(verdict).getByTestId('verdict-saving')).toHaveTextContent(
      '₹10.00 less than Blinkit (₹261.80)',
    );
    expect(within(verdict).getByTestId('verdict-left-out')).toHaveTextContent(
      'Left out: Swiggy arrives in 25 min; Bigbasket arrives in 40 min',
    );
    expect(screen.getByTestId('cheapest-tag').closest('th')).toHaveAttribute('data-merchant', 'zepto');
    // The stores left out come last, in the same order (Swiggy ₹211.80, Bigbasket ₹237.20 landed).
    expect(columnOrder()).toEqual(['zepto', 'blinkit', 'swiggy', 'bigbasket']);
    const swiggy = document.querySelector('thead th[data-merchant="swiggy"]')!;
    expect(within(swiggy as HTMLElement).getByTestId('too-slow')).toHaveTextContent('Arrives in 25 min');
    expect(screen.getByRole('combobox', { name: 'Arrives within' })).toHaveTextContent('15 min');
  });

  test('the choice is stored beside the basket and changes the verdict at once', async () => {
    const items = [
      line('Oil', [
        ['blinkit', 250],
        ['bigbasket', 190],
      ]),
    ];
    const { storage } = render(items);
    const verdict = await screen.findByTestId('verdict');
    expect(verdict).toHaveTextContent('Buy everything at Bigbasket');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Arrives within' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Any time',
      '10 min',
      '20 min',
      '30 min',
    ]);
    await user.click(screen.getByRole('option', { name: '10 min' }));
    await waitFor(() => expect(screen.getByTestId('verdict')).toHaveTextContent('Buy everything at Blinkit'));
    expect(storage.getItem('arrivesWithin')).toBe('10');
    expect(storage.getItem('cart')).toBe(JSON.stringify(items));
  });

  test('nothing arrives in time: the verdict says so, and nothing is Cheapest', async () => {
    render(EVERYDAY, { arrivesWithin: '5' });
    const verdict = await screen.findByTestId('verdict');
    await waitFor(() => expect(verdict).toHaveAttribute('data-kind', 'none'));
    expect(verdict).toHaveTextContent('No store delivering within 5 min can price this basket');
    expect(verdict).toHaveTextContent(
      'Not in stock at any store arriving within 5 min: Rice (1 pc), Dal (1 pc)',
    );
    expect(screen.queryByTestId('cheapest-tag')).not.toBeInTheDocument();
  });
});

describe('stale prices', () => {
  test('a stale price shows its age, says it is not counted, and keeps its store out of the verdict', async () => {
    const items = [
      line('Oil', [
        ['blinkit', 250],
        ['zepto', 200, { stale: true, observedAt: '2026-11-19T12:00:00Z' }],
        ['swiggy', 260],
      ]),
    ];
    render(items);
    const verdict = await screen.findByTestId('verdict');
    expect(verdict).toHaveTextContent('Buy everything at Blinkit');
    expect(within(verdict).getByTestId('verdict-stale')).toHaveTextContent(
      /^Price too old, not counted: Oil \(.+\) at Zepto$/,
    );
    const cell = document.querySelector('tbody td[data-merchant="zepto"]') as HTMLElement;
    expect(within(cell).getByTestId('stale-price')).toHaveTextContent('Price from 3 days ago');
    expect(cell).toHaveTextContent('Not counted: price too old');
    expect(cell).not.toHaveTextContent('updated');
    // Its column lacks a counted line, so it sits after the complete stores.
    expect(columnOrder()).toEqual(['blinkit', 'swiggy', 'zepto']);
    expect(
      within(document.querySelector('thead th[data-merchant="zepto"]') as HTMLElement).getByTestId(
        'column-coverage',
      ),
    ).toHaveTextContent('0 of 1 item');
  });

  test('a live refresh makes the price current again', async () => {
    const items = [
      line('Oil', [
        ['blinkit', 250],
        ['zepto', 200, { stale: true, observedAt: '2026-11-19T12:00:00Z' }],
      ]),
    ].map((item) => ({
      ...item,
      platformData: item.platformData.map((o) => ({
        ...o,
        merchantUrl: `https://${o.merchantName}.example/oil`,
      })),
    }));
    const client = server();
    client.refreshPrices = async (request) => ({
      data: request.items.map((item) => ({
        platform: item.platform,
        url: item.url,
        ok: true,
        data: { price: item.platform === 'zepto' ? 205 : 250, mrp: 260, available: true },
      })),
    });
    const { storage } = renderWithProvider(<ComparisonTable />, {
      apiClient: client,
      storage: locatedStorage({ cart: JSON.stringify(items) }),
    });
    await waitFor(() => expect(screen.getByTestId('verdict')).toHaveTextContent('Buy everything at Zepto'));
    expect(screen.queryByTestId('stale-price')).not.toBeInTheDocument();
    const stored = JSON.parse(storage.getItem('cart') ?? '[]') as CartItem[];
    expect(stored[0]!.platformData.find((o) => o.merchantName === 'zepto')).not.toHaveProperty('stale');
  });
});

describe('Hindi', () => {
  test('the verdict and the deadline speak Hindi', async () => {
    renderWithProvider(<ComparisonTable refreshOnLoad={false} />, {
      apiClient: server(),
      locale: 'hi',
      storage: locatedStorage({ cart: JSON.stringify(EVERYDAY), arrivesWithin: '20' }),
    });
    const verdict = await screen.findByTestId('verdict');
    await waitFor(() => expect(verdict).toHaveTextContent('सब कुछ Blinkit से खरीदें'));
    expect(verdict).toHaveTextContent('कहाँ से खरीदें');
    expect(verdict).toHaveTextContent('छोड़ी गईं: DMart 90 मिनट में पहुँचाता है');
  });
});
