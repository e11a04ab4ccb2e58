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

it('finds districts, smaller towns, big-city localities and Devanagari names of lists it was not built from', () => {
  const c = measureCoverage(fileGazetteer(), readHoldOut());
  const figures = describeCoverage(c).join('\n');
  // Today's districts, by name: a suggestion in the district's state first (76.9% before districts
  // were places).
  expect(c.districts.count).toBe(772);
  expect(c.districts.first / c.districts.count, figures).toBeGreaterThan(0.92);
  expect(c.districts.farFirst, figures).toBeLessThan(40);
  expect(c.devanagari.count).toBeGreaterThan(60);
  expect(c.devanagari.first / c.devanagari.count, figures).toBeGreaterThan(0.95);
  expect(c.devanagari.farFirst, figures).toBe(0);
  expect(c.small.count).toBe(300);
  expect(c.small.top5 / c.small.count, figures).toBeGreaterThan(0.58);
  expect(c.localities.count).toBeGreaterThan(60);
  expect(c.localities.top5 / c.localities.count, figures).toBeGreaterThan(0.64);
  expect(c.townsFarFirst, figures).toBeLessThan(25);
});
