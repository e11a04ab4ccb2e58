// Baskets for the stories of the basket, comparison and checkout widgets, built from the fake
// client's catalogue so a refresh in a story finds live prices for them. Stories only: nothing
// here is exported from the package.
import { type CartItem, type FeeRule, type Product, STORAGE_KEYS } from '@compare/core';
import { bread, lineOf, milk, offer, rice } from '../../internal/testing/fixtures';
import { LOCATED_STORAGE } from '../../internal/testing/story-decorator';

/** Salt listed by all six merchants. */
const salt: Product = {
  productId: 'tata-salt-iodised',
  brand: 'Tata',
  name: 'Tata Salt Iodised',
  platformData: {
    '1 kg': [
      offer('dmart', 'Tata Salt 1 kg', 24, 28),
      offer('blinkit', 'Tata Salt Iodised', 25, 28),
      offer('zepto', 'Tata Salt', 26, 28),
      offer('bigbasket', 'Tata Salt - Iodised, 1 kg', 26.5, 28),
      offer('swiggy', 'Tata Salt Vacuum Evaporated', 27, 28),
      offer('jiomart', 'Tata Salt 1kg', 28, 28),
    ],
  },
};

/** Milk (3 merchants) x 2 and bread (one merchant out of stock). */
export const everydayBasket: CartItem[] = [lineOf(milk, '500 ml', 2), lineOf(bread, '400 g', 1)];

/** Lines spread over all six merchants, rice in two sizes. */
export const manyMerchantsBasket: CartItem[] = [
  lineOf(salt, '1 kg', 2),
  lineOf(milk, '1 l', 1),
  lineOf(rice, '1 kg', 1),
  lineOf(rice, '5 kg', 1),
  lineOf(milk, '500 ml', 3),
  lineOf(bread, '400 g', 1),
];

/** Bread out of stock everywhere, milk in stock. */
export const outOfStockBasket: CartItem[] = [
  lineOf(milk, '500 ml', 1),
  {
    ...lineOf(bread, '400 g', 2),
    platformData: lineOf(bread, '400 g', 2).platformData.map((o) => ({ ...o, isOutOfStock: true })),
  },
];

/** A located storage holding a basket. */
export function storageWith(items: CartItem[], extra: Record<string, string> = {}): Record<string, string> {
  return { ...LOCATED_STORAGE, [STORAGE_KEYS.cart]: JSON.stringify(items), ...extra };
}

/** Fee rules the comparison stories publish: four known merchants, DMart and JioMart unknown. */
export const storyFeeRules: FeeRule[] = (
  [
    ['blinkit', 30, 199, 12],
    ['zepto', 28, 199, 10],
    ['swiggy_instamart', 30, 299, 9],
    ['bigbasket', 30, 600, 6],
    ['dmart_ready', null, null, null],
    ['jiomart', null, null, null],
  ] as const
).map(([platform, deliveryFee, freeDeliveryAbove, handlingCharge]) => ({
  platform,
  deliveryFee,
  freeDeliveryAbove,
  smallCartFee: deliveryFee === null ? null : 15,
  smallCartBelow: deliveryFee === null ? null : 99,
  handlingCharge,
  gstRate: 0.18,
  source: 'story rule',
  effectiveFrom: '2025-09-22',
}));

const oil: Product = {
  productId: 'fortune-sunflower-oil',
  brand: 'Fortune',
  name: 'Fortune Sunlite Refined Sunflower Oil',
  platformData: {
    '1 l': [
      offer('blinkit', 'Fortune Sunflower Oil 1 l', 250, 280),
      offer('zepto', 'Fortune Sunlite 1 l', 300, 280),
    ],
  },
};
const ghee: Product = {
  productId: 'amul-pure-ghee',
  brand: 'Amul',
  name: 'Amul Pure Ghee',
  platformData: {
    '1 l': [offer('blinkit', 'Amul Ghee 1 l', 320, 340), offer('zepto', 'Amul Pure Ghee', 260, 340)],
  },
};

/** Salt and milk at three stores that both list: one store wins, with a saving against the next. */
export const oneStoreBasket: CartItem[] = [lineOf(salt, '1 kg', 2), lineOf(milk, '500 ml', 2)];

/** Oil is cheapest at Blinkit, ghee at Zepto, and each part clears free delivery: a split wins. */
export const splitBasket: CartItem[] = [lineOf(oil, '1 l', 1), lineOf(ghee, '1 l', 1)];

/** Zepto's milk price was observed three days ago and the API marked it stale. */
export const staleBasket: CartItem[] = everydayBasket.map((item) => ({
  ...item,
  platformData: item.platformData.map((o) =>
    o.merchantName === 'zepto' && item.variant === '500 ml'
      ? { ...o, stale: true, observedAt: new Date(Date.now() - 3 * 86_400_000).toISOString() }
      : o,
  ),
}));
