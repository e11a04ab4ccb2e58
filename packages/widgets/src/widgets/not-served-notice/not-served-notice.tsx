import { formatMessage } from '@compare/core';
import { createStyles } from '@compare/ui';
import { useCompare } from '../../context';
import { rootClass } from '../../internal/styles';
import { LocationPicker } from '../location-picker/location-picker';
import { useNearestPrices } from './use-nearest-prices';
import { useServiceArea } from './use-service-area';

const kilometres = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

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
  className?: string | undefined;
}

/**
 * Says in plain words that no merchant we compare delivers to the chosen area, names the area and
 * the nearest place that has prices ('Nearest prices: Bhopal, 186 km'), and offers the location
 * picker to change it. Renders nothing while any merchant serves the location
 * or while that is not yet known, so any widget can place it above its content.
 */
export function NotServedNotice({ className }: NotServedNoticeProps) {
  const { messages } = useCompare();
  const { status, area } = useServiceArea();
  const nearest = useNearestPrices(status === 'none');
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
      {nearest ? (
        <p className={textStyle()} data-testid="nearest-prices">
          {formatMessage(messages.nearestPrices, {
            place: nearest.name,
            distance: kilometres.format(nearest.distanceKm),
          })}
        </p>
      ) : null}
      <LocationPicker />
    </section>
  );
}
