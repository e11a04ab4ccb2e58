import { createStyles, Spinner } from '@compare/ui';
import { useDeferredValue } from 'react';
import { useCompare } from '../../context';
import { useCategories, useTrending } from '../../hooks/queries';
import { MEDIUM, rootClass } from '../../internal/styles';
import { CategoryGrid } from '../category-grid/category-grid';
import { DeliveryBanner } from '../delivery-banner/delivery-banner';
import { NotServedNotice } from '../not-served-notice/not-served-notice';
import { useServiceArea } from '../not-served-notice/use-service-area';
import { TrendingRow } from '../trending-row/trending-row';
import { DeferredRow } from './deferred-row';
import { LocationGate } from './location-gate';

// Rows rendered at once; the rest wait until they come near the viewport. A trending row is a
// dozen product cards with all their offers, and rendering every row up front kept a phone's main
// thread busy for seconds before the first tap could be handled.
const EAGER_ROWS = 2;
// Cards of the first row whose images load eagerly: the ones above the fold.
const PRIORITY_IMAGES = 4;
// Cards an eager row renders before the shopper reaches for it: a screen's width and a little more.
const INITIAL_CARDS = 6;

const homeStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  color: '$text',
  [MEDIUM]: { gap: '$6' },
});
const loadingStyle = createStyles({ display: 'flex', justifyContent: 'center', padding: '$10 0' });

/** Props of {@link HomeFeed}. */
export interface HomeFeedProps {
  className?: string | undefined;
  /** Show the delivery-time banner above the grid (default true). */
  showDeliveryBanner?: boolean | undefined;
}

function Feed({ showDeliveryBanner }: { showDeliveryBanner: boolean }) {
  const { messages } = useCompare();
  const categoryQuery = useCategories();
  const trendingQuery = useTrending();
  // The rows and the grid are the page's largest render. Deferred, React renders them in slices
  // between which the browser stays responsive (a query's answer alone would render them in one
  // long task); the spinner stays until then.
  const categoryData = useDeferredValue(categoryQuery.data);
  const trendingData = useDeferredValue(trendingQuery.data);
  const area = useServiceArea();
  // A spinner until categories and trending have both loaded and been rendered.
  const loading =
    categoryQuery.isPending ||
    trendingQuery.isPending ||
    categoryData !== categoryQuery.data ||
    trendingData !== trendingQuery.data;
  // Where no merchant delivers, a strip of 'N/A' ETAs and rows without products say nothing: the
  // notice says so, names the area and offers to change it; the category grid stays to browse.
  if (area.status === 'none') {
    return (
      <>
        <NotServedNotice />
        {categoryQuery.isPending ? null : <CategoryGrid categories={categoryQuery.data ?? []} />}
      </>
    );
  }
  return (
    <>
      {showDeliveryBanner ? <DeliveryBanner /> : null}
      {loading ? (
        <div className={loadingStyle()}>
          <Spinner label={messages.loading} size="lg" />
        </div>
      ) : (
        <>
          {(trendingData ?? []).map((section, index) => {
            const key = section.title ?? section.category ?? String(index);
            const row =
              index < EAGER_ROWS ? (
                <TrendingRow
                  key={key}
                  section={section}
                  priorityImages={index === 0 ? PRIORITY_IMAGES : 0}
                  initialCards={INITIAL_CARDS}
                />
              ) : (
                <DeferredRow key={key} section={section} />
              );
            // The first prices come first; the category grid follows the first row.
            return index === 0
              ? [row, <CategoryGrid key="categories" categories={categoryData ?? []} />]
              : row;
          })}
          {trendingData?.length ? null : <CategoryGrid categories={categoryData ?? []} />}
        </>
      )}
    </>
  );
}

/**
 * The home page body: the waiting text until the location is known, then the one-line delivery
 * strip (or, where no merchant delivers, a notice naming the area with a way to change it), the first trending row (prices on the first screen), the category grid and the other
 * trending sections (a spinner until categories and trending have both loaded). The first two
 * rows render at once, the rest as they come near the viewport.
 */
export function HomeFeed({ className, showDeliveryBanner = true }: HomeFeedProps) {
  return (
    <div className={rootClass(homeStyle(), className)}>
      <LocationGate>
        <Feed showDeliveryBanner={showDeliveryBanner} />
      </LocationGate>
    </div>
  );
}
