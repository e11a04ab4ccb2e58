import {
  type CartItem,
  type FeeResult,
  formatFee,
  formatINR,
  formatMessage,
  type MerchantTotal,
  merchantsInBasket,
  merchantTotal,
  toFeeKey,
  toPaise,
} from '@compare/core';
import { Button, createStyles, QuantityStepper, Select, Spinner, Table, Tag } from '@compare/ui';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useCompare } from '../../context';
import { useBasket } from '../../hooks/use-basket';
import { merchantLabel, merchantLogo } from '../../internal/product';
import { headingStyle, logoStyle, rootClass, statusStyle } from '../../internal/styles';
import { lineName, lowestOffer, offerAt } from '../basket-sheet/basket-lines';
import { ComparisonCell } from './comparison-cell';
import { FeeNote } from './fee-note';
import { SplitSummary } from './split-summary';
import { useCartFees } from './use-cart-fees';
import { usePriceRefresh } from './use-price-refresh';

/** The Filter's value for every platform. */
const ALL = 'all';

const rootStyle = createStyles({ display: 'flex', flexDirection: 'column', gap: '$4', color: '$text' });
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
  textAlign: 'start',
  fontWeight: '$regular',
  color: '$text',
  whiteSpace: 'normal',
});
const productImageStyle = createStyles({
  width: '48px',
  height: '48px',
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
const figureStyle = createStyles({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** Props of {@link ComparisonTable}. */
export interface ComparisonTableProps {
  /** Refresh prices when the widget loads with items in the basket (spec §4); true by default. */
  refreshOnLoad?: boolean;
  className?: string;
}

type FeeField = 'deliveryFee' | 'smallCartFee' | 'handlingCharge' | 'gstOnFees';

// The fee rows of spec §2, in order; each field's catalogue key has the same name.
const FEE_ROWS: readonly FeeField[] = ['deliveryFee', 'smallCartFee', 'handlingCharge', 'gstOnFees'];

function feeFor(fees: readonly FeeResult[], merchant: string): FeeResult | undefined {
  const key = toFeeKey(merchant);
  return fees.find((fee) => toFeeKey(fee.platform) === key);
}

/**
 * The merchant whose basket costs least: only merchants listing every line in stock compete
 * (a merchant missing an item is not cheaper, it is incomplete), compared on the grand total
 * when fees are known and on the items total otherwise. Null unless at least two compete.
 */
function cheapestMerchant(
  items: readonly CartItem[],
  merchants: readonly string[],
  totals: ReadonlyMap<string, MerchantTotal>,
  fees: readonly FeeResult[],
): string | null {
  const complete = merchants.filter((m) =>
    items.every((item) => {
      const offer = offerAt(item, m);
      return offer !== undefined && !offer.isOutOfStock;
    }),
  );
  if (complete.length < 2) return null;
  let best: { merchant: string; paise: number } | null = null;
  for (const merchant of complete) {
    const amount = feeFor(fees, merchant)?.grandTotal ?? totals.get(merchant)?.total ?? 0;
    const paise = toPaise(amount);
    if (!best || paise < best.paise) best = { merchant, paise };
  }
  return best?.merchant ?? null;
}

/**
 * The basket comparison of /my-cart (spec §2, §4, §9): one row per line, one column per
 * merchant, totals with discount, fee rows and the grand total; live prices refresh on load
 * and on 'Refresh Prices'.
 */
export function ComparisonTable({ refreshOnLoad = true, className }: ComparisonTableProps) {
  const { messages } = useCompare();
  const basket = useBasket();
  const { refreshing, refresh } = usePriceRefresh(refreshOnLoad);
  const { fees, loading } = useCartFees();
  const [filter, setFilter] = useState(ALL);
  const titleId = useId();
  const { items } = basket;

  const merchants = useMemo(() => merchantsInBasket(items), [items]);
  const totals = useMemo(
    () => new Map(merchants.map((m) => [m, merchantTotal(items, m)])),
    [items, merchants],
  );
  const active = filter !== ALL && merchants.includes(filter) ? filter : ALL;
  const columns = active === ALL ? merchants : [active];
  const cheapest = cheapestMerchant(items, merchants, totals, fees);
  const options = [
    { value: ALL, label: messages.filterAll },
    ...merchants.map((m) => ({ value: m, label: merchantLabel(m) })),
  ];

  const feeCell = (merchant: string, render: (fee: FeeResult) => string) => {
    if (loading) return messages.computingFees;
    const fee = feeFor(fees, merchant);
    return fee ? render(fee) : messages.notAvailable;
  };
  const cheapestClass = (merchant: string) => (merchant === cheapest ? cheapestCellStyle() : undefined);

  let content: ReactNode;
  if (!basket.hydrated) content = <Spinner label={messages.loading} />;
  else if (items.length === 0) content = <p className={statusStyle()}>{messages.noItemsInCart}</p>;
  else {
    content = (
      <>
        <Table.ScrollArea aria-labelledby={titleId}>
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
                        <span className={columnNameStyle()}>
                          {logo ? (
                            <img className={logoStyle()} src={logo} alt="" width={24} height={24} />
                          ) : null}
                          {merchantLabel(merchant)}
                        </span>
                        {merchant === cheapest ? (
                          <Tag variant="success" data-testid="cheapest-tag">
                            {formatMessage(messages.comparisonCheapest, {
                              price: formatINR(
                                feeFor(fees, merchant)?.grandTotal ?? totals.get(merchant)?.total ?? 0,
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
                const image = lowestOffer(item)?.img;
                return (
                  <Table.Row key={`${item.productId}\u0000${item.variant}`} data-product-id={item.productId}>
                    <Table.HeaderCell scope="row">
                      <div className={productStyle()}>
                        {image ? (
                          <img className={productImageStyle()} src={image} alt="" width={48} height={48} />
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
                      <Table.Cell key={merchant} data-merchant={merchant} className={cheapestClass(merchant)}>
                        <ComparisonCell
                          offer={offerAt(item, merchant)}
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
                    <Table.Cell key={merchant} data-merchant={merchant} className={cheapestClass(merchant)}>
                      <span className={figureStyle()}>
                        {formatINR(total?.total ?? 0)}{' '}
                        {percent > 0
                          ? formatMessage(messages.discountOff, { discount: percent })
                          : messages.dash}
                      </span>
                    </Table.Cell>
                  );
                })}
              </Table.Row>
              {FEE_ROWS.map((field) => (
                <Table.Row key={field} data-row={field}>
                  <Table.HeaderCell scope="row">{messages[field]}</Table.HeaderCell>
                  {columns.map((merchant) => (
                    <Table.Cell key={merchant} data-merchant={merchant} className={cheapestClass(merchant)}>
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
        <FeeNote />
        <SplitSummary items={items} />
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
      {content}
    </div>
  );
}
