import { formatINR, formatMessage, type Offer } from '@compare/core';
import { createStyles, VisuallyHidden } from '@compare/ui';
import { useCompare } from '../context';
import { merchantLabel } from './product';
import { focusRing } from './styles';

const linkStyle = createStyles({
  position: 'relative',
  zIndex: 1,
  alignSelf: 'flex-start',
  color: '$success',
  fontSize: '$sm',
  fontWeight: '$semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: '$sm',
  '&:focus-visible': focusRing,
});

/** Props of {@link InStockPrice}. */
export interface InStockPriceProps {
  /** The cheapest in-stock offer of the variant. */
  offer: Offer;
  className?: string | undefined;
}

/**
 * 'In stock: ₹27.00 at Zepto', linking out to that merchant. Shown beside a headline price that
 * is out of stock, so the shopper sees what they can actually buy and where.
 */
export function InStockPrice({ offer, className }: InStockPriceProps) {
  const { messages } = useCompare();
  return (
    <a
      className={className ? `${linkStyle()} ${className}` : linkStyle()}
      href={offer.merchantUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-merchant={offer.merchantName.toLowerCase()}
      data-in-stock-offer=""
    >
      {formatMessage(messages.inStockAt, {
        price: formatINR(offer.price),
        merchant: merchantLabel(offer.merchantName),
      })}
      <VisuallyHidden> {messages.opensInNewTab}</VisuallyHidden>
    </a>
  );
}
