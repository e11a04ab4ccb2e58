// Each merchant's product endpoint as the simulator answers it: the path it listens on and the
// body it renders, in that merchant's own shape (MERCHANTS.md). The HTTP adapters read exactly
// these shapes, so the two are kept side by side in spirit: change one, test the other.
import { type PlatformKey, toPaise } from '@compare/core';

/** The price the simulator holds for one product (rupees). */
export interface SimProduct {
  price: number;
  mrp: number;
  available: boolean;
  name?: string;
}

/** A merchant endpoint: how to recognise its path and how to render a product in its shape. */
export interface SimEndpoint {
  platform: PlatformKey;
  /** Extracts the product id from a request path (and query), or undefined when it is not ours. */
  match(url: URL): string | undefined;
  render(id: string, product: SimProduct, url: URL, variant: 'current' | 'legacy'): unknown;
}

const rupeeText = (rupees: number): string =>
  `₹${Number.isInteger(rupees) ? rupees : rupees.toFixed(2)}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const rupeeString = (rupees: number): string => rupees.toFixed(2);

function splitMoney(rupees: number): { units: string; nanos: number } {
  const p = toPaise(rupees);
  return { units: String(Math.floor(p / 100)), nanos: (p % 100) * 10_000_000 };
}

const blinkit: SimEndpoint = {
  platform: 'blinkit',
  match: (url) => /^\/v1\/product\/(\d+)$/.exec(url.pathname)?.[1],
  render: (id, p) => ({
    is_success: true,
    response: {
      snippets: [
        {
          widget_type: 'product_card_snippet_type_2',
          data: {
            identity: { id },
            name: { text: p.name ?? `Product ${id}` },
            normal_price: { text: rupeeText(p.mrp) },
            price: { text: rupeeText(p.price) },
            variant: { text: '1 unit' },
            image: { url: `/images/blinkit/${id}.png` },
            inventory: p.available ? 12 : 0,
            eta_in_minutes: 9,
          },
        },
      ],
    },
  }),
};

const zepto: SimEndpoint = {
  platform: 'zepto',
  match: (url) => /^\/api\/v1\/product-variants\/([0-9a-f-]+)$/i.exec(url.pathname)?.[1],
  render: (id, p, _url, variant) =>
    variant === 'legacy'
      ? {
          product: { name: p.name ?? `Product ${id}` },
          productVariant: {
            id,
            formattedPacksize: '1 pc',
            price: { sp: toPaise(p.price), mrp: toPaise(p.mrp) },
          },
          isAvailable: p.available,
        }
      : {
          product: { name: p.name ?? `Product ${id}` },
          productVariant: {
            id,
            formattedPacksize: '1 pc',
            images: [{ path: `cms/product_variant/${id}.jpeg` }],
          },
          sellingPrice: toPaise(p.price),
          discountedSellingPrice: toPaise(p.price),
          mrp: toPaise(p.mrp),
          outOfStock: !p.available,
        },
};

const swiggy: SimEndpoint = {
  platform: 'swiggy',
  match: (url) => /^\/api\/instamart\/item\/([A-Za-z0-9_-]+)$/.exec(url.pathname)?.[1],
  render: (id, p) => ({
    statusCode: 0,
    data: {
      product_id: id,
      displayName: p.name ?? `Product ${id}`,
      inStock: p.available,
      variations: [
        {
          quantityDescription: '1 unit',
          skuId: `SKU${id}`,
          spinId: `SPIN${id}`,
          images: [`${id}-1`],
          price: { offerPrice: splitMoney(p.price), mrp: splitMoney(p.mrp) },
        },
      ],
    },
  }),
};

const bigbasket: SimEndpoint = {
  platform: 'bigbasket',
  match: (url) => /^\/pd-svc\/v1\/product\/(\d+)$/.exec(url.pathname)?.[1],
  render: (id, p) => ({
    product: {
      id: Number(id),
      desc: p.name ?? `Product ${id}`,
      w: '1 pc',
      pack_desc: '',
      pricing: { discount: { mrp: rupeeString(p.mrp), prim_price: { sp: rupeeString(p.price) } } },
      availability: { avail_status: p.available ? '001' : '002', not_for_sale: false },
      images: [{ s: `/media/uploads/p/s/${id}.jpg` }],
      children: [],
    },
  }),
};

const dmart: SimEndpoint = {
  platform: 'dmart',
  match: (url) => {
    const seo = /^\/api\/v1\/pdp\/([A-Za-z0-9_-]+)$/.exec(url.pathname)?.[1];
    if (!seo) return undefined;
    return url.searchParams.get('selectedProd') ?? seo;
  },
  render: (id, p) => ({
    products: [
      {
        sKUs: [
          {
            skuUniqueID: id,
            name: p.name ?? `Product ${id}`,
            priceSALE: rupeeString(p.price),
            priceMRP: rupeeString(p.mrp),
            variantTextValue: '1 pc',
            buyable: p.available ? 'true' : 'false',
          },
        ],
      },
    ],
  }),
};

const jiomart: SimEndpoint = {
  platform: 'jiomart',
  match: (url) => /^\/catalog\/productdetails\/get\/(\d+)$/.exec(url.pathname)?.[1],
  render: (id, p) => ({
    status: 'success',
    result: {
      product_code: id,
      display_name: p.name ?? `Product ${id}`,
      selling_price: p.price,
      mrp: p.mrp,
      availability_status: p.available ? 'A' : 'NA',
    },
  }),
};

/** The simulator's endpoints, one per merchant. */
export const SIM_ENDPOINTS: readonly SimEndpoint[] = [blinkit, zepto, swiggy, bigbasket, dmart, jiomart];

/** A deterministic default product for an id the tests did not set: MRP ₹20–₹499, 0–20% off. */
export function defaultProduct(platform: PlatformKey, id: string): SimProduct {
  let h = 2166136261;
  for (const ch of `${platform}:${id}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const mrp = 20 + (h % 480);
  const off = (h >>> 9) % 21;
  const price = Math.round(((mrp * (100 - off)) / 100) * 2) / 2;
  return { price, mrp, available: (h >>> 17) % 10 !== 0 };
}
