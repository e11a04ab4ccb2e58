// How old a price is, in words: "3 hours ago" with Intl.RelativeTimeFormat in the widget's
// language, and a clock time ("10:42 am") for when the last refresh finished. The comparison
// table, the product card and the product page all say a price's age the same way. A price the
// API marks stale (older than its OFFER_MAX_AGE_HOURS) says "Price from 3 days ago".
import { formatMessage, type Messages } from '@compare/core';
import type { CompareLocale } from '../context';

/** A price observed longer ago than this shows its age ("updated 3 hours ago"). */
export const STALE_AFTER_MS = 60 * 60 * 1000;

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const tags: Record<CompareLocale, string> = { en: 'en-IN', hi: 'hi-IN' };

// Formatters are made once per language (and form): building an Intl formatter loads locale data,
// and a comparison table asks for one per cell on every render.
const relativeFormats = new Map<CompareLocale, Intl.RelativeTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** "3 hr ago" (or "this minute" under a minute), in the widget's language. */
export function ageText(from: Date, now: Date, locale: CompareLocale): string {
  let format = relativeFormats.get(locale);
  if (!format) {
    // Short words a shopper reads at a glance: '5 min ago', '2 hr ago', '3 days ago' ('2 घं॰ पहले').
    format = new Intl.RelativeTimeFormat(tags[locale], { numeric: 'auto', style: 'short' });
    relativeFormats.set(locale, format);
  }
  const elapsed = Math.max(0, now.getTime() - from.getTime());
  for (const [unit, ms] of UNITS) if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  return format.format(0, 'minute');
}

/** The clock time of a moment, with its date when it is not today ("10:42 am", "20 Nov, 10:42 am"). */
export function clockTime(at: Date, locale: CompareLocale, now: Date = new Date()): string {
  const sameDay = at.toDateString() === now.toDateString();
  const key = `${locale}:${sameDay}`;
  let format = clockFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tags[locale], {
      ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
      hour: 'numeric',
      minute: '2-digit',
    });
    clockFormats.set(key, format);
  }
  return format.format(at);
}

/**
 * "updated 3 hours ago" for a price observed more than {@link STALE_AFTER_MS} before `now`; null
 * for a fresh price or when the observation time is missing or unreadable.
 */
export function priceAgeText(
  observedAt: string | undefined,
  now: Date,
  locale: CompareLocale,
  messages: Messages,
): string | null {
  const observed = observedAt ? new Date(observedAt) : null;
  if (!observed || !Number.isFinite(observed.getTime())) return null;
  if (now.getTime() - observed.getTime() <= STALE_AFTER_MS) return null;
  return formatMessage(messages.updatedAgo, { age: ageText(observed, now, locale) });
}

/**
 * What a stale offer (the API's `stale: true`) says of its price: "Price from 3 days ago" when its
 * observation time is readable, else "Old price"; null for an offer that is not stale.
 */
export function stalePriceText(
  offer: { stale?: boolean | undefined; observedAt?: string | undefined },
  now: Date,
  locale: CompareLocale,
  messages: Messages,
): string | null {
  if (offer.stale !== true) return null;
  const observed = offer.observedAt ? new Date(offer.observedAt) : null;
  if (!observed || !Number.isFinite(observed.getTime())) return messages.stalePrice;
  return formatMessage(messages.priceFrom, { time: ageText(observed, now, locale) });
}
