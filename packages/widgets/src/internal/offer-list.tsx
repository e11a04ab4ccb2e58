import { formatINR, formatMessage, type Offer } from '@compare/core';
import { createStyles, Tag, VisuallyHidden } from '@compare/ui';
import { useCompare } from '../context';
import { merchantLabel, merchantLogo, unitPriceText } from './product';
import { focusRing, listStyle, logoStyle, mrpStyle, priceStyle } from './styles';

const listLayout = createStyles({ display: 'flex', flexDirection: 'column', gap: '$1' });
const offerStyle = createStyles({
  position: 'relative',
  zIndex: 1,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: '$2',
  padding: '$1 $2',
  border: '1px solid $colors$border',
  borderRadius: '$md',
  color: '$text',
  textDecoration: 'none',
  backgroundColor: '$surface',
  '&:hover': { borderColor: '$borderStrong' },
  '&:focus-visible': focusRing,
});
const merchantStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '2px',
  minWidth: 0,
  fontSize: '$sm',
});
// The stock note takes its own row so it never overlaps the prices in a narrow card.
const fullRow = createStyles({ gridColumn: '1 / -1', display: 'flex' });
const smallMuted = createStyles({ color: '$muted', fontSize: '$xs' });
const pricesStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: '2px',
  fontSize: '$sm',
});

/** Props of the offer list. */
export interface OfferListProps {
  offers: readonly Offer[];
  variant: string;
  /** Show the '{discount}% off' badge on each offer (product page). */
  showDiscount?: boolean;
}

/** Merchant offers sorted by price, each linking out to the merchant in a new tab. */
export function OfferList({ offers, variant, showDiscount = false }: OfferListProps) {
  const { messages } = useCompare();
  return (
    <ul className={`${listStyle()} ${listLayout()}`}>
      {offers.map((offer) => {
        const logo = merchantLogo(offer.merchantName);
        const perUnit = unitPriceText(offer.price, variant);
        return (
          <li key={`${offer.merchantName}-${offer.merchantUrl}`}>
            <a
              className={offerStyle()}
              href={offer.merchantUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-merchant={offer.merchantName.toLowerCase()}
              data-out-of-stock={offer.isOutOfStock ? '' : undefined}
            >
              {logo ? <img className={logoStyle()} src={logo} alt="" width={24} height={24} /> : <span />}
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
                {perUnit ? <span className={smallMuted()}>{perUnit}</span> : null}
              </span>
              {offer.isOutOfStock ? (
                <span className={fullRow()}>
                  <Tag variant="danger">{messages.outOfStock}</Tag>
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
