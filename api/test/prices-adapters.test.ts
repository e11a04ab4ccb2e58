// Each merchant adapter: parsing good shapes (through the simulator over real sockets on
// 127.0.0.1), paise and text money, string booleans, and garbage turned into typed errors.
import type { PlatformKey } from '@compare/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readRupees } from '../src/money';
import { bigbasketAdapter } from '../src/prices/adapters/bigbasket';
import { blinkitAdapter } from '../src/prices/adapters/blinkit';
import { dmartAdapter } from '../src/prices/adapters/dmart';
import { MERCHANT_ADAPTERS } from '../src/prices/adapters/index';
import { jiomartAdapter } from '../src/prices/adapters/jiomart';
import { swiggyAdapter } from '../src/prices/adapters/swiggy';
import { zeptoAdapter } from '../src/prices/adapters/zepto';
import { MerchantError, UrlRefusedError } from '../src/prices/errors';
import { createHttpSources } from '../src/prices/http-source';
import { createSafeFetcher } from '../src/prices/safe-fetch';
import type { PriceSources } from '../src/prices/types';
import { createUrlGuard } from '../src/prices/url-guard';
import { parseHostOverrides } from '../src/settings';
import { type MerchantSimulator, startMerchantSimulator } from '../src/simulator/server';

/** A product URL per merchant (MERCHANTS.md patterns) and the id the simulator keys it by. */
const PRODUCTS: Record<PlatformKey, { url: string; id: string; endpoint: string }> = {
  blinkit: {
    url: 'https://blinkit.com/prn/amul-taaza-toned-milk/prid/10001',
    id: '10001',
    endpoint: 'https://blinkit.com/v1/product/10001',
  },
  zepto: {
    url: 'https://www.zeptonow.com/pn/amul-taaza/pvid/1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    id: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    endpoint: 'https://www.zeptonow.com/api/v1/product-variants/1b4e28ba-2fa1-11d2-883f-0016d3cca427',
  },
  swiggy: {
    url: 'https://www.swiggy.com/instamart/item/XK41JQ2',
    id: 'XK41JQ2',
    endpoint: 'https://www.swiggy.com/api/instamart/item/XK41JQ2',
  },
  bigbasket: {
    url: 'https://www.bigbasket.com/pd/40001234/amul-taaza-toned-milk-500-ml-pouch/',
    id: '40001234',
    endpoint: 'https://www.bigbasket.com/pd-svc/v1/product/40001234',
  },
  dmart: {
    url: 'https://www.dmart.in/product/amul-taaza-toned-milk?selectedProd=98765',
    id: '98765',
    endpoint: 'https://www.dmart.in/api/v1/pdp/amul-taaza-toned-milk?selectedProd=98765',
  },
  jiomart: {
    url: 'https://www.jiomart.com/p/groceries/amul-taaza-toned-milk-500-ml/590001',
    id: '590001',
    endpoint: 'https://www.jiomart.com/catalog/productdetails/get/590001',
  },
};

const PLATFORMS = Object.keys(PRODUCTS) as PlatformKey[];
const POINT = { lat: 19.076, lon: 72.8777 };

describe('adapters over the simulator (real sockets, 127.0.0.1)', () => {
  let sim: MerchantSimulator;
  let sources: PriceSources;

  beforeAll(async () => {
    sim = await startMerchantSimulator();
    const guard = createUrlGuard({
      hostOverrides: parseHostOverrides(sim.hostOverrides()),
      resolver: async () => {
        throw new Error('DNS must not be asked for overridden hosts');
      },
    });
    sources = createHttpSources(guard, createSafeFetcher({ guard, timeoutMs: 2000 }));
  });
  afterAll(async () => {
    await sim.close();
  });
  beforeEach(() => sim.reset());

  it.each(PLATFORMS)('%s derives its endpoint from the product URL', (platform) => {
    expect(MERCHANT_ADAPTERS[platform].endpoint(new URL(PRODUCTS[platform].url))).toBe(
      PRODUCTS[platform].endpoint,
    );
  });

  it.each(PLATFORMS)('%s parses an in-stock product', async (platform) => {
    sim.setProduct(platform, PRODUCTS[platform].id, { price: 1234.5, mrp: 1399, available: true });
    const quote = await sources[platform].quote({ platform, url: PRODUCTS[platform].url, ...POINT });
    expect(quote).toEqual({ price: 1234.5, mrp: 1399, available: true });
    const seen = sim.requests.at(-1);
    expect(seen?.platform).toBe(platform);
    expect(seen?.host).toBe(new URL(PRODUCTS[platform].url).hostname);
    expect(seen?.headers.lat).toBe('19.076');
  });

  it.each(PLATFORMS)('%s parses an out-of-stock product with paise precision', async (platform) => {
    sim.setProduct(platform, PRODUCTS[platform].id, { price: 27.75, mrp: 30.05, available: false });
    const quote = await sources[platform].quote({ platform, url: PRODUCTS[platform].url, ...POINT });
    expect(quote).toEqual({ price: 27.75, mrp: 30.05, available: false });
  });

  it('zepto reads the older productVariant.price.sp / isAvailable shape', async () => {
    sim.configure('zepto', { shape: 'legacy' });
    sim.setProduct('zepto', PRODUCTS.zepto.id, { price: 52, mrp: 56, available: true });
    const quote = await sources.zepto.quote({ platform: 'zepto', url: PRODUCTS.zepto.url, ...POINT });
    expect(quote).toEqual({ price: 52, mrp: 56, available: true });
  });

  it.each(PLATFORMS)('%s turns a body of another shape into MERCHANT_BAD_RESPONSE', async (platform) => {
    sim.configure(platform, { body: 'wrong-shape' });
    await expect(
      sources[platform].quote({ platform, url: PRODUCTS[platform].url, ...POINT }),
    ).rejects.toMatchObject({
      status: 502,
      code: 'MERCHANT_BAD_RESPONSE',
    });
  });

  it.each(PLATFORMS)('%s turns a non-JSON or empty body into MERCHANT_BAD_RESPONSE', async (platform) => {
    sim.configure(platform, { body: 'not-json' });
    await expect(
      sources[platform].quote({ platform, url: PRODUCTS[platform].url, ...POINT }),
    ).rejects.toMatchObject({
      code: 'MERCHANT_BAD_RESPONSE',
    });
    sim.configure(platform, { body: 'empty' });
    await expect(
      sources[platform].quote({ platform, url: PRODUCTS[platform].url, ...POINT }),
    ).rejects.toMatchObject({
      code: 'MERCHANT_BAD_RESPONSE',
    });
  });

  it.each(PLATFORMS)('%s refuses a URL that is not a product page, without a request', async (platform) => {
    const host = new URL(PRODUCTS[platform].url).hostname;
    await expect(
      sources[platform].quote({ platform, url: `https://${host}/about-us`, ...POINT }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'URL_NOT_A_PRODUCT',
    });
    expect(sim.requests).toHaveLength(0);
  });
});

describe('adapter parsing details', () => {
  const url = (platform: PlatformKey) => new URL(PRODUCTS[platform].url);
  const bad = (fn: () => unknown) => {
    expect(fn).toThrow(MerchantError);
  };

  it('reads rupee text, numbers and refuses non-amounts', () => {
    expect(readRupees('₹1,234.50')).toBe(1234.5);
    expect(readRupees('Rs. 99')).toBe(99);
    expect(readRupees(45.678)).toBe(45.68);
    expect(readRupees('free')).toBeUndefined();
    expect(readRupees(-1)).toBeUndefined();
    expect(readRupees(null)).toBeUndefined();
  });

  it('blinkit: normal_price is the MRP, price the selling price, inventory > 0 means in stock', () => {
    const body = (inventory: number, normal?: string) => ({
      response: {
        snippets: [
          { data: { identity: { id: '999' }, price: { text: '₹40' }, inventory } },
          {
            data: {
              identity: { id: '10001' },
              price: { text: '₹28' },
              ...(normal ? { normal_price: { text: normal } } : {}),
              inventory,
            },
          },
        ],
      },
    });
    expect(blinkitAdapter.parse(body(3, '₹30'), url('blinkit'))).toEqual({
      price: 28,
      mrp: 30,
      available: true,
    });
    expect(blinkitAdapter.parse(body(0), url('blinkit'))).toEqual({ price: 28, mrp: 28, available: false });
    bad(() => blinkitAdapter.parse({ response: { snippets: [] } }, url('blinkit')));
    bad(() => blinkitAdapter.parse(body(1.5, '₹30'), url('blinkit')));
  });

  it('zepto: amounts are paise; discountedSellingPrice wins over sellingPrice', () => {
    const quote = zeptoAdapter.parse(
      {
        productVariant: { id: 'x' },
        sellingPrice: 6000,
        discountedSellingPrice: 5450,
        mrp: 6400,
        outOfStock: false,
      },
      url('zepto'),
    );
    expect(quote).toEqual({ price: 54.5, mrp: 64, available: true });
    expect(
      zeptoAdapter.parse(
        { productVariant: { id: 'x' }, sellingPrice: 999, mrp: 1000, outOfStock: true },
        url('zepto'),
      ),
    ).toEqual({ price: 9.99, mrp: 10, available: false });
    // Rupee decimals where paise integers are expected are a different shape, not a price.
    bad(() =>
      zeptoAdapter.parse(
        { productVariant: { id: 'x' }, sellingPrice: 54.5, mrp: 64, outOfStock: false },
        url('zepto'),
      ),
    );
    bad(() =>
      zeptoAdapter.parse({ productVariant: { id: 'x' }, mrp: 6400, outOfStock: false }, url('zepto')),
    );
  });

  it('swiggy: units (string or number) plus nanos', () => {
    const body = (offer: unknown, mrp: unknown, inStock: unknown) => ({
      data: { inStock, variations: [{ price: { offerPrice: offer, mrp } }] },
    });
    expect(
      swiggyAdapter.parse(body({ units: '45', nanos: 500_000_000 }, { units: 50 }, true), url('swiggy')),
    ).toEqual({
      price: 45.5,
      mrp: 50,
      available: true,
    });
    bad(() => swiggyAdapter.parse(body({ units: '4x' }, { units: '50' }, true), url('swiggy')));
    bad(() => swiggyAdapter.parse(body({ units: '45' }, { units: '50' }, 'yes'), url('swiggy')));
    bad(() => swiggyAdapter.parse({ data: { inStock: true, variations: [] } }, url('swiggy')));
  });

  it('bigbasket: prim_price.sp and mrp strings; avail_status 001 unless not for sale', () => {
    const body = (status: string, notForSale = false) => ({
      product: {
        id: 40001234,
        pricing: { discount: { mrp: '64.00', prim_price: { sp: '58.50' } } },
        availability: { avail_status: status, not_for_sale: notForSale },
      },
    });
    expect(bigbasketAdapter.parse(body('001'), url('bigbasket'))).toEqual({
      price: 58.5,
      mrp: 64,
      available: true,
    });
    expect(bigbasketAdapter.parse(body('002'), url('bigbasket')).available).toBe(false);
    expect(bigbasketAdapter.parse(body('001', true), url('bigbasket')).available).toBe(false);
    bad(() => bigbasketAdapter.parse({ product: { id: 1, pricing: {} } }, url('bigbasket')));
  });

  it('dmart: buyable is the STRING "true"/"false"; the selected SKU is chosen', () => {
    const body = (buyable: unknown) => ({
      products: [
        {
          sKUs: [
            { skuUniqueID: '11111', priceSALE: '10.00', priceMRP: '12.00', buyable: 'true' },
            { skuUniqueID: '98765', priceSALE: '47.00', priceMRP: '50.00', buyable },
          ],
        },
      ],
    });
    expect(dmartAdapter.parse(body('true'), url('dmart'))).toEqual({ price: 47, mrp: 50, available: true });
    expect(dmartAdapter.parse(body('false'), url('dmart'))).toEqual({ price: 47, mrp: 50, available: false });
    bad(() => dmartAdapter.parse(body(true), url('dmart')));
    bad(() => dmartAdapter.parse(body('yes'), url('dmart')));
    bad(() => dmartAdapter.parse({ products: [{ sKUs: [] }] }, url('dmart')));
  });

  it('jiomart: selling_price, mrp and availability_status', () => {
    const body = (status: string) => ({
      status: 'success',
      result: { product_code: 590001, selling_price: '31', mrp: 34, availability_status: status },
    });
    expect(jiomartAdapter.parse(body('A'), url('jiomart'))).toEqual({ price: 31, mrp: 34, available: true });
    expect(jiomartAdapter.parse(body('NA'), url('jiomart')).available).toBe(false);
    bad(() => jiomartAdapter.parse({ status: 'error', message: 'blocked' }, url('jiomart')));
  });

  it('refuses zero or missing prices as unusable', () => {
    bad(() =>
      jiomartAdapter.parse(
        {
          status: 'success',
          result: { product_code: 1, selling_price: 0, mrp: 34, availability_status: 'A' },
        },
        url('jiomart'),
      ),
    );
  });

  it('refuses product URLs that do not match the merchant pattern', () => {
    expect(() => blinkitAdapter.endpoint(new URL('https://blinkit.com/prn/x/prid/abc'))).toThrow(
      UrlRefusedError,
    );
    expect(() => zeptoAdapter.endpoint(new URL('https://www.zeptonow.com/pn/x/pvid/../../admin'))).toThrow(
      UrlRefusedError,
    );
    expect(dmartAdapter.endpoint(new URL('https://www.dmart.in/product/x?selectedProd=1%2F..'))).toBe(
      'https://www.dmart.in/api/v1/pdp/x',
    );
  });
});

describe('simulator control API (standalone mode, 127.0.0.1)', () => {
  let sim: MerchantSimulator;
  beforeAll(async () => {
    sim = await startMerchantSimulator({ control: true });
  });
  afterAll(async () => {
    await sim.close();
  });

  const put = (path: string, body: unknown) =>
    fetch(`${sim.origin}${path}`, { method: 'PUT', body: JSON.stringify(body) });

  it('sets products and behaviours at runtime and lists requests', async () => {
    expect(
      (await put('/__sim/products/jiomart/590001', { price: 31, mrp: 34, available: true })).status,
    ).toBe(200);
    const answer = await fetch(`${sim.origin}/catalog/productdetails/get/590001`);
    expect(jiomartAdapter.parse(await answer.json(), new URL(PRODUCTS.jiomart.url))).toEqual({
      price: 31,
      mrp: 34,
      available: true,
    });
    expect((await put('/__sim/merchants/jiomart', { status: 503 })).status).toBe(200);
    expect((await fetch(`${sim.origin}/catalog/productdetails/get/590001`)).status).toBe(503);
    const seen = (await (await fetch(`${sim.origin}/__sim/requests`)).json()) as Array<{ platform: string }>;
    expect(seen.map((r) => r.platform)).toEqual(['jiomart', 'jiomart']);
    expect((await fetch(`${sim.origin}/__sim/reset`, { method: 'POST' })).status).toBe(200);
    expect(sim.requests).toHaveLength(0);
  });

  it('refuses malformed control bodies', async () => {
    expect((await put('/__sim/merchants/blinkit', { latencyMs: -5 })).status).toBe(400);
    expect((await put('/__sim/merchants/blinkit', { unknown: true })).status).toBe(400);
    expect((await put('/__sim/products/blinkit/1', { price: 'cheap' })).status).toBe(400);
    expect((await put('/__sim/merchants/amazon', {})).status).toBe(404);
  });
});
