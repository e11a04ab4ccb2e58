import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router';
import { AppRoutes } from './app';
import { RouteError } from './layout/route-error';
import { fontsReadyForLocale } from './locale';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

function App() {
  const location = useLocation();
  return (
    <RouteError resetKey={location.key}>
      <AppRoutes />
    </RouteError>
  );
}

const root = createRoot(container);
fontsReadyForLocale().then(() => {
  // A transition: React renders the first screen in slices and lets the browser breathe between
  // them, instead of one long task while the phone is also parsing the rest of the page.
  startTransition(() => {
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    );
  });
});
