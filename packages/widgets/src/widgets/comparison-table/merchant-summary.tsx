import {
  type CartItem,
  type FeeResult,
  formatINR,
  formatMessage,
  type MerchantTotal,
  type RankedMerchant,
  toPaise,
} from '@compare/core';
import { createStyles, Tag } from '@compare/ui';
import { memo } from 'react';
import type { CompareLocale } from '../../context';
import { useCompare } from '../../context';
import { merchantLabel, merchantLogo } from '../../internal/product';
import { listStyle, logoStyle } from '../../internal/styles';
import { ColumnNotes } from './column-notes';
import { listClass } from './placeholders';

const cardStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  padding: '$3',
  border: '1px solid $colors$border',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  minWidth: 0,
  '&[data-cheapest]': { borderColor: '$success', backgroundColor: '$successSubtle' },
});
const headStyle = createStyles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
});
const nameStyle = createStyles({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  fontWeight: '$semibold',
  color: '$text',
});
const totalStyle = createStyles({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '$2',
  color: '$text',
});
const figureStyle = createStyles({
  fontSize: '$lg',
  fontWeight: '$bold',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
const mutedStyle = createStyles({ margin: 0, color: '$muted', fontSize: '$sm' });
const tagsStyle = createStyles({ display: 'flex', flexWrap: 'wrap', gap: '$1' });

/** Props of {@link MerchantSummary}. */
export interface MerchantSummaryProps {
  items: readonly CartItem[];
  /** The merchants to show, in the honest order (core's `rankMerchants`). */
  ranked: readonly RankedMerchant[];
  totals: ReadonlyMap<string, MerchantTotal>;
  /** True while new fees compute: the figures wait, the cards keep their order and height. */
  loading: boolean;
  /** The merchant tagged 'Cheapest', if any. */
  cheapest: string | null;
  failed: ReadonlySet<string>;
  refreshedAt: ReadonlyMap<string, Date>;
  locale: CompareLocale;
  id?: string | undefined;
}

// Known fees taken together; an unknown (null) fee adds nothing.
function feesPaise(fee: FeeResult): number {
  return [fee.deliveryFee, fee.smallCartFee, fee.handlingCharge, fee.gstOnFees].reduce<number>(
    (sum, value) => sum + (typeof value === 'number' ? toPaise(value) : 0),
    0,
  );
}

/**
 * One card per merchant on a phone, in the honest order: every item and known fees first (cheapest
 * first), then unknown fees, then stores lacking items, then those delivery leaves out; each with
 * its grand total, what it covers ("4 of 6 items"), its fees and the verdicts the table's column
 * heads carry ('Cheapest', 'Fees unknown', not delivering here or in time, the refresh state).
 */
export const MerchantSummary = memo(function MerchantSummary(props: MerchantSummaryProps) {
  const { items, ranked, totals, loading, cheapest, failed, refreshedAt, locale, id } = props;
  const { messages } = useCompare();
  return (
    <ul className={`${listStyle()} ${listClass()}`} aria-label={messages.storeTotals} id={id}>
      {ranked.map(({ merchant, fee, feesKnown: known, total, leftOut, group }) => {
        const logo = merchantLogo(merchant);
        const itemsTotal = totals.get(merchant)?.total ?? 0;
        return (
          <li
            key={merchant}
            className={cardStyle()}
            data-testid="merchant-summary"
            data-merchant={merchant}
            data-group={group}
            data-cheapest={merchant === cheapest ? '' : undefined}
          >
            <div className={headStyle()}>
              <span className={nameStyle()}>
                {logo ? <img className={logoStyle()} src={logo} alt="" width={24} height={24} /> : null}
                {merchantLabel(merchant)}
              </span>
              {merchant === cheapest ? (
                <Tag variant="success" data-testid="summary-cheapest-tag">
                  {formatMessage(messages.comparisonCheapest, { price: formatINR(total) })}
                </Tag>
              ) : null}
            </div>
            <div className={totalStyle()}>
              <span>{messages.grandTotal}</span>
              <span className={figureStyle()} data-testid="summary-grand-total">
                {loading ? messages.computingFees : formatINR(total)}
              </span>
            </div>
            {fee && known ? (
              // While new fees are computed the line stays as a blank one, so the cards keep their
              // height and nothing below them jumps.
              <p className={mutedStyle()} aria-hidden={loading || undefined}>
                {loading
                  ? '\u00a0'
                  : formatMessage(messages.itemsPlusFees, {
                      items: formatINR(itemsTotal),
                      fees: formatINR(feesPaise(fee) / 100),
                    })}
              </p>
            ) : null}
            <div className={tagsStyle()}>
              <ColumnNotes
                merchant={merchant}
                items={items}
                fee={fee}
                failed={failed.has(merchant)}
                refreshedAt={refreshedAt.get(merchant)}
                locale={locale}
                leftOut={leftOut}
                testIdPrefix="summary-"
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
});
