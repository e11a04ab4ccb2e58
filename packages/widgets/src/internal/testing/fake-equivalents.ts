// POST /baskets/compare and GET /products/{id}/equivalents of the fake client, over its products
// with core's kind and equivalence rules (the server's rules), so stories and tests of the 'Any
// brand' switch and 'Same kind, other brands' run without a server.
import {
  type ComparedBasketLine,
  cheapestPerMerchant,
  equivalence,
  type LineOption,
  type ListingFacts,
  type Offer,
  type Product,
  parsePackSize,
  productKind,
  substitutionText,
  unitPrice,
} from '@compare/core';

function facts(product: Product, variant: string): ListingFacts {
  return {
    title: product.name ?? product.brand,
    brand: product.brand,
    category: product.category,
    pack: parsePackSize(variant),
  };
}

const buyable = (offers: readonly Offer[] | undefined) =>
  (offers ?? []).filter((o) => !o.isOutOfStock && !o.stale);

/** The fake's answer to POST /baskets/compare (lines' data only). */
export function fakeCompare(
  products: readonly Product[],
  lines: ReadonlyArray<{ productId: string; variant: string; quantity: number; anyBrand?: boolean }>,
): { lines: ComparedBasketLine[] } {
  return {
    lines: lines.map((line) => {
      const product = products.find((p) => p.productId === line.productId);
      if (!product)
        throw Object.assign(new Error(`Product not found: ${line.productId}`), {
          status: 404,
          code: 'NOT_FOUND',
        });
      const kind = productKind(facts(product, line.variant));
      const offers = new Map<LineOption, Offer>();
      const option = (p: Product, variant: string, offer: Offer, packs: number) => {
        const made = {
          productId: p.productId,
          variant,
          brand: p.brand,
          name: p.name ?? p.brand,
          merchant: offer.merchantName,
          price: offer.price,
          packs,
        };
        offers.set(made, offer);
        return made;
      };
      const own = buyable(product.platformData[line.variant]).map((o) => option(product, line.variant, o, 1));
      const others: LineOption[] = [];
      if (line.anyBrand && kind) {
        for (const other of products) {
          if (other.productId === product.productId) continue;
          for (const [label, list] of Object.entries(other.platformData)) {
            const match = equivalence(facts(product, line.variant), facts(other, label));
            if (!match || match.pack.basis === 'unit-price') continue;
            for (const o of buyable(list)) others.push(option(other, label, o, match.pack.packs));
          }
        }
      }
      const choices = cheapestPerMerchant(line.quantity, own, others).map((c) => {
        const offer = offers.get(c.chosen)!;
        return {
          merchantName: c.merchant,
          productId: c.chosen.productId,
          brand: c.chosen.brand,
          name: c.chosen.name,
          variant: c.chosen.variant,
          merchantUrl: offer.merchantUrl,
          img: offer.img,
          price: offer.price,
          mrp: offer.mrp,
          packs: c.chosen.packs,
          substituted: c.substituted,
          cost: c.cost,
          ownCost: c.ownCost,
          saving: c.saving,
          unitPrice: c.unitPrice,
          ownUnitPrice: c.ownUnitPrice,
          text: c.substituted ? substitutionText(c, product.name ?? product.brand, line.variant) : null,
        };
      });
      return {
        productId: line.productId,
        variant: line.variant,
        anyBrand: line.anyBrand === true,
        kind: kind && { id: kind.kind.id, label: kind.kind.label },
        choices,
      };
    }),
  };
}

/** The fake's answer to GET /products/{id}/equivalents (data only); null for an unknown product. */
export function fakeEquivalents(products: readonly Product[], id: string, variant: string | undefined) {
  const product = products.find((p) => p.productId === id);
  if (!product) return null;
  const label = variant ?? Object.keys(product.platformData)[0] ?? '';
  const kind = productKind(facts(product, label));
  const items = kind
    ? products.flatMap((other) => {
        if (other.productId === product.productId) return [];
        const found = Object.entries(other.platformData).flatMap(([otherLabel, list]) => {
          const match = equivalence(facts(product, label), facts(other, otherLabel));
          const offer = buyable(list)[0];
          if (!match || !offer) return [];
          return [
            {
              productId: other.productId,
              brand: other.brand,
              name: other.name ?? other.brand,
              variant: otherLabel,
              merchantName: offer.merchantName,
              merchantUrl: offer.merchantUrl,
              img: offer.img,
              price: offer.price,
              mrp: offer.mrp,
              unitPrice: unitPrice(offer.price, otherLabel),
              basis: match.pack.basis,
              packs: match.pack.packs,
            },
          ];
        });
        const rank = (basis: string) => (basis === 'same-pack' ? 0 : basis === 'packs' ? 1 : 2);
        found.sort((a, b) => rank(a.basis) - rank(b.basis));
        return found.slice(0, 1);
      })
    : [];
  items.sort((a, b) => (a.unitPrice?.amount ?? Infinity) - (b.unitPrice?.amount ?? Infinity));
  const cheapest = buyable(product.platformData[label])[0];
  return {
    kind: kind && { id: kind.kind.id, label: kind.kind.label },
    attributes: kind?.attributes ?? [],
    variant: label,
    unitPrice: cheapest ? unitPrice(cheapest.price, label) : null,
    items,
  };
}
