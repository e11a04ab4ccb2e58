// Dark stores per merchant per served city. One "central" store sits 1-2 km from the city centre
// so the centre (and the default point, central Mumbai) is always covered with a short ETA; the
// rest sit at real localities, so the inner city is covered and outskirts only by some merchants.

import { storeEtaMinutes } from '@compare/core';
import { distanceKm } from '../geo/great-circle';
import { CITIES } from '../reference/cities';
import { LOCALITIES } from '../reference/localities';
import { offsetPoint } from './geo';
import { isMetro, MERCHANT_PROFILES, type MerchantProfile } from './merchants';
import { between, intBetween, rngFor, shuffled } from './random';
import type { CatalogueCity, CatalogueStore } from './types';

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function storesFor(profile: MerchantProfile, city: CatalogueCity): CatalogueStore[] {
  const rng = rngFor('stores', profile.key, city.id);
  const { stores: shape } = profile;
  const range = isMetro(city.id) ? shape.metroCount : shape.otherCount;
  const localities = LOCALITIES.filter(([cityId]) => cityId === city.id);
  const count = Math.min(intBetween(rng, range[0], range[1]), localities.length + 1);

  const sites: { name: string; lat: number; lon: number }[] = [];
  const central = offsetPoint(city.lat, city.lon, between(rng, 1, 2), between(rng, 0, 2 * Math.PI));
  sites.push({ name: `${profile.displayName} ${city.name} Central`, ...central });
  for (const [, name, , lat, lon] of shuffled(rng, localities).slice(0, count - 1)) {
    // A few hundred metres off the locality's centre point, as real dark stores are.
    const site = offsetPoint(lat, lon, between(rng, 0.1, 0.6), between(rng, 0, 2 * Math.PI));
    sites.push({ name: `${profile.displayName} ${name}`, ...site });
  }

  return sites.map((site, index) => ({
    id: `${profile.key}-${city.id}-${index + 1}`,
    merchant: profile.key,
    cityId: city.id,
    name: site.name,
    lat: site.lat,
    lon: site.lon,
    radiusKm: round1(between(rng, shape.radiusKm[0], shape.radiusKm[1])),
    baseEtaMinutes: intBetween(rng, shape.baseEtaMinutes[0], shape.baseEtaMinutes[1]),
    minutesPerKm: round1(between(rng, shape.minutesPerKm[0], shape.minutesPerKm[1])),
  }));
}

/** All dark stores, merchant by merchant, city by city. */
export function buildStores(): CatalogueStore[] {
  const cityById = new Map(CITIES.map((city) => [city.id, city]));
  return MERCHANT_PROFILES.flatMap((profile) =>
    profile.cities.flatMap((cityId) => {
      const city = cityById.get(cityId);
      if (!city) throw new Error(`Merchant ${profile.key} names unknown city ${cityId}`);
      return storesFor(profile, city);
    }),
  );
}

/**
 * The ETA in minutes from the nearest store of `stores` that covers the point, or null when none
 * does. The API answers the same way; the tests use this to check coverage.
 */
export function etaAt(stores: readonly CatalogueStore[], lat: number, lon: number): number | null {
  let best: { distance: number; eta: number } | null = null;
  for (const store of stores) {
    const distance = distanceKm({ lat, lon }, store);
    if (distance > store.radiusKm) continue;
    if (best === null || distance < best.distance) {
      best = { distance, eta: storeEtaMinutes(store, distance) };
    }
  }
  return best === null ? null : best.eta;
}
