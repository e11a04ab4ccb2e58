import {
  formatMessage,
  type MessageKey,
  SEARCH_FILTER_PLATFORMS,
  SEARCH_WAITING_MESSAGE_KEYS,
} from '@compare/core';
import { createStyles, Spinner } from '@compare/ui';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import type { SearchParams } from '../../context';
import { useCompare } from '../../context';
import { normaliseSearchParams, useProductSearch } from '../../hooks/use-product-search';
import { WidgetLink } from '../../internal/link';
import {
  cx,
  focusRing,
  LARGE,
  linkStyle,
  listStyle,
  MEDIUM,
  rootClass,
  statusStyle,
} from '../../internal/styles';
import { NotServedNotice } from '../not-served-notice/not-served-notice';
import { useServiceArea } from '../not-served-notice/use-service-area';
import { ProductCard } from '../product-card/product-card';
import { SearchFilters } from './search-filters';
import { parseSearchSort, SEARCH_SORTS, type SearchSort } from './search-sort';
import { useInfiniteScroll } from './use-infinite-scroll';

const pageStyle = createStyles({ display: 'flex', flexDirection: 'column', gap: '$4', color: '$text' });
const breadcrumbStyle = createStyles({
  '& ol': { display: 'flex', flexWrap: 'wrap', gap: '$2', fontSize: '$sm', color: '$muted' },
  '& li + li::before': { content: '"/"', marginRight: '$2' },
});
const columnsStyle = createStyles({
  display: 'grid',
  gap: '$4',
  gridTemplateColumns: 'minmax(0, 1fr)',
  [MEDIUM]: { gridTemplateColumns: '220px minmax(0, 1fr)' },
});
const PRIORITY_CARDS = 4;
const gridStyle = createStyles({
  display: 'grid',
  gap: '$3',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [MEDIUM]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  [LARGE]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});
const overlayStyle = createStyles({
  position: 'fixed',
  inset: 0,
  zIndex: '$overlay',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$4',
  padding: '$4',
  backgroundColor: '$background',
  color: '$text',
  textAlign: 'center',
  fontSize: '$lg',
});
const moreStyle = createStyles({ display: 'flex', justifyContent: 'center', padding: '$4' });
const topBarStyle = createStyles({
  display: 'flex',
  flexWrap: 'wrap',
  rowGap: '$1',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
});
const toolbarStyle = createStyles({
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  fontSize: '$sm',
  color: '$muted',
  // As wide as its longest option ('Price: low to high'), never wider than the bar: a fixed
  // narrow width cut the label on a phone.
  maxWidth: '100%',
  '& select': {
    minWidth: 0,
    maxWidth: '100%',
    height: '32px',
    padding: '0 $1',
    border: '1px solid $colors$borderStrong',
    borderRadius: '$md',
    backgroundColor: '$surface',
    color: '$text',
    fontSize: '$sm',
  },
  '& select:focus-visible': focusRing,
});
const SORT_LABELS: Record<SearchSort, MessageKey> = {
  relevance: 'sortRelevance',
  price: 'sortPrice',
  'unit-price': 'sortUnitPrice',
  discount: 'sortDiscount',
};

/** Props of {@link SearchResults}. */
export interface SearchResultsProps {
  /** The route's query parameters (q, platform, category, brand). */
  params: SearchParams;
  /** Called with new parameters when filters change; without it the widget navigates to `hrefs.search`. */
  onParamsChange?: ((params: SearchParams) => void) | undefined;
  /** The order of the results (controlled); a host keeps it in its URL as `sort=`. */
  sort?: SearchSort | undefined;
  /** Order at first render when uncontrolled (default 'relevance'). */
  defaultSort?: SearchSort | undefined;
  /** Called when the shopper picks another order. */
  onSortChange?: ((sort: SearchSort) => void) | undefined;
  className?: string | undefined;
}

/** The selected platform keys of a comma-separated parameter. */
export function parsePlatforms(platform: string | undefined): string[] {
  return (platform ?? '')
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * The search page body: breadcrumb, the platform filters (chips, Clear, a
 * collapsible 'Refined by' checklist), the results grid with 'No products found', a full-screen
 * waiting message on first load and infinite scroll in pages of 20.
 */
export function SearchResults({
  params,
  onParamsChange,
  sort: sortProp,
  defaultSort = 'relevance',
  onSortChange,
  className,
}: SearchResultsProps) {
  const { messages, hrefs, navigate, platforms } = useCompare();
  const query = normaliseSearchParams(params);
  const hasParams = Object.keys(query).length > 0;
  const [ownSort, setOwnSort] = useState<SearchSort>(defaultSort);
  const sort = sortProp ?? ownSort;
  // The API sorts the whole result set, so infinite scroll appends in the same order.
  const search = useProductSearch(query, sort);
  const area = useServiceArea();
  const changeSort = (next: SearchSort) => {
    if (sortProp === undefined) setOwnSort(next);
    onSortChange?.(next);
  };
  // Chosen after mount: a random pick during render would differ between server and client.
  const [waitingKey, setWaitingKey] = useState(SEARCH_WAITING_MESSAGE_KEYS[0] ?? 'loading');
  const id = useId();
  useEffect(() => {
    const index = Math.floor(Math.random() * SEARCH_WAITING_MESSAGE_KEYS.length);
    setWaitingKey(SEARCH_WAITING_MESSAGE_KEYS[index] ?? 'loading');
  }, []);
  // The first page's cards are rendered deferred: React builds them in slices between which the
  // browser stays responsive, and the waiting screen stays until they are ready.
  const products = useDeferredValue(search.products);
  const loading = search.isLoading || (products.length === 0 && search.products.length > 0);
  useInfiniteScroll(search.loadMore, search.hasMore && !search.isLoading);

  if (!hasParams) return null;

  const selected = parsePlatforms(query.platform);
  const filterPlatforms = SEARCH_FILTER_PLATFORMS.filter((p) => platforms.some((own) => own.key === p.key));
  const change = (next: SearchParams) => {
    if (onParamsChange) onParamsChange(next);
    else navigate(hrefs.search(next));
  };
  const setPlatforms = (keys: string[]) =>
    change({ ...query, platform: keys.length > 0 ? keys.join(',') : undefined });
  const toggle = (key: string, checked: boolean) =>
    setPlatforms(checked ? [...selected.filter((k) => k !== key), key] : selected.filter((k) => k !== key));

  return (
    <div className={rootClass(pageStyle(), className)}>
      <div className={topBarStyle()}>
        <nav className={breadcrumbStyle()} aria-label={messages.searchBreadcrumb}>
          <ol className={listStyle()}>
            <li>
              <WidgetLink href={hrefs.home()} className={linkStyle()}>
                {messages.searchBreadcrumbHome}
              </WidgetLink>
            </li>
            <li aria-current="page">{messages.searchBreadcrumbResult}</li>
          </ol>
        </nav>
        <div className={toolbarStyle()}>
          <label htmlFor={`${id}-sort`}>{messages.sortBy}</label>
          <select
            id={`${id}-sort`}
            value={sort}
            onChange={(event) => changeSort(parseSearchSort(event.target.value))}
          >
            {SEARCH_SORTS.map((option) => (
              <option key={option} value={option}>
                {messages[SORT_LABELS[option]]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {loading ? (
        <div className={overlayStyle()}>
          <Spinner size="lg" label={messages[waitingKey]} />
          {/* The spinner announces the message; this is its visible copy. */}
          <p aria-hidden="true">{messages[waitingKey]}</p>
        </div>
      ) : null}
      <div className={columnsStyle()}>
        <SearchFilters
          selected={selected}
          platforms={filterPlatforms}
          onToggle={toggle}
          onClear={() => setPlatforms([])}
        />
        <section aria-label={messages.searchBreadcrumbResult} aria-busy={loading || search.isLoadingMore}>
          {search.searchedFor && products.length > 0 ? (
            <p className={statusStyle()} role="status">
              {formatMessage(messages.showingResultsFor, { query: search.searchedFor })}
            </p>
          ) : null}
          {search.similar && products.length > 0 ? (
            <p className={statusStyle()} role="status">
              {messages.similarProducts}
            </p>
          ) : null}
          {/* Where no merchant delivers, say so (and offer to change the area) before any result. */}
          <NotServedNotice />
          {!loading && products.length === 0 ? (
            area.status === 'none' ? null : (
              <p className={statusStyle()}>{messages.noProductsFound}</p>
            )
          ) : (
            <ul className={cx(listStyle(), gridStyle())}>
              {products.map((product, index) => (
                <li key={product.productId}>
                  <ProductCard product={product} priority={index < PRIORITY_CARDS} />
                </li>
              ))}
            </ul>
          )}
          {search.isLoadingMore ? (
            <div className={moreStyle()}>
              <Spinner label={messages.loadingMore} />
            </div>
          ) : null}
        </section>
      </div>
    </div>
  );
}
