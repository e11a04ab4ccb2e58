import type { Ref, RefCallback } from 'react';

/** @internal One callback ref that feeds several refs (floating-ui's setter and the forwarded one). */
export function mergeRefs<T>(...refs: (Ref<T> | RefCallback<T> | undefined)[]): RefCallback<T> {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
