import {
  cheapestMerchant,
  computeFees,
  type FeeResult,
  type FeeRule,
  feeResultFor,
  feeRuleFor,
  formatFee,
  formatINR,
  formatMessage,
  inStockLineCount,
  lowestOffer,
  type MerchantTotal,
  merchantsInBasket,
  merchantTotal,
  offerAt,
  platformTotalKey,
  ruleForMember,
  toPaise,
} from '@compare/core';
import { Button, createStyles, QuantityStepper, Select, Spinner, Table, Tag } from '@compare/ui';
import { type ReactNode, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { useCompare } from '../../context';
import { useBasket } from '../../hooks/use-basket';
import { clockTime } from '../../internal/freshness';
import { merchantLabel, merchantLogo } from '../../internal/product';
import { headingStyle, logoStyle, MEDIUM, rootClass, statusStyle } from '../../internal/styles';
import { useMediaQuery } from '../../internal/use-media-query';
import { lineName } from '../basket-sheet/basket-lines';
import { NotServedNotice } from '../not-served-notice/not-served-notice';
import { useServiceArea } from '../not-served-notice/use-service-area';
import { ColumnNotes } from './column-notes';
import { ComparisonCell } from './comparison-cell';
import { FeeNote } from './fee-note';
import { MembershipPicker } from './membership-picker';
import { MerchantSummary, MerchantSummaryPlaceholder } from './merchant-summary';
import { SplitSummary } from './split-summary';
import { useCartFees } from './use-cart-fees';
import { useFeeRules } from './use-fee-rules';
import { usePriceRefresh } from './use-price-refresh';

/** The Filter's value for every platform. */
const ALL = 'all';

// minWidth 0: inside a host's flex or grid item the widget shrinks to the screen; only the table's
// own box scrolls sideways.
const rootStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  color: '$text',
  minWidth: 0,
  maxWidth: '100%',
});
// The containing block of the cells' visually hidden labels ('MRP', '(opens in a new tab)'): they
// are absolutely positioned, and without a positioned scroll box they would be placed against the
// page and widen it beyond the screen.
const scrollAreaStyle = createStyles({ position: 'relative', maxWidth: '100%' });
// On a phone the per-merchant summary comes first and the line-by-line table opens from the
// disclosure button; from medium screens up the table is always shown and the button is not.
const PHONE_QUERY = '(max-width: 767px)';
const PHONE = `@media ${PHONE_QUERY}`;
const lineTableStyle = createStyles({
  minWidth: 0,
  [PHONE]: { display: 'none', '&[data-open]': { display: 'block' } },
});
const disclosureStyle = createStyles({ alignSelf: 'flex-start', [MEDIUM]: { display: 'none' } });
const toolbarStyle = createStyles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
});
const controlsStyle = createStyles({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '$3' });
const filterStyle = createStyles({ display: 'flex', flexDirection: 'column', gap: '$1', minWidth: '160px' });
const productStyle = createStyles({
  display: 'grid',
  gridTemplateColumns: '48px 1fr',
  gap: '$2',
  alignItems: 'start',
  minWidth: '200px',
  // A narrower product column on a phone leaves room for a merchant column beside it.
  [PHONE]: { gridTemplateColumns: '32px 1fr', minWidth: '150px' },
  textAlign: 'start',
  fontWeight: '$regular',
  color: '$text',
  whiteSpace: 'normal',
});
const productImageStyle = createStyles({
  width: '48px',
  height: '48px',
  [PHONE]: { width: '32px', height: '32px' },
  borderRadius: '$md',
  objectFit: 'cover',
});
const productTextStyle = createStyles({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });
const brandStyle = createStyles({ color: '$muted', fontSize: '$xs' });
const nameStyle = createStyles({ fontWeight: '$semibold' });
const columnStyle = createStyles({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$1',
});
const columnNameStyle = createStyles({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  color: '$text',
});
const cheapestCellStyle = createStyles({ backgroundColor: '$successSubtle' });
const coverageStyle = createStyles({ color: '$muted', fontSize: '$xs', fontWeight: '$regular' });
const refreshedStyle = createStyles({ margin: 0, color: '$muted', fontSize: '$sm' });
const figureStyle = createStyles({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** Props of {@link ComparisonTable}. */
export interface ComparisonTableProps {
  /** Refresh prices when the widget loads with items in the basket; true by default. */
  refreshOnLoad?: boolean;
  /** The cheapest plan shows only when it saves more than this many rupees; ₹1 by default. */
  minPlanSaving?: number;
  /** Most stores the cheapest plan may use; 3 by default. */
  maxPlanMerchants?: number;
  className?: string;
}

type FeeField = 'deliveryFee' | 'smallCartFee' | 'handlingCharge' | 'gstOnFees';

// The fee rows, in the order the table shows them; each field's catalogue key has the same name.
const FEE_ROWS: readonly FeeField[] = ['deliveryFee', 'smallCartFee', 'handlingCharge', 'gstOnFees'];

/**
 * The server's fee results with the shopper's memberships applied: a merchant whose rule has an
 * effect for a held membership is recomputed with core's `computeFees` (the function the server
 * uses) on the member's rule; every other result is the server's as received.
 */
function withMemberships(
  fees: readonly FeeResult[],
  rules: readonly FeeRule[],
  held: readonly string[],
  totals: ReadonlyMap<string, MerchantTotal>,
): FeeResult[] {
  if (held.length === 0) return [...fees];
  return fees.map((fee) => {
    const rule = feeRuleFor(rules, fee.platform);
    if (!rule) return fee;
    const member = ruleForMember(rule, held);
    if (member === rule) return fee;
    let cartPaise = 0;
    for (const [merchant, total] of totals)
      if (platformTotalKey(merchant) === platformTotalKey(fee.platform)) cartPaise += toPaise(total.total);
    return computeFees(member, fee.platform, cartPaise / 100);
  });
}

/** Longest the phone summary waits for the refresh on load before showing the stored prices. */
const SUMMARY_WAIT_MS = 2500;

/**
 * Whether the phone summary is shown: once the refresh on load and the fees of its prices are in
 * (`ready`), or after {@link SUMMARY_WAIT_MS} whatever is still running, and from then on. The
 * ranking depends on both: shown earlier, the cards would swap places when they land.
 */
function useSummaryReveal(ready: boolean): boolean {
  const [shown, setShown] = useState(ready);
  useEffect(() => {
    if (ready) {
      setShown(true);
      return;
    }
    const timer = setTimeout(() => setShown(true), SUMMARY_WAIT_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  return shown || ready;
}

/**
 * The basket comparison of /my-cart: one row per line, one column per
 * merchant, totals with discount, fee rows and the grand total; live prices refresh on load
 * and on 'Refresh Prices'.
 */
export function ComparisonTable({
  refreshOnLoad = true,
  minPlanSaving = 1,
  maxPlanMerchants = 3,
  className,
}: ComparisonTableProps) {
  const { messages, stores, locale, now } = useCompare();
  // One clock reading per render, so every cell ages its price against the same moment.
  const renderedAt = now();
  const basket = useBasket();
  const { refreshing, refresh, failed, finishedAt, refreshedAt, loadRefreshDone } =
    usePriceRefresh(refreshOnLoad);
  const { fees: serverFees, loading, current: feesCurrent } = useCartFees();
  const summaryShown = useSummaryReveal(feesCurrent && loadRefreshDone);
  // The fee rules and the merchants' service area arrive from queries that settle one after
  // another, each an urgent render of the whole comparison. Deferred, that render keeps the
  // summary and the plan (memoised) as they are, and they follow in a transition, in slices.
  const rules = useDeferredValue(useFeeRules());
  const held = useStore(stores.memberships, (s) => s.held);
  const area = useServiceArea();
  const serves = useDeferredValue(area.serves);
  const outOfArea = useDeferredValue(area.status === 'none');
  const [filter, setFilter] = useState(ALL);
  const [tableOpen, setTableOpen] = useState(false);
  // On a phone the folded table is not built at all until it is opened: a line's row of cells, its
  // stepper and every footer row made /my-cart's first render on a phone several long tasks.
  const phone = useMediaQuery(PHONE_QUERY);
  const tableMounted = tableOpen || !phone;
  const titleId = useId();
  const tableRegionId = useId();
  const { items } = basket;
  // The basket is read from storage after mount, and React renders a store's change at once, in
  // one piece: the whole comparison appearing that way was the longest task of /my-cart on a
  // phone. Deferred, the spinner stays for that render and the comparison follows in a transition,
  // in slices between which the browser stays responsive.
  const shownHydrated = useDeferredValue(basket.hydrated);
  // The first Intl formatter a page builds loads the browser's locale data (about 20 ms on a
  // laptop, four times that on a phone). Here the first is the clock of 'Prices refreshed 10:42 am',
  // inside the render the refresh's answer causes; built in a task of its own while the refresh
  // runs, that render stays short.
  useEffect(() => {
    const timer = setTimeout(() => clockTime(new Date(), locale), 0);
    return () => clearTimeout(timer);
  }, [locale]);

  const merchants = useMemo(() => merchantsInBasket(items), [items]);
  const totals = useMemo(
    () => new Map(merchants.map((m) => [m, merchantTotal(items, m)])),
    [items, merchants],
  );
  const active = filter !== ALL && merchants.includes(filter) ? filter : ALL;
  const columns = active === ALL ? merchants : [active];
  const fees = useMemo(
    () => withMemberships(serverFees, rules, held, totals),
    [serverFees, rules, held, totals],
  );
  const cheapest = outOfArea ? null : cheapestMerchant(items, merchants, fees, serves);
  const options = [
    { value: ALL, label: messages.filterAll },
    ...merchants.map((m) => ({ value: m, label: merchantLabel(m) })),
  ];

  const feeCell = (merchant: string, render: (fee: FeeResult) => string) => {
    if (loading) return messages.computingFees;
    const fee = feeResultFor(fees, merchant);
    return fee ? render(fee) : messages.notAvailable;
  };
  const cheapestClass = (merchant: string) => (merchant === cheapest ? cheapestCellStyle() : undefined);

  let content: ReactNode;
  if (!shownHydrated) content = <Spinner label={messages.loading} />;
  else if (items.length === 0) content = <p className={statusStyle()}>{messages.noItemsInCart}</p>;
  else {
    content = (
      <>
        {summaryShown ? (
          <MerchantSummary
            items={items}
            merchants={columns}
            totals={totals}
            fees={fees}
            loading={loading}
            cheapest={cheapest}
            serves={serves}
            failed={failed}
            refreshedAt={refreshedAt}
            locale={locale}
          />
        ) : (
          <MerchantSummaryPlaceholder count={columns.length} />
        )}
        <Button
          variant="outline"
          className={disclosureStyle()}
          aria-expanded={tableOpen}
          aria-controls={tableRegionId}
          onClick={() => setTableOpen((open) => !open)}
        >
          {messages.lineByLine}
        </Button>
        <div id={tableRegionId} className={lineTableStyle()} data-open={tableOpen ? '' : undefined}>
          {tableMounted ? (
            <Table.ScrollArea aria-labelledby={titleId} className={scrollAreaStyle()}>
              <Table.Root stickyFirstColumn>
                <Table.Header>
                  <Table.Row>
                    <Table.HeaderCell>{messages.productColumn}</Table.HeaderCell>
                    {columns.map((merchant) => {
                      const logo = merchantLogo(merchant);
                      return (
                        <Table.HeaderCell
                          key={merchant}
                          data-merchant={merchant}
                          className={cheapestClass(merchant)}
                        >
                          <span className={columnStyle()}>
                            <span className={columnNameStyle()} data-column-name="">
                              {logo ? (
                                <img className={logoStyle()} src={logo} alt="" width={24} height={24} />
                              ) : null}
                              {merchantLabel(merchant)}
                            </span>
                            <ColumnNotes
                              merchant={merchant}
                              items={items}
                              fee={loading ? undefined : feeResultFor(fees, merchant)}
                              failed={failed.has(merchant)}
                              refreshedAt={refreshedAt.get(merchant)}
                              locale={locale}
                            />
                            {merchant === cheapest ? (
                              <Tag variant="success" data-testid="cheapest-tag">
                                {formatMessage(messages.comparisonCheapest, {
                                  price: formatINR(
                                    feeResultFor(fees, merchant)?.grandTotal ??
                                      totals.get(merchant)?.total ??
                                      0,
                                  ),
                                })}
                              </Tag>
                            ) : null}
                          </span>
                        </Table.HeaderCell>
                      );
                    })}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {items.map((item) => {
                    const image = lowestOffer(item.platformData)?.img;
                    return (
                      <Table.Row
                        key={`${item.productId}\u0000${item.variant}`}
                        data-product-id={item.productId}
                      >
                        <Table.HeaderCell scope="row">
                          <div className={productStyle()}>
                            {image ? (
                              <img
                                className={productImageStyle()}
                                src={image}
                                alt=""
                                width={48}
                                height={48}
                              />
                            ) : (
                              <span />
                            )}
                            <span className={productTextStyle()}>
                              <span className={brandStyle()}>{item.brand}</span>
                              <span className={nameStyle()}>{item.productName}</span>
                              <span className={brandStyle()}>{item.variant}</span>
                              <QuantityStepper
                                value={item.quantity}
                                min={0}
                                onValueChange={(next: number) =>
                                  basket.setQuantity(item.productId, item.variant, next)
                                }
                                label={formatMessage(messages.quantityOf, { name: lineName(item) })}
                                decreaseLabel={messages.decreaseQuantity}
                                increaseLabel={messages.increaseQuantity}
                              />
                            </span>
                          </div>
                        </Table.HeaderCell>
                        {columns.map((merchant) => (
                          <Table.Cell
                            key={merchant}
                            data-merchant={merchant}
                            className={cheapestClass(merchant)}
                          >
                            <ComparisonCell
                              offer={offerAt(item.platformData, merchant)}
                              now={renderedAt}
                              variant={item.variant}
                              merchant={merchantLabel(merchant)}
                            />
                          </Table.Cell>
                        ))}
                      </Table.Row>
                    );
                  })}
                </Table.Body>
                <Table.Footer>
                  <Table.Row data-row="total">
                    <Table.HeaderCell scope="row">{messages.platformTotal}</Table.HeaderCell>
                    {columns.map((merchant) => {
                      const total = totals.get(merchant);
                      const percent = total?.discountPercent ?? 0;
                      return (
                        <Table.Cell
                          key={merchant}
                          data-merchant={merchant}
                          className={cheapestClass(merchant)}
                        >
                          <span className={figureStyle()}>
                            {formatINR(total?.total ?? 0)}{' '}
                            {percent > 0
                              ? formatMessage(messages.discountOff, { discount: percent })
                              : messages.dash}
                          </span>
                          {inStockLineCount(items, merchant) < items.length ? (
                            <span className={coverageStyle()} data-testid="total-coverage">
                              {' '}
                              {formatMessage(
                                messages.itemsCovered,
                                { count: inStockLineCount(items, merchant), total: items.length },
                                locale,
                              )}
                            </span>
                          ) : null}
                        </Table.Cell>
                      );
                    })}
                  </Table.Row>
                  {FEE_ROWS.map((field) => (
                    <Table.Row key={field} data-row={field}>
                      <Table.HeaderCell scope="row">{messages[field]}</Table.HeaderCell>
                      {columns.map((merchant) => (
                        <Table.Cell
                          key={merchant}
                          data-merchant={merchant}
                          className={cheapestClass(merchant)}
                        >
                          <span className={figureStyle()}>
                            {feeCell(merchant, (fee) => formatFee(fee[field]))}
                          </span>
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  ))}
                  <Table.Row data-row="grandTotal">
                    <Table.HeaderCell scope="row">{messages.grandTotal}</Table.HeaderCell>
                    {columns.map((merchant) => (
                      <Table.Cell key={merchant} data-merchant={merchant} className={cheapestClass(merchant)}>
                        <span className={figureStyle()}>
                          {feeCell(merchant, (fee) => formatINR(fee.grandTotal))}
                        </span>
                      </Table.Cell>
                    ))}
                  </Table.Row>
                </Table.Footer>
              </Table.Root>
            </Table.ScrollArea>
          ) : null}
        </div>
        <FeeNote />
        <MembershipPicker rules={rules} merchants={merchants} />
        {outOfArea ? null : (
          <SplitSummary
            items={items}
            rules={rules}
            serves={serves}
            memberships={held}
            minSaving={minPlanSaving}
            maxMerchants={maxPlanMerchants}
          />
        )}
      </>
    );
  }

  return (
    // A plain container: the table's scroll region is the one landmark named by the title.
    <div className={rootClass(rootStyle(), className)} data-compare-widget="comparison-table">
      <div className={toolbarStyle()}>
        <h2 id={titleId} className={headingStyle()}>
          {messages.myCart}
        </h2>
        <div className={controlsStyle()}>
          <div className={filterStyle()}>
            <Select
              label={messages.filterLabel}
              options={options}
              value={active}
              onValueChange={setFilter}
              disabled={items.length === 0}
            />
          </div>
          <Button
            variant="outline"
            onClick={() => void refresh()}
            aria-busy={refreshing || undefined}
            aria-disabled={refreshing || items.length === 0 || undefined}
          >
            {refreshing ? messages.updating : messages.refreshPrices}
          </Button>
        </div>
      </div>
      {finishedAt ? (
        <p className={refreshedStyle()} data-testid="last-refreshed">
          {formatMessage(messages.lastRefreshed, { time: clockTime(finishedAt, locale, renderedAt) })}
        </p>
      ) : refreshOnLoad && items.length > 0 ? (
        // The line the first refresh will fill, held from the start so the comparison below does
        // not move down when it lands.
        <p className={refreshedStyle()} aria-hidden="true">
          {'\u00a0'}
        </p>
      ) : null}
      {items.length > 0 ? <NotServedNotice /> : null}
      {content}
    </div>
  );
}
