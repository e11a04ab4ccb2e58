import type { Product } from '@compare/core';
import { createStyles } from '@compare/ui';
import { useId } from 'react';
import { useCompare } from '../../context';
import { AddToCartControl } from '../../internal/add-to-cart-control';
import { WidgetLink } from '../../internal/link';
import { OfferList } from '../../internal/offer-list';
import { productImage, productName } from '../../internal/product';
import { focusRing, rootClass } from '../../internal/styles';
import { useProductSelection } from '../../internal/use-product-selection';

const cardStyle = createStyles({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  height: '100%',
  minWidth: 0,
  padding: '$3',
  border: '1px solid $colors$border',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  color: '$text',
  '&:hover': { boxShadow: '$md' },
});
const imageStyle = createStyles({
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'contain',
  borderRadius: '$md',
  backgroundColor: '$surfaceMuted',
});
const brandStyle = createStyles({
  margin: 0,
  color: '$muted',
  fontSize: '$xs',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
const nameStyle = createStyles({ margin: 0, fontSize: '$sm', fontWeight: '$semibold', lineHeight: '$tight' });
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
  height: '32px',
  padding: '0 $2',
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
  justifyContent: 'flex-end',
});

// Intrinsic size of the product image: with the width and height attributes the browser reserves
// the square before the image arrives, so the card does not shift.
const IMAGE_SIZE_PX = 160;

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  product: Product;
  className?: string;
  /** Heading level of the product name (default 3). */
  headingLevel?: 2 | 3 | 4;
  /**
   * The card is above the fold: load its image eagerly at high fetch priority (it is likely the
   * page's largest paint) instead of lazily.
   */
  priority?: boolean;
}

/**
 * A product with its merchant offers (spec §2 Product card): image, brand, name, a variant
 * selector when there are several variants, offers by ascending price linking out, and the
 * add-to-cart control. Clicking the card elsewhere opens the product page.
 */
export function ProductCard({ product, className, headingLevel = 3, priority = false }: ProductCardProps) {
  const { messages, hrefs } = useCompare();
  const selection = useProductSelection(product);
  const id = useId();
  const name = productName(product, messages);
  const image = productImage(product);
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
          alt=""
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
              {variant}
            </option>
          ))}
        </select>
      ) : (
        <p className={unitStyle()}>{selection.variant}</p>
      )}
      <OfferList offers={selection.offers} variant={selection.variant} />
      <div className={footerStyle()}>
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
