import { formatMessage, PRICE_POPUP_DELAY_MS, PRICE_POPUP_DURATION_MS } from '@compare/core';
import { createStyles, IconButton } from '@compare/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useCompare } from '../../context';
import { WidgetLink } from '../../internal/link';
import { focusRing, rootClass } from '../../internal/styles';
import { calendarDate } from '../../stores/price-popup-store';

/** How often the countdown bar moves (ms); 50 steps over the 5 s the popup stays open. */
const TICK_MS = 100;

const popupStyle = createStyles({
  position: 'fixed',
  left: '50%',
  bottom: '$6',
  transform: 'translateX(-50%)',
  zIndex: '$popover',
  boxSizing: 'border-box',
  width: 'min(92vw, 380px)',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$4',
  borderRadius: '$lg',
  border: '1px solid $colors$border',
  backgroundColor: '$surface',
  color: '$text',
  boxShadow: '$lg',
  // On a phone the popup spans the screen's width: it sits above the floating cart button (56 px
  // at the same bottom offset) instead of hiding it for the five seconds it stays open.
  '@media (max-width: 767px)': { bottom: 'calc($space$6 + 56px + $space$3)' },
});
const inlineStyle = createStyles({
  position: 'relative',
  left: 'auto',
  bottom: 'auto',
  transform: 'none',
  '@media (max-width: 767px)': { bottom: 'auto' },
});
const headStyle = createStyles({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '$2',
});
const titleStyle = createStyles({ margin: 0, fontSize: '$md', fontWeight: '$bold' });
const textStyle = createStyles({ margin: 0, fontSize: '$sm', color: '$muted' });
const trackStyle = createStyles({
  height: '6px',
  borderRadius: '$full',
  backgroundColor: '$surfaceMuted',
  overflow: 'hidden',
});
const barStyle = createStyles({
  height: '100%',
  backgroundColor: '$primary',
  transition: 'width 100ms linear',
});
const actionStyle = createStyles({
  alignSelf: 'flex-start',
  color: '$primary',
  fontWeight: '$semibold',
  fontSize: '$sm',
  borderRadius: '$sm',
  '&:focus-visible': focusRing,
});

/** Props of {@link PriceRefreshPopup}. */
export interface PriceRefreshPopupProps {
  /** 'fixed' (default) floats at the bottom of the page; 'inline' leaves it in the flow. */
  position?: 'fixed' | 'inline' | undefined;
  /** Show the 'Compare now' link to the basket comparison (true by default). */
  showAction?: boolean | undefined;
  className?: string | undefined;
}

/**
 * The daily 'Fresh Prices Available!' popup: once per local calendar day,
 * 1 s after load when the basket has items; a 5 s countdown bar; closes at 100 %, after 5 s or
 * on the close button. The date it was shown is stored under the popup-date storage key.
 */
export function PriceRefreshPopup({
  position = 'fixed',
  showAction = true,
  className,
}: PriceRefreshPopupProps) {
  const { stores, now, messages, hrefs, locale } = useCompare();
  const basketReady = useStore(stores.basket, (s) => s.hydrated);
  const lines = useStore(stores.basket, (s) => s.items.length);
  const popupReady = useStore(stores.pricePopup, (s) => s.hydrated);
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState(0);
  const decided = useRef(false);
  // Read through a ref: a partner's inline clock function must not restart the 1 s delay.
  const clock = useRef(now);
  clock.current = now;
  const titleId = useId();
  const descriptionId = useId();

  // Decided once per load, when the stored basket and popup date are known.
  useEffect(() => {
    if (decided.current || !basketReady || !popupReady) return;
    decided.current = true;
    const today = calendarDate(clock.current());
    if (lines === 0 || stores.pricePopup.getState().lastShown === today) return;
    const timer = setTimeout(() => {
      if (stores.basket.getState().items.length === 0) return;
      stores.pricePopup.getState().markShown(today);
      setProgress(0);
      setOpen(true);
    }, PRICE_POPUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      // Unmounted (or re-run by StrictMode) before it opened: decide again on the next mount.
      decided.current = false;
    };
  }, [basketReady, popupReady, lines, stores]);

  useEffect(() => {
    if (!open) return;
    const step = (100 * TICK_MS) / PRICE_POPUP_DURATION_MS;
    const ticker = setInterval(() => setProgress((p) => Math.min(100, p + step)), TICK_MS);
    const closer = setTimeout(() => setOpen(false), PRICE_POPUP_DURATION_MS);
    return () => {
      clearInterval(ticker);
      clearTimeout(closer);
    };
  }, [open]);

  useEffect(() => {
    if (open && progress >= 100) setOpen(false);
  }, [open, progress]);

  if (!open || lines === 0) return null;
  const value = Math.round(progress);
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-state="open"
      data-compare-widget="price-refresh-popup"
      className={rootClass(popupStyle(), position === 'inline' && inlineStyle(), className)}
    >
      <div className={headStyle()}>
        <h2 id={titleId} className={titleStyle()}>
          {messages.freshPricesTitle}
        </h2>
        <IconButton label={messages.close} size="sm" onClick={() => setOpen(false)}>
          ×
        </IconButton>
      </div>
      <p id={descriptionId} className={textStyle()}>
        {formatMessage(messages.freshPricesDescription, { count: lines }, locale)}
      </p>
      <div
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className={trackStyle()}
      >
        <div className={barStyle()} style={{ width: `${value}%` }} />
      </div>
      {showAction ? (
        <WidgetLink href={hrefs.cart()} className={actionStyle()} onClick={() => setOpen(false)}>
          {messages.freshPricesAction}
        </WidgetLink>
      ) : null}
    </div>
  );
}
