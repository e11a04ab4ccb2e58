// dmart ready: product URL https://www.dmart.in/product/{seoToken}?selectedProd={skuId}. The
// product endpoint answers products[].sKUs[] with priceSALE and priceMRP (rupee strings) and
// buyable as the STRING "true"/"false" (a boolean would be a different, unknown shape).
import { z } from 'zod';
import { readRupees } from '../../money';
import { MerchantError } from '../errors';
import { type MerchantAdapter, makeQuote, matchPath, parseBody } from './adapter';

const Sku = z.object({
  skuUniqueID: z.union([z.string(), z.number()]),
  name: z.string().optional(),
  priceSALE: z.union([z.string(), z.number()]),
  priceMRP: z.union([z.string(), z.number()]),
  buyable: z.enum(['true', 'false']),
});

const DmartBody = z.object({ products: z.array(z.object({ sKUs: z.array(Sku) })).min(1) });

/** dmart ready: GET https://www.dmart.in/api/v1/pdp/{seoToken}?selectedProd={skuId}. */
export const dmartAdapter: MerchantAdapter = {
  platform: 'dmart',
  endpoint(url) {
    const [, seo] = matchPath('dmart', url, /^\/product\/([A-Za-z0-9_-]+)\/?$/);
    const sku = url.searchParams.get('selectedProd');
    const query = sku && /^[A-Za-z0-9_-]+$/.test(sku) ? `?selectedProd=${sku}` : '';
    return `https://${url.hostname}/api/v1/pdp/${seo}${query}`;
  },
  parse(body, url) {
    const data = parseBody('dmart', DmartBody, body);
    const skus = data.products.flatMap((p) => p.sKUs);
    const wanted = url.searchParams.get('selectedProd');
    const sku = wanted ? skus.find((s) => String(s.skuUniqueID) === wanted) : skus[0];
    if (!sku) throw new MerchantError('MERCHANT_BAD_RESPONSE', 'dmart did not answer the selected product');
    return makeQuote('dmart', readRupees(sku.priceSALE), readRupees(sku.priceMRP), sku.buyable === 'true');
  },
};
