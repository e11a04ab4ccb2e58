// The public API of @compare/ui. Every export is listed by name: an export is a promise.

export { Button, type ButtonProps } from './button/button';
export type { ButtonSize, ButtonVariant } from './button/button-styles';
export { IconButton, type IconButtonProps } from './button/icon-button';
export {
  Dialog,
  DialogClose,
  type DialogCloseProps,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  type DialogDescriptionProps,
  DialogRoot,
  type DialogRootProps,
  DialogTitle,
  type DialogTitleProps,
  DialogTrigger,
  type DialogTriggerProps,
} from './dialog/dialog';
export {
  Field,
  FieldDescription,
  type FieldDescriptionProps,
  FieldError,
  type FieldErrorProps,
  type FieldProps,
  Label,
  type LabelProps,
} from './field/field';
export { Input, type InputProps } from './field/input';
export {
  Popover,
  PopoverClose,
  type PopoverCloseProps,
  PopoverContent,
  type PopoverContentProps,
  PopoverRoot,
  type PopoverRootProps,
  PopoverTrigger,
  type PopoverTriggerProps,
} from './popover/popover';
export { QuantityStepper, type QuantityStepperProps } from './quantity-stepper/quantity-stepper';
export { Select, type SelectOption, type SelectProps } from './select/select';
export {
  Sheet,
  SheetClose,
  type SheetCloseProps,
  SheetContent,
  type SheetContentProps,
  SheetDescription,
  type SheetDescriptionProps,
  SheetRoot,
  type SheetRootProps,
  SheetTitle,
  type SheetTitleProps,
  SheetTrigger,
  type SheetTriggerProps,
} from './sheet/sheet';
export { Skeleton, type SkeletonProps } from './skeleton/skeleton';
export { Spinner, type SpinnerProps } from './spinner/spinner';
export { createStyles, getCssText, ISOLATION_CLASS, type StyleObject, themeVar } from './styles';
export {
  Table,
  TableBody,
  type TableBodyProps,
  TableCaption,
  type TableCaptionProps,
  TableCell,
  type TableCellProps,
  TableFooter,
  type TableFooterProps,
  TableHeader,
  TableHeaderCell,
  type TableHeaderCellProps,
  type TableHeaderProps,
  TableRoot,
  type TableRootProps,
  TableRow,
  type TableRowProps,
  TableScrollArea,
  type TableScrollAreaProps,
} from './table/table';
export {
  Tabs,
  TabsContent,
  type TabsContentProps,
  TabsList,
  type TabsListProps,
  TabsRoot,
  type TabsRootProps,
  TabsTrigger,
  type TabsTriggerProps,
} from './tabs/tabs';
export { Tag, type TagProps, type TagVariant } from './tag/tag';
export {
  type Appearance,
  type ResolvedAppearance,
  type ThemeContextValue,
  ThemeProvider,
  type ThemeProviderProps,
  useTheme,
} from './theme/theme-provider';
export type { ThemeTokens, TokenScales } from './theme/tokens';
export {
  Toaster,
  type ToasterProps,
  ToastProvider,
  type ToastProviderProps,
  type UseToastResult,
  useToast,
} from './toast/toast';
export { Toast, type ToastProps } from './toast/toast-item';
export {
  createToaster,
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_THRESHOLD,
  type ToasterStore,
  type ToastHandle,
  type ToastOptions,
  type ToastRecord,
  type ToastVariant,
} from './toast/toaster';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden/visually-hidden';
