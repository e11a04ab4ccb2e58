// How much of what a request allocates outlives the next young-generation collection (scavenge):
// the app on a fresh in-memory SQLite database, asked one path many times over keep-alive HTTP from
// this process. Run it under V8's GC trace and read `average_survival_ratio` (near 0% when nothing
// keeps finished requests alive) and `pause` of the last scavenges:
//   cd api && node --trace-gc-nvp --import tsx bench/gc-survival.ts /api/geo/reverse?lat=22.7\&lon=75.8 \
//     | grep 'gc=s' | tail -3 | grep -oE '(average_survival_ratio|pause)=[0-9.]+%?'
// A request's objects that survive are copied, and promoted to the old generation, which makes each
// scavenge several times as long (and the old generation grow until a full collection).
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, migrate } from '../src/db/knex';
import { createLogger } from '../src/logger';

const path = process.argv[2] ?? '/healthz';
const count = Number(process.argv[3] ?? 15_000);
const config = loadConfig({ ...process.env, DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'warn' });
const db = createDb(config.database);
await migrate(db);
const app = createApp({ db, config, logger: createLogger('warn') });
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const { port } = server.address() as AddressInfo;
const get = () =>
  new Promise<number>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
const status = await get();
for (let i = 1; i < count; i++) await get();
agent.destroy();
server.close();
await db.destroy();
process.stderr.write(`${count} x GET ${path}: status ${status}\n`);
