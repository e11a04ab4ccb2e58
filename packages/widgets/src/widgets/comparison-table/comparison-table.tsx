import { formatMessage } from '@compare/core';
import { createStyles } from '@compare/ui';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useCompare } from '../../context';
import { clockTime } from '../../internal/freshness';
import { rootClass, statusStyle } from '../../internal/styles';
import { ComparisonPlaceholders } from './placeholders';
import { ALL, ComparisonToolbar } from './toolbar';
import { useComparison } from './use-comparison';

type ContentModule = typeof import('./comparison-content');
let contentModule: ContentModule | null = null;
let contentLoading: Promise<ContentModule> | null = null;

/**
 * Loads what the comparison shows for a basket with lines (comparison-content.tsx), once. The
 * widget's first view with an empty basket (a partner page's usual first visit) never needs it,
 * so it is a module of its own that a bundler splits off. The standalone build, one file, calls
 * this as it loads, so its first render already has the module. A failed load is tried again by
 * the next call.
 * @internal
 */
export function loadComparisonContent(): Promise<ContentModule> {
  contentLoading ??= import('./comparison-content').then(
    (module) => {
      contentModule = module;
      return module;
    },
    (error: unknown) => {
      contentLoading = null;
      throw error;
    },
  );
  return contentLoading;
}

/**
 * The content's module once it is in, else null (and it is fetched while `wanted`). Nothing
 * suspends: until the module is in, the widget keeps rendering the placeholders that hold the
 * content's places, so neither the widget nor the partner's page around it is ever replaced by a
 * Suspense fallback (a boundary above the widget hid the partner's content below it: CLS 0.19).
 */
function useContentModule(wanted: boolean): {
  module: ContentModule | null;
  failed: boolean;
  retry: () => void;
} {
  const [loaded, setLoaded] = useState<ContentModule | null>(contentModule);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    loadComparisonContent().then(
      (module) => {
        if (live) setLoaded(module);
      },
      (error: unknown) => {
        console.error('Compare: the comparison could not be loaded', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded, attempt]);
  // 'Refresh Prices' after a failed load (a network blip) tries the module again.
  const retry = () => {
    setFailed(false);
    setAttempt((count) => count + 1);
  };
  return { module: loaded ?? contentModule, failed, retry };
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
  const comparison = useComparison({ refreshOnLoad, anyBrand });
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
  const content = useContentModule(expectItems);
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
        onRefresh={() => {
          if (content.failed) content.retry();
          void refresh.refresh();
        }}
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
      {!expectItems ? (
        <p className={statusStyle()}>{messages.noItemsInCart}</p>
      ) : waiting ? (
        // The server's markup and the render that hydrates it: placeholders only, never the
        // content's module. A boundary hydrating server markup that waits for a module is rendered
        // afresh when the stored basket arrives first (it moved the page: CLS 0.179).
        <ComparisonPlaceholders
          titleId={titleId}
          items={null}
          columns={platforms.length}
          anyBrand={anyBrand}
        />
      ) : content.module ? (
        <content.module.ComparisonContent
          comparison={comparison}
          columns={columns}
          cheapest={cheapest}
          titleId={titleId}
          anyBrand={anyBrand}
          minPlanSaving={minPlanSaving}
          maxPlanMerchants={maxPlanMerchants}
        />
      ) : content.failed ? (
        <p className={statusStyle()} role="alert">
          {messages.somethingWentWrong}
        </p>
      ) : (
        // Until the module is in (a partner's bundler fetches it on its own), the same places are
        // held, now with the basket's lines.
        <ComparisonPlaceholders
          titleId={titleId}
          items={items}
          columns={columns.length}
          anyBrand={anyBrand}
        />
      )}
    </div>
  );
}
