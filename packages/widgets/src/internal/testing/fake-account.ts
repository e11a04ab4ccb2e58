// The account routes of the fake client, in memory: resolve-list over the fixture catalogue (a
// word match, with a few Hinglish words), the synced basket, saved and shared baskets, watches and
// alerts. Stories and tests drive the account widgets through it without a server.
import {
  type CartItem,
  labelIntent,
  type PriceAlert,
  type PriceWatch,
  type Product,
  packIntent,
  parsePackSize,
  parseShoppingList,
  preferredVariant,
  type RequestMethod,
  type RequestOptions,
  type SavedBasket,
  type User,
} from '@compare/core';
import { toBasketOffers } from '../product';

/** The in-memory state behind the fake account routes (tests read and change it). */
export interface FakeAccountState {
  basket: CartItem[];
  saved: SavedBasket[];
  watches: PriceWatch[];
  alerts: PriceAlert[];
  pushEnabled: boolean;
}

const HINGLISH: Record<string, string> = {
  doodh: 'milk',
  दूध: 'milk',
  chawal: 'rice',
  चावल: 'rice',
  bread: 'bread',
};

function fail(status: number, code: string, message: string): never {
  throw Object.assign(new Error(message), { status, code });
}

// The API's pick (docs/rules.md, "Preferred variant"): the variant of the typed pack, else the first.
function pick(product: Product, packText: string | null): string | null {
  const labels = Object.keys(product.platformData);
  const pack = packText ? parsePackSize(packText) : null;
  const sizes = labels.map((label) => ({ id: label, size: labelIntent(label) }));
  const preferred = pack ? preferredVariant(sizes, [], { sizes: [packIntent(pack)], numbers: [] }) : null;
  return preferred ?? labels[0] ?? null;
}

/** Creates the fake account routes over `products`; `user` reads the fake session. */
export function createFakeAccount(products: readonly Product[], user: () => User | null) {
  const state: FakeAccountState = { basket: [], saved: [], watches: [], alerts: [], pushEnabled: false };
  let nextId = 1;
  const signedIn = () => user() ?? fail(401, 'UNAUTHORIZED', 'Sign in to use this');
  const resolve = (text: string) => {
    const lines = parseShoppingList(text).map((line) => {
      const words = line.words
        .toLowerCase()
        .split(' ')
        .map((w) => HINGLISH[w] ?? w);
      const found = products.filter((p) =>
        words.every((w) => `${p.brand} ${p.name ?? ''}`.toLowerCase().includes(w)),
      );
      const matches = found.flatMap((p) => {
        const variant = pick(p, line.packText);
        return variant ? [{ productId: p.productId, variant }] : [];
      });
      return {
        input: line.input,
        quantity: line.quantity,
        match: matches[0] ?? null,
        alternatives: matches.slice(1, 4),
      };
    });
    const named = new Set(
      lines.flatMap((l) => [l.match, ...l.alternatives]).flatMap((m) => (m ? [m.productId] : [])),
    );
    return {
      lines,
      products: Object.fromEntries(
        products.filter((p) => named.has(p.productId)).map((p) => [p.productId, p]),
      ),
    };
  };
  const savedById = (path: string) => {
    const id = Number(path.split('/')[3]);
    return state.saved.find((s) => s.id === id) ?? fail(404, 'NOT_FOUND', 'Saved basket not found');
  };
  const summary = ({ items: _items, ...rest }: SavedBasket) => rest;
  const request = async (
    method: RequestMethod,
    path: string,
    options: RequestOptions = {},
  ): Promise<unknown> => {
    const body = (options.json ?? {}) as Record<string, unknown>;
    const route = `${method} ${path.split('?')[0]}`;
    if (route === 'post /products/resolve-list') return resolve(String(body.text ?? ''));
    if (route.startsWith('get /api/shared/')) {
      const token = path.split('/')[3]?.split('?')[0];
      const found =
        state.saved.find((s) => s.shareToken === token) ??
        fail(404, 'NOT_FOUND', 'This basket is not shared');
      return {
        name: found.name,
        items: found.items.map((item) => {
          const product = products.find((p) => p.productId === item.productId);
          return {
            ...item,
            platformData: product ? toBasketOffers(product.platformData[item.variant] ?? []) : [],
          };
        }),
      };
    }
    if (route === 'get /api/push/key')
      return { enabled: state.pushEnabled, publicKey: state.pushEnabled ? 'BFakeKey' : null };
    signedIn();
    const now = new Date('2026-11-22T06:00:00Z').toISOString();
    if (route === 'get /api/basket') return state.basket;
    if (route === 'put /api/basket') {
      state.basket = options.json as CartItem[];
      return state.basket;
    }
    if (route === 'get /api/saved-baskets') return state.saved.map(summary);
    if (route === 'post /api/saved-baskets') {
      const items = body.items as CartItem[];
      const saved: SavedBasket = {
        id: nextId++,
        name: String(body.name).trim(),
        lines: items.length,
        items,
        createdAt: now,
        updatedAt: now,
        shareToken: null,
      };
      state.saved.unshift(saved);
      return saved;
    }
    if (/^(get|patch|delete) \/api\/saved-baskets\/\d+$/.test(route)) {
      const found = savedById(path);
      if (method === 'get') return found;
      if (method === 'patch') {
        found.name = String(body.name).trim();
        return summary(found);
      }
      state.saved = state.saved.filter((s) => s !== found);
      return { success: true };
    }
    if (/^(post|delete) \/api\/saved-baskets\/\d+\/share$/.test(route)) {
      const found = savedById(path);
      if (method === 'delete') {
        found.shareToken = null;
        return { success: true };
      }
      found.shareToken ??= `tok${found.id}AAAAAAAAAAAAAAAAAAA`;
      return { token: found.shareToken, path: `/b/${found.shareToken}` };
    }
    if (route === 'get /api/watches') return state.watches;
    if (route === 'post /api/watches') {
      const product =
        products.find((p) => p.productId === body.productId) ??
        fail(404, 'NOT_FOUND', 'Product or variant not found');
      const watch: PriceWatch = {
        id: nextId++,
        productId: product.productId,
        variant: String(body.variant),
        productName: product.name ?? product.productId,
        brand: product.brand,
        below: Number(body.below),
        merchants: (body.merchants as string[] | undefined) ?? null,
        createdAt: now,
        lastAlertPrice: null,
      };
      state.watches.unshift(watch);
      return watch;
    }
    if (/^delete \/api\/watches\/\d+$/.test(route)) {
      const id = Number(path.split('/')[3]);
      if (!state.watches.some((w) => w.id === id)) fail(404, 'NOT_FOUND', 'Price alert not found');
      state.watches = state.watches.filter((w) => w.id !== id);
      return { success: true };
    }
    if (route === 'get /api/alerts')
      return { alerts: state.alerts, unread: state.alerts.filter((a) => !a.read).length };
    if (route === 'post /api/alerts/read') {
      const ids = body.ids as number[] | undefined;
      state.alerts = state.alerts.map((a) => (!ids || ids.includes(a.id) ? { ...a, read: true } : a));
      return { success: true };
    }
    if (route === 'post /api/push/subscriptions' || route === 'post /api/push/unsubscribe')
      return { success: true };
    return fail(404, 'NOT_FOUND', 'Route not found');
  };
  return { state, request };
}
