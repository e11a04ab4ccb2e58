// The labelled matching set: 414 listings of 82 items across the six merchants, each merchant
// wording titles its own way, with the hard negatives next to each other (toned / full cream /
// double toned milk, Taaza / Gold / Slim, salted / unsalted butter, shudh chakki / multigrain /
// select atta, masala / atta noodles, white / brown bread and eggs, diet / regular cola, classic /
// lite salt, front / top load detergent, 500 ml / 1 l / 2 x 500 ml, product lines of one brand that
// differ by a word each - Red Label Royal / Original paneer, Gits Classic / Masala basmati, Patanjali
// Royal / Max toor dal, Savlon Fresh / Super cheese slices ...). Imported into the test catalogue,
// pairs of listings on one variant must agree with the labels.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, engines, type TestDb } from '../helpers';
import { type MatchingScore, scoreMatchingSet } from './matching-eval';

describe.each(engines())('labelled matching set on $name', (engine) => {
  let testDb: TestDb;
  let score: MatchingScore;
  beforeAll(async () => {
    testDb = await createTestDb(engine);
    score = await scoreMatchingSet(testDb.db);
  });
  afterAll(async () => {
    await testDb?.cleanup();
  });

  it('covers at least 300 listings across the six merchants', () => {
    expect(score.listings).toBeGreaterThanOrEqual(300);
    expect(score.summary.rejectedCount).toBe(0);
  });

  it('joins no listings of different items (precision at least 0.99)', () => {
    expect(score.precision, `wrong joins: ${score.wrongJoins.join('; ')}`).toBeGreaterThanOrEqual(0.99);
  });

  it('finds the listings of one item (recall at least 0.92)', () => {
    expect(score.recall).toBeGreaterThanOrEqual(0.92);
  });
});
