import {
  autoUpdate,
  FloatingFocusManager,
  FloatingPortal,
  flip,
  offset,
  type Placement,
  shift,
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
  type ReactNode,
  useContext,
  useMemo,
} from 'react';
import { type ButtonSize, type ButtonVariant, buttonStyles } from '../button/button-styles';
import { closeStyles } from '../dialog/dialog-styles';
import { isolationClassName } from '../internal/isolation';
import { usePortalRoot } from '../internal/portal-root';
import { css } from '../internal/stitches';
import { useControllableState } from '../internal/use-controllable-state';

interface PopoverContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
  floating: ReturnType<typeof useFloating>;
  interactions: ReturnType<typeof useInteractions>;
}

const PopoverContext = /* @__PURE__ */ createContext<PopoverContextValue | null>(null);

function usePopoverContext(part: string): PopoverContextValue {
  const context = useContext(PopoverContext);
  if (!context) throw new Error(`Popover.${part} must be used within Popover.Root`);
  return context;
}

const contentStyles = /* @__PURE__ */ css({
  // Doubled class: host rules on the panel's ARIA role lose whatever the stylesheet order.
  '&&': {
    zIndex: '$popover',
    minWidth: '200px',
    maxWidth: 'calc(100vw - 16px)',
    padding: '$4',
    borderRadius: '$md',
    border: '1px solid $colors$border',
    backgroundColor: '$surface',
    color: '$text',
    boxShadow: '$md',
    '&:focus-visible': { outline: 'none' },
  },
});

/** Props for `Popover.Root`. */
export interface PopoverRootProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Preferred side; flips and shifts to stay in view. Defaults to 'bottom'. */
  placement?: Placement;
  /** Gap between trigger and content in px. */
  sideOffset?: number;
  children?: ReactNode;
}

/** Holds the open state and positioning; renders no element. */
export function PopoverRoot({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  placement = 'bottom',
  sideOffset = 8,
  children,
}: PopoverRootProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  const floating = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(sideOffset), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  const click = useClick(floating.context);
  const dismiss = useDismiss(floating.context);
  const role = useRole(floating.context, { role: 'dialog' });
  const interactions = useInteractions([click, dismiss, role]);
  const value = useMemo(
    () => ({ open, setOpen, floating, interactions }),
    [open, setOpen, floating, interactions],
  );
  return <PopoverContext.Provider value={value}>{children}</PopoverContext.Provider>;
}

/** Props for `Popover.Trigger`. */
export interface PopoverTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Styles the trigger like a Button of this variant; unstyled when omitted. */
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The button that toggles the popover. */
export const PopoverTrigger = /* @__PURE__ */ forwardRef<HTMLButtonElement, PopoverTriggerProps>(
  function PopoverTrigger({ type = 'button', variant, size = 'md', className, ...props }, ref) {
    const { open, floating, interactions } = usePopoverContext('Trigger');
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
  },
);

/** Props for `Popover.Content`. Give it an `aria-label` or `aria-labelledby`. */
export type PopoverContentProps = HTMLAttributes<HTMLDivElement>;

/** The floating panel (non-modal): portalled into the ThemeProvider root; Escape/outside press close. */
export const PopoverContent = /* @__PURE__ */ forwardRef<HTMLDivElement, PopoverContentProps>(
  function PopoverContent({ className, style, ...props }, ref) {
    const { open, floating, interactions } = usePopoverContext('Content');
    const portal = usePortalRoot();
    const mergedRef = useMergeRefs([floating.refs.setFloating, ref]);
    if (!open || !portal.ready) return null;
    return (
      <FloatingPortal root={portal.root}>
        <FloatingFocusManager context={floating.context} modal={false}>
          <div
            {...interactions.getFloatingProps(props)}
            ref={mergedRef}
            style={{ ...floating.floatingStyles, ...style }}
            data-state="open"
            data-placement={floating.placement}
            className={clsx(isolationClassName(), contentStyles().className, className)}
          />
        </FloatingFocusManager>
      </FloatingPortal>
    );
  },
);

/** Props for `Popover.Close`. */
export type PopoverCloseProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** A button that closes the popover. */
export const PopoverClose = /* @__PURE__ */ forwardRef<HTMLButtonElement, PopoverCloseProps>(
  function PopoverClose({ type = 'button', className, onClick, ...props }, ref) {
    const { setOpen } = usePopoverContext('Close');
    return (
      <button
        {...props}
        ref={ref}
        type={type}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) setOpen(false);
        }}
        className={clsx(closeStyles().className, className)}
      />
    );
  },
);

/** A non-modal floating panel as compound parts. */
export const Popover = {
  Root: PopoverRoot,
  Trigger: PopoverTrigger,
  Content: PopoverContent,
  Close: PopoverClose,
};
