import { parseSearchSort, type SearchParams, type SearchSort } from '@compare/widgets';

const KEYS = ['q', 'platform', 'category', 'brand'] as const;

/** The search route's parameters from a URL query; absent and blank values are left out. */
export function readSearchParams(query: URLSearchParams): SearchParams {
  const params: SearchParams = {};
  for (const key of KEYS) {
    const value = query.get(key);
    // q may legitimately be an empty string (Enter with blank text still sets q).
    if (value !== null && (key === 'q' || value.trim() !== '')) params[key] = value;
  }
  return params;
}

/** The results order from a URL query (`sort=`); 'relevance' when absent or unknown. */
export function readSearchSort(query: URLSearchParams): SearchSort {
  return parseSearchSort(query.get('sort'));
}

/**
 * The URL query of the search route for the given parameters, in a stable key order, with `sort=`
 * last unless it is the default order.
 */
export function writeSearchParams(params: SearchParams, sort: SearchSort = 'relevance'): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of KEYS) {
    const value = params[key];
    if (value !== undefined && (key === 'q' || value !== '')) query.set(key, value);
  }
  if (sort !== 'relevance') query.set('sort', sort);
  return query;
}

/** True when the search page has something to show (nothing without query parameters). */
export function hasSearchParams(params: SearchParams): boolean {
  return KEYS.some((key) => params[key] !== undefined);
}
