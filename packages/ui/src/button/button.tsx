import { clsx } from 'clsx';
import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { spinnerRing } from '../spinner/spinner';
import { type ButtonSize, type ButtonVariant, buttonStyles } from './button-styles';

/** Props for `Button`. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and blocks clicks while an action runs. */
  loading?: boolean;
}

/** A button. Defaults to `type="button"` so it never submits a form by accident. */
export const Button = /* @__PURE__ */ forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
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
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-variant={variant}
      className={clsx(buttonStyles({ variant, size }).className, className)}
    >
      {loading ? <span aria-hidden="true" className={spinnerRing({ size: 'sm' }).className} /> : null}
      {children}
    </button>
  );
});
