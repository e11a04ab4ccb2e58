// Types of servers.mjs for the journeys written in TypeScript.

/** The repository root. */
export const repoRoot: string;

/** Resolves to a port nobody listens on right now. */
export function freePort(): Promise<number>;

/** Serves a built single-page app from `dir` on `port`. */
export function serveStatic(dir: string, port: number): Promise<{ url: string; close: () => Promise<void> }>;

/** Starts the built API (serving the demo build) on `port` with a fresh SQLite file. */
export function startApi(options: {
  port: number;
  corsOrigins?: string[];
  logLevel?: string;
  staticDir?: string;
  env?: Record<string, string>;
}): Promise<{ url: string; stop: () => Promise<void>; databaseFile: string }>;
