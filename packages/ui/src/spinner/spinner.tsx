import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import { css, keyframes } from '../internal/stitches';
import { visuallyHiddenStyles } from '../visually-hidden/visually-hidden';

const spin = /* @__PURE__ */ keyframes({ to: { transform: 'rotate(360deg)' } });

/** @internal The spinning ring, also used (decoratively) inside a loading Button. */
export const spinnerRing = /* @__PURE__ */ css({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '$full',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animationName: spin,
  animationDuration: '0.75s',
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  '@reducedMotion': { animationDuration: '2s' },
  variants: {
    size: {
      sm: { width: '14px', height: '14px' },
      md: { width: '20px', height: '20px' },
      lg: { width: '32px', height: '32px', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'md' },
});

const spinnerRoot = /* @__PURE__ */ css({ display: 'inline-flex', alignItems: 'center', color: 'inherit' });

/** Props for `Spinner`. */
export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** What is loading, announced to assistive technology. Defaults to 'Loading'. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

/** An indeterminate progress indicator with a status role. */
export const Spinner = /* @__PURE__ */ forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { label = 'Loading', size = 'md', className, ...props },
  ref,
) {
  return (
    <span {...props} ref={ref} role="status" className={clsx(spinnerRoot().className, className)}>
      <span aria-hidden="true" className={spinnerRing({ size }).className} />
      <span className={visuallyHiddenStyles().className}>{label}</span>
    </span>
  );
});
