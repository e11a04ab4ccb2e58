// Each merchant words the same product its own way, as their public listings do, e.g. for Amul
// Taaza 500 ml: blinkit "Amul Taaza Toned Milk", zepto "Amul Taaza Toned Fresh Milk (Pouch)",
// swiggy "Amul Taaza Toned Milk Pouch", bigbasket "Amul Taaza Homogenised Toned Milk, 500 ml
// Pouch", dmart "Amul Taaza Toned Milk : 500 ml", jiomart "Amul Taaza Toned Milk 500 ml".
import type { PlatformKey } from '@compare/core';
import { PRODUCE_BRAND, type ProductSeed } from './seed';

/** bigbasket sells loose produce under its own label. */
const BIGBASKET_PRODUCE_LABEL = 'Fresho';

/** The title `merchant` gives the variant `label` of `product`. */
export function merchantTitle(merchant: PlatformKey, product: ProductSeed, label: string): string {
  const base = product.titles?.[merchant] ?? product.name;
  const { container, local } = product;
  const isProduce = product.brand === PRODUCE_BRAND;
  switch (merchant) {
    case 'blinkit':
      return base;
    case 'zepto':
      if (isProduce && local && !base.toLowerCase().includes(local.toLowerCase()))
        return `${base} (${local})`;
      return container ? `${base} (${container})` : base;
    case 'swiggy':
      return container ? `${base} ${container}` : base;
    case 'bigbasket':
      if (isProduce) return `${BIGBASKET_PRODUCE_LABEL} ${base}, ${label}`;
      return container ? `${base}, ${label} ${container}` : `${base}, ${label}`;
    case 'dmart':
      return `${base} : ${label}`;
    case 'jiomart':
      return `${base} ${label}`;
  }
}
