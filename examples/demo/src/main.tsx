import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { SiteApp } from './app';
import { fontsReadyForLocale, readLocale } from './locale';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

const app = (
  <StrictMode>
    <BrowserRouter>
      <SiteApp />
    </BrowserRouter>
  </StrictMode>
);

// The API sends the route's first screen already drawn (src/prerender.tsx), in English and before
// anything is known about the shopper; the first render here is the same, so React adopts that
// markup instead of drawing it again. In Hindi the first render differs: that markup is dropped.
const firstPaint = container.firstElementChild !== null;
let english = true;
try {
  english = readLocale(window.localStorage) === 'en';
} catch {
  // Storage that cannot be read means English, as the app itself decides.
}
if (firstPaint && english) {
  // In a transition, hydration runs in slices too, the browser breathing between them.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  if (firstPaint) container.replaceChildren();
  const root = createRoot(container);
  fontsReadyForLocale().then(() => {
    // A transition: React renders the first screen in slices and lets the browser breathe between
    // them, instead of one long task while the phone is also parsing the rest of the page.
    startTransition(() => {
      root.render(app);
    });
  });
}
