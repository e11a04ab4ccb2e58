import {
  type BasketVerdict,
  type CartItem,
  formatINR,
  formatMessage,
  fromPaise,
  toPaise,
} from '@compare/core';
import { createStyles } from '@compare/ui';
import { memo, useId } from 'react';
import { useCompare } from '../../context';
import { Ghost } from '../../internal/ghost';
import { merchantLabel, merchantLogo } from '../../internal/product';
import { logoStyle } from '../../internal/styles';
import { lineName } from '../basket-sheet/basket-lines';
import { leftOutText } from './left-out-note';
import { linesText, VerdictParts } from './verdict-parts';

// The block keeps at least this height from the first paint on, placeholder included, so the
// summary and the table below it do not move when the verdict arrives or a refresh changes it.
const MIN_HEIGHT = '9.5rem';

const boxStyle = createStyles({
  boxSizing: 'border-box',
  minHeight: MIN_HEIGHT,
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$4',
  borderRadius: '$lg',
  border: '2px solid $colors$success',
  backgroundColor: '$successSubtle',
  color: '$text',
  '&[data-kind="partial"], &[data-kind="none"]': {
    borderColor: '$warning',
    backgroundColor: '$warningSubtle',
  },
});
const labelStyle = createStyles({
  margin: 0,
  fontSize: '$xs',
  fontWeight: '$semibold',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: '$muted',
});
const headlineStyle = createStyles({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2',
  fontSize: '$lg',
  fontWeight: '$bold',
  lineHeight: '$tight',
});
const totalStyle = createStyles({
  margin: 0,
  fontSize: '$xl',
  fontWeight: '$bold',
  fontVariantNumeric: 'tabular-nums',
});
const textStyle = createStyles({ margin: 0, fontSize: '$sm', overflowWrap: 'anywhere' });
// The placeholder's box: the verdict's size, in the page's muted surface rather than its colours.
const ghostBoxStyle = createStyles({
  '&&': { borderColor: 'transparent', backgroundColor: '$surfaceMuted' },
  '& > *': { backgroundColor: 'transparent', alignSelf: 'flex-start' },
});
const mutedStyle = createStyles({ margin: 0, fontSize: '$sm', color: '$muted', overflowWrap: 'anywhere' });

/** Props of {@link Verdict}. */
export interface VerdictProps {
  verdict: BasketVerdict;
  /** The shopper's deadline in minutes, or null for any time. */
  arrivesWithin: number | null;
}

/**
 * What the verdict says of the items no store lists any more, the items nobody has, and the items
 * only stores with unknown fees have.
 */
function Missing({ verdict, arrivesWithin }: VerdictProps) {
  const { messages } = useCompare();
  const names = (items: typeof verdict.unavailable) =>
    items.map((item) => lineName(item, messages)).join(', ');
  return (
    <>
      {verdict.delisted.length > 0 ? (
        <p className={textStyle()} data-testid="verdict-delisted">
          {formatMessage(messages.verdictDelisted, { names: names(verdict.delisted) })}
        </p>
      ) : null}
      {verdict.unavailable.length > 0 ? (
        <p className={textStyle()} data-testid="verdict-unavailable">
          {arrivesWithin === null
            ? formatMessage(messages.planMissing, { names: names(verdict.unavailable) })
            : formatMessage(messages.verdictMissingWithin, {
                minutes: arrivesWithin,
                names: names(verdict.unavailable),
              })}
        </p>
      ) : null}
      {verdict.unpriced.length > 0 ? (
        <p className={textStyle()} data-testid="verdict-unpriced">
          {formatMessage(messages.verdictUnpriced, { names: names(verdict.unpriced) })}
        </p>
      ) : null}
    </>
  );
}

function Headline({ verdict, arrivesWithin }: VerdictProps) {
  const { messages, locale } = useCompare();
  const single = verdict.kind === 'single' ? verdict.parts[0] : undefined;
  if (single) {
    const logo = merchantLogo(single.merchant);
    return (
      <>
        {logo ? <img className={logoStyle()} src={logo} alt="" width={24} height={24} /> : null}
        {formatMessage(messages.verdictSingle, { merchant: merchantLabel(single.merchant) })}
      </>
    );
  }
  if (verdict.kind === 'split')
    return <>{formatMessage(messages.verdictSplit, { count: verdict.parts.length }, locale)}</>;
  if (verdict.kind === 'partial') return <>{messages.verdictPartial}</>;
  return (
    <>
      {arrivesWithin === null
        ? messages.verdictNone
        : formatMessage(messages.verdictNoneWithin, { minutes: arrivesWithin })}
    </>
  );
}

/**
 * Where to buy the basket, above everything else on /my-cart: the cheapest complete store or the
 * cheapest split with its landed total, what it saves against the next option and each part's
 * store and items; when nothing covers every item, which items nobody has; and which stores the
 * delivery limits left out, and why.
 */
export const Verdict = memo(function Verdict({ verdict, arrivesWithin }: VerdictProps) {
  const { messages } = useCompare();
  const id = useId();
  const single = verdict.kind === 'single' ? verdict.parts[0] : undefined;
  const total = formatINR(verdict.total);
  const leftOut = leftOutText(verdict.leftOut, messages);
  return (
    <section
      className={boxStyle()}
      aria-labelledby={id}
      data-testid="verdict"
      data-kind={verdict.kind}
      data-total={verdict.parts.length > 0 ? verdict.total : undefined}
    >
      <h3 id={id} className={labelStyle()}>
        {messages.verdictTitle}
      </h3>
      <p className={headlineStyle()}>
        <Headline verdict={verdict} arrivesWithin={arrivesWithin} />
      </p>
      {verdict.kind === 'partial' || verdict.kind === 'none' ? (
        <Missing verdict={verdict} arrivesWithin={arrivesWithin} />
      ) : null}
      {verdict.parts.length > 0 ? (
        <p className={totalStyle()} data-testid="verdict-total">
          {formatMessage(verdict.kind === 'partial' ? messages.verdictRest : messages.verdictTotal, {
            total,
          })}
        </p>
      ) : null}
      {verdict.next ? (
        <p className={textStyle()} data-testid="verdict-saving">
          {formatMessage(messages.verdictSaving, {
            saving: formatINR(verdict.next.saving),
            merchant: merchantLabel(verdict.next.merchant),
            total: formatINR(verdict.next.total),
          })}
        </p>
      ) : null}
      {single ? (
        <p className={mutedStyle()}>
          {formatMessage(messages.itemsPlusFees, {
            items: formatINR(single.itemsTotal),
            fees: formatINR(fromPaise(toPaise(single.grandTotal) - toPaise(single.itemsTotal))),
          })}
          {' · '}
          {linesText(single.lines, messages)}
        </p>
      ) : verdict.parts.length > 0 ? (
        <VerdictParts parts={verdict.parts} total={verdict.total} />
      ) : null}
      {leftOut ? (
        <p className={mutedStyle()} data-testid="verdict-left-out">
          {leftOut}
        </p>
      ) : null}
    </section>
  );
});

/** Props of {@link VerdictPlaceholder}. */
export interface VerdictPlaceholderProps {
  /** The basket, once read: the placeholder holds the lines a one-store verdict lists. */
  items?: readonly CartItem[] | undefined;
}

// Before the basket is read: as many lines of a usual length as the table's skeleton holds rows.
function skeletonLinesText(lines: number): string {
  return Array.from({ length: Math.max(1, lines) }, () => 'Brand product name, pack (500 g) × 1').join(', ');
}

/**
 * The verdict's place while its figures are not in yet: the box of a one-store verdict (its label,
 * headline, total, saving and the line naming each item) as ghosts, so it is as tall as the verdict
 * that usually replaces it, and never less than the verdict's least height.
 */
export function VerdictPlaceholder({ items }: VerdictPlaceholderProps) {
  const { messages, basketLines } = useCompare();
  return (
    <div aria-busy="true" data-testid="verdict-placeholder">
      <div className={`${boxStyle()} ${ghostBoxStyle()}`} aria-hidden="true">
        <Ghost className={labelStyle()}>{messages.verdictTitle}</Ghost>
        <Ghost className={headlineStyle()}>
          <span className={logoStyle()} />
          Bigbasket
        </Ghost>
        <Ghost className={totalStyle()}>₹000.00</Ghost>
        <Ghost className={textStyle()}>₹00.00</Ghost>
        <Ghost className={mutedStyle()}>
          {formatMessage(messages.itemsPlusFees, { items: '₹000.00', fees: '₹00.00' })} ·{' '}
          {items ? linesText(items, messages) : skeletonLinesText(basketLines)}
        </Ghost>
      </div>
    </div>
  );
}
