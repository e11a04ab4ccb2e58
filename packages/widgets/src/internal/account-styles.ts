// Styles shared by the account widgets (paste a list, saved baskets, shared basket, watches, alerts).
import { createStyles } from '@compare/ui';
import { focusRing } from './styles';

/** A widget's column of parts. */
export const stackStyle = createStyles({ display: 'flex', flexDirection: 'column', gap: '$3' });

/** A row of controls that wraps on a phone. */
export const rowStyle = createStyles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2' });

/** A multi-line text box, as ui's Input looks. */
export const textareaStyle = createStyles({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '8rem',
  padding: '$2 $3',
  borderRadius: '$md',
  border: '1px solid $colors$border',
  backgroundColor: '$surface',
  color: '$text',
  font: 'inherit',
  fontSize: '$md',
  resize: 'vertical',
  '&:focus-visible': focusRing,
});

/** A small label above a control. */
export const labelStyle = createStyles({ fontWeight: '$semibold', fontSize: '$sm', color: '$text' });

/** Muted help text. */
export const hintStyle = createStyles({ margin: 0, fontSize: '$sm', color: '$muted' });

/** An error line. */
export const errorStyle = createStyles({ margin: 0, fontSize: '$sm', color: '$danger' });

/** A bordered card of a list. */
export const cardStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$3',
  borderRadius: '$md',
  border: '1px solid $colors$border',
  backgroundColor: '$surface',
});

/** A native checkbox with a visible focus ring. */
export const checkboxStyle = createStyles({
  width: '18px',
  height: '18px',
  margin: 0,
  '&:focus-visible': focusRing,
});

/** A button-looking trigger (a dialog's or popover's), outlined like ui's outline Button. */
export const triggerStyle = createStyles({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  minHeight: '$controlMd',
  padding: '$2 $4',
  borderRadius: '$md',
  border: '1px solid $colors$border',
  backgroundColor: '$surface',
  color: '$text',
  fontWeight: '$semibold',
  fontSize: '$sm',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$surfaceMuted' },
  '&:focus-visible': focusRing,
});

/** A dialog's title row: the title, and the close button at the end. */
export const dialogHeadStyle = createStyles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  marginBottom: '$3',
});

/** A line of a list: its words at the start, its figure at the end. */
export const lineStyle = createStyles({
  display: 'flex',
  flexDirection: 'row',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  textAlign: 'start',
});
