import {
  formatINR,
  formatMessage,
  lowestCountedOffer,
  lowestOffer,
  type Offer,
  type Product,
} from '@compare/core';
import { createStyles, Spinner, Tag } from '@compare/ui';
import { useId, useState } from 'react';
import { useCompare } from '../../context';
import { useProduct } from '../../hooks/queries';
import { AddToCartControl } from '../../internal/add-to-cart-control';
import { useDiscountVerdicts } from '../../internal/discount-checks';
import { priceAgeText } from '../../internal/freshness';
import { InStockPrice } from '../../internal/in-stock-price';
import { WidgetLink } from '../../internal/link';
import { OfferList } from '../../internal/offer-list';
import { productPictures } from '../../internal/pictures';
import { productName, variantText } from '../../internal/product';
import {
  cx,
  focusRing,
  LARGE,
  linkStyle,
  listStyle,
  mrpStyle,
  priceStyle,
  rootClass,
  statusStyle,
} from '../../internal/styles';
import { useProductSelection } from '../../internal/use-product-selection';
import { PriceHistoryPanel } from './price-history-panel';
import { SameKindPanel } from './same-kind-panel';

const layoutStyle = createStyles({
  display: 'grid',
  gap: '$6',
  gridTemplateColumns: 'minmax(0, 1fr)',
  color: '$text',
  [LARGE]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
});
const galleryStyle = createStyles({ display: 'flex', flexDirection: 'column', gap: '$3' });
// On a phone the picture stays small, so the price and '(Inclusive of all taxes)' sit in the first
// screen, above the floating cart button in the bottom corner.
const mainImageStyle = createStyles({
  width: '100%',
  maxWidth: '220px',
  alignSelf: 'center',
  [LARGE]: { maxWidth: 'none' },
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'contain',
  borderRadius: '$lg',
  border: '1px solid $colors$border',
  backgroundColor: '$surfaceMuted',
});
const thumbsStyle = createStyles({ display: 'flex', gap: '$2', flexWrap: 'wrap' });
const thumbStyle = createStyles({
  all: 'unset',
  boxSizing: 'border-box',
  width: '64px',
  height: '64px',
  borderRadius: '$md',
  border: '2px solid $colors$border',
  cursor: 'pointer',
  overflow: 'hidden',
  '&[aria-current="true"]': { borderColor: '$primary' },
  '&:focus-visible': focusRing,
  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
});
const infoStyle = createStyles({ display: 'flex', flexDirection: 'column', gap: '$3', minWidth: 0 });
const titleStyle = createStyles({ margin: 0, fontSize: '$xxl', fontWeight: '$bold', lineHeight: '$tight' });
const metaStyle = createStyles({ margin: 0, color: '$muted', fontSize: '$sm' });
const priceRowStyle = createStyles({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: '$2',
  fontSize: '$xl',
});
const unitSelectStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  fontSize: '$sm',
  fontWeight: '$medium',
  '& select': {
    alignSelf: 'flex-start',
    height: '40px',
    padding: '0 $3',
    border: '1px solid $colors$borderStrong',
    borderRadius: '$md',
    backgroundColor: '$surface',
    color: '$text',
    fontSize: '$md',
  },
  '& select:focus-visible': focusRing,
});

/** Props of {@link ProductDetails}. */
export interface ProductDetailsProps {
  /** The product to load (GET /products/{id}). */
  productId: string;
  className?: string | undefined;
}

/** The fastest ETA (minutes) among a variant's offers. */
function fastestEta(offers: readonly Offer[]): number | null {
  const etas = offers.map((o) => o.eta).filter((eta): eta is number => typeof eta === 'number');
  return etas.length > 0 ? Math.min(...etas) : null;
}

function Gallery({ product, name }: { product: Product; name: string }) {
  const { messages } = useCompare();
  const images = productPictures(product);
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  if (!current) return null;
  return (
    <div className={galleryStyle()}>
      <img className={mainImageStyle()} src={current} alt={name} width={480} height={480} />
      {images.length > 1 ? (
        <ul className={cx(listStyle(), thumbsStyle())}>
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={thumbStyle()}
                aria-current={i === index}
                aria-label={formatMessage(messages.productImage, { index: i + 1, count: images.length })}
                onClick={() => setIndex(i)}
              >
                <img src={src} alt="" width={64} height={64} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Details({ product }: { product: Product }) {
  const { messages, hrefs, locale, now } = useCompare();
  const selection = useProductSelection(product);
  const verdicts = useDiscountVerdicts(product.productId, selection.variant, selection.offers);
  const id = useId();
  const name = productName(product, messages);
  // The headline is the first offer by ascending price; when it is out of stock it says so and
  // the cheapest in-stock price stands beside it.
  const best = selection.offers[0];
  const inStock = lowestOffer(selection.offers, { inStockOnly: true });
  const age = best ? priceAgeText(best.observedAt, now(), locale, messages) : null;
  const eta = fastestEta(selection.offers);
  return (
    <article className={layoutStyle()} aria-labelledby={`${id}-name`} data-product-id={product.productId}>
      <Gallery key={product.productId} product={product} name={name} />
      <div className={infoStyle()}>
        <h1 className={titleStyle()} id={`${id}-name`}>
          {name}
        </h1>
        {eta !== null ? <p className={metaStyle()}>{formatMessage(messages.etaInMinutes, { eta })}</p> : null}
        <WidgetLink href={hrefs.search({ brand: product.brand })} className={linkStyle()}>
          {formatMessage(messages.viewAllByBrand, { brand: product.brand })}
        </WidgetLink>
        {selection.variants.length > 1 ? (
          <label className={unitSelectStyle()}>
            {messages.selectUnit}
            <select value={selection.variant} onChange={(event) => selection.setVariant(event.target.value)}>
              {selection.variants.map((variant) => (
                <option key={variant} value={variant}>
                  {variantText(variant, messages)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className={metaStyle()}>{variantText(selection.variant, messages)}</p>
        )}
        {best ? (
          <p className={priceRowStyle()}>
            <span className={priceStyle()}>{formatINR(best.price)}</span>
            {best.discount > 0 ? <s className={mrpStyle()}>{formatINR(best.mrp)}</s> : null}
            {best.isOutOfStock ? <Tag variant="danger">{messages.outOfStock}</Tag> : null}
            <span className={metaStyle()}>{messages.inclusiveOfAllTaxes}</span>
            {age ? (
              <span className={metaStyle()} data-testid="price-age">
                {age}
              </span>
            ) : null}
          </p>
        ) : (
          <p className={metaStyle()}>{messages.inclusiveOfAllTaxes}</p>
        )}
        {best?.isOutOfStock && inStock ? <InStockPrice offer={inStock} /> : null}
        <div>
          <AddToCartControl
            product={product}
            variant={selection.variant}
            offers={product.platformData[selection.variant] ?? []}
            selected={selection.offer}
          />
        </div>
        <OfferList
          offers={selection.offers}
          variant={selection.variant}
          showDiscount
          showAge
          discountVerdicts={verdicts}
        />
        <PriceHistoryPanel
          productId={product.productId}
          variant={selection.variant}
          currentPrice={lowestCountedOffer(selection.offers)?.price}
        />
        <SameKindPanel productId={product.productId} variant={selection.variant} />
      </div>
    </article>
  );
}

/**
 * The product page body: image gallery, name, ETA, 'View All by {brand}', the unit
 * selector when there are several units, '(Inclusive of all taxes)', the add-to-cart control and
 * the offers sorted by price with their discount badges, plus the price history when available.
 */
export function ProductDetails({ productId, className }: ProductDetailsProps) {
  const { messages } = useCompare();
  const query = useProduct(productId);
  if (query.isPending) {
    return (
      <div className={rootClass(statusStyle(), className)}>
        <Spinner label={messages.loading} size="lg" />
      </div>
    );
  }
  if (!query.data) {
    return (
      <p className={rootClass(statusStyle(), className)} role="status">
        {messages.productNotFound}
      </p>
    );
  }
  return (
    <div className={rootClass(className)}>
      <Details product={query.data} />
    </div>
  );
}
