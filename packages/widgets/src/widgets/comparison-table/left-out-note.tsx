import { formatMessage, type LeftOut, type Messages, type StaleLine } from '@compare/core';
import { merchantLabel } from '../../internal/product';
import { lineName } from '../basket-sheet/basket-lines';

/** Why one merchant is left out, in words: 'Zepto arrives in 25 min'. */
export function leftOutReason(entry: LeftOut, messages: Messages): string {
  const merchant = merchantLabel(entry.merchant);
  if (entry.reason === 'too-slow')
    return formatMessage(messages.leftOutTooSlow, { merchant, eta: Math.round(entry.eta ?? 0) });
  if (entry.reason === 'eta-unknown') return formatMessage(messages.leftOutEtaUnknown, { merchant });
  return formatMessage(messages.leftOutNotServed, { merchant });
}

/** 'Left out: Zepto arrives in 25 min; Swiggy does not deliver here', or null when nobody is. */
export function leftOutText(entries: readonly LeftOut[], messages: Messages): string | null {
  if (entries.length === 0) return null;
  return formatMessage(messages.leftOutNote, {
    reasons: entries.map((entry) => leftOutReason(entry, messages)).join('; '),
  });
}

/**
 * 'Price too old, not counted: Amul Taaza Toned Milk (1 l) at Zepto', or null when every in-stock
 * price is current.
 */
export function staleLeftOutText(lines: readonly StaleLine[], messages: Messages): string | null {
  if (lines.length === 0) return null;
  return formatMessage(messages.staleLeftOutNote, {
    lines: lines
      .map((l) =>
        formatMessage(messages.staleLeftOutLine, {
          line: lineName(l.item, messages),
          merchants: l.merchants.map(merchantLabel).join(', '),
        }),
      )
      .join('; '),
  });
}
