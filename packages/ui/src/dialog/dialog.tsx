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
DialogRoot.displayName = 'DialogRoot';

/** Props for `Dialog.Trigger`. */
export type DialogTriggerProps = DialogBaseTriggerProps;

/** The button that opens the dialog (and receives focus back when it closes). */
export const DialogTrigger = forwardRef<HTMLButtonElement, DialogTriggerProps>(
  function DialogTrigger(props, ref) {
    return <DialogBaseTrigger {...props} ref={ref} component="Dialog.Trigger" />;
  },
);
DialogTrigger.displayName = 'DialogTrigger';

/** Props for `Dialog.Content`. */
export type DialogContentProps = DialogBaseContentProps;

/** The modal panel: portalled into the ThemeProvider root, focus trapped, Escape/outside press close. */
export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(
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
DialogContent.displayName = 'DialogContent';

/** Props for `Dialog.Title`. */
export type DialogTitleProps = HTMLAttributes<HTMLHeadingElement>;

/** The dialog's heading; names the dialog. */
export const DialogTitle = forwardRef<HTMLHeadingElement, DialogTitleProps>(function DialogTitle(
  { className, ...props },
  ref,
) {
  return (
    <DialogBaseTitle
      {...props}
      ref={ref}
      component="Dialog.Title"
      className={clsx(titleStyles().className, className)}
    />
  );
});
DialogTitle.displayName = 'DialogTitle';

/** Props for `Dialog.Description`. */
export type DialogDescriptionProps = HTMLAttributes<HTMLParagraphElement>;

/** Supporting text; describes the dialog. */
export const DialogDescription = forwardRef<HTMLParagraphElement, DialogDescriptionProps>(
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
DialogDescription.displayName = 'DialogDescription';

/** Props for `Dialog.Close`. */
export type DialogCloseProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** A button that closes the dialog. */
export const DialogClose = forwardRef<HTMLButtonElement, DialogCloseProps>(function DialogClose(
  { className, ...props },
  ref,
) {
  return (
    <DialogBaseClose
      {...props}
      ref={ref}
      component="Dialog.Close"
      className={clsx(closeStyles().className, className)}
    />
  );
});
DialogClose.displayName = 'DialogClose';

/** A modal dialog as compound parts. */
export const Dialog = {
  Root: DialogRoot,
  Trigger: DialogTrigger,
  Content: DialogContent,
  Title: DialogTitle,
  Description: DialogDescription,
  Close: DialogClose,
};
