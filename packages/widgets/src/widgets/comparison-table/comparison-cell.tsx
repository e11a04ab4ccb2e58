import { type BasketOffer, formatINR, formatMessage, isDiscounted } from '@compare/core';
import { createStyles, Tag, VisuallyHidden } from '@compare/ui';
import { useCompare } from '../../context';
import { priceAgeText, stalePriceText } from '../../internal/freshness';
import { unitPriceText } from '../../internal/product';
import { focusRing, mrpStyle, priceStyle } from '../../internal/styles';

const cellStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$1',
});
const linkStyle = createStyles({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: '$2',
  color: '$primary',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: '$sm',
  '&:hover': { color: '$primaryHover' },
  '&:focus-visible': focusRing,
});
const tagsStyle = createStyles({ display: 'flex', flexWrap: 'wrap', gap: '$1' });
const mutedStyle = createStyles({ color: '$muted', fontSize: '$xs' });

/** Props of one merchant cell of a basket line. */
export interface ComparisonCellProps {
  offer: BasketOffer | undefined;
  /** The time now, to say how old the price is. */
  now: Date;
  variant: string;
  /** Merchant display name, for the link's accessible name. */
  merchant: string;
}

/**
 * One cell of the comparison table: 'N/A' when the merchant does not list the line, 'No longer
 * listed here' when it has delisted it since it was added;
 * otherwise the price linking to the merchant (new tab) with the mrp struck through when
 * discounted, an 'Out of stock' tag and a '{n}% off' tag where they apply, and the unit price.
 * A stale price says how old it is ('Price from 3 days ago') and that it is not counted.
 */
export function ComparisonCell({ offer, variant, merchant, now }: ComparisonCellProps) {
  const { messages, locale } = useCompare();
  if (!offer) return <span className={mutedStyle()}>{messages.notAvailable}</span>;
  if (offer.delisted)
    return (
      <span className={mutedStyle()} data-testid="offer-delisted">
        {messages.noLongerListed}
      </span>
    );
  const stale = stalePriceText(offer, now, locale, messages);
  const age = stale ? null : priceAgeText(offer.observedAt, now, locale, messages);
  const discount = offer.discount ?? 0;
  const perUnit = unitPriceText(offer.price, variant);
  const prices = (
    <>
      <span className={priceStyle()}>{formatINR(offer.price)}</span>
      {isDiscounted(offer) ? (
        <s className={mrpStyle()}>
          <VisuallyHidden>{messages.mrpLabel} </VisuallyHidden>
          {formatINR(offer.mrp)}
        </s>
      ) : null}
    </>
  );
  return (
    <div
      className={cellStyle()}
      data-out-of-stock={offer.isOutOfStock ? '' : undefined}
      data-stale={stale ? '' : undefined}
    >
      {offer.merchantUrl ? (
        <a className={linkStyle()} href={offer.merchantUrl} target="_blank" rel="noopener noreferrer">
          {prices}
          <VisuallyHidden>
            {' '}
            {merchant} {messages.opensInNewTab}
          </VisuallyHidden>
        </a>
      ) : (
        <span>{prices}</span>
      )}
      {offer.isOutOfStock || discount > 0 ? (
        <span className={tagsStyle()}>
          {offer.isOutOfStock ? <Tag variant="danger">{messages.outOfStock}</Tag> : null}
          {discount > 0 ? (
            <Tag variant="success">{formatMessage(messages.percentOff, { discount })}</Tag>
          ) : null}
        </span>
      ) : null}
      {perUnit ? <span className={mutedStyle()}>{perUnit}</span> : null}
      {age ? (
        <span className={mutedStyle()} data-testid="price-age">
          {age}
        </span>
      ) : null}
      {stale ? (
        <>
          <Tag variant="warning" data-testid="stale-price">
            {stale}
          </Tag>
          <span className={mutedStyle()}>{messages.staleNotCounted}</span>
        </>
      ) : null}
    </div>
  );
}
