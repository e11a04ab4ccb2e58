// In-memory demo data for the fake API client that stories and tests use instead of the network.
// Shapes follow the contract (@compare/core/contract); images are generated SVG data URIs (no hot links).
import type {
  CartItem,
  CategoryTile,
  GeoSuggestion,
  Offer,
  PlatformEta,
  PriceHistory,
  Product,
  TrendingSection,
  User,
} from '@compare/core';
import { toBasketOffers } from '../product';

/** A small square SVG tile with a label, as a data URI. */
export function svgImage(label: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" rx="16" fill="${color}"/><text x="60" y="70" font-family="Arial,sans-serif" font-size="20" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const URL_PATTERNS: Record<string, (slug: string, id: string) => string> = {
  blinkit: (slug, id) => `https://blinkit.com/prn/${slug}/prid/${id}`,
  zepto: (slug, id) => `https://www.zeptonow.com/pn/${slug}/pvid/${id}`,
  swiggy: (_slug, id) => `https://www.swiggy.com/instamart/item/${id}`,
  bigbasket: (slug, id) => `https://www.bigbasket.com/pd/${id}/${slug}/`,
  dmart: (slug, id) => `https://www.dmart.in/product/${slug}?selectedProd=${id}`,
  jiomart: (slug, id) => `https://www.jiomart.com/p/groceries/${slug}/${id}`,
};

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
}

/** Builds an offer with the discount derived from price and mrp. */
export function offer(
  merchantName: string,
  title: string,
  price: number,
  mrp: number,
  extra: Partial<Offer> = {},
): Offer {
  const id = String(1000 + title.length * 7 + Math.round(price));
  const pattern = URL_PATTERNS[merchantName] ?? ((slug: string) => `https://example.invalid/${slug}`);
  return {
    merchantName,
    merchantUrl: pattern(slugify(title), id),
    name: title,
    img: svgImage(merchantName.slice(0, 2).toUpperCase(), '#3b5b3b'),
    price,
    mrp,
    discount: price < mrp ? Math.ceil(((mrp - price) / mrp) * 100) : 0,
    isOutOfStock: false,
    eta: 10,
    ...extra,
  };
}

/** Amul Taaza toned milk in two variants, offers sorted by ascending price. */
export const milk: Product = {
  productId: 'amul-taaza-toned-milk',
  brand: 'Amul',
  name: 'Amul Taaza Toned Milk',
  category: 'Dairy, Bread & Eggs',
  images: [svgImage('Milk', '#1d4e89'), svgImage('Pack', '#24577a')],
  platformData: {
    '500 ml': [
      offer('zepto', 'Amul Taaza Toned Fresh Milk', 27, 28, { eta: 9 }),
      offer('blinkit', 'Amul Taaza Toned Milk', 28, 28, { eta: 8 }),
      offer('swiggy', 'Amul Taaza Homogenised Toned Milk', 28.5, 29, { eta: 14 }),
    ],
    '1 l': [
      offer('blinkit', 'Amul Taaza Toned Milk 1 L', 54, 56, { eta: 8 }),
      offer('bigbasket', 'Amul Taaza Toned Milk, 1 L Pouch', 55, 56, { eta: 22 }),
    ],
  },
};

/** Another brand's toned milk: ₹3 less than Amul Taaza's 500 ml at zepto, dearer at blinkit. */
export const motherDairyMilk: Product = {
  productId: 'mother-dairy-toned-milk',
  brand: 'Mother Dairy',
  name: 'Mother Dairy Toned Milk',
  category: 'Dairy, Bread & Eggs',
  images: [svgImage('Milk', '#2e6da4')],
  platformData: {
    '500 ml': [
      offer('zepto', 'Mother Dairy Toned Milk', 24, 28, { eta: 9 }),
      offer('blinkit', 'Mother Dairy Toned Milk', 29, 29, { eta: 8 }),
      offer('bigbasket', 'Mother Dairy Toned Milk, 500 ml Pouch', 26, 28, { eta: 22 }),
    ],
  },
};

/** Full cream milk, cheap everywhere: never offered for toned milk. */
export const fullCreamMilk: Product = {
  productId: 'amul-gold-full-cream-milk',
  brand: 'Amul',
  name: 'Amul Gold Full Cream Milk',
  category: 'Dairy, Bread & Eggs',
  images: [svgImage('Gold', '#a47d2e')],
  platformData: {
    '500 ml': [
      offer('zepto', 'Amul Gold Full Cream Fresh Milk', 20, 34),
      offer('blinkit', 'Amul Gold Full Cream Milk', 20, 34),
    ],
  },
};

/** Brown bread with a single variant and one out-of-stock offer. */
export const bread: Product = {
  productId: 'harvest-gold-brown-bread',
  brand: 'Harvest Gold',
  name: 'Harvest Gold Brown Bread',
  category: 'Dairy, Bread & Eggs',
  images: [svgImage('Bread', '#7a4a1d')],
  platformData: {
    '400 g': [
      offer('blinkit', 'Harvest Gold Brown Bread', 50, 55, { eta: 8 }),
      offer('zepto', 'Harvest Gold Brown Bread 400g', 52, 55, { eta: 11, isOutOfStock: true }),
    ],
  },
};

/** A product the catalogue has no name for (shown as Product-{productId}). */
export const unnamed: Product = {
  productId: 'p-7781',
  brand: 'Tata',
  platformData: {
    '1 kg': [offer('dmart', 'Tata Salt Iodised 1 kg', 25, 28, { eta: 35 })],
  },
};

/** Rice with many variants. */
export const rice: Product = {
  productId: 'india-gate-basmati-rice',
  brand: 'India Gate',
  name: 'India Gate Basmati Rice Classic',
  category: 'Atta, Rice & Dal',
  images: [svgImage('Rice', '#8a6d1d')],
  platformData: {
    '1 kg': [
      offer('blinkit', 'India Gate Classic Basmati 1 kg', 215, 250),
      offer('zepto', 'India Gate Basmati', 219, 250),
    ],
    '5 kg': [offer('bigbasket', 'India Gate Classic Basmati 5 kg', 999, 1199)],
    '10 kg': [offer('dmart', 'India Gate Basmati Classic 10 kg', 1899, 2350)],
    '4 x 1 kg': [offer('swiggy', 'India Gate Basmati Classic (4 x 1 kg)', 849, 1000)],
  },
};

const BRANDS = ['Amul', 'Britannia', 'Tata', 'Aashirvaad', 'Fortune', 'Parle', 'Haldiram', 'Mother Dairy'];
const ITEMS = ['Butter', 'Biscuits', 'Tea', 'Atta', 'Oil', 'Rusk', 'Namkeen', 'Curd', 'Paneer', 'Ghee'];
const UNITS = ['100 g', '200 g', '500 g', '1 kg', '500 ml', '1 l'];
const MERCHANTS = ['blinkit', 'zepto', 'swiggy', 'bigbasket', 'dmart', 'jiomart'];

/** A deterministic generated product (for paging through more than one page of results). */
export function generatedProduct(index: number): Product {
  const brand = BRANDS[index % BRANDS.length] ?? 'Amul';
  const item = ITEMS[index % ITEMS.length] ?? 'Butter';
  const unit = UNITS[index % UNITS.length] ?? '100 g';
  const base = 30 + ((index * 37) % 400);
  const first = MERCHANTS[index % MERCHANTS.length] ?? 'blinkit';
  const second = MERCHANTS[(index + 2) % MERCHANTS.length] ?? 'zepto';
  return {
    productId: `gen-${index}`,
    brand,
    name: `${brand} ${item} ${index}`,
    category: index % 2 === 0 ? 'Snacks & Munchies' : 'Dairy, Bread & Eggs',
    images: [svgImage(item, '#35506b')],
    platformData: {
      [unit]: [
        offer(first, `${brand} ${item}`, base, base + 10, { eta: 10 + (index % 20) }),
        offer(second, `${brand} ${item} ${unit}`, base + 4, base + 10, { eta: 15 + (index % 15) }),
      ],
    },
  };
}

/** The whole catalogue: the hand-written products plus 41 generated ones (45 in all). */
export const catalogue: Product[] = [
  milk,
  bread,
  rice,
  unnamed,
  ...Array.from({ length: 41 }, (_, i) => generatedProduct(i + 1)),
];

/** Merchant ETAs at the default point; jiomart has none there. */
export const platformEtas: PlatformEta[] = [
  { name: 'blinkit', eta: { value: 8, unit: 'mins' } },
  { name: 'zepto', eta: { value: 10, unit: 'mins' } },
  { name: 'swiggy', eta: { value: 14, unit: '' } },
  { name: 'bigbasket', eta: { value: 22, unit: 'mins' } },
  { name: 'dmart', eta: { value: '1-2', unit: 'hours' } },
  { name: 'jiomart', eta: { value: null, unit: '' } },
];

/** Home category tiles. */
export const categories: CategoryTile[] = [
  { title: 'Dairy, Bread & Eggs', img: svgImage('Dairy', '#1d4e89'), search: 'milk' },
  { title: 'Fruits & Vegetables', img: svgImage('Fruit', '#2f6b2f'), search: 'vegetables' },
  { title: 'Atta, Rice & Dal', img: svgImage('Rice', '#8a6d1d'), search: 'rice' },
  { title: 'Snacks & Munchies', img: svgImage('Snacks', '#9c3d1d'), search: 'namkeen' },
  { title: 'Tea, Coffee & More', img: svgImage('Tea', '#5b3b1d'), search: 'tea' },
  { title: 'Cleaning Essentials', img: svgImage('Clean', '#1d6b6b'), search: 'detergent' },
  { title: 'Masala & Oil', img: svgImage('Oil', '#a3621d'), search: 'oil' },
];

/** Home trending sections. */
export const trending: TrendingSection[] = [
  { title: 'Dairy, Bread & Eggs', products: [milk, bread, generatedProduct(3), generatedProduct(5)] },
  { category: 'Atta, Rice & Dal', products: [rice, unnamed, generatedProduct(4)] },
];

/** The gazetteer the fake geocoding answers from (cities, localities and a PIN code). */
export const places: GeoSuggestion[] = [
  { display_name: 'Mumbai, Maharashtra, India', lat: '19.076', lon: '72.8777', place_id: 1 },
  { display_name: 'Andheri West, Mumbai, Maharashtra, India', lat: '19.1364', lon: '72.8296', place_id: 2 },
  { display_name: 'Bengaluru, Karnataka, India', lat: '12.9716', lon: '77.5946', place_id: 3 },
  { display_name: 'Koramangala, Bengaluru, Karnataka, India', lat: '12.9352', lon: '77.6245', place_id: 4 },
  { display_name: 'New Delhi, Delhi, India', lat: '28.6139', lon: '77.209', place_id: 5 },
  { display_name: '400001, Fort, Mumbai, Maharashtra, India', lat: '18.9322', lon: '72.8264', place_id: 6 },
  { display_name: 'Pune, Maharashtra, India', lat: '18.5204', lon: '73.8567', place_id: 7 },
];

/** A signed-in demo user. */
export const demoUser: User = { id: 1, username: 'asha', createdAt: '2026-01-05T10:00:00.000Z' };

/** Thirty days of observed prices for the milk's cheapest offers. */
export function priceHistoryFor(product: Product, today = new Date('2026-11-22T06:00:00Z')): PriceHistory {
  const series = Object.entries(product.platformData).flatMap(([variant, offers]) =>
    offers.slice(0, 2).map((o) => ({
      merchantName: o.merchantName,
      variant,
      points: Array.from({ length: 30 }, (_, day) => {
        const at = new Date(today.getTime() - (29 - day) * 86_400_000).toISOString();
        const drift = ((day * 7) % 5) - 2;
        return { at, price: Math.max(1, o.price + drift), mrp: o.mrp, available: true };
      }),
    })),
  );
  return { productId: product.productId, series };
}

/** A basket line for one variant of a catalogue product, as the add-to-cart control builds it. */
export function lineOf(product: Product, variant: string, quantity: number): CartItem {
  return {
    productId: product.productId,
    productName: product.name ?? product.productId,
    brand: product.brand,
    variant,
    quantity,
    platformData: toBasketOffers(product.platformData[variant] ?? []),
  };
}
