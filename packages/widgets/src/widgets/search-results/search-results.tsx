import {
  formatMessage,
  type MessageKey,
  SCROLL_THRESHOLD_PX,
  SEARCH_FILTER_PLATFORMS,
  SEARCH_WAITING_MESSAGE_KEYS,
} from '@compare/core';
import { Button, createStyles, Spinner } from '@compare/ui';
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
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
import { parseSearchSort, SEARCH_SORTS, type SearchSort } from './search-sort';

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
const PHONE = '@media (max-width: 767px)';
const filtersStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  [PHONE]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', columnGap: '$3' },
  gap: '$2',
  alignSelf: 'start',
  padding: '$2 $3',
  [MEDIUM]: { gap: '$3', padding: '$3' },
  border: '1px solid $colors$border',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  '& h2': { margin: 0, fontSize: '$md', fontWeight: '$semibold' },
});
const filtersHeadStyle = createStyles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  [PHONE]: { display: 'contents' },
});
// On a phone the box is one line (Filters, 'Refined by', Clear) until the checklist unfolds, so
// the results start high on the first screen.
const phoneToggle = createStyles({ [PHONE]: { order: 1, flex: '1 1 auto', width: 'auto' } });
const phoneClear = createStyles({ [PHONE]: { order: 2 } });
const phoneChips = createStyles({ [PHONE]: { order: 3, flexBasis: '100%' } });
const phoneChecklist = createStyles({ [PHONE]: { order: 4, flexBasis: '100%' } });
const chipsStyle = createStyles({ display: 'flex', flexWrap: 'wrap', gap: '$2' });
const chipStyle = createStyles({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  padding: '2px $2',
  borderRadius: '$full',
  backgroundColor: '$accent',
  color: '$accentText',
  fontSize: '$xs',
  fontWeight: '$semibold',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
});
const disclosureStyle = createStyles({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  fontWeight: '$semibold',
  cursor: 'pointer',
  borderRadius: '$sm',
  '&:focus-visible': focusRing,
  '& svg': { transition: 'transform 150ms' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
});
// The isolation reset (`all: revert`) on every element inside a widget outranks the browser's own
// `[hidden] { display: none }`, so the collapsed checklist says it again under its own class.
const collapsibleStyle = createStyles({ '&[hidden]': { display: 'none' } });
const fieldsetStyle = createStyles({
  margin: 0,
  padding: 0,
  border: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  '& legend': { padding: 0, marginBottom: '$2', fontSize: '$sm', color: '$muted' },
  '& label': { display: 'flex', alignItems: 'center', gap: '$2', fontSize: '$sm', cursor: 'pointer' },
  '& input': { width: '16px', height: '16px', margin: 0, accentColor: 'var(--cmp-colors-primary)' },
});
// Cards in the first screenful (one row of 4 on a laptop, two rows of 2 on a phone) load their
// images eagerly at high priority: the first image is the page's largest paint.
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
  onParamsChange?: (params: SearchParams) => void;
  /** The order of the results (controlled); a host keeps it in its URL as `sort=`. */
  sort?: SearchSort;
  /** Order at first render when uncontrolled (default 'relevance'). */
  defaultSort?: SearchSort;
  /** Called when the shopper picks another order. */
  onSortChange?: (sort: SearchSort) => void;
  className?: string;
}

/** The selected platform keys of a comma-separated parameter. */
export function parsePlatforms(platform: string | undefined): string[] {
  return (platform ?? '')
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
}

function ChevronDown() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="m3 6 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Loads the next page when the page is scrolled within 200 px of its bottom. */
function useInfiniteScroll(loadMore: () => void, active: boolean) {
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    if (!active || typeof window === 'undefined') return;
    const onScroll = () => {
      const bottom = window.innerHeight + window.scrollY;
      if (bottom >= document.documentElement.scrollHeight - SCROLL_THRESHOLD_PX) latest.current();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [active]);
}

/**
 * The search page body: breadcrumb, the platform filters (chips, Clear, a
 * collapsible 'Refined by' checklist), the results grid with 'No products found', a full-screen
 * waiting message on first load and infinite scroll in pages of 20.
 */
/** Below this width 'Refined by' starts collapsed. */
const NARROW_SCREEN = '(max-width: 767px)';

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
  const [refinedOpen, setRefinedOpen] = useState(true);
  const changeSort = (next: SearchSort) => {
    if (sortProp === undefined) setOwnSort(next);
    onSortChange?.(next);
  };
  // Chosen after mount: a random pick during render would differ between server and client.
  const [waitingKey, setWaitingKey] = useState(SEARCH_WAITING_MESSAGE_KEYS[0] ?? 'loading');
  const id = useId();
  useEffect(() => {
    // On a phone the open checklist would push every result below the fold; start it folded.
    if (window.matchMedia?.(NARROW_SCREEN).matches) setRefinedOpen(false);
  }, []);
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
        <aside className={filtersStyle()} aria-labelledby={`${id}-filters`}>
          <div className={filtersHeadStyle()}>
            <h2 id={`${id}-filters`}>{messages.filters}</h2>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setPlatforms([])}
              disabled={selected.length === 0}
              className={phoneClear()}
            >
              {messages.clearFilters}
            </Button>
          </div>
          {selected.length > 0 ? (
            <ul className={cx(listStyle(), chipsStyle(), phoneChips())}>
              {selected.map((key) => {
                const name = SEARCH_FILTER_PLATFORMS.find((p) => p.key === key)?.displayName ?? key;
                return (
                  <li key={key}>
                    <button
                      type="button"
                      className={chipStyle()}
                      aria-label={formatMessage(messages.removeFilter, { name })}
                      onClick={() => toggle(key, false)}
                    >
                      {name}
                      <svg width="10" height="10" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                        <path
                          d="M4 4l8 8M12 4l-8 8"
                          stroke="currentColor"
                          strokeWidth="2.5"
                          strokeLinecap="round"
                        />
                      </svg>
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
          <button
            type="button"
            className={cx(disclosureStyle(), phoneToggle())}
            aria-expanded={refinedOpen}
            aria-controls={`${id}-refined`}
            onClick={() => setRefinedOpen((open) => !open)}
          >
            {messages.refinedBy}
            <ChevronDown />
          </button>
          <div
            id={`${id}-refined`}
            className={cx(collapsibleStyle(), phoneChecklist())}
            hidden={!refinedOpen}
          >
            <fieldset className={fieldsetStyle()}>
              <legend>{messages.platformFilter}</legend>
              {filterPlatforms.map((platform) => (
                <label key={platform.key}>
                  <input
                    type="checkbox"
                    checked={selected.includes(platform.key)}
                    onChange={(event) => toggle(platform.key, event.target.checked)}
                  />
                  {platform.displayName}
                </label>
              ))}
            </fieldset>
          </div>
        </aside>
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
