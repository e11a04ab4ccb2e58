// A database seeded with an older, smaller Hinglish map gains the new words when it migrates, so
// "दूध" finds milk there too; stored words stay as they were and an unseeded database stays empty.
import { describe, expect, it } from 'vitest';
import { up } from '../src/db/migrations/006-hinglish-words';
import { createTestDb, engines } from './helpers';

describe.each(engines())('Hinglish words migration on $name', (engine) => {
  it('adds the words a seeded database lacks and keeps the stored ones', async () => {
    const { db, cleanup } = await createTestDb(engine);
    const stored = async () => {
      const rows = (await db('search_synonyms').select('term', 'expansions')) as Array<{
        term: string;
        expansions: string;
      }>;
      return new Map(rows.map((r) => [r.term, JSON.parse(r.expansions) as string[]]));
    };
    try {
      await db('search_synonyms')
        .where('term', 'doodh')
        .update({ expansions: JSON.stringify(['milk', 'toned']) });
      await up(db);
      const map = await stored();
      expect(map.get('दूध')).toEqual(['milk']);
      expect(map.get('kanda')).toEqual(['onion']);
      expect(map.get('doodh')).toEqual(['milk', 'toned']);
      expect(map.size).toBeGreaterThan(400);
      // Running it again adds nothing.
      await up(db);
      expect((await stored()).size).toBe(map.size);
    } finally {
      await cleanup();
    }
  });

  it('leaves an unseeded database to the seeder', async () => {
    const { db, cleanup } = await createTestDb(engine, false);
    try {
      await up(db);
      expect(await db('search_synonyms').select('term')).toEqual([]);
    } finally {
      await cleanup();
    }
  });
});
