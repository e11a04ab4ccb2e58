import {
  createApiClient,
  createApiGeocoder,
  createMemoryStorage,
  createOpenMapGeocoder,
} from '@compare/core';
import { describe, expect, it } from 'vitest';
import { type Handler, json, recordFetch } from './fetch-recorder';

const andheri = { display_name: 'Andheri West, Mumbai', lat: '19.13', lon: '72.83', place_id: 11 };

function openMap(handler: Handler) {
  const recorder = recordFetch(handler);
  return {
    geocoder: createOpenMapGeocoder({ baseUrl: 'https://geo.test/', fetch: recorder.fetch }),
    requests: recorder.requests,
  };
}

describe('createOpenMapGeocoder', () => {
  it('asks for suggestions with format, q, addressdetails=1 and limit=5', async () => {
    const { geocoder, requests } = openMap(() => json([andheri]));
    await expect(geocoder.search('andheri')).resolves.toEqual([andheri]);
    expect(requests[0]?.url).toBe('https://geo.test/search?format=json&q=andheri&addressdetails=1&limit=5');
  });

  it.each([
    ['a server error', () => new Response('', { status: 500 })],
    [
      'a network error',
      (): Response => {
        throw new TypeError('fetch failed');
      },
    ],
    ['a non-list answer', () => json({ error: 'x' })],
  ])('a failed suggestion fetch (%s) gives []', async (_name, handler) => {
    const { geocoder } = openMap(handler);
    await expect(geocoder.search('andheri')).resolves.toEqual([]);
  });

  it('honours the abort signal and gives []', async () => {
    const { geocoder, requests } = openMap(() => json([andheri]));
    const controller = new AbortController();
    controller.abort();
    await expect(geocoder.search('andh', { signal: controller.signal })).resolves.toEqual([]);
    expect(requests[0]?.signal.aborted).toBe(true);
  });

  it('resolves an address with limit=1', async () => {
    const { geocoder, requests } = openMap(() => json([andheri]));
    await expect(geocoder.resolve('Andheri')).resolves.toEqual(andheri);
    expect(requests[0]?.url).toBe('https://geo.test/search?format=json&q=Andheri&limit=1');
  });

  it('resolve gives null when nothing matches and rejects when the lookup fails', async () => {
    await expect(openMap(() => json([])).geocoder.resolve('zzz')).resolves.toBeNull();
    await expect(openMap(() => new Response('', { status: 503 })).geocoder.resolve('x')).rejects.toThrow(
      'HTTP error! Status: 503',
    );
  });

  it('reverse reads display_name from /reverse?format=json&lat&lon', async () => {
    const { geocoder, requests } = openMap(() => json({ display_name: 'Bandra, Mumbai' }));
    await expect(geocoder.reverse(19.05, 72.84)).resolves.toEqual({ display_name: 'Bandra, Mumbai' });
    expect(requests[0]?.url).toBe('https://geo.test/reverse?format=json&lat=19.05&lon=72.84');
  });

  it('reverse gives null without a display_name and rejects on failure', async () => {
    await expect(
      openMap(() => json({ error: 'Unable to geocode' })).geocoder.reverse(0, 0),
    ).resolves.toBeNull();
    await expect(openMap(() => new Response('', { status: 500 })).geocoder.reverse(0, 0)).rejects.toThrow();
  });
});

describe('createApiGeocoder', () => {
  function api(handler: Handler) {
    const recorder = recordFetch(handler);
    const client = createApiClient({
      apiBaseUrl: 'http://api.test',
      storage: createMemoryStorage(),
      fetch: recorder.fetch,
    });
    return { geocoder: createApiGeocoder(client), requests: recorder.requests };
  }

  it('searches the gazetteer with the suggestion limit', async () => {
    const { geocoder, requests } = api(() => json({ success: true, data: [andheri] }));
    await expect(geocoder.search('andheri')).resolves.toEqual([andheri]);
    expect(requests[0]?.url).toBe('http://api.test/api/geo/search?q=andheri&limit=5');
  });

  it('a failed suggestion fetch gives []', async () => {
    await expect(api(() => new Response('', { status: 500 })).geocoder.search('x')).resolves.toEqual([]);
  });

  it('resolve asks for one result', async () => {
    const { geocoder, requests } = api(() => json([andheri]));
    await expect(geocoder.resolve('andheri')).resolves.toEqual(andheri);
    expect(requests[0]?.url).toBe('http://api.test/api/geo/search?q=andheri&limit=1');
    await expect(api(() => json([])).geocoder.resolve('zzz')).resolves.toBeNull();
    await expect(api(() => new Response('', { status: 500 })).geocoder.resolve('x')).rejects.toThrow(
      'HTTP error! Status: 500',
    );
  });

  it('reverse returns the display name', async () => {
    const { geocoder, requests } = api(() => json(andheri));
    await expect(geocoder.reverse(19.13, 72.83)).resolves.toEqual({ display_name: andheri.display_name });
    expect(requests[0]?.url).toBe('http://api.test/api/geo/reverse?lat=19.13&lon=72.83');
    await expect(api(() => json({})).geocoder.reverse(0, 0)).resolves.toBeNull();
    await expect(api(() => new Response('', { status: 502 })).geocoder.reverse(0, 0)).rejects.toThrow();
  });
});
