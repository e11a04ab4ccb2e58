// The open panel of a Dialog or Sheet: floating-ui's dismissal, role, portal, scroll lock and focus
// trap. A module of its own, loaded when a dialog first opens (or its trigger is pointed at or
// focused), so a page whose dialogs are closed never downloads Floating UI.
import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type MutableRefObject } from 'react';
import { tabbable } from 'tabbable';
import { isolationClassName } from './isolation';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect';

/** @internal Props of {@link DialogPanel}. */
export interface DialogPanelProps extends HTMLAttributes<HTMLDivElement> {
  /** The trigger, when the dialog has one: outside presses on it are not outside, focus returns to it. */
  trigger: HTMLElement | null;
  onClose: () => void;
  portalRoot: HTMLElement | undefined;
  panelId: string;
  labelledBy: string | undefined;
  describedBy: string | undefined;
  initialFocus: number | MutableRefObject<HTMLElement | null>;
  returnFocus: boolean | MutableRefObject<HTMLElement | null>;
  panelClassName: string;
  overlayClassName: string;
}

/** @internal The modal panel, portalled into the theme root, over a backdrop that locks the page's scroll. */
export const DialogPanel = /* @__PURE__ */ forwardRef<HTMLDivElement, DialogPanelProps>(function DialogPanel(
  {
    trigger,
    onClose,
    portalRoot,
    panelId,
    labelledBy,
    describedBy,
    initialFocus,
    returnFocus,
    panelClassName,
    overlayClassName,
    className,
    ...props
  },
  ref,
) {
  const floating = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    elements: { reference: trigger },
  });
  // Outside presses are the overlay's; mousedown would also catch the press that opened it.
  const dismiss = useDismiss(floating.context, { outsidePressEvent: 'mousedown' });
  const role = useRole(floating.context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);
  const mergedRef = useMergeRefs([floating.refs.setFloating, ref]);
  const panel = floating.elements.floating;
  // Initial focus is ours, not floating-ui's: it moves focus on the next animation frame, even when
  // the shopper has tapped a field of the panel in between (a busy phone, an entry animation), and
  // the letters typed there then land on the first button. Here focus moves in the same task as
  // the panel appears (after the focus manager's layout effects set its tabIndex), and never away
  // from an element of the panel that already has it.
  useIsomorphicLayoutEffect(() => {
    if (!panel) return;
    let cancelled = false;
    queueMicrotask(() => {
      if (cancelled || !panel.isConnected) return;
      if (panel.contains(panel.ownerDocument.activeElement)) return;
      const target =
        typeof initialFocus === 'number'
          ? initialFocus < 0
            ? null
            : (tabbable(panel, { getShadowRoot: true })[initialFocus] ?? panel)
          : (initialFocus.current ?? panel);
      target?.focus({ preventScroll: target === panel });
    });
    return () => {
      cancelled = true;
    };
  }, [panel, initialFocus]);
  return (
    <FloatingPortal root={portalRoot}>
      <FloatingOverlay
        lockScroll
        // Portalled outside any widget root, so the overlay isolates itself from host CSS.
        className={clsx(isolationClassName(), overlayClassName)}
        data-state="open"
      >
        <FloatingFocusManager context={floating.context} modal initialFocus={-1} returnFocus={returnFocus}>
          <div
            role="dialog"
            aria-labelledby={labelledBy}
            aria-describedby={describedBy}
            aria-modal="true"
            {...getFloatingProps(props)}
            id={props.id ?? panelId}
            ref={mergedRef}
            data-state="open"
            className={clsx(isolationClassName(), panelClassName, className)}
          />
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
});
