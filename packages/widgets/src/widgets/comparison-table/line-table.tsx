import type { CartItem, FeeResult, MerchantTotal, RankedMerchant } from '@compare/core';
import { createStyles, Table } from '@compare/ui';
import type { CompareLocale } from '../../context';
import { useCompare } from '../../context';
import { LineRow } from './line-row';
import { MerchantHead } from './merchant-head';
import { tableStyle } from './placeholders';
import { TableScrollArea } from './scroll-area';
import { TableFooter } from './table-footer';

const cheapestCellStyle = createStyles({ backgroundColor: '$successSubtle' });

/** Props of {@link LineTable}. */
export interface LineTableProps {
  titleId: string;
  items: readonly CartItem[];
  /** The merchant columns, in the honest order. */
  columns: readonly RankedMerchant[];
  totals: ReadonlyMap<string, MerchantTotal>;
  fees: readonly FeeResult[];
  feesLoading: boolean;
  /** The merchant tagged 'Cheapest' and its landed total, if any. */
  cheapest: { merchant: string; total: number } | null;
  failed: ReadonlySet<string>;
  refreshedAt: ReadonlyMap<string, Date>;
  locale: CompareLocale;
  onQuantity: (productId: string, variant: string, quantity: number) => void;
  /** False while the stores' order may still change: their columns are held hidden. */
  ordered: boolean;
}

/**
 * The line-by-line table: one row per basket line, one column per merchant in the honest order,
 * then the totals, fee rows and Grand Total. It scrolls sideways inside its own box when the
 * columns do not fit, with the product column kept in view.
 */
export function LineTable(props: LineTableProps) {
  const { now, messages } = useCompare();
  const { items, columns, cheapest, fees, feesLoading } = props;
  // One clock reading per render, so every cell ages its price against the same moment.
  const renderedAt = now();
  const names = columns.map((column) => column.merchant);
  const cellClass = (merchant: string) => (merchant === cheapest?.merchant ? cheapestCellStyle() : undefined);
  return (
    <TableScrollArea labelledBy={props.titleId} columns={columns.length}>
      <Table.Root
        stickyFirstColumn
        className={tableStyle()}
        aria-busy={props.ordered ? undefined : 'true'}
        data-pending={props.ordered ? undefined : ''}
      >
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{messages.productColumn}</Table.HeaderCell>
            {columns.map((column) => (
              <MerchantHead
                key={column.merchant}
                merchant={column.merchant}
                items={items}
                fee={column.fee}
                cheapestTotal={column.merchant === cheapest?.merchant ? cheapest.total : null}
                leftOut={column.leftOut}
                failed={props.failed.has(column.merchant)}
                refreshedAt={props.refreshedAt.get(column.merchant)}
                locale={props.locale}
                className={cellClass(column.merchant)}
              />
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item) => (
            <LineRow
              key={`${item.productId}\u0000${item.variant}`}
              item={item}
              columns={names}
              now={renderedAt}
              cellClass={cellClass}
              onQuantity={props.onQuantity}
            />
          ))}
        </Table.Body>
        {/* Without a store there is no total or fee to show. */}
        {columns.length > 0 ? (
          <TableFooter
            items={items}
            columns={names}
            totals={props.totals}
            fees={fees}
            loading={feesLoading}
            cellClass={cellClass}
            locale={props.locale}
          />
        ) : null}
      </Table.Root>
    </TableScrollArea>
  );
}
