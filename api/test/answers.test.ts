// The one encoder of answers: what a client receives is the answer's JSON, whichever encoding it
// accepts, and an answer is serialised and compressed once however often it is sent.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD, encodeAnswer, SharedList } from '../src/answers/encode';

const text = (bytes: Buffer | string) => (typeof bytes === 'string' ? bytes : bytes.toString('utf8'));

const product = {
  productId: 'amul-taaza-milk',
  name: 'Amul Taaza Toned Milk ₹ दूध',
  platformData: { '500 ml': [{ merchantName: 'blinkit', price: 28, note: undefined }] },
  tags: Array.from({ length: 160 }, (_, i) => `tag-${i}`),
};

describe('encodeAnswer', () => {
  it('sends an answer without fragments as its JSON text, and the same text compressed', () => {
    const expected = JSON.stringify(product);
    expect(Buffer.byteLength(expected)).toBeGreaterThan(COMPRESS_THRESHOLD);
    expect(text(encodeAnswer(product, 'identity').bytes)).toBe(expected);
    const br = encodeAnswer(product, 'br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.bytes as Buffer).toString('utf8')).toBe(expected);
    const gzip = encodeAnswer(product, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes as Buffer).toString('utf8')).toBe(expected);
  });

  it('sends a small answer as it is, whatever the client accepts', () => {
    const small = { success: true, data: { ok: 1 } };
    expect(encodeAnswer(small, 'br')).toEqual({ bytes: JSON.stringify(small), encoding: 'identity' });
  });

  it('sends a shared list as its items, in any envelope, and as JSON.stringify would', () => {
    const page = { success: true, data: new SharedList([product, { b: 2 }]), total: 2 };
    const expected = JSON.stringify({ success: true, data: [product, { b: 2 }], total: 2 });
    expect(JSON.stringify(page)).toBe(expected);
    expect(text(encodeAnswer(page, 'identity').bytes)).toBe(expected);
    expect(brotliDecompressSync(encodeAnswer(page, 'br').bytes as Buffer).toString('utf8')).toBe(expected);
    const bare = new SharedList([{ b: 2 }, product]);
    expect(text(encodeAnswer(bare, 'identity').bytes)).toBe(JSON.stringify([{ b: 2 }, product]));
  });

  it('encodes a shared item once: a second page showing it splices the same bytes', () => {
    const item = { ...product };
    const first = { data: new SharedList([item]) };
    const second = { data: new SharedList([{ b: 3 }, item]) };
    expect(text(encodeAnswer(first, 'identity').bytes)).toBe(JSON.stringify({ data: [item] }));
    // Changing the object after it was sent does not change what later pages send: the items of a
    // shared list are the services' cached values, which nothing changes.
    (item as { name: string }).name = 'changed';
    expect(text(encodeAnswer(second, 'identity').bytes)).toBe(
      JSON.stringify({ data: [{ b: 3 }, { ...product }] }),
    );
  });

  it('keeps what it made: the same answer object gets the same bytes back', () => {
    const answer = { ...product };
    expect(encodeAnswer(answer, 'identity').bytes).toBe(encodeAnswer(answer, 'identity').bytes);
    const first = encodeAnswer(answer, 'gzip').bytes;
    // Sent again, it is compressed once more at the better level, then kept.
    const second = encodeAnswer(answer, 'gzip').bytes;
    expect(encodeAnswer(answer, 'gzip').bytes).toBe(second);
    expect(gunzipSync(first as Buffer).toString('utf8')).toBe(gunzipSync(second as Buffer).toString('utf8'));
  });
});
