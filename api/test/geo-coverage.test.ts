// The gazetteer against a hold-out it was not built from (bench/geo-holdout.tsv): the figures the
// coverage bench prints may not fall back.
import { expect, it } from 'vitest';
import { describeCoverage, measureCoverage, readHoldOut } from '../bench/geo-coverage';
import { fileGazetteer } from '../src/geo/shared';

it('finds the towns and PIN codes of an independent list, and never names a far place', () => {
  const c = measureCoverage(fileGazetteer(), readHoldOut());
  const figures = describeCoverage(c).join('\n');
  expect(c.towns).toBeGreaterThan(400);
  expect(c.townsFound / c.towns, figures).toBeGreaterThan(0.93);
  expect(c.townsFirst / c.towns, figures).toBeGreaterThan(0.9);
  expect(c.reverseTown / c.towns, figures).toBeGreaterThan(0.85);
  expect(c.reverseFar, figures).toBe(0);
  expect(c.pins).toBe(1000);
  expect(c.pinsFound / c.pins, figures).toBeGreaterThan(0.98);
  expect(c.pinsStateAgrees / c.pins, figures).toBeGreaterThan(0.95);
});
