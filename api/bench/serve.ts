// Bench server child process: serves an already seeded database on 127.0.0.1:0 and prints the
// port as one JSON line, so autocannon and the server do not share a CPU-bound event loop.
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db/knex';
import { silentLogger } from '../src/logger';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const db = createDb(config.database);
const app = createApp({ db, config, logger: silentLogger });
const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  db.destroy().finally(() => process.exit(0));
});
