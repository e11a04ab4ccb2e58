// The basket lines with 'Any brand' on, compared by the server (POST /baskets/compare) at the
// shopper's point: at each merchant the cheapest equivalent of the line's kind and what it saves.
import type { CartItem, ComparedBasketLine } from '@compare/core';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { useCompare } from '../../context';

/** What the 'Any brand' lines compare to. */
export interface AnyBrandState {
  /** The compared lines (those with 'Any brand' on); empty while none is on or the answer is on its way. */
  lines: ComparedBasketLine[];
  /** True while the answer for the current lines is on its way. */
  pending: boolean;
  /** True when the comparison failed: the lines are then priced as their own products. */
  failed: boolean;
}

const NONE: ComparedBasketLine[] = [];

/** Compares the basket's 'Any brand' lines at the shopper's point. */
export function useAnyBrand(items: readonly CartItem[], enabled: boolean): AnyBrandState {
  const { client, scope, stores } = useCompare();
  const lat = useStore(stores.location, (s) => s.latitude);
  const lon = useStore(stores.location, (s) => s.longitude);
  // The quantity is sent so each saving the server words is the line's whole saving.
  const lines = enabled
    ? items
        .filter((item) => item.anyBrand)
        .map((item) => ({ productId: item.productId, variant: item.variant, quantity: item.quantity }))
    : [];
  const key = lines.map((l) => `${l.productId}\u0000${l.variant}\u0000${l.quantity}`).join('\u0001');
  const query = useQuery({
    queryKey: ['compare', scope, 'any-brand', key, lat, lon],
    enabled: lines.length > 0 && lat !== null && lon !== null,
    queryFn: async ({ signal }) => {
      const answer = await client.request<{ success: boolean; data: { lines: ComparedBasketLine[] } }>(
        'post',
        `/baskets/compare?lat=${lat}&lon=${lon}`,
        { json: { lines: lines.map((l) => ({ ...l, anyBrand: true })) }, signal },
      );
      return answer.data.lines;
    },
  });
  if (lines.length === 0) return { lines: NONE, pending: false, failed: false };
  return { lines: query.data ?? NONE, pending: query.isPending, failed: query.isError };
}
