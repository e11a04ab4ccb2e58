// One feed row (a merchant listing priced somewhere), validated with zod. JSON Lines and CSV rows
// go through the same schema: CSV cells arrive as text, so numbers, booleans and empty cells are
// read from text here. (Kept in the API until the shared contract in @compare/core has a feed
// schema; the column names are the public feed format of docs/feeds.md.)
import { type PlatformKey, toPlatformKey } from '@compare/core';
import { z } from 'zod';
import { MERCHANT_HOSTS } from '../prices/url-guard';

/** The feed's column names, in the documented order. */
export const FEED_COLUMNS = [
  'merchant',
  'sku',
  'title',
  'brand',
  'pack',
  'category',
  'url',
  'image',
  'mrp',
  'price',
  'inStock',
  'city',
  'pincode',
  'lat',
  'lon',
  'observedAt',
  'productId',
] as const;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const optionalText = (name: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${name} must be text` })
      .trim()
      .max(max, `${name} must be at most ${max} characters`)
      .optional(),
  );

const requiredText = (name: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${name} is required` })
      .trim()
      .min(1, `${name} is required`)
      .max(max, `${name} must be at most ${max} characters`),
  );

const rupees = (name: string) =>
  z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      return typeof v === 'string' ? Number(v.replace(/^₹|,/g, '').trim()) : v;
    },
    z
      .number({ error: `${name} must be a number of rupees` })
      .refine(Number.isFinite, `${name} must be a number of rupees`)
      .positive(`${name} must be more than 0`)
      .max(1_000_000, `${name} must be at most 1000000`),
  );

const coordinate = (name: string, limit: number) =>
  z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      return typeof v === 'string' ? Number(v) : v;
    },
    z
      .number({ error: `${name} must be a number` })
      .min(-limit, `${name} must be between -${limit} and ${limit}`)
      .max(limit, `${name} must be between -${limit} and ${limit}`)
      .optional(),
  );

const TRUE_WORDS = new Set(['true', '1', 'yes', 'y']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'n']);

const URL_SHAPE = /^https:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;

// The scheme and shape are checked here; the url's host is checked against the merchant's sites
// once the row is read (one URL parse per row: imports read millions).
const httpsUrl = (name: string) =>
  z
    .string({ error: `${name} must be a URL` })
    .max(1024, `${name} must be at most 1024 characters`)
    .regex(URL_SHAPE, `${name} must be an https URL`);

/** A raw feed row: every column optional so each problem is reported by name. */
const RowSchema = z.object({
  merchant: requiredText('merchant', 64),
  sku: requiredText('sku', 128),
  title: requiredText('title', 255),
  brand: optionalText('brand', 128),
  pack: optionalText('pack', 64),
  category: optionalText('category', 64),
  url: z.preprocess(blankToUndefined, httpsUrl('url')),
  image: z.preprocess(blankToUndefined, httpsUrl('image').optional()),
  mrp: rupees('mrp'),
  price: rupees('price'),
  inStock: z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      if (typeof v !== 'string') return v;
      const word = v.trim().toLowerCase();
      return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : v;
    },
    z.boolean({ error: 'inStock must be true or false' }),
  ),
  city: optionalText('city', 64),
  pincode: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : blankToUndefined(value)),
    z
      .string({ error: 'pincode must be 6 digits' })
      .trim()
      .regex(/^[1-9]\d{5}$/, 'pincode must be 6 digits')
      .optional(),
  ),
  lat: coordinate('lat', 90),
  lon: coordinate('lon', 180),
  observedAt: z.preprocess(
    blankToUndefined,
    z.iso.datetime({ offset: true, error: 'observedAt must be an ISO date-time' }).optional(),
  ),
  productId: optionalText('productId', 64),
});

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
}

/** A row's validation outcome. */
export type RowResult = { ok: true; row: FeedRow } | { ok: false; reason: string };

const toPaise = (rupees: number) => Math.round(rupees * 100);

function hostAllowed(merchant: PlatformKey, url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return MERCHANT_HOSTS[merchant].some(
    (allowed) => host === allowed || host === allowed.replace(/^www\./, ''),
  );
}

type ParsedRow = z.infer<typeof RowSchema>;

// The fast path below reads a well-formed row by hand with exactly the schema's rules; whatever it
// is unsure of (any value the schema would reject, or transform in a way not repeated here) makes
// it give up, and the schema reads the row instead, so every error message is the schema's own.
// Imports read millions of rows; the schema costs several times more per row than these checks.
const UNSURE = Symbol('unsure');
const PINCODE_SHAPE = /^[1-9]\d{5}$/;
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
  return typeof value === 'string' && value.length <= 1024 && URL_SHAPE.test(value) ? value : UNSURE;
}

function fastRupees(value: unknown): number | typeof UNSURE {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && !isBlank(value)) n = Number(value.replace(/^₹|,/g, '').trim());
  else return UNSURE;
  return Number.isFinite(n) && n > 0 && n <= 1_000_000 ? n : UNSURE;
}

function fastCoordinate(value: unknown, limit: number): number | undefined | typeof UNSURE {
  if (isBlank(value)) return undefined;
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= -limit && n <= limit ? n : UNSURE;
}

function fastParse(raw: Record<string, unknown>): ParsedRow | null {
  const merchant = fastRequired(raw.merchant, 64);
  const sku = fastRequired(raw.sku, 128);
  const title = fastRequired(raw.title, 255);
  const brand = fastOptional(raw.brand, 128);
  const pack = fastOptional(raw.pack, 64);
  const category = fastOptional(raw.category, 64);
  const city = fastOptional(raw.city, 64);
  const productId = fastOptional(raw.productId, 64);
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
  };
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
    const parsed = RowSchema.safeParse(raw);
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
      reason: `url must be on ${merchant}'s site (${MERCHANT_HOSTS[merchant].join(', ')})`,
    };
  }
  const mrpPaise = toPaise(r.mrp);
  const pricePaise = toPaise(r.price);
  if (pricePaise > mrpPaise) return { ok: false, reason: `price ${r.price} is more than mrp ${r.mrp}` };
  if ((r.lat === undefined) !== (r.lon === undefined)) {
    return { ok: false, reason: 'lat and lon must be given together' };
  }
  if (!r.city && !r.pincode && r.lat === undefined) {
    return { ok: false, reason: 'where the price applies is missing: give city, pincode or lat and lon' };
  }
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
    },
  };
}
