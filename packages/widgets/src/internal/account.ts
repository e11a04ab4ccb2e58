// Shared plumbing of the account widgets: the account calls over the provider's client, the
// signed-in user (null outside an AuthProvider), query keys, and adding lines to the basket with
// a quantity.
import {
  type AccountApi,
  type AccountMessageKey,
  type AccountMessages,
  accountMessages,
  type CartItem,
  createAccountApi,
  formatMessage,
  type MessageKey,
  type Messages,
  type RequestError,
} from '@compare/core';
import { useCallback, useMemo } from 'react';
import { useOptionalAuth } from '../auth/auth-provider';
import { useCompare } from '../context';
import { hiAccountMessages } from '../i18n/hi-account';
import type { BasketStore } from '../stores/basket-store';

/** The account calls of the nearest provider's client. */
export function useAccountApi(): AccountApi {
  const { client } = useCompare();
  return useMemo(() => createAccountApi(client), [client]);
}

/**
 * The signed-in user's id: null when signed out, signing out, or outside an AuthProvider;
 * undefined while the session is checked. Signing out counts as signed out at once, so the
 * account widgets stop (and abort their calls) before the session ends on the server.
 */
export function useAccountUser(): number | null | undefined {
  const auth = useOptionalAuth();
  if (!auth || auth.logout.isPending) return null;
  if (auth.isLoading) return undefined;
  return auth.user?.id ?? null;
}

/** True for the error of a call that was aborted or answered 401 (the shopper signed out meanwhile). */
export function signedOutMeanwhile(error: unknown): boolean {
  const e = error as { name?: unknown; status?: unknown } | null;
  return e?.name === 'AbortError' || e?.status === 401;
}

/** Query key of an account resource, per provider and per user. */
export function useAccountKey(): (...parts: Array<string | number>) => unknown[] {
  const { scope } = useCompare();
  const user = useAccountUser();
  return (...parts) => ['compare', scope, 'account', user ?? 'none', ...parts];
}

/** The server's message of a failed account call (the envelope's message), or a generic one. */
export function errorMessage(error: unknown, fallback: string): string {
  const e = error as Partial<RequestError> | null;
  return e && typeof e.message === 'string' && e.message && typeof e.status === 'number'
    ? e.message
    : fallback;
}

/** Adds `quantity` of each line to the basket (existing lines gain it); answers how many lines changed. */
export function addLines(
  store: BasketStore,
  lines: ReadonlyArray<Omit<CartItem, 'quantity'> & { quantity: number }>,
): number {
  let changed = 0;
  for (const { quantity, ...line } of lines) {
    if (quantity < 1) continue;
    const state = store.getState();
    const existing = state.items.find((i) => i.productId === line.productId && i.variant === line.variant);
    if (existing) state.setQuantity(line.productId, line.variant, existing.quantity + quantity);
    else {
      state.add(line);
      if (quantity > 1) store.getState().setQuantity(line.productId, line.variant, quantity);
    }
    changed += 1;
  }
  return changed;
}

/** The catalogue the account widgets read: the account strings in the locale, then the provider's. */
export function useAccountMessages(): Messages & AccountMessages {
  const { messages, locale } = useCompare();
  return useMemo(
    () => ({ ...(locale === 'hi' ? hiAccountMessages : accountMessages), ...messages }),
    [messages, locale],
  );
}

/** Translator over {@link useAccountMessages} (plural rules of the locale). */
export function useAccountT(): (
  key: MessageKey | AccountMessageKey,
  values?: Record<string, string | number>,
) => string {
  const messages = useAccountMessages();
  const { locale } = useCompare();
  return useCallback((key, values) => formatMessage(messages[key], values, locale), [messages, locale]);
}

/** 'Amul Taaza Toned Milk' with its brand in front, unless the name already starts with it. */
export function brandedName(brand: string, name: string): string {
  return brand && !name.toLowerCase().startsWith(brand.toLowerCase()) ? `${brand} ${name}` : name;
}
