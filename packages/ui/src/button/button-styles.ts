import { css, focusRing } from '../internal/stitches';

/** @internal Shared by Button and IconButton. */
export const buttonStyles = /* @__PURE__ */ css({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  flexShrink: 0,
  borderRadius: '$md',
  border: '1px solid transparent',
  fontFamily: '$body',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  transition: 'background-color 120ms, border-color 120ms, color 120ms',
  '&:focus-visible': focusRing,
  '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
  '&[aria-busy="true"]': { cursor: 'progress' },
  variants: {
    variant: {
      primary: {
        backgroundColor: '$primary',
        color: '$primaryText',
        '&:hover:not(:disabled)': { backgroundColor: '$primaryHover' },
      },
      secondary: {
        backgroundColor: '$surfaceMuted',
        color: '$text',
        '&:hover:not(:disabled)': { backgroundColor: '$accent', color: '$accentText' },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: '$text',
        '&:hover:not(:disabled)': { backgroundColor: '$surfaceMuted' },
      },
      outline: {
        backgroundColor: 'transparent',
        color: '$text',
        borderColor: '$borderStrong',
        '&:hover:not(:disabled)': { backgroundColor: '$surfaceMuted' },
      },
      destructive: {
        backgroundColor: '$danger',
        color: '$dangerText',
        '&:hover:not(:disabled)': { backgroundColor: '$dangerHover' },
      },
      link: {
        backgroundColor: 'transparent',
        color: '$primary',
        textDecoration: 'underline',
        textUnderlineOffset: '3px',
        paddingInline: '0 !important',
        height: 'auto !important',
        '&:hover:not(:disabled)': { color: '$primaryHover' },
      },
    },
    size: {
      sm: { height: '$controlSm', paddingInline: '$3', fontSize: '$sm' },
      md: { height: '$controlMd', paddingInline: '$4', fontSize: '$sm' },
      lg: { height: '$controlLg', paddingInline: '$6', fontSize: '$md' },
    },
    iconOnly: {
      true: { paddingInline: 0 },
      false: {},
    },
  },
  compoundVariants: [
    { iconOnly: true, size: 'sm', css: { width: '$controlSm' } },
    { iconOnly: true, size: 'md', css: { width: '$controlMd' } },
    { iconOnly: true, size: 'lg', css: { width: '$controlLg' } },
  ],
  defaultVariants: { variant: 'primary', size: 'md', iconOnly: false },
});

/** The look of a Button or IconButton. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'outline' | 'destructive' | 'link';

/** The height of a Button or IconButton. */
export type ButtonSize = 'sm' | 'md' | 'lg';
