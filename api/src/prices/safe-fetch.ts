// Outbound GET for merchant JSON, behind the SSRF guard: the connection is pinned to the address
// the guard verified (a custom `lookup` answers with it, so Node never asks DNS again), same-host
// redirects are followed at most `maxRedirects` times and re-checked, and the whole exchange is
// bounded in time and in bytes (the body is counted while it streams, not after).

import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { PlatformKey } from '@compare/core';
import { SAFE_FETCH_DEFAULTS } from '../settings';
import { MerchantError, PriceNotFoundError, UrlRefusedError } from './errors';
import type { ConnectTarget, UrlGuard } from './url-guard';

/** Limits of one outbound exchange. */
export interface SafeFetchOptions {
  guard: UrlGuard;
  /** Whole exchange, redirects and body included. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
}

/** Fetches merchant JSON safely. */
export interface SafeFetcher {
  getJson(platform: PlatformKey, url: string, request?: SafeRequest): Promise<unknown>;
  /** Closes idle kept-alive connections. */
  close(): void;
}

/** Per-request extras: a caller's abort signal and headers (e.g. the shopper's location). */
export interface SafeRequest {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** A DNS lookup that answers only the verified address (pinning it against rebinding). */
export function pinnedLookup(target: ConnectTarget): LookupFunction {
  // Node calls lookup with {all: true} when it may try several addresses (autoSelectFamily);
  // answer in whichever form was asked, always with the verified address only.
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

interface RawResponse {
  status: number;
  location: string | undefined;
  body: Buffer;
}

function exchange(
  target: ConnectTarget,
  options: {
    maxBytes: number;
    userAgent: string;
    signal: AbortSignal;
    headers: Record<string, string>;
    agents: { http: HttpAgent; https: HttpsAgent };
  },
): Promise<RawResponse> {
  const { url } = target;
  const https = target.protocol === 'https:';
  const send = https ? httpsRequest : httpRequest;
  return new Promise<RawResponse>((resolve, reject) => {
    // The first outcome wins: destroying a socket after a size refusal emits its own errors.
    let settled = false;
    const fail = (error: unknown): void => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    const done = (value: RawResponse): void => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    const req = send({
      protocol: target.protocol,
      // The host name stays the merchant's (SNI, certificate check and Host header); only the
      // address comes from the pinned lookup.
      hostname: url.hostname,
      port: target.port,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: {
        ...options.headers,
        host: url.hostname,
        accept: 'application/json',
        'user-agent': options.userAgent,
      },
      // A new connection resolves through the pinned lookup; a kept-alive one was opened the same
      // way to an address verified then, so reuse never reaches an unverified address.
      lookup: pinnedLookup(target),
      agent: https ? options.agents.https : options.agents.http,
      signal: options.signal,
    });
    const tooLarge = (): void => {
      fail(new MerchantError('MERCHANT_RESPONSE_TOO_LARGE', 'Merchant response is too large'));
      req.destroy();
    };
    req.on('error', fail);
    req.on('response', (res: IncomingMessage) => {
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (status >= 300 && status < 400) {
        res.resume();
        done({ status, location, body: Buffer.alloc(0) });
        return;
      }
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        tooLarge();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          tooLarge();
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => done({ status, location, body: Buffer.concat(chunks) }));
      res.on('error', fail);
      res.on('aborted', () => fail(new Error('response aborted')));
    });
    req.end();
  });
}

/** Settles with `promise`, or rejects as soon as `signal` aborts (getaddrinfo cannot be cancelled). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** Creates a fetcher that refuses anything the guard refuses and caps time, bytes and redirects. */
export function createSafeFetcher(options: SafeFetchOptions): SafeFetcher {
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
  const userAgent = options.userAgent ?? 'CompareBot/0.1 (+price comparison; demo)';
  // Keep-alive saves a TCP (and TLS) handshake per item of a batch; idle sockets close after 15 s.
  const agentOptions = { keepAlive: true, maxSockets: 64, maxFreeSockets: 16, timeout: 15_000 };
  const agents = { http: new HttpAgent(agentOptions), https: new HttpsAgent(agentOptions) };

  async function getJson(platform: PlatformKey, rawUrl: string, request: SafeRequest = {}): Promise<unknown> {
    const { signal, headers = {} } = request;
    const timer = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timer]) : timer;
    let url = options.guard.check(platform, rawUrl);
    const firstHost = url.hostname;
    try {
      for (let hop = 0; ; hop += 1) {
        // DNS counts towards the time limit too: a resolver that hangs must not hold the batch.
        const target = await untilAborted(options.guard.resolve(platform, url), combined);
        const res = await exchange(target, { maxBytes, userAgent, signal: combined, headers, agents });
        if (res.status >= 300 && res.status < 400) {
          if (!res.location) {
            throw new MerchantError('MERCHANT_HTTP_ERROR', `Merchant answered ${res.status}`);
          }
          if (hop >= maxRedirects) {
            throw new MerchantError('MERCHANT_TOO_MANY_REDIRECTS', 'Merchant redirected too many times');
          }
          let next: URL;
          try {
            next = new URL(res.location, url);
          } catch {
            throw new MerchantError('MERCHANT_REDIRECT_NOT_ALLOWED', 'Merchant redirected to an invalid URL');
          }
          // Staying on the very same host keeps one allow-list entry from hopping to another.
          if (next.protocol !== 'https:' || next.hostname !== firstHost || next.port !== '') {
            throw new MerchantError('MERCHANT_REDIRECT_NOT_ALLOWED', 'Merchant redirected off its host');
          }
          url = next;
          continue;
        }
        if (res.status === 404) throw new PriceNotFoundError('The merchant does not list this product');
        if (res.status < 200 || res.status >= 300) {
          throw new MerchantError('MERCHANT_HTTP_ERROR', `Merchant answered ${res.status}`);
        }
        try {
          return JSON.parse(res.body.toString('utf8')) as unknown;
        } catch {
          throw new MerchantError('MERCHANT_BAD_RESPONSE', 'Merchant answered something other than JSON');
        }
      }
    } catch (error) {
      if (error instanceof MerchantError || error instanceof PriceNotFoundError) throw error;
      if (error instanceof UrlRefusedError) throw error;
      if (timer.aborted) throw new MerchantError('MERCHANT_TIMEOUT', `${platform} did not answer in time`);
      if (signal?.aborted) throw signal.reason ?? error;
      throw new MerchantError('MERCHANT_UNREACHABLE', `${platform} could not be reached`);
    }
  }

  return {
    getJson,
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
