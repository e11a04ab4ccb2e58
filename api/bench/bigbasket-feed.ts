// BigBasket's public product list (bench/data/bigbasket-products.csv.gz, 27,555 real listings of one
// merchant; see bench/data/README.md for where it comes from) as a feed in the public format
// (docs/feeds.md): merchant bigbasket, sku = the list's id, url in bigbasket's pattern, mrp = its
// market price, price = its sale price, city Mumbai. The list gives no pack size column and few
// titles carry one, so most listings reach the matcher with a title, a brand and an MRP alone.
// Write the feed: cd api && npx tsx bench/bigbasket-feed.ts > bigbasket.jsonl
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';

/** The compact copy of the list: id, product, category, sub_category, brand, sale_price, market_price, type. */
export const BIGBASKET_LIST_PATH = new URL('./data/bigbasket-products.csv.gz', import.meta.url);

/** One row of the list as kept in the repo. */
export interface BigBasketProduct {
  id: string;
  product: string;
  category: string;
  sub_category: string;
  brand: string;
  sale_price: string;
  market_price: string;
  type: string;
}

/** A feed row made from one product of the list. */
export interface BigBasketFeedRow {
  merchant: 'bigbasket';
  sku: string;
  title: string;
  brand?: string;
  category: string;
  url: string;
  mrp: number;
  price: number;
  inStock: true;
  city: 'Mumbai';
}

/** Reads the gzipped list. */
export function readBigBasketList(): BigBasketProduct[] {
  const text = gunzipSync(readFileSync(BIGBASKET_LIST_PATH)).toString('utf8');
  return parse(text, { columns: true, skip_empty_lines: true }) as BigBasketProduct[];
}

/** The page slug bigbasket puts after the id: lower-case words joined by '-'. */
export function bigbasketSlug(title: string): string {
  return (
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'product'
  );
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The feed row for one product of the list. The list's one row with no product name (id 14364, a
 * Cothas Coffee ground coffee) is titled by its type, so every listing of the list is in the feed.
 */
export function bigbasketFeedRow(p: BigBasketProduct): BigBasketFeedRow {
  const title = (clean(p.product) || clean(p.type) || clean(p.sub_category)).slice(0, 255);
  const brand = clean(p.brand);
  const mrp = Number(p.market_price);
  const price = Number(p.sale_price);
  return {
    merchant: 'bigbasket',
    sku: p.id,
    title,
    ...(brand ? { brand } : {}),
    category: clean(p.category) || 'Other',
    url: `https://www.bigbasket.com/pd/${p.id}/${bigbasketSlug(`${brand} ${title}`)}/`,
    mrp,
    price: Math.min(price, mrp),
    inStock: true,
    city: 'Mumbai',
  };
}

/** Every product of the list as a feed row (27,555). */
export function bigbasketFeed(): BigBasketFeedRow[] {
  return readBigBasketList().map(bigbasketFeedRow);
}

/** The feed as JSON Lines. */
export function bigbasketFeedText(): string {
  return `${bigbasketFeed()
    .map((r) => JSON.stringify(r))
    .join('\n')}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.stdout.write(bigbasketFeedText());
}
