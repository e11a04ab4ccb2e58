/**
 * The one place that touches @stitches/react (its upstream is no longer maintained, so it stays
 * behind this module). The instance is internal: exporting it breaks the `.d.ts` build.
 * @internal
 */
import { createStitches } from '@stitches/react';
import { CLASS_PREFIX, darkTokens, lightTokens } from '../theme/tokens';

// No `theme` here on purpose: stitches would define it on `:root`. Both appearances are
// created as theme classes instead and applied to the ThemeProvider's root element.
const stitches = createStitches({
  prefix: CLASS_PREFIX,
  media: {
    sm: '(min-width: 640px)',
    md: '(min-width: 768px)',
    reducedMotion: '(prefers-reduced-motion: reduce)',
  },
});

/** @internal */
export const css = stitches.css;
/** @internal */
export const keyframes = stitches.keyframes;
/** @internal */
export const getStitchesCssText = (): string => stitches.getCssText();

/** @internal The light theme class; its full token set. */
export const lightTheme = stitches.createTheme(`${CLASS_PREFIX}-light`, lightTokens);

/** @internal The dark theme class: the light tokens with the dark values on top. */
export const darkTheme = stitches.createTheme(`${CLASS_PREFIX}-dark`, {
  ...lightTokens,
  colors: { ...lightTokens.colors, ...darkTokens.colors },
  shadows: { ...lightTokens.shadows, ...darkTokens.shadows },
});

/** @internal The shared focus ring for interactive parts. */
export const focusRing = {
  outline: '2px solid $colors$focusRing',
  outlineOffset: '2px',
} as const;
