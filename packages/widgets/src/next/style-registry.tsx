import { getCssText } from '@compare/ui';
import { useServerInsertedHTML } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import { createCssCollector } from './css-collector';

/** Props of {@link CompareStyleRegistry}. */
export interface CompareStyleRegistryProps {
  children?: ReactNode;
  /** A CSP nonce for the inserted `<style>` elements. */
  nonce?: string;
}

/**
 * Puts the widgets' CSS into the server HTML of a Next.js App Router page, so the widgets arrive
 * styled (no flash of unstyled content, no layout shift). Wrap the root layout's `<body>` content
 * with it once. Each rule is sent once per response, however many times Next.js flushes.
 */
export function CompareStyleRegistry({ children, nonce }: CompareStyleRegistryProps) {
  const [collector] = useState(createCssCollector);
  useServerInsertedHTML(() => {
    const css = collector.next(getCssText());
    if (css === '') return null;
    // React writes a <style> element's text as is (no HTML escaping), so selectors like `a > b` survive.
    return (
      <style data-compare-styles="" nonce={nonce}>
        {css}
      </style>
    );
  });
  return <>{children}</>;
}
