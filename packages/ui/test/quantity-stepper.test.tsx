import { QuantityStepper, ThemeProvider } from '@compare/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

describe('QuantityStepper', () => {
  it('increments and decrements within min and max, announcing the count', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <ThemeProvider>
        <QuantityStepper defaultValue={1} min={0} max={2} onValueChange={onValueChange} />
      </ThemeProvider>,
    );
    const group = screen.getByRole('group', { name: 'Quantity' });
    const count = screen.getByRole('status');
    expect(group).toContainElement(count);
    expect(count).toHaveAttribute('aria-live', 'polite');
    expect(count).toHaveTextContent('1');

    const increase = screen.getByRole('button', { name: 'Increase' });
    const decrease = screen.getByRole('button', { name: 'Decrease' });
    await user.click(increase);
    expect(count).toHaveTextContent('2');
    expect(onValueChange).toHaveBeenLastCalledWith(2);
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    await user.click(increase);
    expect(count).toHaveTextContent('2');
    expect(onValueChange).toHaveBeenCalledTimes(1);

    await user.click(decrease);
    await user.click(decrease);
    expect(count).toHaveTextContent('0');
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    // The button keeps focus at the limit, so keyboard users are not dropped to the page.
    expect(decrease).toHaveFocus();
    await user.click(decrease);
    expect(count).toHaveTextContent('0');
  });

  it('takes its labels from props and follows a controlled value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <QuantityStepper
        value={3}
        onValueChange={onValueChange}
        label="Items"
        decreaseLabel="One fewer"
        increaseLabel="One more"
      />,
    );
    expect(screen.getByRole('group', { name: 'Items' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'One more' }));
    expect(onValueChange).toHaveBeenCalledWith(4);
    // Controlled: nothing changes until the parent passes the new value.
    expect(screen.getByRole('status')).toHaveTextContent('3');
    await user.click(screen.getByRole('button', { name: 'One fewer' }));
    expect(onValueChange).toHaveBeenLastCalledWith(2);
  });

  it('disables both buttons when disabled', () => {
    render(<QuantityStepper defaultValue={2} disabled />);
    expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeDisabled();
  });
});
