// Process entry: read config, migrate, seed an empty database, then run what ROLE asks for - the
// API and the background jobs (default), the API alone (ROLE=api) or the jobs alone
// (ROLE=worker, `npm run worker`) - and shut down cleanly on SIGTERM/SIGINT.
import type { Server } from 'node:http';
import { createApp } from './app';
import { generateCatalogue } from './catalogue/index';
import { createChangeStream } from './change-stream';
import { loadConfig } from './config';
import { isSqlite } from './db/engine';
import { createDb, migrate } from './db/knex';
import { prepareDatabase } from './import/demo';
import { loadJobSettings } from './jobs/settings';
import { startWorker, type Worker } from './jobs/worker';
import { createLogger } from './logger';
import { loadSiteHost } from './middleware/site';
import { listenForChanges } from './repositories/changes';
import { createRepositories } from './repositories/index';
import { applyServerTimeouts } from './server-timeouts';
import { pollCatalogueMark } from './services/catalogue-mark';
import { createServices } from './services/index';
import { DEFAULT_POINT } from './services/location';

// Longest wait for the catalogue warm-up before listening anyway.
const WARM_UP_LIMIT_MS = 30_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const jobs = loadJobSettings();
  const logger = createLogger(config.logLevel);
  const db = createDb(config.database);
  await migrate(db);
  const started = performance.now();
  // An empty database gets the demo catalogue, its offers imported as a merchant feed, or with
  // DEMO_DATA=off the reference data alone.
  const prepared = await prepareDatabase(db, generateCatalogue, config.demoData);
  if (prepared && 'demo' in prepared) {
    logger.info('seeded demo catalogue', {
      ms: Math.round(performance.now() - started),
      offers: prepared.demo.listingsNew,
      listings: prepared.demo.newListings,
    });
  } else if (prepared) {
    logger.info('seeded reference data without the demo (DEMO_DATA=off)', {
      ms: Math.round(performance.now() - started),
    });
  }
  const serveApi = jobs.role !== 'worker';
  // This instance's change stream: its repositories announce on it, its caches (and a worker's
  // price watches) listen to it, and other instances' price changes and imports reach it through
  // PostgreSQL.
  const changes = createChangeStream();
  const feed =
    serveApi || jobs.role === 'worker'
      ? listenForChanges(db, changes, {
          onError: (message) => logger.warn('change feed connection lost; reconnecting', { error: message }),
        })
      : null;
  if (feed) {
    // Listen before answering, so no change committed after this instance's first answer is missed.
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, 5000).unref());
    await Promise.race([feed.ready, timeout]);
  }
  const repos = createRepositories(db, changes);
  // SQLite has no NOTIFY: another process's import reaches this one through the catalogue mark.
  if (isSqlite(db)) pollCatalogueMark({ sources: repos.sources, changes, logger });
  // One set of services for the API and the jobs: background refreshes share each merchant's
  // concurrency limit and circuit breaker with shoppers' requests.
  const services = createServices(repos, { config, logger, changes });
  const worker: Worker | null =
    jobs.role === 'api'
      ? null
      : await startWorker({
          db,
          repos,
          prices: services.prices,
          changes,
          settings: jobs,
          logger,
          watches: services.watches,
        });

  // Expired sessions are never read again (the store checks expiry); delete them hourly.
  const purge = () =>
    repos.sessions
      .purgeExpired()
      .then((removed) => removed > 0 && logger.info('purged expired sessions', { removed }))
      .catch((err: unknown) => logger.warn('session purge failed', { error: String(err) }));
  void purge();
  setInterval(purge, 60 * 60 * 1000).unref();
  const purgeLimits = () =>
    repos.limits
      .purgeExpired()
      .catch((err: unknown) => logger.warn('rate limit purge failed', { error: String(err) }));
  setInterval(purgeLimits, 60 * 60 * 1000).unref();

  let server: Server | null = null;
  if (serveApi) {
    if (config.production && config.trustProxy.kind === 'off') {
      logger.warn(
        'NODE_ENV=production without TRUST_PROXY: requests are taken as plain HTTP from the socket peer, so session cookies are Secure only with an https PUBLIC_URL and every client behind a proxy shares its address for limits. Behind a TLS-terminating proxy set TRUST_PROXY (hop count or proxy addresses).',
      );
    }
    if (config.production && config.publicUrl?.startsWith('http://')) {
      logger.warn('PUBLIC_URL is not https: browsers will not get HSTS protection for it', {
        publicUrl: config.publicUrl,
      });
    }
    services.views.start(jobs.viewFlushMs);
    // Load the catalogue, build its search index and summarise the default location's zones before
    // listening, so no request waits for start-up work (at 100x this is seconds of work). A database
    // too slow to answer in time does not keep the instance from listening: the rest loads on demand.
    const warming = performance.now();
    const warmed = await Promise.race([
      services.products.warm([DEFAULT_POINT]).then(
        () => 'warm' as const,
        (err: unknown) => {
          logger.warn('catalogue warm-up failed; loading on demand', { error: String(err) });
          return 'failed' as const;
        },
      ),
      new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), WARM_UP_LIMIT_MS).unref()),
    ]);
    const ms = Math.round(performance.now() - warming);
    if (warmed === 'warm') logger.info('catalogue warm', { ms });
    if (warmed === 'late') logger.warn('catalogue warm-up still running; listening anyway', { ms });
    // The site served beside the API (the demo): its module is loaded and warmed before listening
    // too, so its compile and first renders do not sit in front of the first requests.
    const site =
      config.siteModule && config.staticDir ? await loadSiteHost(config.siteModule, config.staticDir) : null;
    if (site) {
      await Promise.race([
        site.warm(),
        new Promise<void>((resolve) => setTimeout(resolve, WARM_UP_LIMIT_MS).unref()),
      ]);
    }
    const app = createApp({ db, config, logger, services, site });
    server = await new Promise<Server>((resolve, reject) => {
      const s = app.listen(config.port, () => resolve(s));
      s.on('error', reject);
    });
    applyServerTimeouts(server);
    // The gazetteer of India (~100 ms to read) is not needed for the first pages: it is read once
    // listening, so it adds nothing to the time to the first answer.
    void services.geo.warm();
    const address = server.address();
    const port = address && typeof address === 'object' ? address.port : config.port;
    logger.info('listening', {
      url: `http://localhost:${port}`,
      database: config.database.client,
      staticDir: config.staticDir,
      role: jobs.role,
    });
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info('shutting down', { signal });
    // Stop accepting; requests in flight finish (idle keep-alive sockets close at once) while the
    // worker takes no new job and finishes the running one; then counts are written and pools close.
    const serverClosed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    // A request that never ends must not hold the process forever: cut what is left after 10 s.
    setTimeout(() => server?.closeAllConnections(), 10_000).unref();
    void (async () => {
      await Promise.all([serverClosed, worker?.stop()]);
      await services.views.stop();
      // Write points this process took ahead and did not use go back to the shared count.
      await services.accounts.releaseWriteCounts();
      await feed?.close();
      await db.destroy();
      logger.info('stopped', { signal });
      process.exit(0);
    })().catch((err: unknown) => {
      logger.error('shutdown failed', { error: String(err) });
      process.exit(1);
    });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  process.stderr.write(
    `${JSON.stringify({ level: 'error', msg: 'failed to start', error: err instanceof Error ? err.message : String(err) })}\n`,
  );
  process.exit(1);
});
