import { Dialog, getCssText, ThemeProvider, useTheme } from '@compare/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { colorScheme } from './setup';

function AppearanceProbe() {
  const { appearance, resolvedAppearance, setAppearance } = useTheme();
  return (
    <button type="button" onClick={() => setAppearance('dark')}>
      {appearance}/{resolvedAppearance}
    </button>
  );
}

function classesUnder(element: Element): string[] {
  return [element, ...element.querySelectorAll('*')].flatMap((node) => Array.from(node.classList));
}

// Splits a selector list on the commas that are not inside :where(...) and the like.
function topLevelParts(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of selector) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current.trim());
  return parts;
}

describe('ThemeProvider', () => {
  it('puts the theme class and token overrides on its root element, not on :root', () => {
    render(
      <ThemeProvider data-testid="root" tokens={{ colors: { primary: '#008060' }, radii: { md: '2px' } }}>
        content
      </ThemeProvider>,
    );
    const root = screen.getByTestId('root');
    expect(root).toHaveClass('cmp-light');
    expect(root.style.getPropertyValue('--cmp-colors-primary')).toBe('#008060');
    expect(root.style.getPropertyValue('--cmp-radii-md')).toBe('2px');
    expect(document.documentElement.getAttribute('style')).toBeNull();
    expect(document.body.getAttribute('style')).toBeNull();

    const css = getCssText();
    expect(css).toMatch(/\.cmp-light\s*\{/);
    expect(css).toMatch(/--cmp-colors-primary:\s*#4338ca/);
    expect(css).not.toContain(':root');
    // Every rule's selector starts at a prefixed class: nothing targets body, html or * globally.
    const selectors = [...css.matchAll(/(?:^|[{}])\s*([^{}@]+?)\s*\{/g)].map((match) => match[1] ?? '');
    const ruleSelectors = selectors.filter(
      (selector) => !selector.startsWith('--sxs') && !/^\d+%|from|to$/.test(selector),
    );
    expect(ruleSelectors.length).toBeGreaterThan(3);
    for (const selector of ruleSelectors) {
      for (const part of topLevelParts(selector)) expect(part).toMatch(/^(\.cmp-|:where\(\.cmp-)/);
    }
  });

  it('gives every class it renders the cmp prefix, portals included', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider data-testid="root">
        <Dialog.Root>
          <Dialog.Trigger>Open</Dialog.Trigger>
          <Dialog.Content>
            <Dialog.Title>Title</Dialog.Title>
            <Dialog.Close>Close</Dialog.Close>
          </Dialog.Content>
        </Dialog.Root>
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const root = screen.getByTestId('root');
    expect(root).toContainElement(screen.getByRole('dialog'));
    const classes = classesUnder(root);
    expect(classes.length).toBeGreaterThan(3);
    for (const className of classes) expect(className).toMatch(/^cmp-/);
  });

  it('applies the dark theme and dark-only overrides', () => {
    render(
      <ThemeProvider data-testid="root" appearance="dark" darkTokens={{ colors: { surface: '#111' } }}>
        <AppearanceProbe />
      </ThemeProvider>,
    );
    const root = screen.getByTestId('root');
    expect(root).toHaveClass('cmp-dark');
    expect(root).toHaveAttribute('data-appearance', 'dark');
    expect(root.style.getPropertyValue('--cmp-colors-surface')).toBe('#111');
    expect(screen.getByRole('button')).toHaveTextContent('dark/dark');
  });

  it("follows prefers-color-scheme when appearance is 'system'", () => {
    colorScheme.dark = true;
    render(
      <ThemeProvider data-testid="root" appearance="system">
        <AppearanceProbe />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('root')).toHaveClass('cmp-dark');
    act(() => colorScheme.set(false));
    expect(screen.getByTestId('root')).toHaveClass('cmp-light');
    expect(screen.getByRole('button')).toHaveTextContent('system/light');
  });

  it('hands its root element to a forwarded ref (object or callback) and still portals into it', async () => {
    const objectRef = createRef<HTMLDivElement>();
    const seen: Array<HTMLDivElement | null> = [];
    const { unmount } = render(
      <ThemeProvider ref={objectRef}>
        <Dialog.Root defaultOpen>
          <Dialog.Content>
            <Dialog.Title>Inside</Dialog.Title>
          </Dialog.Content>
        </Dialog.Root>
      </ThemeProvider>,
    );
    expect(objectRef.current).toBeInstanceOf(HTMLDivElement);
    expect(objectRef.current).toContainElement(await screen.findByRole('dialog', { name: 'Inside' }));
    unmount();
    expect(objectRef.current).toBeNull();
    const { unmount: unmountCallback } = render(<ThemeProvider ref={(node) => void seen.push(node)} />);
    expect(seen[0]).toBeInstanceOf(HTMLDivElement);
    unmountCallback();
    expect(seen.at(-1)).toBeNull();
  });

  it('lets useTheme change an uncontrolled appearance', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider data-testid="root">
        <AppearanceProbe />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button'));
    expect(screen.getByTestId('root')).toHaveClass('cmp-dark');
  });

  it('throws a clear error when useTheme is used outside a provider', () => {
    const silence = console.error;
    console.error = () => {};
    try {
      expect(() => render(<AppearanceProbe />)).toThrow('useTheme must be used within a ThemeProvider');
    } finally {
      console.error = silence;
    }
  });
});
