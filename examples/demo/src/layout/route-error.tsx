import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitle } from '../page-title';

/**
 * Shown when a route fails to render or its chunk fails to load (e.g. after a deploy replaced
 * it). It sits outside the CompareProvider, so it uses plain markup.
 */
export function RouteError() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main className="demo-empty-page demo-container">
      <h1>Something went wrong</h1>
      <p>Please reload the page. If it keeps happening, write to us from the contact page.</p>
      {detail ? <p className="demo-error-detail">{detail}</p> : null}
      <a className="demo-button" href="/">
        Reload the home page
      </a>
    </main>
  );
}
