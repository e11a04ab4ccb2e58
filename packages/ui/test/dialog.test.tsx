import { Dialog, Input, Sheet, ThemeProvider } from '@compare/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

function DialogExample({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <ThemeProvider data-testid="root">
      <button type="button">Before</button>
      <Dialog.Root onOpenChange={onOpenChange}>
        <Dialog.Trigger>Open dialog</Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Title>Edit profile</Dialog.Title>
          <Dialog.Description>Change your name.</Dialog.Description>
          <Input aria-label="Name" />
          <Dialog.Close>Cancel</Dialog.Close>
        </Dialog.Content>
      </Dialog.Root>
    </ThemeProvider>
  );
}

function SheetExample() {
  return (
    <ThemeProvider data-testid="root">
      <Sheet.Root>
        <Sheet.Trigger>Open sheet</Sheet.Trigger>
        <Sheet.Content side="left">
          <Sheet.Title>Filters</Sheet.Title>
          <button type="button">First</button>
          <Sheet.Close>Done</Sheet.Close>
        </Sheet.Content>
      </Sheet.Root>
    </ThemeProvider>
  );
}

describe.each([
  { name: 'Dialog', Example: DialogExample, trigger: 'Open dialog', title: 'Edit profile' },
  { name: 'Sheet', Example: SheetExample, trigger: 'Open sheet', title: 'Filters' },
])('$name', ({ Example, trigger, title }) => {
  it('opens a named modal inside the ThemeProvider root and moves focus into it', async () => {
    const user = userEvent.setup();
    render(<Example />);
    expect(screen.getByRole('button', { name: trigger })).toHaveAttribute('data-state', 'closed');
    await user.click(screen.getByRole('button', { name: trigger }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByTestId('root')).toContainElement(dialog);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  it('traps Tab focus inside the panel', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: trigger }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Tabbing past either end lands on floating-ui's focus guard, which sends focus back inside.
    for (let press = 0; press < 5; press += 1) {
      await user.tab();
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    }
    for (let press = 0; press < 5; press += 1) {
      await user.tab({ shift: true });
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    }
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const button = screen.getByRole('button', { name: trigger });
    await user.click(button);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveAttribute('data-state', 'closed');
  });

  it('closes on a press outside the panel', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: trigger }));
    const dialog = await screen.findByRole('dialog');
    // The backdrop wraps the panel; pressing it is a press outside the panel.
    const overlay = dialog.parentElement;
    expect(overlay).not.toBe(document.body);
    if (!overlay) throw new Error('the panel has no backdrop');
    await user.pointer({ keys: '[MouseLeft]', target: overlay });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes from its Close part', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const button = screen.getByRole('button', { name: trigger });
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    const close = Array.from(dialog.querySelectorAll('button')).at(-1);
    if (!close) throw new Error('the panel has no Close button');
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });
});

function Controlled({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ThemeProvider>
      <span>{open ? 'is open' : 'is closed'}</span>
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      >
        <Dialog.Content aria-label="Controlled">
          <Dialog.Close>Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Root>
    </ThemeProvider>
  );
}

function Search() {
  const searchRef = useRef<HTMLInputElement | null>(null);
  return (
    <ThemeProvider>
      <Dialog.Root>
        <Dialog.Trigger>Search</Dialog.Trigger>
        <Dialog.Content initialFocus={searchRef}>
          <Dialog.Title>Search</Dialog.Title>
          <Dialog.Close>Close</Dialog.Close>
          <Input ref={searchRef} aria-label="Query" />
        </Dialog.Content>
      </Dialog.Root>
    </ThemeProvider>
  );
}

function Notes() {
  return (
    <ThemeProvider>
      <Dialog.Root defaultOpen>
        <Dialog.Content>
          <Dialog.Title>Notes</Dialog.Title>
          <Dialog.Close>Close</Dialog.Close>
          <Input aria-label="Notes" />
        </Dialog.Content>
      </Dialog.Root>
    </ThemeProvider>
  );
}

describe('Dialog state and focus options', () => {
  it('reports open changes and can be controlled', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Controlled onOpenChange={onOpenChange} />);
    expect(await screen.findByRole('dialog', { name: 'Controlled' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByText('is closed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('focuses the element given as initialFocus', async () => {
    const user = userEvent.setup();
    render(<Search />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Query' })).toHaveFocus());
  });

  it('leaves focus on a field the shopper reached as the panel appeared', async () => {
    // Close is the first tabbable: a shopper who taps the field before the next frame (a busy
    // phone, an entry animation) keeps typing into the field; focus does not jump to Close.
    const user = userEvent.setup();
    render(<Notes />);
    const dialog = await screen.findByRole('dialog', { name: 'Notes' });
    const notes = within(dialog).getByRole('textbox', { name: 'Notes' });
    notes.focus();
    await user.keyboard('2 doodh');
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(notes).toHaveFocus();
    expect(notes).toHaveValue('2 doodh');
  });

  it('names the dialog by its Title and describes it by its Description', async () => {
    const user = userEvent.setup();
    render(<DialogExample />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    expect(dialog).toHaveAccessibleDescription('Change your name.');
  });
});
