import { Tabs, ThemeProvider } from '@compare/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

function Example(props: {
  onValueChange?: (value: string) => void;
  activationMode?: 'automatic' | 'manual';
}) {
  return (
    <ThemeProvider>
      <Tabs.Root defaultValue="one" {...props}>
        <Tabs.List aria-label="Sections">
          <Tabs.Trigger value="one">One</Tabs.Trigger>
          <Tabs.Trigger value="two">Two</Tabs.Trigger>
          <Tabs.Trigger value="three" disabled>
            Three
          </Tabs.Trigger>
          <Tabs.Trigger value="four">Four</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="one">Panel one</Tabs.Content>
        <Tabs.Content value="two">Panel two</Tabs.Content>
        <Tabs.Content value="three">Panel three</Tabs.Content>
        <Tabs.Content value="four">Panel four</Tabs.Content>
      </Tabs.Root>
    </ThemeProvider>
  );
}

function Controlled() {
  const [value, setValue] = useState('two');
  return (
    <Tabs.Root value={value} onValueChange={setValue}>
      <Tabs.List aria-label="Controlled">
        <Tabs.Trigger value="one">One</Tabs.Trigger>
        <Tabs.Trigger value="two">Two</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="one">Panel one</Tabs.Content>
      <Tabs.Content value="two">Panel two</Tabs.Content>
      <output>{value}</output>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('links tabs to panels and shows only the selected panel', () => {
    render(<Example />);
    const one = screen.getByRole('tab', { name: 'One' });
    expect(one).toHaveAttribute('aria-selected', 'true');
    expect(one).toHaveAttribute('data-state', 'active');
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(panel).toHaveTextContent('Panel one');
    expect(one).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByText('Panel two')).not.toBeVisible();
  });

  it('uses a roving tabindex: only the selected tab is in the tab order', () => {
    render(<Example />);
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('tabindex', '-1');
  });

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Example onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('two');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel two');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Four' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Four' })).toHaveFocus();
  });

  it('jumps with Home and End', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Four' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Four' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel one');
  });

  it('in manual mode moves focus without selecting until Enter', async () => {
    const user = userEvent.setup();
    render(<Example activationMode="manual" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'One' }));
    expect(screen.getByRole('status')).toHaveTextContent('one');
  });
});
