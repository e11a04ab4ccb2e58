// A merchant feed row as the public feed format gives it (docs/feeds.md, "The format"): every column
// optional in the schema so each problem is reported by its column's name. JSON Lines and CSV rows
// go through the same schema: CSV cells arrive as text, so numbers, booleans and empty cells are
// read from text here. The API's importer validates each row with it (a hand-written fast path
// with the same rules sits in front of it there, for speed).
import { z } from 'zod';

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
  'gtin',
] as const;

/** Longest text each text column may hold, in characters. */
export const FEED_TEXT_MAX = {
  merchant: 64,
  sku: 128,
  title: 255,
  brand: 128,
  pack: 64,
  category: 64,
  city: 64,
  productId: 64,
} as const;

/** A GTIN (EAN-8, UPC-A, EAN-13 or GTIN-14) as printed under a barcode. */
export const GTIN_SHAPE = /^(\d{8}|\d{12,14})$/;

/** Longest url or image, in characters. */
export const FEED_URL_MAX = 1024;

/** Largest mrp or price, in rupees. */
export const FEED_RUPEES_MAX = 1_000_000;

/** Words an inStock cell may say, either way (case-insensitive). */
export const TRUE_WORDS: ReadonlySet<string> = new Set(['true', '1', 'yes', 'y']);
export const FALSE_WORDS: ReadonlySet<string> = new Set(['false', '0', 'no', 'n']);

/** An https URL with a host. */
export const URL_SHAPE = /^https:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;

/** An Indian PIN code: six digits, not starting with 0. */
export const PINCODE_SHAPE = /^[1-9]\d{5}$/;

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
      .max(FEED_RUPEES_MAX, `${name} must be at most ${FEED_RUPEES_MAX}`),
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

// The scheme and shape are checked here; the url's host is checked against the merchant's sites
// once the row is read (one URL parse per row: imports read millions).
const httpsUrl = (name: string) =>
  z
    .string({ error: `${name} must be a URL` })
    .max(FEED_URL_MAX, `${name} must be at most ${FEED_URL_MAX} characters`)
    .regex(URL_SHAPE, `${name} must be an https URL`);

/** A raw feed row: every column optional so each problem is reported by name. */
export const FeedRowSchema = z.object({
  merchant: requiredText('merchant', FEED_TEXT_MAX.merchant),
  sku: requiredText('sku', FEED_TEXT_MAX.sku),
  title: requiredText('title', FEED_TEXT_MAX.title),
  brand: optionalText('brand', FEED_TEXT_MAX.brand),
  pack: optionalText('pack', FEED_TEXT_MAX.pack),
  category: optionalText('category', FEED_TEXT_MAX.category),
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
  city: optionalText('city', FEED_TEXT_MAX.city),
  pincode: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : blankToUndefined(value)),
    z
      .string({ error: 'pincode must be 6 digits' })
      .trim()
      .regex(PINCODE_SHAPE, 'pincode must be 6 digits')
      .optional(),
  ),
  lat: coordinate('lat', 90),
  lon: coordinate('lon', 180),
  observedAt: z.preprocess(
    blankToUndefined,
    z.iso.datetime({ offset: true, error: 'observedAt must be an ISO date-time' }).optional(),
  ),
  productId: optionalText('productId', FEED_TEXT_MAX.productId),
  gtin: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : blankToUndefined(value)),
    z
      .string({ error: 'gtin must be text' })
      .trim()
      .regex(GTIN_SHAPE, 'gtin must be 8, 12, 13 or 14 digits (a GTIN/EAN/UPC)')
      .optional(),
  ),
});

/** A feed row as the schema reads it (money still in rupees, merchant still as written). */
export type FeedRowInput = z.infer<typeof FeedRowSchema>;
