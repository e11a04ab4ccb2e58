import {
  type CartItem,
  type FeeResult,
  feeResultFor,
  formatFee,
  formatINR,
  formatMessage,
  inStockLineCount,
  type MerchantTotal,
} from '@compare/core';
import { createStyles, Table } from '@compare/ui';
import type { CompareLocale } from '../../context';
import { useCompare } from '../../context';
import { FEE_ROWS, figureStyle } from './placeholders';

const coverageStyle = createStyles({ color: '$muted', fontSize: '$xs', fontWeight: '$regular' });

/** Props of {@link TableFooter}. */
export interface TableFooterProps {
  items: readonly CartItem[];
  columns: readonly string[];
  totals: ReadonlyMap<string, MerchantTotal>;
  fees: readonly FeeResult[];
  /** True while fees compute: fee cells show '...'. */
  loading: boolean;
  cellClass: (merchant: string) => string | undefined;
  locale: CompareLocale;
}

/**
 * The footer rows: each merchant's total with '(n% off)' or a dash (and "n of m items" when it
 * lacks lines), the fee rows and the Grand Total; '...' while fees compute, 'N/A' when unknown.
 */
export function TableFooter({ items, columns, totals, fees, loading, cellClass, locale }: TableFooterProps) {
  const { messages } = useCompare();
  const feeCell = (merchant: string, render: (fee: FeeResult) => string) => {
    if (loading) return messages.computingFees;
    const fee = feeResultFor(fees, merchant);
    return fee ? render(fee) : messages.notAvailable;
  };
  return (
    <Table.Footer>
      <Table.Row data-row="total">
        <Table.HeaderCell scope="row">{messages.platformTotal}</Table.HeaderCell>
        {columns.map((merchant) => {
          const total = totals.get(merchant);
          const percent = total?.discountPercent ?? 0;
          const inStock = inStockLineCount(items, merchant);
          return (
            <Table.Cell key={merchant} data-merchant={merchant} className={cellClass(merchant)}>
              <span className={figureStyle()}>
                {formatINR(total?.total ?? 0)}{' '}
                {percent > 0 ? formatMessage(messages.discountOff, { discount: percent }) : messages.dash}
              </span>
              {inStock < items.length ? (
                <span className={coverageStyle()} data-testid="total-coverage">
                  {' '}
                  {formatMessage(messages.itemsCovered, { count: inStock, total: items.length }, locale)}
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
            <Table.Cell key={merchant} data-merchant={merchant} className={cellClass(merchant)}>
              <span className={figureStyle()}>{feeCell(merchant, (fee) => formatFee(fee[field]))}</span>
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
      <Table.Row data-row="grandTotal">
        <Table.HeaderCell scope="row">{messages.grandTotal}</Table.HeaderCell>
        {columns.map((merchant) => (
          <Table.Cell key={merchant} data-merchant={merchant} className={cellClass(merchant)}>
            <span className={figureStyle()}>{feeCell(merchant, (fee) => formatINR(fee.grandTotal))}</span>
          </Table.Cell>
        ))}
      </Table.Row>
    </Table.Footer>
  );
}
