import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../src/catalogue/index';
import { seedIfEmpty } from '../src/db/seed';
import { fixtureCatalogue } from './fixtures/catalogue';
import { createTestDb, engines, postgresMissing } from './helpers';

describe('PostgreSQL availability', () => {
  it('has TEST_DATABASE_URL when PG_REQUIRED=1', () => {
    // CI sets PG_REQUIRED=1: a missing database must fail the suite rather than skip PostgreSQL.
    expect(postgresMissing(), 'PG_REQUIRED=1 but TEST_DATABASE_URL is not set').toBe(false);
  });
});

describe.each(engines())('migrations and seeding on $name', (engine) => {
  it('seeds once: a second run leaves the data as it is', async () => {
    const t = await createTestDb(engine, false);
    try {
      expect(await seedIfEmpty(t.db, fixtureCatalogue())).toBe(true);
      const count = async (table: string) => Number((await t.db(table).count({ n: '*' }).first())?.n ?? 0);
      const before = await Promise.all(['products', 'variants', 'offers', 'places', 'fee_rules'].map(count));
      expect(await seedIfEmpty(t.db, fixtureCatalogue())).toBe(false);
      expect(await Promise.all(['products', 'variants', 'offers', 'places', 'fee_rules'].map(count))).toEqual(
        before,
      );
      const offer = await t.db('offers').where('id', 'amul-taaza-milk-v0-blinkit-mumbai').first();
      // Money is stored as integer paise.
      expect(Number(offer.price_paise)).toBe(2240);
      expect(Number(offer.mrp_paise)).toBe(2800);
      const variant = await t.db('variants').where('id', 'amul-taaza-milk-v0').first();
      expect([Number(variant.pack_value), variant.pack_unit]).toEqual([500, 'ml']);
    } finally {
      await t.cleanup();
    }
  });

  it('seeds the full demo catalogue quickly', async () => {
    const t = await createTestDb(engine, false);
    try {
      const catalogue = generateCatalogue();
      const started = performance.now();
      expect(await seedIfEmpty(t.db, catalogue)).toBe(true);
      const ms = performance.now() - started;
      const count = async (table: string) => Number((await t.db(table).count({ n: '*' }).first())?.n ?? 0);
      expect(await count('offers')).toBe(catalogue.offers.length);
      expect(ms).toBeLessThan(30_000);
      // One seed observation per offer, at the offer's own price and time.
      expect(await count('price_observations')).toBe(catalogue.offers.length);
      const mismatched = await t
        .db('price_observations as h')
        .join('offers as o', 'o.id', 'h.offer_id')
        .where((b) =>
          b
            .whereNot('h.source', 'seed')
            .orWhereRaw('h.price_paise <> o.price_paise')
            .orWhereRaw('h.mrp_paise <> o.mrp_paise')
            .orWhereRaw('h.observed_at <> o.updated_at'),
        )
        .count({ n: '*' })
        .first();
      expect(Number(mismatched?.n)).toBe(0);
    } finally {
      await t.cleanup();
    }
  });
});
