import { storeEtaMinutes } from '@compare/core';
import { describe, expect, it } from 'vitest';

describe('storeEtaMinutes', () => {
  it.each([
    [{ baseEtaMinutes: 12, minutesPerKm: 1.5 }, 0, 12],
    [{ baseEtaMinutes: 12, minutesPerKm: 1.5 }, 4, 18],
    [{ baseEtaMinutes: 12, minutesPerKm: 1.5 }, 3, 17], // 16.5 rounds up
    [{ baseEtaMinutes: 8, minutesPerKm: 2 }, 2.2, 12], // 12.4 rounds down
    [{ baseEtaMinutes: 10, minutesPerKm: 0 }, 19.9, 10],
  ])('%o at %d km -> %d min', (store, km, minutes) => {
    expect(storeEtaMinutes(store, km)).toBe(minutes);
  });
});
