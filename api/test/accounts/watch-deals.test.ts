// A watch's alert says what the listing's own history makes of the price that fired it (core's
// checkDiscount, as the product page's tags): 'lowest-30-days' for a real drop, 'usual-price' when
// the merchant's claimed discount is just its usual price there, nothing with short history.
// The shopper set the price, so the alert still fires below it; it says honestly what kind of
// price it is. Both engines.
import { AlertsAnswerSchema } from '@compare/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/logger';
import { createRepositories, type Repositories } from '../../src/repositories/index';
import { createServices, type Services } from '../../src/services/index';
import { answer, engines, startTestServer, type TestClient, type TestServer } from '../helpers';

const MILK_1L = { productId: 'amul-taaza-milk', variant: '1 l' };
const DAY = 86_400_000;

describe.each(engines())('watch alerts and the discount rule on $name', (engine) => {
  let server: TestServer;
  let repos: Repositories;
  let services: Services;
  let shopper: TestClient;
  let offerId: string;

  // `days` days of real (imported) in-stock observations at `price`, ending yesterday.
  const history = async (price: number, days: number) => {
    await server.db('price_observations').where('offer_id', offerId).delete();
    await server.db('price_observations').insert(
      Array.from({ length: days }, (_, i) => ({
        offer_id: offerId,
        price_paise: price * 100,
        mrp_paise: 5600,
        in_stock: true,
        observed_at: new Date(Date.now() - (days - i) * DAY).toISOString(),
        source: 'import',
      })),
    );
    await server
      .db('offers')
      .where('id', offerId)
      .update({ price_paise: price * 100, mrp_paise: 5600 });
  };
  const latestAlert = async () => answer(AlertsAnswerSchema, await shopper.get('/api/alerts')).alerts[0];

  beforeAll(async () => {
    server = await startTestServer(engine);
    repos = createRepositories(server.db, server.changes);
    services = createServices(repos, {
      config: server.config,
      logger: silentLogger,
      changes: server.changes,
    });
    // The cheapest in-stock 1 l offer in Mumbai is the one the watch follows: every other is out of stock.
    const offers = (await server
      .db('offers')
      .where({ variant_id: 'amul-taaza-milk-v1', city_id: 'mumbai' })
      .orderBy('id')
      .select('id')) as Array<{ id: string }>;
    offerId = offers[0]!.id;
    await server
      .db('offers')
      .whereIn(
        'id',
        offers.slice(1).map((o) => o.id),
      )
      .update({ in_stock: false });
    shopper = server.client();
    expect(
      (await shopper.post('/api/register', { username: `deal_${engine.name}`, password: 'secret12' })).status,
    ).toBe(201);
    const watch = await shopper.post(
      '/api/watches',
      { ...MILK_1L, below: 40 },
      { Lat: '19.076', Lon: '72.8777' },
    );
    expect(watch.status).toBe(201);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('says a real drop is the lowest in 30 days', async () => {
    await history(50, 20);
    await repos.offers.applyQuote(offerId, { price: 39, mrp: 56, inStock: true }, 'test');
    expect((await services.watches.evaluate(null)).alerts).toBe(1);
    expect(await latestAlert()).toMatchObject({ price: 39, deal: 'lowest-30-days' });
  });

  it('says a claimed 30% off that is the usual price there is its usual price', async () => {
    // Back above the watch's price (it re-arms), then down to the price it has held for weeks.
    await history(39, 20);
    await repos.offers.applyQuote(offerId, { price: 45, mrp: 56, inStock: true }, 'test');
    await services.watches.evaluate(null);
    await repos.offers.applyQuote(offerId, { price: 39, mrp: 56, inStock: true }, 'test');
    expect((await services.watches.evaluate(null)).alerts).toBe(1);
    expect(await latestAlert()).toMatchObject({ price: 39, deal: 'usual-price' });
  });

  it('makes no claim on a short history', async () => {
    await history(50, 5);
    await services.watches.evaluate(null);
    await repos.offers.applyQuote(offerId, { price: 38, mrp: 56, inStock: true }, 'test');
    expect((await services.watches.evaluate(null)).alerts).toBe(1);
    expect(await latestAlert()).toMatchObject({ price: 38, deal: null });
  });
});
