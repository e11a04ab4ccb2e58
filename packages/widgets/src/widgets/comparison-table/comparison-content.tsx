import type { RankedMerchant } from '@compare/core';
import { Button } from '@compare/ui';
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
  disclosureStyle,
  lineTableStyle,
  MerchantSummaryPlaceholder,
  VerdictPlaceholder,
} from './placeholders';
import type { Comparison } from './use-comparison';
import { useVerdict, type VerdictOptions } from './use-verdict';
import { Verdict } from './verdict';

/** Props of {@link ComparisonContent}. */
export interface ComparisonContentProps extends VerdictOptions {
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
 * Rendered only once the stored basket is read: before that (on a server, and in the render that
 * hydrates its markup) the table shows the placeholders, so no server markup waits for this module.
 */
export function ComparisonContent({
  comparison,
  columns,
  cheapest,
  titleId,
  anyBrand,
  minPlanSaving,
  maxPlanMerchants,
}: ComparisonContentProps) {
  const { messages, locale } = useCompare();
  const verdict = useVerdict(comparison, { minPlanSaving, maxPlanMerchants });
  const { setAnyBrand } = useBasket();
  const { items, refresh, delivery } = comparison;
  const [tableOpen, setTableOpen] = useState(false);
  // On a phone the folded table is not built until it is opened: a row of cells per line, its
  // stepper and every footer row are work the first screen does not need.
  const phone = useMediaQuery(PHONE_QUERY);
  // When no store lists anything in the basket any more there are no stores to sum up: the lines,
  // each saying it is no longer listed, are the answer, on a phone too.
  const nothingListed = items.length > 0 && comparison.merchants.length === 0;
  const tableMounted = tableOpen || !phone || nothingListed;
  const tableRegionId = useId();
  return (
    <>
      {/* Where nobody delivers, the notice saying so takes the verdict's place. */}
      {delivery.outOfArea ? (
        <NotServedNotice />
      ) : comparison.ready && verdict ? (
        <Verdict verdict={verdict} arrivesWithin={delivery.limits.arrivesWithin} />
      ) : (
        <VerdictPlaceholder items={items} />
      )}
      {anyBrand ? (
        <AnyBrandPanel items={comparison.ownItems} anyBrand={comparison.anyBrand} onChange={setAnyBrand} />
      ) : null}
      {nothingListed ? null : comparison.ready ? (
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
        <MerchantSummaryPlaceholder count={columns.length} />
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
        {tableMounted ? (
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
        ) : null}
      </div>
      <FeeNote />
      <MembershipPicker rules={comparison.rules} merchants={comparison.merchants} />
    </>
  );
}
