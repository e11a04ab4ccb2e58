import { getPlatform, type PlatformEta } from '@compare/core';
import { createStyles } from '@compare/ui';
import { useCompare } from '../../context';
import { usePlatforms } from '../../hooks/queries';
import { formatEta } from '../../internal/eta';
import { listStyle, logoStyle, rootClass } from '../../internal/styles';

const bannerStyle = createStyles({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  padding: '$3',
  border: '1px solid $colors$border',
  borderRadius: '$lg',
  backgroundColor: '$surfaceMuted',
  color: '$text',
});
const itemStyle = createStyles({
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  padding: '$1 $3',
  borderRadius: '$full',
  backgroundColor: '$surface',
  fontSize: '$sm',
});
const nameStyle = createStyles({ fontWeight: '$semibold' });
const waitingStyle = createStyles({ margin: 0, padding: '$3', color: '$muted', fontSize: '$sm' });

/** Props of {@link DeliveryBanner}. */
export interface DeliveryBannerProps {
  className?: string;
}

function findEta(etas: readonly PlatformEta[] | undefined, key: string): PlatformEta | undefined {
  return etas?.find((e) => getPlatform(e.name)?.key === key);
}

/**
 * One logo and ETA per merchant at the current location ('Fetching delivery times...' while
 * loading, 'N/A' without an ETA). ETAs reload when the location changes.
 */
export function DeliveryBanner({ className }: DeliveryBannerProps) {
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
          <img className={logoStyle()} src={platform.logo} alt="" width={24} height={24} />
          <span className={nameStyle()}>{platform.displayName}</span>
          <span>{formatEta(findEta(query.data, platform.key)?.eta, messages)}</span>
        </li>
      ))}
    </ul>
  );
}
