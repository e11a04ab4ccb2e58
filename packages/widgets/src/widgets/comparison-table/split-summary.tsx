import {
  type BasketPlan,
  type CartItem,
  cheapestPlan,
  type FeeRule,
  formatINR,
  formatMessage,
  fromPaise,
  planWorthShowing,
  toPaise,
} from '@compare/core';
import { createStyles } from '@compare/ui';
import { memo, useMemo } from 'react';
import { useCompare } from '../../context';
import { merchantLabel } from '../../internal/product';
import { listStyle } from '../../internal/styles';
import { lineName } from '../basket-sheet/basket-lines';

const boxStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$4',
  border: '1px solid $colors$border',
  borderRadius: '$lg',
  backgroundColor: '$surfaceMuted',
});
const titleStyle = createStyles({ margin: 0, fontSize: '$md', fontWeight: '$bold' });
const textStyle = createStyles({ margin: 0, fontSize: '$sm' });
const groupStyle = createStyles({ display: 'flex', flexDirection: 'column', gap: '$2', fontSize: '$sm' });
const linesStyle = createStyles({ color: '$muted' });

/** Props of the cheapest-plan summary. */
export interface SplitSummaryProps {
  items: readonly CartItem[];
  /** Fee rules the plan prices with (the server's, so they match the table's fee rows). */
  rules: readonly FeeRule[];
  /** Whether a merchant serves the shopper's location. */
  serves: (merchant: string) => boolean;
  /** Membership keys the shopper holds. */
  memberships: readonly string[];
  /** The plan shows only when it saves more than this many rupees against one store. */
  minSaving: number;
  /** Most stores a plan may use. */
  maxMerchants?: number;
}

function Plan({ plan }: { plan: BasketPlan }) {
  const { messages, locale } = useCompare();
  const count = plan.groups.length;
  const total = formatINR(plan.total);
  return (
    <section
      className={boxStyle()}
      aria-label={messages.cheapestSplit}
      data-testid="cheapest-split"
      data-total={plan.total}
    >
      <h3 className={titleStyle()}>{messages.cheapestSplit}</h3>
      <p className={textStyle()}>
        {plan.bestSingle && plan.saving !== null
          ? formatMessage(
              messages.planSaving,
              {
                count,
                total,
                saving: formatINR(plan.saving),
                merchant: merchantLabel(plan.bestSingle.merchant),
              },
              locale,
            )
          : formatMessage(messages.planNoSingleStore, { count, total }, locale)}
      </p>
      <ul className={`${listStyle()} ${groupStyle()}`}>
        {plan.groups.map((group) => (
          <li key={group.merchant} data-merchant={group.merchant}>
            <strong>
              {formatMessage(
                messages.planGroup,
                {
                  merchant: merchantLabel(group.merchant),
                  items: formatINR(group.itemsTotal),
                  fees: formatINR(fromPaise(toPaise(group.grandTotal) - toPaise(group.itemsTotal))),
                  total: formatINR(group.grandTotal),
                },
                locale,
              )}
            </strong>
            <br />
            <span className={linesStyle()}>
              {group.lines.map((line) => `${lineName(line.item)} × ${line.item.quantity}`).join(', ')}
            </span>
          </li>
        ))}
      </ul>
      {plan.missing.length > 0 ? (
        <p className={textStyle()}>
          {formatMessage(messages.planMissing, { names: plan.missing.map(lineName).join(', ') })}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The cheapest way to buy the basket (core's `cheapestPlan`): in-stock offers at stores that serve
 * the location and whose fees are known, every fee and GST counted, memberships applied. Shown
 * only when it uses more than one store and saves more than `minSaving` against the best single
 * store (or no single store has everything), since one store is already a column of the table.
 */
export const SplitSummary = memo(function SplitSummary({
  items,
  rules,
  serves,
  memberships,
  minSaving,
  maxMerchants,
}: SplitSummaryProps) {
  const plan = useMemo(
    () => cheapestPlan(items, rules, { serves, memberships, maxMerchants }),
    [items, rules, serves, memberships, maxMerchants],
  );
  if (!planWorthShowing(plan, minSaving)) return null;
  return <Plan plan={plan} />;
});
