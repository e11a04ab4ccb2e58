import type { BasketOffer, CartItem } from './types';

/** Local storage keys: the cart (a JSON list), lat, lon, address, theme and the last price-popup date. */
export const STORAGE_KEYS = {
  cart: 'cart',
  lat: 'lat',
  lon: 'lon',
  address: 'address',
  theme: 'theme',
  pricePopupDate: 'lastPricePopupDate',
  recentSearches: 'recentSearches',
} as const;

/** The part of the Web Storage API the product uses. */
export interface StorageAdapter {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage kept in memory (SSR, tests, browsers that refuse localStorage). */
export function createMemoryStorage(initial?: Record<string, string>): StorageAdapter {
  const map = new Map<string, string>(Object.entries(initial ?? {}));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, String(value));
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}

// Safari private mode exposes localStorage but throws on write; some sandboxed frames throw on
// mere access. Probing once tells us whether it is usable at all.
function usableLocalStorage(): StorageAdapter | null {
  try {
    const candidate = (globalThis as { localStorage?: StorageAdapter }).localStorage;
    if (!candidate) return null;
    const probe = '__compare_probe__';
    candidate.setItem(probe, probe);
    candidate.removeItem(probe);
    return candidate;
  } catch {
    return null;
  }
}

/**
 * Picks the storage: the given backing, else the browser's localStorage when usable, else memory.
 * Writes that fail later (quota) fall back to memory so the session keeps working.
 */
export function createStorage(backing?: StorageAdapter | null): StorageAdapter {
  const primary = backing ?? usableLocalStorage();
  if (!primary) return createMemoryStorage();
  const fallback = createMemoryStorage();
  return {
    getItem: (key) => {
      try {
        return fallback.getItem(key) ?? primary.getItem(key);
      } catch {
        return fallback.getItem(key);
      }
    },
    setItem: (key, value) => {
      try {
        primary.setItem(key, value);
        fallback.removeItem(key);
      } catch {
        fallback.setItem(key, value);
      }
    },
    removeItem: (key) => {
      fallback.removeItem(key);
      try {
        primary.removeItem(key);
      } catch {
        // Nothing to undo: the memory copy is already gone.
      }
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toOffer(value: unknown): BasketOffer | null {
  if (!isRecord(value)) return null;
  const { merchantName, price, mrp, img, name } = value;
  if (typeof merchantName !== 'string' || typeof price !== 'number' || typeof mrp !== 'number') return null;
  if (!Number.isFinite(price) || !Number.isFinite(mrp)) return null;
  return {
    ...(value as Partial<BasketOffer>),
    merchantName,
    price,
    mrp,
    img: typeof img === 'string' ? img : '',
    name: typeof name === 'string' ? name : '',
  };
}

function toCartItem(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const { productId, productName, brand, variant, quantity, platformData } = value;
  if (typeof productId !== 'string' || typeof variant !== 'string') return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  if (!Array.isArray(platformData)) return null;
  const offers = platformData.map(toOffer);
  if (offers.some((offer) => offer === null)) return null;
  return {
    productId,
    productName: typeof productName === 'string' ? productName : '',
    brand: typeof brand === 'string' ? brand : '',
    variant,
    quantity,
    platformData: offers as BasketOffer[],
    // The line's 'Any brand' switch (docs/rules.md, "Kinds and equivalents"), kept only when on.
    ...(value.anyBrand === true ? { anyBrand: true } : {}),
  };
}

/** Reads the basket; corrupt or non-array data is logged and gives []; malformed lines are dropped. */
export function loadCart(
  storage: StorageAdapter,
  log: (...args: unknown[]) => void = console.error,
): CartItem[] {
  const raw = storage.getItem(STORAGE_KEYS.cart);
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    log('Failed to parse cart from storage', error);
    return [];
  }
  if (!Array.isArray(parsed)) {
    log('Failed to parse cart from storage', new TypeError('Stored cart is not a list'));
    return [];
  }
  return parsed.map(toCartItem).filter((item): item is CartItem => item !== null);
}

/** Writes the basket. */
export function saveCart(storage: StorageAdapter, items: readonly CartItem[]): void {
  storage.setItem(STORAGE_KEYS.cart, JSON.stringify(items));
}
