// The location rules (stored point first, then the device, Mumbai on refusal), as plain functions over the provider's pieces so the
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

/** Sets Mumbai (stored) when no point is known yet: the fallback of a request that could not run. */
export function applyDefaultIfUnknown(deps: LocationDeps): void {
  if (deps.store.getState().status === 'ready') return;
  deps.store
    .getState()
    .setPoint(DEFAULT_LOCATION.latitude, DEFAULT_LOCATION.longitude, DEFAULT_LOCATION.address);
}

/** How a location request reports its outcome. */
export interface DetectOptions {
  /**
   * True (default) when the host or the shopper asked for the location explicitly, so a refusal
   * or missing support is worth a toast. A widget's implicit request stays quiet: a partner's page
   * shows no red toast its own code did not cause.
   */
  announce?: boolean;
}

// Asking the device and looking up addresses is location-requests.ts, loaded when a page first
// needs either: a partner page with a stored point (or the stand-in) never does.
const loadRequests = () => import('./location-requests');

/**
 * Asks the browser for the device's position (location-requests.ts). If that module cannot load
 * (the network dropped), Mumbai is used when no point is known yet, as on a refusal.
 */
export function detectLocation(deps: LocationDeps, options: DetectOptions = {}): Promise<void> {
  return loadRequests().then(
    (requests) => requests.detectLocation(deps, options),
    (error: unknown) => {
      deps.log(error);
      applyDefaultIfUnknown(deps);
    },
  );
}

/** Looks up the address of a point (location-requests.ts); a failed lookup shows 'Location error'. */
export function reverseGeocode(deps: LocationDeps, latitude: number, longitude: number): Promise<void> {
  return loadRequests().then(
    (requests) => requests.reverseGeocode(deps, latitude, longitude),
    (error: unknown) => {
      deps.log(error);
      deps.store.getState().setError(deps.messages.locationError);
      deps.notify({ title: deps.messages.locationError, variant: 'destructive' });
    },
  );
}

/** A point the host already knows, passed as the provider's `location`. */
export interface HostLocation {
  lat: number;
  lon: number;
  /** Shown in the location picker; looked up from the point when absent. */
  address?: string | null | undefined;
}

/** When the provider asks the browser for the device position. */
export type LocationRequestPolicy = 'when-needed' | 'on-mount';

/** How a provider starts its location (read once, at mount). */
export interface LocationStartOptions {
  /** The host's own point: used (and stored) as is; the browser is never asked. */
  host?: HostLocation | null;
  /**
   * 'when-needed' (default): the browser is asked only once a widget that needs the shopper's
   * location mounts (or the shopper presses Detect). 'on-mount': asked at start, as the demo site
   * does, with a toast on refusal.
   */
  request?: LocationRequestPolicy;
  /** The host passed `geolocation={null}`: the default point is used without any toast. */
  geolocationDisabled?: boolean;
}

/** One provider's location start-up: the stored or host point, else a request when needed. */
export interface LocationController {
  /** Runs after mount with the provider's location rules; later calls only hand it newer pieces (messages). */
  start: (deps: LocationDeps, options: LocationStartOptions) => void;
  /** A widget that needs the shopper's location mounted; asks the browser if nothing is known. */
  demand: () => void;
}

/**
 * Creates the location start-up of one provider (a stored point is used; otherwise
 * the device position is requested; on refusal or no support Mumbai is used and stored). What
 * changes for partners is *when*: only a widget that needs the location (or the host's opt-in)
 * triggers the browser prompt. Until then the comparison uses Mumbai as a stand-in that is neither
 * stored nor announced, so a table-only embed never prompts.
 */
export function createLocationController(): LocationController {
  // The provider's latest pieces: a request answered after the shopper switched to Hindi speaks Hindi.
  let current: LocationDeps | null = null;
  const live: LocationDeps = {
    get store() {
      return current!.store;
    },
    get geocoder() {
      return current!.geocoder;
    },
    getGeolocation: () => current!.getGeolocation(),
    notify: (notice) => current!.notify(notice),
    get messages() {
      return current!.messages;
    },
    log: (...args) => current!.log(...args),
  };
  let deps: LocationDeps | null = null;
  let options: LocationStartOptions = {};
  let requested = false;
  let demanded = false;
  // The store state right after the stand-in was applied: while the state is still this very
  // object nothing has chosen a point since, so a later demand may replace it with a real one.
  let standIn: object | null = null;

  const request = (flow: LocationDeps, announce: boolean) => {
    requested = true;
    void detectLocation(flow, { announce: announce && !options.geolocationDisabled });
  };

  return {
    start(latest, startOptions) {
      current = latest;
      if (deps) return;
      deps = live;
      const flow = live;
      options = startOptions;
      const { host } = startOptions;
      if (host && Number.isFinite(host.lat) && Number.isFinite(host.lon)) {
        requested = true;
        flow.store.getState().setPoint(host.lat, host.lon, host.address ?? null);
        if (!host.address) void reverseGeocode(flow, host.lat, host.lon);
        return;
      }
      if (flow.store.getState().hydrate()) {
        requested = true;
        const { latitude, longitude, address } = flow.store.getState();
        if (!address && latitude !== null && longitude !== null)
          void reverseGeocode(flow, latitude, longitude);
        return;
      }
      if (startOptions.request === 'on-mount') {
        request(flow, true);
        return;
      }
      if (demanded) {
        request(flow, false);
        return;
      }
      // Widgets mounted in the same commit demand after this effect; wait for them before
      // settling on the stand-in.
      queueMicrotask(() => {
        if (requested || demanded) return;
        flow.store.setState({
          latitude: DEFAULT_LOCATION.latitude,
          longitude: DEFAULT_LOCATION.longitude,
          address: DEFAULT_LOCATION.address,
          error: null,
          status: 'ready',
        });
        standIn = flow.store.getState();
      });
    },
    demand() {
      demanded = true;
      if (!deps || requested) return;
      if (standIn) {
        if (deps.store.getState() !== standIn) {
          requested = true;
          return;
        }
        deps.store.setState({ status: 'pending' });
        standIn = null;
      }
      request(deps, false);
    },
  };
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
