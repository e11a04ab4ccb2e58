import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import { css, keyframes } from '../internal/stitches';

const pulse = /* @__PURE__ */ keyframes({ '50%': { opacity: 0.5 } });

const skeletonStyles = /* @__PURE__ */ css({
  display: 'block',
  backgroundColor: '$surfaceMuted',
  borderRadius: '$md',
  animationName: pulse,
  animationDuration: '1.5s',
  animationTimingFunction: 'ease-in-out',
  animationIterationCount: 'infinite',
  '@reducedMotion': { animation: 'none' },
  variants: {
    shape: {
      rect: {},
      text: { height: '1em', borderRadius: '$sm' },
      circle: { borderRadius: '$full' },
    },
  },
  defaultVariants: { shape: 'rect' },
});

/** Props for `Skeleton`. */
export interface SkeletonProps extends HTMLAttributes<HTMLDivElement> {
  shape?: 'rect' | 'text' | 'circle';
  /** Width as a CSS length (or px number). */
  width?: string | number;
  /** Height as a CSS length (or px number). */
  height?: string | number;
}

/** A placeholder block shown while content loads; hidden from assistive technology. */
export const Skeleton = /* @__PURE__ */ forwardRef<HTMLDivElement, SkeletonProps>(function Skeleton(
  { shape = 'rect', width, height, className, style, ...props },
  ref,
) {
  return (
    <div
      aria-hidden="true"
      {...props}
      ref={ref}
      className={clsx(skeletonStyles({ shape }).className, className)}
      style={{ width, height, ...style }}
    />
  );
});
