import { createStyles, Spinner } from '@compare/ui';
import { useCompare } from '../../context';
import { useCategories, useTrending } from '../../hooks/queries';
import { cx } from '../../internal/styles';
import { CategoryGrid } from '../category-grid/category-grid';
import { DeliveryBanner } from '../delivery-banner/delivery-banner';
import { TrendingRow } from '../trending-row/trending-row';
import { LocationGate } from './location-gate';

const homeStyle = createStyles({ display: 'flex', flexDirection: 'column', gap: '$6', color: '$text' });
const loadingStyle = createStyles({ display: 'flex', justifyContent: 'center', padding: '$10 0' });

/** Props of {@link HomeFeed}. */
export interface HomeFeedProps {
  className?: string;
  /** Show the delivery-time banner above the grid (default true). */
  showDeliveryBanner?: boolean;
}

function Feed({ showDeliveryBanner }: { showDeliveryBanner: boolean }) {
  const { messages } = useCompare();
  const categories = useCategories();
  const trending = useTrending();
  // Spec §2 Home: a spinner until categories and trending have both loaded.
  const loading = categories.isPending || trending.isPending;
  return (
    <>
      {showDeliveryBanner ? <DeliveryBanner /> : null}
      {loading ? (
        <div className={loadingStyle()}>
          <Spinner label={messages.loading} size="lg" />
        </div>
      ) : (
        <>
          <CategoryGrid categories={categories.data ?? []} />
          {(trending.data ?? []).map((section) => (
            <TrendingRow key={section.title ?? section.category} section={section} />
          ))}
        </>
      )}
    </>
  );
}

/**
 * The home page body: the waiting text until the location is known, then the delivery banner,
 * the category grid and the trending sections (a spinner until both have loaded).
 */
export function HomeFeed({ className, showDeliveryBanner = true }: HomeFeedProps) {
  return (
    <div className={cx(homeStyle(), className)}>
      <LocationGate>
        <Feed showDeliveryBanner={showDeliveryBanner} />
      </LocationGate>
    </div>
  );
}
