// The location rules of spec §4 and §8, as plain functions over the provider's pieces so the
// provider's start-up effect and the location dialog share them.
import {
  DEFAULT_LOCATION,
  formatMessage,
  type Geocoder,
  type GeoSuggestion,
  type Messages,
  SUGGESTION_LIMIT,
} from '@compare/core';
import type { GeolocationLike } from '../context';
import type { LocationStore } from '../stores/location-store';

/** A toast request (title, optional description, destructive for errors). */
export interface Notice {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** What the location rules need from the provider. */
export interface LocationDeps {
  store: LocationStore;
  geocoder: Geocoder;
  getGeolocation: () => GeolocationLike | null;
  notify: (notice: Notice) => void;
  messages: Messages;
  log: (...args: unknown[]) => void;
}

// The W3C GeolocationPositionError code for a refused permission.
const PERMISSION_DENIED = 1;

function applyDefaultIfUnknown(deps: LocationDeps): void {
  if (deps.store.getState().status === 'ready') return;
  deps.store
    .getState()
    .setPoint(DEFAULT_LOCATION.latitude, DEFAULT_LOCATION.longitude, DEFAULT_LOCATION.address);
}

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
 * (stored) when no point is known yet, and says why in a toast.
 */
export function detectLocation(deps: LocationDeps): Promise<void> {
  const geolocation = deps.getGeolocation();
  if (!geolocation) {
    deps.store.getState().setError(deps.messages.geolocationNotSupported);
    deps.notify({ title: deps.messages.geolocationNotSupported, variant: 'destructive' });
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
        const title =
          error.code === PERMISSION_DENIED ? deps.messages.locationAccessDenied : deps.messages.locationError;
        deps.store.getState().setError(title);
        deps.notify({ title, description: error.message || undefined, variant: 'destructive' });
        applyDefaultIfUnknown(deps);
        resolve();
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  });
}

/** Start-up (spec §4): the stored point is used; otherwise the device's position is requested. */
export async function initLocation(deps: LocationDeps): Promise<void> {
  const state = deps.store.getState();
  if (state.hydrate()) {
    const { latitude, longitude, address } = deps.store.getState();
    if (!address && latitude !== null && longitude !== null) await reverseGeocode(deps, latitude, longitude);
    return;
  }
  await detectLocation(deps);
}

/** Chooses a place: stores it, updates the point and confirms with 'Location set'. */
export function choosePlace(deps: LocationDeps, place: GeoSuggestion): void {
  const latitude = Number(place.lat);
  const longitude = Number(place.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) {
    deps.notify({ title: deps.messages.addressNotFound, variant: 'destructive' });
    return;
  }
  deps.store.getState().setPoint(latitude, longitude, place.display_name);
  deps.notify({
    title: deps.messages.locationSetTitle,
    description: formatMessage(deps.messages.locationSetDescription, { address: place.display_name }),
  });
}

/**
 * Resolves typed text (an address or a 6-digit PIN code) to one place (limit 1). Blank text is
 * ignored. Returns the chosen place, or null when nothing was found or the lookup failed.
 */
export async function resolveAddress(deps: LocationDeps, text: string): Promise<GeoSuggestion | null> {
  const query = text.trim();
  if (query === '') return null;
  try {
    const place = await deps.geocoder.resolve(query);
    if (!place) {
      deps.notify({ title: deps.messages.addressNotFound, variant: 'destructive' });
      return null;
    }
    choosePlace(deps, place);
    return place;
  } catch (error) {
    deps.log(error);
    deps.notify({ title: deps.messages.errorSearchingAddress, variant: 'destructive' });
    return null;
  }
}

/** Suggestions for typed text (limit 5); a failed fetch gives an empty list. */
export async function suggestPlaces(
  deps: LocationDeps,
  text: string,
  signal?: AbortSignal,
): Promise<GeoSuggestion[]> {
  try {
    const options: { limit: number; signal?: AbortSignal } = { limit: SUGGESTION_LIMIT };
    if (signal) options.signal = signal;
    return await deps.geocoder.search(text.trim(), options);
  } catch (error) {
    deps.log(error);
    return [];
  }
}
