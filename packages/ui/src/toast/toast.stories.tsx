import { Button, Toaster, ToastProvider, type ToastProviderProps, useToast } from '@compare/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

function Demo() {
  const { toast } = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => toast({ title: 'Saved', description: 'Your changes are stored.' })}>
        Show toast
      </Button>
      <Button
        variant="destructive"
        onClick={() =>
          toast({ title: 'Something went wrong', description: 'Try again.', variant: 'destructive' })
        }
      >
        Show error
      </Button>
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'At most one toast at a time; auto-closes after 5000 ms (pauses on hover/focus); swipe right past 50 px or press × to dismiss; F8 focuses the viewport.',
      },
    },
  },
  render: (args: ToastProviderProps) => (
    <ToastProvider {...args}>
      <Demo />
      <Toaster />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A toast appears, a new one replaces it, and its close button dismisses it. */
export const AppearsAndCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const toast = await canvas.findByRole('status');
    await expect(toast).toHaveTextContent('Saved');
    await expect(canvas.getByRole('region', { name: 'Notifications (F8)' })).toContainElement(toast);
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

/** With a short duration the toast closes by itself. */
export const AutoClose: Story = {
  args: { duration: 1200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const shown = await canvas.findByRole('status');
    await waitFor(() => expect(shown).toBeVisible());
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), { timeout: 4000 });
  },
};

/** F8 moves focus to the viewport. */
export const Hotkey: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await canvas.findByRole('status');
    await userEvent.keyboard('{F8}');
    await expect(canvas.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  },
};

/** The destructive variant in the dark theme. */
export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const shown = await canvas.findByRole('alert');
    await waitFor(() => expect(shown).toBeVisible());
  },
};
