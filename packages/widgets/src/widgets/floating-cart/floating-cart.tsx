import { formatMessage } from '@compare/core';
import { createStyles, Sheet } from '@compare/ui';
import { useCompare } from '../../context';
import { useBasket } from '../../hooks/use-basket';
import { focusRing, rootClass } from '../../internal/styles';
import { BasketSheet, type BasketSheetProps } from '../basket-sheet/basket-sheet';

const triggerStyle = createStyles({
  all: 'unset',
  boxSizing: 'border-box',
  position: 'fixed',
  right: '$6',
  bottom: '$6',
  zIndex: '$sticky',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  borderRadius: '$full',
  backgroundColor: '$primary',
  color: '$primaryText',
  boxShadow: '$lg',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$primaryHover' },
  '&:focus-visible': focusRing,
});
const inlineStyle = createStyles({ position: 'relative', right: 'auto', bottom: 'auto' });
const badgeStyle = createStyles({
  position: 'absolute',
  top: '-4px',
  right: '-4px',
  minWidth: '22px',
  height: '22px',
  paddingInline: '6px',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: '$full',
  backgroundColor: '$danger',
  color: '$dangerText',
  fontSize: '$xs',
  fontWeight: '$bold',
  fontVariantNumeric: 'tabular-nums',
});

/** Props of {@link FloatingCart}: the sheet's props plus where the button sits. */
export interface FloatingCartProps extends Omit<BasketSheetProps, 'children'> {
  /** 'fixed' (default) floats the button in the bottom-right corner; 'inline' leaves it in the flow. */
  position?: 'fixed' | 'inline';
  className?: string;
}

function CartIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2l2.2 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9" cy="19" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19" r="1.5" fill="currentColor" />
    </svg>
  );
}

/**
 * A floating cart button that opens the side sheet (spec §2). Its badge shows the number of
 * distinct lines; its accessible name says so ("Open cart, 3 items in cart").
 */
export function FloatingCart({ position = 'fixed', className, ...sheet }: FloatingCartProps) {
  const { messages } = useCompare();
  const { lines } = useBasket();
  const label =
    lines > 0
      ? `${messages.openCart}, ${formatMessage(messages.cartBadge, { count: lines })}`
      : messages.openCart;
  return (
    <BasketSheet {...sheet}>
      <Sheet.Trigger
        aria-label={label}
        className={rootClass(triggerStyle(), position === 'inline' && inlineStyle(), className)}
        data-compare-widget="floating-cart"
      >
        <CartIcon />
        {lines > 0 ? (
          <span className={badgeStyle()} aria-hidden="true" data-testid="floating-cart-badge">
            {lines}
          </span>
        ) : null}
      </Sheet.Trigger>
    </BasketSheet>
  );
}
