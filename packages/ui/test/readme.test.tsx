// The README's quick start, run as written, so the documented usage keeps working.
import { Button, Dialog, ThemeProvider, Toaster, ToastProvider, useToast } from '@compare/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

function SaveButton() {
  const { toast } = useToast();
  return <Button onClick={() => toast({ title: 'Saved' })}>Save</Button>;
}

function App() {
  return (
    <ThemeProvider appearance="system" tokens={{ colors: { primary: '#006a4e' } }}>
      <ToastProvider>
        <SaveButton />
        <Dialog.Root>
          <Dialog.Trigger variant="outline">Details</Dialog.Trigger>
          <Dialog.Content>
            <Dialog.Title>Details</Dialog.Title>
            <Dialog.Description>Everything about this item.</Dialog.Description>
            <Dialog.Close>Close</Dialog.Close>
          </Dialog.Content>
        </Dialog.Root>
        <Toaster />
      </ToastProvider>
    </ThemeProvider>
  );
}

describe('README quick start', () => {
  it('shows a toast and opens the dialog', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    await user.click(screen.getByRole('button', { name: 'Details' }));
    expect(await screen.findByRole('dialog', { name: 'Details' })).toHaveAccessibleDescription(
      'Everything about this item.',
    );
  });
});
