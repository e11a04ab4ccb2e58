// blinkit: product URL https://blinkit.com/prn/{slug}/prid/{productId}; the product endpoint
// answers search-style "snippets" whose data carries a normal price (MRP) and a price as display
// text ("₹34") and an integer inventory (in stock when > 0).
import { z } from 'zod';
import { readRupees } from '../../money';
import { type MerchantAdapter, makeQuote, matchPath, parseBody } from './adapter';

const Money = z.union([z.object({ text: z.string() }), z.string(), z.number()]);

const SnippetData = z.object({
  identity: z.object({ id: z.union([z.string(), z.number()]) }),
  normal_price: Money.optional(),
  price: Money,
  inventory: z.number().int(),
});

const BlinkitBody = z.object({
  response: z.object({ snippets: z.array(z.object({ data: SnippetData })).min(1) }),
});

function amount(value: z.infer<typeof Money> | undefined): number | undefined {
  if (value === undefined) return undefined;
  return readRupees(typeof value === 'object' ? value.text : value);
}

/** blinkit: GET https://blinkit.com/v1/product/{prid}. */
export const blinkitAdapter: MerchantAdapter = {
  platform: 'blinkit',
  endpoint(url) {
    const [, id] = matchPath('blinkit', url, /^\/prn\/[^/]+\/prid\/(\d+)\/?$/);
    return `https://${url.hostname}/v1/product/${id}`;
  },
  parse(body, url) {
    const data = parseBody('blinkit', BlinkitBody, body);
    const id = /\/prid\/(\d+)/.exec(url.pathname)?.[1];
    const snippets = data.response.snippets;
    const snippet = snippets.find((s) => String(s.data.identity.id) === id) ?? snippets[0]!;
    const price = amount(snippet.data.price);
    // A listing without a struck-through normal price sells at MRP.
    const mrp = amount(snippet.data.normal_price) ?? price;
    return makeQuote('blinkit', price, mrp, snippet.data.inventory > 0);
  },
};
