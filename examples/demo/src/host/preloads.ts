// The home page's first API answers, preloaded from its HTML so they travel beside the script
// instead of after it has run.
import { DEFAULT_LOCATION } from '@compare/core';

function pointFrom(value: string | undefined): { lat: number; lon: number } {
  const match = /^(-?\d{1,2}(?:\.\d{1,8})?),(-?\d{1,3}(?:\.\d{1,8})?)$/.exec(value ?? '');
  const lat = Number(match?.[1]);
  const lon = Number(match?.[2]);
  return match && Math.abs(lat) <= 90 && Math.abs(lon) <= 180
    ? { lat, lon }
    : { lat: DEFAULT_LOCATION.latitude, lon: DEFAULT_LOCATION.longitude };
}

/**
 * Preloads of the two answers the home page asks for first (categories and trending at the
 * shopper's point: the point cookie, else the default location, as the app does). The URLs and
 * credentials mode are exactly the app's requests, so the browser hands it these responses.
 */
export function homePreloads(pointCookie: string | undefined): string {
  const { lat, lon } = pointFrom(pointCookie);
  return ['/products/categories', '/products/trending']
    .map(
      (path) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${path}?lat=${lat}&amp;lon=${lon}">`,
    )
    .join('');
}
