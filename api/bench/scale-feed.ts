// The scale feed of the import bench: 35,000 items of 875 brands (32,858 of them listed by at least
// one merchant), listed by six merchants in two cities, 315,100 rows. Every row carries its item's label, so where the importer put each listing
// can be scored pair by pair. Items of one brand and kind differ by a product-line word ("Kamori
// Royal Paneer" beside "Kamori Original Paneer") and by pack size, as merchants' catalogues do;
// each merchant words its titles its own way, half of them name the brand, two give the pack size
// only in the title. Two sku schemes: one sku per listing in every city it is priced in
// ('one-sku'), or a sku of its own in each city ('sku-per-city', what a crawl keyed per store
// produces).

/** The feed's sku schemes. */
export type SkuScheme = 'one-sku' | 'sku-per-city';

/** Items in the feed. */
export const SCALE_ITEMS = 35_000;
/** (item, merchant) pairs listed: each listed in both cities, 315,100 rows. */
export const SCALE_LISTINGS = 157_550;

const MERCHANTS = ['blinkit', 'zepto', 'swiggy', 'bigbasket', 'dmart', 'jiomart'] as const;
const CITIES = ['Mumbai', 'Delhi'] as const;
const ITEMS_PER_BRAND = 40;
const SYLLABLES = ['ka', 'ri', 'mo', 'ta', 'la', 'vi', 'na', 'su', 'de', 'po', 'ra', 'mi', 'jo', 'ne', 'ba'];
const KINDS = [
  ['Paneer', 'g', [200, 500]],
  ['Basmati Rice', 'kg', [1, 5]],
  ['Toor Dal', 'kg', [1, 2]],
  ['Cheese Slices', 'g', [200, 750]],
  ['Mustard Oil', 'l', [1, 5]],
  ['Green Tea', 'g', [100, 250]],
  ['Mixed Fruit Jam', 'g', [200, 500]],
  ['Detergent Powder', 'kg', [1, 2]],
  ['Glucose Biscuits', 'g', [250, 800]],
  ['Potato Chips', 'g', [52, 115]],
] as const;
const LINES = [
  'Royal',
  'Original',
  'Classic',
  'Gold',
  'Premium',
  'Select',
  'Super',
  'Special',
  'Deluxe',
  'Prime',
];

const HOSTS: Record<(typeof MERCHANTS)[number], (sku: string) => string> = {
  blinkit: (sku) => `https://blinkit.com/prn/x/prid/${sku}`,
  zepto: (sku) => `https://www.zeptonow.com/pn/x/pvid/${sku}`,
  swiggy: (sku) => `https://www.swiggy.com/instamart/item/${sku}`,
  bigbasket: (sku) => `https://www.bigbasket.com/pd/${sku}/x/`,
  dmart: (sku) => `https://www.dmart.in/product/x?selectedProd=${sku}`,
  jiomart: (sku) => `https://www.jiomart.com/p/groceries/x/${sku}`,
};

const brandName = (b: number) => {
  let out = '';
  let n = b;
  for (let i = 0; i < 3; i++) {
    out += SYLLABLES[n % SYLLABLES.length];
    n = Math.floor(n / SYLLABLES.length) + i * 7;
  }
  return `${out[0]!.toUpperCase()}${out.slice(1)} ${b % 3 === 0 ? 'Foods' : 'Farms'}`;
};

/** One item: its brand, product line, kind and pack. */
export function scaleItem(p: number) {
  const b = Math.floor(p / ITEMS_PER_BRAND);
  const j = p % ITEMS_PER_BRAND;
  const [kind, unit, sizes] = KINDS[j % KINDS.length]!;
  // Four lines of each kind per brand, and each line in one of two pack sizes.
  const line = LINES[(Math.floor(j / KINDS.length) + b) % LINES.length]!;
  const size = sizes[(b + Math.floor(j / KINDS.length)) % sizes.length]!;
  return { brand: brandName(b), line, kind, pack: `${size} ${unit}`, mrp: 20 + (p % 480) };
}

/** Whether merchant `m` lists item `p` (a fixed 157,550 of the 210,000 pairs). */
const lists = (p: number, m: number) => ((p * MERCHANTS.length + m) * 7919) % 210_000 < SCALE_LISTINGS;

/** A row of the feed with its item's label. */
export interface LabelledRow {
  label: string;
  row: Record<string, unknown>;
}

/** The feed's rows, city by city, each with its item's label. */
export function* scaleFeedRows(scheme: SkuScheme): Generator<LabelledRow> {
  for (let c = 0; c < CITIES.length; c++) {
    for (let p = 0; p < SCALE_ITEMS; p++) {
      const item = scaleItem(p);
      const base = `${item.brand} ${item.line} ${item.kind}`;
      for (let m = 0; m < MERCHANTS.length; m++) {
        if (!lists(p, m)) continue;
        const merchant = MERCHANTS[m]!;
        const sku = scheme === 'one-sku' ? `${merchant[0]}${p}` : `${merchant[0]}${p}c${c}`;
        const title =
          merchant === 'bigbasket'
            ? `${base}, ${item.pack}`
            : merchant === 'dmart'
              ? `${base} : ${item.pack}`
              : merchant === 'zepto'
                ? `${base} (Pouch)`
                : merchant === 'swiggy'
                  ? `${item.brand} ${item.kind} - ${item.line}`
                  : base;
        const price = Math.round(item.mrp * (0.8 + ((p + m * 7 + c) % 20) / 100) * 100) / 100;
        const row: Record<string, unknown> = {
          merchant,
          sku,
          title,
          url: HOSTS[merchant](sku),
          mrp: item.mrp,
          price: Math.min(price, item.mrp),
          inStock: (p + m + c) % 17 !== 0,
          city: CITIES[c],
        };
        if (merchant !== 'dmart' && merchant !== 'bigbasket') row.pack = item.pack;
        if (m % 2 === 0) row.brand = item.brand;
        yield { label: String(p), row };
      }
    }
  }
}

/** The feed as JSON Lines chunks (without labels), for writing to a file. */
export function* scaleFeedText(scheme: SkuScheme): Generator<string> {
  let chunk = '';
  let n = 0;
  for (const { row } of scaleFeedRows(scheme)) {
    chunk += `${JSON.stringify(row)}\n`;
    if (++n % 1000 === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** Listing keys (merchant:sku) and the item each is. */
export function scaleLabels(scheme: SkuScheme): Map<string, string> {
  const labels = new Map<string, string>();
  for (const { label, row } of scaleFeedRows(scheme)) labels.set(`${row.merchant}:${row.sku}`, label);
  return labels;
}

/** Pairwise precision and recall of where listings went (listing key to variant id) against labels. */
export function pairwiseScore(
  labels: ReadonlyMap<string, string>,
  variantOf: ReadonlyMap<string, string>,
): { precision: number; recall: number; mixedVariants: number; examples: string[] } {
  const pairs = (n: number) => (n * (n - 1)) / 2;
  const byLabel = new Map<string, number>();
  const byVariant = new Map<string, Map<string, number>>();
  for (const [key, label] of labels) {
    const variant = variantOf.get(key);
    if (!variant) throw new Error(`listing ${key} was not imported`);
    byLabel.set(label, (byLabel.get(label) ?? 0) + 1);
    let inVariant = byVariant.get(variant);
    if (!inVariant) {
      inVariant = new Map();
      byVariant.set(variant, inVariant);
    }
    inVariant.set(label, (inVariant.get(label) ?? 0) + 1);
  }
  let truePairs = 0;
  let predicted = 0;
  let mixedVariants = 0;
  const examples: string[] = [];
  for (const [variant, inVariant] of byVariant) {
    let total = 0;
    for (const n of inVariant.values()) {
      truePairs += pairs(n);
      total += n;
    }
    predicted += pairs(total);
    if (inVariant.size > 1) {
      mixedVariants++;
      if (examples.length < 5) {
        const items = [...inVariant.keys()].map((l) => {
          const it = scaleItem(Number(l));
          return `${it.brand} ${it.line} ${it.kind} ${it.pack}`;
        });
        examples.push(`${variant}: ${items.join(' ~ ')}`);
      }
    }
  }
  let labelled = 0;
  for (const n of byLabel.values()) labelled += pairs(n);
  return {
    precision: predicted === 0 ? 1 : truePairs / predicted,
    recall: labelled === 0 ? 1 : truePairs / labelled,
    mixedVariants,
    examples,
  };
}
