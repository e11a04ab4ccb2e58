import { formatINR, formatMessage, type Offer } from '@compare/core';
import { createStyles, Tag, VisuallyHidden } from '@compare/ui';
import { useCompare } from '../../context';
import { merchantLabel, merchantLogo } from '../../internal/product';
import { focusRing, logoStyle, mrpStyle, priceStyle } from '../../internal/styles';

const lineStyle = createStyles({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  padding: '$1 0',
  color: '$text',
  textDecoration: 'none',
  borderRadius: '$sm',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': focusRing,
});
const pricesStyle = createStyles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: '$2',
  fontSize: '$lg',
  lineHeight: '$tight',
});
const merchantStyle = createStyles({
  display: 'flex',
  alignItems: 'center',
  gap: '$1',
  minWidth: 0,
  color: '$muted',
  fontSize: '$xs',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
const smallLogo = createStyles({ width: '16px', height: '16px' });
const ageStyle = createStyles({ color: '$muted', fontSize: '$xs' });
// The tag keeps its own width instead of stretching across the card's column.
const tagStyle = createStyles({ alignSelf: 'flex-start' });

/** Props of {@link BestOfferLine}. */
export interface BestOfferLineProps {
  offer: Offer;
  /** How old the price is ("updated 3 hours ago") when it is older than the freshness threshold. */
  age?: string | null | undefined;
}

/**
 * The card's lead offer: its price (and struck mrp when discounted), the merchant with its ETA,
 * the price's age when it is not fresh and an 'Out of stock' tag when it applies, linking out to the merchant in a new tab like every offer.
 */
export function BestOfferLine({ offer, age = null }: BestOfferLineProps) {
  const { messages } = useCompare();
  const logo = merchantLogo(offer.merchantName);
  return (
    <a
      className={lineStyle()}
      href={offer.merchantUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-merchant={offer.merchantName.toLowerCase()}
      data-best-offer=""
    >
      <span className={pricesStyle()}>
        <span className={priceStyle()}>{formatINR(offer.price)}</span>
        {offer.discount > 0 ? (
          <s className={mrpStyle()}>
            <VisuallyHidden>{messages.mrpLabel} </VisuallyHidden>
            {formatINR(offer.mrp)}
          </s>
        ) : null}
      </span>
      <span className={merchantStyle()}>
        {logo ? (
          <img className={`${logoStyle()} ${smallLogo()}`} src={logo} alt="" width={16} height={16} />
        ) : null}
        <span>{merchantLabel(offer.merchantName)}</span>
        {typeof offer.eta === 'number' ? (
          <span>· {formatMessage(messages.etaMinutes, { value: offer.eta })}</span>
        ) : null}
      </span>
      {age ? (
        <span className={ageStyle()} data-testid="price-age">
          {age}
        </span>
      ) : null}
      {offer.isOutOfStock ? (
        <span className={tagStyle()}>
          <Tag variant="danger">{messages.outOfStock}</Tag>
        </span>
      ) : null}
      <VisuallyHidden> {messages.opensInNewTab}</VisuallyHidden>
    </a>
  );
}
