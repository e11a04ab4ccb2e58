import { clsx } from 'clsx';
import { type ButtonHTMLAttributes, forwardRef, type HTMLAttributes } from 'react';
import { closeStyles, descriptionStyles, overlayStyles, titleStyles } from '../dialog/dialog-styles';
import {
  DialogBaseClose,
  DialogBaseContent,
  type DialogBaseContentProps,
  DialogBaseDescription,
  DialogBaseRoot,
  type DialogBaseRootProps,
  DialogBaseTitle,
  DialogBaseTrigger,
  type DialogBaseTriggerProps,
} from '../internal/dialog-base';
import { css, keyframes } from '../internal/stitches';

const slideInRight = /* @__PURE__ */ keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
});
const slideInLeft = /* @__PURE__ */ keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});

const sheetPanelStyles = /* @__PURE__ */ css({
  // Doubled class: host rules on the panel's ARIA role lose whatever the stylesheet order.
  '&&': {
    position: 'fixed',
    top: 0,
    bottom: 0,
    width: 'min(100vw, $sizes$sheet)',
    display: 'flex',
    flexDirection: 'column',
    gap: '$3',
    padding: '$6',
    overflowY: 'auto',
    backgroundColor: '$surface',
    color: '$text',
    boxShadow: '$lg',
    zIndex: '$modal',
    '&:focus-visible': { outline: 'none' },
    '@reducedMotion': { animation: 'none !important' },
  },
  variants: {
    side: {
      right: {
        '&&': {
          right: 0,
          animationName: slideInRight,
          animationDuration: '200ms',
          animationTimingFunction: 'ease-out',
        },
      },
      left: {
        '&&': {
          left: 0,
          animationName: slideInLeft,
          animationDuration: '200ms',
          animationTimingFunction: 'ease-out',
        },
      },
    },
  },
  defaultVariants: { side: 'right' },
});

/** Props for `Sheet.Root`. */
export type SheetRootProps = DialogBaseRootProps;

/** Holds the open state (`open` / `defaultOpen` / `onOpenChange`); renders no element. */
export function SheetRoot(props: SheetRootProps) {
  return <DialogBaseRoot {...props} />;
}

/** Props for `Sheet.Trigger`. */
export type SheetTriggerProps = DialogBaseTriggerProps;

/** The button that opens the sheet. */
export const SheetTrigger = /* @__PURE__ */ forwardRef<HTMLButtonElement, SheetTriggerProps>(
  function SheetTrigger(props, ref) {
    return <DialogBaseTrigger {...props} ref={ref} component="Sheet.Trigger" />;
  },
);

/** Props for `Sheet.Content`. */
export interface SheetContentProps extends DialogBaseContentProps {
  /** The edge the panel is docked to. */
  side?: 'left' | 'right';
}

/** A modal side panel: portalled into the ThemeProvider root, focus trapped, Escape/outside press close. */
export const SheetContent = /* @__PURE__ */ forwardRef<HTMLDivElement, SheetContentProps>(
  function SheetContent({ side = 'right', ...props }, ref) {
    return (
      <DialogBaseContent
        {...props}
        ref={ref}
        data-side={side}
        component="Sheet.Content"
        panelClassName={sheetPanelStyles({ side }).className}
        overlayBaseClassName={overlayStyles().className}
      />
    );
  },
);

/** Props for `Sheet.Title`. */
export type SheetTitleProps = HTMLAttributes<HTMLHeadingElement>;

/** The sheet's heading; names the sheet. */
export const SheetTitle = /* @__PURE__ */ forwardRef<HTMLHeadingElement, SheetTitleProps>(function SheetTitle(
  { className, ...props },
  ref,
) {
  return (
    <DialogBaseTitle
      {...props}
      ref={ref}
      component="Sheet.Title"
      className={clsx(titleStyles().className, className)}
    />
  );
});

/** Props for `Sheet.Description`. */
export type SheetDescriptionProps = HTMLAttributes<HTMLParagraphElement>;

/** Supporting text; describes the sheet. */
export const SheetDescription = /* @__PURE__ */ forwardRef<HTMLParagraphElement, SheetDescriptionProps>(
  function SheetDescription({ className, ...props }, ref) {
    return (
      <DialogBaseDescription
        {...props}
        ref={ref}
        component="Sheet.Description"
        className={clsx(descriptionStyles().className, className)}
      />
    );
  },
);

/** Props for `Sheet.Close`. */
export type SheetCloseProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** A button that closes the sheet. */
export const SheetClose = /* @__PURE__ */ forwardRef<HTMLButtonElement, SheetCloseProps>(function SheetClose(
  { className, ...props },
  ref,
) {
  return (
    <DialogBaseClose
      {...props}
      ref={ref}
      component="Sheet.Close"
      className={clsx(closeStyles().className, className)}
    />
  );
});

/** A side panel dialog as compound parts. */
export const Sheet = {
  Root: SheetRoot,
  Trigger: SheetTrigger,
  Content: SheetContent,
  Title: SheetTitle,
  Description: SheetDescription,
  Close: SheetClose,
};
