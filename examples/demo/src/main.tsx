import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app';
import { fontsReadyForLocale } from './locale';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

const root = createRoot(container);
fontsReadyForLocale().then(() => {
  root.render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
});
