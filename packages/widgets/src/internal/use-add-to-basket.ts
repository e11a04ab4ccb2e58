import { formatMessage, type Offer, type Product } from '@compare/core';
import { useCallback } from 'react';
import { useStore } from 'zustand';
import { useCompare } from '../context';
import { productName, toBasketOffers, variantText } from './product';
import { useNotify } from './use-notify';

/** Adding a product variant to the basket, with the 'Added to cart' toast and the analytics event. */
export interface AddToBasket {
  /** Quantity of this product+variant in the basket (0 when absent). */
  quantity: number;
  /** Adds one: a new line toasts 'Added to cart', an existing line just gains 1. */
  add: () => void;
  /** Sets the quantity; below 1 removes the line. */
  setQuantity: (quantity: number) => void;
}

/** Binds the basket actions to one product variant and its offers. */
export function useAddToBasket(
  product: Product,
  variant: string,
  offers: readonly Offer[],
  selected?: Offer,
): AddToBasket {
  const { stores, messages, track } = useCompare();
  const notify = useNotify();
  const quantity = useStore(
    stores.basket,
    (s) => s.items.find((i) => i.productId === product.productId && i.variant === variant)?.quantity ?? 0,
  );
  const add = useCallback(() => {
    const name = productName(product, messages);
    const added = stores.basket.getState().add({
      productId: product.productId,
      productName: name,
      brand: product.brand,
      variant,
      platformData: toBasketOffers(offers),
    });
    const offer = selected ?? offers[0];
    track({
      type: 'add_to_cart',
      currency: 'INR',
      value: offer?.price ?? 0,
      items: [
        {
          id: product.productId,
          name,
          variant,
          merchant: offer?.merchantName,
          price: offer?.price ?? 0,
          quantity: 1,
        },
      ],
    });
    if (added) {
      notify({
        title: messages.addedToCartTitle,
        description: formatMessage(messages.addedToCartDescription, {
          name,
          variant: variantText(variant, messages),
        }),
      });
    }
  }, [stores.basket, product, variant, offers, selected, messages, track, notify]);
  const setQuantity = useCallback(
    (next: number) => stores.basket.getState().setQuantity(product.productId, variant, next),
    [stores.basket, product.productId, variant],
  );
  return { quantity, add, setQuantity };
}
