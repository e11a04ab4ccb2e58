import { type Context, createContext, version } from 'react';

/** What the registry shares, per response, with the ThemeProviders of @compare/ui below it. */
export interface StyleUsage {
  /** Set once a ThemeProvider (the root of every widget) renders in this response. */
  used: boolean;
}

// The registry cannot import @compare/ui (every page of the app would load it), so both find the
// one context under this global key, one per copy of React; @compare/ui's
// src/internal/style-usage.ts reads the same key.
const KEY = Symbol.for('@compare/ui/style-usage');

type ContextStore = typeof globalThis & { [KEY]?: Map<string, Context<StyleUsage | null>> };

/** The context the registry provides its StyleUsage on. */
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
