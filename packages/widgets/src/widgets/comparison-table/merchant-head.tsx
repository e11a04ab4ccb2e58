import { type CartItem, type FeeResult, formatINR, formatMessage, type LeftOut } from '@compare/core';
import { Table, Tag } from '@compare/ui';
import type { CompareLocale } from '../../context';
import { useCompare } from '../../context';
import { merchantLabel, merchantLogo } from '../../internal/product';
import { logoStyle } from '../../internal/styles';
import { ColumnNotes } from './column-notes';
import { columnNameStyle, columnStyle, notesStyle } from './placeholders';

/** Props of {@link MerchantHead}. */
export interface MerchantHeadProps {
  merchant: string;
  items: readonly CartItem[];
  /** Its fee result as the column's order uses it (kept while new fees compute), if any yet. */
  fee: FeeResult | undefined;
  /** Its landed total when it is tagged 'Cheapest'. */
  cheapestTotal: number | null;
  leftOut: LeftOut | null;
  failed: boolean;
  refreshedAt: Date | undefined;
  locale: CompareLocale;
  className: string | undefined;
}

/** A merchant's column head: logo and name, its notes and, for the cheapest, 'Cheapest: ₹…'. */
export function MerchantHead(props: MerchantHeadProps) {
  const { messages } = useCompare();
  const { merchant, cheapestTotal } = props;
  const logo = merchantLogo(merchant);
  return (
    <Table.HeaderCell data-merchant={merchant} className={props.className}>
      <span className={columnStyle()}>
        <span className={columnNameStyle()} data-column-name="">
          {logo ? <img className={logoStyle()} src={logo} alt="" width={24} height={24} /> : null}
          {merchantLabel(merchant)}
        </span>
        <span className={notesStyle()}>
          <ColumnNotes
            merchant={merchant}
            items={props.items}
            fee={props.fee}
            failed={props.failed}
            refreshedAt={props.refreshedAt}
            locale={props.locale}
            leftOut={props.leftOut}
          />
          {cheapestTotal !== null ? (
            <Tag variant="success" data-testid="cheapest-tag">
              {formatMessage(messages.comparisonCheapest, { price: formatINR(cheapestTotal) })}
            </Tag>
          ) : null}
        </span>
      </span>
    </Table.HeaderCell>
  );
}
