import { useEffect } from 'react';

/** The site's name, used as the suffix of every page title. */
export const SITE_NAME = 'Compare';

/** The document title of a page: 'My Cart | Compare', or the home title when no page is named. */
export function formatTitle(page?: string): string {
  return page ? `${page} | ${SITE_NAME}` : `${SITE_NAME}: grocery prices across quick-commerce apps`;
}

/** Sets document.title while the page is shown; `exact` skips the site suffix (the 404 page). */
export function usePageTitle(page?: string, exact = false): void {
  useEffect(() => {
    document.title = exact && page ? page : formatTitle(page);
  }, [page, exact]);
}
