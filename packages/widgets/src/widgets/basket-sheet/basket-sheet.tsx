import {
  BASKET_SELECTOR_PLATFORMS,
  formatINR,
  formatMessage,
  merchantTotal,
  offerAt,
  type PlatformKey,
} from '@compare/core';
import { createStyles, Select, Sheet } from '@compare/ui';
import { type ReactNode, useState } from 'react';
import { useCompare } from '../../context';
import { useBasket } from '../../hooks/use-basket';
import { WidgetLink } from '../../internal/link';
import { cx, focusRing, listStyle, statusStyle } from '../../internal/styles';
import { BasketSheetItem } from './basket-sheet-item';

// The selector offers exactly these merchants, in this order (docs/rules.md: "the basket selector
// in the side sheet offers blinkit, zepto, swiggy, bigbasket and dmart"). There is no 'All': a
// merchant is always chosen, which is why 'No items found for this platform' can appear.
const SELECTOR_ORDER = ['blinkit', 'zepto', 'swiggy', 'bigbasket', 'dmart'];

const headerStyle = createStyles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
});
const itemsStyle = createStyles({ display: 'flex', flexDirection: 'column', gap: '$3', flex: '1 1 auto' });
const footerStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  paddingTop: '$3',
  borderTop: '1px solid $colors$border',
});
const totalStyle = createStyles({
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  fontWeight: '$bold',
  fontSize: '$lg',
  fontVariantNumeric: 'tabular-nums',
});
const totalBlockStyle = createStyles({ display: 'flex', flexDirection: 'column', gap: '2px' });
const totalNoteStyle = createStyles({ margin: 0, color: '$muted', fontSize: '$sm' });
const merchantTotalStyle = createStyles({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '$2',
  margin: 0,
  fontSize: '$sm',
  fontVariantNumeric: 'tabular-nums',
});
const proceedStyle = createStyles({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '$controlMd',
  padding: '$2 $4',
  borderRadius: '$md',
  backgroundColor: '$primary',
  color: '$primaryText',
  fontWeight: '$semibold',
  fontSize: '$sm',
  textDecoration: 'none',
  '&:hover': { backgroundColor: '$primaryHover' },
  '&:focus-visible': focusRing,
});

/** Props of {@link BasketSheet}. */
export interface BasketSheetProps {
  /** Controlled open state (a partner's router can drive the sheet). */
  open?: boolean | undefined;
  /** Open state at first render when uncontrolled. */
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Rendered inside the sheet's root, typically a `Sheet.Trigger` (the FloatingCart passes one). */
  children?: ReactNode | undefined;
  /** The merchant chosen at first render, by platform key (blinkit, the selector's first option, by default). */
  defaultMerchant?: PlatformKey | undefined;
  /** The edge the sheet is docked to (right by default). */
  side?: 'left' | 'right' | undefined;
  /** Extra actions under the items (the demo puts 'Paste a list' here). */
  actions?: ReactNode | undefined;
}

function useOpenState(props: BasketSheetProps): [boolean, (open: boolean) => void] {
  const [uncontrolled, setUncontrolled] = useState(props.defaultOpen ?? false);
  const open = props.open ?? uncontrolled;
  const setOpen = (next: boolean) => {
    if (props.open === undefined) setUncontrolled(next);
    props.onOpenChange?.(next);
  };
  return [open, setOpen];
}

/**
 * The side sheet titled 'Shopping Cart': a merchant selector, the basket's items with
 * quantity controls and a remove button, the Total (the best price of each item across stores,
 * and said so) with the selected store's own total beside it, and 'Proceed to Comparison'
 * (/my-cart).
 */
export function BasketSheet(props: BasketSheetProps) {
  const { messages, platforms, hrefs, locale } = useCompare();
  const basket = useBasket();
  const [open, setOpen] = useOpenState(props);
  const selectable = SELECTOR_ORDER.flatMap((key) => {
    const platform = BASKET_SELECTOR_PLATFORMS.find((p) => p.key === key);
    return platform && platforms.some((own) => own.key === key) ? [platform] : [];
  });
  const options = selectable.map((p) => ({ value: p.key, label: p.displayName }));
  const [merchant, setMerchant] = useState(
    props.defaultMerchant?.toLowerCase() ?? options[0]?.value ?? SELECTOR_ORDER[0] ?? '',
  );
  const shown = basket.items.filter((item) => offerAt(item.platformData, merchant));
  const own = merchantTotal(basket.items, merchant);
  const chosen = selectable.find((p) => p.key === merchant)?.displayName ?? merchant;

  let body: ReactNode;
  if (basket.items.length === 0) body = <p className={statusStyle()}>{messages.yourCartIsEmpty}</p>;
  else if (shown.length === 0) body = <p className={statusStyle()}>{messages.noItemsForPlatform}</p>;
  else {
    body = (
      <ul className={cx(listStyle(), itemsStyle())}>
        {shown.map((item) => {
          return (
            <BasketSheetItem
              key={`${item.productId}\u0000${item.variant}`}
              item={item}
              offer={offerAt(item.platformData, merchant)}
            />
          );
        })}
      </ul>
    );
  }

  return (
    <Sheet.Root open={open} onOpenChange={setOpen}>
      {props.children}
      <Sheet.Content side={props.side ?? 'right'} data-compare-widget="basket-sheet">
        <div className={headerStyle()}>
          <Sheet.Title>{messages.shoppingCart}</Sheet.Title>
          <Sheet.Close aria-label={messages.close}>
            <span aria-hidden="true">×</span>
          </Sheet.Close>
        </div>
        <Select
          aria-label={messages.selectMerchant}
          options={options}
          value={merchant}
          onValueChange={setMerchant}
          disabled={basket.items.length === 0}
        />
        {body}
        {props.actions}
        {basket.items.length > 0 ? (
          <div className={footerStyle()}>
            <div className={totalBlockStyle()}>
              <p className={totalStyle()} data-testid="basket-sheet-total">
                <span>{messages.total}</span>
                {/* The sheet's Total is the basket's: each line at its lowest price across merchants. */}
                <span>{formatINR(basket.total)}</span>
              </p>
              <p className={totalNoteStyle()}>{messages.sheetTotalNote}</p>
            </div>
            <p className={merchantTotalStyle()} data-testid="basket-sheet-merchant-total">
              <span>
                {formatMessage(messages.sheetMerchantTotal, { merchant: chosen })}
                {own.lines < basket.items.length
                  ? ` (${formatMessage(messages.itemsCovered, { count: own.lines, total: basket.items.length }, locale)})`
                  : null}
              </span>
              <span>{formatINR(own.total)}</span>
            </p>
            <WidgetLink href={hrefs.cart()} className={proceedStyle()} onClick={() => setOpen(false)}>
              {messages.proceedToComparison}
            </WidgetLink>
          </div>
        ) : null}
      </Sheet.Content>
    </Sheet.Root>
  );
}
