import { labelIntent, type PackIntent, preferredVariant } from '@compare/core';
import { describe, expect, it } from 'vitest';

const variants = (...labels: string[]) => labels.map((label) => ({ id: label, size: labelIntent(label) }));
const size = (label: string): PackIntent => labelIntent(label)!;

describe('preferredVariant', () => {
  it.each<[string, string[], { sizes: string[]; numbers: number[] }, string[], string | null]>([
    ['nothing typed', ['500 ml', '1 l'], { sizes: [], numbers: [] }, [], null],
    ['the typed size', ['500 ml', '1 l'], { sizes: ['1 l'], numbers: [] }, [], '1 l'],
    ['the same size in other units', ['500 ml', '1000 ml'], { sizes: ['1 l'], numbers: [] }, [], '1000 ml'],
    ['a kilo of ghee sold as a litre', ['500 ml', '1 l'], { sizes: ['1 kg'], numbers: [] }, [], '1 l'],
    ['the typed size before the other unit', ['1 l', '1 kg'], { sizes: ['1 kg'], numbers: [] }, [], '1 kg'],
    ['a multipack is its own item', ['2 x 500 ml', '1 l'], { sizes: ['500 ml'], numbers: [] }, [], null],
    ['a typed multipack', ['70 g', '4 x 70 g'], { sizes: ['4 x 70 g'], numbers: [] }, [], '4 x 70 g'],
    ['a bare count of pieces', ['6 pcs', '12 pcs'], { sizes: [], numbers: [12] }, [], '12 pcs'],
    ['a count in the name is no count', ['1 pc', '5 pcs'], { sizes: [], numbers: [5] }, ['5', 'star'], null],
    ['a size nobody sells', ['500 g'], { sizes: ['2 kg'], numbers: [] }, [], null],
  ])('%s', (_, labels, typed, nameWords, expected) => {
    const wish = { sizes: typed.sizes.map(size), numbers: typed.numbers };
    expect(preferredVariant(variants(...labels), nameWords, wish)).toBe(expected);
  });
});
