// @vitest-environment node
import { createMemoryStorage } from '@compare/core';
import { Button, getCssText, ThemeProvider } from '@compare/ui';
import { BasketButton, CompareProvider, ComparisonTable, ThemeToggle } from '@compare/widgets';
import { CompareStyleRegistry } from '@compare/widgets/next';
import { ServerInsertedHTMLContext } from 'next/dist/shared/lib/server-inserted-html.shared-runtime';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createFakeClient } from '../src/internal/testing/fake-client';
import { createCssCollector, parseCssGroups } from '../src/next/css-collector';

function rulesOf(css: string): string[] {
  return parseCssGroups(css).flatMap((group) => group.rules);
}

// The registry loads the styling engine on the server before its first render, so it is rendered
// the way Next.js renders a page: by a streaming renderer that waits, not renderToString.
async function renderAll(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

function provider(children: ReactNode): ReactElement {
  return (
    <CompareProvider apiClient={createFakeClient()} storage={createMemoryStorage()}>
      {children}
    </CompareProvider>
  );
}

describe('CompareStyleRegistry (Next.js App Router)', () => {
  test('the inserted HTML carries the CSS of every widget class the server rendered', async () => {
    const inserted: Array<() => ReactNode> = [];
    const html = await renderAll(
      <ServerInsertedHTMLContext.Provider value={(callback) => inserted.push(callback)}>
        <CompareStyleRegistry nonce="abc">{provider(<ComparisonTable />)}</CompareStyleRegistry>
      </ServerInsertedHTMLContext.Provider>,
    );
    expect(inserted).toHaveLength(1);
    const style = inserted.map((callback) => renderToString(callback())).join('');
    expect(style).toMatch(/^<style data-compare-styles="" nonce="abc">/);
    const classes = [...html.matchAll(/class="([^"]*)"/g)]
      .flatMap((m) => (m[1] ?? '').split(' '))
      .filter((name) => name.startsWith('cmp-c-'));
    expect(classes.length).toBeGreaterThan(0);
    for (const name of classes) expect(style).toContain(`.${name}`);
    expect(style).toContain('.cmp-isolate');
  });

  test('each rule is sent once per response; later flushes carry only new rules', () => {
    renderToString(provider(<ThemeToggle />));
    const collector = createCssCollector();
    const first = collector.next(getCssText());
    expect(rulesOf(first).length).toBeGreaterThan(0);
    expect(collector.next(getCssText())).toBe('');

    renderToString(provider(<BasketButton />));
    const second = collector.next(getCssText());
    const firstRules = new Set(rulesOf(first));
    expect(rulesOf(second).length).toBeGreaterThan(0);
    expect(rulesOf(second).filter((rule) => firstRules.has(rule))).toEqual([]);
    // Everything the engine knows has been sent exactly once.
    const all = rulesOf(getCssText());
    expect([...rulesOf(first), ...rulesOf(second)].sort()).toEqual([...new Set(all)].sort());
  });

  test('a host token cannot close the style element', () => {
    const collector = createCssCollector();
    const css = collector.next('--sxs{--sxs:1 x}@media{.a{content:"</style><script>"}}');
    expect(css).not.toMatch(/<\/style/i);
    expect(css).toContain('.a{');
  });

  test('a response without widgets gets no CSS, though the server rendered widgets before', async () => {
    await renderAll(provider(<ComparisonTable />));
    expect(getCssText()).toContain('cmp-isolate');
    const inserted: Array<() => ReactNode> = [];
    const html = await renderAll(
      <ServerInsertedHTMLContext.Provider value={(callback) => inserted.push(callback)}>
        <CompareStyleRegistry>
          <p>About us</p>
        </CompareStyleRegistry>
      </ServerInsertedHTMLContext.Provider>,
    );
    expect(html).toBe('<p>About us</p>');
    expect(inserted.map((callback) => callback())).toEqual([null]);
  });

  test('@compare/ui primitives alone (a ThemeProvider, no widgets) get their CSS too', async () => {
    const inserted: Array<() => ReactNode> = [];
    await renderAll(
      <ServerInsertedHTMLContext.Provider value={(callback) => inserted.push(callback)}>
        <CompareStyleRegistry>
          <ThemeProvider>
            <Button>Save</Button>
          </ThemeProvider>
        </CompareStyleRegistry>
      </ServerInsertedHTMLContext.Provider>,
    );
    const style = inserted.map((callback) => renderToString(callback())).join('');
    expect(style).toContain('.cmp-isolate');
  });

  test('outside Next.js (no server-inserted HTML) it renders its children only', async () => {
    const html = await renderAll(
      <CompareStyleRegistry>
        <p>partner content</p>
      </CompareStyleRegistry>,
    );
    expect(html).toBe('<p>partner content</p>');
  });
});
