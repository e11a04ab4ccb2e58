// Price watches end to end on both engines: an offer's price drops (the change feed), the worker's
// job evaluates the watches on that variant, an alert lands in the owner's inbox only, and a Web
// Push message - encrypted for the subscription - reaches a loopback push endpoint. An import
// ('catalogue' change) evaluates every watch.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AlertsAnswerSchema, WatchSchema } from '@compare/core/contract';
// @ts-expect-error http_ece (web-push's own encryption dependency) ships no types.
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { LIMIT_DEFAULTS } from '../../src/config';
import { createLocalQueue, type JobQueue } from '../../src/jobs/queue';
import { startWatchJobs } from '../../src/jobs/watches';
import { silentLogger } from '../../src/logger';
import { createRepositories, type Repositories } from '../../src/repositories/index';
import { createServices } from '../../src/services/index';
import { ACCOUNT_DEFAULTS } from '../../src/settings';
import { answer, engines, json, startTestServer, type TestClient, type TestServer } from '../helpers';

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const MILK_1L = { productId: 'amul-taaza-milk', variant: '1 l' };
const offerId = (merchant: string, city = 'mumbai') => `amul-taaza-milk-v1-${merchant}-${city}`;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(engines())('price watches on $name', (engine) => {
  let server: TestServer;
  let push: Server;
  let pushUrl: string;
  const received: Received[] = [];
  let repos: Repositories;
  let queue: JobQueue;
  let stopJobs: () => void;
  const vapid = webpush.generateVAPIDKeys();

  beforeAll(async () => {
    push = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        // A browser that unsubscribed: its push service answers 410 Gone.
        res.writeHead(req.url?.startsWith('/gone') ? 410 : 201).end();
      });
    });
    await new Promise<void>((r) => push.listen(0, '127.0.0.1', r));
    pushUrl = `http://127.0.0.1:${(push.address() as AddressInfo).port}`;
    server = await startTestServer(engine, {
      config: {
        limits: { ...LIMIT_DEFAULTS, register: { points: 100, windowMs: 60_000 } },
        account: {
          ...ACCOUNT_DEFAULTS,
          vapid: { ...vapid, subject: 'mailto:ops@compare.example' },
          allowHttpPush: true,
        },
      },
    });
    // The worker: its own services over the same database, hearing the server's change stream.
    repos = createRepositories(server.db, server.changes);
    const services = createServices(repos, {
      config: server.config,
      logger: silentLogger,
      changes: server.changes,
    });
    queue = createLocalQueue(silentLogger);
    stopJobs = await startWatchJobs({
      changes: server.changes,
      queue,
      watches: services.watches,
      everyMs: 3_600_000,
      logger: silentLogger,
    });
  });
  afterAll(async () => {
    stopJobs();
    await queue.stop();
    await server.close();
    await new Promise((r) => push.close(r));
  });

  const register = async (name: string): Promise<TestClient> => {
    const c = server.client();
    expect((await c.post('/api/register', { username: name, password: 'secret12' })).status).toBe(201);
    return c;
  };
  const setPrice = (merchant: string, price: number) =>
    repos.offers.applyQuote(offerId(merchant), { price, mrp: 56, inStock: true }, 'test');
  const inbox = (c: TestClient) => c.get('/api/alerts').then((r) => answer(AlertsAnswerSchema, r));

  it('alerts the owner in the inbox and by push when a price drops below, once per drop', async () => {
    const asha = await register(`asha_${engine.name}`);
    const ravi = await register(`ravi_${engine.name}`);
    const watch = answer(WatchSchema, await asha.post('/api/watches', { ...MILK_1L, below: 40 }));
    // Ravi watches the same milk in Delhi: Mumbai's prices never reach him.
    await ravi.post('/api/watches', { ...MILK_1L, below: 40 }, { Lat: '28.6139', Lon: '77.209' });

    const receiver = createECDH('prime256v1');
    receiver.generateKeys();
    const auth = randomBytes(16);
    const sub = {
      endpoint: `${pushUrl}/push/asha`,
      keys: { p256dh: receiver.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    };
    expect((await asha.post('/api/push/subscriptions', sub)).status).toBe(201);
    expect(
      (await asha.post('/api/push/subscriptions', { ...sub, endpoint: 'https://evil.example/x' })).status,
    ).toBe(400);
    expect(answer(AlertsAnswerSchema, await asha.get('/api/alerts')).unread).toBe(0);

    expect(await setPrice('zepto', 38.5)).toBe(true);
    const first = await until(
      () => inbox(asha),
      (i) => i.unread === 1,
    );
    expect(first.alerts).toEqual([
      expect.objectContaining({
        watchId: watch.id,
        productId: 'amul-taaza-milk',
        variant: '1 l',
        productName: 'Taaza Toned Milk',
        merchant: 'zepto',
        price: 38.5,
        below: 40,
        read: false,
      }),
    ]);
    expect((await inbox(ravi)).alerts).toEqual([]);

    // The push service got one encrypted message that the browser's keys open.
    const pushed = await until(
      async () => received.filter((r) => r.path === '/push/asha'),
      (list) => list.length === 1,
    );
    expect(pushed).toHaveLength(1);
    const message = pushed[0]!;
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(String(message.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    const clear = ece.decrypt(message.body, {
      version: 'aes128gcm',
      privateKey: receiver,
      authSecret: auth.toString('base64url'),
    }) as Buffer;
    const payload = JSON.parse(clear.toString('utf8')) as Record<string, unknown>;
    expect(payload).toMatchObject({
      title: 'Taaza Toned Milk',
      productId: 'amul-taaza-milk',
      url: '/product/amul-taaza-milk',
    });
    expect(String(payload.body)).toContain('₹38.50');

    // The same price again, or a higher one still below, raises nothing; a further drop does.
    await setPrice('zepto', 39);
    await new Promise((r) => setTimeout(r, 900));
    expect((await inbox(asha)).alerts).toHaveLength(1);
    await setPrice('blinkit', 30);
    const second = await until(
      () => inbox(asha),
      (i) => i.alerts.length === 2,
    );
    expect(second.alerts[0]).toMatchObject({ merchant: 'blinkit', price: 30 });
    expect(
      json<Array<{ lastAlertPrice: number | null }>>(await asha.get('/api/watches'))[0]!.lastAlertPrice,
    ).toBe(30);

    // Back above the line: the watch is armed again, and the next drop alerts again.
    await setPrice('blinkit', 55);
    await setPrice('zepto', 55);
    await until(
      () =>
        asha
          .get('/api/watches')
          .then((r) => json<Array<{ lastAlertPrice: number | null }>>(r)[0]!.lastAlertPrice),
      (v) => v === null,
    );
    await setPrice('zepto', 39.5);
    expect(
      (
        await until(
          () => inbox(asha),
          (i) => i.alerts.length === 3,
        )
      ).unread,
    ).toBe(3);

    // Marking read is the owner's alone.
    const ids = (await inbox(asha)).alerts.map((a) => a.id);
    await ravi.post('/api/alerts/read', { ids });
    expect((await inbox(asha)).unread).toBe(3);
    await asha.post('/api/alerts/read', { ids: [ids[0]!] });
    expect((await inbox(asha)).unread).toBe(2);
    await asha.post('/api/alerts/read', {});
    expect((await inbox(asha)).unread).toBe(0);
  });

  it('evaluates every watch after an import (a catalogue change), and forgets a gone subscription', async () => {
    const meera = await register(`meera_${engine.name}`);
    await meera.post('/api/watches', {
      productId: 'madhur-sugar',
      variant: '1 kg',
      below: 45,
      merchants: ['dmart'],
    });
    await meera.post('/api/watches', {
      productId: 'fresh-onion',
      variant: '1 kg',
      below: 45,
      merchants: ['swiggy'],
    });
    const receiver = createECDH('prime256v1');
    receiver.generateKeys();
    await meera.post('/api/push/subscriptions', {
      endpoint: `${pushUrl}/gone/meera`,
      keys: {
        p256dh: receiver.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    });
    // What an import does: rows rewritten in bulk, then one 'catalogue' announcement.
    await server.db('offers').where('id', 'fresh-onion-v0-swiggy-mumbai').update({ price_paise: 4000 });
    // dmart's sugar is out of stock: however cheap, it raises nothing.
    await server.db('offers').where('id', 'madhur-sugar-v0-dmart-mumbai').update({ price_paise: 100 });
    server.changes.publish({ kind: 'catalogue' });
    const got = await until(
      () => inbox(meera),
      (i) => i.alerts.length === 1,
    );
    expect(got.alerts.map((a) => [a.productId, a.merchant, a.price])).toEqual([
      ['fresh-onion', 'swiggy', 40],
    ]);
    await until(
      async () => received.filter((r) => r.path === '/gone/meera').length,
      (n) => n === 1,
    );
    const left = await until(
      () => server.db('push_subscriptions').where('endpoint', `${pushUrl}/gone/meera`),
      (rows) => rows.length === 0,
    );
    expect(left).toEqual([]);
  });
});
