import { STORAGE_KEYS } from '@compare/core';
import type { SearchParams } from '@compare/widgets';
import { SearchBar, SearchResults } from '@compare/widgets';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeClient } from '../src/internal/testing/fake-client';
import { locatedStorage, renderWithProvider } from './helpers';

const user = () => userEvent.setup();

// A client whose GET /products/suggest answers from a small list, recording what was asked.
function suggestingClient(answers: Array<{ text: string; kind: 'term' | 'brand' }>) {
  const client = createFakeClient();
  const asked: string[] = [];
  client.fetchJson = async <T,>(path: string) => {
    asked.push(path);
    const q = decodeURIComponent(new URL(path, 'http://x').searchParams.get('q') ?? '').toLowerCase();
    return { success: true, data: answers.filter((a) => a.text.toLowerCase().startsWith(q)) } as T;
  };
  return { client, asked };
}

describe('SearchBar suggestions', () => {
  test('recent searches first, then catalogue terms and brands after 2 characters; arrows and Enter pick one', async () => {
    const { client, asked } = suggestingClient([
      { text: 'milk', kind: 'term' },
      { text: 'Milky Mist', kind: 'brand' },
    ]);
    const searches: SearchParams[] = [];
    renderWithProvider(<SearchBar onSearch={(p) => searches.push(p)} />, {
      apiClient: client,
      storage: locatedStorage({ recentSearches: JSON.stringify(['milk bread', 'atta']) }),
    });
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user().type(box, 'm');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['milk breadRecent searches']);
    expect(asked).toEqual([]);
    await user().type(box, 'i');
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((o) => o.firstChild?.textContent),
      ).toEqual(['milk bread', 'milk', 'Milky Mist']),
    );
    expect(asked).toEqual(['/products/suggest?q=mi']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user().keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getAllByRole('option')[1]!;
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', active.id);
    await user().keyboard('{Enter}');
    expect(searches).toEqual([{ q: 'milk' }]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  test('Escape closes the list and Enter then commits the typed text; Devanagari suggestions work too', async () => {
    const { client } = suggestingClient([{ text: 'दूध', kind: 'term' }]);
    const searches: SearchParams[] = [];
    renderWithProvider(<SearchBar onSearch={(p) => searches.push(p)} />, { apiClient: client });
    const box = screen.getByRole('combobox');
    await user().type(box, 'दू');
    const option = await screen.findByRole('option', { name: 'दूध' });
    expect(option.querySelector('[lang="hi"]')).not.toBeNull();
    await user().keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user().keyboard('{Enter}');
    expect(searches).toEqual([{ q: 'दू' }]);
  });

  test('a click on a suggestion searches it and records it as a recent search', async () => {
    const { client } = suggestingClient([{ text: 'tomato', kind: 'term' }]);
    const searches: SearchParams[] = [];
    const { storage } = renderWithProvider(<SearchBar onSearch={(p) => searches.push(p)} />, {
      apiClient: client,
    });
    await user().type(screen.getByRole('combobox'), 'tom');
    await user().click(await screen.findByRole('option', { name: 'tomato' }));
    expect(searches).toEqual([{ q: 'tomato' }]);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.recentSearches) ?? '[]')).toEqual(['tomato']);
  });
});

describe('SearchResults notices', () => {
  function answering(extra: { searchedFor?: string; similar?: true }) {
    const client = createFakeClient();
    const search = client.searchProducts.bind(client);
    client.searchProducts = async (query, options) => {
      const answer = await search({ ...query, q: undefined, category: 'Dairy, Bread & Eggs' }, options);
      return answer.data ? { data: { ...answer.data, ...extra } } : answer;
    };
    return client;
  }

  test('says what it searched for when the API corrected a word', async () => {
    renderWithProvider(<SearchResults params={{ q: 'tomatoe' }} />, {
      apiClient: answering({ searchedFor: 'tomato' }),
    });
    expect(await screen.findByText('Showing results for tomato')).toBeInTheDocument();
    expect(screen.queryByText('No exact matches. Similar products:')).not.toBeInTheDocument();
  });

  test('introduces the closest products when nothing matched exactly', async () => {
    renderWithProvider(<SearchResults params={{ q: 'amul taaza pouch' }} />, {
      apiClient: answering({ similar: true }),
    });
    expect(await screen.findByText('No exact matches. Similar products:')).toBeInTheDocument();
    expect(screen.queryByText('No products found')).not.toBeInTheDocument();
  });

  test('in Hindi', async () => {
    renderWithProvider(<SearchResults params={{ q: 'tomatoe' }} />, {
      apiClient: answering({ searchedFor: 'tomato' }),
      locale: 'hi',
    });
    expect(await screen.findByText('tomato के परिणाम दिखाए जा रहे हैं')).toBeInTheDocument();
  });
});
