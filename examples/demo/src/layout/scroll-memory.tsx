import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

// Scroll positions by history entry, for back and forward.
const positions = new Map<string, number>();

/**
 * New pages start at the top; back and forward return to where the shopper was on that entry.
 * The browser's own restoration is off: it would run before the page has rendered.
 */
export function ScrollMemory() {
  const { key, pathname, search } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    window.scrollTo(0, type === 'POP' ? (positions.get(key) ?? 0) : 0);
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
    // pathname and search: a same-entry replace (filters, sort) starts a new key anyway.
  }, [key, type, pathname, search]);
  return null;
}
