import type { CartItem, Product } from '@compare/core';

/** What the partner's "Add sample items" button searches for: one staple per search. */
export const SAMPLE_QUERIES = ['milk', 'atta', 'butter'] as const;

/** A basket line (minus quantity) for a product's first variant, or null when it has no offers. */
export function sampleLine(product: Product): Omit<CartItem, 'quantity'> | null {
  const [variant, offers] = Object.entries(product.platformData).find(([, list]) => list.length > 0) ?? [];
  if (!variant || !offers) return null;
  return {
    productId: product.productId,
    productName: product.name ?? `Product-${product.productId}`,
    brand: product.brand,
    variant,
    platformData: offers.map((offer) => ({
      merchantName: offer.merchantName,
      merchantUrl: offer.merchantUrl,
      name: offer.name,
      img: offer.img,
      price: offer.price,
      mrp: offer.mrp,
      discount: offer.discount,
      isOutOfStock: offer.isOutOfStock,
    })),
  };
}
