import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import { css } from '../internal/stitches';

const tagStyles = /* @__PURE__ */ css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  paddingInline: '$2',
  paddingBlock: '2px',
  borderRadius: '$full',
  fontSize: '$xs',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  whiteSpace: 'nowrap',
  variants: {
    variant: {
      neutral: { backgroundColor: '$surfaceMuted', color: '$text' },
      success: { backgroundColor: '$successSubtle', color: '$success' },
      warning: { backgroundColor: '$warningSubtle', color: '$warning' },
      danger: { backgroundColor: '$dangerSubtle', color: '$danger' },
      info: { backgroundColor: '$infoSubtle', color: '$info' },
    },
  },
  defaultVariants: { variant: 'neutral' },
});

/** The colour meaning of a Tag. */
export type TagVariant = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

/** Props for `Tag`. */
export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: TagVariant;
}

/** A small label (a status, a badge). */
export const Tag = /* @__PURE__ */ forwardRef<HTMLSpanElement, TagProps>(function Tag(
  { variant = 'neutral', className, ...props },
  ref,
) {
  return (
    <span
      {...props}
      ref={ref}
      data-variant={variant}
      className={clsx(tagStyles({ variant }).className, className)}
    />
  );
});
