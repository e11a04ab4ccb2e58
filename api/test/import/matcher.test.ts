import { describe, expect, it } from 'vitest';
import { createMatcher, type Matcher } from '../../src/import/matcher';
import { brandKey, similarityTokens, titleWords } from '../../src/import/normalise';
import { parsePack, sameContents, samePack } from '../../src/import/pack';
import { conflictBetween, variantTerms } from '../../src/import/variant-conflicts';

describe('parsePack', () => {
  it.each([
    ['500 ml', undefined, '500 ml', 500, 1],
    ['1 kg', undefined, '1 kg', 1000, 1],
    ['6 x 1 L', undefined, '6 x 1 l', 6000, 6],
    ['4x70g', undefined, '4 x 70 g', 280, 4],
    ['500ml x 2', undefined, '2 x 500 ml', 1000, 2],
    ['12 pcs', undefined, '12 pcs', 12, 1],
    ['1 dozen', undefined, '12 pcs', 12, 1],
    ['Pack of 2', 'Amul Butter 100 g', '2 x 100 g', 200, 2],
    [undefined, 'Amul Taaza Homogenised Toned Milk, 500 ml Pouch', '500 ml', 500, 1],
    [undefined, 'Parle-G Glucose Biscuits : 1.5 Kg', '1.5 kg', 1500, 1],
    ['Pack of 6', 'Eggs', '6 pcs', 6, 1],
    // A total the title spells as a multipack is that multipack.
    ['280 g', 'Maggi 2-Minute Masala Noodles 4 x 70 g', '4 x 70 g', 280, 4],
    ['1 pack (70 g x 4)', 'Maggi 2-Minute Masala Noodles 4 x 70 g', '4 x 70 g', 280, 4],
    ['1 kg', 'Tata Salt 2 x 250 g', '1 kg', 1000, 1],
    // Pieces beside a pack count are that many packs of them.
    ['10 pieces (Pack of 2)', 'BB Home Steel Snack Plate', '2 x 10 pcs', 20, 2],
    [undefined, 'Sln Paper Cups 4 pcs (Pack of 2)', '2 x 4 pcs', 8, 2],
  ])('pack %s with title %s is %s', (pack, title, label, total, count) => {
    const parsed = parsePack(pack, title);
    expect(parsed).toMatchObject({ label, total, count });
  });

  it('reads a size band as who the item is for, not as the pack', () => {
    expect(parsePack(undefined, 'Huggies Wonder Diaper Pants Xtra Large 12-17 Kg 4 pcs')?.label).toBe(
      '4 pcs',
    );
    expect(parsePack(undefined, 'Pampers Pants Medium 7 - 12 kg, 20 pcs')?.label).toBe('20 pcs');
    expect(parsePack('4 pcs', 'Huggies Wonder Diaper Pants Xtra Large 12-17 Kg')?.label).toBe('4 pcs');
    expect(parsePack(undefined, 'Huggies Wonder Diaper Pants Xtra Large 12-17 Kg')).toBeNull();
  });

  it('reads no pack from a model or code word', () => {
    expect(
      parsePack(undefined, 'Kitchen Cleaning/Dusting Microfibre Cloth - Grey, G130060GR, 12 pcs')?.label,
    ).toBe('12 pcs');
    expect(parsePack(undefined, 'Vitamin D3 Tablets - 5000 IU D3, 200 g')?.label).toBe('200 g');
    expect(parsePack(undefined, 'Mud Diya - Assorted Colour, ED124G')).toBeNull();
    expect(parsePack(undefined, 'Real Fruit Juice 1 L x2')?.label).toBe('2 x 1 l');
  });

  it('finds no size in a title without one', () => {
    expect(parsePack(undefined, 'Tata Salt')).toBeNull();
  });

  it('treats sizes within 5% as one item and multipacks as their own items', () => {
    const pack = (text: string) => parsePack(text)!;
    expect(samePack(pack('1 l'), pack('1000 ml'))).toBe(true);
    expect(samePack(pack('500 g'), pack('490 g'))).toBe(true);
    expect(samePack(pack('500 g'), pack('450 g'))).toBe(false);
    expect(samePack(pack('2 x 500 ml'), pack('500 ml'))).toBe(false);
    expect(samePack(pack('2 x 500 ml'), pack('1 l'))).toBe(false);
    expect(samePack(pack('500 g'), pack('500 ml'))).toBe(false);
  });

  it('reads a count written beside a total as one possible pack, for the MRP to decide', () => {
    const bigbasket = parsePack(undefined, 'Maggi 2 Minute Instant Noodles - Masala, 280 g (Pack of 4)')!;
    expect(bigbasket.label).toBe('4 x 280 g');
    expect(sameContents(bigbasket, parsePack('4 x 70 g')!)).toBe(true);
    expect(sameContents(parsePack('280 g')!, bigbasket)).toBe(true);
    expect(sameContents(parsePack('2 x 500 ml')!, parsePack('1 l')!)).toBe(false);
    expect(sameContents(bigbasket, parsePack('280 ml')!)).toBe(false);
  });
});

describe('normalisation', () => {
  it('folds brand spellings', () => {
    expect(brandKey('Mother Dairy')).toBe(brandKey('MotherDairy'));
    expect(brandKey("Haldiram's")).toBe(brandKey('Haldirams'));
    expect(brandKey('Fresho')).toBe(brandKey('Fresh'));
    expect(brandKey('Amul')).not.toBe(brandKey('Amulya'));
  });

  it('compares title words without pack sizes, filler or plurals', () => {
    expect(similarityTokens(titleWords('Amul Taaza Toned Fresh Milk (Pouch), 500 ml'))).toEqual([
      'amul',
      'taaza',
      'toned',
      'milk',
    ]);
    expect(similarityTokens(titleWords('Parle G Gluco Biscuits'))).toEqual([
      'parle',
      'g',
      'glucose',
      'biscuit',
    ]);
  });
});

describe('variant conflicts', () => {
  const terms = (title: string) => variantTerms(titleWords(title));
  it.each([
    ['Toned Milk', 'Full Cream Milk'],
    ['Double Toned Milk', 'Toned Milk'],
    ['Taaza Milk', 'Gold Milk'],
    ['Unsalted Butter', 'Butter'],
    ['Shudh Chakki Atta', 'Multigrain Atta'],
    ['Masala Noodles', 'Atta Noodles'],
    ['Brown Bread', 'Bread'],
    ['Diet Coke', 'Coke'],
    ['Salt Lite', 'Salt'],
    ['Front Load Liquid Detergent', 'Top Load Liquid Detergent'],
  ])('"%s" conflicts with "%s"', (a, b) => {
    expect(conflictBetween(terms(a), terms(b))).not.toBeNull();
  });

  it.each([
    ['Toned Milk', 'Homogenised Toned Milk'],
    ['Butter', 'Salted Butter'],
    ['Select Atta', 'Select Sharbati Atta'],
    ['Potato Chips', 'Classic Salted Potato Chips'],
  ])('"%s" does not conflict with "%s"', (a, b) => {
    expect(conflictBetween(terms(a), terms(b))).toBeNull();
  });
});

describe('matcher', () => {
  const variant = (id: string, label: string) => {
    const pack = parsePack(label)!;
    return { id, label, packValue: pack.count * pack.size, packUnit: pack.unit };
  };
  const catalogue = (): Matcher => {
    const m = createMatcher();
    m.addProduct({
      id: 'taaza',
      brand: 'Amul',
      name: 'Amul Taaza Toned Milk',
      variants: [variant('taaza-500', '500 ml'), variant('taaza-1l', '1 l')],
    });
    m.addProduct({
      id: 'gold',
      brand: 'Amul',
      name: 'Amul Gold Full Cream Milk',
      variants: [variant('gold-500', '500 ml')],
    });
    m.addProduct({
      id: 'butter',
      brand: 'Amul',
      name: 'Amul Butter',
      variants: [variant('butter-100', '100 g')],
    });
    m.addProduct({
      id: 'md-toned',
      brand: 'Mother Dairy',
      name: 'Mother Dairy Toned Milk',
      variants: [variant('md-500', '500 ml')],
    });
    return m;
  };
  const decide = (
    m: Matcher,
    title: string,
    extra: { brand?: string; pack?: string } = {},
    merchant = 'zepto',
    mrpPaise = 10_000,
  ) => m.match(m.features({ title, ...extra }), merchant, mrpPaise);

  it('joins another merchant wording of the same item, keeping the reason', () => {
    const d = decide(catalogue(), 'Amul Taaza Homogenised Toned Milk, 500 ml Pouch');
    expect(d).toMatchObject({ kind: 'matched', productId: 'taaza', variantId: 'taaza-500' });
    expect(d.reason.score).toBeGreaterThanOrEqual(d.reason.threshold);
    expect(d.reason.gates.brand).toBe('brand "Amul" found in title');
    expect(d.reason.gates.pack).toBe('same pack size (500 ml)');
  });

  it('puts a listing on the product the feed names, by pack size, and ignores an unknown id', () => {
    const m = catalogue();
    const bigbasket = m.features({ title: 'Amul Gold Homogenised Standardised Milk', pack: '500 ml' });
    expect(m.matchGiven(bigbasket, 'gold')).toMatchObject({
      kind: 'matched',
      productId: 'gold',
      variantId: 'gold-500',
      reason: { note: 'productId given by the feed' },
    });
    expect(m.matchGiven(m.features({ title: 'Amul Gold Milk', pack: '1 l' }), 'gold')).toMatchObject({
      kind: 'new-variant',
      productId: 'gold',
    });
    expect(m.matchGiven(bigbasket, 'no-such-product')).toBeNull();
  });

  it('needs the brand to agree', () => {
    const d = decide(catalogue(), 'Nandini Toned Milk', { brand: 'Nandini', pack: '500 ml' });
    expect(d.kind).toBe('created');
    expect(d.reason.note).toBe('no product of this brand to compare with');
  });

  it('reads brand spellings as one brand', () => {
    expect(decide(catalogue(), 'MotherDairy Toned Milk 500ml')).toMatchObject({ variantId: 'md-500' });
  });

  it('never joins a product whose variant words conflict', () => {
    const d = decide(catalogue(), 'Amul Unsalted Butter', { brand: 'Amul', pack: '100 g' });
    expect(d.kind).toBe('created');
    expect(d.reason.gates.conflicts).toMatch(/excluded by variant conflicts/);
    expect(decide(catalogue(), 'Amul Gold Toned Milk', { pack: '500 ml' }).kind).toBe('created');
  });

  it('adds another pack size, multipacks included, to the product rather than joining a variant', () => {
    const m = catalogue();
    expect(decide(m, 'Amul Taaza Toned Milk', { pack: '2 x 500 ml' })).toMatchObject({
      kind: 'new-variant',
      productId: 'taaza',
    });
    expect(decide(m, 'Amul Taaza Toned Milk', { pack: '1000 ml' })).toMatchObject({ variantId: 'taaza-1l' });
  });

  it('joins a count written beside the total only at the MRP of the pack it names', () => {
    const m = createMatcher();
    m.addProduct({
      id: 'maggi',
      brand: 'Maggi',
      name: 'Maggi 2-Minute Masala Noodles',
      variants: [{ ...variant('maggi-4x70', '4 x 70 g'), mrpPaise: 5_600 }],
    });
    const bigbasket = m.features({ title: 'Maggi 2-Minute Masala Noodles, 280 g (Pack of 4)' });
    expect(bigbasket.pack?.label).toBe('4 x 280 g');
    expect(m.match(bigbasket, 'bigbasket', 5_600)).toMatchObject({
      kind: 'matched',
      variantId: 'maggi-4x70',
    });
    // Four times the MRP: four packs of 280 g, a pack size of its own.
    expect(m.match(bigbasket, 'bigbasket', 22_400)).toMatchObject({
      kind: 'new-variant',
      productId: 'maggi',
    });
  });

  it('suggests near misses, and never joins a second listing of one merchant', () => {
    const m = catalogue();
    const near = decide(m, 'Amul Butter Pasteurised Cooking Table Spread', { pack: '100 g' });
    expect(near).toMatchObject({ kind: 'review', productId: 'butter', variantId: 'butter-100' });
    m.noteListing('taaza-500', 'blinkit');
    const twice = decide(m, 'Amul Taaza Toned Milk', { pack: '500 ml' }, 'blinkit');
    expect(twice.kind).toBe('created');
    expect(twice.reason.note).toBe(
      'blinkit already lists this variant under another sku: two of its skus are two items',
    );
  });

  it('weighs MRP: an equal one joins a title worded differently, a distant one never joins', () => {
    const m = createMatcher();
    m.addProduct({
      id: 'saffola',
      brand: 'Saffola',
      name: 'Saffola Gold Pro Healthy Lifestyle Edible Oil',
      variants: [{ ...variant('saffola-1l', '1 l'), mrpPaise: 21_000 }],
    });
    // Worded differently both ways ("refined" / "edible"): the equal MRP makes it one item.
    const same = m.features({ title: 'Saffola Gold Pro Healthy Lifestyle Refined Oil', pack: '1000 ml' });
    expect(m.match(same, 'zepto', 21_000)).toMatchObject({ kind: 'matched', variantId: 'saffola-1l' });
    // Without an MRP that agrees, words differing both ways make it another item (no suggestion).
    expect(m.match(same, 'zepto', 20_000).reason.note).toBe(
      'titles differ both ways and no MRP agrees: another item',
    );
    // Few words in common, but the same pack at the same MRP, and no other product of the brand
    // there: one item worded two ways.
    const loose = m.features({ title: 'Saffola Gold Refined Cooking Oil', pack: '1000 ml' });
    expect(m.match(loose, 'zepto', 21_000)).toMatchObject({ kind: 'matched', variantId: 'saffola-1l' });
    // A second product of the brand at that pack and MRP: the words alone cannot choose, a suggestion.
    m.addProduct({
      id: 'saffola-total',
      brand: 'Saffola',
      name: 'Saffola Total Pro Heart Conscious Edible Oil',
      variants: [{ ...variant('saffola-total-1l', '1 l'), mrpPaise: 21_000 }],
    });
    expect(m.match(loose, 'zepto', 21_000)).toMatchObject({ kind: 'review', variantId: 'saffola-1l' });
    const dear = m.match(same, 'zepto', 30_000);
    expect(dear.kind).toBe('created');
    expect(dear.reason.note).toBe('MRP ₹300 vs ₹210: 30% apart, another item');
  });

  it('compares a listing whose title lacks its brand with every brand, at its pack and MRP', () => {
    const m = createMatcher();
    m.addProduct({
      id: 'red-label',
      brand: 'Brooke Bond',
      name: 'Brooke Bond Red Label Tea',
      variants: [{ ...variant('red-label-500', '500 g'), mrpPaise: 30_500 }],
    });
    m.addProduct({
      id: 'taj',
      brand: 'Brooke Bond',
      name: 'Brooke Bond Taj Mahal Tea',
      variants: [{ ...variant('taj-500', '500 g'), mrpPaise: 30_500 }],
    });
    // The brand field names the parent company, which the title does not carry.
    const parent = m.features({ title: 'Red Label Tea : 500 gms', brand: 'Hindustan Unilever' });
    expect(m.match(parent, 'dmart', 30_500)).toMatchObject({ kind: 'matched', variantId: 'red-label-500' });
    // Another MRP: another item, whatever the words.
    expect(m.match(parent, 'dmart', 45_000).kind).toBe('created');
    // A merchant that already lists that variant lists another item.
    m.noteListing('red-label-500', 'dmart');
    expect(m.match(parent, 'dmart', 30_500).kind).toBe('created');
  });

  it('makes titles that differ both ways with no MRP to compare a product of their own', () => {
    const m = createMatcher();
    m.addProduct({
      id: 'citrus',
      brand: 'Frosch',
      name: 'Frosch Dishwashing Liquid Citrus',
      variants: [{ ...variant('citrus-500', '500 ml'), mrpPaise: 29_900 }],
    });
    const aloe = m.features({ title: 'Frosch Dishwashing Liquid Aloevera', pack: '750 ml' });
    expect(m.match(aloe, 'zepto', 39_900)).toMatchObject({
      kind: 'created',
      reason: { note: 'titles differ both ways and no MRP agrees: another item' },
    });
  });

  it('learns from one merchant’s own list which words tell a brand’s items apart', () => {
    const m = createMatcher();
    m.addProduct({
      id: 'active',
      brand: 'Vadilal',
      name: 'Vadilal Active Face Wash',
      variants: [{ ...variant('active-100', '100 g'), mrpPaise: 14_500 }],
    });
    const fresh = m.features({ title: 'Vadilal Fresh Face Wash', pack: '100 g' });
    // Nothing learned yet: the MRP agrees and "fresh"/"active" could be two merchants' wordings.
    expect(m.match(fresh, 'zepto', 14_500).kind).toBe('matched');
    m.learn(m.features({ title: 'Vadilal Active Face Wash', pack: '100 g' }), 'dmart');
    m.learn(m.features({ title: 'Vadilal Fresh Face Wash', pack: '100 g' }), 'dmart');
    const apart = m.match(fresh, 'zepto', 14_500);
    expect(apart.kind).toBe('created');
    expect(apart.reason.note).toMatch(/^"fresh" tells this brand's items apart in a merchant's own list/);
  });

  it('never reads a bundle as a pack size of one of its parts', () => {
    const m = createMatcher();
    m.addProduct({ id: 'toor', brand: 'BB Popular', name: 'BB Popular Toor Dal', variants: [] });
    m.addVariant('toor', { ...variant('toor-1kg', '1 kg'), mrpPaise: 18_000 });
    const combo = m.features({
      title: 'Toor/Arhar Dal, 1 kg + Moong Dal, 1 kg + Masoor Dal, 1 kg',
      brand: 'BB Popular',
    });
    expect(combo).toMatchObject({ bundle: true, pack: null });
    const d = m.match(combo, 'bigbasket', 45_000);
    expect(d.kind).toBe('created');
    expect(d.reason.gates.pack).toBe('a bundle: its own product, never a pack size of a part');
    expect(m.features({ title: 'Surf Excel Matic Combo' }).bundle).toBe(true);
    expect(m.features({ title: 'Dettol Soap Buy 3 Get 1 Free', pack: '4 x 75 g' }).bundle).toBe(true);
    expect(m.features({ title: 'Pack of 2 (Lux Soft Touch, Lux Velvet)' }).bundle).toBe(true);
    expect(m.features({ title: 'Horlicks Women’s Plus', pack: '400 g' }).bundle).toBe(false);
    expect(
      m.features({
        title: 'Veggie Stix-Sour Cream&Onion+Multigrain Chips-Dahi Papdi Chaat(72g Get 10g Free)',
      }).bundle,
    ).toBe(true);
    expect(m.features({ title: 'Whisper Ultra Clean Sanitary Pads XL+', pack: '30 pads' }).bundle).toBe(
      false,
    );
  });

  it('joins equal GTINs whatever the titles say, and never joins different GTINs', () => {
    const m = createMatcher();
    m.addProduct({
      id: 'taaza',
      brand: 'Amul',
      name: 'Amul Taaza Toned Milk',
      variants: [{ ...variant('taaza-500', '500 ml'), mrpPaise: 2_900 }],
    });
    m.noteListing('taaza-500', 'blinkit', '8901262010016');
    const coded = {
      ...m.features({ title: 'Amul Homogenised Milk Pouch', pack: '500 ml' }),
      gtin: '8901262010016',
    };
    expect(m.match(coded, 'zepto', 2_900)).toMatchObject({
      kind: 'matched',
      variantId: 'taaza-500',
      reason: { note: 'same GTIN 8901262010016' },
    });
    const other = {
      ...m.features({ title: 'Amul Taaza Toned Milk', pack: '500 ml' }),
      gtin: '8901262010023',
    };
    const apart = m.match(other, 'zepto', 2_900);
    expect(apart.kind).toBe('created');
    expect(apart.reason.note).toBe('GTINs differ: another item');
  });

  it('reads the brand from the title when the brand field names the parent company', () => {
    const m = createMatcher();
    m.addBrand('Maggi');
    const nestle = m.features({
      title: 'Maggi 2-Minute Masala Noodles',
      brand: 'Nestle',
      pack: '1 pack (70 g x 4)',
    });
    expect(nestle).toMatchObject({ brand: 'Maggi', brandSource: 'title' });
    expect(nestle.brandKey).toBe(m.features({ title: 'Maggi 2-Minute Masala Noodles 4 x 70 g' }).brandKey);
    expect(nestle.pack?.label).toBe('4 x 70 g');
    // Only a brand the title starts with: a known brand after its first word is a word of the name.
    m.addBrand('Pure');
    expect(m.features({ title: 'Traditional Pure Iron Chapati Tawa', brand: 'Trm' })).toMatchObject({
      brand: 'Trm',
      brandSource: 'given',
    });
  });

  it('tries the brand field when the title starts with another brand that finds nothing', () => {
    const m = createMatcher();
    m.addProduct({
      id: 'dove-soap',
      brand: 'Dove',
      name: 'Dove Cream Beauty Bathing Bar',
      variants: [{ ...variant('dove-soap-100', '100 g'), mrpPaise: 6_000 }],
    });
    m.addProduct({
      id: 'soap-case',
      brand: 'Nakoda',
      name: 'Nakoda Dove Plastic Soap Case Assorted Colour',
      variants: [{ ...variant('soap-case-400', '400 g'), mrpPaise: 5_900 }],
    });
    // bigbasket files the case under its maker; the title starts with the brand Dove.
    const listing = m.features({ title: 'Dove Plastic Soap Case - Assorted Colour, 400 g', brand: 'Nakoda' });
    expect(listing).toMatchObject({ brand: 'Dove', brandSource: 'title' });
    expect(m.match(listing, 'bigbasket', 5_841)).toMatchObject({
      kind: 'matched',
      variantId: 'soap-case-400',
      reason: { gates: { brand: 'brand "Nakoda" given' } },
    });
    // The title's brand is still preferred when it has the item.
    const bar = m.features({ title: 'Dove Cream Beauty Bathing Bar, 100 g', brand: 'Hindustan Unilever' });
    expect(m.match(bar, 'bigbasket', 6_000)).toMatchObject({ kind: 'matched', variantId: 'dove-soap-100' });
  });

  it('finds a product under every brand its listings were read as', () => {
    const m = createMatcher();
    m.addBrand('Dove');
    m.addBrand('Nakoda');
    // bigbasket's listing comes first: read under Dove (the title's brand), it makes a product.
    const first = m.features({ title: 'Dove Plastic Soap Case - Assorted Colour, 400 g', brand: 'Nakoda' });
    expect(m.match(first, 'bigbasket', 5_841).kind).toBe('created');
    m.addProduct({
      id: 'soap-case',
      brand: first.brand,
      name: 'Dove Plastic Soap Case - Assorted Colour',
      variants: [],
    });
    m.addVariant('soap-case', { ...variant('soap-case-400', '400 g'), mrpPaise: 5_841 });
    m.addWording('soap-case', first);
    // jiomart names no brand field, its title starts with Nakoda, its MRP is 3% off (across brands
    // would want 2%): the product is Nakoda's too, since bigbasket's brand field said so.
    const later = m.features({ title: 'Nakoda Dove Plastic Soap Case Assorted Colour 400 gm' });
    expect(later).toMatchObject({ brand: 'Nakoda', brandSource: 'inferred' });
    expect(m.match(later, 'jiomart', 6_018)).toMatchObject({ kind: 'matched', variantId: 'soap-case-400' });
    // A Nakoda item of other words is not that product.
    const tray = m.features({ title: 'Nakoda Mint Multi Utility Plastic Tray 400 gm' });
    expect(m.match(tray, 'jiomart', 6_018).kind).not.toBe('matched');
  });

  it('tries the shorter known brand a title also starts with', () => {
    const m = createMatcher();
    m.addBrand('BB Royal Organic');
    m.addProduct({
      id: 'saunf',
      brand: 'bb Royal',
      name: 'bb Royal Organic Fennel Saunf Powder',
      variants: [{ ...variant('saunf-150', '150 g'), mrpPaise: 2_450 }],
    });
    const listing = m.features({ title: 'bb Royal Organic Fennel /Saunf/ Powder 150 gm' });
    expect(listing.brand).toBe('BB Royal Organic');
    expect(listing.alsoAs?.brand).toBe('bb Royal');
    expect(m.match(listing, 'jiomart', 2_550)).toMatchObject({ kind: 'matched', variantId: 'saunf-150' });
  });

  it('takes a brand out of a title only when the title carries all of it', () => {
    const m = createMatcher();
    m.addBrand('Organic Tattva');
    const field = m.features({ title: 'Organic - Kalonji, 400 g', brand: 'Organic Tattva' });
    const inTitle = m.features({ title: 'Organic Tattva Organic Kalonji 400 gm' });
    expect(inTitle.brand).toBe('Organic Tattva');
    expect(field.tokens).toEqual(inTitle.tokens);
    expect(field.tokens).toContain('organic');
  });

  it('compares a title naming no brand with the names of every brand, at its pack and MRP', () => {
    const m = createMatcher();
    m.addProduct({
      id: 'dettol-refill',
      brand: 'Dettol',
      name: 'Dettol Skincare Hand Wash Refill',
      variants: [{ ...variant('dettol-refill-10', '10 pcs'), mrpPaise: 21_800 }],
    });
    const bare = m.features({ title: 'Skincare Hand Wash Refill', pack: '10 pcs' });
    expect(bare.brandSource).toBe('none');
    expect(m.match(bare, 'swiggy', 21_800)).toMatchObject({ kind: 'matched', variantId: 'dettol-refill-10' });
    // At another MRP it is another item.
    expect(m.match(bare, 'swiggy', 30_000).kind).toBe('created');
  });

  it('compares a title naming no brand across brands even when a loose-produce product is close', () => {
    const m = createMatcher();
    m.addProduct({
      id: 'meghdoot-wash',
      brand: 'Meghdoot',
      name: 'Meghdoot Ginger Mango Body Wash Soap',
      variants: [{ ...variant('meghdoot-wash-150', '150 ml'), mrpPaise: 7_000 }],
    });
    // Another listing that named no brand made a product among loose produce.
    m.addProduct({
      id: 'loose-soap',
      brand: 'Fresh',
      name: 'Ginger Mango Soap',
      variants: [{ ...variant('loose-soap-100', '100 g'), mrpPaise: 4_000 }],
    });
    const bare = m.features({ title: 'Ginger Mango Body Wash Soap', pack: '150ml' });
    expect(bare.brandSource).toBe('none');
    expect(m.match(bare, 'swiggy', 7_000)).toMatchObject({ kind: 'matched', variantId: 'meghdoot-wash-150' });
  });

  it('learns the wordings of joined listings', () => {
    const m = catalogue();
    m.addProduct({
      id: 'silk',
      brand: 'Cadbury',
      name: 'Cadbury Dairy Milk Silk Chocolate Bar',
      variants: [],
    });
    const first = m.features({ title: 'Cadbury Dairy Milk Silk Smooth Chocolate', pack: '60 g' });
    expect(m.match(first, 'zepto', 10_000).kind).toBe('new-variant');
    m.addWording('silk', first);
    const later = m.features({ title: 'Cadbury Dairy Milk Silk Smooth', pack: '60 g' });
    expect(m.match(later, 'dmart', 10_000).reason.score).toBeGreaterThan(0.9);
  });
});
