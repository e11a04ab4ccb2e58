import type { TrendingSection } from '@compare/core';
import { createStyles } from '@compare/ui';
import { useEffect, useRef, useState } from 'react';
import { TrendingRow } from '../trending-row/trending-row';

// Roughly a trending row's height (title plus a card), so the page does not jump when a row
// replaces its placeholder and the scroll bar is honest before the rows render.
const placeholderStyle = createStyles({ minHeight: '480px' });

// Start rendering a row well before it scrolls into view, so it is ready when it arrives.
const ROOT_MARGIN = '800px 0px';

/**
 * A trending row rendered only once it comes within 800 px of the viewport. On a server, and until
 * the effect runs, it is an empty placeholder of the row's height; without IntersectionObserver
 * it renders at once.
 */
export function DeferredRow({ section }: { section: TrendingSection }) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <TrendingRow section={section} />;
  return <div ref={slot} className={placeholderStyle()} data-testid="trending-placeholder" />;
}
