// New products, variants and categories a run adds to the catalogue: their ids (unique, never
// reused), names, tags and pack-size labels, written into the batch and indexed by the matcher so
// later rows can match them.
import { PACK_SIZE_TEXT, productImage, slugify, variantId } from '@compare/core';
import type { ImportBatch } from '../repositories/import-batch';
import type { CatalogueSnapshot } from '../repositories/listings';
import { matchingWords } from '../text/words';
import { type ListingFeatures, type Matcher, UNBRANDED } from './matcher';
import { brandWords, foldWord } from './normalise';
import { PACK_NOT_GIVEN, type Pack } from './pack';
import type { FeedRow } from './validate';

/**
 * Product name from a listing title: pack sizes and container words out, brand first. A bundle
 * keeps its title whole (its sizes are its parts', and the matcher knows it for a bundle by them).
 */
export function productName(title: string, features: ListingFeatures): string {
  let name = features.bundle
    ? title.replace(/\s+/g, ' ').trim()
    : title
        .replace(PACK_SIZE_TEXT, ' ')
        .replace(/\(\s*\)|\[\s*\]/g, ' ')
        .replace(/\s*:\s*$/, '')
        .replace(
          /\b(pouch|bottle|jar|packet|pack|tetra pak|tetra pack|box|carton|tin|can|refill|bag)\s*$/i,
          '',
        )
        .replace(/[\s,:;/\-–(]+$/g, '')
        .replace(/^[\s,:;/\-–)]+/g, '')
        .replace(/\s+/g, ' ')
        .trim();
  if (!name) name = title.trim();
  if (features.brandSource !== 'none') {
    const brand = brandWords(features.brand);
    const nameWords = matchingWords(name);
    const hasBrand =
      brand.every((w, i) => nameWords[i] !== undefined && foldWord(nameWords[i]) === foldWord(w)) ||
      nameWords[0] === brand.join('');
    if (!hasBrand) name = `${features.brand} ${name}`;
  }
  return name.slice(0, 255);
}

/** A variant's label and pack columns for a pack (a listing without one is counted in pieces). */
export const variantFields = (pack: Pack | null) =>
  pack
    ? { label: pack.label, packValue: Math.round(pack.count * pack.size * 1000) / 1000, packUnit: pack.unit }
    : { label: PACK_NOT_GIVEN, packValue: 1, packUnit: 'pcs' };

/** Catalogue bookkeeping of one run: ids in use, categories, and how new rows are shaped. */
export interface CatalogueAdditions {
  addProduct(
    row: FeedRow,
    features: ListingFeatures,
    batch: ImportBatch,
    matcher: Matcher,
    position: number,
  ): string;
  addVariant(
    productId: string,
    pack: Pack | null,
    mrpPaise: number,
    batch: ImportBatch,
    matcher: Matcher,
  ): string;
}

/** Indexes `snapshot` in `matcher` and returns the run's bookkeeping over it. */
export function createCatalogueAdditions(snapshot: CatalogueSnapshot, matcher: Matcher): CatalogueAdditions {
  const productIds = new Set(snapshot.products.map((p) => p.id));
  const variantIds = new Set(snapshot.variants.map((v) => v.id));
  const variantCount = new Map<string, number>();
  const variantsByProduct = new Map<string, CatalogueVariantRow[]>();
  for (const v of snapshot.variants) {
    variantCount.set(v.product_id, (variantCount.get(v.product_id) ?? 0) + 1);
    const list = variantsByProduct.get(v.product_id) ?? [];
    list.push(v);
    variantsByProduct.set(v.product_id, list);
  }
  for (const p of snapshot.products) {
    matcher.addProduct({
      id: p.id,
      brand: p.brand,
      name: p.name,
      variants: (variantsByProduct.get(p.id) ?? []).map((v) => ({
        id: v.id,
        label: v.label,
        packValue: Number(v.pack_value),
        packUnit: v.pack_unit,
        mrpPaise: v.mrp_paise,
      })),
    });
  }
  for (const l of snapshot.listed) matcher.noteListing(l.variant_id, l.merchant);

  const categories = new Map<string, { slug: string; title: string; search: string }>();
  let sortOrder = 0;
  for (const c of snapshot.categories) {
    for (const name of [c.slug, c.title.toLowerCase(), c.search.toLowerCase()]) {
      if (!categories.has(name)) categories.set(name, c);
    }
    sortOrder = Math.max(sortOrder, Number(c.sort_order));
  }
  const category = (text: string | undefined, batch: ImportBatch) => {
    const title = text?.trim() || 'Other';
    const found = categories.get(title.toLowerCase()) ?? categories.get(slugify(title));
    if (found) return found;
    const slug = slugify(title).slice(0, 64) || 'other';
    const created = { slug, title, search: matchingWords(title)[0] ?? slug };
    categories.set(title.toLowerCase(), created);
    categories.set(slug, created);
    batch.categories.push({
      ...created,
      img: `/images/categories/${slug}.svg`,
      sort_order: ++sortOrder,
    });
    return created;
  };

  // The first free id of `base`, `base-2`, `base-3`, ... The suffix to try first is remembered per
  // base: every smaller one was taken when last asked, and ids are never given back, so many
  // products of one name cost a look-up each instead of a scan from 2.
  const uniqueIds = (taken: Set<string>) => {
    const nextSuffix = new Map<string, number>();
    return (base: string) => {
      let n = nextSuffix.get(base) ?? 2;
      let id = n > 2 ? `${base}-${n - 1}` : base;
      for (; taken.has(id); n++) id = `${base}-${n}`;
      nextSuffix.set(base, n);
      taken.add(id);
      return id;
    };
  };
  const uniqueProductId = uniqueIds(productIds);
  const uniqueVariantId = uniqueIds(variantIds);

  return {
    addProduct(row, features, batch, m, position) {
      const name = productName(row.title, features);
      const id = uniqueProductId(slugify(name).slice(0, 40).replace(/-+$/, '') || 'product');
      const cat = category(row.category, batch);
      // Kind first (the last word of the name is usually the noun: "toned milk" -> milk).
      const words = features.words.filter((w) => !/^\d/.test(w));
      const kind = words[words.length - 1] ?? cat.search;
      const tags = [...new Set([kind, ...words, cat.search])].join(' ');
      batch.products.push({
        id,
        position,
        brand: features.brandSource === 'none' ? UNBRANDED : features.brand,
        name,
        category: cat.slug,
        category_title: cat.title,
        tags,
        images: JSON.stringify([row.image ?? productImage(id)]),
        held: false,
      });
      m.addProduct({ id, brand: features.brand, name, variants: [] });
      return id;
    },
    addVariant(productId, pack, mrpPaise, batch, m) {
      const fields = variantFields(pack);
      const id = uniqueVariantId(variantId(productId, fields.label));
      const order = (variantCount.get(productId) ?? 0) + 1;
      variantCount.set(productId, order);
      batch.variants.push({
        id,
        product_id: productId,
        label: fields.label,
        pack_value: fields.packValue,
        pack_unit: fields.packUnit,
        mrp_paise: mrpPaise,
        sort_order: order,
      });
      m.addVariant(productId, { id, ...fields, mrpPaise });
      return id;
    },
  };
}

type CatalogueVariantRow = CatalogueSnapshot['variants'][number];
