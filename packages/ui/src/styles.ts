import { css, getStitchesCssText } from './internal/stitches';
import { type TokenScales, tokenVariable } from './theme/tokens';

/**
 * A style object: camelCase CSS properties whose values may reference tokens (`'$primary'`,
 * `'$4'`, `'$colors$border'`), nested selectors (`'&:hover'`, `'& > li'`) and the media
 * conditions `'@sm'`, `'@md'` and `'@reducedMotion'`.
 */
export interface StyleObject {
  [property: string]: string | number | StyleObject | undefined;
}

/**
 * Compiles a style object into a class name carrying the `cmp-` prefix. Call the returned
 * function during render: that injects the rule (and collects it for `getCssText()` on a server).
 */
export function createStyles(styles: StyleObject): () => string {
  const rule = css(styles as Parameters<typeof css>[0]);
  return () => rule().className;
}

/** A token as a CSS `var()` reference for inline styles, e.g. `themeVar('colors', 'primary')`. */
export function themeVar<S extends keyof TokenScales>(
  scale: S,
  token: keyof TokenScales[S] & string,
): string {
  return `var(${tokenVariable(scale, token)})`;
}

/** The CSS for every style rendered so far; inline it in a `<style>` during server rendering. */
export function getCssText(): string {
  return getStitchesCssText();
}

/**
 * Class that shields an element and its subtree from the host page's element-level CSS
 * (`button {}`, `div {}`, `table {}` ...). Every widget root and overlay container carries it.
 */
export const ISOLATION_CLASS = 'cmp-isolate';
