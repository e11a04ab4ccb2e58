// What every answer goes through: its request id, its log line, and the encoding its JSON travels in.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { answersMiddleware } from '../src/answers/middleware';
import { createLogger, type LogLevel } from '../src/logger';
import { requestIds, requestMiddleware } from '../src/middleware/request';

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// Large enough to be compressed (answers/encode.ts COMPRESS_THRESHOLD).
const big = { success: true, data: Array.from({ length: 120 }, (_, i) => ({ name: `place ${i}` })) };

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function serve(level: LogLevel, lines: string[] = []): Promise<string> {
  const app = new Koa();
  app.use(requestMiddleware(createLogger(level, (line) => lines.push(line))));
  app.use(answersMiddleware());
  app.use((ctx) => {
    ctx.body = ctx.path === '/big' ? big : { ok: true };
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('request ids', () => {
  it('are distinct, in a UUID shape, and differ between processes (here: between id sources)', () => {
    const next = requestIds();
    const ids = Array.from({ length: 1000 }, next);
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids) expect(id).toMatch(UUID_SHAPE);
    expect(requestIds()()).not.toBe(requestIds()());
  });

  it('are sent on each answer, a safe incoming id kept and an unsafe one replaced', async () => {
    const base = await serve('silent');
    const first = (await fetch(base)).headers.get('x-request-id');
    const second = (await fetch(base)).headers.get('x-request-id');
    expect(first).toMatch(UUID_SHAPE);
    expect(second).toMatch(UUID_SHAPE);
    expect(second).not.toBe(first);
    const kept = await fetch(base, { headers: { 'X-Request-Id': 'abc-123' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-123');
    const replaced = await fetch(base, { headers: { 'X-Request-Id': 'no spaces <b>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(UUID_SHAPE);
  });
});

describe('the request log line', () => {
  it('is written at info with the request id, and not at all below info', async () => {
    const lines: string[] = [];
    let base = await serve('info', lines);
    const res = await fetch(`${base}/x`);
    await res.text();
    expect(lines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({
        msg: 'request',
        path: '/x',
        status: 200,
        requestId: res.headers.get('x-request-id'),
      }),
    );
    await close?.();
    const quiet: string[] = [];
    base = await serve('warn', quiet);
    await (await fetch(`${base}/x`)).text();
    expect(quiet).toEqual([]);
  });
});

describe('the encoding of a JSON answer', () => {
  it('follows each client’s Accept-Encoding, the same header always getting the same encoding', async () => {
    const base = await serve('silent');
    // node:http, not fetch: fetch decodes what it receives.
    const get = (acceptEncoding: string) =>
      new Promise<{ encoding: string | null; type: string | null; bytes: Buffer }>((resolve, reject) => {
        request(`${base}/big`, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              encoding: res.headers['content-encoding'] ?? null,
              type: res.headers['content-type'] ?? null,
              bytes: Buffer.concat(chunks),
            }),
          );
        })
          .on('error', reject)
          .end();
      });
    const expected = JSON.stringify(big);
    for (let round = 0; round < 2; round++) {
      const br = await get('br');
      expect(br.encoding).toBe('br');
      expect(brotliDecompressSync(br.bytes).toString()).toBe(expected);
      const gzip = await get('gzip');
      expect(gzip.encoding).toBe('gzip');
      expect(gunzipSync(gzip.bytes).toString()).toBe(expected);
      expect((await get('br;q=0, gzip')).encoding).toBe('gzip');
      expect((await get('gzip;q=0.5, br')).encoding).toBe('br');
      const plain = await get('identity');
      expect(plain.encoding).toBeNull();
      expect(plain.bytes.toString()).toBe(expected);
      expect(plain.type).toBe('application/json; charset=utf-8');
    }
  });
});
