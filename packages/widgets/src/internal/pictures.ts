// Which pictures a product shows. The API draws an illustration for every product (its
// /images/products/{id}.svg); an imported merchant feed may carry a real photo (an https URL
// elsewhere). A photo says more than an illustration, so photos come first, wherever they are.
import type { Product } from '@compare/core';

/** At most this many pictures in a product's gallery. */
const MAX_PICTURES = 4;

const ILLUSTRATION = /\/images\/(products|categories)\/[^/]+\.svg$/;

function isPhoto(src: string): boolean {
  if (!/^https:\/\//i.test(src)) return false;
  try {
    return !ILLUSTRATION.test(new URL(src).pathname);
  } catch {
    return false;
  }
}

/**
 * The product's pictures, best first: https photos (from `images`, then from its offers), then the
 * remaining product images, then offer images; without duplicates.
 */
export function productPictures(product: Product): string[] {
  const own = (product.images ?? []).filter(Boolean);
  const fromOffers = Object.values(product.platformData)
    .flat()
    .map((offer) => offer.img)
    .filter((src): src is string => Boolean(src));
  const ordered = [
    ...own.filter(isPhoto),
    ...fromOffers.filter(isPhoto),
    ...own,
    ...(own.length > 0 ? [] : fromOffers),
  ];
  return [...new Set(ordered)].slice(0, MAX_PICTURES);
}

/** The one picture a card shows: the first of {@link productPictures}. */
export function productPicture(product: Product): string | undefined {
  return productPictures(product)[0];
}
