import { type BasketVerdict, formatINR, formatMessage, fromPaise, toPaise } from '@compare/core';
import { memo, useId } from 'react';
import { useCompare } from '../../context';
import { merchantLabel, merchantLogo } from '../../internal/product';
import { logoStyle } from '../../internal/styles';
import { lineName } from '../basket-sheet/basket-lines';
import { leftOutText, staleLeftOutText } from './left-out-note';
import {
  boxStyle,
  headlineStyle,
  labelStyle,
  linesText,
  mutedStyle,
  textStyle,
  totalStyle,
} from './placeholders';
import { VerdictParts } from './verdict-parts';

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
  const stale = staleLeftOutText(verdict.stale ?? [], messages);
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
      {stale ? (
        <p className={mutedStyle()} data-testid="verdict-stale">
          {stale}
        </p>
      ) : null}
    </section>
  );
});
