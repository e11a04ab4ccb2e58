// The entry the demo build emits for the server (dist/.server/host.js, never served as a file):
// `createSiteHost(root)` over the site's page table and its first-paint renderer. The API loads it
// at start (SITE_MODULE, by default beside the static files) and answers page requests with it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteHost } from '@compare/core';
import { matchPath } from 'react-router';
import { SITE_PAGES } from '../app';
import { renderFirstPaint } from '../prerender';
import { firstPaintInto } from './first-paint';
import { homePreloads } from './preloads';
import { createHost } from './site-host';

/** The demo's host over its build directory `root` (where index.html is). */
export function createSiteHost(root: string): SiteHost {
  const indexPath = join(root, 'index.html');
  return createHost({
    pages: SITE_PAGES,
    matches: (pattern, path) => matchPath({ path: pattern, end: true }, path) !== null,
    readIndex: () => readFile(indexPath, 'utf8'),
    withFirstPaint: firstPaintInto(renderFirstPaint),
    homeHead: homePreloads,
  });
}
