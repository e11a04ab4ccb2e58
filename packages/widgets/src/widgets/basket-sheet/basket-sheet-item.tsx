import { type BasketOffer, type CartItem, formatINR, formatMessage, isDiscounted } from '@compare/core';
import { createStyles, IconButton, QuantityStepper, Tag, VisuallyHidden } from '@compare/ui';
import { useCompare } from '../../context';
import { useBasket } from '../../hooks/use-basket';
import { priceAgeText, stalePriceText } from '../../internal/freshness';
import { variantText } from '../../internal/product';
import { mrpStyle, priceStyle } from '../../internal/styles';
import { lineName } from './basket-lines';

const itemStyle = createStyles({
  display: 'grid',
  gridTemplateColumns: '56px 1fr auto',
  gap: '$3',
  alignItems: 'start',
});
const imageStyle = createStyles({
  width: '56px',
  height: '56px',
  objectFit: 'cover',
  borderRadius: '$md',
  backgroundColor: '$surfaceMuted',
});
// Start-aligned: the quantity stepper keeps its own width.
const detailsStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$1',
  minWidth: 0,
});
const nameStyle = createStyles({ margin: 0, fontSize: '$sm', fontWeight: '$semibold', color: '$text' });
const mutedStyle = createStyles({ color: '$muted', fontSize: '$xs' });
const pricesStyle = createStyles({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: '$2' });

/** Props of one side-sheet line. */
export interface BasketSheetItemProps {
  item: CartItem;
  /** The offer whose price is shown (the chosen merchant's, or the lowest). */
  offer: BasketOffer | undefined;
  /** The merchant of the lowest price, shown when no merchant is chosen. */
  merchant?: string | undefined;
}

/** One basket line in the side sheet: image, name, price, quantity controls and a remove button. */
export function BasketSheetItem({ item, offer, merchant }: BasketSheetItemProps) {
  const { messages, locale, now } = useCompare();
  const basket = useBasket();
  const name = lineName(item, messages);
  // How old the price is, as the comparison table says it: 'Price from 3 days ago' when stale.
  const at = now();
  const stale = offer ? stalePriceText(offer, at, locale, messages) : null;
  const age = offer && !stale ? priceAgeText(offer.observedAt, at, locale, messages) : null;
  return (
    <li className={itemStyle()} data-product-id={item.productId}>
      {offer?.img ? (
        <img className={imageStyle()} src={offer.img} alt="" width={56} height={56} />
      ) : (
        <span className={imageStyle()} />
      )}
      <div className={detailsStyle()}>
        <p className={nameStyle()}>{item.productName}</p>
        <span className={mutedStyle()}>
          {item.brand} · {variantText(item.variant, messages)}
        </span>
        {offer?.delisted ? (
          <Tag variant="warning">{messages.noLongerListed}</Tag>
        ) : offer ? (
          <span className={pricesStyle()}>
            <span className={priceStyle()}>{formatINR(offer.price)}</span>
            {isDiscounted(offer) ? (
              <s className={mrpStyle()}>
                <VisuallyHidden>{messages.mrpLabel} </VisuallyHidden>
                {formatINR(offer.mrp)}
              </s>
            ) : null}
            {merchant ? <span className={mutedStyle()}>{merchant}</span> : null}
            {offer.isOutOfStock ? <Tag variant="danger">{messages.outOfStock}</Tag> : null}
          </span>
        ) : null}
        {stale ? (
          <Tag variant="warning" data-testid="stale-price">
            {stale}
          </Tag>
        ) : age ? (
          <span className={mutedStyle()} data-testid="price-age">
            {age}
          </span>
        ) : null}
        <QuantityStepper
          value={item.quantity}
          min={0}
          onValueChange={(next: number) => basket.setQuantity(item.productId, item.variant, next)}
          label={formatMessage(messages.quantityOf, { name })}
          decreaseLabel={messages.decreaseQuantity}
          increaseLabel={messages.increaseQuantity}
        />
      </div>
      <IconButton
        label={`${messages.removeItem}: ${name}`}
        size="sm"
        onClick={() => basket.remove(item.productId, item.variant)}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path
            d="M3 4h10M6 4V2.5h4V4m-5 0 .5 9h5l.5-9"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinecap="round"
          />
        </svg>
      </IconButton>
    </li>
  );
}
