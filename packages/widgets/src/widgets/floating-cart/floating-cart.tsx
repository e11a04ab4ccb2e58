import { formatMessage } from '@compare/core';
import { createStyles } from '@compare/ui';
import { lazy, Suspense, useState } from 'react';
import { useCompare } from '../../context';
import { useBasket } from '../../hooks/use-basket';
import { focusRing, rootClass } from '../../internal/styles';
import type { BasketSheetProps } from '../basket-sheet/basket-sheet';

// The sheet (its merchant Select and the dialog machinery) is a chunk of its own, fetched when the
// shopper points at or opens the cart: the button sits on every page, the sheet is rarely opened
// before the page has been read, and keeping it out of the first download speeds up every page.
const loadSheet = () => import('../basket-sheet/basket-sheet');
const BasketSheet = lazy(() => loadSheet().then((module) => ({ default: module.BasketSheet })));

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
 * A floating cart button that opens the side sheet. Its badge shows the number of
 * distinct lines; its accessible name says so ("Open cart, 3 items in cart"). Open state is
 * controllable like the sheet's (`open` / `defaultOpen` / `onOpenChange`).
 */
export function FloatingCart({
  position = 'fixed',
  className,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ...sheet
}: FloatingCartProps) {
  const { messages, locale } = useCompare();
  const { lines } = useBasket();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  // Once opened, the sheet stays mounted (closed), so it closes with its own transition.
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const label =
    lines > 0
      ? `${messages.openCart}, ${formatMessage(messages.cartBadge, { count: lines }, locale)}`
      : messages.openCart;
  return (
    <>
      <button
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={rootClass(triggerStyle(), position === 'inline' && inlineStyle(), className)}
        data-compare-widget="floating-cart"
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={loadSheet}
        onFocus={loadSheet}
        onClick={() => setOpen(!open)}
      >
        <CartIcon />
        {lines > 0 ? (
          <span className={badgeStyle()} aria-hidden="true" data-testid="floating-cart-badge">
            {lines}
          </span>
        ) : null}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <BasketSheet {...sheet} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
