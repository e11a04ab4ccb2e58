import { formatMessage } from '@compare/core';
import { createStyles } from '@compare/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCompare } from '../../context';
import { useBasket } from '../../hooks/use-basket';
import { focusRing, rootClass } from '../../internal/styles';
import type { BasketSheetProps } from '../basket-sheet/basket-sheet';

// The sheet (its merchant Select and the dialog machinery) is a chunk of its own, fetched when the
// shopper points at or opens the cart: the button sits on every page, the sheet is rarely opened
// before the page has been read, and keeping it out of the first download speeds up every page.
const loadSheet = () => import('../basket-sheet/basket-sheet');
const BasketSheet = lazy(() => loadSheet().then((module) => ({ default: module.BasketSheet })));

/** Height of the dock the fixed button sits in, and of the room it keeps at the end of the page. */
export const DOCK_HEIGHT_PX = 72;

// The fixed cart is a dock across the bottom of the screen, opaque, with the button at its end: the
// page's content reads down to the dock's edge as to the screen's, and nothing shows around the
// button half hidden by it. The room it keeps in the flow and the page's scroll padding (set while it
// is mounted) let every price and button be scrolled clear of it.
const dockStyle = createStyles({
  boxSizing: 'border-box',
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: '$sticky',
  height: `${DOCK_HEIGHT_PX}px`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '$3',
  paddingInline: '$6',
  borderTop: '1px solid $colors$border',
  backgroundColor: '$surface',
  boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.08)',
  color: '$text',
});
const inlineDockStyle = createStyles({ display: 'inline-flex' });
const roomStyle = createStyles({
  display: 'block',
  height: `${DOCK_HEIGHT_PX}px`,
  margin: 0,
  padding: 0,
  border: 'none',
});
const triggerStyle = createStyles({
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '56px',
  height: '56px',
  borderRadius: '$full',
  backgroundColor: '$primary',
  color: '$primaryText',
  boxShadow: '$md',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$primaryHover' },
  '&:focus-visible': focusRing,
});
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
  /**
   * 'fixed' (default) docks the button at the bottom of the screen, keeping room for the dock at the
   * end of the page; 'inline' leaves it in the flow.
   */
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
 * While a fixed dock is mounted, the page scrolls a focused or found element clear of it
 * (`scroll-padding-bottom` on the document), unless the host set its own padding.
 */
function useScrollRoom(active: boolean) {
  useEffect(() => {
    if (!active || typeof document === 'undefined') return;
    const root = document.documentElement;
    if (root.style.scrollPaddingBottom) return;
    root.style.scrollPaddingBottom = `${DOCK_HEIGHT_PX}px`;
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, [active]);
}

/**
 * A floating cart button that opens the side sheet. Its badge shows the number of
 * distinct lines; its accessible name says so ("Open cart, 3 items in cart"). Open state is
 * controllable like the sheet's (`open` / `defaultOpen` / `onOpenChange`). Fixed, it sits in a
 * dock across the bottom of the screen that never covers a price, a total or a button of the page:
 * the page keeps room for it at its end and scrolls what it brings into view clear of it.
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
  const fixed = position === 'fixed';
  useScrollRoom(fixed);
  const label =
    lines > 0
      ? `${messages.openCart}, ${formatMessage(messages.cartBadge, { count: lines }, locale)}`
      : messages.openCart;
  return (
    <>
      {fixed ? (
        <div className={rootClass(roomStyle())} aria-hidden="true" data-floating-cart-room="" />
      ) : null}
      <div
        className={rootClass(fixed ? dockStyle() : inlineDockStyle(), className)}
        data-compare-widget="floating-cart"
        data-state={open ? 'open' : 'closed'}
      >
        <button
          type="button"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          className={triggerStyle()}
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
      </div>
      {mounted ? (
        <Suspense fallback={null}>
          <BasketSheet {...sheet} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
