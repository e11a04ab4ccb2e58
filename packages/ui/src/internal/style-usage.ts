import { type Context, createContext, useContext, version } from 'react';

/** What a server-side style collector shares, per response, with the providers rendered below it. */
export interface StyleUsage {
  /** Set once a ThemeProvider renders in this response: its rules must be sent. */
  used: boolean;
}

// The collector (CompareStyleRegistry of @compare/widgets/next, in a root layout) must not import
// this package, or every page of an app would load it; both sides find the one context under this
// global key instead, one per copy of React (as react-redux shares its context between copies).
// @compare/widgets/src/next/style-usage.ts reads the same key.
const KEY = Symbol.for('@compare/ui/style-usage');

type ContextStore = typeof globalThis & { [KEY]?: Map<string, Context<StyleUsage | null>> };

/** The context a collector provides its StyleUsage on. */
export function styleUsageContext(): Context<StyleUsage | null> {
  const store = globalThis as ContextStore;
  store[KEY] ??= new Map();
  let context = store[KEY].get(version);
  if (!context) {
    context = createContext<StyleUsage | null>(null);
    store[KEY].set(version, context);
  }
  return context;
}

/** Tells a collector above that this response renders styled components (a no-op without one). */
export function useStyleUsage(): void {
  const usage = useContext(styleUsageContext());
  if (usage) usage.used = true;
}
