/** Where the Compare API runs when neither the build nor the URL says otherwise (`npm start`). */
export const DEFAULT_API = 'http://127.0.0.1:3000';

/**
 * The Compare API origin for this page: `?api=` wins (tests point the page at their own server),
 * then the build-time VITE_COMPARE_API, then the local default. Only http(s) origins are accepted.
 */
export function resolveApiBase(search: string, buildTime: string | undefined): string {
  const candidates = [new URLSearchParams(search).get('api'), buildTime, DEFAULT_API];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // Not a URL: try the next source.
    }
  }
  return DEFAULT_API;
}
