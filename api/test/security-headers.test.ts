import { IncomingMessage, type Server, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { helmetOptions, securityHeaders } from '../src/middleware/security-headers';

/** The headers helmet itself sets on a real response under the API's policy. */
function helmetsOwn(config: { production: boolean; publicUrl: string | null }): Record<string, unknown> {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  res.setHeader('X-Powered-By', 'something');
  helmet(helmetOptions(config))(req, res, () => {});
  return res.getHeaders();
}

describe('security headers', () => {
  let server: Server | null = null;
  afterEach(() => {
    server?.close();
    server = null;
  });

  async function headersOf(config: { production: boolean; publicUrl: string | null }): Promise<Headers> {
    const app = new Koa();
    app.use(securityHeaders(config));
    app.use((ctx) => {
      ctx.body = { ok: true };
    });
    server = app.listen(0);
    await new Promise((resolve) => server!.once('listening', resolve));
    const { port } = server.address() as { port: number };
    return (await fetch(`http://127.0.0.1:${port}/`)).headers;
  }

  it.each([
    { production: false, publicUrl: null },
    { production: true, publicUrl: 'https://compare.example' },
  ])('sends exactly what helmet sets (production $production)', async (config) => {
    const expected = helmetsOwn(config);
    const got = await headersOf(config);
    // The policy a browser enforces, whichever way it is computed.
    expect(got.get('x-frame-options')).toBe('DENY');
    expect(got.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(got.get('strict-transport-security')).toBe(
      config.production ? 'max-age=31536000; includeSubDomains' : null,
    );
    expect(Object.keys(expected).length).toBeGreaterThan(10);
    for (const [name, value] of Object.entries(expected)) expect(got.get(name), name).toBe(String(value));
    expect(got.get('x-powered-by')).toBeNull();
  });
});
