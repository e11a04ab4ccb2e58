// Equivalents at the shopper's point: other brands' products of the same kind (core's table of
// kinds and equivalence rules), read from the catalogue through the product service's public
// calls only, priced with the offers visible at the point. Two uses: the product page's 'Same
// kind, other brands' (every comparable pack, by unit price) and a basket compared with per-line
// 'any brand' flags (only packs that make the same quantity).
import {
  type ComparedChoice,
  cheapestPerMerchant,
  equivalence,
  fromPaise,
  type LineChoice,
  type LineOption,
  type ListingFacts,
  type PackBasis,
  parsePackSize,
  productKind,
  substitutionText,
  toPaise,
  type UnitPrice,
  unitPrice,
} from '@compare/core';
import type { Point } from './location';
import type { OfferDto, ProductDto } from './offer-shaping';
import type { ProductService } from './products';

/** A kind as answered. */
export interface KindDto {
  id: string;
  label: string;
}

/** One equivalent on the product page. Rupees. */
export interface EquivalentDto {
  productId: string;
  brand: string;
  name: string;
  variant: string;
  merchantName: string;
  merchantUrl: string;
  img: string;
  price: number;
  mrp: number;
  unitPrice: UnitPrice | null;
  basis: PackBasis;
  packs: number;
}

/** The product page's 'Same kind, other brands'. */
export interface ProductEquivalents {
  kind: KindDto | null;
  attributes: string[];
  variant: string;
  unitPrice: UnitPrice | null;
  items: EquivalentDto[];
}

/** A basket line to compare. */
export interface CompareLine {
  productId: string;
  variant: string;
  quantity: number;
  anyBrand: boolean;
}

/** One merchant's cheapest way to buy a line, as answered (core's wire shape). */
export type LineChoiceDto = ComparedChoice;

/** A compared line. */
export interface ComparedLine extends CompareLine {
  kind: KindDto | null;
  choices: LineChoiceDto[];
}

/** A merchant's part of a compared basket. Rupees. */
export interface MerchantComparison {
  merchantName: string;
  itemsTotal: number;
  lines: number;
  complete: boolean;
  saving: number;
}

/** A basket compared with its 'any brand' flags. */
export interface BasketComparison {
  lines: ComparedLine[];
  merchants: MerchantComparison[];
}

/** Equivalents use cases. */
export interface EquivalentsService {
  /** Null for an unknown product or a variant it does not have. */
  forProduct(
    id: string,
    variant: string | undefined,
    point: Point,
    origin: string,
  ): Promise<ProductEquivalents | null>;
  /** Null when a line names an unknown product (its id is given). */
  compare(
    lines: readonly CompareLine[],
    point: Point,
    origin: string,
  ): Promise<BasketComparison | { unknown: string }>;
}

// The product service answers pages of at most 100 products; a category holds a few hundred at most.
const PAGE = 100;
const MAX_PAGES = 20;
// Most equivalents the product page lists.
const MAX_ITEMS = 20;

/** A product's name (the server always sends one; the loose client shape makes it optional). */
function nameOf(product: ProductDto): string {
  return product.name ?? product.brand;
}

/**
 * Attribute words the merchants' own titles give (a carton, UHT, organic): the union over the
 * product's offers, so an attribute one merchant states splits the product at every merchant.
 */
function titleWords(product: ProductDto): string[] {
  return [...new Set(Object.values(product.platformData).flatMap((offers) => offers.map((o) => o.name)))];
}

/** A product's kind from its name, brand, category and its offers' titles. */
function kindOf(product: ProductDto) {
  return productKind({
    title: nameOf(product),
    brand: product.brand,
    category: product.category,
    attributes: titleWords(product),
  });
}

/** A product's listing facts for core's kind rules. */
function facts(product: ProductDto, variant: string): ListingFacts {
  return {
    title: nameOf(product),
    brand: product.brand,
    category: product.category,
    attributes: titleWords(product),
    pack: parsePackSize(variant),
  };
}

/** Offers a shopper can buy now: in stock at a current price. */
function buyable(offers: readonly OfferDto[] | undefined): OfferDto[] {
  return (offers ?? []).filter((o) => !o.isOutOfStock && o.stale !== true);
}

/** Creates the equivalents service over the product service (its uncounted calls: no views recorded). */
export function createEquivalentsService(
  products: Pick<ProductService, 'byId' | 'list'>,
): EquivalentsService {
  /** Every product of `category` shown at the point (each page shaped for it). */
  const productsIn = async (category: string, point: Point, origin: string): Promise<ProductDto[]> => {
    const found: ProductDto[] = [];
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await products.list({ category, offset: page * PAGE, limit: PAGE }, point, origin);
      found.push(...answer.data);
      if ((page + 1) * PAGE >= answer.total) break;
    }
    return found;
  };

  /** The other products of the same kind as `product` at the point (none for an unknown kind). */
  const sameKind = async (product: ProductDto, point: Point, origin: string): Promise<ProductDto[]> => {
    const own = kindOf(product);
    if (!own) return [];
    const all = await productsIn(product.category ?? '', point, origin);
    return all.filter((other) => {
      if (other.productId === product.productId) return false;
      const kind = kindOf(other);
      return kind?.kind.id === own.kind.id && kind.attributes.join('|') === own.attributes.join('|');
    });
  };

  const toOption = (product: ProductDto, variant: string, offer: OfferDto, packs: number): LineOption => ({
    productId: product.productId,
    variant,
    brand: product.brand,
    name: nameOf(product),
    merchant: offer.merchantName,
    price: offer.price,
    packs,
  });

  const compareLine = async (
    line: CompareLine,
    product: ProductDto,
    point: Point,
    origin: string,
  ): Promise<ComparedLine> => {
    const kind = kindOf(product);
    const ownOffers = buyable(product.platformData[line.variant]);
    const offerOf = new Map<LineOption, { offer: OfferDto; product: ProductDto }>();
    const own = ownOffers.map((offer) => {
      const option = toOption(product, line.variant, offer, 1);
      offerOf.set(option, { offer, product });
      return option;
    });
    const equivalents: LineOption[] = [];
    if (line.anyBrand && kind) {
      const wanted = facts(product, line.variant);
      for (const other of await sameKind(product, point, origin)) {
        for (const [label, offers] of Object.entries(other.platformData)) {
          const match = equivalence(wanted, facts(other, label));
          // A basket line buys the same quantity: the same pack or whole packs of another.
          if (!match || match.pack.basis === 'unit-price') continue;
          for (const offer of buyable(offers)) {
            const option = toOption(other, label, offer, match.pack.packs);
            offerOf.set(option, { offer, product: other });
            equivalents.push(option);
          }
        }
      }
    }
    const choices = cheapestPerMerchant(line.quantity, own, equivalents).map((choice: LineChoice) => {
      const { offer } = offerOf.get(choice.chosen)!;
      return {
        merchantName: choice.merchant,
        productId: choice.chosen.productId,
        brand: choice.chosen.brand,
        name: choice.chosen.name,
        variant: choice.chosen.variant,
        merchantUrl: offer.merchantUrl,
        img: offer.img,
        price: offer.price,
        mrp: offer.mrp,
        packs: choice.chosen.packs,
        substituted: choice.substituted,
        cost: choice.cost,
        ownCost: choice.ownCost,
        saving: choice.saving,
        unitPrice: choice.unitPrice,
        ownUnitPrice: choice.ownUnitPrice,
        text: choice.substituted ? substitutionText(choice, nameOf(product), line.variant) : null,
      };
    });
    return { ...line, kind: kind && { id: kind.kind.id, label: kind.kind.label }, choices };
  };

  return {
    async forProduct(id, variant, point, origin) {
      const product = await products.byId(id, point, origin);
      if (!product) return null;
      const label = variant ?? product.variants?.[0]?.label ?? Object.keys(product.platformData)[0];
      if (
        label === undefined ||
        (variant !== undefined && !product.variants?.some((v) => v.label === variant))
      )
        return null;
      const own = kindOf(product);
      const cheapestOwn = buyable(product.platformData[label])[0];
      const base = {
        kind: own && { id: own.kind.id, label: own.kind.label },
        attributes: own?.attributes ?? [],
        variant: label,
        unitPrice: cheapestOwn ? unitPrice(cheapestOwn.price, label) : null,
      };
      if (!own) return { ...base, items: [] };
      const wanted = facts(product, label);
      const items: EquivalentDto[] = [];
      for (const other of await sameKind(product, point, origin)) {
        // Per product, its pack closest to the shopper's (the same pack first), at its cheapest offer.
        let best: EquivalentDto | null = null;
        for (const [otherLabel, offers] of Object.entries(other.platformData)) {
          const match = equivalence(wanted, facts(other, otherLabel));
          const offer = buyable(offers)[0];
          if (!match || !offer) continue;
          const item: EquivalentDto = {
            productId: other.productId,
            brand: other.brand,
            name: nameOf(other),
            variant: otherLabel,
            merchantName: offer.merchantName,
            merchantUrl: offer.merchantUrl,
            img: offer.img,
            price: offer.price,
            mrp: offer.mrp,
            unitPrice: unitPrice(offer.price, otherLabel),
            basis: match.pack.basis,
            packs: match.pack.packs,
          };
          const rank = (e: EquivalentDto) => (e.basis === 'same-pack' ? 0 : e.basis === 'packs' ? 1 : 2);
          if (!best || rank(item) < rank(best)) best = item;
        }
        if (best) items.push(best);
      }
      items.sort(
        (a, b) =>
          (a.unitPrice?.amount ?? Number.POSITIVE_INFINITY) -
            (b.unitPrice?.amount ?? Number.POSITIVE_INFINITY) ||
          a.price - b.price ||
          a.productId.localeCompare(b.productId),
      );
      return { ...base, items: items.slice(0, MAX_ITEMS) };
    },

    async compare(lines, point, origin) {
      const shaped = await Promise.all(lines.map((line) => products.byId(line.productId, point, origin)));
      const missing = lines.findIndex((_, i) => shaped[i] === null);
      if (missing >= 0) return { unknown: lines[missing]!.productId };
      const compared = await Promise.all(
        lines.map((line, i) => compareLine(line, shaped[i]!, point, origin)),
      );
      // Sums in paise (docs/rules.md, "Paise").
      const merchants = new Map<
        string,
        { merchantName: string; paise: number; lines: number; savingPaise: number }
      >();
      for (const line of compared) {
        for (const choice of line.choices) {
          const key = choice.merchantName.toLowerCase();
          const entry = merchants.get(key) ?? {
            merchantName: choice.merchantName,
            paise: 0,
            lines: 0,
            savingPaise: 0,
          };
          entry.paise += toPaise(choice.cost);
          entry.lines += 1;
          entry.savingPaise += toPaise(choice.saving ?? 0);
          merchants.set(key, entry);
        }
      }
      const answer: MerchantComparison[] = [...merchants.values()].map((m) => ({
        merchantName: m.merchantName,
        itemsTotal: fromPaise(m.paise),
        lines: m.lines,
        complete: m.lines === compared.length,
        saving: fromPaise(m.savingPaise),
      }));
      answer.sort(
        (a, b) =>
          Number(b.complete) - Number(a.complete) ||
          a.itemsTotal - b.itemsTotal ||
          a.merchantName.localeCompare(b.merchantName),
      );
      return { lines: compared, merchants: answer };
    },
  };
}
