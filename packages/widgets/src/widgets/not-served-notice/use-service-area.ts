// Which merchants deliver to the shopper's location, read from the merchant ETAs at that point
// (GET /products/platforms): a merchant with no ETA there does not serve it. Until the ETAs are
// known every merchant counts as serving, so nothing is called out of area without evidence.
import { getPlatform, type PlatformEta } from '@compare/core';
import { useCallback, useMemo } from 'react';
import { useCompare } from '../../context';
import { usePlatforms } from '../../hooks/queries';
import { useShopperLocation } from '../../hooks/use-shopper-location';

/** The service area at the shopper's location. */
export interface ServiceArea {
  /** 'unknown' while ETAs load or when they failed; 'none' when no merchant serves the point. */
  status: 'unknown' | 'served' | 'none';
  /** Whether a merchant (platform key or name) serves the location. */
  serves: (merchant: string) => boolean;
  /** The chosen area's name (the stored address), or a plain fallback. */
  area: string;
}

function keyOf(name: string): string {
  return getPlatform(name)?.key ?? name.trim().toLowerCase();
}

/** Merchants serving a point, from its ETA records; null when the records say nothing. */
export function servingMerchants(etas: readonly PlatformEta[] | undefined): Set<string> | null {
  if (!etas || etas.length === 0) return null;
  return new Set(
    etas.filter((eta) => eta.eta.value !== null && eta.eta.value !== '').map((eta) => keyOf(eta.name)),
  );
}

/** The service area of the provider's current location. */
export function useServiceArea(active = true): ServiceArea {
  const { messages } = useCompare();
  const { address } = useShopperLocation();
  const platforms = usePlatforms(active);
  const serving = useMemo(() => servingMerchants(platforms.data), [platforms.data]);
  const serves = useCallback(
    (merchant: string) => serving === null || serving.has(keyOf(merchant)),
    [serving],
  );
  const status = serving === null ? 'unknown' : serving.size === 0 ? 'none' : 'served';
  return { status, serves, area: address ?? messages.notServedArea };
}
