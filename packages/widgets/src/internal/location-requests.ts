// Asking the browser for the device's position and looking up a point's address: a module of its
// own, loaded through location-flow.ts when a page first needs either (a partner page with a
// stored point, or the Mumbai stand-in, never does).
import { applyDefaultIfUnknown, type DetectOptions, type LocationDeps } from './location-flow';

// The W3C GeolocationPositionError code for a refused permission.
const PERMISSION_DENIED = 1;

/** Looks up the address of a point; a failed lookup shows 'Location error'. */
export async function reverseGeocode(deps: LocationDeps, latitude: number, longitude: number): Promise<void> {
  try {
    const place = await deps.geocoder.reverse(latitude, longitude);
    if (!place?.display_name) throw new Error('No address for this point');
    const { latitude: lat, longitude: lon } = deps.store.getState();
    // The shopper may have chosen another place meanwhile; an old answer must not overwrite it.
    if (lat === latitude && lon === longitude) deps.store.getState().setAddress(place.display_name);
  } catch (error) {
    deps.log(error);
    deps.store.getState().setError(deps.messages.locationError);
    deps.notify({ title: deps.messages.locationError, variant: 'destructive' });
  }
}

/**
 * Asks the browser for the device's position. Denial or lack of support falls back to Mumbai
 * (stored) when no point is known yet, and says why in a toast when the request was explicit.
 */
export function detectLocation(deps: LocationDeps, options: DetectOptions = {}): Promise<void> {
  const announce = options.announce ?? true;
  const geolocation = deps.getGeolocation();
  if (!geolocation) {
    if (announce) {
      deps.store.getState().setError(deps.messages.geolocationNotSupported);
      deps.notify({ title: deps.messages.geolocationNotSupported, variant: 'destructive' });
    }
    applyDefaultIfUnknown(deps);
    return Promise.resolve();
  }
  deps.store.getState().setLocating();
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) => {
        const { latitude, longitude } = position.coords;
        deps.store.getState().setPoint(latitude, longitude, null);
        void reverseGeocode(deps, latitude, longitude).then(resolve);
      },
      (error) => {
        // The browser's own text ('User denied Geolocation') is in its language, not the shopper's:
        // the toast says what happened and what to do in the catalogue's words.
        const denied = error.code === PERMISSION_DENIED;
        const title = denied ? deps.messages.locationAccessDenied : deps.messages.locationError;
        deps.store.getState().setError(title);
        if (announce) {
          deps.notify({
            title,
            ...(denied ? { description: deps.messages.locationAccessDeniedHint } : {}),
            variant: 'destructive',
          });
        }
        applyDefaultIfUnknown(deps);
        resolve();
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  });
}
