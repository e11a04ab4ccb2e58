import { Field, FieldError, Label, Select, type SelectOption, ThemeProvider } from '@compare/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

const colours: SelectOption[] = [
  { value: 'red', label: 'Red' },
  { value: 'green', label: 'Green' },
  { value: 'grey', label: 'Grey', disabled: true },
  { value: 'blue', label: 'Blue' },
];

function renderSelect(props: Partial<Parameters<typeof Select>[0]> = {}) {
  const onValueChange = vi.fn();
  render(
    <ThemeProvider data-testid="root">
      <form aria-label="Settings">
        <Select
          aria-label="Colour"
          options={colours}
          placeholder="Select a colour"
          name="colour"
          onValueChange={onValueChange}
          {...props}
        />
      </form>
    </ThemeProvider>,
  );
  return { onValueChange, trigger: screen.getByRole('combobox', { name: 'Colour' }) };
}

function renderSelectBeforeButton() {
  render(
    <>
      <ThemeProvider>
        <Select aria-label="Colour" options={colours} />
      </ThemeProvider>
      <button type="button">After</button>
    </>,
  );
  return screen.getByRole('combobox', { name: 'Colour' });
}

describe('Select', () => {
  it('shows the placeholder on a named combobox trigger', () => {
    const { trigger } = renderSelect();
    expect(trigger).toHaveTextContent('Select a colour');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
  });

  it('opens with Enter, lists the placeholder as a disabled option, and Escape closes', async () => {
    const user = userEvent.setup();
    const { trigger } = renderSelect();
    trigger.focus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox', { name: 'Colour' });
    expect(screen.getByTestId('root')).toContainElement(listbox);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'Select a colour' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('moves with the arrow keys, skips disabled options and selects with Enter', async () => {
    const user = userEvent.setup();
    const { trigger, onValueChange } = renderSelect();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Red' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Green' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Blue' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('blue');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(trigger).toHaveTextContent('Blue');
    expect(document.querySelector<HTMLInputElement>('input[name="colour"]')?.value).toBe('blue');
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('jumps by typeahead while open and marks the selected option', async () => {
    const user = userEvent.setup();
    const { trigger, onValueChange } = renderSelect({ defaultValue: 'red' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Red' })).toHaveFocus());
    expect(screen.getByRole('option', { name: 'Red' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('g');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Green' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('green');
  });

  it('closes on Tab, returning focus to the trigger so the next Tab moves on', async () => {
    const user = userEvent.setup();
    const trigger = renderSelectBeforeButton();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Red' })).toHaveFocus());
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('chooses by typeahead while closed, as a native select does', async () => {
    const user = userEvent.setup();
    const { trigger, onValueChange } = renderSelect();
    trigger.focus();
    await user.keyboard('b');
    expect(onValueChange).toHaveBeenCalledWith('blue');
    expect(trigger).toHaveTextContent('Blue');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens on ArrowUp at the last option when nothing is chosen, and on Enter at the first', async () => {
    const user = userEvent.setup();
    const { trigger } = renderSelect();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Blue' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Red' })).toHaveFocus());
  });

  it('a pointer opens the list without moving focus; ArrowDown then enters it', async () => {
    const user = userEvent.setup();
    const { trigger } = renderSelect({ defaultValue: 'green' });
    await user.click(trigger);
    await screen.findByRole('listbox', { name: 'Colour' });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Red' })).toHaveFocus());
    // A second click on the trigger closes the list.
    await user.click(trigger);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('typing while closed continues a word and never picks a disabled option', async () => {
    const user = userEvent.setup();
    const { trigger, onValueChange } = renderSelect();
    trigger.focus();
    await user.keyboard('gre');
    // 'Grey' also starts with 'gre' but is disabled.
    expect(onValueChange).toHaveBeenLastCalledWith('green');
    expect(onValueChange).not.toHaveBeenCalledWith('grey');
    expect(trigger).toHaveTextContent('Green');
  });

  it('selects with a pointer and ignores disabled options', async () => {
    const user = userEvent.setup();
    const { trigger, onValueChange } = renderSelect();
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'Grey' }));
    expect(onValueChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('option', { name: 'Green' }));
    expect(onValueChange).toHaveBeenCalledWith('green');
  });

  it('follows a controlled value', () => {
    renderSelect({ value: 'blue' });
    expect(screen.getByRole('combobox')).toHaveTextContent('Blue');
  });

  it('takes its name from a Field label and reports a required, invalid state', () => {
    render(
      <ThemeProvider>
        <Field invalid>
          <Label>Favourite colour</Label>
          <Select options={colours} required name="favourite" />
          <FieldError>Pick one</FieldError>
        </Field>
      </ThemeProvider>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Favourite colour' });
    expect(trigger).toHaveAttribute('aria-required', 'true');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Pick one');
    const input = document.querySelector<HTMLInputElement>('input[name="favourite"]');
    expect(input).toBeRequired();
    expect(input?.checkValidity()).toBe(false);
  });

  it('renders its own visible label from the label prop', () => {
    render(
      <ThemeProvider>
        <Select options={colours} label="Colour" />
      </ThemeProvider>,
    );
    expect(screen.getByText('Colour').tagName).toBe('LABEL');
    expect(screen.getByRole('combobox', { name: 'Colour' })).toBeInTheDocument();
  });
});
