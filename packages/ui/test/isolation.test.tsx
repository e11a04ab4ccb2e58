import {
  Dialog,
  getCssText,
  ISOLATION_CLASS,
  Popover,
  Select,
  Sheet,
  ThemeProvider,
  Toaster,
  ToastProvider,
} from '@compare/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

// jsdom computes no cascade, so these tests pin down the classes and the CSS text; the
// isolation stories check the computed styles against a hostile stylesheet in Chromium.

// jsdom serialises its stylesheet with spaces, a server render without: compare without any.
function cssText(): string {
  return getCssText().replace(/\s+/g, '');
}

function ownClasses(element: Element): string[] {
  return Array.from(element.classList).filter((name) => name !== ISOLATION_CLASS);
}

describe('host-CSS isolation', () => {
  it('injects the reset with a provider, ahead of every component rule, but leaves its root alone', () => {
    render(<ThemeProvider data-testid="root">content</ThemeProvider>);
    expect(ISOLATION_CLASS).toBe('cmp-isolate');
    expect(screen.getByTestId('root')).not.toHaveClass(ISOLATION_CLASS);

    const css = cssText();
    const reset = css.indexOf('.cmp-isolate,.cmp-isolate:where(:not(svg,svg*)){all:revert');
    expect(reset).toBeGreaterThan(-1);
    // stitches emits its global group before component rules: equal specificity, ours come later.
    expect(reset).toBeLessThan(css.indexOf('.cmp-c-'));
    expect(css).toMatch(
      /\.cmp-isolate:where\(button,input,select,textarea\)\{font:inherit;[^}]*color:inherit/,
    );
    expect(css).toMatch(/\.cmp-isolate\{font-family:var\(--cmp-fonts-body\);[^}]*text-transform:none/);
    expect(css).toContain('.cmp-isolate:where(table){border-collapse:separate;border-spacing:0');
  });

  it('isolates the overlay and panel of a Dialog and a Sheet, whose panels outrank role selectors', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <Dialog.Root>
          <Dialog.Trigger>Open dialog</Dialog.Trigger>
          <Dialog.Content>
            <Dialog.Title>Dialog</Dialog.Title>
          </Dialog.Content>
        </Dialog.Root>
        <Sheet.Root>
          <Sheet.Trigger>Open sheet</Sheet.Trigger>
          <Sheet.Content>
            <Sheet.Title>Sheet</Sheet.Title>
          </Sheet.Content>
        </Sheet.Root>
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dialog' });
    expect(dialog).toHaveClass(ISOLATION_CLASS);
    expect(dialog.parentElement).toHaveClass(ISOLATION_CLASS);
    const [panelClass] = ownClasses(dialog);
    expect(cssText()).toContain(`.${panelClass}.${panelClass}{`);

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Open sheet' }));
    const sheet = await screen.findByRole('dialog', { name: 'Sheet' });
    expect(sheet).toHaveClass(ISOLATION_CLASS);
    expect(sheet.parentElement).toHaveClass(ISOLATION_CLASS);
  });

  it('isolates Popover content, the Select listbox and the Toaster viewport', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <ToastProvider>
          <Popover.Root>
            <Popover.Trigger>Details</Popover.Trigger>
            <Popover.Content aria-label="Details">Text</Popover.Content>
          </Popover.Root>
          <Select aria-label="Colour" options={[{ value: 'red', label: 'Red' }]} />
          <Toaster />
        </ToastProvider>
      </ThemeProvider>,
    );
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveClass(ISOLATION_CLASS);

    await user.click(screen.getByRole('button', { name: 'Details' }));
    const popover = await screen.findByRole('dialog', { name: 'Details' });
    expect(popover).toHaveClass(ISOLATION_CLASS);
    const [popoverClass] = ownClasses(popover);
    expect(cssText()).toContain(`.${popoverClass}.${popoverClass}{`);

    await user.click(screen.getByRole('combobox', { name: 'Colour' }));
    const listbox = await screen.findByRole('listbox', { name: 'Colour' });
    expect(listbox).toHaveClass(ISOLATION_CLASS);
    expect(within(listbox).getByRole('option', { name: 'Red' })).not.toHaveClass(ISOLATION_CLASS);
  });
});
