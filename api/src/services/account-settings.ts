// Settings of the account features, read from the environment with the rest of the configuration
// (config.ts): the VAPID keys Web Push signs with, and the per-account limits.
import { z } from 'zod';
import type { LimitRule } from '../config';

/** VAPID identity of this server for Web Push. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: contact the push services can reach the operator at. */
  subject: string;
}

/** Account feature settings. */
export interface AccountSettings {
  /** Null when VAPID_* are unset: push is off and the inbox is the only place alerts land. */
  vapid: VapidKeys | null;
  /** Push endpoints over plain HTTP on loopback are accepted (tests and development only). */
  allowHttpPush: boolean;
  /** List resolutions per account (or per client when signed out). */
  resolveList: LimitRule;
  /** Writes (basket syncs, saves, watches) per account. */
  writes: LimitRule;
}

/** Defaults: no push, 20 list resolutions and 240 writes a minute. */
export const ACCOUNT_DEFAULTS: AccountSettings = {
  vapid: null,
  allowHttpPush: false,
  resolveList: { points: 20, windowMs: 60_000 },
  writes: { points: 240, windowMs: 60_000 },
};

const Env = z.object({
  VAPID_PUBLIC_KEY: z.string().trim().optional(),
  VAPID_PRIVATE_KEY: z.string().trim().optional(),
  VAPID_SUBJECT: z.string().trim().optional(),
});

/** Reads VAPID_* (all three or none); `testing` allows loopback HTTP push endpoints. */
export function loadAccountSettings(
  env: Record<string, string | undefined>,
  testing: boolean,
): AccountSettings {
  const e = Env.parse(env);
  const set = [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT].filter(Boolean).length;
  if (set !== 0 && set !== 3) {
    throw new Error(
      'Invalid configuration: set all of VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT for Web Push, or none',
    );
  }
  if (e.VAPID_SUBJECT && !/^(mailto:|https:\/\/)/.test(e.VAPID_SUBJECT)) {
    throw new Error('Invalid configuration: VAPID_SUBJECT must be a mailto: or https:// URL');
  }
  const base64url = /^[A-Za-z0-9_-]+$/;
  if (set === 3 && (!base64url.test(e.VAPID_PUBLIC_KEY!) || !base64url.test(e.VAPID_PRIVATE_KEY!))) {
    throw new Error(
      'Invalid configuration: VAPID keys must be URL-safe base64 (npx web-push generate-vapid-keys)',
    );
  }
  return {
    ...ACCOUNT_DEFAULTS,
    vapid:
      set === 3
        ? { publicKey: e.VAPID_PUBLIC_KEY!, privateKey: e.VAPID_PRIVATE_KEY!, subject: e.VAPID_SUBJECT! }
        : null,
    allowHttpPush: testing,
  };
}
