// A feed row placed by any Indian town or PIN code, without lat/lon (through the gazetteer).
import { describe, expect, it } from 'vitest';
import { createPlaceResolver } from '../../src/import/city-resolver';
import type { GeographySnapshot } from '../../src/repositories/listings';

const geography = (): GeographySnapshot => ({
  cities: [
    { id: 'mumbai', name: 'Mumbai', lat: 19.076, lon: 72.8777 },
    { id: 'hyderabad', name: 'Hyderabad', lat: 17.385, lon: 78.4867 },
  ],
  places: [],
  stores: [{ merchant: 'zepto', city_id: 'mumbai' }],
});

describe('placing a feed row', () => {
  it('places a row by a town it has no city for: a new city at the town, with its state', () => {
    const resolver = createPlaceResolver(geography(), 100);
    expect(resolver.cityOf('zepto', { city: 'Indore' })).toEqual({ cityId: 'indore' });
    const added = resolver.takeAdditions();
    expect(added.cities).toEqual([
      { id: 'indore', name: 'Indore', state: 'Madhya Pradesh', lat: 22.7179, lon: 75.8333 },
    ]);
    expect(added.stores).toHaveLength(1);
    expect(resolver.cityOf('blinkit', { city: 'indore' })).toEqual({ cityId: 'indore' });
  });

  it('places a row by an old name or a town within reach of a city at that city', () => {
    const resolver = createPlaceResolver(geography(), 100);
    expect(resolver.cityOf('zepto', { city: 'Bombay' })).toEqual({ cityId: 'mumbai' });
    expect(resolver.cityOf('zepto', { city: 'Secunderabad' })).toEqual({ cityId: 'hyderabad' });
    expect(resolver.takeAdditions().cities).toEqual([]);
  });

  it('places a row by any Indian PIN code: at a city within reach, else a new city named after its town', () => {
    const resolver = createPlaceResolver(geography(), 100);
    expect(resolver.cityOf('zepto', { pincode: '400053' })).toEqual({ cityId: 'mumbai' });
    expect(resolver.cityOf('zepto', { pincode: '520002' })).toEqual({ cityId: 'vijayawada' });
    expect(resolver.takeAdditions().cities.map((c) => c.name)).toEqual(['Vijayawada']);
  });

  it('refuses what is no Indian town or PIN code, saying what to give', () => {
    const resolver = createPlaceResolver(geography(), 100);
    expect(resolver.cityOf('zepto', { city: 'Atlantis' })).toEqual({
      error: 'city "Atlantis" is not a town of India we know: give lat and lon to add it',
    });
    expect(resolver.cityOf('zepto', { pincode: '999999' })).toEqual({
      error: 'PIN code 999999 is not an Indian PIN code: give city or lat and lon',
    });
  });
});
