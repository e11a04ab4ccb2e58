// Search through the HTTP API on each engine: what it says it searched for, the similar-products
// fallback, the typed pack size shown first, and the suggestion endpoint's validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, json, startTestServer, type TestServer } from './helpers';

interface Page {
  success: boolean;
  data: Array<{ productId: string; platformData: Record<string, unknown[]> }>;
  total: number;
  searchedFor?: string;
  similar?: boolean;
}

describe.each(engines())('search API on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });
  const page = async (q: string) =>
    json<Page>(await server.client().get(`/products?q=${encodeURIComponent(q)}`));

  it('says what it searched for when it corrected a word, and nothing more when it did not', async () => {
    const corrected = await page('onoin');
    expect(corrected.searchedFor).toBe('onion');
    expect(corrected.data[0]?.productId).toBe('fresh-onion');
    const plain = await page('onion');
    expect(plain).not.toHaveProperty('searchedFor');
    expect(plain).not.toHaveProperty('similar');
  });

  it('answers the closest products with a flag when nothing matches every word; nothing at all stays empty', async () => {
    const similar = await page('amul taaza pouch');
    expect(similar.similar).toBe(true);
    expect(similar.data[0]?.productId).toBe('amul-taaza-milk');
    const none = await page('zzzznothing');
    expect(none).toEqual({ success: true, data: [], total: 0 });
  });

  it('puts the typed pack size first in platformData, so the card selects it', async () => {
    const [litre] = (await page('taaza 1l')).data;
    expect(Object.keys(litre?.platformData ?? {})[0]).toBe('1 l');
    const [half] = (await page('taaza 500ml')).data;
    expect(Object.keys(half?.platformData ?? {})[0]).toBe('500 ml');
  });

  it('suggests terms and brands from 2 characters, validated at the edge', async () => {
    const c = server.client();
    const ok = json<{ success: true; data: Array<{ text: string; kind: string }> }>(
      await c.get('/products/suggest?q=mi'),
    );
    expect(ok.data).toContainEqual({ text: 'milk', kind: 'term' });
    const brand = json<{ data: Array<{ text: string; kind: string }> }>(
      await c.get('/products/suggest?q=AMU'),
    );
    expect(brand.data).toContainEqual({ text: 'Amul', kind: 'brand' });
    for (const [query, message] of [
      ['', 'q is required'],
      ['?q=m', 'q must be at least 2 characters'],
      [`?q=${'a'.repeat(101)}`, 'q must be at most 100 characters'],
      ['?q=mi&limit=11', 'limit must be a whole number between 1 and 10'],
    ]) {
      const res = await c.get(`/products/suggest${query}`);
      expect(res.status, query).toBe(400);
      expect(json<{ error: { message: string } }>(res).error.message).toBe(message);
    }
  });
});
