import { formatINR, formatMessage } from '@compare/core';
import { createStyles } from '@compare/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCompare } from '../../context';
import { useBasket } from '../../hooks/use-basket';
import { WidgetLink } from '../../internal/link';
import { focusRing, MEDIUM, rootClass } from '../../internal/styles';
import type { BasketSheetProps } from '../basket-sheet/basket-sheet';

// The sheet (its merchant Select and the dialog machinery) is a chunk of its own, fetched when the
// shopper points at or opens the cart: the button sits on every page, the sheet is rarely opened
// before the page has been read, and keeping it out of the first download speeds up every page.
const loadSheet = () => import('../basket-sheet/basket-sheet');
const BasketSheet = lazy(() => loadSheet().then((module) => ({ default: module.BasketSheet })));

/** Height of the dock the fixed button sits in, and of the room it keeps at the end of the page. */
export const DOCK_HEIGHT_PX = 72;

// With items, the fixed cart is a bar across the bottom of the screen, opaque, as a quick-commerce
// app's cart bar: the basket's summary and 'Proceed to Comparison' beside the button at its end. The
// page's content reads down to the bar's edge as to the screen's. With an empty basket (and before
// the stored basket is read) there is no bar: the button alone, at the same place. The room it keeps
// at the end of the page and the page's scroll padding (set while it is mounted) let every price and
// button be scrolled clear of it either way.
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
  gap: '$2',
  paddingInline: '$3',
  [MEDIUM]: { gap: '$3', paddingInline: '$6' },
  borderTop: '1px solid $colors$border',
  backgroundColor: '$surface',
  boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.08)',
  color: '$text',
  // Empty, the dock keeps its box (so nothing shifts when the bar fills in) but shows nothing
  // and lets taps through; only the button takes them.
  '&[data-empty]': {
    pointerEvents: 'none',
    // The summary and the link stay in the page (a partner's server-rendered page hydrates without
    // adding them) but are not seen, read or reached.
    '& > :not(button)': { visibility: 'hidden' },
    borderTop: 'none',
    backgroundColor: 'transparent',
    boxShadow: 'none',
  },
});
// On a phone the summary takes the bar's free width and its lines wrap (a large basket's figure
// onto two); from medium screens up it sits beside the link, right-aligned.
const summaryStyle = createStyles({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  margin: 0,
  lineHeight: '$tight',
  [MEDIUM]: { flex: '0 1 auto', alignItems: 'flex-end', textAlign: 'end' },
});
const summaryFigureStyle = createStyles({
  fontWeight: '$bold',
  fontSize: '$sm',
  fontVariantNumeric: 'tabular-nums',
  [MEDIUM]: { fontSize: '$md', whiteSpace: 'nowrap' },
});
const summaryNoteStyle = createStyles({ color: '$muted', fontSize: '$xs' });
const proceedStyle = createStyles({
  boxSizing: 'border-box',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '$controlMd',
  maxWidth: '6rem',
  padding: '$1 $2',
  borderRadius: '$md',
  border: '1px solid $colors$primary',
  color: '$primary',
  fontWeight: '$semibold',
  fontSize: '$xs',
  lineHeight: '$tight',
  textAlign: 'center',
  textDecoration: 'none',
  '&:hover': { backgroundColor: '$surfaceMuted' },
  '&:focus-visible': focusRing,
  [MEDIUM]: { maxWidth: 'none', paddingInline: '$4', fontSize: '$sm' },
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
  // pointer-events inherits: the empty dock's 'none' must not reach the button.
  pointerEvents: 'auto',
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
  position?: 'fixed' | 'inline' | undefined;
  /**
   * Shows 'Proceed to Comparison' (to `hrefs.cart()`) in the fixed bar beside the basket's summary;
   * true by default. A page that shows the comparison itself turns it off.
   */
  proceed?: boolean | undefined;
  className?: string | undefined;
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
 * controllable like the sheet's (`open` / `defaultOpen` / `onOpenChange`). Fixed, with items in the
 * basket it sits at the end of a bar across the bottom of the screen that sums the basket up ('2
 * items · ₹87.00', the best price of each item across stores, as the sheet's Total) and offers
 * 'Proceed to Comparison'; with an empty basket the button floats alone. Either way it never covers
 * a price, a total or a button of the page: the page keeps room for it at its end and scrolls what
 * it brings into view clear of it.
 */
export function FloatingCart({
  position = 'fixed',
  proceed = true,
  className,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ...sheet
}: FloatingCartProps) {
  const { messages, locale, hrefs } = useCompare();
  const { lines, count, total, hydrated } = useBasket();
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
  // The bar shows once the stored basket is read and holds something; before, the button alone
  // (its summary and the link's box are rendered from the start, hidden: hydration only reveals
  // them). The link itself comes with the bar: a router prefetches every link it sees, and an empty
  // basket has no comparison to go to.
  const bar = fixed && hydrated && lines > 0;
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
        data-empty={fixed && !bar ? '' : undefined}
      >
        {fixed ? (
          <>
            <p className={summaryStyle()} data-testid="floating-cart-summary">
              <span className={summaryFigureStyle()}>
                {formatMessage(messages.basketButtonSummary, { count, total: formatINR(total) }, locale)}
              </span>
              <span className={summaryNoteStyle()}>{messages.sheetTotalNote}</span>
            </p>
            {!proceed ? null : bar ? (
              <WidgetLink href={hrefs.cart()} className={proceedStyle()}>
                {messages.proceedToComparison}
              </WidgetLink>
            ) : (
              <span className={proceedStyle()} aria-hidden="true">
                {messages.proceedToComparison}
              </span>
            )}
          </>
        ) : null}
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
