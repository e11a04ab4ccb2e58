// Product helpers shared by the card and the product page.
import {
  type BasketOffer,
  formatMessage,
  formatUnitPrice,
  getPlatform,
  type Messages,
  type Offer,
  PACK_NOT_GIVEN_LABEL,
  type Platform,
  type Product,
  sameMerchant,
  toPaise,
  unitPrice,
} from '@compare/core';

/** The product's name, or 'Product-{productId}' when unnamed. */
export function productName(product: Product, messages: Messages): string {
  const name = product.name?.trim();
  return name ? name : formatMessage(messages.productFallbackName, { productId: product.productId });
}

/** Variant labels in the order of platformData (the first is the default). */
export function variantsOf(product: Product): string[] {
  return Object.keys(product.platformData);
}

/** Offers sorted by ascending price (exact in paise), limited to the provider's platforms. */
export function sortOffers(offers: readonly Offer[], platforms: readonly Platform[]): Offer[] {
  return offers
    .filter((o) => platforms.some((p) => sameMerchant(p.key, o.merchantName)) || !getPlatform(o.merchantName))
    .sort((a, b) => toPaise(a.price) - toPaise(b.price));
}

/** A merchant's display name ('Swiggy' for 'swiggy'). */
export function merchantLabel(merchantName: string): string {
  return getPlatform(merchantName)?.displayName ?? merchantName;
}

/** A merchant's logo data URI, when it is a known platform. */
export function merchantLogo(merchantName: string): string | undefined {
  return getPlatform(merchantName)?.logo;
}

/**
 * A variant label as shoppers read it: the catalogue's label, except the importer's label for a
 * pack size no feed gave, which is said in the active language.
 */
export function variantText(variant: string, messages: Pick<Messages, 'packSizeNotGiven'>): string {
  return variant === PACK_NOT_GIVEN_LABEL ? messages.packSizeNotGiven : variant;
}

/** The basket-side entries of a variant's offers. */
export function toBasketOffers(offers: readonly Offer[]): BasketOffer[] {
  return offers.map((o) => ({
    merchantName: o.merchantName,
    price: o.price,
    mrp: o.mrp,
    img: o.img,
    name: o.name,
    merchantUrl: o.merchantUrl,
    isOutOfStock: o.isOutOfStock,
    discount: o.discount,
    ...(o.observedAt ? { observedAt: o.observedAt } : {}),
    ...(o.stale ? { stale: true } : {}),
  }));
}

/** '₹5.40/100 g' for a price and pack label, or null when the label has no parseable size. */
export function unitPriceText(price: number, variant: string): string | null {
  const up = unitPrice(price, variant);
  return up ? formatUnitPrice(up) : null;
}
