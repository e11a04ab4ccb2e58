import type { RankedMerchant } from '@compare/core';
import { Button, VisuallyHidden } from '@compare/ui';
import { useId, useState } from 'react';
import { useCompare } from '../../context';
import { useBasket } from '../../hooks/use-basket';
import { useMediaQuery } from '../../internal/use-media-query';
import { NotServedNotice } from '../not-served-notice/not-served-notice';
import { AnyBrandPanel } from './any-brand-panel';
import { FeeNote } from './fee-note';
import { PHONE_QUERY } from './layout';
import { LineTable } from './line-table';
import { MembershipPicker } from './membership-picker';
import { MerchantSummary } from './merchant-summary';
import {
  AnyBrandPanelPlaceholder,
  disclosureStyle,
  LineTableSkeleton,
  lineTableStyle,
  MerchantSummaryPlaceholder,
  VerdictPlaceholder,
} from './placeholders';
import type { Comparison } from './use-comparison';
import { Verdict } from './verdict';

/** Props of {@link ComparisonContent}. */
export interface ComparisonContentProps {
  comparison: Comparison;
  /** The stores shown, in their order (all of them, or the one the Filter chose). */
  columns: readonly RankedMerchant[];
  /** The store tagged 'Cheapest' and its landed total, if any. */
  cheapest: { merchant: string; total: number } | null;
  /** The table's title, which names its scroll region. */
  titleId: string;
  /** The table's `anyBrand` prop. */
  anyBrand: boolean;
}

/**
 * Everything the comparison shows under its toolbar when the basket has lines (or the partner's
 * server says it will): the verdict, the 'Any brand' panel, the per-store summary and the
 * line-by-line table, then the fee note and the memberships. Loaded on its own (see
 * comparison-table.tsx): a first visit with an empty basket, the usual one, does not load it.
 *
 * Before the stored basket is read (on a server, and in the first render that hydrates its
 * markup) it holds the shape the partner's server expects (the provider's basketLines, from the
 * basket cookie): the verdict's box, a card per store on a phone and the table with that many
 * rows; the basket then fills the same places.
 */
export function ComparisonContent({
  comparison,
  columns,
  cheapest,
  titleId,
  anyBrand,
}: ComparisonContentProps) {
  const { messages, platforms, locale, basketLines } = useCompare();
  const { setAnyBrand } = useBasket();
  const { items, refresh, delivery } = comparison;
  const [tableOpen, setTableOpen] = useState(false);
  // On a phone the folded table is not built until it is opened: a row of cells per line, its
  // stepper and every footer row are work the first screen does not need.
  const phone = useMediaQuery(PHONE_QUERY);
  // When no store lists anything in the basket any more there are no stores to sum up: the lines,
  // each saying it is no longer listed, are the answer, on a phone too.
  const nothingListed = comparison.hydrated && items.length > 0 && comparison.merchants.length === 0;
  const tableMounted = tableOpen || !phone || nothingListed;
  const tableRegionId = useId();
  const waiting = !comparison.hydrated;
  return (
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
