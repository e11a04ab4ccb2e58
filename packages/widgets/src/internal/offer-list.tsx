import { formatINR, formatMessage, type Offer } from '@compare/core';
import { createStyles, Tag, VisuallyHidden } from '@compare/ui';
import { useCompare } from '../context';
import type { DiscountVerdicts } from './discount-checks';
import { priceAgeText, stalePriceText } from './freshness';
import { merchantLabel, merchantLogo, unitPriceText } from './product';
import { focusRing, listStyle, logoStyle, mrpStyle, priceStyle } from './styles';

// The list is a size container: a card in a two-column phone grid is ~170 px wide, where a price
// column beside the merchant squeezed the ETA into wrapping and the unit price into the MRP. Narrow
// lists therefore put the prices on their own line under the merchant; wide ones keep three columns.
const WIDE_OFFERS = '@container (min-width: 240px)';
const listLayout = createStyles({
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  containerType: 'inline-size',
});
const offerStyle = createStyles({
  position: 'relative',
  zIndex: 1,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: '$2',
  rowGap: '$1',
  padding: '$1 $2',
  border: '1px solid $colors$border',
  borderRadius: '$md',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$sm',
  lineHeight: '$tight',
  textDecoration: 'none',
  backgroundColor: '$surface',
  '&:hover': { borderColor: '$borderStrong' },
  '&:focus-visible': focusRing,
  [WIDE_OFFERS]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', rowGap: 0 },
});
const offerLogoStyle = createStyles({
  width: '20px',
  height: '20px',
  [WIDE_OFFERS]: { width: '24px', height: '24px' },
});
const merchantStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '2px',
  minWidth: 0,
  fontSize: '$sm',
  overflowWrap: 'anywhere',
});
// The stock note takes its own row so it never overlaps the prices in a narrow card.
const fullRow = createStyles({ gridColumn: '1 / -1', display: 'flex' });
const smallMuted = createStyles({ color: '$muted', fontSize: '$xs', whiteSpace: 'nowrap' });
const pricesStyle = createStyles({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: '$2',
  rowGap: '2px',
  fontSize: '$sm',
  // The unit price keeps to the right edge, on the price's line or, when it does not fit, below.
  '& > :last-child:not(:first-child)': { marginLeft: 'auto' },
  [WIDE_OFFERS]: {
    gridColumn: 'auto',
    flexDirection: 'column',
    flexWrap: 'nowrap',
    alignItems: 'flex-end',
    '& > :last-child:not(:first-child)': { marginLeft: 0 },
  },
});

/** Props of the offer list. */
export interface OfferListProps {
  offers: readonly Offer[];
  variant: string;
  /** Show the '{discount}% off' badge on each offer (product page). */
  showDiscount?: boolean | undefined;
  /** Show each price's age when it is older than the freshness threshold (product page). */
  showAge?: boolean | undefined;
  /** History verdicts shown beside the discount badge, by lowercased merchant (product page). */
  discountVerdicts?: DiscountVerdicts | undefined;
}

/** 'Lowest in 30 days' (a real drop) or 'Usual price here' (a claim history does not bear out). */
function DiscountVerdictTag({ verdict }: { verdict: 'lowest-30-days' | 'usual-price' | undefined }) {
  const { messages } = useCompare();
  if (verdict === 'lowest-30-days')
    return (
      <Tag variant="success" data-testid="discount-verdict">
        {messages.lowestIn30Days}
      </Tag>
    );
  if (verdict === 'usual-price')
    return (
      <Tag variant="warning" data-testid="discount-verdict">
        {messages.usualPriceHere}
      </Tag>
    );
  return null;
}

const staleStyle = createStyles({ color: '$warning', fontSize: '$xs', fontWeight: '$semibold' });

/**
 * Merchant offers sorted by price, each linking out to the merchant in a new tab. A stale price
 * always says how old it is ('Price from 3 days ago'), whatever `showAge` asks.
 */
export function OfferList({
  offers,
  variant,
  showDiscount = false,
  showAge = false,
  discountVerdicts,
}: OfferListProps) {
  const { messages, locale, now } = useCompare();
  const at = now();
  return (
    <ul className={`${listStyle()} ${listLayout()}`}>
      {offers.map((offer) => {
        const logo = merchantLogo(offer.merchantName);
        const perUnit = unitPriceText(offer.price, variant);
        const stale = stalePriceText(offer, at, locale, messages);
        const age = showAge && !stale ? priceAgeText(offer.observedAt, at, locale, messages) : null;
        return (
          <li key={`${offer.merchantName}-${offer.merchantUrl}`}>
            <a
              className={offerStyle()}
              href={offer.merchantUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-merchant={offer.merchantName.toLowerCase()}
              data-out-of-stock={offer.isOutOfStock ? '' : undefined}
              data-stale={stale ? '' : undefined}
            >
              {logo ? (
                <img
                  className={`${logoStyle()} ${offerLogoStyle()}`}
                  src={logo}
                  alt=""
                  width={24}
                  height={24}
                />
              ) : (
                <span />
              )}
              <span className={merchantStyle()}>
                <span>{merchantLabel(offer.merchantName)}</span>
                {typeof offer.eta === 'number' ? (
                  <span className={smallMuted()}>
                    {formatMessage(messages.etaMinutes, { value: offer.eta })}
                  </span>
                ) : null}
              </span>
              <span className={pricesStyle()}>
                <span className={priceStyle()}>{formatINR(offer.price)}</span>
                {offer.discount > 0 ? (
                  <s className={mrpStyle()}>
                    <VisuallyHidden>{messages.mrpLabel} </VisuallyHidden>
                    {formatINR(offer.mrp)}
                  </s>
                ) : null}
                {showDiscount && offer.discount > 0 ? (
                  <Tag variant="success">
                    {formatMessage(messages.percentOff, { discount: offer.discount })}
                  </Tag>
                ) : null}
                {showDiscount ? (
                  <DiscountVerdictTag verdict={discountVerdicts?.get(offer.merchantName.toLowerCase())} />
                ) : null}
                {perUnit ? <span className={smallMuted()}>{perUnit}</span> : null}
              </span>
              {offer.isOutOfStock ? (
                <span className={fullRow()}>
                  <Tag variant="danger">{messages.outOfStock}</Tag>
                </span>
              ) : null}
              {age ? (
                <span className={`${fullRow()} ${smallMuted()}`} data-testid="price-age">
                  {age}
                </span>
              ) : null}
              {stale ? (
                <span className={`${fullRow()} ${staleStyle()}`} data-testid="stale-price">
                  {stale}
                </span>
              ) : null}
              <VisuallyHidden> {messages.opensInNewTab}</VisuallyHidden>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
