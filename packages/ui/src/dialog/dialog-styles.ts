import { css, focusRing, keyframes } from '../internal/stitches';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** @internal The backdrop shared by Dialog and Sheet. */
export const overlayStyles = css({
  backgroundColor: '$overlay',
  zIndex: '$overlay',
  animation: `${fadeIn} 150ms ease-out`,
  '@reducedMotion': { animation: 'none' },
});

/** @internal */
export const titleStyles = css({
  margin: 0,
  fontSize: '$lg',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  color: '$text',
});

/** @internal */
export const descriptionStyles = css({ margin: 0, fontSize: '$sm', color: '$muted' });

/** @internal The close affordance in a panel's corner (consumers may style their own). */
export const closeStyles = css({
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

const zoomIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

/** @internal */
export const dialogPanelStyles = css({
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
  animation: `${zoomIn} 150ms ease-out`,
  '@reducedMotion': { animation: 'none' },
  '&:focus-visible': { outline: 'none' },
});
