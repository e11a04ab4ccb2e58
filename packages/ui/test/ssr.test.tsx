// @vitest-environment node
import { Button, getCssText, Input, Tabs, ThemeProvider } from '@compare/ui';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

describe('server rendering', () => {
  it('renders without a window and exposes the CSS to inline', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <ThemeProvider appearance="system" tokens={{ colors: { primary: '#008060' } }}>
        <Button variant="destructive">Remove</Button>
        <Input label="Email" error="Required" />
        <Tabs.Root defaultValue="a">
          <Tabs.List aria-label="Sections">
            <Tabs.Trigger value="a">A</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="a">Panel</Tabs.Content>
        </Tabs.Root>
      </ThemeProvider>,
    );
    // 'system' cannot be known on the server, so it renders light.
    expect(html).toContain('class="cmp-c-');
    expect(html).toContain('cmp-light');
    expect(html).toContain('--cmp-colors-primary:#008060');
    expect(html).toContain('aria-invalid="true"');

    const css: string = getCssText();
    expect(css).toContain('.cmp-light{');
    expect(css).toContain('var(--cmp-colors-danger)');
    expect(css).not.toContain(':root');
    // The provider injects the isolation reset during render, so a server page inlines it too.
    expect(css).toContain('.cmp-isolate,.cmp-isolate :where(:not(svg, svg *)){all:revert}');
    const classes = [...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => (match[1] ?? '').split(' '));
    for (const className of classes) expect(css).toContain(`.${className}`);
  });
});
