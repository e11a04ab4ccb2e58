import { type CartItem, mergeBaskets } from '@compare/core';
import { useEffect } from 'react';
import { useCompare } from '../../context';
import { signedOutMeanwhile, useAccountApi, useAccountUser } from '../../internal/account';

/** Props of {@link BasketSync}. */
export interface BasketSyncProps {
  /** How often the account's basket is read while the page is visible (ms); also on every focus. */
  pollMs?: number | undefined;
  /** How long changes gather before they are sent (ms). */
  debounceMs?: number | undefined;
}

// Which account the browser's basket was last kept in step with: a basket that already belongs
// to the signed-in account follows the server; any other (made signed out, or another account's)
// is merged into the account's at sign-in.
const SYNCED_KEY = 'cart-account';

/**
 * Keeps the basket of a signed-in shopper on the server too (`GET`/`PUT /api/basket`), so every
 * device shows one basket: a change is sent shortly after it is made, and the server's basket is
 * read on focus and every `pollMs`. Signing in merges the browser's basket into the account's
 * (same product and variant: the larger quantity). Signed out it does nothing: the basket lives
 * in the browser as before. Renders nothing; mount it once inside a provider with `auth`.
 */
export function BasketSync({ pollMs = 15_000, debounceMs = 400 }: BasketSyncProps) {
  const { stores, storage, log } = useCompare();
  const api = useAccountApi();
  const user = useAccountUser();
  useEffect(() => {
    if (typeof user !== 'number' || typeof window === 'undefined') return;
    const store = stores.basket;
    // Every call of this signed-in session; aborted when it ends (sign-out, unmount).
    const session = new AbortController();
    const signal = session.signal;
    const report = (error: unknown) => {
      if (!signedOutMeanwhile(error)) log(error);
    };
    let stopped = false;
    let ready = false;
    // The shopper changed the basket while the account's basket was still being read: that change
    // is newer than what the read brings, so it is kept and sent rather than overwritten.
    let changedMeanwhile = false;
    let applying = false;
    // The server's basket as last read or written: nothing is sent or applied twice.
    let known = '';
    let timer: ReturnType<typeof setTimeout> | null = null;
    let sending: Promise<void> = Promise.resolve();
    const apply = (items: CartItem[]) => {
      applying = true;
      store.setState({ items });
      applying = false;
    };
    const send = () => {
      timer = null;
      sending = sending.then(async () => {
        const items = store.getState().items;
        const text = JSON.stringify(items);
        if (stopped || text === known) return;
        try {
          known = JSON.stringify(await api.putBasket(items, signal));
        } catch (error) {
          report(error);
        }
      });
    };
    const pull = async () => {
      if (!ready || timer) return;
      await sending;
      try {
        const items = await api.getBasket(signal);
        const text = JSON.stringify(items);
        // A change made meanwhile goes out first; the next read brings the rest.
        if (stopped || timer || text === known) return;
        known = text;
        apply(items);
      } catch (error) {
        report(error);
      }
    };
    const start = async () => {
      try {
        const account = await api.getBasket(signal);
        if (stopped) return;
        known = JSON.stringify(account);
        const mine = storage.getItem(SYNCED_KEY) === String(user);
        const local = store.getState().items;
        const next = mine ? (changedMeanwhile ? local : account) : mergeBaskets(account, local);
        apply(next);
        storage.setItem(SYNCED_KEY, String(user));
        ready = true;
        if (JSON.stringify(next) !== known) send();
      } catch (error) {
        report(error);
      }
    };
    const unsubscribe = store.subscribe((state, previous) => {
      if (applying || state.items === previous.items) return;
      if (!ready) {
        if (state.hydrated && previous.hydrated) changedMeanwhile = true;
        return;
      }
      if (timer) clearTimeout(timer);
      timer = setTimeout(send, debounceMs);
    });
    const whenHydrated = () => {
      if (store.getState().hydrated) void start();
      else {
        const off = store.subscribe((s) => {
          if (!s.hydrated) return;
          off();
          void start();
        });
      }
    };
    whenHydrated();
    const onFocus = () => void pull();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void pull();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    const poll = setInterval(() => {
      if (document.visibilityState === 'visible') void pull();
    }, pollMs);
    return () => {
      // A change still gathering stays in the browser's basket; the next sign-in merges it.
      stopped = true;
      session.abort();
      unsubscribe();
      if (timer) clearTimeout(timer);
      clearInterval(poll);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [user, api, stores, storage, log, pollMs, debounceMs]);
  return null;
}
