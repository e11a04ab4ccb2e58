import { css, focusRing, keyframes } from '../internal/stitches';

const fadeIn = /* @__PURE__ */ keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** @internal The backdrop shared by Dialog and Sheet. */
export const overlayStyles = /* @__PURE__ */ css({
  backgroundColor: '$overlay',
  zIndex: '$overlay',
  animationName: fadeIn,
  animationDuration: '150ms',
  animationTimingFunction: 'ease-out',
  '@reducedMotion': { animation: 'none' },
});

/** @internal */
export const titleStyles = /* @__PURE__ */ css({
  margin: 0,
  fontSize: '$lg',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  color: '$text',
});

/** @internal */
export const descriptionStyles = /* @__PURE__ */ css({ margin: 0, fontSize: '$sm', color: '$muted' });

/** @internal The close affordance in a panel's corner (consumers may style their own). */
export const closeStyles = /* @__PURE__ */ css({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '$controlSm',
  height: '$controlSm',
  paddingInline: '$2',
  borderRadius: '$md',
  color: '$text',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$surfaceMuted' },
  '&:focus-visible': focusRing,
});

const zoomIn = /* @__PURE__ */ keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

/** @internal */
export const dialogPanelStyles = /* @__PURE__ */ css({
  // Doubled class: host rules on the panel's ARIA role lose whatever the stylesheet order.
  '&&': {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: 'min(calc(100vw - 32px), $sizes$dialog)',
    maxHeight: 'calc(100vh - 32px)',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: '$3',
    padding: '$6',
    borderRadius: '$lg',
    backgroundColor: '$surface',
    color: '$text',
    boxShadow: '$lg',
    zIndex: '$modal',
    animationName: zoomIn,
    animationDuration: '150ms',
    animationTimingFunction: 'ease-out',
    '@reducedMotion': { animation: 'none' },
    '&:focus-visible': { outline: 'none' },
  },
});
