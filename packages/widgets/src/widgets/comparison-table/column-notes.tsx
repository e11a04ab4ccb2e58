import {
  type CartItem,
  type FeeResult,
  feesKnown,
  formatMessage,
  inStockLineCount,
  type LeftOut,
  offerAt,
} from '@compare/core';
import { Tag } from '@compare/ui';
import type { CompareLocale } from '../../context';
import { useCompare } from '../../context';
import { clockTime } from '../../internal/freshness';

/** Props of a merchant column's notes. */
export interface ColumnNotesProps {
  merchant: string;
  items: readonly CartItem[];
  /** The merchant's fee result once known (undefined while fees compute). */
  fee: FeeResult | undefined;
  /** True when the last refresh could not fetch this merchant's prices. */
  failed: boolean;
  /** When this merchant's prices were last refreshed in this session. */
  refreshedAt: Date | undefined;
  locale: CompareLocale;
  /** Why delivery leaves this merchant out of the verdicts (not serving here, over the deadline). */
  leftOut?: LeftOut | null | undefined;
  /** Put before each note's test id, so a second set of notes (the phone summary) stays apart. */
  testIdPrefix?: string | undefined;
}

/** When the oldest of a merchant's kept prices was observed, if the offers say. */
function oldestObservation(items: readonly CartItem[], merchant: string): Date | undefined {
  let oldest: number | undefined;
  for (const item of items) {
    const at = Date.parse(offerAt(item.platformData, merchant)?.observedAt ?? '');
    if (Number.isFinite(at) && (oldest === undefined || at < oldest)) oldest = at;
  }
  return oldest === undefined ? undefined : new Date(oldest);
}

/**
 * What a shopper must know before trusting a merchant's column: how many lines it has in stock
 * at a current price when it lacks some ("4 of 6 items"), that its fees are unknown (so its Grand
 * Total is items only), why delivery leaves it out ('Does not deliver here', 'Arrives in 25 min'
 * under a shorter deadline), and that its prices could not be refreshed ("Price from 10:42 am"
 * when an earlier refresh worked, else "Couldn't refresh"); the old offer itself stays, as the
 * refresh rule says.
 */
export function ColumnNotes({
  merchant,
  items,
  fee,
  failed,
  refreshedAt,
  locale,
  leftOut = null,
  testIdPrefix = '',
}: ColumnNotesProps) {
  const { messages, now } = useCompare();
  const inStock = inStockLineCount(items, merchant);
  // The kept prices date from this session's last good refresh, else from their observation.
  const keptFrom = refreshedAt ?? (failed ? oldestObservation(items, merchant) : undefined);
  return (
    <>
      {inStock < items.length ? (
        <Tag variant="neutral" data-testid={`${testIdPrefix}column-coverage`}>
          {formatMessage(messages.itemsCovered, { count: inStock, total: items.length }, locale)}
        </Tag>
      ) : null}
      {leftOut?.reason === 'not-served' ? (
        <Tag variant="neutral" data-testid={`${testIdPrefix}not-served`}>
          {messages.notServedHere}
        </Tag>
      ) : null}
      {leftOut?.reason === 'too-slow' ? (
        <Tag variant="warning" data-testid={`${testIdPrefix}too-slow`}>
          {formatMessage(messages.tooSlowTag, { eta: Math.round(leftOut.eta ?? 0) })}
        </Tag>
      ) : null}
      {leftOut?.reason === 'eta-unknown' ? (
        <Tag variant="warning" data-testid={`${testIdPrefix}eta-unknown`}>
          {messages.etaUnknownTag}
        </Tag>
      ) : null}
      {fee && !feesKnown(fee) ? (
        <Tag variant="warning" data-testid={`${testIdPrefix}fees-unknown`}>
          {messages.feesUnknown}
        </Tag>
      ) : null}
      {failed ? (
        <Tag variant="warning" data-testid={`${testIdPrefix}refresh-failed`}>
          {keptFrom
            ? formatMessage(messages.priceFrom, { time: clockTime(keptFrom, locale, now()) })
            : messages.refreshFailed}
        </Tag>
      ) : null}
    </>
  );
}
