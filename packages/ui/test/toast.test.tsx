import {
  Button,
  createToaster,
  ThemeProvider,
  TOAST_DURATION,
  TOAST_REMOVE_DELAY,
  Toaster,
  type ToasterStore,
  type ToastHandle,
  ToastProvider,
  useToast,
} from '@compare/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function ShowButton({ title, variant }: { title: string; variant?: 'default' | 'destructive' }) {
  const { toast } = useToast();
  return (
    <Button onClick={() => toast({ title, description: `${title} details`, variant })}>Show {title}</Button>
  );
}

function renderToaster(toaster: ToasterStore = createToaster()) {
  render(
    <ThemeProvider data-testid="root">
      <ToastProvider toaster={toaster}>
        <ShowButton title="Saved" />
        <ShowButton title="Failed" variant="destructive" />
        <Toaster />
      </ToastProvider>
    </ThemeProvider>,
  );
  return toaster;
}

const show = (title: string) => fireEvent.click(screen.getByRole('button', { name: `Show ${title}` }));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Toast loading', () => {
  // The toast's own module is loaded when the first toast shows (a page without toasts never loads
  // it); the tests after this one find it loaded and render toasts at once.
  it('loads with the first toast and shows it', async () => {
    renderToaster();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeEmptyDOMElement();
    show('Saved');
    expect(await screen.findByRole('status')).toHaveTextContent('NotificationSavedSaved details');
  });
});

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the spec constants', () => {
    expect(TOAST_DURATION).toBe(5000);
    expect(TOAST_REMOVE_DELAY).toBe(1000000);
  });

  it('shows a polite status in a labelled viewport inside the theme root', () => {
    renderToaster();
    show('Saved');
    const toast = screen.getByRole('status');
    expect(toast).toHaveAttribute('aria-live', 'polite');
    expect(toast).toHaveTextContent('NotificationSavedSaved details');
    const viewport = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(viewport).toContainElement(toast);
    expect(screen.getByTestId('root')).toContainElement(viewport);
  });

  it('announces destructive toasts assertively', () => {
    renderToaster();
    show('Failed');
    const toast = screen.getByRole('alert');
    expect(toast).toHaveAttribute('aria-live', 'assertive');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
  });

  it('closes after 5000 ms, then removes the hidden toast after TOAST_REMOVE_DELAY', () => {
    const toaster = renderToaster();
    show('Saved');
    advance(4999);
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'open');
    advance(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const hidden = screen.getByText('Saved').closest('[data-state]');
    expect(hidden).toHaveAttribute('data-state', 'closed');
    expect(hidden).not.toBeVisible();
    expect(toaster.getState()).toHaveLength(1);
    advance(TOAST_REMOVE_DELAY - 1);
    expect(toaster.getState()).toHaveLength(1);
    advance(1);
    expect(toaster.getState()).toHaveLength(0);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('shows at most one toast: a new one replaces the current one', () => {
    const toaster = renderToaster();
    show('Saved');
    advance(1000);
    show('Failed');
    expect(toaster.getState()).toHaveLength(1);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    // The replacement gets its own full duration.
    advance(4999);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps only the hidden toast in the DOM after a dismissal and replaces it on the next toast', () => {
    renderToaster();
    show('Saved');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Saved').closest('[data-state]')).toHaveAttribute('data-state', 'closed');
    show('Failed');
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveAttribute('data-state', 'open');
  });

  it('pauses the timer while the viewport is hovered', () => {
    renderToaster();
    show('Saved');
    advance(3000);
    const viewport = screen.getByRole('region', { name: 'Notifications (F8)' });
    fireEvent.pointerEnter(viewport);
    advance(10000);
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.pointerLeave(viewport);
    advance(1999);
    expect(screen.getByRole('status')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is dismissed by a swipe right past 50 px, but not by a shorter one', () => {
    renderToaster();
    show('Saved');
    const toast = screen.getByRole('status');
    fireEvent.pointerDown(toast, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 140, pointerId: 1 });
    expect(toast).toHaveAttribute('data-swipe', 'move');
    fireEvent.pointerUp(toast, { clientX: 150, pointerId: 1 });
    expect(toast).toHaveAttribute('data-state', 'open');
    expect(toast).not.toHaveAttribute('data-swipe');

    fireEvent.pointerDown(toast, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 160, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 151, pointerId: 1 });
    expect(toast).toHaveAttribute('data-state', 'closed');
  });

  it('does not dismiss on a leftward swipe', () => {
    renderToaster();
    show('Saved');
    const toast = screen.getByRole('status');
    fireEvent.pointerDown(toast, { button: 0, clientX: 200, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 50, pointerId: 1 });
    expect(toast).toHaveAttribute('data-state', 'open');
  });

  it('moves focus to the viewport on F8', () => {
    renderToaster();
    show('Saved');
    fireEvent.keyDown(document.body, { key: 'F8', code: 'F8' });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });

  it('can be driven from outside React through the store', () => {
    const toaster = createToaster();
    renderToaster(toaster);
    let handle: ToastHandle | undefined;
    act(() => {
      handle = toaster.toast({ title: 'From a store' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('From a store');
    act(() => handle?.update({ description: 'Updated' }));
    expect(screen.getByRole('status')).toHaveTextContent('Updated');
    act(() => handle?.dismiss());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => toaster.remove());
    expect(toaster.getState()).toHaveLength(0);
  });

  it('uses a custom label and duration from the provider', () => {
    render(
      <ToastProvider label="Alert" duration={1000}>
        <ShowButton title="Quick" />
        <Toaster />
      </ToastProvider>,
    );
    show('Quick');
    expect(screen.getByRole('status')).toHaveTextContent('AlertQuick');
    advance(1000);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('throws a clear error when useToast is used outside a provider', () => {
    const silence = console.error;
    console.error = () => {};
    try {
      expect(() => render(<ShowButton title="Nope" />)).toThrow(
        'useToast must be used within a ToastProvider',
      );
    } finally {
      console.error = silence;
    }
  });
});
