import {
  type ApiClient,
  basketFees,
  type CartItem,
  type FeeRule,
  type PlatformEta,
  toPaise,
} from '@compare/core';
import { ComparisonTable } from '@compare/widgets';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeClient, type FakeApiClient } from '../src/internal/testing/fake-client';
import { findComparisonTable, locatedStorage, renderWithProvider, feeRule as rule } from './helpers';

const RULES: FeeRule[] = [
  rule('blinkit'),
  rule('zepto', {
    memberships: [{ membership: 'zepto_pass', name: 'Zepto Pass', freeDeliveryAbove: 99, source: 'test' }],
  }),
  rule('dmart_ready', {
    deliveryFee: null,
    smallCartFee: null,
    handlingCharge: null,
    freeDeliveryAbove: null,
  }),
];

const ETAS: PlatformEta[] = [
  { name: 'blinkit', eta: { value: 8, unit: 'mins' } },
  { name: 'zepto', eta: { value: 10, unit: 'mins' } },
  { name: 'dmart', eta: { value: 60, unit: 'mins' } },
];

/** A fake server whose fee answers apply the same rules it publishes, as the real API does. */
function serverWith(rules: FeeRule[] = RULES, etas: PlatformEta[] = ETAS): FakeApiClient {
  const base = createFakeClient({ platforms: etas });
  const client: FakeApiClient = {
    ...base,
    fetchJson: (async (path: string) =>
      path === '/products/fee-rules' ? { success: true, data: rules } : null) as ApiClient['fetchJson'],
    // The server applies the memberships the request names with core's basketFees.
    calculateAllFees: async (totals, memberships = []) => ({ data: basketFees(rules, totals, memberships) }),
  };
  return client;
}

const line = (id: string, offers: Array<[string, number, boolean?]>): CartItem => ({
  productId: id,
  productName: id,
  brand: 'Brand',
  variant: '1 pc',
  quantity: 1,
  platformData: offers.map(([merchantName, price, isOutOfStock]) => ({
    merchantName,
    price,
    mrp: price,
    img: '',
    name: id,
    isOutOfStock: isOutOfStock ?? false,
  })),
});

function render(
  items: CartItem[],
  client = serverWith(),
  extra: Partial<Parameters<typeof renderWithProvider>[1]> = {},
) {
  return renderWithProvider(<ComparisonTable refreshOnLoad={false} />, {
    apiClient: client,
    storage: locatedStorage({ cart: JSON.stringify(items) }),
    ...extra,
  });
}

function footerCell(row: string, merchant: string): string {
  return (
    document.querySelector(`tfoot tr[data-row="${row}"] [data-merchant="${merchant}"]`)?.textContent ?? ''
  );
}

describe('the cheapest plan on /my-cart', () => {
  test('a split that saves shows its landed total, equal to the sum of its stores’ grand totals', async () => {
    const items = [
      line('Oil', [
        ['blinkit', 250],
        ['zepto', 300],
      ]),
      line('Ghee', [
        ['blinkit', 320],
        ['zepto', 260],
      ]),
    ];
    render(items);
    const plan = await screen.findByTestId('cheapest-split');
    // blinkit: 250 + 10 handling + 1.80 GST; zepto: 260 + 10 + 1.80. Zepto alone: 571.80.
    const verdict = screen.getByTestId('verdict');
    expect(verdict).toContainElement(plan);
    expect(verdict).toHaveAttribute('data-kind', 'split');
    expect(verdict).toHaveTextContent('Split across 2 stores');
    expect(screen.getByTestId('verdict-total')).toHaveTextContent('₹533.60 with every fee');
    expect(screen.getByTestId('verdict-saving')).toHaveTextContent('₹38.20 less than Zepto (₹571.80)');
    const groups = within(plan).getAllByRole('listitem');
    expect(groups[0]).toHaveTextContent('Blinkit: items ₹250.00 + fees ₹11.80 = ₹261.80');
    expect(groups[1]).toHaveTextContent('Zepto: items ₹260.00 + fees ₹11.80 = ₹271.80');
    const sum = groups.reduce((paise, group) => {
      const total = /= ₹([\d,.]+)/.exec(group.textContent ?? '')![1]!.replace(/,/g, '');
      return paise + toPaise(Number(total));
    }, 0);
    expect(sum).toBe(toPaise(Number(plan.getAttribute('data-total'))));
  });

  test('no split when fees make it dearer than one store', async () => {
    const items = [
      line('Milk', [
        ['blinkit', 30],
        ['zepto', 28],
      ]),
      line('Bread', [
        ['blinkit', 40],
        ['zepto', 42],
      ]),
    ];
    render(items);
    await waitFor(() => expect(screen.getByTestId('cheapest-tag')).toBeInTheDocument());
    expect(screen.queryByTestId('cheapest-split')).not.toBeInTheDocument();
  });

  test('the provider threshold: a saving of ₹38.20 is hidden when the table asks for more than ₹50', async () => {
    const items = [
      line('Oil', [
        ['blinkit', 250],
        ['zepto', 300],
      ]),
      line('Ghee', [
        ['blinkit', 320],
        ['zepto', 260],
      ]),
    ];
    renderWithProvider(<ComparisonTable refreshOnLoad={false} minPlanSaving={50} />, {
      apiClient: serverWith(),
      storage: locatedStorage({ cart: JSON.stringify(items) }),
    });
    await waitFor(() => expect(footerCell('grandTotal', 'zepto')).toBe('₹571.80'));
    expect(screen.queryByTestId('cheapest-split')).not.toBeInTheDocument();
  });

  test('lines no store has in stock are named as missing and never priced', async () => {
    const items = [
      line('Oil', [
        ['blinkit', 250],
        ['zepto', 300],
      ]),
      line('Ghee', [
        ['blinkit', 320],
        ['zepto', 260],
      ]),
      line('Saffron', [
        ['blinkit', 10, true],
        ['zepto', 9, true],
      ]),
    ];
    render(items);
    const plan = await screen.findByTestId('cheapest-split');
    const verdict = screen.getByTestId('verdict');
    expect(verdict).toHaveAttribute('data-kind', 'partial');
    expect(verdict).toHaveTextContent('No store has every item');
    expect(screen.getByTestId('verdict-unavailable')).toHaveTextContent(
      'Not in stock at any store here: Saffron (1 pc)',
    );
    // The rest is still priced, landed: the cheapest split of the lines someone has.
    expect(screen.getByTestId('verdict-total')).toHaveTextContent('The rest: ₹533.60 with every fee');
    expect(plan).toHaveAttribute('data-total', '533.6');
    expect(plan).not.toHaveTextContent('Saffron');
    expect(verdict).not.toHaveTextContent('₹10.00');
  });
});

describe('an honest "Cheapest"', () => {
  test('a store with unknown fees is marked "Fees unknown" and never tagged Cheapest', async () => {
    const items = [
      line('Rice', [
        ['blinkit', 120],
        ['zepto', 125],
        ['dmart', 60],
      ]),
    ];
    render(items);
    await waitFor(() => expect(screen.getByTestId('cheapest-tag')).toBeInTheDocument());
    expect(screen.getByTestId('cheapest-tag').closest('th')).toHaveAttribute('data-merchant', 'blinkit');
    const dmart = document.querySelector('thead th[data-merchant="dmart"]')!;
    expect(dmart).toHaveTextContent('Fees unknown');
  });

  test('a column lacking lines says "n of m items" in its header and total', async () => {
    const items = [
      line('Rice', [
        ['blinkit', 120],
        ['zepto', 125],
      ]),
      line('Dal', [['blinkit', 90]]),
      line('Tea', [
        ['blinkit', 150],
        ['zepto', 140, true],
      ]),
    ];
    render(items);
    await findComparisonTable();
    expect(document.querySelector('thead th[data-merchant="zepto"]')).toHaveTextContent('1 of 3 items');
    expect(footerCell('total', 'zepto')).toContain('1 of 3 items');
    expect(document.querySelector('thead th[data-merchant="blinkit"]')).not.toHaveTextContent('of 3 items');
  });

  test('a Zepto Pass holder sees free Zepto delivery above ₹99, and the choice is stored', async () => {
    const items = [
      line('Tea', [
        ['blinkit', 140],
        ['zepto', 150],
      ]),
    ];
    const { storage } = render(items);
    await waitFor(() => expect(footerCell('deliveryFee', 'zepto')).toBe('₹30.00'));
    await userEvent.setup().click(await screen.findByRole('checkbox', { name: 'Zepto Pass' }));
    await waitFor(() => expect(footerCell('deliveryFee', 'zepto')).toBe('-'));
    expect(storage.getItem('memberships')).toBe('["zepto_pass"]');
    // 150 + 10 handling + 1.80 GST beats blinkit's 140 + 30 + 10 + 7.20.
    expect(screen.getByTestId('cheapest-tag').closest('th')).toHaveAttribute('data-merchant', 'zepto');
  });

  test('a partner sets memberships through the provider; the picker is then hidden', async () => {
    const items = [
      line('Tea', [
        ['blinkit', 140],
        ['zepto', 150],
      ]),
    ];
    render(items, serverWith(), { memberships: ['zepto_pass'] });
    await waitFor(() => expect(footerCell('deliveryFee', 'zepto')).toBe('-'));
    expect(screen.queryByTestId('memberships')).not.toBeInTheDocument();
  });
});

describe('out of area and failed refreshes', () => {
  test('no store serves the location: the notice names the area, nothing is Cheapest, no split', async () => {
    const items = [
      line('Oil', [
        ['blinkit', 250],
        ['zepto', 300],
      ]),
      line('Ghee', [
        ['blinkit', 320],
        ['zepto', 260],
      ]),
    ];
    const nowhere: PlatformEta[] = ETAS.map((eta) => ({ ...eta, eta: { value: null, unit: '' } }));
    render(items, serverWith(RULES, nowhere), {
      storage: locatedStorage({ cart: JSON.stringify(items), address: 'Tezpur, Assam, India' }),
    });
    const notice = await screen.findByTestId('not-served');
    expect(notice).toHaveTextContent('No store we compare delivers to Tezpur, Assam, India yet');
    expect(within(notice).getByRole('button')).toBeInTheDocument();
    await waitFor(() => expect(footerCell('grandTotal', 'blinkit')).not.toBe('...'));
    expect(screen.queryByTestId('cheapest-tag')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cheapest-split')).not.toBeInTheDocument();
  });

  test("a merchant whose refresh fails is marked Couldn't refresh and keeps its old price", async () => {
    const rice = line('Rice', [
      ['blinkit', 120],
      ['zepto', 125],
    ]);
    const urls: Record<string, string> = {
      blinkit: 'https://blinkit.com/prn/rice/prid/1',
      zepto: 'https://www.zeptonow.com/pn/rice/pvid/2',
    };
    const items = [
      { ...rice, platformData: rice.platformData.map((o) => ({ ...o, merchantUrl: urls[o.merchantName] })) },
    ];
    const client = serverWith();
    client.refreshPrices = async (request) => ({
      data: request.items.map((item) =>
        item.platform === 'zepto'
          ? { platform: item.platform, url: item.url, ok: false, error: 'Timed out' }
          : {
              platform: item.platform,
              url: item.url,
              ok: true,
              data: { price: 110, mrp: 120, available: true },
            },
      ),
    });
    renderWithProvider(<ComparisonTable />, {
      apiClient: client,
      storage: locatedStorage({ cart: JSON.stringify(items) }),
      logger: () => undefined,
    });
    await waitFor(() => expect(screen.getByTestId('refresh-failed')).toHaveTextContent("Couldn't refresh"));
    expect(screen.getByTestId('refresh-failed').closest('th')).toHaveAttribute('data-merchant', 'zepto');
    expect(document.querySelector('tbody [data-merchant="zepto"]')).toHaveTextContent('₹125.00');
    expect(screen.getByTestId('last-refreshed')).toHaveTextContent(/^Prices refreshed /);
  });

  test('a price older than an hour shows its age; a fresh one does not', async () => {
    const now = () => new Date('2026-11-22T12:00:00Z');
    const rice = line('Rice', [
      ['blinkit', 120],
      ['zepto', 125],
    ]);
    const items = [
      {
        ...rice,
        platformData: rice.platformData.map((o) => ({
          ...o,
          observedAt: o.merchantName === 'zepto' ? '2026-11-22T09:00:00Z' : '2026-11-22T11:40:00Z',
        })),
      },
    ];
    render(items, serverWith(), { now, storage: locatedStorage({ cart: JSON.stringify(items) }) });
    await findComparisonTable();
    expect(document.querySelector('tbody [data-merchant="zepto"]')).toHaveTextContent('updated 3 hr ago');
    expect(document.querySelector('tbody [data-merchant="blinkit"]')).not.toHaveTextContent('updated');
  });

  test('a failed refresh of a price observed earlier says "Price from" its observation time', async () => {
    const now = () => new Date('2026-11-22T12:00:00Z');
    const rice = line('Rice', [
      ['blinkit', 120],
      ['zepto', 125],
    ]);
    const items = [
      {
        ...rice,
        platformData: rice.platformData.map((o) => ({
          ...o,
          merchantUrl: `https://example.invalid/${o.merchantName}/rice`,
          // Midday UTC: 20 Nov in every time zone the suite may run in (the label is local time).
          observedAt: '2026-11-20T11:30:00Z',
        })),
      },
    ];
    const client = serverWith();
    client.refreshPrices = async (request) => ({
      data: request.items.map((item) =>
        item.platform === 'zepto'
          ? { platform: item.platform, url: item.url, ok: false, error: 'Timed out' }
          : {
              platform: item.platform,
              url: item.url,
              ok: true,
              data: { price: 110, mrp: 120, available: true },
            },
      ),
    });
    renderWithProvider(<ComparisonTable />, {
      apiClient: client,
      now,
      storage: locatedStorage({ cart: JSON.stringify(items) }),
      logger: () => undefined,
    });
    await waitFor(() => expect(screen.getByTestId('refresh-failed')).toHaveTextContent(/^Price from 20 Nov/));
    expect(screen.getByTestId('refresh-failed').closest('th')).toHaveAttribute('data-merchant', 'zepto');
  });
});
