import {
  type CartItem,
  type FeeResult,
  feeResultFor,
  feesKnown,
  formatINR,
  formatMessage,
  inStockLineCount,
  type MerchantTotal,
  toPaise,
} from '@compare/core';
import { createStyles, Skeleton, Tag } from '@compare/ui';
import { memo } from 'react';
import type { CompareLocale } from '../../context';
import { useCompare } from '../../context';
import { merchantLabel, merchantLogo } from '../../internal/product';
import { listStyle, logoStyle, MEDIUM } from '../../internal/styles';
import { ColumnNotes } from './column-notes';

const listClass = createStyles({
  display: 'grid',
  gap: '$2',
  // The summary answers the question on a phone; wider screens show the full table instead.
  [MEDIUM]: { display: 'none' },
});
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
  merchants: readonly string[];
  totals: ReadonlyMap<string, MerchantTotal>;
  /**
   * Fee results with memberships applied. While `loading` they are the previous answer's: they keep
   * the order and the card layout steady, and the figures wait for the new answer.
   */
  fees: readonly FeeResult[];
  loading: boolean;
  /** The merchant tagged 'Cheapest', if any. */
  cheapest: string | null;
  serves: (merchant: string) => boolean;
  failed: ReadonlySet<string>;
  refreshedAt: ReadonlyMap<string, Date>;
  locale: CompareLocale;
  id?: string;
}

interface Entry {
  merchant: string;
  fee: FeeResult | undefined;
  inStock: number;
  known: boolean;
  /** Grand total with known fees, else the items total. */
  paise: number;
  tier: number;
}

// Known fees taken together; an unknown (null) fee adds nothing.
function feesPaise(fee: FeeResult): number {
  return [fee.deliveryFee, fee.smallCartFee, fee.handlingCharge, fee.gstOnFees].reduce<number>(
    (sum, value) => sum + (typeof value === 'number' ? toPaise(value) : 0),
    0,
  );
}

/**
 * The merchants in the order a shopper should read them, cheapest first. Only a merchant that has
 * every line in stock, serves the location and has known fees can be compared on its grand total,
 * so those come first by grand total; then full baskets whose fees are unknown (their figure is
 * items only, so it must not outrank a landed total); then the merchants lacking lines, the most
 * lines first and, among equals, known fees before unknown ones.
 */
export function rankMerchants(
  props: Pick<MerchantSummaryProps, 'items' | 'merchants' | 'totals' | 'fees' | 'serves'>,
): Entry[] {
  const { items, merchants, totals, fees, serves } = props;
  return merchants
    .map((merchant): Entry => {
      const fee = feeResultFor(fees, merchant);
      const inStock = inStockLineCount(items, merchant);
      const known = feesKnown(fee);
      const full = inStock === items.length && serves(merchant);
      const paise = fee && known ? toPaise(fee.grandTotal) : toPaise(totals.get(merchant)?.total ?? 0);
      return { merchant, fee, inStock, known, paise, tier: full ? (known ? 0 : 1) : 2 };
    })
    .sort(
      (a, b) =>
        a.tier - b.tier || b.inStock - a.inStock || Number(b.known) - Number(a.known) || a.paise - b.paise,
    );
}

/** Height of a summary card with its fees line, for the placeholders before the first fees. */
const CARD_HEIGHT = '6.875rem';

/**
 * What the summary shows until the basket's first fees arrive: one placeholder per store. The
 * stores' order depends on the fees, so naming them earlier would show an order that then changes.
 */
export function MerchantSummaryPlaceholder({ count }: { count: number }) {
  const { messages } = useCompare();
  return (
    <ul className={`${listStyle()} ${listClass()}`} aria-label={messages.storeTotals} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
        <li key={index}>
          <Skeleton height={CARD_HEIGHT} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The phone's answer to "where do I buy this basket?": one card per merchant, cheapest first, with
 * its grand total, what it covers ("4 of 6 items"), its fees, and the verdicts the table's column
 * heads carry ('Cheapest', 'Fees unknown', not delivering here, the refresh state).
 */
export const MerchantSummary = memo(function MerchantSummary(props: MerchantSummaryProps) {
  const { items, totals, loading, cheapest, serves, failed, refreshedAt, locale, id } = props;
  const { messages } = useCompare();
  return (
    <ul className={`${listStyle()} ${listClass()}`} aria-label={messages.storeTotals} id={id}>
      {rankMerchants(props).map(({ merchant, fee, known, paise }) => {
        const logo = merchantLogo(merchant);
        const itemsTotal = totals.get(merchant)?.total ?? 0;
        return (
          <li
            key={merchant}
            className={cardStyle()}
            data-testid="merchant-summary"
            data-merchant={merchant}
            data-cheapest={merchant === cheapest ? '' : undefined}
          >
            <div className={headStyle()}>
              <span className={nameStyle()}>
                {logo ? <img className={logoStyle()} src={logo} alt="" width={24} height={24} /> : null}
                {merchantLabel(merchant)}
              </span>
              {merchant === cheapest ? (
                <Tag variant="success" data-testid="summary-cheapest-tag">
                  {formatMessage(messages.comparisonCheapest, { price: formatINR(paise / 100) })}
                </Tag>
              ) : null}
            </div>
            <div className={totalStyle()}>
              <span>{messages.grandTotal}</span>
              <span className={figureStyle()} data-testid="summary-grand-total">
                {loading ? messages.computingFees : formatINR(paise / 100)}
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
                testIdPrefix="summary-"
              />
              {serves(merchant) ? null : (
                <Tag variant="neutral" data-testid="summary-not-served">
                  {messages.notServedHere}
                </Tag>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
});
