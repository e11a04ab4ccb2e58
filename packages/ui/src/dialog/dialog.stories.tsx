import { Button, Dialog, Input } from '@compare/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'UI/Dialog',
  component: Dialog.Root,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A modal dialog: compound parts, focus trapped by floating-ui, Escape and outside press close it, focus returns to the trigger. It portals into the ThemeProvider root.',
      },
    },
  },
} satisfies Meta<typeof Dialog.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

function Example(props: Parameters<typeof Dialog.Root>[0]) {
  return (
    <Dialog.Root {...props}>
      <Dialog.Trigger variant="primary">Edit profile</Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>Edit profile</Dialog.Title>
        <Dialog.Description>Changes are saved when you press Save.</Dialog.Description>
        <Input label="Display name" defaultValue="Asha" />
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <Dialog.Close>Cancel</Dialog.Close>
          <Button>Save</Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Opens from its trigger and closes with Escape, returning focus to the trigger. */
export const OpenAndEscape: Story = {
  render: (args) => <Example {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Edit profile' });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog', { name: 'Edit profile' }, { timeout: 10_000 });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The Close part (here, Cancel) closes it. */
export const CloseButton: Story = {
  render: (args) => <Example {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Rendered open (`defaultOpen`). */
export const Open: Story = {
  args: { defaultOpen: true },
  render: (args) => <Example {...args} />,
  play: async ({ canvasElement }) => {
    const shown = await within(canvasElement).findByRole(
      'dialog',
      { name: 'Edit profile' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(shown).toBeVisible());
  },
};

function SearchDialog() {
  const searchRef = useRef<HTMLInputElement | null>(null);
  return (
    <Dialog.Root>
      <Dialog.Trigger variant="outline">Search</Dialog.Trigger>
      <Dialog.Content initialFocus={searchRef}>
        <Dialog.Title>Search</Dialog.Title>
        <Dialog.Close>Close</Dialog.Close>
        <Input ref={searchRef} type="search" aria-label="Search query" placeholder="Type to search" />
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** `initialFocus` focuses a chosen element (a search box) rather than the first tabbable. */
export const InitialFocus: Story = {
  render: () => <SearchDialog />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(canvas.getByRole('searchbox', { name: 'Search query' })).toHaveFocus());
  },
};

/** Open in the dark theme. */
export const Dark: Story = {
  ...Open,
  parameters: { theme: 'dark' },
};
