// A loopback merchant simulator: one node:http server that answers every merchant's product
// endpoint in that merchant's shape, with per-merchant misbehaviour (latency, error statuses,
// garbage, trickled or oversized bodies, redirects) switchable at runtime. Tests drive it through
// the returned object; a standalone run (cli.ts) also exposes a small control API under /__sim/.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { allMerchantHosts, type PlatformKey } from '@compare/core';
import { z } from 'zod';
import { defaultProduct, SIM_ENDPOINTS, type SimProduct } from './shapes';

const BehaviourPatch = z
  .object({
    latencyMs: z.number().int().min(0).max(60_000),
    status: z.number().int().min(100).max(599).nullable(),
    body: z.enum(['ok', 'not-json', 'wrong-shape', 'empty']),
    trickle: z
      .object({ chunkBytes: z.number().int().min(1), intervalMs: z.number().int().min(0).max(10_000) })
      .nullable(),
    oversizeBytes: z
      .number()
      .int()
      .min(0)
      .max(64 * 1024 * 1024)
      .nullable(),
    hideLength: z.boolean(),
    redirect: z
      .object({
        location: z.string().max(2048),
        status: z.number().int().min(300).max(399),
        times: z.number().int().min(0),
      })
      .nullable(),
    shape: z.enum(['current', 'legacy']),
  })
  .partial()
  .strict();

const ProductBody = z
  .object({
    price: z.number().positive(),
    mrp: z.number().positive(),
    available: z.boolean(),
    name: z.string().optional(),
  })
  .strict();

/** How one merchant misbehaves; everything off means a prompt, well-formed answer. */
export interface MerchantBehaviour {
  /** Delay before the status line. */
  latencyMs: number;
  /** Answer this status (with a small JSON error body) instead of the product. */
  status: number | null;
  /** Body kind: the merchant's shape, text that is not JSON, JSON of another shape, or nothing. */
  body: 'ok' | 'not-json' | 'wrong-shape' | 'empty';
  /** Send the body in chunks of `chunkBytes` every `intervalMs` (a slow, trickled body). */
  trickle: { chunkBytes: number; intervalMs: number } | null;
  /** Pad the JSON body with whitespace up to this many bytes. */
  oversizeBytes: number | null;
  /** Omit Content-Length (chunked encoding) so the client must count while streaming. */
  hideLength: boolean;
  /** Redirect the next `times` requests to `location` (absolute or relative). */
  redirect: { location: string; status: number; times: number } | null;
  /** zepto only: the current or the older response shape. */
  shape: 'current' | 'legacy';
}

/** One request the simulator saw (control calls excluded). */
export interface SimRequest {
  platform: PlatformKey | null;
  method: string;
  host: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  at: number;
}

/** A running simulator. */
export interface MerchantSimulator {
  readonly port: number;
  /** `http://127.0.0.1:{port}`. */
  readonly origin: string;
  readonly requests: readonly SimRequest[];
  /** Changes part of a merchant's behaviour. */
  configure(platform: PlatformKey, behaviour: Partial<MerchantBehaviour>): void;
  /** Sets the price a merchant answers for a product id. */
  setProduct(platform: PlatformKey, id: string, product: SimProduct): void;
  /** Forgets requests, behaviours and products. */
  reset(): void;
  clearRequests(): void;
  /** `PRICE_HOST_OVERRIDES` text mapping every merchant host here. */
  hostOverrides(): string;
  close(): Promise<void>;
}

/** Options of the simulator. */
export interface SimulatorOptions {
  port?: number;
  /** Bind address; loopback only, since this server pretends to be real merchants. */
  host?: '127.0.0.1' | '::1';
  /** Enables the /__sim/ control API (standalone runs). */
  control?: boolean;
}

/** Every merchant host the SSRF guard allows (core's merchant hosts, docs/rules.md "Merchant hosts"). */
export const SIM_HOSTS: readonly string[] = allMerchantHosts();

const PLATFORMS: readonly PlatformKey[] = ['blinkit', 'zepto', 'swiggy', 'bigbasket', 'dmart', 'jiomart'];

function defaultBehaviour(): MerchantBehaviour {
  return {
    latencyMs: 0,
    status: null,
    body: 'ok',
    trickle: null,
    oversizeBytes: null,
    hideLength: false,
    redirect: null,
    shape: 'current',
  };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('control body too large');
    chunks.push(chunk as Buffer);
  }
  return chunks.length === 0 ? {} : (JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown);
}

function isPlatform(value: string | undefined): value is PlatformKey {
  return value !== undefined && (PLATFORMS as readonly string[]).includes(value);
}

/** Starts the simulator on 127.0.0.1 (an ephemeral port unless one is given). */
export async function startMerchantSimulator(options: SimulatorOptions = {}): Promise<MerchantSimulator> {
  const behaviours = new Map<PlatformKey, MerchantBehaviour>();
  const products = new Map<string, SimProduct>();
  const requests: SimRequest[] = [];
  const behaviourOf = (platform: PlatformKey): MerchantBehaviour => {
    let b = behaviours.get(platform);
    if (!b) {
      b = defaultBehaviour();
      behaviours.set(platform, b);
    }
    return b;
  };
  const sockets = new Set<Socket>();

  async function answerControl(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const parts = url.pathname.split('/').filter(Boolean);
    const send = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && parts[1] === 'requests') return send(200, requests);
    if (req.method === 'POST' && parts[1] === 'reset') {
      simulator.reset();
      return send(200, { ok: true });
    }
    if (req.method === 'PUT' && parts[1] === 'merchants' && isPlatform(parts[2])) {
      const patch = BehaviourPatch.safeParse(await readJson(req));
      if (!patch.success) return send(400, { error: patch.error.issues[0]?.message ?? 'invalid behaviour' });
      simulator.configure(parts[2], patch.data);
      return send(200, behaviourOf(parts[2]));
    }
    if (req.method === 'PUT' && parts[1] === 'products' && isPlatform(parts[2]) && parts[3]) {
      const product = ProductBody.safeParse(await readJson(req));
      if (!product.success)
        return send(400, { error: product.error.issues[0]?.message ?? 'invalid product' });
      simulator.setProduct(parts[2], parts[3], product.data);
      return send(200, { ok: true });
    }
    send(404, { error: 'unknown control call' });
  }

  async function answerMerchant(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const endpoint = SIM_ENDPOINTS.find((e) => e.match(url) !== undefined);
    requests.push({
      platform: endpoint?.platform ?? null,
      method: req.method ?? 'GET',
      host: req.headers.host ?? '',
      path: `${url.pathname}${url.search}`,
      headers: req.headers,
      at: Date.now(),
    });
    if (!endpoint) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'not found' }));
      return;
    }
    const b = behaviourOf(endpoint.platform);
    if (b.latencyMs > 0) await sleep(b.latencyMs);
    if (b.redirect && b.redirect.times > 0) {
      b.redirect.times -= 1;
      res.writeHead(b.redirect.status, { location: b.redirect.location, 'content-length': '0' });
      res.end();
      return;
    }
    if (b.status !== null) {
      const text = JSON.stringify({ error: `simulated ${b.status}` });
      res.writeHead(b.status, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
      });
      res.end(text);
      return;
    }
    const id = endpoint.match(url)!;
    const product = products.get(`${endpoint.platform}:${id}`) ?? defaultProduct(endpoint.platform, id);
    let text: string;
    if (b.body === 'not-json') text = '<html><body>Access denied</body></html>';
    else if (b.body === 'wrong-shape')
      text = JSON.stringify({ data: { items: [{ name: 'something else' }] } });
    else if (b.body === 'empty') text = '';
    else text = JSON.stringify(endpoint.render(id, product, url, b.shape));
    if (b.oversizeBytes !== null && b.oversizeBytes > text.length)
      text += ' '.repeat(b.oversizeBytes - text.length);
    const body = Buffer.from(text, 'utf8');
    const headers: Record<string, string | number> = { 'content-type': 'application/json; charset=utf-8' };
    if (!b.hideLength && !b.trickle) headers['content-length'] = body.length;
    res.writeHead(200, headers);
    if (!b.trickle) {
      res.end(body);
      return;
    }
    const { chunkBytes, intervalMs } = b.trickle;
    for (let offset = 0; offset < body.length; offset += chunkBytes) {
      if (res.destroyed) return;
      res.write(body.subarray(offset, offset + chunkBytes));
      await sleep(intervalMs);
    }
    res.end();
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://simulator.invalid');
    const handler = options.control && url.pathname.startsWith('/__sim/') ? answerControl : answerMerchant;
    handler(req, res, url).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host ?? '127.0.0.1';
  const origin = host === '::1' ? `http://[::1]:${port}` : `http://${host}:${port}`;

  const simulator: MerchantSimulator = {
    port,
    origin,
    get requests() {
      return requests;
    },
    configure(platform, behaviour) {
      Object.assign(behaviourOf(platform), behaviour);
    },
    setProduct(platform, id, product) {
      products.set(`${platform}:${id}`, product);
    },
    reset() {
      behaviours.clear();
      products.clear();
      requests.length = 0;
    },
    clearRequests() {
      requests.length = 0;
    },
    hostOverrides() {
      const address = host === '::1' ? '[::1]' : host;
      return SIM_HOSTS.map((h) => `${h}=${address}:${port}`).join(',');
    },
    close() {
      // Trickling responses would hold close() open; end their sockets first.
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return simulator;
}
