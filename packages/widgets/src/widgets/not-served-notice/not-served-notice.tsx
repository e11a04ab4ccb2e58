import { formatMessage } from '@compare/core';
import { createStyles } from '@compare/ui';
import { useCompare } from '../../context';
import { rootClass } from '../../internal/styles';
import { LocationPicker } from '../location-picker/location-picker';
import { useServiceArea } from './use-service-area';

const boxStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$2',
  padding: '$4',
  border: '1px solid $colors$border',
  borderRadius: '$lg',
  backgroundColor: '$surfaceMuted',
  color: '$text',
});
const titleStyle = createStyles({ margin: 0, fontSize: '$md', fontWeight: '$bold' });
const textStyle = createStyles({ margin: 0, fontSize: '$sm' });

/** Props of {@link NotServedNotice}. */
export interface NotServedNoticeProps {
  className?: string;
}

/**
 * Says in plain words that no merchant we compare delivers to the chosen area, names the area and
 * offers the location picker to change it. Renders nothing while any merchant serves the location
 * or while that is not yet known, so any widget can place it above its content.
 */
export function NotServedNotice({ className }: NotServedNoticeProps) {
  const { messages } = useCompare();
  const { status, area } = useServiceArea();
  if (status !== 'none') return null;
  return (
    <section
      className={rootClass(boxStyle(), className)}
      role="status"
      data-compare-widget="not-served-notice"
      data-testid="not-served"
    >
      <h3 className={titleStyle()}>{formatMessage(messages.notServedTitle, { area })}</h3>
      <p className={textStyle()}>{messages.notServedDescription}</p>
      <LocationPicker />
    </section>
  );
}
