// The delivery limits of the comparison: which merchants serve the shopper's location, their ETAs
// there (GET /products/platforms) and the shopper's 'Arrives within' deadline.
import { type DeliveryLimits, etaInMinutes, getPlatform } from '@compare/core';
import { useCallback, useMemo } from 'react';
import { useStore } from 'zustand';
import { useCompare } from '../../context';
import { usePlatforms } from '../../hooks/queries';
import { useServiceArea } from '../not-served-notice/use-service-area';

/** Delivery limits with what the comparison needs to know about them. */
export interface DeliveryContext {
  limits: Required<Pick<DeliveryLimits, 'serves' | 'etaMinutes'>> & { arrivesWithin: number | null };
  /** True when no merchant serves the location. */
  outOfArea: boolean;
  /** True once the ETAs have answered or failed: only then can a deadline be checked. */
  settled: boolean;
}

const keyOf = (name: string) => getPlatform(name)?.key ?? name.trim().toLowerCase();

/** The delivery limits at the provider's location (`active` false: none fetched, an empty basket). */
export function useDeliveryLimits(active = true): DeliveryContext {
  const { stores } = useCompare();
  const area = useServiceArea(active);
  const platforms = usePlatforms(active);
  const arrivesWithin = useStore(stores.deadline, (s) => s.arrivesWithin);
  const etas = useMemo(
    () => new Map((platforms.data ?? []).map((record) => [keyOf(record.name), etaInMinutes(record.eta)])),
    [platforms.data],
  );
  const etaMinutes = useCallback((merchant: string) => etas.get(keyOf(merchant)) ?? null, [etas]);
  const limits = useMemo(
    () => ({ serves: area.serves, etaMinutes, arrivesWithin }),
    [area.serves, etaMinutes, arrivesWithin],
  );
  return {
    limits,
    outOfArea: area.status === 'none',
    settled: platforms.isFetched || platforms.isError,
  };
}
