// What an account keeps: the synced basket, saved and shared baskets, price watches and their
// alerts, Web Push subscriptions; and a typed shopping list resolved into products.
import { z } from 'zod';
import { MAX_LIST_CHARS, MAX_LIST_LINES, splitList } from '../shopping-list';
import { CartItemSchema } from './basket';
import { ProductSchema } from './catalogue';
import { PlatformKeySchema } from './keys';

/** Most lines a synced or saved basket holds. */
export const MAX_BASKET_LINES = 100;
/** Most saved baskets one account keeps. */
export const MAX_SAVED_BASKETS = 20;
/** Most price watches one account keeps. */
export const MAX_WATCHES = 50;

/** POST /products/resolve-list body. */
export const ResolveListRequestSchema = z.object(
  {
    text: z
      .string({ error: 'text must be text' })
      .max(MAX_LIST_CHARS, `The list can be at most ${MAX_LIST_CHARS} characters`)
      .refine((text) => splitList(text).length > 0, 'The list is empty: type one item per line')
      .refine(
        (text) => splitList(text).length <= MAX_LIST_LINES,
        `The list can have at most ${MAX_LIST_LINES} lines`,
      ),
  },
  { error: 'Request body must be a JSON object' },
);

/** A product variant a list line was matched to. */
export const ListMatchSchema = z.object({ productId: z.string(), variant: z.string() });

/** One resolved line: its quantity, best match (null when nothing matched) and up to 3 others. */
export const ResolvedLineSchema = z.object({
  input: z.string(),
  quantity: z.number().int().min(1),
  match: ListMatchSchema.nullable(),
  alternatives: z.array(ListMatchSchema).max(3),
  /**
   * Present when the line names no brand but a kind ('toned milk 1 l', 'दूध'): the match is the
   * cheapest product of that kind at the point, the alternatives the next cheapest.
   */
  kind: z.object({ id: z.string(), label: z.string() }).optional(),
});

/** POST /products/resolve-list answer; `products` holds every matched product at the shopper's point. */
export const ResolveListAnswerSchema = z.object({
  lines: z.array(ResolvedLineSchema),
  products: z.record(z.string(), ProductSchema),
});

/** The synced basket: the spec's cart lines. */
export const BasketLinesSchema = z
  .array(CartItemSchema, { error: 'The basket must be a JSON array of cart lines' })
  .max(MAX_BASKET_LINES, `A basket can hold at most ${MAX_BASKET_LINES} lines`);

const basketName = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'Give the basket a name')
  .max(60, 'A basket name can be at most 60 characters');

/** POST /api/saved-baskets body. */
export const SaveBasketRequestSchema = z.object(
  { name: basketName, items: BasketLinesSchema.min(1, 'The basket is empty: add items before saving it') },
  { error: 'Request body must be a JSON object' },
);

/** PATCH /api/saved-baskets/{id} body. */
export const RenameBasketRequestSchema = z.object(
  { name: basketName },
  { error: 'Request body must be a JSON object' },
);

/** A saved basket as listed. */
export const SavedBasketSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lines: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The share link's token while it is shared, else null. */
  shareToken: z.string().nullable(),
});

/** A saved basket with its lines. */
export const SavedBasketSchema = SavedBasketSummarySchema.extend({ items: z.array(CartItemSchema) });

/** A share link: `/b/{token}`. */
export const BasketShareSchema = z.object({ token: z.string(), path: z.string() });

/** GET /api/shared/{token} answer: the shared lines priced at the viewer's point. */
export const SharedBasketSchema = z.object({ name: z.string(), items: z.array(CartItemSchema) });

/** POST /api/watches body (rupees). */
export const WatchRequestSchema = z.object(
  {
    productId: z.string({ error: 'productId is required' }).min(1, 'productId is required').max(64),
    variant: z.string({ error: 'variant is required' }).min(1, 'variant is required').max(64),
    below: z
      .number({ error: 'below must be a price in rupees' })
      .positive('below must be more than ₹0')
      .max(1_00_000, 'below can be at most ₹1,00,000')
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'below can have at most 2 decimals'),
    merchants: z
      .array(PlatformKeySchema, { error: 'merchants must be a list of platform keys' })
      .min(1, 'Choose at least one merchant, or leave merchants out for any')
      .max(6)
      .optional(),
  },
  { error: 'Request body must be a JSON object' },
);

/** A price watch. */
export const WatchSchema = z.object({
  id: z.number().int(),
  productId: z.string(),
  variant: z.string(),
  productName: z.string(),
  brand: z.string(),
  /** Rupees. */
  below: z.number(),
  /** Merchants watched; null for any. */
  merchants: z.array(z.string()).nullable(),
  createdAt: z.string(),
  /** The price of the last alert (rupees) while the price stays below; null when none. */
  lastAlertPrice: z.number().nullable(),
});

/** A price alert in the inbox. */
export const AlertSchema = z.object({
  id: z.number().int(),
  watchId: z.number().int().nullable(),
  productId: z.string(),
  variant: z.string(),
  productName: z.string(),
  merchant: z.string(),
  /** The price that fired it (rupees). */
  price: z.number(),
  below: z.number(),
  createdAt: z.string(),
  read: z.boolean(),
  /**
   * What the listing's own history makes of the price (docs/rules.md, "Discount checked against
   * history"): a real drop ('lowest-30-days'), just its usual price ('usual-price'), or null when
   * history makes no claim. Absent from servers before it.
   */
  deal: z.enum(['lowest-30-days', 'usual-price']).nullable().optional(),
});

/** GET /api/alerts answer: newest first, with the unread count. */
export const AlertsAnswerSchema = z.object({ alerts: z.array(AlertSchema), unread: z.number().int() });

/** POST /api/alerts/read body: these ids, or every alert when `ids` is left out. */
export const ReadAlertsRequestSchema = z.object(
  { ids: z.array(z.number().int().positive()).max(200).optional() },
  { error: 'Request body must be a JSON object' },
);

/** GET /api/push/key answer. */
export const PushKeySchema = z.object({ enabled: z.boolean(), publicKey: z.string().nullable() });

/** A browser's PushSubscription as `toJSON()` gives it. */
export const PushSubscriptionSchema = z.object(
  {
    endpoint: z.url({ error: 'endpoint must be a URL' }).max(1024),
    keys: z.object({
      p256dh: z.string().min(1).max(256),
      auth: z.string().min(1).max(256),
    }),
  },
  { error: 'Request body must be a JSON object' },
);

/** POST /api/push/unsubscribe body. */
export const PushUnsubscribeSchema = z.object(
  { endpoint: z.string({ error: 'endpoint is required' }).min(1).max(1024) },
  { error: 'Request body must be a JSON object' },
);
