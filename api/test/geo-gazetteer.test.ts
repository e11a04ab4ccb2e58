// The gazetteer of India as a shopper meets it: what typed text finds, what a point is called.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildExtras, displayName, type Gazetteer, pinArea } from '../src/geo/gazetteer';
import { distanceKm } from '../src/geo/great-circle';
import { NAMED_PLACE_KM, placesWithin, reversePlace } from '../src/geo/reverse';
import { searchPlaces } from '../src/geo/search';
import { fileGazetteer } from '../src/geo/shared';
import { buildPlaces } from '../src/reference/localities';

let g: Gazetteer[];
beforeAll(() => {
  const file = fileGazetteer();
  g = [file, buildExtras(file, buildPlaces())];
});

const names = (q: string, limit = 5) => searchPlaces(g, q, limit).map(displayName);
const first = (q: string) => names(q, 1)[0];

describe('the embedded gazetteer', () => {
  it('holds every PIN code and the towns of 1,000+ people', () => {
    const file = g[0]!;
    expect(file.pinOrder.length).toBeGreaterThan(19_000);
    expect(file.kind.filter((kind) => kind === 0).length).toBeGreaterThan(6_500);
    expect(file.officeArea.length).toBeGreaterThan(150_000);
    for (const pin of ['110018', '452001', '520001', '744301', '194101'])
      expect(pinArea(file, pin)).toBeGreaterThanOrEqual(0);
  });
});

describe('search', () => {
  it.each([
    ['Indore', 'Indore, Indore, Madhya Pradesh, 452001, India'],
    ['452001', '452001, Indore, Madhya Pradesh, India'],
    ['Warangal', 'Warangal, Hanamkonda, Telangana, 506002, India'],
    ['Vijayawada', 'Vijayawada, NTR, Andhra Pradesh, 520001, India'],
    ['Vasco da Gama', 'Vasco da Gama, South Goa, Goa, 403802, India'],
    ['Wardha', 'Wardha, Wardha, Maharashtra, 442001, India'],
    ['Vikas Puri', 'Vikas Puri, West Delhi, Delhi, 110018, India'],
  ])('finds %s', (q, expected) => {
    expect(first(q)).toBe(expected);
  });

  it.each([
    ['Banglore', 'Bengaluru'],
    ['Vishakapatnam', 'Visakhapatnam'],
    ['Tiruchirapalli', 'Tiruchirappalli'],
    ['Chhindwra', 'Chhindwara'],
  ])('corrects the misspelt %s to %s', (q, town) => {
    expect(first(q)?.startsWith(`${town}, `)).toBe(true);
  });

  it.each([
    ['Bombay', 'Mumbai'],
    ['Madras', 'Chennai'],
    ['Calcutta', 'Kolkata'],
    ['Bangalore', 'Bengaluru'],
    ['Gurgaon', 'Gurugram'],
    ['Poona', 'Pune'],
    ['Baroda', 'Vadodara'],
    ['Trivandrum', 'Thiruvananthapuram'],
    ['Cochin', 'Kochi'],
  ])('knows the old name %s as %s', (q, town) => {
    expect(first(q)?.startsWith(`${town}, `)).toBe(true);
  });

  it.each([
    ['इंदौर', 'Indore'],
    ['भोपाल', 'Bhopal'],
    ['लखनऊ', 'Lucknow'],
    ['विजयवाड़ा', 'Vijayawada'],
  ])('finds the Devanagari %s as %s', (q, town) => {
    expect(first(q)?.startsWith(`${town}, `)).toBe(true);
  });

  it('puts an exact name before a longer one it begins, and before a misspelling', () => {
    const list = names('Ratlam');
    expect(list[0]).toBe('Ratlam, Ratlam, Madhya Pradesh, 457001, India');
  });

  it('lists an ambiguous name once per place with its state, larger places first', () => {
    const list = names('Aurangabad');
    expect(list.slice(0, 2)).toEqual([
      'Aurangabad, Aurangabad, Maharashtra, 431001, India',
      'Aurangabad, Aurangabad, Bihar, 824101, India',
    ]);
    expect(new Set(list).size).toBe(list.length);
  });

  it('finds a locality within its city', () => {
    expect(first('Indiranagar Bengaluru')).toBe('Indiranagar, Bengaluru, Karnataka, 560038, India');
    expect(first('Koramangala, Bengaluru')).toBe('Koramangala, Bengaluru, Karnataka, 560034, India');
  });

  it('gives at most the limit', () => {
    expect(names('ram', 5)).toHaveLength(5);
    expect(names('Aurangabad', 2)).toHaveLength(2);
  });

  it.each([
    ['12345', 'five digits are no PIN code'],
    ['000000', 'no PIN code starts with 0'],
    ['😀😀😀', 'emoji only'],
    ["'; DROP TABLE places; --", 'SQL-like text'],
    ['"""', 'quotes only'],
    ['xqzv xqzv', 'no such place'],
  ])('gives nothing for %s (%s)', (q) => {
    expect(names(q)).toEqual([]);
  });
});

describe('reverse', () => {
  const at = (lat: number, lon: number) => reversePlace(g, { lat, lon });

  it('names the town a point is in, not a village at its edge', () => {
    expect(at(16.506, 80.648)?.displayName).toBe('Vijayawada, NTR, Andhra Pradesh, 520001, India');
    expect(at(17.97, 79.59)?.displayName).toMatch(/^Warangal, /);
    expect(at(20.389, 78.13)?.displayName).toMatch(/^Yavatmal, /);
  });

  it('names a metro locality within its city', () => {
    expect(at(12.9719, 77.6412)?.displayName).toBe('Indiranagar, Bengaluru, Karnataka, 560038, India');
  });

  it('never names a place more than 25 km away', () => {
    for (let lat = 8; lat <= 35; lat += 1.37) {
      for (let lon = 69; lon <= 96; lon += 1.73) {
        const found = at(lat, lon);
        if (found && !found.districtOnly) expect(found.km).toBeLessThanOrEqual(NAMED_PLACE_KM);
      }
    }
  });

  it('names only the district and state where no place is within 25 km', () => {
    // The Rann of Kutch: salt flats, the nearest village tens of km away.
    const point = { lat: 24.05, lon: 70.2 };
    expect(placesWithin(g, point, NAMED_PLACE_KM)).toEqual([]);
    const found = reversePlace(g, point);
    expect(found?.districtOnly).toBe(true);
    expect(found?.displayName).toMatch(/^Kachchh, Gujarat, India$/);
  });

  it('names nothing in the open sea', () => {
    expect(at(0, 0)).toBeNull();
    expect(at(15, 65)).toBeNull();
  });

  it('answers from the nearest place by great-circle distance', () => {
    const found = at(22.72, 75.86);
    expect(found?.place.name).toBe('Indore');
    expect(distanceKm({ lat: 22.72, lon: 75.86 }, found!.place)).toBeLessThan(5);
  });
});
