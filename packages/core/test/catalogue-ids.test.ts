import { productImage, slugify, variantId } from '@compare/core';
import { describe, expect, it } from 'vitest';

describe('variantId', () => {
  it.each([
    ['amul-ghee', '1 L', 'amul-ghee--1-l'],
    ['amul-ghee', '500 ml', 'amul-ghee--500-ml'],
    ['mixed-nuts', 'Salt & Pepper 200 g', 'mixed-nuts--salt-and-pepper-200-g'],
    ['haldirams', "Chef's Pick 1 kg", 'haldirams--chefs-pick-1-kg'],
    ['haldirams', 'Chef’s Pick 1 kg', 'haldirams--chefs-pick-1-kg'],
    ['eggs', 'Pack of 6 (pcs)', 'eggs--pack-of-6-pcs'],
    ['eggs', '  12 pcs -', 'eggs--12-pcs'],
    ['atta', '4 x 1.5 kg', 'atta--4-x-1-5-kg'],
  ])('%s + %j -> %s', (productId, label, id) => {
    expect(variantId(productId, label)).toBe(id);
  });
});

describe('slugify', () => {
  it.each([
    ['Amul Taaza Toned Milk', 'amul-taaza-toned-milk'],
    ['Fruits & Vegetables', 'fruits-and-vegetables'],
    ["Lay's India's Magic Masala", 'lays-indias-magic-masala'],
    ['--Tata  Salt--', 'tata-salt'],
    ['दूध', ''],
  ])('%j -> %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('productImage', () => {
  it.each([
    ['amul-taaza-toned-milk', '/images/products/amul-taaza-toned-milk.svg'],
    ['tata-salt', '/images/products/tata-salt.svg'],
  ])('%s -> %s', (id, path) => {
    expect(productImage(id)).toBe(path);
  });
});
