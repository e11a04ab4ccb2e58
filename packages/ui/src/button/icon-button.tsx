import { clsx } from 'clsx';
import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { spinnerRing } from '../spinner/spinner';
import { type ButtonSize, type ButtonVariant, buttonStyles } from './button-styles';

/** Props for `IconButton`: the `label` is required because the icon alone has no name. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** The accessible name, e.g. 'Close'. */
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
}

/** A square button showing only an icon; its name comes from `label`. */
export const IconButton = /* @__PURE__ */ forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  {
    label,
    variant = 'ghost',
    size = 'md',
    loading = false,
    disabled,
    type = 'button',
    className,
    children,
    ...props
  },
  ref,
) {
  return (
    <button
      {...props}
      ref={ref}
      type={type}
      aria-label={label}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-variant={variant}
      className={clsx(buttonStyles({ variant, size, iconOnly: true }).className, className)}
    >
      {loading ? (
        <span aria-hidden="true" className={spinnerRing({ size: 'sm' }).className} />
      ) : (
        <span aria-hidden="true" style={{ display: 'inline-flex' }}>
          {children}
        </span>
      )}
    </button>
  );
});
