// Place searches are kept: the same question (as the gazetteer reads it) gets the same answer object,
// so it is searched, encoded and compressed once; a change to the places table still shows.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlaceRecord, PlacesRepository } from '../src/repositories/served-places';
import { CATALOGUE_TTL_MS } from '../src/services/cache';
import { createGeoService } from '../src/services/geo';

afterEach(() => {
  vi.useRealTimers();
});

describe('kept place searches', () => {
  it('answers the same question, however it is typed, with the same answer', async () => {
    const geo = createGeoService({ places: { all: async () => [], servedCities: async () => [] } });
    const first = await geo.search('Indore', 5);
    expect(first[0]?.display_name).toMatch(/^Indore, Indore, Madhya Pradesh/);
    expect(await geo.search('Indore', 5)).toBe(first);
    // Case and spacing do not change the question.
    expect(await geo.search('  INDORE ', 5)).toBe(first);
    // Another limit is another question.
    const one = await geo.search('Indore', 1);
    expect(one).toEqual(first.slice(0, 1));
    expect(one).not.toBe(first);
    // A kept answer cannot be changed by whoever receives it.
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('keeps its searches when the gazetteer is read again and the places have not changed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let reads = 0;
    const places: PlacesRepository = {
      all: async () => {
        reads += 1;
        return [];
      },
      servedCities: async () => [],
    };
    const geo = createGeoService({ places });
    const first = await geo.search('Gorakhpur', 5);
    vi.setSystemTime(Date.now() + CATALOGUE_TTL_MS + 1000);
    expect(await geo.search('Gorakhpur', 5)).toBe(first);
    expect(reads).toBe(2);
    // Within the new time to live the places are not read again.
    expect(await geo.search('Gorakhpur', 5)).toBe(first);
    expect(reads).toBe(2);
  });

  it('shows a place added to the places table once the gazetteer is read again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const added: PlaceRecord = {
      id: 9001,
      name: 'Qutubpurnagar',
      kind: 'locality',
      pincode: '110099',
      city: 'Delhi',
      state: 'Delhi',
      lat: 28.61,
      lon: 77.2,
    };
    let rows: PlaceRecord[] = [];
    const places: PlacesRepository = { all: async () => rows, servedCities: async () => [] };
    const geo = createGeoService({ places });
    const before = await geo.search('Qutubpurnagar', 5);
    expect(before.some((p) => p.place_id === 9001)).toBe(false);
    rows = [added];
    // Within the gazetteer's time to live the kept answer stands; after it, the table is read again.
    expect(await geo.search('Qutubpurnagar', 5)).toBe(before);
    vi.setSystemTime(Date.now() + CATALOGUE_TTL_MS + 1000);
    const after = await geo.search('Qutubpurnagar', 5);
    expect(after[0]).toMatchObject({ place_id: 9001, display_name: 'Qutubpurnagar, Delhi, 110099, India' });
  });
});
