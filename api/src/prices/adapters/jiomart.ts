// jiomart: product URL https://www.jiomart.com/p/groceries/{slug}/{productId}. No public scraper
// was seen, so the endpoint is modelled on its product page: selling price, MRP and an
// availability status ("A" available, anything else not).
import { z } from 'zod';
import { readRupees } from '../../money';
import { type MerchantAdapter, makeQuote, matchPath, parseBody } from './adapter';

const Amount = z.union([z.string(), z.number()]);

const JiomartBody = z.object({
  status: z.literal('success'),
  result: z.object({
    product_code: z.union([z.string(), z.number()]),
    display_name: z.string().optional(),
    selling_price: Amount,
    mrp: Amount,
    availability_status: z.string(),
  }),
});

/** jiomart: GET https://www.jiomart.com/catalog/productdetails/get/{id}. */
export const jiomartAdapter: MerchantAdapter = {
  platform: 'jiomart',
  endpoint(url) {
    const [, id] = matchPath('jiomart', url, /^\/p\/[a-z0-9-]+\/[^/]+\/(\d+)\/?$/i);
    return `https://${url.hostname}/catalog/productdetails/get/${id}`;
  },
  parse(body) {
    const { result } = parseBody('jiomart', JiomartBody, body);
    return makeQuote(
      'jiomart',
      readRupees(result.selling_price),
      readRupees(result.mrp),
      result.availability_status === 'A',
    );
  },
};
