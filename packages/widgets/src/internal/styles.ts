// Widget styling goes through @compare/ui's `createStyles` (its one styling system): classes carry
// the `cmp-` prefix, values reference the ui tokens (CSS variables scoped to the provider's root),
// and nothing is written to :root or body. A host inlines `getCssText()` when rendering on a server.
import { createStyles, ISOLATION_CLASS, type StyleObject } from '@compare/ui';

/** The shared focus ring of interactive parts. */
export const focusRing: StyleObject = { outline: '2px solid $colors$focusRing', outlineOffset: '2px' };

/** Medium screens and up (the ui package's `@md`). */
export const MEDIUM = '@md';
/** Large screens and up. */
export const LARGE = '@media (min-width: 1024px)';

/** An inline text link. */
export const linkStyle = createStyles({
  color: '$primary',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: '$sm',
  '&:hover': { color: '$primaryHover' },
  '&:focus-visible': focusRing,
});

/** A price figure. */
export const priceStyle = createStyles({ fontWeight: '$bold', fontVariantNumeric: 'tabular-nums' });

/** A struck-through MRP. */
export const mrpStyle = createStyles({ color: '$muted', textDecoration: 'line-through', fontSize: '$sm' });

/** A list without bullets or indentation. */
export const listStyle = createStyles({ listStyle: 'none', margin: 0, padding: 0 });

/** A section heading. */
export const headingStyle = createStyles({ margin: 0, fontSize: '$lg', fontWeight: '$bold', color: '$text' });

/** A merchant logo. */
export const logoStyle = createStyles({ width: '24px', height: '24px', borderRadius: '$sm', flexShrink: 0 });

/** A muted status line (waiting texts, empty states). */
export const statusStyle = createStyles({
  margin: 0,
  padding: '$8 $4',
  textAlign: 'center',
  color: '$muted',
});

/** Joins class names, skipping empty ones. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/**
 * Class names of a widget's outermost element: the ui isolation class first, so the host page's
 * element selectors (`button {}`, `table {}` ...) cannot restyle anything inside the widget.
 */
export function rootClass(...names: Array<string | false | null | undefined>): string {
  return cx(ISOLATION_CLASS, ...names);
}
