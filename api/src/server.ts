// Process entry: read config, migrate, seed an empty database, listen, shut down cleanly.
import type { Server } from 'node:http';
import { createApp } from './app';
import { generateCatalogue } from './catalogue/index';
import { loadConfig } from './config';
import { createDb, migrate } from './db/knex';
import { seedIfEmpty } from './db/seed';
import { createLogger } from './logger';
import { createLimitsRepository } from './repositories/limits';
import { createSessionsRepository } from './repositories/users';
import { applyServerTimeouts } from './server-timeouts';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = createDb(config.database);
  await migrate(db);
  const started = performance.now();
  if (await seedIfEmpty(db, generateCatalogue)) {
    logger.info('seeded demo catalogue', { ms: Math.round(performance.now() - started) });
  }
  const app = createApp({ db, config, logger });
  // Expired sessions are never read again (the store checks expiry); delete them hourly.
  const sessions = createSessionsRepository(db);
  const purge = () =>
    sessions
      .purgeExpired()
      .then((removed) => removed > 0 && logger.info('purged expired sessions', { removed }))
      .catch((err: unknown) => logger.warn('session purge failed', { error: String(err) }));
  void purge();
  setInterval(purge, 60 * 60 * 1000).unref();
  const limits = createLimitsRepository(db);
  const purgeLimits = () =>
    limits
      .purgeExpired()
      .catch((err: unknown) => logger.warn('rate limit purge failed', { error: String(err) }));
  setInterval(purgeLimits, 60 * 60 * 1000).unref();
  if (config.production && config.trustProxy.kind === 'off') {
    logger.warn(
      'NODE_ENV=production without TRUST_PROXY: requests are taken as plain HTTP from the socket peer, so session cookies are not marked Secure and every client behind a proxy shares its address for limits. Behind a TLS-terminating proxy set TRUST_PROXY (hop count or proxy addresses).',
    );
  }
  if (config.production && config.publicUrl?.startsWith('http://')) {
    logger.warn('PUBLIC_URL is not https: browsers will not get HSTS protection for it', {
      publicUrl: config.publicUrl,
    });
  }
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(config.port, () => resolve(s));
    s.on('error', reject);
  });
  applyServerTimeouts(server);
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  logger.info('listening', {
    url: `http://localhost:${port}`,
    database: config.database.client,
    staticDir: config.staticDir,
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info('shutting down', { signal });
    server.close(() => {
      db.destroy().finally(() => process.exit(0));
    });
    // Keep-alive sockets can hold close() open; do not hang forever.
    setTimeout(() => process.exit(0), 5000).unref();
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
