// The validate stage: one raw record (a parsed JSON object or a CSV record) becomes a FeedRow or a
// reason. The rules are the feed row schema of @compare/core/contract; a hand-written fast path
// with exactly those rules reads well-formed rows first, and what it is unsure of goes to the
// schema, so every error message is the schema's own. Then the merchant is resolved to its key,
// the url's host checked against the merchant's sites and money turned into paise.
import { isMerchantHost, MERCHANT_DOMAINS, type PlatformKey, toPaise, toPlatformKey } from '@compare/core';
import {
  FALSE_WORDS,
  FEED_RUPEES_MAX,
  FEED_TEXT_MAX,
  FEED_URL_MAX,
  type FeedRowInput,
  FeedRowSchema,
  GTIN_SHAPE,
  PINCODE_SHAPE,
  TRUE_WORDS,
  URL_SHAPE,
} from '@compare/core/contract';
import { z } from 'zod';

/** A valid feed row: merchant resolved to its key, money in integer paise. */
export interface FeedRow {
  merchant: PlatformKey;
  sku: string;
  title: string;
  brand: string | undefined;
  pack: string | undefined;
  category: string | undefined;
  url: string;
  image: string | undefined;
  mrpPaise: number;
  pricePaise: number;
  inStock: boolean;
  city: string | undefined;
  pincode: string | undefined;
  lat: number | undefined;
  lon: number | undefined;
  /** ISO time in UTC. */
  observedAt: string;
  /** The catalogue product the feed says this listing is (an operator's own mapping), if any. */
  productId: string | undefined;
  /** GTIN/EAN as given (digits), if any. */
  gtin: string | undefined;
}

/** A row's validation outcome. */
export type RowResult = { ok: true; row: FeedRow } | { ok: false; reason: string };

// Whether `url` is plainly "https://" and then one of the merchant's hosts, ending there or at a
// '/', '?' or '#': the URL parser reads exactly that host from it, so it need not run. Any other
// URL (a port, user info, a backslash, capitals, a trailing dot) is parsed.
function plainlyOnHost(url: string, domains: readonly string[]): boolean {
  if (!url.startsWith('https://')) return false;
  for (const domain of domains) {
    const from = url.startsWith('www.', 8) ? 12 : 8;
    if (!url.startsWith(domain, from)) continue;
    const end = from + domain.length;
    const c = url.charCodeAt(end);
    if (end === url.length || c === 47 || c === 63 || c === 35) return true;
  }
  return false;
}

function hostAllowed(merchant: PlatformKey, url: string): boolean {
  if (plainlyOnHost(url, MERCHANT_DOMAINS[merchant])) return true;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return isMerchantHost(merchant, host);
}

type ParsedRow = FeedRowInput;

// The fast path below reads a well-formed row by hand with exactly the schema's rules; whatever it
// is unsure of (any value the schema would reject, or transform in a way not repeated here) makes
// it give up, and the schema reads the row instead, so every error message is the schema's own.
// Imports read millions of rows; the schema costs several times more per row than these checks.
const UNSURE = Symbol('unsure');
const ObservedAtSchema = z.iso.datetime({ offset: true });

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function fastRequired(value: unknown, max: number): string | typeof UNSURE {
  if (typeof value !== 'string') return UNSURE;
  const text = value.trim();
  return text.length === 0 || text.length > max ? UNSURE : text;
}

function fastOptional(value: unknown, max: number): string | undefined | typeof UNSURE {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return UNSURE;
  const text = value.trim();
  if (text.length === 0) return undefined;
  return text.length > max ? UNSURE : text;
}

function fastUrl(value: unknown): string | typeof UNSURE {
  return typeof value === 'string' && value.length <= FEED_URL_MAX && URL_SHAPE.test(value) ? value : UNSURE;
}

function fastRupees(value: unknown): number | typeof UNSURE {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && !isBlank(value)) n = Number(value.replace(/^₹|,/g, '').trim());
  else return UNSURE;
  return Number.isFinite(n) && n > 0 && n <= FEED_RUPEES_MAX ? n : UNSURE;
}

function fastCoordinate(value: unknown, limit: number): number | undefined | typeof UNSURE {
  if (isBlank(value)) return undefined;
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= -limit && n <= limit ? n : UNSURE;
}

function fastParse(raw: Record<string, unknown>): ParsedRow | null {
  const merchant = fastRequired(raw.merchant, FEED_TEXT_MAX.merchant);
  const sku = fastRequired(raw.sku, FEED_TEXT_MAX.sku);
  const title = fastRequired(raw.title, FEED_TEXT_MAX.title);
  const brand = fastOptional(raw.brand, FEED_TEXT_MAX.brand);
  const pack = fastOptional(raw.pack, FEED_TEXT_MAX.pack);
  const category = fastOptional(raw.category, FEED_TEXT_MAX.category);
  const city = fastOptional(raw.city, FEED_TEXT_MAX.city);
  const productId = fastOptional(raw.productId, FEED_TEXT_MAX.productId);
  const gtinText = typeof raw.gtin === 'number' ? String(raw.gtin) : raw.gtin;
  const gtin = isBlank(gtinText)
    ? undefined
    : typeof gtinText === 'string' && GTIN_SHAPE.test(gtinText.trim())
      ? gtinText.trim()
      : UNSURE;
  const url = fastUrl(raw.url);
  const image = isBlank(raw.image) ? undefined : fastUrl(raw.image);
  const mrp = fastRupees(raw.mrp);
  const price = fastRupees(raw.price);
  const lat = fastCoordinate(raw.lat, 90);
  const lon = fastCoordinate(raw.lon, 180);
  if (
    merchant === UNSURE ||
    sku === UNSURE ||
    title === UNSURE ||
    brand === UNSURE ||
    pack === UNSURE ||
    category === UNSURE ||
    city === UNSURE ||
    productId === UNSURE ||
    gtin === UNSURE ||
    url === UNSURE ||
    image === UNSURE ||
    mrp === UNSURE ||
    price === UNSURE ||
    lat === UNSURE ||
    lon === UNSURE
  ) {
    return null;
  }
  let inStock: boolean;
  const stock = raw.inStock;
  if (typeof stock === 'boolean') inStock = stock;
  else if (typeof stock === 'string') {
    const word = stock.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) inStock = true;
    else if (FALSE_WORDS.has(word)) inStock = false;
    else return null;
  } else return null;
  let pincode: string | undefined;
  const pin = raw.pincode;
  if (typeof pin === 'number' || (typeof pin === 'string' && !isBlank(pin))) {
    pincode = String(pin).trim();
    if (!PINCODE_SHAPE.test(pincode)) return null;
  } else if (pin !== undefined && pin !== null && !isBlank(pin)) return null;
  let observedAt: string | undefined;
  const at = raw.observedAt;
  if (!isBlank(at)) {
    if (typeof at !== 'string' || !ObservedAtSchema.safeParse(at).success) return null;
    observedAt = at;
  }
  return {
    merchant,
    sku,
    title,
    brand,
    pack,
    category,
    url,
    image,
    mrp,
    price,
    inStock,
    city,
    pincode,
    lat,
    lon,
    observedAt,
    productId,
    gtin,
  };
}

/** observedAt may run ahead of the importer's clock by clock skew, never by more than a day. */
const OBSERVED_AHEAD_MS = 24 * 60 * 60 * 1000;
/** The largest number a pack may name (a million grams, millilitres or pieces). */
const PACK_NUMBER_MAX = 1_000_000;
// A number in a pack, with a sign when one stands right before it (not a range's "4-5").
const PACK_NUMBER = /(^|[\s(:])([-−+]?)(\d[\d,]*(?:\.\d+)?(?:e[-+]?\d+)?|\.\d+)/gi;

// Pack texts repeat across a feed ("500 ml", "1 kg"): each one's answer is kept, up to this many.
const PACK_ANSWERS_KEPT = 4096;
const packAnswers = new Map<string, string | null>();

/** Why a pack text names no positive, finite size ("-5 kg", "1e308 kg", "0 g"); null when fine. */
export function packProblem(pack: string | undefined): string | null {
  if (!pack) return null;
  let answer = packAnswers.get(pack);
  if (answer === undefined) {
    answer = readPackNumbers(pack);
    if (packAnswers.size >= PACK_ANSWERS_KEPT) packAnswers.clear();
    packAnswers.set(pack, answer);
  }
  return answer;
}

function readPackNumbers(pack: string): string | null {
  for (const [, , sign, digits] of pack.matchAll(PACK_NUMBER)) {
    const text = digits!.replace(/,/g, '');
    if (/e/i.test(text)) return `pack "${pack}" must give its size as a plain number, not ${digits}`;
    const value = Number(text);
    if (sign === '-' || sign === '−') return `pack "${pack}" must be a positive size`;
    if (!Number.isFinite(value) || value > PACK_NUMBER_MAX)
      return `pack "${pack}" is not a real pack size (at most ${PACK_NUMBER_MAX.toLocaleString('en-IN')})`;
    if (value === 0) return `pack "${pack}" must be a positive size`;
  }
  return null;
}

// Paise of a rupee amount, as core's toPaise gives them. A feed's amounts have at most two decimals,
// so amount * 100 lies within float noise (far below 1e-6) of a whole number, which is then the
// answer toPaise's trimming and rounding reach too (no half is that close to a whole number); only
// other amounts take toPaise's path, which turns each into a 12-digit string first.
function paiseOf(rupees: number): number {
  const paise = rupees * 100;
  const whole = Math.round(paise);
  if (Math.abs(paise - whole) < 1e-6 && Math.abs(whole) < 1e9) return whole === 0 ? 0 : whole;
  return toPaise(rupees);
}

/** Validates a row with the schema alone (the fast path's reference; tests compare the two). */
export function validateRowWithSchema(raw: unknown, now: string): RowResult {
  return validateRow(raw, now, false);
}

/** Validates one raw row (a parsed JSON object or a CSV record); `now` is the default observedAt. */
export function validateRow(raw: unknown, now: string, fast = true): RowResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, reason: 'a row must be a JSON object' };
  }
  let r = fast ? fastParse(raw as Record<string, unknown>) : null;
  if (!r) {
    const parsed = FeedRowSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') ?? '';
      const message = issue?.message ?? 'invalid row';
      // zod names missing keys generically; say which column.
      return { ok: false, reason: message.startsWith(field) || !field ? message : `${field}: ${message}` };
    }
    r = parsed.data;
  }
  // Any spelling the platform registry knows ("Big Basket", "Swiggy Instamart", "DMart Ready").
  const merchant = toPlatformKey(r.merchant);
  if (!merchant) return { ok: false, reason: `merchant "${r.merchant}" is not one of the six merchants` };
  if (!hostAllowed(merchant, r.url)) {
    return {
      ok: false,
      reason: `url must be on ${merchant}'s site (${MERCHANT_DOMAINS[merchant].join(', ')})`,
    };
  }
  const mrpPaise = paiseOf(r.mrp);
  const pricePaise = paiseOf(r.price);
  if (pricePaise > mrpPaise) return { ok: false, reason: `price ${r.price} is more than mrp ${r.mrp}` };
  if ((r.lat === undefined) !== (r.lon === undefined)) {
    return { ok: false, reason: 'lat and lon must be given together' };
  }
  if (!r.city && !r.pincode && r.lat === undefined) {
    return { ok: false, reason: 'where the price applies is missing: give city, pincode or lat and lon' };
  }
  if (r.observedAt && Date.parse(r.observedAt) > Date.parse(now) + OBSERVED_AHEAD_MS) {
    return { ok: false, reason: `observedAt ${r.observedAt} is more than a day ahead of the import` };
  }
  const badPack = packProblem(r.pack);
  if (badPack) return { ok: false, reason: badPack };
  return {
    ok: true,
    row: {
      merchant,
      sku: r.sku,
      title: r.title,
      brand: r.brand,
      pack: r.pack,
      category: r.category,
      url: r.url,
      image: r.image,
      mrpPaise,
      pricePaise,
      inStock: r.inStock,
      city: r.city,
      pincode: r.pincode,
      lat: r.lat,
      lon: r.lon,
      observedAt: r.observedAt ? new Date(r.observedAt).toISOString() : now,
      productId: r.productId,
      gtin: r.gtin,
    },
  };
}
