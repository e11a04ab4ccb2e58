import { getPlatform, type PlatformEta } from '@compare/core';
import { createStyles } from '@compare/ui';
import { useCompare, useRequireLocation } from '../../context';
import { usePlatforms } from '../../hooks/queries';
import { formatEta } from '../../internal/eta';
import { listStyle, logoStyle, rootClass } from '../../internal/styles';

// One line that scrolls sideways on a phone instead of stacking six merchants down the screen;
// the waiting text takes the same height, so nothing moves when the ETAs arrive.
const STRIP_HEIGHT = '44px';
const bannerStyle = createStyles({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: '$2',
  minHeight: STRIP_HEIGHT,
  padding: '$1 $2',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  border: '1px solid $colors$border',
  borderRadius: '$lg',
  backgroundColor: '$surfaceMuted',
  color: '$text',
});
const itemStyle = createStyles({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: '$1',
  padding: '2px $2',
  borderRadius: '$full',
  backgroundColor: '$surface',
  fontSize: '$xs',
  whiteSpace: 'nowrap',
});
const nameStyle = createStyles({ fontWeight: '$semibold' });
const waitingStyle = createStyles({
  display: 'flex',
  alignItems: 'center',
  minHeight: STRIP_HEIGHT,
  margin: 0,
  padding: '0 $3',
  color: '$muted',
  fontSize: '$sm',
});
const smallLogo = createStyles({ width: '20px', height: '20px' });

/** Props of {@link DeliveryBanner}. */
export interface DeliveryBannerProps {
  className?: string | undefined;
}

function findEta(etas: readonly PlatformEta[] | undefined, key: string): PlatformEta | undefined {
  return etas?.find((e) => getPlatform(e.name)?.key === key);
}

/**
 * A one-line strip, scrolling sideways when it does not fit: one logo and ETA per merchant at the current location ('Fetching delivery times...' while
 * loading, 'N/A' without an ETA). ETAs reload when the location changes.
 */
export function DeliveryBanner({ className }: DeliveryBannerProps) {
  useRequireLocation();
  const { messages, platforms } = useCompare();
  const query = usePlatforms();
  if (query.isPending) {
    return (
      <p className={rootClass(waitingStyle(), className)} role="status">
        {messages.fetchingDeliveryTimes}
      </p>
    );
  }
  return (
    <ul className={rootClass(listStyle(), bannerStyle(), className)}>
      {platforms.map((platform) => (
        <li key={platform.key} className={itemStyle()} data-platform={platform.key}>
          <img
            className={`${logoStyle()} ${smallLogo()}`}
            src={platform.logo}
            alt=""
            width={20}
            height={20}
          />
          <span className={nameStyle()}>{platform.displayName}</span>
          <span>{formatEta(findEta(query.data, platform.key)?.eta, messages)}</span>
        </li>
      ))}
    </ul>
  );
}
