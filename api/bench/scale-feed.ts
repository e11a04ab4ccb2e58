// The scale feed: 35,000 items listed by six merchants in two cities, 157,550 listings, 315,100
// rows, each labelled with its item, so where the importer put each listing can be scored pair by
// pair. Its words come from a source the matcher was not written from: BigBasket's public product
// list (bench/data/bigbasket-products.csv.gz, 27,555 real listings of 2,314 brands). Every distinct
// (brand, product name, MRP) of that list is an item, so the brands, kinds, product-line words and
// the MRP differences between lines of one brand are the catalogue's own ('Face Wash - Oil Control,
// Active' beside 'Face Wash - Fresh'; its 1,016 combos); a product name the list holds at several
// MRPs is that product in several pack sizes, smallest pack at the lowest MRP. Then, to reach 35,000
// items, some products get a larger pack of their own (same words, another pack and MRP) and some a
// 'Pack of 2' multipack: look-alikes that must stay apart.
//
// Each merchant writes titles, brands and pack sizes its own way: bigbasket the list's own title
// with the pack after a comma; blinkit brand + title with a pack field; zepto the words after the
// list's ' - ' first and the parent company as brand where there is one; instamart no brand field
// and, for about one item in seven, no brand in the title either; dmart 'title : pack' with the
// parent company; jiomart the pack only in the title and a brand field for half the items. Pack
// notations differ ('1 kg' / '1000 g' / '1 Kg', '1 l' / '1 Litre' / '1000 ml' / '1 ltr', '6 pcs'
// / '6 pieces'), MRPs of one item differ by up to 2% between merchants.
//
// Two sku shapes: one sku per listing in every city ('one-sku'), or a sku of its own per city
// ('sku-per-city', what a crawl keyed per store produces). The labels are not in the feed rows (a
// side map, scaleLabels), so the importer reads only what a merchant's feed would carry.
// Write a feed: cd api && npx tsx bench/scale-feed.ts [--sku-per-city] [--cities N] [--rows N] > scale.jsonl
// (--cities: the same listings in up to seven cities, 157,550 rows each; --rows: the first N rows.
// `--sku-per-city --cities 7 --rows 1000000` is the million-row catalogue whose import's memory
// docs/feeds.md reports.)
import { fileURLToPath } from 'node:url';
import { bigbasketSlug, readBigBasketList } from './bigbasket-feed';

/** The feed's sku schemes. */
export type SkuScheme = 'one-sku' | 'sku-per-city';

/** Items in the feed. */
export const SCALE_ITEMS = 35_000;
/** (item, merchant) pairs listed: each listed in both cities, 315,100 rows. */
export const SCALE_LISTINGS = 157_550;

const MERCHANTS = ['blinkit', 'zepto', 'swiggy', 'bigbasket', 'dmart', 'jiomart'] as const;
type Merchant = (typeof MERCHANTS)[number];
const CITIES = ['Mumbai', 'Delhi', 'Bengaluru', 'Hyderabad', 'Chennai', 'Kolkata', 'Pune'] as const;
/** Cities the feed lists its items in unless asked for more (the 315,100-row feed). */
const FEED_CITIES = 2;

/**
 * Parent companies of brands, as some merchants put them in the brand field ('Nestle' for Maggi).
 * Public knowledge, written for this bench; the matcher has no part in it.
 */
const PARENTS: Record<string, string> = {
  amul: 'GCMMF',
  colgate: 'Colgate-Palmolive',
  'loreal paris': "L'Oreal",
  garnier: "L'Oreal",
  mtr: 'Orkla',
  mamaearth: 'Honasa Consumer',
  dettol: 'Reckitt',
  harpic: 'Reckitt',
  lizol: 'Reckitt',
  veet: 'Reckitt',
  nivea: 'Beiersdorf',
  'nivea men': 'Beiersdorf',
  sunfeast: 'ITC',
  aashirvaad: 'ITC',
  fiama: 'ITC',
  savlon: 'ITC',
  engage: 'ITC',
  classmate: 'ITC',
  fogg: 'Vini Cosmetics',
  huggies: 'Kimberly-Clark',
  pampers: 'Procter & Gamble',
  gillette: 'Procter & Gamble',
  'head & shoulders': 'Procter & Gamble',
  tide: 'Procter & Gamble',
  ariel: 'Procter & Gamble',
  whisper: 'Procter & Gamble',
  'oral-b': 'Procter & Gamble',
  'park avenue': 'Raymond',
  'set wet': 'Marico',
  saffola: 'Marico',
  parachute: 'Marico',
  nihar: 'Marico',
  lakme: 'Hindustan Unilever',
  ponds: 'Hindustan Unilever',
  'surf excel': 'Hindustan Unilever',
  dove: 'Hindustan Unilever',
  lux: 'Hindustan Unilever',
  lifebuoy: 'Hindustan Unilever',
  vim: 'Hindustan Unilever',
  kissan: 'Hindustan Unilever',
  knorr: 'Hindustan Unilever',
  horlicks: 'Hindustan Unilever',
  bru: 'Hindustan Unilever',
  'red label': 'Hindustan Unilever',
  vaseline: 'Hindustan Unilever',
  axe: 'Hindustan Unilever',
  'clinic plus': 'Hindustan Unilever',
  sunsilk: 'Hindustan Unilever',
  tresemme: 'Hindustan Unilever',
  pears: 'Hindustan Unilever',
  closeup: 'Hindustan Unilever',
  pepsodent: 'Hindustan Unilever',
  'tata sampann': 'Tata Consumer Products',
  'tata tea': 'Tata Consumer Products',
  tetley: 'Tata Consumer Products',
  parle: 'Parle Products',
  cadbury: 'Mondelez',
  catch: 'DS Group',
  'yardley london': 'Wipro Consumer Care',
  santoor: 'Wipro Consumer Care',
  maggi: 'Nestle',
  nescafe: 'Nestle',
  kelloggs: 'Kellanova',
  lays: 'PepsiCo',
  kurkure: 'PepsiCo',
  quaker: 'PepsiCo',
  tropicana: 'PepsiCo',
  fortune: 'Adani Wilmar',
  'good knight': 'Godrej Consumer Products',
  cinthol: 'Godrej Consumer Products',
  hit: 'Godrej Consumer Products',
  boroplus: 'Emami',
  navratna: 'Emami',
  zandu: 'Emami',
  sensodyne: 'Haleon',
  complan: 'Zydus Wellness',
  'glucon-d': 'Zydus Wellness',
  'sugar free': 'Zydus Wellness',
};

/** Pack ladders by unit: the sizes a product of that unit comes in, smallest first. */
const LADDERS = {
  g: [50, 100, 150, 200, 250, 400, 500, 1000, 2000, 5000],
  ml: [100, 150, 200, 250, 500, 1000, 2000, 5000],
  pcs: [1, 2, 3, 4, 6, 10, 12, 24, 30],
} as const;
type Unit = keyof typeof LADDERS;

const LIQUID =
  /\b(oil|shampoo|conditioner|wash|lotion|serum|toner|spray|liquid|deo|deodorant|perfume|mist|saniti[sz]er|mouthwash|juice|drink|water|syrup|milk|vinegar|sauce|cleaner|detergent liquid|soft drink|squash|sharbat|shake|coolant|fabric conditioner)\b/i;
const COUNTED =
  /\b(bottle|container|jar|brush|lamp|box|plate|glass|mug|cup|tumbler|tissues?|napkins?|pads|diapers?|eggs?|bags?|bowl|spoon|knife|pan|kadai|tawa|casserole|flask|lunch|tiffin|towel|wipes|candles?|holder|stand|mop|broom|scrubber|sponge|gloves|razor|blades?|comb|pencils?|pens?|notebook|refill|cartridge|bulb|battery|batteries)\b/i;

const SOLID = /\b(cream|soap|powder|paste|scrub|mask|wax|balm|henna|mehendi|bar|cake|flakes|granules)\b/i;

/** The unit an item of this list is sold by, read from its own name and category. */
function unitOf(title: string, category: string): Unit {
  if (COUNTED.test(title)) return 'pcs';
  if (category === 'Kitchen, Garden & Pets') return /\bfood\b/i.test(title) ? 'g' : 'pcs';
  if (LIQUID.test(title)) return 'ml';
  if (category === 'Cleaning & Household' && !SOLID.test(title)) return 'pcs';
  return 'g';
}

/** A 32-bit hash of a string (FNV-1a), for stable choices per item. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** One item of the feed. */
export interface ScaleItem {
  brand: string;
  /** The list's product name ('Face Wash - Oil Control, Active'). */
  name: string;
  category: string;
  unit: Unit;
  /** Pack size in the unit. */
  size: number;
  /** Units in a multipack ('Pack of 2'), 1 otherwise. */
  count: number;
  mrp: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

let itemsCache: ScaleItem[] | undefined;

/** The feed's 35,000 items, built from BigBasket's list (the same every time). */
export function scaleItems(): ScaleItem[] {
  if (itemsCache) return itemsCache;
  const seen = new Set<string>();
  const groups = new Map<string, Array<{ brand: string; name: string; category: string; mrp: number }>>();
  for (const p of readBigBasketList()) {
    const name = (p.product.trim() || p.type.trim()).replace(/\s+/g, ' ');
    const brand = p.brand.trim().replace(/\s+/g, ' ');
    const mrp = Number(p.market_price);
    if (!name || !(mrp > 0)) continue;
    const key = `${brand.toLowerCase()}|${name.toLowerCase()}`;
    if (seen.has(`${key}|${mrp}`)) continue;
    seen.add(`${key}|${mrp}`);
    const group = groups.get(key) ?? [];
    group.push({ brand, name, category: p.category.trim(), mrp });
    groups.set(key, group);
  }
  const items: ScaleItem[] = [];
  for (const group of groups.values()) {
    group.sort((a, b) => a.mrp - b.mrp);
    const first = group[0]!;
    // A combo is sold as one piece: its own pack sizes are in its name.
    const unit = isCombo(first.name) ? 'pcs' : unitOf(first.name, first.category);
    const ladder = isCombo(first.name) ? LADDERS.pcs.slice(0, 1 + group.length) : LADDERS[unit];
    // Room above for every member of the group (and one more pack for some).
    const top = Math.max(0, ladder.length - group.length - 1);
    const start = isCombo(first.name) ? 0 : hash(first.name) % (Math.min(top, 6) + 1);
    group.forEach((g, i) => {
      items.push({ ...g, unit, size: ladder[start + i]!, count: 1 });
    });
  }
  const listItems = items.length;
  const taken = new Set(items.map((it) => `${it.brand}|${it.name}|${it.size}|${it.count}`));
  // Larger packs and multipacks of single-pack products until there are SCALE_ITEMS items.
  for (let i = 0; items.length < SCALE_ITEMS && i < listItems; i++) {
    const item = items[i]!;
    if (isCombo(item.name)) continue;
    const h = hash(`${item.brand}|${item.name}|${item.mrp}`);
    if (h % 3 === 0) continue;
    if (h % 3 === 1) {
      items.push({ ...item, count: 2, mrp: round2(item.mrp * (1.9 + (h % 10) / 100)) });
    } else {
      const ladder = LADDERS[item.unit] as readonly number[];
      const at = ladder.indexOf(item.size);
      const bigger = ladder[at + 1];
      if (bigger === undefined) continue;
      const key = `${item.brand}|${item.name}|${bigger}|1`;
      if (taken.has(key)) continue;
      taken.add(key);
      items.push({ ...item, size: bigger, mrp: round2(item.mrp * (bigger / item.size) ** 0.85) });
    }
  }
  if (items.length < SCALE_ITEMS) throw new Error(`the list gives only ${items.length} items`);
  itemsCache = items.slice(0, SCALE_ITEMS);
  return itemsCache;
}

const isCombo = (name: string) => /\+|\bcombo\b/i.test(name);

/** How many merchants list item `i` (3 to 6, 157,550 listings in all). */
function merchantCount(i: number): number {
  // 3, 6, 4, 5 in turn (157,500), and the first 50 items of three merchants get a fourth (+50).
  return i % 4 === 0 && i < 200 ? 4 : [3, 6, 4, 5][i % 4]!;
}

const plain = (name: string) =>
  name
    .replace(/\s+-\s+/g, ' ')
    .replace(/,\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The pack as merchant `m` writes it. */
function packText(item: ScaleItem, m: Merchant, h: number): string {
  const { unit, size } = item;
  let one: string;
  if (unit === 'pcs') {
    one = m === 'dmart' ? `${size} Units` : h % 2 ? `${size} pcs` : `${size} pieces`;
  } else if (unit === 'g') {
    const kg = size >= 1000;
    if (m === 'dmart') one = kg ? `${size / 1000} kg` : `${size} gms`;
    else if (m === 'swiggy') one = kg ? `${size / 1000}kg` : `${size}g`;
    else if (m === 'jiomart') one = kg ? `${size / 1000} kg` : `${size} gm`;
    else if (m === 'zepto' && kg && h % 2) one = `${size} g`;
    else one = kg ? `${size / 1000} ${m === 'bigbasket' ? 'kg' : h % 3 ? 'kg' : 'Kg'}` : `${size} g`;
  } else {
    const l = size >= 1000;
    if (m === 'dmart') one = l ? `${size / 1000} Litre` : `${size} ml`;
    else if (m === 'swiggy') one = l ? `${size / 1000} ltr` : `${size}ml`;
    else if (m === 'zepto' && l && h % 2) one = `${size} ml`;
    else one = l ? `${size / 1000} ${m === 'blinkit' ? 'l' : 'L'}` : `${size} ml`;
  }
  if (item.count === 1) return one;
  if (m === 'zepto') return `${item.count} x ${one}`;
  if (m === 'dmart') return `${one} x ${item.count}`;
  return `${one} (Pack of ${item.count})`;
}

/** A row of the scale feed (the public feed format). */
export interface ScaleRow {
  merchant: Merchant;
  sku: string;
  title: string;
  brand?: string;
  pack?: string;
  category: string;
  url: string;
  mrp: number;
  price: number;
  inStock: boolean;
  city: (typeof CITIES)[number];
}

function skuFor(m: Merchant, item: number, city: number, scheme: SkuScheme): string {
  const n = item + (scheme === 'sku-per-city' ? city * 1_000_000 : 0);
  switch (m) {
    case 'blinkit':
      return String(200_000 + n);
    case 'zepto': {
      const a = hash(`z${n}`).toString(16).padStart(8, '0');
      const b = hash(`zz${n}`).toString(16).padStart(8, '0');
      return `${a}-${b.slice(0, 4)}-4${b.slice(4, 7)}-a${String(n % 1000).padStart(3, '0')}-${String(n).padStart(12, '0')}`;
    }
    case 'swiggy':
      return `SI${(n + 36 ** 6).toString(36).toUpperCase()}`;
    case 'bigbasket':
      return String(40_000_000 + n);
    case 'dmart':
      return String(100_000 + n);
    case 'jiomart':
      return String(490_000_000 + n);
  }
}

function urlFor(m: Merchant, sku: string, slug: string): string {
  switch (m) {
    case 'blinkit':
      return `https://blinkit.com/prn/${slug}/prid/${sku}`;
    case 'zepto':
      return `https://www.zeptonow.com/pn/${slug}/pvid/${sku}`;
    case 'swiggy':
      return `https://www.swiggy.com/instamart/item/${sku}`;
    case 'bigbasket':
      return `https://www.bigbasket.com/pd/${sku}/${slug}/`;
    case 'dmart':
      return `https://www.dmart.in/product/${slug}?selectedProd=${sku}`;
    case 'jiomart':
      return `https://www.jiomart.com/p/groceries/${slug}/${sku}`;
  }
}

/** How merchant `m` titles item `item` and what it puts in the brand and pack fields. */
function listingText(
  item: ScaleItem,
  m: Merchant,
  h: number,
): { title: string; brand?: string; pack?: string } {
  const pack = packText(item, m, h);
  const brand = item.brand;
  const parent = PARENTS[brand.toLowerCase()];
  const withBrand = (text: string) =>
    brand && !text.toLowerCase().startsWith(brand.toLowerCase()) ? `${brand} ${text}` : text;
  switch (m) {
    case 'bigbasket':
      return { title: `${item.name}, ${pack}`, ...(brand ? { brand } : {}) };
    case 'blinkit':
      return { title: withBrand(plain(item.name)), ...(brand ? { brand } : {}), pack };
    case 'zepto': {
      const [head, ...rest] = item.name.split(/\s+-\s+/);
      const words = rest.length ? `${plain(rest.join(' '))} ${head}` : plain(item.name);
      const spelled = h % 5 === 0 ? brand.toUpperCase() : brand.replace(/'/g, '');
      const title =
        spelled && !words.toLowerCase().startsWith(spelled.toLowerCase()) ? `${spelled} ${words}` : words;
      return { title, ...(parent || brand ? { brand: parent ?? brand } : {}), pack };
    }
    case 'swiggy':
      return { title: h % 7 === 0 ? plain(item.name) : withBrand(plain(item.name)), pack };
    case 'dmart':
      return {
        title: `${withBrand(plain(item.name))} : ${pack}`,
        ...(parent || brand ? { brand: parent ?? brand } : {}),
        pack,
      };
    case 'jiomart':
      return { title: `${withBrand(plain(item.name))} ${pack}`, ...(h % 2 === 0 && brand ? { brand } : {}) };
  }
}

/** The feed's rows, city by city (the first `cities`), each with its item's label (the item's index). */
export function* scaleFeedRows(
  scheme: SkuScheme,
  cities = FEED_CITIES,
): Generator<{ label: string; row: ScaleRow }> {
  if (!Number.isInteger(cities) || cities < 1 || cities > CITIES.length)
    throw new RangeError(`cities: 1 to ${CITIES.length}`);
  const items = scaleItems();
  // Each listing's words once (they are the same in both cities).
  const listings: Array<{
    i: number;
    m: Merchant;
    hm: number;
    title: string;
    brand?: string;
    pack?: string;
  }> = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const count = merchantCount(i);
    const first = hash(`${i}`) % MERCHANTS.length;
    for (let k = 0; k < count; k++) {
      const m = MERCHANTS[(first + k) % MERCHANTS.length]!;
      const hm = hash(`${i}|${m}`);
      const text = listingText(item, m, hm);
      listings.push({ i, m, hm, ...text, title: text.title.slice(0, 255) });
    }
  }
  const slugs = new Map<number, string>();
  for (let c = 0; c < cities; c++) {
    for (let n = 0; n < listings.length; n++) {
      const { i, m, hm, title, brand, pack } = listings[n]!;
      const item = items[i]!;
      const sku = skuFor(m, i, c, scheme);
      let slug = slugs.get(n);
      if (slug === undefined) {
        slug = bigbasketSlug(title);
        slugs.set(n, slug);
      }
      // One item, one MRP: within 2% between merchants (some round it), the same in both cities.
      const drift = [0, 0, 0, 0.01, -0.01, 0.02, -0.02][hm % 7]!;
      const mrp = round2(Math.max(1, item.mrp * (1 + drift)));
      const price = round2(mrp * (0.8 + (((hm >>> 3) + c * 5) % 21) / 100));
      yield {
        label: String(i),
        row: {
          merchant: m,
          sku,
          title,
          ...(brand ? { brand } : {}),
          ...(pack ? { pack } : {}),
          category: item.category || 'Other',
          url: urlFor(m, sku, slug),
          mrp,
          price: Math.min(price, mrp),
          inStock: (hm + c) % 17 !== 0,
          city: CITIES[c]!,
        },
      };
    }
  }
}

/** The feed as JSON Lines chunks (without labels), for writing to a file: at most `rows` rows. */
export function* scaleFeedText(scheme: SkuScheme, cities = FEED_CITIES, rows = Infinity): Generator<string> {
  let chunk = '';
  let n = 0;
  for (const { row } of scaleFeedRows(scheme, cities)) {
    if (n >= rows) break;
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

/** An item as a short description for examples. */
export function describeScaleItem(label: string): string {
  const item = scaleItems()[Number(label)];
  if (!item) return label;
  const size = `${item.size} ${item.unit}${item.count > 1 ? ` x ${item.count}` : ''}`;
  return `${item.brand} '${item.name}' ${size} ₹${item.mrp}`;
}

/** Pairwise precision and recall of where listings went (listing key to variant id) against labels. */
export function pairwiseScore(
  labels: ReadonlyMap<string, string>,
  variantOf: ReadonlyMap<string, string>,
): {
  precision: number;
  recall: number;
  truePairs: number;
  predictedPairs: number;
  labelledPairs: number;
  mixedVariants: number;
  examples: string[];
} {
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
      if (examples.length < 5)
        examples.push(`${variant}: ${[...inVariant.keys()].map(describeScaleItem).join(' ~ ')}`);
    }
  }
  let labelled = 0;
  for (const n of byLabel.values()) labelled += pairs(n);
  return {
    precision: predicted === 0 ? 1 : truePairs / predicted,
    recall: labelled === 0 ? 1 : truePairs / labelled,
    truePairs,
    predictedPairs: predicted,
    labelledPairs: labelled,
    mixedVariants,
    examples,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: number) => {
    const at = args.indexOf(name);
    if (at < 0) return fallback;
    const value = Number(args[at + 1]);
    if (!Number.isInteger(value) || value < 1) {
      process.stderr.write(`${name} takes a whole number above 0\n`);
      process.exit(2);
    }
    return value;
  };
  const scheme: SkuScheme = args.includes('--sku-per-city') ? 'sku-per-city' : 'one-sku';
  const cities = option('--cities', FEED_CITIES);
  if (cities > CITIES.length) {
    process.stderr.write(`--cities: at most ${CITIES.length}\n`);
    process.exit(2);
  }
  for (const chunk of scaleFeedText(scheme, cities, option('--rows', Number.POSITIVE_INFINITY)))
    process.stdout.write(chunk);
}
