// Place-name rules of the gazetteer, and why they are not search's grocery-word rules.
import { describe, expect, it } from 'vitest';
import { devanagariKey, nameKey, soundKey, transliterate } from '../src/geo/names';
import { fileGazetteer } from '../src/geo/shared';
import { lookup, stringAt, tableSize } from '../src/geo/tables';
import { normaliseText } from '../src/text/normalise';
import { foldSpelling } from '../src/text/spelling';
import { splitWords } from '../src/text/words';

describe('nameKey', () => {
  it("gives search's normalised words, accents dropped", () => {
    expect(nameKey('Vasco da Gama')).toBe('vasco da gama');
    expect(nameKey('Aurangābād')).toBe('aurangabad');
    expect(nameKey("  Boy's Town, Nashik ")).toBe('boys town nashik');
    expect(nameKey('Sector 5A')).toBe('sector 5 a');
  });

  it('takes the short path for plain names with the same result as the full rule', () => {
    const full = (text: string) =>
      splitWords(
        normaliseText(text)
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, ''),
      ).join(' ');
    const g = fileGazetteer();
    const table = (t: typeof g.name) => Array.from({ length: tableSize(t) }, (_, i) => stringAt(t, i));
    const names = [
      ...table(g.name),
      ...table(g.officeNames),
      'Aurangābād',
      'Pūnch',
      "Boy's Town",
      'Sector 5A',
    ];
    const differ = names.filter((name) => nameKey(name) !== full(name));
    expect(differ).toEqual([]);
  });
});

describe('soundKey', () => {
  it.each([
    ['Visakhapatnam', 'Vishakapatnam'],
    ['Tiruchirappalli', 'Tiruchirapalli'],
    ['Indore', transliterate('इंदौर')],
    ['Bhopal', transliterate('भोपाल')],
    ['Aurangabad', transliterate('औरंगाबाद')],
  ])('hears %s and %s alike', (a, b) => {
    expect(soundKey(a)).toBe(soundKey(b));
  });

  it("differs from search's Hinglish fold, which would merge towns that are not one place", () => {
    // foldSpelling turns o into u and e into i for grocery words (doodh/dudh); for towns that
    // would make Bhopal and Bhupal, Pune and Puni one name. Place names keep those vowels.
    expect(foldSpelling('bhopal')).toBe(foldSpelling('bhupal'));
    expect(soundKey('Bhopal')).not.toBe(soundKey('Bhupal'));
    expect(soundKey('Pune')).not.toBe(soundKey('Puni'));
  });
});

describe('transliterate', () => {
  it.each([
    ['इंदौर', 'indaur'],
    ['भोपाल', 'bhopaal'],
    ['नागपुर', 'naagpur'],
    ['लखनऊ', 'lakhnauu'],
    ['कमल', 'kamal'],
    ['मुंबई', 'mumbaii'],
  ])('reads %s as %s (silent inherent a dropped)', (deva, latin) => {
    expect(transliterate(deva)).toBe(latin);
  });
});

describe('devanagariKey', () => {
  it('writes an anusvara before a consonant as the nasal with a virama, as both spellings are used', () => {
    expect(devanagariKey('इंदौर')).toBe(devanagariKey('इन्दौर'));
    expect(devanagariKey('मुंबई')).toBe(devanagariKey('मुम्बई'));
  });
});

describe('the gazetteer file', () => {
  it("holds the keys today's rules give (after changing names.ts, run npm run build:gazetteer)", () => {
    const g = fileGazetteer();
    const stale: string[] = [];
    for (let i = 0; i < tableSize(g.name); i++) {
      const name = stringAt(g.name, i);
      if (g.kind[i] === 2) continue;
      if (!lookup(g.keys, nameKey(name), 'exact').includes(i)) stale.push(`key of ${name}`);
      const sound = soundKey(name);
      if (sound.length >= 3 && !lookup(g.sounds, sound, 'exact').includes(i)) stale.push(`sound of ${name}`);
    }
    for (let i = 0; i < tableSize(g.officeNames); i += 97) {
      const name = stringAt(g.officeNames, i);
      if (nameKey(name) && !lookup(g.keys, nameKey(name), 'exact').includes(-1 - i))
        stale.push(`key of ${name}`);
    }
    expect(stale.slice(0, 10)).toEqual([]);
  });
});
