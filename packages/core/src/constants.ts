// Business constants (limits, delays, sizes). Widgets and the API read them from here so a change
// lands everywhere at once.

/** Location used when the browser's geolocation is denied or missing (Mumbai). */
export const DEFAULT_LOCATION = {
  latitude: 19.076,
  longitude: 72.8777,
  address: 'Mumbai, Maharashtra, India',
} as const;

/** Products per search page (GET /products limit). */
export const SEARCH_PAGE_SIZE = 20;

/** Infinite scroll loads the next page within this distance of the page bottom. */
export const SCROLL_THRESHOLD_PX = 200;

/** Location suggestions shown at most. */
export const SUGGESTION_LIMIT = 5;

/** Location suggestions are fetched only from this many typed characters. */
export const SUGGESTION_MIN_CHARS = 3;

/** Results asked for when resolving one typed address. */
export const ADDRESS_RESOLVE_LIMIT = 1;

/** Horizontal step of a trending row's scroll buttons. */
export const ROW_SCROLL_STEP_PX = 980;

/** Home category grid columns on small, medium and large screens. */
export const CATEGORY_GRID_COLUMNS = { sm: 3, md: 4, lg: 7 } as const;

/** Delay before the daily price-refresh popup opens. */
export const PRICE_POPUP_DELAY_MS = 1000;

/** How long the price-refresh popup stays open. */
export const PRICE_POPUP_DURATION_MS = 5000;

/** Simulated processing time of the placeholder checkout. */
export const CHECKOUT_DELAY_MS = 2000;
