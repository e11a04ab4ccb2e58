import { type ComponentType, lazy, useSyncExternalStore } from 'react';

// Page chunks being fetched right now. Navigations run in a transition, so the previous page stays
// on screen meanwhile; the shell shows a progress bar while this is above zero.
let loading = 0;
const listeners = new Set<() => void>();

function changeLoading(by: number) {
  loading += by;
  for (const listener of listeners) listener();
}

/** A page component fetched with its chunk on first render; the chunk is fetched once. */
export function lazyPage(load: () => Promise<ComponentType>) {
  return lazy(async () => {
    changeLoading(1);
    try {
      return { default: await load() };
    } finally {
      changeLoading(-1);
    }
  });
}

/** True while a page chunk is being fetched. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loading > 0,
    () => false,
  );
}
