/**
 * The one place that touches @stitches/react (its upstream is no longer maintained, so it stays
 * behind this module). The instance is internal: exporting it breaks the `.d.ts` build.
 * @internal
 */
import { createStitches } from '@stitches/react';
import { CLASS_PREFIX, darkTokens, lightTokens } from '../theme/tokens';

// No `theme` here on purpose: stitches would define it on `:root`. Both appearances are
// created as theme classes instead and applied to the ThemeProvider's root element.
const stitches = /* @__PURE__ */ createStitches({
  prefix: CLASS_PREFIX,
  media: {
    sm: '(min-width: 640px)',
    md: '(min-width: 768px)',
    reducedMotion: '(prefers-reduced-motion: reduce)',
  },
});

/** @internal */
export const css = stitches.css;
/**
 * @internal Keyframes, used as an `animationName` value. stitches stringifies a value when its
 * rule first renders, and stringifying keyframes injects them, so they reach the page (and
 * `getCssText()`) only with a rendered rule that uses them. A `${keyframes}` template in a
 * module-level style object would instead inject at import and stop bundlers from dropping that
 * style. stitches' types omit its own keyframes from `animationName`; the return type adds it.
 */
export const keyframes = stitches.keyframes as (
  definition: Parameters<typeof stitches.keyframes>[0],
) => ReturnType<typeof stitches.keyframes> & string;
/** @internal Rules in stitches' global group, which is emitted before every component rule. */
export const globalCss = stitches.globalCss;
/** @internal */
export const getStitchesCssText = (): string => stitches.getCssText();

/** @internal The light theme class; its full token set. */
export const lightTheme = /* @__PURE__ */ stitches.createTheme(`${CLASS_PREFIX}-light`, lightTokens);

/** @internal The dark theme class: the light tokens with the dark values on top. */
export const darkTheme = /* @__PURE__ */ stitches.createTheme(`${CLASS_PREFIX}-dark`, {
  ...lightTokens,
  colors: { ...lightTokens.colors, ...darkTokens.colors },
  shadows: { ...lightTokens.shadows, ...darkTokens.shadows },
});

/** @internal The shared focus ring for interactive parts. */
export const focusRing = {
  outline: '2px solid $colors$focusRing',
  outlineOffset: '2px',
} as const;
