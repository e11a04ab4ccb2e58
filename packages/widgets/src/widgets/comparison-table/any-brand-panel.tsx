import {
  type CartItem,
  type ComparedBasketLine,
  type ComparedChoice,
  formatMessage,
  formatUnitPrice,
} from '@compare/core';
import { createStyles } from '@compare/ui';
import { useId } from 'react';
import { useCompare } from '../../context';
import { listStyle } from '../../internal/styles';
import { lineName } from '../basket-sheet/basket-lines';
import { hintStyle, lineStyle, panelStyle, titleStyle as panelTitleStyle } from './placeholders';
import type { AnyBrandState } from './use-any-brand';

const switchStyle = createStyles({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  cursor: 'pointer',
  minHeight: '44px',
  minWidth: 0,
  '& input': { width: '20px', height: '20px', flexShrink: 0, accentColor: '$primary', margin: 0 },
});
// One line per switch whatever the product's name, so the box held before the basket is read (the
// placeholder below) is the box the switches fill.
const switchTextStyle = createStyles({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const swapStyle = createStyles({ fontSize: '$sm' });
const unitStyle = createStyles({ color: '$muted', fontSize: '$xs', fontVariantNumeric: 'tabular-nums' });

/** Props of {@link AnyBrandPanel}. */
export interface AnyBrandPanelProps {
  /** The basket as the shopper keeps it (its 'Any brand' flags). */
  items: readonly CartItem[];
  anyBrand: AnyBrandState;
  onChange: (productId: string, variant: string, on: boolean) => void;
}

/** The substitutions of one line, biggest saving first (a merchant without the own product last). */
function swapsOf(line: ComparedBasketLine | undefined): ComparedChoice[] {
  return (line?.choices ?? [])
    .filter((c) => c.substituted && c.text !== null)
    .sort((a, b) => (b.saving ?? -1) - (a.saving ?? -1) || a.merchantName.localeCompare(b.merchantName));
}

/**
 * 'Any brand': per basket line an opt-in switch (off by default, kept with the line). With it on,
 * the comparison may buy the line as the cheapest equivalent of its kind at each merchant; each
 * such swap is said here with the unit prices ('Mother Dairy Toned Milk 500 ml instead of Amul
 * Taaza Toned Milk 500 ml at Zepto: ₹3.00 less').
 */
export function AnyBrandPanel({ items, anyBrand, onChange }: AnyBrandPanelProps) {
  const { messages } = useCompare();
  const titleId = useId();
  return (
    <section className={panelStyle()} aria-labelledby={titleId} data-testid="any-brand">
      <h3 id={titleId} className={panelTitleStyle()}>
        {messages.anyBrandTitle}
      </h3>
      <p className={hintStyle()}>{messages.anyBrandHint}</p>
      <ul className={listStyle()}>
        {items.map((item) => {
          const on = item.anyBrand === true;
          const line = anyBrand.lines.find(
            (l) => l.productId === item.productId && l.variant === item.variant,
          );
          const swaps = swapsOf(line);
          return (
            <li
              key={`${item.productId}|${item.variant}`}
              className={lineStyle()}
              data-product-id={item.productId}
            >
              <label className={switchStyle()}>
                <input
                  type="checkbox"
                  role="switch"
                  checked={on}
                  aria-checked={on}
                  onChange={(event) => onChange(item.productId, item.variant, event.currentTarget.checked)}
                />
                <span className={switchTextStyle()}>
                  {formatMessage(messages.anyBrandSwitch, { name: lineName(item, messages) })}
                </span>
              </label>
              {!on ? null : anyBrand.pending ? (
                <span className={hintStyle()} role="status">
                  {messages.loading}
                </span>
              ) : line && line.kind === null ? (
                <span className={hintStyle()}>{messages.anyBrandNoKind}</span>
              ) : swaps.length === 0 ? (
                line ? (
                  <span className={hintStyle()}>{messages.anyBrandNothingCheaper}</span>
                ) : null
              ) : (
                <ul className={listStyle()} data-testid="any-brand-swaps">
                  {swaps.map((swap) => (
                    <li key={swap.merchantName} className={swapStyle()}>
                      {swap.text}
                      {swap.unitPrice && swap.ownUnitPrice ? (
                        <>
                          {' '}
                          <span className={unitStyle()}>
                            (
                            {formatMessage(messages.anyBrandUnitPrices, {
                              chosen: formatUnitPrice(swap.unitPrice),
                              own: formatUnitPrice(swap.ownUnitPrice),
                            })}
                            )
                          </span>
                        </>
                      ) : swap.unitPrice ? (
                        <>
                          {' '}
                          <span className={unitStyle()}>({formatUnitPrice(swap.unitPrice)})</span>
                        </>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
