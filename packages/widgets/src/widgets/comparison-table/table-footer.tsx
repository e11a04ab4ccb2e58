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
import { Ghost } from '../../internal/ghost';

const coverageStyle = createStyles({ color: '$muted', fontSize: '$xs', fontWeight: '$regular' });
const figureStyle = createStyles({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

type FeeField = 'deliveryFee' | 'smallCartFee' | 'handlingCharge' | 'gstOnFees';

// The fee rows, in the order the table shows them; each field's catalogue key has the same name.
const FEE_ROWS: readonly FeeField[] = ['deliveryFee', 'smallCartFee', 'handlingCharge', 'gstOnFees'];

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

/** The footer rows before the basket is read: their names, and a figure's ghost per merchant. */
export function TableFooterSkeleton({ columns }: { columns: number }) {
  const { messages } = useCompare();
  const rows = ['platformTotal', ...FEE_ROWS, 'grandTotal'] as const;
  return (
    <Table.Footer aria-hidden="true">
      {rows.map((row) => (
        <Table.Row key={row}>
          <Table.HeaderCell scope="row">{messages[row]}</Table.HeaderCell>
          {Array.from({ length: columns }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
            <Table.Cell key={index}>
              <Ghost className={figureStyle()}>₹000.00</Ghost>
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
    </Table.Footer>
  );
}
