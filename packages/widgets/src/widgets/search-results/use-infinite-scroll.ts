import { SCROLL_THRESHOLD_PX } from '@compare/core';
import { useEffect, useRef } from 'react';

/** Loads the next page when the page is scrolled within 200 px of its bottom. */
export function useInfiniteScroll(loadMore: () => void, active: boolean) {
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    if (!active || typeof window === 'undefined') return;
    const onScroll = () => {
      const bottom = window.innerHeight + window.scrollY;
      if (bottom >= document.documentElement.scrollHeight - SCROLL_THRESHOLD_PX) latest.current();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [active]);
}
