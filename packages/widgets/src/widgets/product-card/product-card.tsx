import { formatMessage, lowestOffer, type Product } from '@compare/core';
import { createStyles } from '@compare/ui';
import { useId, useState } from 'react';
import { useCompare } from '../../context';
import { AddToCartControl } from '../../internal/add-to-cart-control';
import { priceAgeText } from '../../internal/freshness';
import { InStockPrice } from '../../internal/in-stock-price';
import { WidgetLink } from '../../internal/link';
import { OfferList } from '../../internal/offer-list';
import { productPicture } from '../../internal/pictures';
import { productName, variantText } from '../../internal/product';
import { focusRing, LARGE, rootClass } from '../../internal/styles';
import { useProductSelection } from '../../internal/use-product-selection';
import { BestOfferLine } from './best-offer-line';

const cardStyle = createStyles({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  height: '100%',
  minWidth: 0,
  padding: '$2',
  border: '1px solid $colors$border',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  color: '$text',
  '&:hover': { boxShadow: '$md' },
});
// A compact picture: enough to recognise the product, small enough that two rows of cards with
// their prices fit in a phone's first screen.
const imageStyle = createStyles({
  display: 'block',
  width: '100%',
  height: '72px',
  objectFit: 'contain',
  borderRadius: '$md',
  backgroundColor: '$surfaceMuted',
  padding: '$2',
  [LARGE]: { height: '120px' },
});
const brandStyle = createStyles({
  margin: 0,
  color: '$muted',
  fontSize: '$xs',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
const nameStyle = createStyles({
  margin: 0,
  fontSize: '$sm',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
// The name link stretches over the whole card, so a click anywhere that is not an offer or a
// control opens the product page; offers and controls sit above it.
const stretchedLink = createStyles({
  color: 'inherit',
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: '$lg' },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': focusRing,
});
const variantSelect = createStyles({
  position: 'relative',
  zIndex: 1,
  alignSelf: 'flex-start',
  maxWidth: '100%',
  height: '28px',
  padding: '0 $1',
  border: '1px solid $colors$borderStrong',
  borderRadius: '$md',
  backgroundColor: '$surface',
  color: '$text',
  fontSize: '$sm',
  '&:focus-visible': focusRing,
});
const unitStyle = createStyles({ margin: 0, color: '$muted', fontSize: '$sm' });
const footerStyle = createStyles({
  position: 'relative',
  zIndex: 1,
  marginTop: 'auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '$1',
  // On a phone's two-column grid the minus/count/plus stepper keeps its width (shrunk, its plus
  // stuck out of the card) and '+5 more offers' wraps its words beside it; where even its longest
  // word does not fit beside it (a 320 px screen), the stepper goes below, at the end.
  '& > :last-child': { flexShrink: 0, marginInlineStart: 'auto' },
});
const moreStyle = createStyles({
  all: 'unset',
  boxSizing: 'border-box',
  flex: '1 1 0',
  minWidth: 'min-content',
  minHeight: '32px',
  color: '$primary',
  fontSize: '$xs',
  fontWeight: '$semibold',
  cursor: 'pointer',
  borderRadius: '$sm',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': focusRing,
});
const expandedStyle = createStyles({ position: 'relative', zIndex: 1 });

// Intrinsic size of the product image: with the width and height attributes (and the fixed CSS
// height) the browser reserves the box before the image arrives, so the card does not shift.
const IMAGE_SIZE_PX = 120;

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  product: Product;
  className?: string | undefined;
  /** Heading level of the product name (default 3). */
  headingLevel?: 2 | 3 | 4 | undefined;
  /**
   * The card is above the fold: load its image eagerly at high fetch priority (it is likely the
   * page's largest paint) instead of lazily.
   */
  priority?: boolean | undefined;
}

/**
 * A product as a compact card: image, brand, name, a variant selector when
 * there are several variants, the lowest-priced offer (price, merchant, ETA, the price's age when
 * not fresh) linking out, marked 'Out of stock' with the cheapest in-stock price beside it when
 * it cannot be bought, and
 * "+n more offers", which unfolds every offer of the variant sorted by ascending price. The
 * add-to-cart control sits beside it. Clicking the card elsewhere opens the product page.
 */
export function ProductCard({ product, className, headingLevel = 3, priority = false }: ProductCardProps) {
  const { messages, hrefs, locale, now } = useCompare();
  const selection = useProductSelection(product);
  const [showAll, setShowAll] = useState(false);
  const id = useId();
  const name = productName(product, messages);
  const image = productPicture(product);
  // The headline is the variant's first offer by ascending price. When that price is out of
  // stock it stays, marked so, and the cheapest price one can buy stands beside it.
  const best = selection.offers[0];
  const inStock = best?.isOutOfStock ? lowestOffer(selection.offers, { inStockOnly: true }) : undefined;
  const more = selection.offers.length - 1;
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={rootClass(cardStyle(), className)}
      aria-labelledby={`${id}-name`}
      data-product-id={product.productId}
    >
      {image ? (
        <img
          className={imageStyle()}
          src={image}
          alt={name}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          width={IMAGE_SIZE_PX}
          height={IMAGE_SIZE_PX}
        />
      ) : null}
      <p className={brandStyle()}>{product.brand}</p>
      <Heading className={nameStyle()} id={`${id}-name`}>
        <WidgetLink href={hrefs.product(product.productId)} className={stretchedLink()}>
          {name}
        </WidgetLink>
      </Heading>
      {selection.variants.length > 1 ? (
        <select
          className={variantSelect()}
          aria-label={messages.selectVariant}
          value={selection.variant}
          onChange={(event) => selection.setVariant(event.target.value)}
        >
          {selection.variants.map((variant) => (
            <option key={variant} value={variant}>
              {variantText(variant, messages)}
            </option>
          ))}
        </select>
      ) : (
        <p className={unitStyle()}>{variantText(selection.variant, messages)}</p>
      )}
      {showAll ? (
        <div className={expandedStyle()} id={`${id}-offers`}>
          <OfferList offers={selection.offers} variant={selection.variant} />
        </div>
      ) : best ? (
        <>
          <BestOfferLine offer={best} age={priceAgeText(best.observedAt, now(), locale, messages)} />
          {inStock ? <InStockPrice offer={inStock} /> : null}
        </>
      ) : null}
      <div className={footerStyle()}>
        {more > 0 ? (
          <button
            type="button"
            className={moreStyle()}
            aria-expanded={showAll}
            aria-controls={showAll ? `${id}-offers` : undefined}
            onClick={() => setShowAll((open) => !open)}
          >
            {showAll ? messages.hideOffers : formatMessage(messages.moreOffers, { count: more }, locale)}
          </button>
        ) : (
          <span />
        )}
        <AddToCartControl
          product={product}
          variant={selection.variant}
          offers={product.platformData[selection.variant] ?? []}
          selected={selection.offer}
        />
      </div>
    </article>
  );
}
