import { useServerInsertedHTML } from 'next/navigation';
import { type ReactNode, use, useState } from 'react';
import { createCssCollector } from './css-collector';
import { styleUsageContext } from './style-usage';

/** Props of {@link CompareStyleRegistry}. */
export interface CompareStyleRegistryProps {
  children?: ReactNode | undefined;
  /** A CSP nonce for the inserted `<style>` elements. */
  nonce?: string | undefined;
}

// The styling engine is loaded on the server only: the registry sits in the root layout, so
// whatever it imports is sent to every page of the app, and in the browser it has nothing to do
// (the widgets insert their own rules there). Loaded once per server process.
let cssText: Promise<() => string> | undefined;
function loadCssText(): Promise<() => string> {
  cssText ??= import('@compare/ui').then((ui) => ui.getCssText);
  return cssText;
}

/**
 * Puts the widgets' CSS into the server HTML of a Next.js App Router page, so the widgets arrive
 * styled (no flash of unstyled content, no layout shift). Wrap the root layout's `<body>` content
 * with it once. Each rule is sent once per response, however many times Next.js flushes.
 */
export function CompareStyleRegistry({ children, nonce }: CompareStyleRegistryProps) {
  // On the server only (Next.js compiles the browser's copy with `typeof window` known, so these
  // branches and the collector are left out of it). `use` may be called conditionally: the first
  // server render waits for the engine, later ones read the settled promise at once.
  const server = typeof window === 'undefined';
  const getCssText = server ? use(loadCssText()) : null;
  // Per response: the rules already sent, and whether anything styled rendered at all (the engine's
  // sheet holds every rule the server process has rendered so far: without the flag, a page
  // without widgets would get them all).
  const [response] = useState(() =>
    server ? { collector: createCssCollector(), usage: { used: false } } : null,
  );
  useServerInsertedHTML(() => {
    if (!getCssText || !response?.usage.used) return null;
    const css = response.collector.next(getCssText());
    if (css === '') return null;
    // React writes a <style> element's text as is (no HTML escaping), so selectors like `a > b` survive.
    return (
      <style data-compare-styles="" nonce={nonce}>
        {css}
      </style>
    );
  });
  const StyleUsage = styleUsageContext();
  return <StyleUsage.Provider value={response?.usage ?? null}>{children}</StyleUsage.Provider>;
}
