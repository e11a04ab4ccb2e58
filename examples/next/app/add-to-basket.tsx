'use client';

import type { Product } from '@compare/core';
import { type NewBasketLine, useBasket, useCompare } from '@compare/widgets';
import { useState } from 'react';

/** The basket line of a product's first variant that has offers. */
function firstLine(product: Product): NewBasketLine | null {
  for (const [variant, offers] of Object.entries(product.platformData)) {
    if (offers.length === 0) continue;
    const productName = product.name ?? product.productId;
    return { productId: product.productId, productName, brand: product.brand, variant, platformData: offers };
  }
  return null;
}

/** Searches the Compare API for each query and puts the best match in the basket. */
export function AddToBasket({ queries }: { queries: readonly string[] }) {
  const { client } = useCompare();
  const basket = useBasket();
  const [state, setState] = useState<'idle' | 'adding' | 'failed'>('idle');
  const add = async () => {
    setState('adding');
    let found = 0;
    for (const q of queries) {
      // Client calls never throw: they resolve to { data } or { error }.
      const result = await client.searchProducts({ q, offset: 0, limit: 1 });
      const line = result.data?.data[0] ? firstLine(result.data.data[0]) : null;
      if (!line) continue;
      found += 1;
      if (basket.quantityOf(line.productId, line.variant) === 0) basket.add(line);
    }
    setState(found > 0 ? 'idle' : 'failed');
  };
  return (
    <p>
      <button type="button" onClick={add} disabled={state === 'adding'}>
        {state === 'adding' ? 'Adding…' : 'Add the ingredients'}
      </button>
      {state === 'failed' ? <span role="alert"> Could not reach the Compare API.</span> : null}
    </p>
  );
}
