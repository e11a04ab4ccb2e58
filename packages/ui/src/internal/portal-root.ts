import { createContext, useContext } from 'react';

// Overlays portal into the ThemeProvider's root element so its tokens, prefix and reset apply to
// them and nothing is appended to the host page's body. `inProvider` tells "root not mounted yet"
// (wait one commit) apart from "no provider at all" (fall back to the body).
interface PortalRootValue {
  inProvider: boolean;
  root: HTMLElement | null;
}

/** @internal */
export const PortalRootContext = /* @__PURE__ */ createContext<PortalRootValue>({
  inProvider: false,
  root: null,
});

/**
 * @internal Where overlays portal to; `ready` is false until the provider's root has mounted.
 * Without a provider `root` is undefined, which floating-ui reads as "the body".
 */
export function usePortalRoot(): { ready: boolean; root: HTMLElement | undefined } {
  const { inProvider, root } = useContext(PortalRootContext);
  return { ready: !inProvider || root !== null, root: root ?? undefined };
}
