// The behaviour shared by Dialog and Sheet (a Sheet is a dialog docked to a side). Each public
// component wraps these with its own name and styles.
import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
import { clsx } from 'clsx';
import {
  type ButtonHTMLAttributes,
  createContext,
  forwardRef,
  type HTMLAttributes,
  type MutableRefObject,
  type ReactNode,
  useContext,
  useId,
  useMemo,
  useState,
} from 'react';
import { type ButtonSize, type ButtonVariant, buttonStyles } from '../button/button-styles';
import { isolationClassName } from './isolation';
import { usePortalRoot } from './portal-root';
import { useControllableState } from './use-controllable-state';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect';

type Interactions = ReturnType<typeof useInteractions>;

interface DialogContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
  floating: ReturnType<typeof useFloating>;
  interactions: Interactions;
  titleId: string;
  descriptionId: string;
  hasTitle: boolean;
  hasDescription: boolean;
  setHasTitle: (value: boolean) => void;
  setHasDescription: (value: boolean) => void;
}

const DialogContext = /* @__PURE__ */ createContext<DialogContextValue | null>(null);

/** @internal */
export function useDialogContext(component: string): DialogContextValue {
  const context = useContext(DialogContext);
  if (!context) throw new Error(`${component} must be used within its Root`);
  return context;
}

/** Props shared by Dialog.Root and Sheet.Root. */
export interface DialogBaseRootProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

/** @internal */
export function DialogBaseRoot({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  children,
}: DialogBaseRootProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  const floating = useFloating({ open, onOpenChange: setOpen });
  const click = useClick(floating.context);
  // Outside presses are the overlay's; mousedown would also catch the press that opened it.
  const dismiss = useDismiss(floating.context, { outsidePressEvent: 'mousedown' });
  const role = useRole(floating.context, { role: 'dialog' });
  const interactions = useInteractions([click, dismiss, role]);
  const baseId = useId();
  const [hasTitle, setHasTitle] = useState(false);
  const [hasDescription, setHasDescription] = useState(false);
  const value = useMemo<DialogContextValue>(
    () => ({
      open,
      setOpen,
      floating,
      interactions,
      titleId: `${baseId}-title`,
      descriptionId: `${baseId}-description`,
      hasTitle,
      hasDescription,
      setHasTitle,
      setHasDescription,
    }),
    [open, setOpen, floating, interactions, baseId, hasTitle, hasDescription],
  );
  return <DialogContext.Provider value={value}>{children}</DialogContext.Provider>;
}

/** Props shared by Dialog.Trigger and Sheet.Trigger: unstyled unless given a Button `variant`. */
export interface DialogBaseTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Styles the trigger like a Button of this variant; unstyled when omitted. */
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** @internal */
export const DialogBaseTrigger = /* @__PURE__ */ forwardRef<
  HTMLButtonElement,
  DialogBaseTriggerProps & { component: string }
>(function DialogBaseTrigger({ component, type = 'button', variant, size = 'md', className, ...props }, ref) {
  const { open, floating, interactions } = useDialogContext(component);
  const mergedRef = useMergeRefs([floating.refs.setReference, ref]);
  return (
    <button
      type={type}
      className={clsx(variant ? buttonStyles({ variant, size }).className : undefined, className)}
      {...interactions.getReferenceProps(props)}
      ref={mergedRef}
      data-state={open ? 'open' : 'closed'}
    />
  );
});

/** Props shared by Dialog.Content and Sheet.Content. */
export interface DialogBaseContentProps extends HTMLAttributes<HTMLDivElement> {
  /** The element (ref) or tabbable index to focus on open; defaults to the first tabbable. */
  initialFocus?: number | MutableRefObject<HTMLElement | null>;
  /** Where focus goes on close; defaults to the trigger. */
  returnFocus?: boolean | MutableRefObject<HTMLElement | null>;
  /** Class for the backdrop behind the panel. */
  overlayClassName?: string;
}

/** @internal */
export const DialogBaseContent = /* @__PURE__ */ forwardRef<
  HTMLDivElement,
  DialogBaseContentProps & { component: string; panelClassName: string; overlayBaseClassName: string }
>(function DialogBaseContent(
  {
    component,
    panelClassName,
    overlayBaseClassName,
    overlayClassName,
    initialFocus,
    returnFocus = true,
    className,
    ...props
  },
  ref,
) {
  const { open, floating, interactions, titleId, descriptionId, hasTitle, hasDescription } =
    useDialogContext(component);
  const portal = usePortalRoot();
  const mergedRef = useMergeRefs([floating.refs.setFloating, ref]);
  if (!open || !portal.ready) return null;
  return (
    <FloatingPortal root={portal.root}>
      <FloatingOverlay
        lockScroll
        // Portalled outside any widget root, so the overlay isolates itself from host CSS.
        className={clsx(isolationClassName(), overlayBaseClassName, overlayClassName)}
        data-state="open"
      >
        <FloatingFocusManager
          context={floating.context}
          modal
          initialFocus={initialFocus ?? 0}
          returnFocus={returnFocus}
        >
          <div
            role="dialog"
            aria-labelledby={hasTitle ? titleId : undefined}
            aria-describedby={hasDescription ? descriptionId : undefined}
            aria-modal="true"
            {...interactions.getFloatingProps(props)}
            ref={mergedRef}
            data-state="open"
            className={clsx(isolationClassName(), panelClassName, className)}
          />
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
});

/** @internal */
export const DialogBaseTitle = /* @__PURE__ */ forwardRef<
  HTMLHeadingElement,
  HTMLAttributes<HTMLHeadingElement> & { component: string }
>(function DialogBaseTitle({ component, children, ...props }, ref) {
  const { titleId, setHasTitle } = useDialogContext(component);
  useIsomorphicLayoutEffect(() => {
    setHasTitle(true);
    return () => setHasTitle(false);
  }, [setHasTitle]);
  return (
    <h2 {...props} ref={ref} id={titleId}>
      {children}
    </h2>
  );
});

/** @internal */
export const DialogBaseDescription = /* @__PURE__ */ forwardRef<
  HTMLParagraphElement,
  HTMLAttributes<HTMLParagraphElement> & { component: string }
>(function DialogBaseDescription({ component, ...props }, ref) {
  const { descriptionId, setHasDescription } = useDialogContext(component);
  useIsomorphicLayoutEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return <p {...props} ref={ref} id={descriptionId} />;
});

/** @internal */
export const DialogBaseClose = /* @__PURE__ */ forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & { component: string }
>(function DialogBaseClose({ component, type = 'button', onClick, ...props }, ref) {
  const { setOpen } = useDialogContext(component);
  return (
    <button
      {...props}
      ref={ref}
      type={type}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(false);
      }}
    />
  );
});
