import { formatMessage } from '@compare/core';
import { Button, createStyles, VisuallyHidden } from '@compare/ui';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useCompare } from '../../context';
import { useBasket } from '../../hooks/use-basket';
import { clockTime } from '../../internal/freshness';
import { MEDIUM, rootClass, statusStyle } from '../../internal/styles';
import { useMediaQuery } from '../../internal/use-media-query';
import { NotServedNotice } from '../not-served-notice/not-served-notice';
import { AnyBrandPanel, AnyBrandPanelPlaceholder } from './any-brand-panel';
import { FeeNote } from './fee-note';
import { PHONE, PHONE_QUERY } from './layout';
import { LineTable, LineTableSkeleton } from './line-table';
import { MembershipPicker } from './membership-picker';
import { MerchantSummary, MerchantSummaryPlaceholder } from './merchant-summary';
import { ALL, ComparisonToolbar } from './toolbar';
import { useComparison } from './use-comparison';
import { Verdict, VerdictPlaceholder } from './verdict';

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
const lineTableStyle = createStyles({
  minWidth: 0,
  [PHONE]: { display: 'none', '&[data-open]': { display: 'block' } },
});
// Doubled class: the Button's own display must lose whatever order the styles were inserted in.
const disclosureStyle = createStyles({ alignSelf: 'flex-start', [MEDIUM]: { '&&': { display: 'none' } } });
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
  const { messages, locale, now, platforms, basketLines } = useCompare();
  const comparison = useComparison({ refreshOnLoad, minPlanSaving, maxPlanMerchants, anyBrand });
  const { setAnyBrand } = useBasket();
  const { items, ranked, refresh, delivery } = comparison;
  const [filter, setFilter] = useState(ALL);
  const [tableOpen, setTableOpen] = useState(false);
  // On a phone the folded table is not built until it is opened: a row of cells per line, its
  // stepper and every footer row are work the first screen does not need.
  const phone = useMediaQuery(PHONE_QUERY);
  // When no store lists anything in the basket any more there are no stores to sum up: the lines,
  // each saying it is no longer listed, are the answer, on a phone too.
  const nothingListed = comparison.hydrated && items.length > 0 && comparison.merchants.length === 0;
  const tableMounted = tableOpen || !phone || nothingListed;
  const titleId = useId();
  const tableRegionId = useId();
  useClockWarmUp(locale);

  const active = filter !== ALL && comparison.merchants.includes(filter) ? filter : ALL;
  const columns = active === ALL ? ranked : ranked.filter((entry) => entry.merchant === active);
  const tagged = ranked.find((entry) => entry.merchant === comparison.cheapest);
  const cheapest = tagged ? { merchant: tagged.merchant, total: tagged.total } : null;

  // Before the stored basket is read (on a server, and in the first render that hydrates its
  // markup) the widget holds the shape the partner's server expects (the provider's basketLines,
  // from the basket cookie): the empty basket's line by default, else the verdict's box, a card per
  // store on a phone and the table with that many rows; the basket then fills the same places.
  const waiting = !comparison.hydrated;
  const expectItems = waiting ? basketLines > 0 : items.length > 0;
  let content: ReactNode;
  if (!expectItems) content = <p className={statusStyle()}>{messages.noItemsInCart}</p>;
  else {
    content = (
      <>
        {waiting ? <VisuallyHidden role="status">{messages.loading}</VisuallyHidden> : null}
        {/* Where nobody delivers, the notice saying so takes the verdict's place. */}
        {waiting ? (
          <VerdictPlaceholder />
        ) : delivery.outOfArea ? (
          <NotServedNotice />
        ) : comparison.ready && comparison.verdict ? (
          <Verdict verdict={comparison.verdict} arrivesWithin={delivery.limits.arrivesWithin} />
        ) : (
          <VerdictPlaceholder items={items} />
        )}
        {!anyBrand ? null : waiting ? (
          <AnyBrandPanelPlaceholder lines={basketLines} />
        ) : (
          <AnyBrandPanel items={comparison.ownItems} anyBrand={comparison.anyBrand} onChange={setAnyBrand} />
        )}
        {nothingListed ? null : !waiting && comparison.ready ? (
          <MerchantSummary
            items={items}
            ranked={columns}
            totals={comparison.totals}
            loading={comparison.feesLoading}
            cheapest={comparison.cheapest}
            failed={refresh.failed}
            refreshedAt={refresh.refreshedAt}
            locale={locale}
          />
        ) : (
          <MerchantSummaryPlaceholder count={waiting ? platforms.length : columns.length} />
        )}
        {nothingListed ? null : (
          <Button
            variant="outline"
            className={disclosureStyle()}
            aria-expanded={tableOpen}
            aria-controls={tableRegionId}
            onClick={() => setTableOpen((open) => !open)}
          >
            {messages.lineByLine}
          </Button>
        )}
        <div
          id={tableRegionId}
          className={lineTableStyle()}
          data-open={tableOpen || nothingListed ? '' : undefined}
        >
          {!tableMounted ? null : waiting ? (
            <LineTableSkeleton titleId={titleId} columns={platforms.length} lines={basketLines} />
          ) : (
            <LineTable
              titleId={titleId}
              items={items}
              columns={columns}
              totals={comparison.totals}
              fees={comparison.fees}
              feesLoading={comparison.feesLoading}
              cheapest={cheapest}
              failed={refresh.failed}
              refreshedAt={refresh.refreshedAt}
              locale={locale}
              onQuantity={comparison.setQuantity}
              ordered={comparison.ordered}
            />
          )}
        </div>
        <FeeNote />
        <MembershipPicker
          rules={comparison.rules}
          merchants={waiting ? platforms.map((platform) => platform.key) : comparison.merchants}
        />
      </>
    );
  }

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
      {content}
    </div>
  );
}
