// How old a price is, in words: "3 hours ago" with Intl.RelativeTimeFormat in the widget's
// language, and a clock time ("10:42 am") for when the last refresh finished.
import type { CompareLocale } from '../../context';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const tags: Record<CompareLocale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** "3 hours ago" (or "now" under a minute), in the widget's language. */
export function ageText(from: Date, now: Date, locale: CompareLocale): string {
  const format = new Intl.RelativeTimeFormat(tags[locale], { numeric: 'auto' });
  const elapsed = Math.max(0, now.getTime() - from.getTime());
  for (const [unit, ms] of UNITS) if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  return format.format(0, 'minute');
}

/** The clock time of a moment, with its date when it is not today ("10:42 am", "20 Nov, 10:42 am"). */
export function clockTime(at: Date, locale: CompareLocale, now: Date = new Date()): string {
  const sameDay = at.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(tags[locale], {
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}
