import { type Ref, type RefCallback, useMemo } from 'react';

/**
 * @internal One callback ref that sets every given ref. The components every page renders (theme
 * root, toasts) use this rather than floating-ui's `useMergeRefs`: importing that module would pull
 * the whole overlay library (focus trap, positioning) into the first load of a page, while only the
 * dialogs, sheets, popovers and selects need it and can arrive later.
 */
export function useMergedRef<T>(refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> {
  // Recreated when any ref changes: the refs themselves are the dependencies.
  return useMemo(
    () => (value: T | null) => {
      for (const ref of refs) {
        if (typeof ref === 'function') ref(value);
        else if (ref) (ref as { current: T | null }).current = value;
      }
    },
    refs,
  );
}
