// One toast: its look, its timer (paused while the viewport is hovered or focused) and its swipe to
// dismiss. A module of its own: the Toaster loads it when the first toast shows.
import { clsx } from 'clsx';
import {
  forwardRef,
  type HTMLAttributes,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { css, focusRing } from '../internal/stitches';
import { visuallyHiddenStyles } from '../visually-hidden/visually-hidden';
import { TOAST_DURATION, TOAST_SWIPE_THRESHOLD, type ToastVariant } from './toaster';

const toastStyles = /* @__PURE__ */ css({
  // Doubled class: host rules on a toast's role (status, alert) lose whatever the stylesheet order.
  '&&': {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'start',
    gap: '$3',
    padding: '$4',
    borderRadius: '$md',
    border: '1px solid $colors$border',
    backgroundColor: '$surface',
    color: '$text',
    boxShadow: '$lg',
    pointerEvents: 'auto',
    touchAction: 'pan-y',
    userSelect: 'none',
    '&[data-swipe="move"]': { transition: 'none' },
    '&[data-state="closed"]': { display: 'none' },
    '&:focus-visible': focusRing,
  },
  variants: {
    variant: {
      default: {},
      destructive: { '&&': { backgroundColor: '$danger', color: '$dangerText', borderColor: '$danger' } },
    },
  },
});

const toastTitleStyles = /* @__PURE__ */ css({
  fontSize: '$sm',
  fontWeight: '$semibold',
  lineHeight: '$tight',
});
const toastDescriptionStyles = /* @__PURE__ */ css({ fontSize: '$sm', opacity: 0.9, marginTop: '$1' });
const toastCloseStyles = /* @__PURE__ */ css({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  borderRadius: '$sm',
  cursor: 'pointer',
  color: 'inherit',
  '&:hover': { backgroundColor: 'rgba(127, 127, 127, 0.2)' },
  '&:focus-visible': focusRing,
});

/** Props for `Toast`. */
export interface ToastProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Whether it is shown; a closed toast stays in the DOM, hidden, until it is removed. */
  open?: boolean;
  /** Called with `false` when it times out, is swiped away or its close button is pressed. */
  onOpenChange?: (open: boolean) => void;
  /** Auto-close time in ms; `Infinity` keeps it open. Defaults to 5000. */
  duration?: number;
  /** Pauses the auto-close timer (the Toaster pauses while the viewport is hovered or focused). */
  paused?: boolean;
  /** Read before the toast's text. Defaults to 'Notification'. */
  label?: string;
  /** The close button's name. Defaults to 'Close'. */
  closeLabel?: string;
}

/** One notification: auto-closes, pauses on hover/focus, swipe right to dismiss. */
export const Toast = /* @__PURE__ */ forwardRef<HTMLDivElement, ToastProps>(function Toast(
  {
    title,
    description,
    variant = 'default',
    open = true,
    onOpenChange,
    duration = TOAST_DURATION,
    paused = false,
    label = 'Notification',
    closeLabel = 'Close',
    className,
    style,
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onPointerCancel,
    ...props
  },
  ref,
) {
  const titleId = useId();
  // Through a ref, so a new callback each render does not restart the timer.
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  const close = useCallback(() => onOpenChangeRef.current?.(false), []);

  // The remaining time survives pauses: each run subtracts what elapsed before it was paused.
  const remaining = useRef(duration);
  useEffect(() => {
    remaining.current = duration;
  }, [duration]);
  useEffect(() => {
    if (!open || paused || !Number.isFinite(remaining.current)) return;
    const started = Date.now();
    const timer = setTimeout(close, Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [open, paused, close]);

  const swipeStart = useRef<number | null>(null);
  const [swipeX, setSwipeX] = useState(0);
  const endSwipe = (delta: number) => {
    swipeStart.current = null;
    setSwipeX(0);
    if (delta > TOAST_SWIPE_THRESHOLD) close();
  };

  const destructive = variant === 'destructive';
  return (
    <div
      {...props}
      ref={ref}
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      hidden={!open}
      data-state={open ? 'open' : 'closed'}
      data-variant={variant}
      data-swipe={swipeX > 0 ? 'move' : undefined}
      style={swipeX > 0 ? { ...style, transform: `translateX(${swipeX}px)` } : style}
      className={clsx(toastStyles({ variant }).className, className)}
      onPointerDown={(event: PointerEvent<HTMLDivElement>) => {
        onPointerDown?.(event);
        if (event.button !== 0) return;
        swipeStart.current = event.clientX;
      }}
      onPointerMove={(event: PointerEvent<HTMLDivElement>) => {
        onPointerMove?.(event);
        if (swipeStart.current === null) return;
        const delta = Math.max(0, event.clientX - swipeStart.current);
        // Capture only once a swipe is under way, so a plain click still reaches the close button.
        if (delta > 4 && typeof event.currentTarget.setPointerCapture === 'function') {
          event.currentTarget.setPointerCapture(event.pointerId);
        }
        setSwipeX(delta);
      }}
      onPointerUp={(event: PointerEvent<HTMLDivElement>) => {
        onPointerUp?.(event);
        if (swipeStart.current === null) return;
        endSwipe(Math.max(0, event.clientX - swipeStart.current));
      }}
      onPointerCancel={(event: PointerEvent<HTMLDivElement>) => {
        onPointerCancel?.(event);
        endSwipe(0);
      }}
    >
      <div>
        <span className={visuallyHiddenStyles().className}>{label}</span>
        {title !== undefined ? (
          <div id={titleId} className={toastTitleStyles().className}>
            {title}
          </div>
        ) : null}
        {description !== undefined ? (
          <div className={toastDescriptionStyles().className}>{description}</div>
        ) : null}
      </div>
      <button type="button" aria-label={closeLabel} onClick={close} className={toastCloseStyles().className}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
});
