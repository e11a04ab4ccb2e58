// An account's synced basket, saved baskets and share links. Everything is looked up by the owner's
// id as well as its own: another account's basket answers exactly like one that does not exist.
import { randomBytes } from 'node:crypto';
import type { CartItem } from '@compare/core';
import { AppError, notFound } from '../errors';
import type { AccountsRepository, SavedBasketRecord } from '../repositories/accounts';
import type { LimitsRepository } from '../repositories/limits';
import type { AccountSettings } from '../settings';
import { createLeasedLimit, tooManyRequests } from './limits';
import type { Point } from './location';
import type { ProductDto } from './offer-shaping';
import type { ProductService } from './products';

/** A saved basket as listed. */
export interface SavedBasketSummary {
  id: number;
  name: string;
  lines: number;
  createdAt: string;
  updatedAt: string;
  shareToken: string | null;
}

/** A saved basket with its lines. */
export type SavedBasket = SavedBasketSummary & { items: CartItem[] };

/** Account basket use cases. */
export interface AccountService {
  basket(userId: number): Promise<CartItem[]>;
  putBasket(userId: number, items: CartItem[]): Promise<CartItem[]>;
  listSaved(userId: number): Promise<SavedBasketSummary[]>;
  getSaved(userId: number, id: number): Promise<SavedBasket>;
  save(userId: number, name: string, items: CartItem[]): Promise<SavedBasket>;
  rename(userId: number, id: number, name: string): Promise<SavedBasketSummary>;
  remove(userId: number, id: number): Promise<void>;
  share(userId: number, id: number): Promise<{ token: string; path: string }>;
  unshare(userId: number, id: number): Promise<void>;
  /** A shared basket's lines priced at the viewer's point (offers of each line's variant there). */
  shared(token: string, point: Point, origin: string): Promise<{ name: string; items: CartItem[] }>;
  /** Counts one write of the account; 429 past the per-minute limit. */
  countWrite(userId: number): Promise<void>;
  /** Gives back the write counts this process took ahead and did not use (at shutdown). */
  releaseWriteCounts(): Promise<void>;
  /** Counts one list resolution by `who` (an account or, signed out, a client); 429 past the limit. */
  countListResolution(who: string): Promise<void>;
}

/** What the account service needs. */
export interface AccountServiceDeps {
  accounts: AccountsRepository;
  limits: LimitsRepository;
  products: Pick<ProductService, 'byId'>;
  settings: AccountSettings;
  maxSaved: number;
  now?: () => Date;
}

// 16 random bytes (128 bits) as base64url: 22 characters nobody guesses.
const newToken = () => randomBytes(16).toString('base64url');
const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

function parseItems(text: string): CartItem[] {
  try {
    const items: unknown = JSON.parse(text);
    return Array.isArray(items) ? (items as CartItem[]) : [];
  } catch {
    return [];
  }
}

const summary = (r: SavedBasketRecord): SavedBasketSummary => ({
  id: r.id,
  name: r.name,
  lines: r.lines,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  shareToken: r.shareToken,
});

/** The offers of `variant` as a cart line keeps them. */
function lineOffers(product: ProductDto, variant: string): CartItem['platformData'] {
  return (product.platformData[variant] ?? []).map((o) => ({
    merchantName: o.merchantName,
    price: o.price,
    mrp: o.mrp,
    img: o.img,
    name: o.name,
    merchantUrl: o.merchantUrl,
    isOutOfStock: o.isOutOfStock,
    discount: o.discount,
    ...(o.observedAt ? { observedAt: o.observedAt } : {}),
  }));
}

/** Creates the account service. */
export function createAccountService(deps: AccountServiceDeps): AccountService {
  const { accounts } = deps;
  // An account's writes are counted in memory against points taken ahead from the shared count.
  const writes = createLeasedLimit(deps.limits, deps.settings.writes);
  const now = () => (deps.now ?? (() => new Date()))().toISOString();
  const owned = async (userId: number, id: number) => {
    const found = await accounts.saved(userId, id);
    if (!found) throw notFound('Saved basket not found');
    return found;
  };
  return {
    async basket(userId) {
      const stored = await accounts.basket(userId);
      return stored ? parseItems(stored.items) : [];
    },
    async putBasket(userId, items) {
      await accounts.putBasket(userId, JSON.stringify(items), now());
      return items;
    },
    async listSaved(userId) {
      return (await accounts.listSaved(userId)).map(summary);
    },
    async getSaved(userId, id) {
      const found = await owned(userId, id);
      return { ...summary(found), items: parseItems(found.items) };
    },
    async save(userId, name, items) {
      const saved = await accounts.insertSaved(
        userId,
        { name, items: JSON.stringify(items), lines: items.length },
        now(),
        deps.maxSaved,
      );
      if (!saved) {
        throw new AppError(
          429,
          'TOO_MANY_BASKETS',
          `You can keep up to ${deps.maxSaved} saved baskets. Delete one to save another.`,
        );
      }
      return { ...summary(saved), items };
    },
    async rename(userId, id, name) {
      const renamed = await accounts.renameSaved(userId, id, name, now());
      if (!renamed) throw notFound('Saved basket not found');
      return summary(renamed);
    },
    async remove(userId, id) {
      if (!(await accounts.deleteSaved(userId, id))) throw notFound('Saved basket not found');
    },
    async share(userId, id) {
      const found = await owned(userId, id);
      const token = found.shareToken ?? newToken();
      if (!found.shareToken && !(await accounts.setShareToken(userId, id, token))) {
        throw notFound('Saved basket not found');
      }
      return { token, path: `/b/${token}` };
    },
    async unshare(userId, id) {
      if (!(await accounts.setShareToken(userId, id, null))) throw notFound('Saved basket not found');
    },
    async shared(token, point, origin) {
      const found = TOKEN.test(token) ? await accounts.byShareToken(token) : null;
      if (!found) throw notFound('This basket is not shared');
      const items = parseItems(found.items);
      const priced = await Promise.all(
        items.map(async (item) => {
          const product = await deps.products.byId(item.productId, point, origin);
          return {
            productId: item.productId,
            productName: product?.name ?? item.productName,
            brand: product?.brand ?? item.brand,
            variant: item.variant,
            quantity: item.quantity,
            platformData: product ? lineOffers(product, item.variant) : [],
          };
        }),
      );
      return { name: found.name, items: priced };
    },
    async countListResolution(who) {
      const at = Date.now();
      const rule = deps.settings.resolveList;
      const count = await deps.limits.hit(`resolve-list:${who}`, rule.windowMs, at);
      if (count.points > rule.points) {
        throw tooManyRequests(
          'TOO_MANY_REQUESTS',
          `You can look up ${rule.points} lists a minute. Try again in a minute.`,
          count.resetAt - at,
        );
      }
    },
    releaseWriteCounts: () => writes.flush(),
    async countWrite(userId) {
      const at = Date.now();
      const count = await writes.take(`account-writes:${userId}`, at);
      if (!count.allowed) {
        throw tooManyRequests(
          'TOO_MANY_REQUESTS',
          'Too many changes from this account. Try again in a minute.',
          count.resetAt - at,
        );
      }
    },
  };
}
