import { Button, Dialog, ThemeProvider, Toaster, ToastProvider, useToast } from '@compare/ui';

function SaveButton() {
  const { toast } = useToast();
  return <Button onClick={() => toast({ title: 'Saved' })}>Save</Button>;
}

export function App() {
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
