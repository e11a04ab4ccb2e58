// The run's memo of listings is capped (write.ts, MAX_REMEMBERED). When it is cleared, what the
// next batch read ahead is dropped only if the run wrote listings or offers since the last time it
// was dropped: those rows could be missing from a read made before they were committed, and only
// the memo held them. A re-import of an unchanged feed writes nothing, so its reads ahead stay.
import { describe, expect, it } from 'vitest';
import { emptyBatch, ImportWriter } from '../../src/import/write';
import type { ImportBatch } from '../../src/repositories/import-batch';
import type { ListingsRepository } from '../../src/repositories/listings';

const OVER_THE_CAP = 200_001;

function writerWithFullMemo() {
  const written: ImportBatch[] = [];
  const repo = {
    writeBatch: async (batch: ImportBatch) => {
      written.push(batch);
    },
  } as unknown as ListingsRepository;
  const writer = new ImportWriter(repo, {}, { listings: true, offers: true });
  const fill = () => {
    for (let i = 0; i < OVER_THE_CAP; i++)
      writer.known.set(`blinkit:${i}`, { productId: 'p', variantId: 'v', shown: 0 });
  };
  fill();
  return { writer, written, fill };
}

describe('the memo of listings past its cap', () => {
  it('is cleared, and reads ahead stay good when nothing was written', async () => {
    const { writer } = writerWithFullMemo();
    const before = writer.generation;
    await writer.write(emptyBatch('import', writer.runAt));
    await writer.bound();
    expect(writer.known.size).toBe(0);
    expect(writer.listingsStored).toBe(true);
    expect(writer.generation).toBe(before);
  });

  it('drops reads ahead once the run wrote listings or offers, and only once for those', async () => {
    const { writer, written, fill } = writerWithFullMemo();
    const before = writer.generation;
    const batch = emptyBatch('import', writer.runAt);
    batch.offers.push({ id: 'blinkit:mumbai:x--1-kg', price_paise: 100 });
    await writer.write(batch);
    await writer.bound();
    expect(written).toHaveLength(1);
    expect(writer.known.size).toBe(0);
    expect(writer.generation).toBe(before + 1);
    // Nothing written since: the next clearing keeps the generation.
    fill();
    await writer.bound();
    expect(writer.generation).toBe(before + 1);
  });
});
