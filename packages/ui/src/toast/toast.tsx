import { clsx } from 'clsx';
import {
  createContext,
  forwardRef,
  type HTMLAttributes,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
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
import {
  createToaster,
  TOAST_DURATION,
  type ToasterStore,
  type ToastHandle,
  type ToastOptions,
  type ToastRecord,
} from './toaster';

interface ToastContextValue {
  toaster: ToasterStore;
  label: string;
  duration: number;
}

// The toast itself (its look, timer and swipe) is a module of its own, loaded when the first toast
// shows: a page that never shows one does not load it.
const LazyToast = /* @__PURE__ */ lazy(() =>
  import('./toast-item').then((module) => ({ default: module.Toast })),
);

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
      <Suspense fallback={null}>
        {toasts.map((toast) => (
          <LazyToast
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
      </Suspense>
    </section>,
    portal.root ?? document.body,
  );
});
