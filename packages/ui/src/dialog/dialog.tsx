import { clsx } from 'clsx';
import { type ButtonHTMLAttributes, forwardRef, type HTMLAttributes } from 'react';
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
import {
  closeStyles,
  descriptionStyles,
  dialogPanelStyles,
  overlayStyles,
  titleStyles,
} from './dialog-styles';

/** Props for `Dialog.Root`. */
export type DialogRootProps = DialogBaseRootProps;

/** Holds the open state (`open` / `defaultOpen` / `onOpenChange`); renders no element. */
export function DialogRoot(props: DialogRootProps) {
  return <DialogBaseRoot {...props} />;
}

/** Props for `Dialog.Trigger`. */
export type DialogTriggerProps = DialogBaseTriggerProps;

/** The button that opens the dialog (and receives focus back when it closes). */
export const DialogTrigger = /* @__PURE__ */ forwardRef<HTMLButtonElement, DialogTriggerProps>(
  function DialogTrigger(props, ref) {
    return <DialogBaseTrigger {...props} ref={ref} component="Dialog.Trigger" />;
  },
);

/** Props for `Dialog.Content`. */
export type DialogContentProps = DialogBaseContentProps;

/** The modal panel: portalled into the ThemeProvider root, focus trapped, Escape/outside press close. */
export const DialogContent = /* @__PURE__ */ forwardRef<HTMLDivElement, DialogContentProps>(
  function DialogContent(props, ref) {
    return (
      <DialogBaseContent
        {...props}
        ref={ref}
        component="Dialog.Content"
        panelClassName={dialogPanelStyles().className}
        overlayBaseClassName={overlayStyles().className}
      />
    );
  },
);

/** Props for `Dialog.Title`. */
export type DialogTitleProps = HTMLAttributes<HTMLHeadingElement>;

/** The dialog's heading; names the dialog. */
export const DialogTitle = /* @__PURE__ */ forwardRef<HTMLHeadingElement, DialogTitleProps>(
  function DialogTitle({ className, ...props }, ref) {
    return (
      <DialogBaseTitle
        {...props}
        ref={ref}
        component="Dialog.Title"
        className={clsx(titleStyles().className, className)}
      />
    );
  },
);

/** Props for `Dialog.Description`. */
export type DialogDescriptionProps = HTMLAttributes<HTMLParagraphElement>;

/** Supporting text; describes the dialog. */
export const DialogDescription = /* @__PURE__ */ forwardRef<HTMLParagraphElement, DialogDescriptionProps>(
  function DialogDescription({ className, ...props }, ref) {
    return (
      <DialogBaseDescription
        {...props}
        ref={ref}
        component="Dialog.Description"
        className={clsx(descriptionStyles().className, className)}
      />
    );
  },
);

/** Props for `Dialog.Close`. */
export type DialogCloseProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** A button that closes the dialog. */
export const DialogClose = /* @__PURE__ */ forwardRef<HTMLButtonElement, DialogCloseProps>(
  function DialogClose({ className, ...props }, ref) {
    return (
      <DialogBaseClose
        {...props}
        ref={ref}
        component="Dialog.Close"
        className={clsx(closeStyles().className, className)}
      />
    );
  },
);

/** A modal dialog as compound parts. */
export const Dialog = {
  Root: DialogRoot,
  Trigger: DialogTrigger,
  Content: DialogContent,
  Title: DialogTitle,
  Description: DialogDescription,
  Close: DialogClose,
};
