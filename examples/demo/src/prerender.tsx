// The server side of the first paint: renders a route's first screen to HTML the way the browser's
// first render draws it (no location, basket or data yet, English), with the CSS of what it drew.
// The host (src/host) puts both into index.html, so a phone paints the header
// and the page's waiting state while the script is still downloading; main.tsx then hydrates that
// markup instead of drawing it again. Built with the host by vite.config.ts into dist/.server/.
import { getCssText } from '@compare/ui';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { SiteApp } from './app';
import type { FirstPaint } from './host/first-paint';

/** Renders `url` (path and query) as the browser's first render would, lazy pages included. */
export async function renderFirstPaint(url: string): Promise<FirstPaint> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <SiteApp />
      </StaticRouter>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  return { html, css: getCssText() };
}
