import { type MessageKey, messages } from '@compare/core';
import { hiMessages } from '@compare/widgets/hi';

const keys = Object.keys(messages) as MessageKey[];
// `{name}` and the argument of `{name, plural, ...}`.
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)(?:\}|,\s*plural,)/g)].map((m) => m[1]).sort();
// Strings that stay the same in Hindi: the brand, punctuation-only texts and the order line format.
const untranslated = new Set<MessageKey>(['appName', 'dash', 'computingFees', 'unitPricePer', 'orderLine']);

describe('Hindi catalogue', () => {
  test('has exactly the keys of the English catalogue', () => {
    expect(Object.keys(hiMessages).sort()).toEqual([...keys].sort());
  });

  test.each(keys)('%s is translated and keeps its placeholders', (key) => {
    const hi = hiMessages[key];
    expect(hi.trim()).not.toBe('');
    expect(placeholders(hi)).toEqual(placeholders(messages[key]));
    if (!untranslated.has(key)) expect(hi).toMatch(/[\u0900-\u097F]/);
  });
});
