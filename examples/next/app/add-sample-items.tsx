'use client';

import type { Product } from '@compare/core';
import { useBasket, useCompare } from '@compare/widgets';
import { useState } from 'react';

/** What the partner's button searches for: one staple per search. */
const SAMPLE_QUERIES = ['milk', 'atta', 'butter'] as const;

function firstLine(product: Product) {
  const [variant, offers] = Object.entries(product.platformData).find(([, list]) => list.length > 0) ?? [];
  if (!variant || !offers) return null;
  return {
    productId: product.productId,
    productName: product.name ?? `Product-${product.productId}`,
    brand: product.brand,
    variant,
    platformData: offers,
  };
}

/** The partner's own button: fills the Compare basket from a search on the Compare API. */
export function AddSampleItems() {
  const { client } = useCompare();
  const basket = useBasket();
  const [state, setState] = useState<'idle' | 'adding' | 'failed'>('idle');
  const add = async () => {
    setState('adding');
    let found = 0;
    for (const q of SAMPLE_QUERIES) {
      const result = await client.searchProducts({ q, offset: 0, limit: 1 });
      const product = result.data?.data[0];
      const line = product ? firstLine(product) : null;
      if (!line) continue;
      found += 1;
      if (basket.quantityOf(line.productId, line.variant) === 0) basket.add(line);
    }
    setState(found > 0 ? 'idle' : 'failed');
  };
  return (
    <p>
      <button type="button" onClick={add} disabled={state === 'adding'}>
        {state === 'adding' ? 'Adding…' : 'Add sample items'}
      </button>{' '}
      {state === 'failed' ? <span role="alert">Could not reach the Compare API.</span> : null}
    </p>
  );
}
