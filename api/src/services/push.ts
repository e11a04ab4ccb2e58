// Web Push: alerts go to the browsers an account subscribed. The `web-push` library encrypts each
// payload for its subscription (aes128gcm) and signs the VAPID header; the request itself goes out
// through fetch, so a push service that answers 404 or 410 (the browser unsubscribed) is forgotten.
import { validationError } from '../errors';
import type { AccountSettings, VapidKeys } from '../settings';

/** A subscription to send to. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What one send did. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** Sends Web Push messages. */
export interface PushSender {
  readonly enabled: boolean;
  readonly publicKey: string | null;
  /** Refuses (400) an endpoint this server would not send to. */
  checkEndpoint(endpoint: string): void;
  send(target: PushTarget, payload: Record<string, unknown>): Promise<PushOutcome>;
}

// Push services of the browsers in use (Chrome/Edge via FCM, Firefox, Windows, Safari).
const PUSH_HOSTS = [
  /\.googleapis\.com$/,
  /\.mozilla\.com$/,
  /\.notify\.windows\.com$/,
  /\.push\.apple\.com$/,
];
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Creates the sender; without VAPID keys it is disabled and `send` answers 'failed'. */
export function createPushSender(settings: Pick<AccountSettings, 'vapid' | 'allowHttpPush'>): PushSender {
  const vapid: VapidKeys | null = settings.vapid;
  return {
    enabled: vapid !== null,
    publicKey: vapid?.publicKey ?? null,
    checkEndpoint(endpoint) {
      let url: URL;
      try {
        url = new URL(endpoint);
      } catch {
        throw validationError('endpoint must be a URL');
      }
      const loopback = settings.allowHttpPush && LOOPBACK.has(url.hostname);
      if (loopback) return;
      if (url.protocol !== 'https:' || !PUSH_HOSTS.some((host) => host.test(url.hostname))) {
        throw validationError("endpoint must be a browser push service's https URL");
      }
      // Push services listen on 443; another port would aim our requests at something else.
      if (url.port !== '' || url.username !== '' || url.password !== '')
        throw validationError('endpoint must be a push service URL on port 443, without credentials');
    },
    async send(target, payload) {
      if (!vapid) return 'failed';
      // Loaded with the first alert sent, not at start: most starts send none.
      const { default: webpush } = await import('web-push');
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        { vapidDetails: vapid, TTL: 24 * 60 * 60, contentEncoding: 'aes128gcm', urgency: 'normal' },
      );
      try {
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : null,
          redirect: 'error',
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.status === 404 || response.status === 410) return 'gone';
        return response.ok ? 'sent' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}
