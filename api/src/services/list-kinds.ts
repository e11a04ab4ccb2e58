// A list line that names a kind and no brand ('toned milk 1 l', 'toor dal 1kg', 'दूध') resolves to
// the cheapest product of that kind at the shopper's point, the next cheapest to choose from; a
// line naming a brand keeps it (docs/rules.md, "Kinds and equivalents").
import {
  type Kind,
  kindsForText,
  kindText,
  type ListLine,
  parsePackSize,
  productKind,
  samePackSize,
  unitPrice,
} from '@compare/core';
import type { OfferDto, ProductDto } from './offer-shaping';

/** One candidate of a kind line: a product, the variant picked for the line, its cheapest offer. */
interface Candidate {
  productId: string;
  variant: string;
  /** The pack asked for (or no pack was asked). */
  samePack: boolean;
  price: number;
  unit: number;
}

/** The kinds an unbranded line names; empty for a line that names a brand or no kind. */
/** What a kind line answers as its kind: the one kind, or the family a generic word named. */
export function lineKind(kinds: readonly Kind[]): { id: string; label: string } {
  if (kinds.length === 1) return { id: kinds[0]!.id, label: kinds[0]!.label.toLowerCase() };
  const family = kinds[0]!.family;
  return { id: family, label: family };
}

export function lineKinds(line: ListLine, found: readonly ProductDto[]): Kind[] {
  const kinds = kindsForText(line.words);
  if (kinds.length === 0) return [];
  const words = kindText(line.words);
  // A brand of any product the search found, written in the line, makes it a branded line.
  const branded = found.some((p) => {
    const brand = kindText(p.brand ?? '').trim();
    return brand.length > 0 && words.includes(` ${brand} `);
  });
  return branded ? [] : kinds;
}

const cheapest = (offers: readonly OfferDto[] | undefined) =>
  (offers ?? []).filter((o) => !o.isOutOfStock && o.stale !== true).sort((a, b) => a.price - b.price)[0];

/**
 * The products of `kinds` among `products`, each at the variant `pickVariant` chooses for the line
 * and its cheapest buyable offer, cheapest first: the asked pack first by price, then other packs
 * by unit price. Only products without attributes that split the kind (no organic for 'toor dal').
 */
export function kindCandidates(
  line: ListLine,
  kinds: readonly Kind[],
  products: readonly ProductDto[],
  pickVariant: (labels: readonly string[]) => string | null,
): Array<{ productId: string; variant: string }> {
  const ids = new Set(kinds.map((k) => k.id));
  const out: Candidate[] = [];
  for (const product of products) {
    // The merchants' titles state attributes the name may not (a carton of milk is long-life milk).
    const titles = Object.values(product.platformData).flatMap((offers) => offers.map((o) => o.name));
    const kind = productKind({
      title: product.name ?? product.brand,
      brand: product.brand,
      category: product.category,
      attributes: titles,
    });
    if (!kind || !ids.has(kind.kind.id) || kind.attributes.length > 0) continue;
    const labels = Object.keys(product.platformData).filter(
      (l) => cheapest(product.platformData[l]) !== undefined,
    );
    const variant = pickVariant(labels);
    if (!variant) continue;
    const offer = cheapest(product.platformData[variant])!;
    const size = parsePackSize(variant);
    const samePack =
      !line.pack || (size !== null && size.count === line.pack.count && samePackSize(size, line.pack));
    out.push({
      productId: product.productId,
      variant,
      samePack,
      price: offer.price,
      unit: unitPrice(offer.price, variant)?.amount ?? Number.POSITIVE_INFINITY,
    });
  }
  out.sort(
    (a, b) =>
      Number(b.samePack) - Number(a.samePack) ||
      (a.samePack && b.samePack && line.pack ? a.price - b.price : a.unit - b.unit) ||
      a.productId.localeCompare(b.productId),
  );
  return out.map(({ productId, variant }) => ({ productId, variant }));
}
