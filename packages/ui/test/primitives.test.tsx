import {
  Button,
  createStyles,
  Field,
  FieldDescription,
  FieldError,
  IconButton,
  Input,
  Label,
  Popover,
  Skeleton,
  Spinner,
  Table,
  Tag,
  ThemeProvider,
  themeVar,
  VisuallyHidden,
} from '@compare/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

function Validated() {
  const [value, setValue] = useState('');
  return (
    <Input
      label="Code"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={value.length > 2 ? 'Too long' : undefined}
    />
  );
}

describe('Button and IconButton', () => {
  it('defaults to type="button" and reports its variant', () => {
    render(<Button variant="outline">Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'outline');
    expect(button.className).toMatch(/^cmp-/);
  });

  it('blocks clicks and sets aria-busy while loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('names an icon-only button from its label and hides the icon', () => {
    render(
      <IconButton label="Close">
        <svg data-testid="icon" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(button).toContainElement(screen.getByTestId('icon'));
  });
});

describe('Input, Field, Label and FieldError', () => {
  it('wires label, description and error through the label/error props', () => {
    render(<Input label="Email" description="We never share it." error="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Enter a valid email');
  });

  it('has no error wiring while the error is empty, and keeps focus when one appears', async () => {
    const user = userEvent.setup();
    render(<Validated />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    await user.type(input, 'abcd');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('abcd');
    expect(input).toHaveAccessibleDescription('Too long');
  });

  it('composes Field, Label, FieldDescription and FieldError around a control', () => {
    render(
      <Field invalid>
        <Label>City</Label>
        <Input />
        <FieldDescription>Where to deliver.</FieldDescription>
        <FieldError>Required</FieldError>
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Where to deliver. Required');
  });

  it('renders nothing for an empty FieldError', () => {
    const { container } = render(
      <Field>
        <FieldError>{null}</FieldError>
      </Field>,
    );
    expect(container.querySelector('p')).toBeNull();
  });
});

describe('Spinner, Tag, Skeleton and VisuallyHidden', () => {
  it('announces a spinner by its label', () => {
    render(<Spinner label="Loading results" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading results');
  });

  it('renders a Tag with its variant', () => {
    render(<Tag variant="success">In stock</Tag>);
    expect(screen.getByText('In stock')).toHaveAttribute('data-variant', 'success');
  });

  it('hides a Skeleton from assistive technology and sizes it', () => {
    render(<Skeleton data-testid="skeleton" width={120} height="1rem" />);
    const skeleton = screen.getByTestId('skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveStyle({ width: '120px', height: '1rem' });
  });

  it('keeps VisuallyHidden text in the accessible name', () => {
    render(
      <button type="button">
        ×<VisuallyHidden>Remove</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: '×Remove' })).toBeInTheDocument();
  });
});

describe('Table', () => {
  it('renders a captioned table with a labelled scroll region and sticky first column', () => {
    render(
      <Table.ScrollArea aria-label="Comparison">
        <Table.Root stickyFirstColumn>
          <Table.Caption>Plans</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Name</Table.HeaderCell>
              <Table.HeaderCell>Value</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <Table.Row>
              <Table.HeaderCell scope="row">Alpha</Table.HeaderCell>
              <Table.Cell>1</Table.Cell>
            </Table.Row>
          </Table.Body>
          <Table.Footer>
            <Table.Row>
              <Table.Cell>Total</Table.Cell>
              <Table.Cell>1</Table.Cell>
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Table.ScrollArea>,
    );
    const region = screen.getByRole('region', { name: 'Comparison' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = screen.getByRole('table', { name: 'Plans' });
    expect(table).toHaveAttribute('data-sticky-first-column', 'true');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('scope', 'col');
    expect(screen.getByRole('rowheader', { name: 'Alpha' })).toBeInTheDocument();
  });
});

describe('Popover', () => {
  it('opens in the theme root, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider data-testid="root">
        <Popover.Root>
          <Popover.Trigger variant="outline">Details</Popover.Trigger>
          <Popover.Content aria-label="Details">
            <p>More information</p>
            <Popover.Close>Done</Popover.Close>
          </Popover.Content>
        </Popover.Root>
      </ThemeProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Details' });
    await user.click(trigger);
    const popover = await screen.findByRole('dialog', { name: 'Details' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('root')).toContainElement(popover);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes from Popover.Close and reports onOpenChange', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Popover.Root defaultOpen onOpenChange={onOpenChange}>
        <Popover.Trigger>Info</Popover.Trigger>
        <Popover.Content aria-label="Info">
          <Popover.Close>Done</Popover.Close>
        </Popover.Content>
      </Popover.Root>,
    );
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('createStyles and themeVar', () => {
  it('compiles a prefixed class with token references', () => {
    const card = createStyles({ padding: '$4', color: '$primary', '&:hover': { color: '$primaryHover' } });
    render(<div className={card()}>Card</div>);
    expect(screen.getByText('Card').className).toMatch(/^cmp-c-/);
    expect(themeVar('colors', 'primary')).toBe('var(--cmp-colors-primary)');
  });
});
