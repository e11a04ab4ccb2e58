import { clsx } from 'clsx';
import {
  createContext,
  forwardRef,
  type HTMLAttributes,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import { isolationClassName } from '../internal/isolation';
import { useMergedRef } from '../internal/merge-refs';
import { usePortalRoot } from '../internal/portal-root';
import { css, focusRing } from '../internal/stitches';
import { visuallyHiddenStyles } from '../visually-hidden/visually-hidden';
import {
  createToaster,
  TOAST_DURATION,
  TOAST_SWIPE_THRESHOLD,
  type ToasterStore,
  type ToastHandle,
  type ToastOptions,
  type ToastRecord,
  type ToastVariant,
} from './toaster';

interface ToastContextValue {
  toaster: ToasterStore;
  label: string;
  duration: number;
}

const ToastContext = /* @__PURE__ */ createContext<ToastContextValue | null>(null);

function useToastContext(component: string): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error(`${component} must be used within a ToastProvider`);
  return context;
}

/** Props for `ToastProvider`. */
export interface ToastProviderProps {
  /** A store made with `createToaster()`; one is created for this provider when omitted. */
  toaster?: ToasterStore;
  /** Announced before each toast's text. Defaults to 'Notification'. */
  label?: string;
  /** Default auto-close time in ms. Defaults to 5000. */
  duration?: number;
  children?: ReactNode;
}

/** Provides a toast store to `useToast()` and `Toaster`; renders no element. */
export function ToastProvider({
  toaster,
  label = 'Notification',
  duration = TOAST_DURATION,
  children,
}: ToastProviderProps) {
  const [ownToaster] = useState(createToaster);
  const value = useMemo(
    () => ({ toaster: toaster ?? ownToaster, label, duration }),
    [toaster, ownToaster, label, duration],
  );
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

/** What `useToast()` returns. */
export interface UseToastResult {
  /** The current toasts (at most one open). */
  toasts: readonly ToastRecord[];
  /** Shows a toast, replacing the current one. */
  toast: (options: ToastOptions) => ToastHandle;
  /** Hides one toast, or all. */
  dismiss: (id?: string) => void;
}

/** Shows and dismisses toasts; throws outside a ToastProvider. */
export function useToast(): UseToastResult {
  const { toaster } = useToastContext('useToast');
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.getState, toaster.getState);
  return { toasts, toast: toaster.toast, dismiss: toaster.dismiss };
}

// Bottom-left, and never wider than the screen minus a 96 px corner: a floating action button in
// the bottom-right corner (56 px plus its 24 px margins) stays visible and clickable under a toast.
const viewportStyles = /* @__PURE__ */ css({
  position: 'fixed',
  bottom: 0,
  left: 0,
  zIndex: '$toast',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  width: 'min(calc(100vw - 96px), 400px)',
  maxHeight: '100vh',
  margin: 0,
  padding: '$4',
  pointerEvents: 'none',
  outline: 'none',
  '&:focus-visible': focusRing,
});

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

/** Props for `Toaster`. */
export interface ToasterProps extends HTMLAttributes<HTMLElement> {
  /** The viewport's name; `{hotkey}` is replaced by the hotkey. Defaults to 'Notifications ({hotkey})'. */
  viewportLabel?: string;
  /** The key that moves focus to the viewport. Defaults to 'F8'. */
  hotkey?: string;
  /** The close buttons' name. Defaults to 'Close'. */
  closeLabel?: string;
}

/** Renders the ToastProvider's toasts in a viewport region (portalled into the ThemeProvider root). */
export const Toaster = /* @__PURE__ */ forwardRef<HTMLElement, ToasterProps>(function Toaster(
  { viewportLabel = 'Notifications ({hotkey})', hotkey = 'F8', closeLabel = 'Close', className, ...props },
  ref,
) {
  const { toaster, label, duration } = useToastContext('Toaster');
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.getState, toaster.getState);
  const portal = usePortalRoot();
  const viewportRef = useRef<HTMLElement | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const sectionRef = useMergedRef([viewportRef, ref]);
  // Portalled after mount only: the server renders no toasts, and the first client render matches.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === hotkey || event.code === hotkey) {
        event.preventDefault();
        viewportRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hotkey]);

  if (!portal.ready || !mounted) return null;
  // React's own portal: the toasts need no focus management or positioning, so the overlay
  // library stays out of pages that show no dialog.
  return createPortal(
    <section
      {...props}
      ref={sectionRef}
      aria-label={viewportLabel.replace('{hotkey}', hotkey)}
      tabIndex={-1}
      className={clsx(isolationClassName(), viewportStyles().className, className)}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node && event.currentTarget.contains(next))) setFocused(false);
      }}
    >
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          title={toast.title}
          description={toast.description}
          variant={toast.variant}
          open={toast.open}
          duration={toast.duration ?? duration}
          paused={hovered || focused}
          label={label}
          closeLabel={closeLabel}
          onOpenChange={(open) => {
            if (!open) toaster.dismiss(toast.id);
          }}
        />
      ))}
    </section>,
    portal.root ?? document.body,
  );
});
