import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY, LOCALES, type LocaleStorage, readLocale, writeLocale } from './locale';

function memory(initial: Record<string, string> = {}): LocaleStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('language choice', () => {
  it("is stored under 'locale'", () => {
    const storage = memory();
    writeLocale(storage, 'hi');
    expect(storage.data[LOCALE_STORAGE_KEY]).toBe('hi');
    expect(LOCALE_STORAGE_KEY).toBe('locale');
    expect(readLocale(storage)).toBe('hi');
  });

  it('falls back to English for unknown values, missing storage and storage that throws', () => {
    expect(readLocale(memory({ locale: 'fr' }))).toBe('en');
    expect(readLocale(null)).toBe('en');
    const throwing: LocaleStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readLocale(throwing)).toBe('en');
    expect(() => writeLocale(throwing, 'hi')).not.toThrow();
  });

  it('offers English and Hindi, each named in its own script', () => {
    expect(LOCALES.map((l) => l.label)).toEqual(['English', 'हिन्दी']);
  });
});
