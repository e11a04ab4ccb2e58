import type { Offer, Product } from '@compare/core';
import { useMemo, useState } from 'react';
import { useCompare } from '../context';
import { sortOffers, variantsOf } from './product';

/** The selected variant and offer of a product, as the product card and page show them. */
export interface ProductSelection {
  variants: string[];
  variant: string;
  setVariant: (variant: string) => void;
  /** The selected variant's offers sorted by ascending price. */
  offers: Offer[];
  /** The selected offer: the variant's first offer until another is chosen. */
  offer: Offer | undefined;
  setOfferIndex: (index: number) => void;
}

/**
 * Selected variant defaults to the first key of platformData; selected offer to that variant's
 * first offer; changing variant re-selects the first offer.
 */
export function useProductSelection(product: Product): ProductSelection {
  const { platforms } = useCompare();
  const variants = useMemo(() => variantsOf(product), [product]);
  const [chosen, setChosen] = useState<{ productId: string; variant: string; offerIndex: number } | null>(
    null,
  );
  const current =
    chosen && chosen.productId === product.productId && variants.includes(chosen.variant) ? chosen : null;
  const variant = current?.variant ?? variants[0] ?? '';
  const offerIndex = current?.offerIndex ?? 0;
  const raw = product.platformData[variant] ?? [];
  const offers = useMemo(() => sortOffers(raw, platforms), [raw, platforms]);
  const offer = raw[offerIndex] ?? raw[0];
  return {
    variants,
    variant,
    setVariant: (next) => setChosen({ productId: product.productId, variant: next, offerIndex: 0 }),
    offers,
    offer,
    setOfferIndex: (index) => setChosen({ productId: product.productId, variant, offerIndex: index }),
  };
}
