import { createMemoryStorage } from '@compare/core';
import { mount, unmount } from '@compare/widgets/standalone';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeClient } from '../src/internal/testing/fake-client';
import { milk } from '../src/internal/testing/fixtures';

const hosts: HTMLElement[] = [];

afterEach(() => {
  // Unmount every instance a test mounted: a root left mounted keeps React's scheduled work (a
  // transition, a refresh timer), which would otherwise run after the test file's jsdom is gone.
  for (const element of hosts.splice(0)) unmount(element);
  document.body.innerHTML = '';
});

function host(): HTMLElement {
  const element = document.createElement('div');
  element.id = 'compare';
  document.body.append(element);
  hosts.push(element);
  return element;
}

describe('@compare/widgets/standalone', () => {
  test('mount renders the comparison and floating cart into a plain element; the basket API fills it', async () => {
    const element = host();
    const geolocation = { getCurrentPosition: vi.fn() };
    const compare = mount('#compare', {
      apiClient: createFakeClient(),
      storage: createMemoryStorage(),
      geolocation,
    });
    expect(element.querySelector('[data-compare-root]')).not.toBeNull();
    expect(compare.basket.addProduct(milk)).toBe(true);
    expect(compare.basket.items).toHaveLength(1);
    await waitFor(() => expect(within(element).getByText('Amul Taaza Toned Milk')).toBeInTheDocument());
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();

    compare.basket.clear();
    expect(compare.basket.items).toHaveLength(0);
  });

  test('widgets are chosen by name with their props; unknown names are a clear error', () => {
    host();
    mount('#compare', {
      apiClient: createFakeClient(),
      storage: createMemoryStorage(),
      widgets: [{ widget: 'basket-button', props: { className: 'partner-basket' } }],
    });
    expect(screen.getByRole('button', { name: /Compare Basket/ })).toBeInTheDocument();
    expect(document.querySelector('table')).toBeNull();

    const other = document.createElement('div');
    document.body.append(other);
    hosts.push(other);
    expect(() =>
      mount(other, { apiClient: createFakeClient(), widgets: ['price-chart' as 'basket-button'] }),
    ).toThrow('Compare: unknown widget "price-chart"');
    expect(() => mount('#missing')).toThrow('Compare: no element matches #missing');
  });

  test('unmount empties the element; mounting again replaces the previous instance', () => {
    const element = host();
    const options = { apiClient: createFakeClient(), storage: createMemoryStorage() };
    mount(element, options);
    mount(element, options);
    expect(element.querySelectorAll('[data-compare-root]')).toHaveLength(1);
    unmount(element);
    expect(element.innerHTML).toBe('');
    expect(() => unmount(element)).not.toThrow();
  });
});
