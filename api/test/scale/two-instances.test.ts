// Two real API processes (src/server.ts, each with its own pool, caches and change-feed connection)
// on one PostgreSQL database behave as one system: a login limit reached through one holds on the
// other, and a price change made through one shows in the other's answers within 2 seconds.
// PostgreSQL only: on SQLite one process owns the file, so there is nothing to share.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrate } from '../../src/db/knex';
import { seedIfEmpty } from '../../src/db/seed';
import { type MerchantSimulator, startMerchantSimulator } from '../../src/simulator/server';
import { fixtureCatalogue } from '../fixtures/catalogue';
import { postgresMissing } from '../helpers';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const MUMBAI = { lat: 19.076, lon: 72.8777 };
const url = process.env.TEST_DATABASE_URL;

it('PostgreSQL is configured when required', () => {
  expect(postgresMissing()).toBe(false);
});

interface Instance {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
}

/** Starts `node src/server.ts` on port 0 and resolves once it logs the address it listens on. */
function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance did not start: ${stderr}`)), 45_000);
    void exited.then((code) => reject(new Error(`instance exited with ${code}: ${stderr}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const entry = (() => {
        try {
          return JSON.parse(line) as { msg?: string; url?: string };
        } catch {
          return {};
        }
      })();
      if (entry.msg === 'listening' && entry.url) {
        clearTimeout(timer);
        resolve({ child, base: entry.url.replace('localhost', '127.0.0.1'), exited });
      }
    });
  });
}

describe.skipIf(!url)('two API processes on one PostgreSQL database', () => {
  const schema = `t_two_${randomBytes(5).toString('hex')}`;
  const instances: Instance[] = [];
  let sim: MerchantSimulator;
  const catalogue = fixtureCatalogue();
  // One Mumbai blinkit listing gets a URL on blinkit's real host; the simulator answers its price.
  const offer = catalogue.offers.find((o) => o.merchant === 'blinkit' && o.cityId === 'mumbai')!;
  const simId = '424242';
  offer.url = `https://blinkit.com/prn/two-instances/prid/${simId}`;
  const productId = catalogue.variants.find((v) => v.id === offer.variantId)!.productId;
  const admin = url ? createDb({ client: 'pg', connectionString: url }) : null;

  beforeAll(async () => {
    await admin!.raw(`CREATE SCHEMA ${schema}`);
    const db = createDb({ client: 'pg', connectionString: url! }, { schema });
    await migrate(db);
    await seedIfEmpty(db, catalogue);
    await db.destroy();
    sim = await startMerchantSimulator();
    const env = {
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: 'info',
      SCRYPT_LOG2N: '10',
      STATIC_DIR: '',
      PRICE_SOURCE: 'http',
      PRICE_HOST_OVERRIDES: sim.hostOverrides(),
      // Both instances work in this suite's schema (pg passes `options` to the server at connect).
      DATABASE_URL: `${url}${url!.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    };
    // One after the other: both would otherwise race to run the (already applied) migrations.
    instances.push(await startInstance(env));
    instances.push(await startInstance(env));
  }, 120_000);

  afterAll(async () => {
    for (const instance of instances) instance.child.kill('SIGTERM');
    const codes = await Promise.all(instances.map((i) => i.exited));
    await sim?.close();
    await admin?.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.destroy();
    // Graceful shutdown: each instance finished and closed its pool and listener, exiting 0.
    expect(codes).toEqual([0, 0]);
  }, 60_000);

  it('failed logins count against one limit whichever process answers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${instances[i % 2]!.base}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'two.instances', password: 'wrong-pass' }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('a price change made through one process shows in the other within 2 seconds', async () => {
    const [a, b] = instances as [Instance, Instance];
    const priceOnB = async (): Promise<number | undefined> => {
      const res = await fetch(`${b.base}/products/${productId}?lat=${MUMBAI.lat}&lon=${MUMBAI.lon}`);
      const body = (await res.json()) as {
        platformData: Record<string, Array<{ merchantUrl: string; price: number }>>;
      };
      return Object.values(body.platformData)
        .flat()
        .find((o) => o.merchantUrl === offer.url)?.price;
    };
    // B has the product (and its zone's offers) cached at the seeded price.
    expect(await priceOnB()).toBe(offer.price);
    const fresh = Math.max(1, offer.price - 3.5);
    sim.setProduct('blinkit', simId, { price: fresh, mrp: offer.mrp, available: true });
    const res = await fetch(`${a.base}/api/scrape/cart/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...MUMBAI, items: [{ platform: 'blinkit', url: offer.url }] }),
    });
    expect(res.status).toBe(200);
    const committed = Date.now();
    let seen = await priceOnB();
    while (seen !== fresh && Date.now() - committed < 2000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await priceOnB();
    }
    expect(seen).toBe(fresh);
    expect(Date.now() - committed).toBeLessThan(2000);
  });
});
