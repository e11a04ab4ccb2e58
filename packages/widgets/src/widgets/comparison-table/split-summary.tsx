import { type CartItem, cheapestSplit, formatINR, formatMessage } from '@compare/core';
import { createStyles } from '@compare/ui';
import { useMemo } from 'react';
import { useCompare } from '../../context';
import { merchantLabel } from '../../internal/product';
import { listStyle } from '../../internal/styles';

const boxStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$4',
  border: '1px solid $colors$border',
  borderRadius: '$lg',
  backgroundColor: '$surfaceMuted',
});
const titleStyle = createStyles({ margin: 0, fontSize: '$md', fontWeight: '$bold' });
const textStyle = createStyles({ margin: 0, fontSize: '$sm' });
const groupStyle = createStyles({ display: 'flex', flexDirection: 'column', gap: '$1', fontSize: '$sm' });

/** Props of the cheapest-split summary. */
export interface SplitSummaryProps {
  items: readonly CartItem[];
}

/**
 * Buying each line where it costs least (core's `cheapestSplit`), shown only when that means
 * more than one store, since one store is already a column of the table.
 */
export function SplitSummary({ items }: SplitSummaryProps) {
  const { messages } = useCompare();
  const split = useMemo(() => cheapestSplit(items), [items]);
  if (split.groups.length < 2) return null;
  return (
    <section className={boxStyle()} aria-label={messages.cheapestSplit} data-testid="cheapest-split">
      <h3 className={titleStyle()}>{messages.cheapestSplit}</h3>
      <p className={textStyle()}>
        {formatMessage(messages.cheapestSplitDescription, {
          total: formatINR(split.total),
          count: split.groups.length,
        })}
      </p>
      <ul className={`${listStyle()} ${groupStyle()}`}>
        {split.groups.map((group) => (
          <li key={group.merchant}>
            <strong>{merchantLabel(group.merchant)}</strong> ({formatINR(group.itemsTotal)}):{' '}
            {group.items.map((item) => `${item.productName} (${item.variant}) × ${item.quantity}`).join(', ')}
          </li>
        ))}
      </ul>
    </section>
  );
}
