// The behaviour shared by Dialog and Sheet (a Sheet is a dialog docked to a side). Each public
// component wraps these with its own name and styles.
import { clsx } from 'clsx';
import {
  type ButtonHTMLAttributes,
  type ComponentType,
  createContext,
  forwardRef,
  type HTMLAttributes,
  type MutableRefObject,
  type ReactNode,
  type RefAttributes,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import { type ButtonSize, type ButtonVariant, buttonStyles } from '../button/button-styles';
import type { DialogPanelProps } from './dialog-panel';
import { useMergedRef } from './merge-refs';
import { usePortalRoot } from './portal-root';
import { useControllableState } from './use-controllable-state';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect';

// The open panel (floating-ui's focus trap, dismissal and portal) is a module of its own, fetched
// when a dialog's trigger is pointed at or focused, or when it opens.
type Panel = ComponentType<DialogPanelProps & RefAttributes<HTMLDivElement>>;
let Panel: Panel | null = null;
let loading: Promise<void> | null = null;
function loadPanel(): Promise<void> {
  loading ??= import('./dialog-panel').then((module) => {
    Panel = module.DialogPanel;
  });
  return loading;
}

interface DialogContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The trigger button, once mounted (a controlled dialog may have none). */
  trigger: HTMLElement | null;
  setTrigger: (trigger: HTMLElement | null) => void;
  panelId: string;
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
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const baseId = useId();
  const [hasTitle, setHasTitle] = useState(false);
  const [hasDescription, setHasDescription] = useState(false);
  const value = useMemo<DialogContextValue>(
    () => ({
      open,
      setOpen,
      trigger,
      setTrigger,
      panelId: `${baseId}-panel`,
      titleId: `${baseId}-title`,
      descriptionId: `${baseId}-description`,
      hasTitle,
      hasDescription,
      setHasTitle,
      setHasDescription,
    }),
    [open, setOpen, trigger, baseId, hasTitle, hasDescription],
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
>(function DialogBaseTrigger(
  { component, type = 'button', variant, size = 'md', className, onClick, onPointerEnter, onFocus, ...props },
  ref,
) {
  const { open, setOpen, setTrigger, panelId } = useDialogContext(component);
  const mergedRef = useMergedRef([setTrigger, ref]);
  return (
    <button
      type={type}
      className={clsx(variant ? buttonStyles({ variant, size }).className : undefined, className)}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      {...props}
      ref={mergedRef}
      data-state={open ? 'open' : 'closed'}
      onPointerEnter={(event) => {
        void loadPanel();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        void loadPanel();
        onFocus?.(event);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(!open);
      }}
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
    initialFocus = 0,
    returnFocus = true,
    ...props
  },
  ref,
) {
  const { open, setOpen, trigger, panelId, titleId, descriptionId, hasTitle, hasDescription } =
    useDialogContext(component);
  const portal = usePortalRoot();
  const [, setLoaded] = useState(Panel !== null);
  useEffect(() => {
    if (open && !Panel) void loadPanel().then(() => setLoaded(true));
  }, [open]);
  if (!open || !portal.ready || !Panel) return null;
  return (
    <Panel
      {...props}
      ref={ref}
      trigger={trigger}
      onClose={() => setOpen(false)}
      portalRoot={portal.root}
      panelId={panelId}
      labelledBy={hasTitle ? titleId : undefined}
      describedBy={hasDescription ? descriptionId : undefined}
      initialFocus={initialFocus}
      returnFocus={returnFocus}
      panelClassName={panelClassName}
      overlayClassName={clsx(overlayBaseClassName, overlayClassName)}
    />
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
