// A price's age in short words a shopper reads at a glance (issue 33): '5 min ago', '2 hr ago',
// '3 days ago', in English and Hindi.
import { describe, expect, it } from 'vitest';
import { ageText } from '../src/internal/freshness';

const NOW = new Date('2026-11-28T12:00:00Z');
const before = (ms: number) => new Date(NOW.getTime() - ms);
const MIN = 60_000;

describe('ageText', () => {
  it.each([
    [30_000, 'en', 'this minute'],
    [5 * MIN, 'en', '5 min ago'],
    [2 * 60 * MIN, 'en', '2 hr ago'],
    [3 * 24 * 60 * MIN, 'en', '3 days ago'],
    [5 * MIN, 'hi', '5 मि॰ पहले'],
    [2 * 60 * MIN, 'hi', '2 घं॰ पहले'],
    [3 * 24 * 60 * MIN, 'hi', '3 दिन पहले'],
  ] as const)('%i ms in %s: %s', (ms, locale, words) => {
    expect(ageText(before(ms), NOW, locale)).toBe(words);
  });
});
