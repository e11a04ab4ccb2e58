import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type FeedRecord, formatOf, readFeed } from '../../src/import/read-feed';
import { validateRow, validateRowWithSchema } from '../../src/import/validate';

const NOW = '2026-11-23T10:00:00.000Z';
const good = {
  merchant: 'blinkit',
  sku: '100001',
  title: 'Amul Taaza Toned Milk',
  brand: 'Amul',
  pack: '500 ml',
  url: 'https://blinkit.com/prn/amul-taaza-toned-milk/prid/100001',
  mrp: 28,
  price: 27,
  inStock: true,
  city: 'Mumbai',
};

const URLS: Record<string, string> = {
  blinkit: 'https://blinkit.com/prn/x/prid/1',
  zepto: 'https://www.zeptonow.com/pn/x/pvid/1',
  swiggy: 'https://www.swiggy.com/instamart/item/1',
  bigbasket: 'https://www.bigbasket.com/pd/1/x/',
  dmart: 'https://www.dmart.in/product/x?selectedProd=1',
  jiomart: 'https://www.jiomart.com/p/groceries/x/1',
};

async function collect(text: string, format: 'jsonl' | 'csv'): Promise<FeedRecord[]> {
  const out: FeedRecord[] = [];
  for await (const record of readFeed(Readable.from([text]), format)) out.push(record);
  return out;
}

describe('merchant spellings (the platform registry)', () => {
  it.each([
    ['Big Basket', 'bigbasket'],
    ['BB Now', 'bigbasket'],
    ['Swiggy Instamart', 'swiggy'],
    ['instamart', 'swiggy'],
    ['DMart Ready', 'dmart'],
    ['dmart_ready', 'dmart'],
    ['JioMart', 'jiomart'],
    ['Zepto', 'zepto'],
  ])('%s is %s', (name, key) => {
    const result = validateRow({ ...good, merchant: name, url: URLS[key]! }, NOW);
    expect(result).toMatchObject({ ok: true, row: { merchant: key } });
  });

  it('knows no other shop', () => {
    expect(validateRow({ ...good, merchant: 'amazon fresh' }, NOW)).toEqual({
      ok: false,
      reason: 'merchant "amazon fresh" is not one of the six merchants',
    });
  });
});

describe('validateRow', () => {
  it('reads a JSON row into paise with the default observation time', () => {
    const result = validateRow(good, NOW);
    expect(result).toEqual({
      ok: true,
      row: expect.objectContaining({
        merchant: 'blinkit',
        mrpPaise: 2800,
        pricePaise: 2700,
        observedAt: NOW,
      }),
    });
  });

  it('reads CSV text cells: numbers, booleans, blanks', () => {
    const result = validateRow(
      { ...good, mrp: '₹1,250.50', price: '1200', inStock: 'false', brand: '', lat: '', lon: '' },
      NOW,
    );
    expect(result).toEqual({
      ok: true,
      row: expect.objectContaining({
        mrpPaise: 125050,
        pricePaise: 120000,
        inStock: false,
        brand: undefined,
      }),
    });
  });

  it.each([
    ['https://blinkit.com', true],
    ['https://www.blinkit.com?x=1', true],
    ['https://blinkit.com#top', true],
    ['https://BLINKIT.com/prn/x', true],
    ['https://blinkit.com:443/prn/x', true],
    ['https://user@blinkit.com/prn/x', true],
    ['https://blinkit.com.evil.example/x', false],
    ['https://blinkit.community/x', false],
    ['https://www.www.blinkit.com/x', false],
    ['https://blinkit.com@evil.example/x', false],
    ['https://blinkit.com\\@evil.example/x', true],
    ['https://evil.example\\blinkit.com/x', false],
    ['https://blinkit.com./x', false],
  ])('takes %s as on blinkit.com: %s (as the URL parser reads its host)', (url, onSite) => {
    expect(validateRow({ ...good, url }, NOW).ok).toBe(onSite);
  });

  it.each([
    [{ sku: undefined }, 'sku is required'],
    [{ merchant: 'amazon' }, 'merchant "amazon" is not one of the six merchants'],
    [{ url: 'http://blinkit.com/prn/x/prid/1' }, 'url must be an https URL'],
    [{ url: 'https://evil.example/x' }, "url must be on blinkit's site (blinkit.com)"],
    [{ image: 'ftp://x/y.png' }, 'image must be an https URL'],
    [{ price: 30 }, 'price 30 is more than mrp 28'],
    [{ price: 'cheap' }, 'price must be a number of rupees'],
    [{ mrp: -1 }, 'mrp must be more than 0'],
    [{ inStock: 'maybe' }, 'inStock must be true or false'],
    [{ city: undefined }, 'where the price applies is missing: give city, pincode or lat and lon'],
    [{ lat: 19.1 }, 'lat and lon must be given together'],
    [{ pincode: '4000' }, 'pincode must be 6 digits'],
    [{ observedAt: 'yesterday' }, 'observedAt must be an ISO date-time'],
    [{ title: 'x'.repeat(256) }, 'title must be at most 255 characters'],
    [{ gtin: '89012620' + 'x' }, 'gtin must be 8, 12, 13 or 14 digits (a GTIN/EAN/UPC)'],
    [{ gtin: '123456789' }, 'gtin must be 8, 12, 13 or 14 digits (a GTIN/EAN/UPC)'],
  ])('rejects %o: %s', (change, reason) => {
    expect(validateRow({ ...good, ...change }, NOW)).toEqual({ ok: false, reason });
  });
});

describe('validateRow fast path', () => {
  // Well-formed rows skip the schema; every row must read exactly as the schema alone reads it.
  const changes: Array<Record<string, unknown>> = [
    {},
    { brand: '  Amul  ', title: '  Amul Taaza  ', sku: ' 7 ' },
    { brand: null, pack: '   ', category: '', city: ' Pune ' },
    { mrp: '28', price: '₹27.50', inStock: 'YES' },
    { mrp: '1,00,000', price: ' 99,999 ', inStock: ' n ' },
    { mrp: 0 },
    { mrp: Number.NaN },
    { price: Number.POSITIVE_INFINITY },
    { price: '' },
    { mrp: 1_000_001, price: 1 },
    { inStock: 1 },
    { inStock: '' },
    { inStock: 'maybe' },
    { city: undefined, pincode: 400001 },
    { city: undefined, pincode: ' 400001 ' },
    { city: undefined, pincode: '040001' },
    { pincode: '' },
    { pincode: true },
    { city: undefined, lat: '19.07', lon: '72.87' },
    { lat: 91, lon: 0 },
    { lat: 'north', lon: 1 },
    { lat: true, lon: 1 },
    { observedAt: '2026-11-20T08:30:00+05:30' },
    { observedAt: '2026-11-20T08:30:00.123Z' },
    { observedAt: '2026-11-20' },
    { observedAt: 20261120 },
    { observedAt: ' ' },
    { image: 'https://cdn.example.com/a.png' },
    { image: 'https://cdn.example.com/a b.png' },
    { image: '' },
    { url: ` https://blinkit.com/prn/x/prid/1` },
    { url: `https://blinkit.com/${'x'.repeat(1020)}` },
    { title: 'x'.repeat(255) },
    { title: ` ${'x'.repeat(255)} ` },
    { title: 'x'.repeat(256) },
    { title: 42 },
    { sku: '   ' },
    { brand: 7 },
    { merchant: ' Swiggy Instamart ', url: URLS.swiggy },
    { productId: ' amul-taaza ' },
    { gtin: '8901262010016' },
    { gtin: 8901262010016 },
    { gtin: ' 89012620 ' },
    { gtin: '' },
    { gtin: 'EAN' },
    { extra: 'ignored' },
  ];
  it.each(changes.map((change) => [change]))('reads %o as the schema does', (change) => {
    const raw = { ...good, ...change };
    expect(validateRow(raw, NOW)).toEqual(validateRowWithSchema(raw, NOW));
  });
});

describe('readFeed', () => {
  it('numbers JSON lines as they are in the file and reports bad ones', async () => {
    const text = `${JSON.stringify(good)}\n\nnot json\n[1,2]\n${JSON.stringify({ ...good, sku: '2' })}\n`;
    expect(await collect(text, 'jsonl')).toEqual([
      { line: 1, raw: good },
      { line: 3, error: 'not valid JSON' },
      { line: 4, error: 'a row must be a JSON object' },
      { line: 5, raw: { ...good, sku: '2' } },
    ]);
  });

  it('reads lines however the file ends them and however it arrives in chunks', async () => {
    const title = 'Amul Taaza Toned Milk ₹ दूध';
    const text = `${JSON.stringify({ ...good, title })}\r\n${JSON.stringify({ ...good, sku: '2' })}\r${JSON.stringify({ ...good, sku: '3' })}\n`;
    const bytes = Buffer.from(text);
    // Cut inside the Devanagari (a multi-byte character) and between the \r and \n of a CRLF.
    const cuts = [bytes.indexOf(Buffer.from('दूध')) + 1, text.indexOf('\r\n') + 1 + 8];
    const chunks = [bytes.subarray(0, cuts[0]), bytes.subarray(cuts[0], cuts[1]), bytes.subarray(cuts[1])];
    const crlfAt = Buffer.from(text.slice(0, text.indexOf('\r\n') + 1)).length;
    const split = [bytes.subarray(0, crlfAt), bytes.subarray(crlfAt)];
    for (const parts of [chunks, split]) {
      const out: FeedRecord[] = [];
      for await (const record of readFeed(Readable.from(parts), 'jsonl')) out.push(record);
      expect(out).toEqual([
        { line: 1, raw: { ...good, title } },
        { line: 2, raw: { ...good, sku: '2' } },
        { line: 3, raw: { ...good, sku: '3' } },
      ]);
    }
  });

  it('drops a byte order mark and white space around a row, and reads a last line with no newline', async () => {
    const row = JSON.stringify(good);
    const text = `\uFEFF${row}\n \t${JSON.stringify({ ...good, sku: '2' })}\u00a0\n\u00a0\n${JSON.stringify({ ...good, sku: '3' })}`;
    const bytes = Buffer.from(text);
    for (const parts of [[bytes], [bytes.subarray(0, 2), bytes.subarray(2, 200), bytes.subarray(200)]]) {
      const out: FeedRecord[] = [];
      for await (const record of readFeed(Readable.from(parts), 'jsonl')) out.push(record);
      expect(out).toEqual([
        { line: 1, raw: good },
        { line: 2, raw: { ...good, sku: '2' } },
        { line: 4, raw: { ...good, sku: '3' } },
      ]);
    }
  });

  it('reads CSV with a header, quoted commas and line numbers', async () => {
    const text = [
      'merchant,sku,title,pack,url,mrp,price,inStock,city',
      'zepto,z1,"Amul Butter, Pasteurised",100 g,https://www.zeptonow.com/pn/a/pvid/1,60,58,true,Mumbai',
      'dmart,d1,Tata Salt : 1 kg,,https://www.dmart.in/product/x?selectedProd=1,28,28,false,Delhi',
    ].join('\n');
    const records = await collect(text, 'csv');
    expect(records.map((r) => r.line)).toEqual([2, 3]);
    expect(records[0]).toMatchObject({
      raw: { title: 'Amul Butter, Pasteurised', pack: '100 g', price: '58' },
    });
  });

  it('skips a broken CSV record and goes on', async () => {
    const text = [
      'merchant,sku,title,url,mrp,price,inStock,city',
      'zepto,z1,"unclosed quote,https://x,1,1,true,Mumbai',
    ].join('\n');
    const records = await collect(text, 'csv');
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => 'error' in r)).toBe(true);
  });

  it('guesses the format from the file name', () => {
    expect(formatOf('feed.CSV')).toBe('csv');
    expect(formatOf('feed.jsonl')).toBe('jsonl');
    expect(formatOf('feed.ndjson')).toBe('jsonl');
  });
});
