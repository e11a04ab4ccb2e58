import type { ApiClient } from '@compare/core';
import { SuggestionForm } from '@compare/widgets';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeClient } from '../src/internal/testing/fake-client';
import { categories } from '../src/internal/testing/fixtures';
import { renderWithProvider } from './helpers';

async function chooseCategory(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(screen.getByRole('combobox', { name: 'Deal category' }));
  await user.click(await screen.findByRole('option', { name: title }));
}

describe('SuggestionForm', () => {
  test('fields: optional email of email type, a required category select, a description', async () => {
    renderWithProvider(<SuggestionForm />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).not.toBeRequired();
    const vertical = screen.getByRole('combobox', { name: 'Deal category' });
    expect(vertical).toHaveAttribute('aria-required', 'true');
    expect(vertical).toHaveTextContent('Select a deal category');
    expect(screen.getByRole('textbox', { name: 'Description' }).tagName).toBe('TEXTAREA');
  });

  test('the category options are the category titles after a disabled placeholder', async () => {
    const { client } = renderWithProvider(<SuggestionForm />);
    const user = userEvent.setup();
    // Categories load once the location is known; the open list follows them.
    await waitFor(() => expect(client.calls.some((c) => c.method === 'getCategories')).toBe(true));
    await user.click(screen.getByRole('combobox', { name: 'Deal category' }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(categories.length + 1));
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('Select a deal category');
    expect(options[0]).toHaveAttribute('aria-disabled', 'true');
    expect(options.slice(1).map((o) => o.textContent)).toEqual(categories.map((c) => c.title));
  });

  test('the category is required: submitting without one shows no toast and marks the field', async () => {
    const { client } = renderWithProvider(<SuggestionForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const vertical = screen.getByRole('combobox', { name: 'Deal category' });
    expect(vertical).toHaveAttribute('aria-invalid', 'true');
    expect(vertical).toHaveFocus();
    expect(screen.queryByText('Suggestion submitted!')).not.toBeInTheDocument();
    expect(client.calls.some((c) => c.method === 'submitSuggestion')).toBe(false);
  });

  test('submitting shows the spec toast, sends best-effort and clears the form', async () => {
    const onSubmitted = vi.fn();
    const { client } = renderWithProvider(<SuggestionForm onSubmitted={onSubmitted} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.in');
    await waitFor(() => expect(client.calls.some((c) => c.method === 'getCategories')).toBe(true));
    await chooseCategory(user, 'Fruits & Vegetables');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Mango deals please');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Suggestion submitted!')).toBeInTheDocument();
    expect(
      screen.getByText("Thank you for your suggestion. We'll consider it for future updates."),
    ).toBeInTheDocument();
    const sent = {
      email: 'asha@example.in',
      vertical: 'Fruits & Vegetables',
      description: 'Mango deals please',
    };
    expect(client.calls.find((c) => c.method === 'submitSuggestion')?.args[0]).toEqual(sent);
    expect(onSubmitted).toHaveBeenCalledWith(sent);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Deal category' })).toHaveTextContent(
      'Select a deal category',
    );
  });

  test('a failed send is logged, not shown: the toast still appears', async () => {
    const base = createFakeClient({ failing: { submitSuggestion: 'HTTP error! Status: 404' } });
    const { logs } = renderWithProvider(<SuggestionForm />, { apiClient: base });
    const user = userEvent.setup();
    await waitFor(() => expect(base.calls.some((c) => c.method === 'getCategories')).toBe(true));
    await chooseCategory(user, 'Masala & Oil');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Suggestion submitted!')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        logs.some((entry) => entry[0] instanceof Error && entry[0].message === 'HTTP error! Status: 404'),
      ).toBe(true),
    );
  });

  test('a client without the suggestions call still confirms and clears', async () => {
    const base = createFakeClient();
    const { submitSuggestion: _omitted, ...rest } = base;
    const client = rest as Omit<ApiClient, 'submitSuggestion'> as ApiClient;
    renderWithProvider(<SuggestionForm />, { apiClient: client });
    const user = userEvent.setup();
    await waitFor(() => expect(base.calls.some((c) => c.method === 'getCategories')).toBe(true));
    await chooseCategory(user, 'Masala & Oil');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Suggestion submitted!')).toBeInTheDocument();
  });
});
