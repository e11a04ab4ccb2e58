// Deliberate HTTP server timeouts (Node's defaults let a slow client hold a socket for minutes).
import type { Server } from 'node:http';

/** The timeouts server.ts applies, in milliseconds. */
export const SERVER_TIMEOUTS = {
  /** All request headers must arrive within this time (slowloris). */
  headersTimeoutMs: 20_000,
  /** The whole request (headers and body, at most 100 kb of JSON) must arrive within this time. */
  requestTimeoutMs: 30_000,
  /**
   * Idle keep-alive sockets close after this; longer than the 60 s idle timeout common in load
   * balancers, so the proxy, not Node, closes first and never sends on a socket Node just closed.
   */
  keepAliveTimeoutMs: 65_000,
} as const;

/** Sets the server's header, request and keep-alive timeouts. */
export function applyServerTimeouts(server: Server): void {
  server.headersTimeout = SERVER_TIMEOUTS.headersTimeoutMs;
  server.requestTimeout = SERVER_TIMEOUTS.requestTimeoutMs;
  server.keepAliveTimeout = SERVER_TIMEOUTS.keepAliveTimeoutMs;
}
