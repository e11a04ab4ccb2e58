// The nearest city with prices (GET /api/geo/nearest-prices), asked only where no merchant serves
// the shopper, so the notice can say where comparing would work.
import type { NearestPrices } from '@compare/core';
import { useQuery } from '@tanstack/react-query';
import { useCompare } from '../../context';
import { unwrap, usePoint } from '../../hooks/queries';

/** The nearest city with prices at the current point, or null while unknown or when `enabled` is false. */
export function useNearestPrices(enabled: boolean): NearestPrices | null {
  const { client, log, scope } = useCompare();
  const { lat, lon } = usePoint();
  const query = useQuery({
    queryKey: ['compare', scope, 'nearest-prices', lat, lon],
    queryFn: async () => unwrap(await client.nearestPrices(lat ?? 0, lon ?? 0), log),
    enabled: enabled && lat !== null && lon !== null,
  });
  return query.data ?? null;
}
