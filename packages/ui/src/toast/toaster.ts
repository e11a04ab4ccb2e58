import type { ReactNode } from 'react';

/** At most this many toasts exist at once: a new toast replaces the old one. */
export const TOAST_LIMIT = 1;
/** A dismissed toast stays (hidden) this long before it is removed from the list. */
export const TOAST_REMOVE_DELAY = 1000000;
/** Default time a toast stays open, in ms. */
export const TOAST_DURATION = 5000;
/** A rightward swipe longer than this (px) dismisses a toast. */
export const TOAST_SWIPE_THRESHOLD = 50;

/** The look and urgency of a toast: destructive toasts are announced assertively. */
export type ToastVariant = 'default' | 'destructive';

/** What `toast()` takes. */
export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; `Infinity` keeps it open. Defaults to 5000. */
  duration?: number;
}

/** A toast in the toaster's list. `open: false` means dismissed and waiting to be removed. */
export interface ToastRecord extends ToastOptions {
  id: string;
  variant: ToastVariant;
  open: boolean;
}

/** Returned by `toast()` to act on the toast just shown. */
export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

/** A framework-free toast store; one per ToastProvider (no module singleton). */
export interface ToasterStore {
  getState: () => readonly ToastRecord[];
  subscribe: (listener: () => void) => () => void;
  /** Shows a toast, replacing any current one. */
  toast: (options: ToastOptions) => ToastHandle;
  /** Hides one toast (or all); it is removed after TOAST_REMOVE_DELAY. */
  dismiss: (id?: string) => void;
  /** Removes one toast (or all) from the list at once. */
  remove: (id?: string) => void;
}

/** Creates a toast store. Pass it to `ToastProvider` to show toasts from outside React too. */
export function createToaster(): ToasterStore {
  let toasts: readonly ToastRecord[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const setToasts = (next: readonly ToastRecord[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  const clearRemoveTimer = (id: string) => {
    const timer = removeTimers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    removeTimers.delete(id);
  };

  const remove = (id?: string) => {
    for (const toast of toasts) if (id === undefined || toast.id === id) clearRemoveTimer(toast.id);
    setToasts(id === undefined ? [] : toasts.filter((toast) => toast.id !== id));
  };

  const scheduleRemoval = (id: string) => {
    if (removeTimers.has(id)) return;
    removeTimers.set(
      id,
      setTimeout(() => remove(id), TOAST_REMOVE_DELAY),
    );
  };

  const dismiss = (id?: string) => {
    let changed = false;
    const next = toasts.map((toast) => {
      if ((id !== undefined && toast.id !== id) || !toast.open) return toast;
      changed = true;
      scheduleRemoval(toast.id);
      return { ...toast, open: false };
    });
    if (changed) setToasts(next);
  };

  const update = (id: string, options: ToastOptions) => {
    setToasts(toasts.map((toast) => (toast.id === id ? { ...toast, ...options, id } : toast)));
  };

  const toast = (options: ToastOptions): ToastHandle => {
    counter += 1;
    const id = String(counter);
    const record: ToastRecord = { ...options, id, variant: options.variant ?? 'default', open: true };
    const next = [record, ...toasts];
    // Toasts pushed past the limit are replaced outright, not kept hidden.
    for (const dropped of next.slice(TOAST_LIMIT)) clearRemoveTimer(dropped.id);
    setToasts(next.slice(0, TOAST_LIMIT));
    return { id, dismiss: () => dismiss(id), update: (changes) => update(id, changes) };
  };

  return {
    getState: () => toasts,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toast,
    dismiss,
    remove,
  };
}
