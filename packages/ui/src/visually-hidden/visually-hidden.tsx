import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import { css } from '../internal/stitches';

/** @internal Shared by parts that need text only assistive technology reads. */
export const visuallyHiddenStyles = /* @__PURE__ */ css({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Props for `VisuallyHidden`. */
export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Content read by screen readers but not shown. */
export const VisuallyHidden = /* @__PURE__ */ forwardRef<HTMLSpanElement, VisuallyHiddenProps>(
  function VisuallyHidden({ className, ...props }, ref) {
    return <span {...props} ref={ref} className={clsx(visuallyHiddenStyles().className, className)} />;
  },
);
