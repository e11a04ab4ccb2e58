// Places ranked as a shopper expects (issue 35): the exact name first, the big town before the
// village, districts and states found by name, a qualifier picking one of several namesakes, and
// namesakes told apart by their district and state.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildExtras, displayName, type Gazetteer, type Place } from '../src/geo/gazetteer';
import { distanceKm } from '../src/geo/great-circle';
import { nameKey, soundKey } from '../src/geo/names';
import { reversePlace } from '../src/geo/reverse';
import { searchPlaces } from '../src/geo/search';
import { fileGazetteer } from '../src/geo/shared';
import { buildPlaces } from '../src/reference/localities';
import { editDistance } from '../src/text/edit-distance';

let g: Gazetteer[];
beforeAll(() => {
  const file = fileGazetteer();
  g = [file, buildExtras(file, buildPlaces())];
});

const search = (q: string, limit = 5): Place[] => searchPlaces(g, q, limit);
const names = (q: string, limit = 5) => search(q, limit).map(displayName);
const first = (q: string) => names(q, 1)[0];

describe('an exact name ranks above a fuzzy one', () => {
  it("'Karol Bagh' is the Delhi locality, not Karoli near a village called Bagh", () => {
    expect(first('Karol Bagh')).toBe('Karol Bagh, Central Delhi, Delhi, 110005, India');
  });

  it('every exact namesake comes before any other name', () => {
    for (const q of ['Khanapur', 'Gorakhpur', 'Bilaspur', 'Aurangabad']) {
      const exact = search(q).map((p) => nameKey(p.name) === nameKey(q));
      expect(exact.indexOf(false) === -1 || exact.lastIndexOf(true) < exact.indexOf(false), q).toBe(true);
      expect(exact[0], q).toBe(true);
    }
  });

  it("'Dhalai' is the district of Tripura, never 'Dhali' in Tamil Nadu 2,000 km away", () => {
    const found = search('Dhalai');
    expect(displayName(found[0]!)).toBe('Dhalai District, Tripura, India');
    for (const place of found) {
      expect(place.state).not.toBe('Tamil Nadu');
      expect(distanceKm(place, found[0]!)).toBeLessThan(200);
    }
  });

  it('a misspelling is answered only a few edits away, and only when nothing matches exactly', () => {
    expect(first('Gorakpur')).toBe('Gorakhpur, Gorakhpur, Uttar Pradesh, 273001, India');
    expect(first('Chhindwra')).toMatch(/^Chhindwara, /);
    for (const q of ['Chhindwra', 'Gorakpur', 'Dhalay', 'Sirmour']) {
      for (const place of search(q)) {
        const near = [place.name, place.name.replace(/ District$/, '')].some(
          (n) => editDistance(soundKey(q), soundKey(n), 2) <= 2,
        );
        if (!near) expect(nameKey(place.name).startsWith(nameKey(q)), `${q} -> ${place.name}`).toBe(true);
      }
    }
    expect(search('Xqzvtkpw')).toEqual([]);
  });
});

describe('among exact namesakes the more important place first', () => {
  it("'Gorakhpur' is the city of Uttar Pradesh, above the village of Haryana the data gives more people", () => {
    const list = names('Gorakhpur');
    expect(list[0]).toBe('Gorakhpur, Gorakhpur, Uttar Pradesh, 273001, India');
    expect(list.findIndex((n) => n.includes('Haryana'))).toBeGreaterThan(0);
  });

  it('in Devanagari too', () => {
    expect(first('गोरखपुर')).toBe('Gorakhpur, Gorakhpur, Uttar Pradesh, 273001, India');
  });

  it("'Bilaspur' lists the city of Chhattisgarh, then the district town of Himachal Pradesh, each with its district", () => {
    expect(names('Bilaspur').slice(0, 2)).toEqual([
      'Bilaspur, Bilaspur, Chhattisgarh, 495001, India',
      'Bilaspur, Bilaspur, Himachal Pradesh, 174001, India',
    ]);
  });

  it('namesakes are shown with district and state, each once', () => {
    for (const q of ['Bilaspur', 'Khanapur', 'Aurangabad']) {
      const list = search(q);
      expect(list.length, q).toBeGreaterThan(1);
      for (const place of list) {
        expect(place.district, `${q}: ${displayName(place)}`).not.toBe('');
        expect(displayName(place)).toContain(`, ${place.district}, ${place.state}`);
      }
      expect(new Set(list.map(displayName)).size).toBe(list.length);
    }
  });
});

describe('districts and states are places', () => {
  it("'East Kameng' finds the district of Arunachal Pradesh at its headquarters, Seppa", () => {
    const [district] = search('East Kameng');
    expect(displayName(district!)).toBe('East Kameng District, Arunachal Pradesh, India');
    expect(distanceKm(district!, { lat: 27.36, lon: 93.04 })).toBeLessThan(5);
  });

  it("'Sirmaur' and 'Sirmaur district' find the district of Himachal Pradesh (at Nahan) before the village of Madhya Pradesh", () => {
    for (const q of ['Sirmaur', 'Sirmaur district', 'sirmaur DISTRICT']) {
      const [district] = search(q);
      expect(displayName(district!), q).toBe('Sirmaur District, Himachal Pradesh, India');
      expect(distanceKm(district!, { lat: 30.56, lon: 77.295 })).toBeLessThan(5);
    }
    expect(names('Sirmaur').some((n) => n.includes('Madhya Pradesh'))).toBe(true);
  });

  it("'Daman' finds the headquarters of its district and 'Daman District' the district", () => {
    expect(first('Daman')).toMatch(/^Daman, Daman District, Dadra and Nagar Haveli and Daman and Diu, /);
    expect(names('Daman')).toContain('Daman District, Dadra and Nagar Haveli and Daman and Diu, India');
    expect(first('Daman District')).toBe('Daman District, Dadra and Nagar Haveli and Daman and Diu, India');
  });

  it('a district named after its headquarters town answers its name with the town', () => {
    expect(first('Gorakhpur District')).toBe('Gorakhpur District, Uttar Pradesh, India');
    expect(names('Gorakhpur').filter((n) => n.startsWith('Gorakhpur District'))).toEqual([]);
  });

  it('a state is found by name, at its capital', () => {
    const [state] = search('Himachal Pradesh');
    expect(displayName(state!)).toBe('Himachal Pradesh, India');
    expect(distanceKm(state!, { lat: 31.104, lon: 77.167 })).toBeLessThan(5);
  });

  it('a point is still named by its town, never by a district or state', () => {
    expect(reversePlace(g, { lat: 30.5603, lon: 77.2943 })?.displayName).toMatch(/^Nahan, Sirmaur, /);
    expect(reversePlace(g, { lat: 27.3617, lon: 93.0399 })?.displayName).toMatch(/^Seppa, East Kameng, /);
    expect(reversePlace(g, { lat: 31.1044, lon: 77.1666 })?.place.kind).toBe('town');
  });
});

describe('a qualifier picks one namesake', () => {
  it("'Bilaspur Himachal' is the town of Himachal Pradesh, 'Bilaspur Chhattisgarh' the city", () => {
    expect(first('Bilaspur Himachal')).toBe('Bilaspur, Bilaspur, Himachal Pradesh, 174001, India');
    expect(first('Bilaspur, Himachal Pradesh')).toBe('Bilaspur, Bilaspur, Himachal Pradesh, 174001, India');
    expect(first('Bilaspur Chhattisgarh')).toBe('Bilaspur, Bilaspur, Chhattisgarh, 495001, India');
    expect(first('Bilaspur HP')).toBe('Bilaspur, Bilaspur, Himachal Pradesh, 174001, India');
    expect(first('Bilaspur, UP')).toMatch(/^Bilaspur, .*Uttar Pradesh, /);
  });

  it("'Khanapur, Belgaum' is the town of Belgaum district; 'Khanapur, Satara' the one of Satara", () => {
    expect(first('Khanapur, Belgaum')).toBe('Khanapur, Belgaum, Karnataka, 591302, India');
    expect(first('Khanapur Satara')).toMatch(/^Khanapur, Satara, Maharashtra, /);
  });

  it('a locality within its city still comes first', () => {
    expect(first('Indiranagar Bengaluru')).toBe('Indiranagar, Bengaluru, Karnataka, 560038, India');
  });
});
