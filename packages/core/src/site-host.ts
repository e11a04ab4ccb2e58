// The contract between a server and a web site it serves beside its API on one origin: the site
// builds a server module exporting `createSiteHost(root)`, the server loads it at start and hands
// it every page request nothing else answered. The demo's module is examples/demo/src/host; the
// API's side is api/src/middleware/site.ts. Types only: neither side imports the other.

/** One request for a page, as the site module reads it. */
export interface SiteRequest {
  /** The path and query ("/s?q=milk"). */
  url: string;
  /** The path alone ("/s"). */
  path: string;
  method: 'GET' | 'HEAD';
  /** A request cookie's value. */
  cookie(name: string): string | undefined;
}

/** The site module's answer to a page request. */
export interface SiteAnswer {
  /** 200 for a page of the site, 404 for any other path (the site then draws its 404 page). */
  status: number;
  html: string;
}

/** What a site module's `createSiteHost(root)` returns. */
export interface SiteHost {
  answer(request: SiteRequest): Promise<SiteAnswer>;
  /** Work done once before the server listens (compiling, first renders), so no visitor waits for it. Never rejects. */
  warm(): Promise<void>;
}
