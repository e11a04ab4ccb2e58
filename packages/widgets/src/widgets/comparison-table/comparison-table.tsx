import { formatMessage } from '@compare/core';
import { createStyles } from '@compare/ui';
import { type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { useCompare } from '../../context';
import { clockTime } from '../../internal/freshness';
import { rootClass, statusStyle } from '../../internal/styles';
import type { ComparisonContentProps } from './comparison-content';
import { ComparisonPlaceholders } from './placeholders';
import { ALL, ComparisonToolbar } from './toolbar';
import { useComparison } from './use-comparison';

type ContentModule = typeof import('./comparison-content');
let contentModule: ContentModule | null = null;
let contentLoading: Promise<ContentModule> | null = null;
let contentError: unknown = null;

/**
 * Loads what the comparison shows for a basket with lines (comparison-content.tsx), once. The
 * widget's first view with an empty basket (a partner page's usual first visit) never needs it,
 * so it is a module of its own that a bundler splits off. The standalone build, one file, calls
 * this as it loads, so its first render already has the module.
 * @internal
 */
export function loadComparisonContent(): Promise<ContentModule> {
  contentLoading ??= import('./comparison-content').then(
    (module) => {
      contentModule = module;
      return module;
    },
    (error: unknown) => {
      contentError = error;
      throw error;
    },
  );
  return contentLoading;
}

/** The content, rendered at once when its module is in, else suspended until it is. */
function LoadedContent(props: ComparisonContentProps) {
  if (contentError) throw contentError;
  if (!contentModule) throw loadComparisonContent();
  const { ComparisonContent } = contentModule;
  return <ComparisonContent {...props} />;
}

// minWidth 0: inside a host's flex or grid item the widget shrinks to its container; only the
// table's own box scrolls sideways.
const rootStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  color: '$text',
  minWidth: 0,
  maxWidth: '100%',
});
const refreshedStyle = createStyles({ margin: 0, color: '$muted', fontSize: '$sm' });

/** Props of {@link ComparisonTable}. */
export interface ComparisonTableProps {
  /** Refresh prices when the widget loads with items in the basket; true by default. */
  refreshOnLoad?: boolean | undefined;
  /** A split wins the verdict only when it saves more than this many rupees; ₹1 by default. */
  minPlanSaving?: number | undefined;
  /** Most stores a split may use; 3 by default. */
  maxPlanMerchants?: number | undefined;
  /** More basket actions beside 'Refresh Prices' (the demo puts 'Paste a list' there). */
  actions?: ReactNode | undefined;
  /**
   * The 'Any brand' switch per line and its suggestions: with a line's switch on, the verdict may
   * buy it as the cheapest equivalent of its kind at each merchant, and says so. True by default;
   * false hides the switches and compares every line as its own product.
   */
  anyBrand?: boolean | undefined;
  className?: string | undefined;
}

/**
 * Builds the browser's locale data for the clock of 'Prices refreshed 10:42 am' in a task of its
 * own while the refresh runs: the first Intl formatter of a page is slow to build, and built in
 * the render the refresh's answer causes, it would lengthen that render.
 */
function useClockWarmUp(locale: string) {
  useEffect(() => {
    const timer = setTimeout(() => clockTime(new Date(), locale === 'hi' ? 'hi' : 'en'), 0);
    return () => clearTimeout(timer);
  }, [locale]);
}

/**
 * The basket comparison of /my-cart. It answers first: a verdict says where to buy the whole
 * basket (one store, or the cheapest split, with the landed total and the saving), under the
 * 'Arrives within' deadline the shopper chose. Below it the stores in the honest order: cards on a
 * phone, the line-by-line table (one column per store, fee rows, Grand Total) on wider screens.
 * Live prices refresh on load and on 'Refresh Prices'.
 */
export function ComparisonTable({
  refreshOnLoad = true,
  minPlanSaving = 1,
  maxPlanMerchants = 3,
  actions,
  anyBrand = true,
  className,
}: ComparisonTableProps) {
  const { messages, locale, now, basketLines, platforms } = useCompare();
  const comparison = useComparison({ refreshOnLoad, minPlanSaving, maxPlanMerchants, anyBrand });
  const { items, ranked, refresh } = comparison;
  const [filter, setFilter] = useState(ALL);
  const titleId = useId();
  useClockWarmUp(locale);

  const active = filter !== ALL && comparison.merchants.includes(filter) ? filter : ALL;
  const columns = active === ALL ? ranked : ranked.filter((entry) => entry.merchant === active);
  const tagged = ranked.find((entry) => entry.merchant === comparison.cheapest);
  const cheapest = tagged ? { merchant: tagged.merchant, total: tagged.total } : null;

  // Before the stored basket is read (on a server, and in the first render that hydrates its
  // markup) the widget holds the shape the partner's server expects (the provider's basketLines,
  // from the basket cookie): the empty basket's line by default, else the content's placeholders.
  const waiting = !comparison.hydrated;
  const expectItems = waiting ? basketLines > 0 : items.length > 0;
  // The content's module is fetched as soon as a basket is expected (the server's basketLines, or
  // the stored basket once read), while the toolbar and the refresh on load get going.
  useEffect(() => {
    if (expectItems) void loadComparisonContent().catch(() => undefined);
  }, [expectItems]);
  return (
    // A plain container: the table's scroll region is the one landmark named by the title.
    <div className={rootClass(rootStyle(), className)} data-compare-widget="comparison-table">
      <ComparisonToolbar
        titleId={titleId}
        merchants={comparison.merchants}
        filter={active}
        onFilterChange={setFilter}
        empty={items.length === 0}
        refreshing={refresh.refreshing}
        onRefresh={() => void refresh.refresh()}
        actions={actions}
      />
      {refresh.finishedAt ? (
        <p className={refreshedStyle()} data-testid="last-refreshed">
          {formatMessage(messages.lastRefreshed, { time: clockTime(refresh.finishedAt, locale, now()) })}
        </p>
      ) : refreshOnLoad && expectItems && (waiting || !refresh.loadRefreshDone) ? (
        // The line the first refresh will fill, held from the start so the comparison below does
        // not move down when it lands; gone if that refresh had nothing to ask.
        <p className={refreshedStyle()} aria-hidden="true">
          {'\u00a0'}
        </p>
      ) : null}
      {/* Without JavaScript nothing reads the basket: say what the widget needs. */}
      <noscript>
        <p className={statusStyle()}>{messages.needsJavaScript}</p>
      </noscript>
      {expectItems ? (
        // Until the module is in, its places are held: server markup stays as it is (hydration
        // waits for the module), and a render in the browser shows the same placeholders.
        <Suspense
          fallback={
            <ComparisonPlaceholders
              titleId={titleId}
              items={waiting ? null : items}
              columns={waiting ? platforms.length : columns.length}
              anyBrand={anyBrand}
            />
          }
        >
          <LoadedContent
            comparison={comparison}
            columns={columns}
            cheapest={cheapest}
            titleId={titleId}
            anyBrand={anyBrand}
          />
        </Suspense>
      ) : (
        <p className={statusStyle()}>{messages.noItemsInCart}</p>
      )}
    </div>
  );
}
